import { describe, expect, it } from 'vitest';
import { numpySum, pandasMean, pandasSem } from './numpySum.ts';

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
  });
});

describe('pandasMean and pandasSem', () => {
  it('give the mean and s/√n (pandas: pd.Series([0, 1, 1, 1]).sem() = 0.25)', () => {
    expect(pandasMean([0, 1, 1, 1])).toBe(0.75);
    expect(pandasSem([0, 1, 1, 1])).toBe(0.25);
    expect(pandasSem([2, 2, 2])).toBe(0);
  });

  it('gives NaN for one value and throws for none', () => {
    expect(pandasSem([3])).toBeNaN();
    expect(() => pandasSem([])).toThrow(/pandasSem requires at least one value/);
    expect(() => pandasMean([])).toThrow(/pandasMean requires at least one value/);
  });
});
