import { studentTQuantile } from './studentTQuantile.ts';
import { requireFiniteAll } from './requireFinite.ts';

export interface MeanInterval {
  n: number;
  mean: number;
  /** Sample standard deviation (n − 1 in the denominator); null with one value. */
  sd: number | null;
  /** Bounds of the two-sided interval; null with fewer than two values. */
  lo: number | null;
  hi: number | null;
}

/**
 * The mean of a sample with its Student-t confidence interval: mean ± t(1 − α/2, n − 1) · s / √n.
 * Source: the textbook one-sample t interval (e.g. D. S. Moore, G. P. McCabe & B. A. Craig, Introduction to the
 * Practice of Statistics, ch. 7.1); R's t.test(x)$conf.int.
 * @throws Error when there are no values, a value is not finite, or the confidence is not in (0, 1).
 * @example meanInterval([1, 2, 3, 3]) // { n: 4, mean: 2.25, sd: 0.9574, lo: 0.7265, hi: 3.7735 } (R: t.test(c(1,2,3,3)))
 */
export function meanInterval(values: readonly number[], confidence = 0.95): MeanInterval {
  const n = values.length;
  if (n === 0) throw new Error('meanInterval requires at least one value');
  requireFiniteAll('meanInterval', 'values', values);
  if (!(confidence > 0 && confidence < 1))
    throw new Error(`meanInterval requires a confidence between 0 and 1 (got ${confidence})`);
  let sum = 0;
  for (const v of values) sum += v;
  const mean = sum / n;
  if (n === 1) return { n, mean, sd: null, lo: null, hi: null };
  let ss = 0;
  for (const v of values) ss += (v - mean) ** 2;
  const sd = Math.sqrt(ss / (n - 1));
  const half = studentTQuantile(1 - (1 - confidence) / 2, n - 1) * (sd / Math.sqrt(n));
  return { n, mean, sd, lo: mean - half, hi: mean + half };
}
