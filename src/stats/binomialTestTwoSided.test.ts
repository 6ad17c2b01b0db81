import { describe, expect, it } from 'vitest';
import { binomialTestTwoSided } from './binomialTestTwoSided.ts';
import { passRateVsChance } from './passRateTests.ts';

/** 2·Σ_{i ≤ min(k, n − k)} C(n, i)/2ⁿ (at most 1) in exact integers, rounded once to a double. */
function exact(k: number, n: number): number {
  const m = Math.min(k, n - k);
  let c = 1n;
  let sum = 0n;
  for (let i = 0; i <= m; i++) {
    sum += c;
    c = (c * BigInt(n - i)) / BigInt(i + 1);
  }
  const twice = 2n * sum;
  return twice >= 2n ** BigInt(n) ? 1 : Number(twice) / 2 ** n;
}

/**
 * 2·P(X ≤ min(k, n − k)), X ~ Binomial(n, 1/2), from mpmath 1.3.0 at 50 digits (the script in decision 0085: P(X = m)
 * from log-gamma, the tail summed until a term is below 1e-45 of it; it agrees with exact integer arithmetic to
 * 3e-30 at n ≤ 10⁴, and with R's binom.test(4999000, 1e7)$p.value, 0.52729585620664, the value issue 34 quotes).
 * Rows: k = n/2 − c·√n/2 for c ≈ 30, 12, 5, 1.96, 0.5, and k = n/2 − 1.
 */
const REFERENCE: [k: number, n: number, p: number][] = [
  [25, 1000, 9.1259921752823105842e-252],
  [310, 1000, 6.8539783134621584216e-34],
  [420, 1000, 4.6971092632642403544e-7],
  [469, 1000, 5.3677849645010203602e-2],
  [492, 1000, 6.3527817933953837384e-1],
  [499, 1000, 9.7477498182163919809e-1],
  [3500, 10000, 1.213283619187158772e-200],
  [4400, 10000, 3.3714958732198682451e-33],
  [4750, 10000, 6.0069133450354068169e-7],
  [4902, 10000, 5.1170690768296208098e-2],
  [4975, 10000, 6.241360949649098047e-1],
  [4999, 10000, 9.9202135386061784624e-1],
  [45256, 100000, 4.9057206244545347715e-198],
  [48102, 100000, 3.4566347322437342975e-33],
  [49209, 100000, 5.7431210548025713518e-7],
  [49690, 100000, 5.0294057354663628011e-2],
  [49920, 100000, 6.1510360346104182584e-1],
  [49999, 100000, 9.9747687378580326011e-1],
  [485000, 1000000, 9.4524062525715838605e-198],
  [494000, 1000000, 3.5899442931041934815e-33],
  [497500, 1000000, 5.7625416377406040726e-7],
  [499020, 1000000, 5.0112732532786242693e-2],
  [499750, 1000000, 6.1777940605046406633e-1],
  [499999, 1000000, 9.9920211563866824991e-1],
  [4952565, 10000000, 9.6855601236421604429e-198],
  [4981026, 10000000, 3.5568583050897830333e-33],
  [4992094, 10000000, 5.7366539388898005674e-7],
  [4996900, 10000000, 4.9961207032590267026e-2],
  [4999000, 10000000, 5.2729585620664379774e-1],
  [4999209, 10000000, 6.1710599268445734669e-1],
  [4999999, 10000000, 9.9974768675410581522e-1],
  [49850000, 100000000, 9.836303373624043973e-198],
  [49940000, 100000000, 3.5571981100671105422e-33],
  [49975000, 100000000, 5.7360026453498746352e-7],
  [49990000, 100000000, 4.551106262961571344e-2],
  [49990200, 100000000, 5.0007479088320041617e-2],
  [49997500, 100000000, 6.171454924976024219e-1],
  [49999999, 100000000, 9.999202115441191846e-1],
];

