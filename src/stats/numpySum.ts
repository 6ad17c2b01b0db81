// Sums and moments computed in the order Python's numeric stack computes them, so a peer's published
// floating-point numbers (AlpacaEval's win rates, written with all 16-17 digits) can be reproduced to the last
// bit and not merely to 1e-12.

/** numpy's block size below which a pairwise sum adds in eight interleaved accumulators. */
const PAIRWISE_BLOCK = 128;

/**
 * The sum of the values in numpy's order: pairwise summation (numpy's `add.reduce` on a contiguous float64 array,
 * what `ndarray.sum()` and pandas' `Series.sum()` and `mean()` use). Below 8 values a plain loop; up to 128 values
 * eight interleaved partial sums, combined as ((r0+r1)+(r2+r3))+((r4+r5)+(r6+r7)), then the rest one by one;
 * above, the two halves (the first a multiple of 8 long) summed the same way and added.
 * Source: numpy, numpy/_core/src/umath/loops_utils.h.src (`pairwise_sum`), described in its comments and docs
 * ("numpy.sum ... uses pairwise summation"); the error grows as O(log n) rather than O(n).
 * @example numpySum([0.1, 0.2, 0.3]) // 0.6000000000000001 (numpy: np.sum([0.1, 0.2, 0.3]))
 */
export function numpySum(values: ArrayLike<number>, start = 0, n = values.length - start): number {
  if (n < 8) {
    let s = -0;
    for (let i = start; i < start + n; i++) s += values[i]!;
    return n === 0 ? 0 : s;
  }
  if (n <= PAIRWISE_BLOCK) {
    const r = [0, 0, 0, 0, 0, 0, 0, 0].map((_, j) => values[start + j]!);
    let i = 8;
    for (; i < n - (n % 8); i += 8) for (let j = 0; j < 8; j++) r[j]! += values[start + i + j]!;
    let s = r[0]! + r[1]! + (r[2]! + r[3]!) + (r[4]! + r[5]! + (r[6]! + r[7]!));
    for (; i < n; i++) s += values[start + i]!;
    return s;
  }
  let half = Math.floor(n / 2);
  half -= half % 8;
  return numpySum(values, start, half) + numpySum(values, start + half, n - half);
}

/**
 * The mean in pandas' order (`Series.mean()` without bottleneck): numpy's pairwise sum divided by the count.
 * @throws Error when there are no values.
 * @example pandasMean([1, 2, 3, 4]) // 2.5
 */
export function pandasMean(values: readonly number[]): number {
  if (values.length === 0) throw new Error('pandasMean requires at least one value');
  return numpySum(values) / values.length;
}

/**
 * The standard error of the mean in pandas' order (`Series.sem()`, ddof 1): the mean as pandasMean, the squared
 * deviations (mean − x)² summed pairwise and divided by n − 1, then √variance / √n. NaN for a single value.
 * Source: pandas, pandas/core/nanops.py (`nanvar`, `nansem`); the textbook s/√n.
 * @throws Error when there are no values.
 * @example pandasSem([0, 1, 1, 1]) // 0.25 (pandas: pd.Series([0, 1, 1, 1]).sem())
 */
export function pandasSem(values: readonly number[]): number {
  const n = values.length;
  if (n === 0) throw new Error('pandasSem requires at least one value');
  if (n === 1) return Number.NaN;
  const avg = numpySum(values) / n;
  const squares = values.map((x) => (avg - x) * (avg - x));
  return Math.sqrt(numpySum(squares) / (n - 1)) / Math.sqrt(n);
}

/**
 * The sum of the values with Kahan's compensated summation, in the order given: pandas' grouped mean
 * (`DataFrame.groupby(...).mean()`, what FastChat's MT-Bench tables print) sums each group this way.
 * Source: W. Kahan (1965), "Further remarks on reducing truncation errors", Communications of the ACM 8(1); pandas,
 * pandas/_libs/groupby.pyx (`group_mean`).
 * @example kahanSum([0.1, 0.2, 0.3]) // 0.6
 */
export function kahanSum(values: readonly number[]): number {
  let sum = 0;
  let compensation = 0;
  for (const v of values) {
    const y = v - compensation;
    const t = sum + y;
    compensation = t - sum - y;
    sum = t;
  }
  return sum;
}
