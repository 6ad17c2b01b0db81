import type { UniJudgment } from '../records/uniJudgment.ts';
import { groupBy } from './groupBy.ts';
import { kaplanMeier, survivalAt } from './kaplanMeier.ts';
import { wilsonInterval } from './wilsonInterval.ts';

/** BotChat's reported conversation length: pass@N is drawn for N = 1..16. */
export const BOTCHAT_MAX_N = 16;

export interface PassPoint {
  N: number;
  passed: number;
  total: number;
  rate: number;
  /** 95% Wilson interval. */
  lo: number;
  hi: number;
}

export interface SurvivalPoint {
  N: number;
  /** Kaplan-Meier estimate of the share still passing after chat N. */
  rate: number;
  lo: number;
  hi: number;
  /** Conversations still observed after chat N (not yet flagged, not yet ended). */
  atRisk: number;
}

export interface PassCurve {
  model: string;
  /** Judgments with a parsed verdict (the denominator). */
  n: number;
  /** Judgments left out because the judge's answer was unparsed. */
  unparsed: number;
  /** `proportion` when every conversation reaches maxN chats, else `kaplan-meier` (both series are given). */
  estimator: 'proportion' | 'kaplan-meier';
  points: PassPoint[];
  /** Kaplan-Meier series (first AI chat = event; a clean conversation censored at its length). */
  survival: SurvivalPoint[];
}

/** Whether a judgment passes at N: no AI found, or the first AI chat comes after chat N. */
export function passesAt(j: Pick<UniJudgment, 'verdict' | 'firstAiChat'>, N: number): boolean {
  if (j.verdict === 'human') return true;
  return j.firstAiChat !== null && j.firstAiChat > N;
}

/**
 * pass@N per model (BotChat's Uni-Eval success rate) for N = 1..maxN, with Wilson intervals, and the
 * Kaplan-Meier curve for when conversations differ in length.
 *
 * A conversation passes at N when the judge found no AI chat, or the first AI chat comes after chat N.
 * "Choice: Yes" without an index fails at every N. Unparsed answers are counted and left out.
 * Source: BotChat (Duan et al. 2023), Uni-Eval; the Kaplan-Meier reading treats the first AI chat as an event
 * time and a clean conversation as censored at its length.
 * Input: the judgments of one benchmark, setting and judge.
 * @throws Error when maxN is not a positive whole number.
 * @example passCurve(judgments)[0].points[7] // { N: 8, passed: 471, total: 547, rate: 0.861, lo, hi }
 */
export function passCurve(judgments: readonly UniJudgment[], options: { maxN?: number } = {}): PassCurve[] {
  const maxN = options.maxN ?? BOTCHAT_MAX_N;
  if (!Number.isInteger(maxN) || maxN < 1)
    throw new Error(`passCurve requires maxN to be a positive whole number (got ${maxN})`);
  const out: PassCurve[] = [];
  for (const [model, all] of groupBy(judgments, (j) => j.model).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  )) {
    const parsed = all.filter((j) => j.verdict !== 'unparsed');
    const points: PassPoint[] = [];
    for (let N = 1; N <= maxN; N++) {
      const passed = parsed.filter((j) => passesAt(j, N)).length;
      const total = parsed.length;
      const ci = total > 0 ? wilsonInterval(passed, total) : { lo: NaN, hi: NaN };
      points.push({ N, passed, total, rate: total > 0 ? passed / total : NaN, ...ci });
    }
    const times: number[] = [];
    const events: boolean[] = [];
    for (const j of parsed) {
      if (j.verdict === 'ai') {
        times.push(j.firstAiChat ?? 1);
        events.push(true);
      } else {
        times.push(j.length ?? maxN);
        events.push(false);
      }
    }
    const steps = kaplanMeier(times, events);
    const survival: SurvivalPoint[] = [];
    for (let N = 1; N <= maxN; N++) {
      const s = survivalAt(steps, N);
      const atRisk = times.filter((t) => t > N).length;
      survival.push(
        s
          ? { N, rate: s.survival, lo: s.lo, hi: s.hi, atRisk }
          : {
              N,
              rate: parsed.length ? 1 : NaN,
              lo: parsed.length ? 1 : NaN,
              hi: parsed.length ? 1 : NaN,
              atRisk,
            },
      );
    }
    const varied = parsed.some((j) => j.verdict === 'human' && j.length !== undefined && j.length < maxN);
    out.push({
      model,
      n: parsed.length,
      unparsed: all.length - parsed.length,
      estimator: varied ? 'kaplan-meier' : 'proportion',
      points,
      survival,
    });
  }
  return out;
}