describe('binomialTestTwoSided', () => {
  it('is within its stated error bound of exact integer arithmetic, for every k at n ≤ 200', () => {
    // The bound (decision 0085): relative error ≤ (5·|ln P(X = m)| + 70)·2⁻⁵², m = min(k, n − k).
    let worst = 0;
    for (let n = 1; n <= 200; n++)
      for (let k = 0; k <= n; k++) {
        const want = exact(k, n);
        const m = Math.min(k, n - k);
        let logPm = -n * Math.LN2;
        for (let i = 0; i < m; i++) logPm += Math.log((n - i) / (i + 1));
        const rel = Math.abs(binomialTestTwoSided(k, n) - want) / want;
        worst = Math.max(worst, rel / ((5 * Math.abs(logPm) + 70) * 2 ** -52));
      }
    expect(worst).toBeLessThan(1);
    expect(worst).toBeGreaterThan(0.1); // the bound is not loose by orders of magnitude
    // R: binom.test(9, 10)$p.value = 0.02148438 (22/1024).
    expect(binomialTestTwoSided(9, 10)).toBe(0.021484375);
  });

  it('agrees with 50-digit references at n up to 1e8: 2e-15 where p ≥ 1e-10, 1e-13 down to 1e-252', () => {
    for (const [k, n, p] of REFERENCE) {
      const rel = Math.abs(binomialTestTwoSided(k, n) - p) / p;
      expect(rel, `${k} of ${n}`).toBeLessThan(p >= 1e-10 ? 2e-15 : 1e-13);
      // Symmetric in k and n − k.
      expect(binomialTestTwoSided(n - k, n)).toBe(binomialTestTwoSided(k, n));
    }
  });

  it('gives R’s value at 4,999,000 of 10⁷ (issue 34: 0.52729592994040 before, relative error 1.4e-7)', () => {
    // R: binom.test(4999000, 1e7)$p.value = 0.52729585620664 (printed to 14 digits).
    expect(binomialTestTwoSided(4999000, 1e7)).toBeCloseTo(0.52729585620664, 14);
    // 499,999 of 10⁶ was off by 6.9e-9 relative (0.99920212255198 before).
    expect(binomialTestTwoSided(499999, 1e6)).toBeCloseTo(0.99920211563866825, 15);
  });

  it('is 1 − P(X = n/2) at k = n/2 − 1 (n even), and 1 at the centre', () => {
    // At n = 1e8 R's binom.test says 1 here: its tolerance of 1e-7 counts X = n/2 as no more likely than n/2 − 1.
    expect(binomialTestTwoSided(49999999, 1e8)).toBeCloseTo(0.9999202115441191846, 15);
    expect(binomialTestTwoSided(5, 10)).toBe(1);
    expect(binomialTestTwoSided(5, 11)).toBe(1);
    expect(binomialTestTwoSided(0, 1)).toBe(1);
  });

  it('reaches passRateVsChance with the same value', () => {
    expect(passRateVsChance({ passed: 4999000, n: 1e7 }).p).toBe(binomialTestTwoSided(4999000, 1e7));
  });

  it('rejects what is not a count, naming the argument', () => {
    expect(() => binomialTestTwoSided(3, NaN)).toThrowErrorMatchingInlineSnapshot(
      `[Error: binomialTestTwoSided requires n to be a whole number of trials in 1..2^53 − 1 (got NaN)]`,
    );
    expect(() => binomialTestTwoSided(3, 2 ** 53)).toThrowErrorMatchingInlineSnapshot(
      `[Error: binomialTestTwoSided requires n to be a whole number of trials in 1..2^53 − 1 (got 9007199254740992)]`,
    );
    expect(() => binomialTestTwoSided(Infinity, 10)).toThrowErrorMatchingInlineSnapshot(
      `[Error: binomialTestTwoSided requires k to be a whole number with 0 <= k <= n (got Infinity of 10)]`,
    );
    expect(() => binomialTestTwoSided(-1, 10)).toThrowErrorMatchingInlineSnapshot(
      `[Error: binomialTestTwoSided requires k to be a whole number with 0 <= k <= n (got -1 of 10)]`,
    );
  });
});
