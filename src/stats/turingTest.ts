import type { UniJudgment } from '../records/uniJudgment.ts';
import { passRateHeterogeneity, type PassRateHeterogeneity } from './passRateHeterogeneity.ts';
import {
  passRateVsChance,
  passRateVsHuman,
  TURING_EQUIVALENCE_MARGIN,
  type PassRateVsChance,
  type PassRateVsHuman,
} from './passRateTests.ts';
import { signalDetection, type SignalDetection } from './signalDetection.ts';
import { requireFinite } from './requireFinite.ts';

export interface TuringModelRow extends PassRateVsChance {
  model: string;
  /** Judgments left out as unparsed. */
  unparsed: number;
  /** Against the human conversations' pass rate (difference, z-test, TOST). */
  vsHuman: PassRateVsHuman;
  /** This model's pass rate per judge, and the chi-square test that the judges agree. */
  byJudge: PassRateHeterogeneity;
}

export interface TuringJudgeRow {
  judge: string;
  /** d′ and c from this judge's verdicts on every model conversation (signal) and the human ones (noise). */
  detection: SignalDetection;
}

export interface TuringTest {
  /** The model id of the human conversations (e.g. BotChat's ground truth). */
  humanModel: string;
  /** How often the human conversations were called human, against 50%. */
  human: PassRateVsChance & { unparsed: number };
  /** Every other model, in string order. */
  models: TuringModelRow[];
  /** Every judge, in string order, and all judges pooled as the judge '(all)'. */
  judges: TuringJudgeRow[];
  margin: number;
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Turing-test statistics wherever a judge says "human" or "AI" about single conversations (UniJudgment): per model,
 * how often it passed (was called human) with its exact binomial test against 50% (passRateVsChance) and its
 * comparison with the human conversations' pass rate (passRateVsHuman: difference, z-test, TOST within ±margin),
 * with a per-judge breakdown and chi-square test of heterogeneity (passRateHeterogeneity); per judge, its
 * sensitivity d′ and criterion c (signalDetection, log-linear correction). Unparsed verdicts are left out and
 * counted. Input: the judgments of one benchmark and setting; `humanModel` names the human conversations' model id.
 * A mixed-effects model (random judge effects) is not fitted: the per-judge breakdown and its test stand in for it.
 * Source: C. R. Jones & B. K. Bergen (2025), "Large language models pass the Turing test", arXiv:2503.23674 (pass
 * rates against 50% per witness, and against the human baseline); see the functions named; decision 0093.
 * @returns every count and statistic, with nulls and reasons where the data give none (see the functions). When no
 *   human conversation was judged, every vsHuman is null with 'no parsed verdicts' and every d′ null.
 * @throws Error when a number it reads is NaN or ±Infinity, or a count is negative (decision 0083).
 * @example turingTest(judgments, { humanModel: 'GT' }).models[0] // { model, passed, n, rate, p, vsHuman, byJudge }
 */
export function turingTest(
  judgments: readonly UniJudgment[],
  options: { humanModel: string; margin?: number },
): TuringTest {
  if (options.margin !== undefined) requireFinite('turingTest', 'options.margin', options.margin);
  const margin = options.margin ?? TURING_EQUIVALENCE_MARGIN;
  // Counts per model and judge: [passed, parsed, unparsed].
  const cells = new Map<string, Map<string, [number, number, number]>>();
  const judges = new Set<string>();
  for (const j of judgments) {
    judges.add(j.judge);
    let m = cells.get(j.model);
    if (!m) cells.set(j.model, (m = new Map()));
    let c = m.get(j.judge);
    if (!c) m.set(j.judge, (c = [0, 0, 0]));
    if (j.verdict === 'unparsed') c[2]++;
    else {
      c[1]++;
      if (j.verdict === 'human') c[0]++;
    }
  }
  const judgeList = [...judges].sort(byName);
  const totals = (model: string, judge?: string) => {
    let passed = 0;
    let n = 0;
    let unparsed = 0;
    for (const [k, c] of cells.get(model) ?? [])
      if (judge === undefined || k === judge) {
        passed += c[0];
        n += c[1];
        unparsed += c[2];
      }
    return { passed, n, unparsed };
  };
  const h = totals(options.humanModel);
  const human = { ...passRateVsChance({ passed: h.passed, n: h.n }), unparsed: h.unparsed };
  const models = [...cells.keys()]
    .filter((m) => m !== options.humanModel)
    .sort(byName)
    .map((model): TuringModelRow => {
      const t = totals(model);
      return {
        model,
        ...passRateVsChance({ passed: t.passed, n: t.n }),
        unparsed: t.unparsed,
        vsHuman: passRateVsHuman({ passed: t.passed, n: t.n }, { passed: h.passed, n: h.n }, margin),
        byJudge: passRateHeterogeneity(
          judgeList.map((judge) => {
            const c = totals(model, judge);
            return { group: judge, passed: c.passed, n: c.n };
          }),
        ),
      };
    });
  const detection = (judge?: string): SignalDetection => {
    let hits = 0;
    let signal = 0;
    for (const m of models) {
      const c = totals(m.model, judge);
      hits += c.n - c.passed;
      signal += c.n;
    }
    const hc = totals(options.humanModel, judge);
    return signalDetection({ hits, signal, falseAlarms: hc.n - hc.passed, noise: hc.n });
  };
  return {
    humanModel: options.humanModel,
    human,
    models,
    judges: [
      ...judgeList.map((judge) => ({ judge, detection: detection(judge) })),
      { judge: '(all)', detection: detection() },
    ],
    margin,
  };
}
