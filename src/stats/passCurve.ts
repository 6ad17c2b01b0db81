import type { UniJudgment } from '../records/uniJudgment.ts';
import { groupBy } from './groupBy.ts';
import { kaplanMeier, survivalAt } from './kaplanMeier.ts';
import { wilsonInterval } from './wilsonInterval.ts';
import { requireUniJudgments, requireFinite, requireCount } from './requireFinite.ts';

/**
 * The longest N a pass curve is drawn to when the caller names none: the longest conversation or latest first
 * AI chat among the judgments (at least 1). A benchmark profile names its own (BotChat: 16).
 * @throws Error when a number it reads is NaN or ±Infinity, or a count is negative (decision 0083).
 * @example observedMaxN([{ length: 12, firstAiChat: 3, ... }]) // 12
 */
export function observedMaxN(
  judgments: readonly { length?: number | null; firstAiChat?: number | null }[],
): number {
  requireUniJudgments('observedMaxN', judgments);
  let n = 1;
  for (const j of judgments) n = Math.max(n, j.length ?? 0, j.firstAiChat ?? 0);
  return n;
}

/** Why a pass rate is null: the model has no judgment with a parsed verdict. */
export type PassCurveReason = 'no parsed verdicts';

export interface PassPoint {
  N: number;
  passed: number;
  total: number;
  /** passed / total; null when total = 0 (see reason). */
  rate: number | null;
  /** 95% Wilson interval; null when total = 0. */
  lo: number | null;
  hi: number | null;
  /** Why rate, lo and hi are null; null when they are given. */
  reason: PassCurveReason | null;
}

export interface SurvivalPoint {
  N: number;
  /** Kaplan-Meier estimate of the share still passing after chat N; null with no parsed verdict. */
  rate: number | null;
  lo: number | null;
  hi: number | null;
  /** Conversations still observed after chat N (not yet flagged, not yet ended). */
  atRisk: number;
  /** Why rate, lo and hi are null; null when they are given. */
  reason: PassCurveReason | null;
}

export interface PassCurve {
  model: string;
  /** Judgments with a parsed verdict (the denominator). */
  n: number;
  /** Judgments left out because the judge's answer was unparsed. */
  unparsed: number;
  /** "no parsed verdicts" when n = 0: then every rate and bound of both series is null. Null otherwise. */
  reason: PassCurveReason | null;
  /** `proportion` when every conversation reaches maxN chats, else `kaplan-meier` (both series are given). */
  estimator: 'proportion' | 'kaplan-meier';
  points: PassPoint[];
  /** Kaplan-Meier series (first AI chat = event; a clean conversation censored at its length). */
  survival: SurvivalPoint[];
}

/** Whether a judgment passes at N: no AI found, or the first AI chat comes after chat N.
 * @throws Error when a number it reads is NaN or ±Infinity, or a count is negative (decision 0083).
 */
export function passesAt(j: Pick<UniJudgment, 'verdict' | 'firstAiChat'>, N: number): boolean {
  if (j.firstAiChat !== null) requireCount('passesAt', 'j.firstAiChat', j.firstAiChat, true);
  requireFinite('passesAt', 'N', N);
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
 * @returns one curve per model, by model id. A model whose verdicts are all unparsed has n = 0, reason
 *   "no parsed verdicts", and null rates and bounds at every N (never NaN).
 * @throws Error when maxN is not a positive whole number; or a number it reads is NaN or ±Infinity, or a count is
 *   negative (decision 0083).
 * @example passCurve(judgments)[0].points[7] // { N: 8, passed: 471, total: 547, rate: 0.861, lo, hi }
 */
export function passCurve(judgments: readonly UniJudgment[], options: { maxN?: number } = {}): PassCurve[] {
  requireUniJudgments('passCurve', judgments);
  const maxN = options.maxN ?? observedMaxN(judgments);
  if (!Number.isInteger(maxN) || maxN < 1)
    throw new Error(`passCurve requires maxN to be a positive whole number (got ${maxN})`);
  const out: PassCurve[] = [];
  for (const [model, all] of groupBy(judgments, (j) => j.model).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  )) {
    const parsed = all.filter((j) => j.verdict !== 'unparsed');
    const reason: PassCurveReason | null = parsed.length === 0 ? 'no parsed verdicts' : null;
    const points: PassPoint[] = [];
    for (let N = 1; N <= maxN; N++) {
      const passed = parsed.filter((j) => passesAt(j, N)).length;
      const total = parsed.length;
      if (total === 0) {
        points.push({ N, passed, total, rate: null, lo: null, hi: null, reason });
        continue;
      }
      const ci = wilsonInterval(passed, total);
      points.push({ N, passed, total, rate: passed / total, lo: ci.lo, hi: ci.hi, reason: null });
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
      if (reason !== null) survival.push({ N, rate: null, lo: null, hi: null, atRisk, reason });
      else if (s) survival.push({ N, rate: s.survival, lo: s.lo, hi: s.hi, atRisk, reason: null });
      // Before the first event nobody has failed: the estimate is 1, with no width.
      else survival.push({ N, rate: 1, lo: 1, hi: 1, atRisk, reason: null });
    }
    const varied = parsed.some((j) => j.verdict === 'human' && j.length !== undefined && j.length < maxN);
    out.push({
      model,
      n: parsed.length,
      unparsed: all.length - parsed.length,
      reason,
      estimator: varied ? 'kaplan-meier' : 'proportion',
      points,
      survival,
    });
  }
  return out;
}
