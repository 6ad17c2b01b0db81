import { describe, expect, it } from 'vitest';
import { numpySum, pandasMean, pandasSem } from './numpySum.ts';

/**
 * n doubles in [0, 1) with all 53 bits, from Marsaglia's xorshift32 (13, 17, 5): each value is
 * (hi·2²¹ + lo)/2⁵³ from two draws, hi the whole first, lo the top 21 bits of the second. The same generator in
 * Python (decision 0086) gave the numpy and pandas values below.
 */
function xorshiftValues(n: number, seed: number): number[] {
  let x = seed >>> 0;
  const draw = () => {
    x = (x ^ (x << 13)) >>> 0;
    x = (x ^ (x >>> 17)) >>> 0;
    x = (x ^ (x << 5)) >>> 0;
    return x;
  };
  return Array.from({ length: n }, () => {
    const hi = draw();
    const lo = draw() >>> 11;
    return (hi * 2 ** 21 + lo) / 2 ** 53;
  });
}

const harmonic = (n: number) => Array.from({ length: n }, (_, i) => 1 / (i + 1));
const sequential = (a: number[]) => a.reduce((s, v) => s + v, 0);

describe('numpySum', () => {
  it('adds in numpy pairwise order (values from numpy 2.4: np.sum(1 / np.arange(1, n + 1)))', () => {
    expect(numpySum(Array(10).fill(0.1))).toBe(1); // a plain loop gives 0.9999999999999999
    expect(numpySum(harmonic(10))).toBe(2.9289682539682538);
    expect(numpySum(harmonic(128))).toBe(5.433147092589173);
    expect(numpySum(harmonic(129))).toBe(5.440899030573669);
    expect(numpySum(harmonic(805))).toBe(7.268678931736677);
    expect(numpySum(harmonic(1000))).toBe(7.485470860550345);
  });

  it('differs from a plain loop where numpy does (Python sum(): 7.268678931736678 for 805 terms)', () => {
    expect(sequential(harmonic(805))).toBe(7.268678931736678);
  });

  it('sums nothing to 0', () => {
    expect(numpySum([])).toBe(0);
    expect(numpySum([-0, -0])).toBe(0); // numpy: np.sum(np.array([-0.0, -0.0])) = 0.0
  });

  it('past 8,192 values adds numpy’s blocks in turn: 10,007 values as numpy 1.24.2 sums them (issue 34)', () => {
    // Values: xorshiftValues(10007, 2). numpy 1.24.2 (Debian 12's python3-numpy): np.sum(np.array(v)) =
    // 5028.130696817017, a running total over blocks of 8,192 (np.getbufsize()). One pairwise pass over all of
    // them, what Parley did before, gives 5028.130696817018, which is what numpy 2.4.6 prints: from numpy 2.3 on,
    // a contiguous float64 array is summed in one pass (decision 0086).
    const v = xorshiftValues(10007, 2);
    expect(v.slice(0, 3)).toEqual([0.00012590038386595115, 0.1624884908993377, 0.889406687158784]);
    expect(numpySum(v)).toBe(5028.130696817017);
    expect(numpySum(v, { blockSize: Infinity })).toBe(5028.130696817018);
  });

  it('agrees with both numpy versions at other sizes (np.sum of xorshiftValues(n, 2))', () => {
    // [n, numpy 1.24.2, numpy 2.4.6]
    const cases: [number, number, number][] = [
      [8192, 4129.617191349382, 4129.617191349382],
      [8193, 4130.301926061509, 4130.301926061511],
      [16385, 8205.697721609477, 8205.697721609475],
      [50000, 25091.286023140066, 25091.286023140063],
    ];
    for (const [n, blocked, whole] of cases) {
      const v = xorshiftValues(n, 2);
      expect(numpySum(v)).toBe(blocked);
      expect(numpySum(v, { blockSize: Infinity })).toBe(whole);
    }
  });

  it('rejects a non-finite value and a block size numpy cannot have', () => {
    expect(() => numpySum([1, NaN])).toThrowErrorMatchingInlineSnapshot(
      `[Error: numpySum requires values[1] to be a finite number (got NaN)]`,
    );
    expect(() => numpySum([1], { blockSize: 0 })).toThrowErrorMatchingInlineSnapshot(
      `[Error: numpySum requires options.blockSize to be a whole number >= 8 or Infinity (got 0)]`,
    );
  });
});

describe('pandasMean and pandasSem', () => {
  it('give the mean and s/√n (pandas: pd.Series([0, 1, 1, 1]).sem() = 0.25)', () => {
    expect(pandasMean([0, 1, 1, 1])).toBe(0.75);
    expect(pandasSem([0, 1, 1, 1])).toBe(0.25);
    expect(pandasSem([2, 2, 2])).toBe(0);
  });

  it('follow pandas’ order on 10,007 values (pandas 1.5.3 on numpy 1.24.2, compute.use_bottleneck off)', () => {
    // pd.Series(v).mean() = 0.5024613467389845, .sem() = 0.0028981672166206013; numpy 2.4.6: np.mean(v) =
    // 0.5024613467389846. With bottleneck on, pandas 1.5.3's sem is 0.002898167216620609 (bottleneck's variance).
    const v = xorshiftValues(10007, 2);
    expect(pandasMean(v)).toBe(0.5024613467389845);
    expect(pandasSem(v)).toBe(0.0028981672166206013);
    expect(pandasMean(v, { blockSize: Infinity })).toBe(0.5024613467389846);
  });

  it('gives NaN for one value and throws for none', () => {
    expect(pandasSem([3])).toBeNaN();
    expect(() => pandasSem([])).toThrow(/pandasSem requires at least one value/);
    expect(() => pandasMean([])).toThrow(/pandasMean requires at least one value/);
  });
});
