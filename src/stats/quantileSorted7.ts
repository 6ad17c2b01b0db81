import { quantileSorted } from 'simple-statistics';
import { requireFinite } from './requireFinite.ts';

/**
 * The q-quantile of an ascending array by linear interpolation between order statistics: position
 * h = (n − 1)·q, value x[⌊h⌋] + (h − ⌊h⌋)·(x[⌈h⌉] − x[⌊h⌋]).
 * Source: R. J. Hyndman & Y. Fan (1996), "Sample quantiles in statistical packages", The American Statistician
 * 50(4), definition 7 (R's default, numpy's `linear`). Computed by simple-statistics' `quantileSorted` (the one
 * quantile of the code base); this adds the argument checks and takes typed arrays.
 * Infinite values are allowed: an infinite order statistic is returned as it is.
 * @throws Error when the array is empty or holds NaN, or q is not a number in [0, 1] (decision 0083; ±Infinity in
 *   the array is allowed: a degenerate bootstrap round at its end, decision 0080).
 * @example quantileSorted7([1, 2, 3, 4], 0.25) // 1.75
 */
export function quantileSorted7(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) throw new Error('quantileSorted7 requires at least one value');
  requireFinite('quantileSorted7', 'q', q);
  if (!(q >= 0 && q <= 1)) throw new Error(`quantileSorted7 requires 0 <= q <= 1 (got ${q})`);
  // ±Infinity is allowed: degenerate bootstrap rounds sort to the ends (decision 0080). NaN has no place.
  for (let i = 0; i < sorted.length; i++)
    if (Number.isNaN(sorted[i]))
      throw new Error(`quantileSorted7 requires sorted[${i}] to be a number or ±Infinity (got NaN)`);
  // simple-statistics reads only `length` and indices, so a Float64Array of bootstrap rounds serves as it is.
  return quantileSorted(sorted as readonly number[], q);
}
