import { quantileSorted } from 'simple-statistics';

/**
 * The q-quantile of an ascending array by linear interpolation between order statistics: position
 * h = (n − 1)·q, value x[⌊h⌋] + (h − ⌊h⌋)·(x[⌈h⌉] − x[⌊h⌋]).
 * Source: R. J. Hyndman & Y. Fan (1996), "Sample quantiles in statistical packages", The American Statistician
 * 50(4), definition 7 (R's default, numpy's `linear`). Computed by simple-statistics' `quantileSorted` (the one
 * quantile of the code base); this adds the argument checks and takes typed arrays.
 * Infinite values are allowed: an infinite order statistic is returned as it is.
 * @throws Error when the array is empty or q is outside [0, 1].
 * @example quantileSorted7([1, 2, 3, 4], 0.25) // 1.75
 */
export function quantileSorted7(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) throw new Error('quantileSorted7 requires at least one value');
  if (!(q >= 0 && q <= 1)) throw new Error(`quantileSorted7 requires 0 <= q <= 1 (got ${q})`);
  // simple-statistics reads only `length` and indices, so a Float64Array of bootstrap rounds serves as it is.
  return quantileSorted(sorted as readonly number[], q);
}
