// Inspect's per-task numbers, computed from the per-sample scores of its logs as Inspect computes them (docs/formats.md,
// Inspect §5.3): values to floats, epochs reduced per sample, then accuracy and its standard error. Pure.
import type { SampleScore } from '../../records/peers.ts';
import { numpySum } from '../../stats/numpySum.ts';

/**
 * A score value as a number, as Inspect's default `value_to_float` maps it: numbers and booleans as they are; `C` 1,
 * `P` 0.5, `I` and `N` 0; `yes`/`true` 1 and `no`/`false` 0 in any case; a numeric string its number; anything else
 * (lists, dicts, other text) 0. NaN stays NaN: Inspect leaves unscored samples out of its metrics.
 * Source: inspect_ai, src/inspect_ai/scorer/_metric.py (`value_to_float`), UKGovernmentBEIS/inspect_ai @ 499e6152.
 * @example ['C', 'P', 'I', 'Yes', '0.25', true, [1]].map(inspectValueToFloat) // [1, 0.5, 0, 1, 0.25, 1, 0]
 */
export function inspectValueToFloat(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value === 'C') return 1;
  if (value === 'P') return 0.5;
  if (value === 'I' || value === 'N') return 0;
  if (typeof value === 'string') {
    const s = value.toLowerCase();
    if (s === 'yes' || s === 'true') return 1;
    if (s === 'no' || s === 'false') return 0;
    const n = Number(s.trim());
    if (s.trim() !== '' && Number.isFinite(n)) return n;
  }
  return 0;
}

/** The epoch reducers Inspect names in its logs, by name (a k in the name: `pass_at_2`, `at_least_3`). */
export function reduceEpochs(values: readonly number[], reducer: string): number {
  const v = values.filter((x) => !Number.isNaN(x));
  if (v.length === 0) return Number.NaN;
  const sorted = [...v].sort((a, b) => a - b);
  const k = Number(/_(\d+)$/.exec(reducer)?.[1]);
  if (reducer === 'mean') return v.reduce((s, x) => s + x, 0) / v.length;
  if (reducer === 'median') {
    const m = sorted.length >> 1;
    return sorted.length % 2 ? sorted[m]! : (sorted[m - 1]! + sorted[m]!) / 2;
  }
  if (reducer === 'max') return sorted.at(-1)!;
  if (reducer === 'mode') {
    // The most common value; among equally common ones, the first met (Python's Counter.most_common).
    const counts = new Map<number, number>();
    for (const x of v) counts.set(x, (counts.get(x) ?? 0) + 1);
    return [...counts.entries()].reduce((best, e) => (e[1] > best[1] ? e : best))[0];
  }
  if (reducer.startsWith('at_least_')) return v.filter((x) => x >= 1).length >= k ? 1 : 0;
  if (reducer.startsWith('pass_at_')) {
    // Unbiased pass@k: 1 − C(n − c, k) / C(n, k), with c the correct epochs (value ≥ 1).
    const c = v.filter((x) => x >= 1).length;
    if (k > v.length) return Number.NaN;
    if (v.length - c < k) return 1;
    let p = 1;
    for (let i = v.length - c + 1; i <= v.length; i++) p *= 1 - k / i;
    return 1 - p;
  }
  throw new Error(
    `reduceEpochs does not know the reducer ${JSON.stringify(reducer)} (mean, median, max, mode, at_least_k, pass_at_k)`,
  );
}

/** A task's accuracy and standard error from one scorer's per-sample values. */
export interface SampleAccuracy {
  /** The mean of the per-sample values (epochs reduced first). */
  accuracy: number;
  /** s/√n with s the sample standard deviation; 0 with fewer than two samples (Inspect), NaN for lm-eval's N/A. */
  stderr: number;
  /** Samples counted (distinct ids, after their epochs were reduced). */
  n: number;
  /** Samples whose every value was NaN (unscored), left out. */
  unscored: number;
}

/**
 * Inspect's `accuracy` and `stderr` of one scorer in one log: each sample's epochs are reduced (mean by default),
 * unscored samples (NaN) left out; accuracy = the plain mean of the reduced values (summed in order, as Inspect's
 * metric does), stderr = numpy's sample standard deviation (ddof 1) / √n, 0 when n < 2.
 * Source: inspect_ai, src/inspect_ai/scorer/_metrics/accuracy.py and std.py (`stderr`), @ 499e6152.
 * @throws Error when the reducer is unknown.
 * @example inspectAccuracy(scores of 8 C and 2 I, 'mean') // { accuracy: 0.8, stderr: 0.13333333333333333, n: 10, unscored: 0 }
 */
export function inspectAccuracy(scores: readonly SampleScore[], reducer = 'mean'): SampleAccuracy {
  const bySample = new Map<string, number[]>();
  for (const s of scores) {
    const list = bySample.get(s.sampleId);
    if (list) list.push(s.value);
    else bySample.set(s.sampleId, [s.value]);
  }
  const reduced = [...bySample.values()].map((v) => reduceEpochs(v, reducer));
  const values = reduced.filter((x) => !Number.isNaN(x));
  const n = values.length;
  const accuracy = n === 0 ? 0 : values.reduce((s, x) => s + x, 0) / n;
  return { accuracy, stderr: n < 2 ? 0 : numpyStderr(values), n, unscored: reduced.length - n };
}

/**
 * numpy's standard error of the mean: `np.std(values, ddof=1) / np.sqrt(n)`, sums in numpy's pairwise order.
 * @throws Error with fewer than two values.
 * @example numpyStderr([1, 1, 1, 1, 1, 1, 1, 1, 0, 0]) // 0.13333333333333333
 */
export function numpyStderr(values: readonly number[]): number {
  const n = values.length;
  if (n < 2) throw new Error('numpyStderr requires at least two values');
  const mean = numpySum(values) / n;
  const squares = values.map((x) => (x - mean) * (x - mean));
  return Math.sqrt(numpySum(squares) / (n - 1)) / Math.sqrt(n);
}
