import { chiSquareSurvival } from './chiSquareSurvival.ts';
import type { PassCount } from './passRateTests.ts';
import { wilsonInterval } from './wilsonInterval.ts';
import { requireCount } from './requireFinite.ts';

/** Cochran's rule: the chi-square approximation is rough when more than 20% of the expected counts are below 5. */
export const CHI_SQUARE_MIN_EXPECTED = 5;

export interface GroupPassRate extends PassCount {
  group: string;
  /** passed / n with its 95% Wilson interval; null with n = 0. */
  rate: number | null;
  lo: number | null;
  hi: number | null;
}

export interface PassRateHeterogeneity {
  /** Every group, in the order given (groups without a parsed verdict included, with null rates). */
  groups: GroupPassRate[];
  /** Pearson's X² = Σ (O − E)²/E over the groups with verdicts × {passed, not passed}; null with reason. */
  chiSquare: number | null;
  /** Groups with verdicts − 1. */
  df: number | null;
  /** P(χ²_df ≥ X²); null with reason. */
  p: number | null;
  /** Cells whose expected count is below CHI_SQUARE_MIN_EXPECTED, and the share of such cells. */
  smallExpected: number;
  /** True when more than 20% of the cells expect fewer than 5 (Cochran): the p-value is then only rough. */
  rough: boolean;
  reason: 'fewer than two groups with verdicts' | 'no variation in verdicts' | null;
}

/**
 * Whether a pass rate differs between judges (or interrogators, or any grouping): each group's rate with its
 * Wilson interval, and Pearson's chi-square test of homogeneity of the groups × {passed, not passed} table,
 * df = groups − 1. A small p says the judges disagree about how human the model seems; the breakdown says which.
 * Source: K. Pearson (1900); A. Agresti (2013), Categorical Data Analysis, 3rd ed., 3.2; W. G. Cochran (1954),
 * "Some methods for strengthening the common χ² tests", Biometrics 10 (the expected-count rule); decision 0093.
 * @returns chiSquare, df and p null with a reason when fewer than two groups have verdicts, or when every verdict
 *   is the same (an expected count of 0: nothing varies). Never NaN.
 * @throws Error when a count is not a whole number with 0 ≤ passed ≤ n; or a number it reads is NaN or ±Infinity, or
 *   a count is negative (decision 0083).
 * @example passRateHeterogeneity([{ group: 'a', passed: 10, n: 20 }, { group: 'b', passed: 15, n: 20 }, { group: 'c', passed: 5, n: 20 }])
 *   // chiSquare 10, df 2, p 0.006738 (= e⁻⁵)
 */
export function passRateHeterogeneity(
  groups: readonly (PassCount & { group: string })[],
): PassRateHeterogeneity {
  const rows = groups.map((g, i): GroupPassRate => {
    requireCount('passRateHeterogeneity', `groups[${i}].n`, g.n, true);
    requireCount('passRateHeterogeneity', `groups[${i}].passed`, g.passed, true);
    if (g.passed > g.n)
      throw new Error(
        `passRateHeterogeneity requires groups[${i}].passed <= groups[${i}].n (got ${g.passed} of ${g.n} for ${g.group})`,
      );
    if (g.n === 0) return { ...g, rate: null, lo: null, hi: null };
    const w = wilsonInterval(g.passed, g.n);
    return { group: g.group, passed: g.passed, n: g.n, rate: g.passed / g.n, lo: w.lo, hi: w.hi };
  });
  const used = rows.filter((r) => r.n > 0);
  const none = { groups: rows, chiSquare: null, df: null, p: null, smallExpected: 0, rough: false };
  if (used.length < 2) return { ...none, reason: 'fewer than two groups with verdicts' };
  const total = used.reduce((s, r) => s + r.n, 0);
  const passed = used.reduce((s, r) => s + r.passed, 0);
  if (passed === 0 || passed === total) return { ...none, reason: 'no variation in verdicts' };
  let x2 = 0;
  let small = 0;
  for (const r of used) {
    const e1 = (r.n * passed) / total;
    const e0 = r.n - e1;
    x2 += (r.passed - e1) ** 2 / e1 + (r.n - r.passed - e0) ** 2 / e0;
    if (e1 < CHI_SQUARE_MIN_EXPECTED) small++;
    if (e0 < CHI_SQUARE_MIN_EXPECTED) small++;
  }
  const df = used.length - 1;
  return {
    groups: rows,
    chiSquare: x2,
    df,
    p: chiSquareSurvival(x2, df),
    smallExpected: small,
    rough: small > 0.2 * 2 * used.length,
    reason: null,
  };
}
