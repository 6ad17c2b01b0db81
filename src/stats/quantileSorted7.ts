/**
 * The q-quantile of an ascending array by linear interpolation between order statistics: position
 * h = (n − 1)·q, value x[⌊h⌋] + (h − ⌊h⌋)·(x[⌈h⌉] − x[⌊h⌋]).
 * Source: R. J. Hyndman & Y. Fan (1996), "Sample quantiles in statistical packages", The American Statistician
 * 50(4), definition 7 (R's default, numpy's `linear`).
 * Infinite values are allowed: an infinite order statistic is returned as it is.
 * @throws Error when the array is empty or q is outside [0, 1].
 * @example quantileSorted7([1, 2, 3, 4], 0.25) // 1.75
 */
export function quantileSorted7(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) throw new Error('quantileSorted7 requires at least one value');
  if (!(q >= 0 && q <= 1)) throw new Error(`quantileSorted7 requires 0 <= q <= 1 (got ${q})`);
  const h = (sorted.length - 1) * q;
  const lo = Math.floor(h);
  const hi = Math.ceil(h);
  // On an order statistic itself, that value (so an infinite one stays infinite rather than ∞ − ∞ = NaN).
  return lo === hi ? sorted[lo]! : sorted[lo]! + (h - lo) * (sorted[hi]! - sorted[lo]!);
}
