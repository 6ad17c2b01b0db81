import { accuracy, type Accuracy } from './accuracy.ts';
import { requireFinite } from './requireFinite.ts';

/** A scored answer at its place in the dialog (question_id). */
export interface PositionOutcome {
  position: number;
  correct: boolean;
}

/** Accuracy over one window of consecutive questions, plotted at the window's last question. */
export interface RollingPoint extends Accuracy {
  /** The last question of the window (= `to`). */
  position: number;
  /** First and last question_id in the window. */
  from: number;
  to: number;
}

/**
 * Accuracy along the dialog: for every run of `window` consecutive answered questions (ordered by position),
 * the share correct with its 95% Wilson interval, placed at the run's last question. A model that loses the
 * thread of a long dialog shows a falling curve. Windows overlap, so neighbouring points are not independent;
 * each interval holds for its own window only.
 * @throws Error when `window` is not a whole number from 1 to the number of outcomes; or a number it reads is NaN or
 *   ±Infinity (decision 0083).
 * @example rollingAccuracy([0, 1, 2, 3].map((p) => ({ position: p, correct: p < 2 })), 2)
 *   // rates 1, 0.5, 0 at positions 1, 2, 3
 */
export function rollingAccuracy(outcomes: readonly PositionOutcome[], window: number): RollingPoint[] {
  outcomes.forEach((o, i) => requireFinite('rollingAccuracy', `outcomes[${i}].position`, o.position));
  if (!Number.isInteger(window) || window < 1 || window > outcomes.length)
    throw new Error(`rollingAccuracy requires a window of 1 to ${outcomes.length} answers (got ${window})`);
  const sorted = [...outcomes].sort((a, b) => a.position - b.position);
  const out: RollingPoint[] = [];
  for (let end = window - 1; end < sorted.length; end++) {
    const slice = sorted.slice(end - window + 1, end + 1);
    const from = slice[0]!.position;
    const to = slice[slice.length - 1]!.position;
    out.push({ position: to, from, to, ...accuracy(slice.map((s) => s.correct)) });
  }
  return out;
}
