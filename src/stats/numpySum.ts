// Sums and moments computed in the order Python's numeric stack computes them, so a peer's published
import { requireFiniteAll } from './requireFinite.ts';
// floating-point numbers (AlpacaEval's win rates, written with all 16-17 digits) can be reproduced to the last
// bit and not merely to 1e-12. Which order depends on the numpy version that computed them (decision 0086).

/** numpy's pairwise block: below it, eight interleaved accumulators (PW_BLOCKSIZE in numpy's loops_utils.h.src). */
const PAIRWISE_BLOCK = 128;

/**
 * numpy's buffer size, `np.getbufsize()` (8,192 elements): a reduction that buffers hands its inner loop at most
 * this many values at a time.
 */
export const NUMPY_BUFSIZE = 8192;

export interface NumpySumOptions {
  /**
   * How many values numpy's reduction hands its pairwise sum at a time: NUMPY_BUFSIZE (default), as numpy before
   * 2.3 sums any array and every numpy sums one that needs buffering (a cast, e.g. integers to float64); Infinity
   * for numpy 2.3 and later on a contiguous float64 array, which it sums in one pairwise pass (decision 0086).
   */
  blockSize?: number;
}

/**
 * The sum of the values in numpy's order (`np.add.reduce` on a 1-D float64 array: `ndarray.sum()`, `np.mean`,
 * pandas' `Series.sum()` and `mean()`): a running total from 0, to which each block of `blockSize` values adds its
 * pairwise sum. The pairwise sum of a block: below 8 values a plain loop; up to 128 values eight interleaved
 * partial sums, combined as ((r0+r1)+(r2+r3))+((r4+r5)+(r6+r7)), then the rest one by one; above, the two halves
 * (the first a multiple of 8 long) summed the same way and added. The error grows as O(log n) within a block.
 * Sources: numpy, numpy/_core/src/umath/loops_utils.h.src (`pairwise_sum`) and loops_arithm_fp (the reduce loop
 * `*io1 += pairwise_sum(...)`); numpy 2.3.0 release notes ("Changes to the main iterator and potential numerical
 * changes", gh-27883); decision 0086. Checked bit for bit against numpy 1.24.2 and 2.4.6.
 * @throws Error when a value is not a finite number, or blockSize is not a whole number ≥ 8 or Infinity.
 * @example numpySum([0.1, 0.2, 0.3]) // 0.6000000000000001 (numpy: np.sum([0.1, 0.2, 0.3]))
 * @example numpySum(values) // 10,007 values of decision 0086: 5028.130696817017 (numpy 1.24.2);
 *   numpySum(values, { blockSize: Infinity }) // 5028.130696817018 (numpy 2.4.6)
 */
export function numpySum(values: ArrayLike<number>, options: NumpySumOptions = {}): number {
  const block = options.blockSize ?? NUMPY_BUFSIZE;
  if (!(block === Infinity || (Number.isInteger(block) && block >= 8)))
    throw new Error(
      `numpySum requires options.blockSize to be a whole number >= 8 or Infinity (got ${block})`,
    );
  requireFiniteAll('numpySum', 'values', values);
  let total = 0;
  for (let start = 0; start < values.length; start += block)
    total += pairwiseSum(values, start, Math.min(block, values.length - start));
  return total;
}

/** numpy's pairwise_sum of values[start .. start + n). */
function pairwiseSum(values: ArrayLike<number>, start: number, n: number): number {
  if (n < 8) {
    let s = -0;
    for (let i = start; i < start + n; i++) s += values[i]!;
    return s;
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
  return pairwiseSum(values, start, half) + pairwiseSum(values, start + half, n - half);
}

/**
 * The mean in pandas' order (`Series.mean()`, which never uses bottleneck for a mean): numpySum divided by the
 * count, in the block order of the numpy it ran on (see NumpySumOptions).
 * @throws Error when there are no values or a value is not a finite number.
 * @example pandasMean([1, 2, 3, 4]) // 2.5
 */
export function pandasMean(values: readonly number[], options: NumpySumOptions = {}): number {
  if (values.length === 0) throw new Error('pandasMean requires at least one value');
  requireFiniteAll('pandasMean', 'values', values);
  return numpySum(values, options) / values.length;
}

/**
 * The standard error of the mean in pandas' order (`Series.sem()`, ddof 1, without bottleneck): the mean as
 * pandasMean, the squared deviations (mean − x)² summed as numpySum and divided by n − 1, then √variance / √n.
 * NaN for a single value (pandas' answer). With bottleneck installed pandas' default takes bottleneck's variance
 * instead, which differs in the last digits (decision 0086).
 * Source: pandas, pandas/core/nanops.py (`nanvar`, `nansem`); the textbook s/√n.
 * @throws Error when there are no values or a value is not a finite number.
 * @example pandasSem([0, 1, 1, 1]) // 0.25 (pandas: pd.Series([0, 1, 1, 1]).sem())
 */
export function pandasSem(values: readonly number[], options: NumpySumOptions = {}): number {
  const n = values.length;
  if (n === 0) throw new Error('pandasSem requires at least one value');
  requireFiniteAll('pandasSem', 'values', values);
  const avg = numpySum(values, options) / n;
  if (n === 1) return Number.NaN;
  const squares = values.map((x) => (avg - x) * (avg - x));
  return Math.sqrt(numpySum(squares, options) / (n - 1)) / Math.sqrt(n);
}

/**
 * The sum of the values with Kahan's compensated summation, in the order given: pandas' grouped mean
 * (`DataFrame.groupby(...).mean()`, what FastChat's MT-Bench tables print) sums each group this way.
 * Source: W. Kahan (1965), "Further remarks on reducing truncation errors", Communications of the ACM 8(1); pandas,
 * pandas/_libs/groupby.pyx (`group_mean`).
 * @throws Error when a number it reads is NaN or ±Infinity (decision 0083).
 * @example kahanSum([0.1, 0.2, 0.3]) // 0.6
 */
export function kahanSum(values: readonly number[]): number {
  requireFiniteAll('kahanSum', 'values', values);
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
