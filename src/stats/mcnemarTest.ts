import { binomialTestTwoSided } from './binomialTestTwoSided.ts';

/** McNemar's test of two models answering the same questions. */
export interface McNemarTest {
  /** Questions both models answered (the pairs). */
  n: number;
  bothCorrect: number;
  /** b: model A right, model B wrong. */
  onlyA: number;
  /** c: model A wrong, model B right. */
  onlyB: number;
  bothWrong: number;
  /** Two-sided exact p: 2 · P(X ≤ min(b, c)) for X ~ Binomial(b + c, 1/2), capped at 1; 1 when b + c = 0. */
  exactP: number;
  /** R's mcnemar.test statistic: (|b − c| − 1)² / (b + c) when b ≠ c (continuity-corrected), 0 when b = c > 0;
   * null when b + c = 0 (R gives NaN there). */
  chiSquare: number | null;
  /** Its p-value on one degree of freedom (1 when b = c > 0); null when b + c = 0. */
  chiSquareP: number | null;
  /** Whether the continuity correction was applied (R: only when b ≠ c). */
  corrected: boolean;
  /** Why chiSquare and chiSquareP are null ("no discordant questions"); null when they are given. */
  chiSquareReason: 'no discordant questions' | null;
}

/**
 * McNemar's test: do two models differ in accuracy on the same questions? Only the discordant questions count:
 * b where A alone is right, c where B alone is right. Under the null hypothesis each discordant question is
 * A's or B's with probability 1/2. Two versions are returned: the exact binomial test (valid for any b + c) and
 * the chi-square statistic on 1 degree of freedom exactly as R's `mcnemar.test(x, correct = TRUE)` computes it
 * (unreliable when b + c is small, below about 25). R applies Edwards' continuity correction only when the table
 * is not symmetric (`if (correct && (r == 2) && any(x - t(x) != 0))`): for b ≠ c the statistic is
 * (|b − c| − 1)²/(b + c); for b = c > 0 it is (b − c)²/(b + c) = 0, p = 1 (statsmodels' `mcnemar(exact=False)`
 * corrects there too and gives (0 − 1)²/(2b)); for b = c = 0 R gives NaN, and this gives null with a reason.
 * Source: Q. McNemar (1947), "Note on the sampling error of the difference between correlated proportions or
 * percentages", Psychometrika 12(2), 153-157; A. L. Edwards (1948), Psychometrika 13(3), 185-187.
 * @param a whether model A answered each question correctly
 * @param b whether model B answered the same questions correctly (same order)
 * @returns for no discordant question (b + c = 0): exactP 1, chiSquare and chiSquareP null with chiSquareReason
 *   "no discordant questions".
 * @throws Error when the lists differ in length or are empty.
 * @example mcnemarTest([true, true, true, false], [false, false, true, false])
 *   // b = 2, c = 0: exactP 0.5, chiSquare 0.5, chiSquareP 0.4795...
 * @example mcnemarTest([true, false], [false, true]) // b = c = 1: chiSquare 0, chiSquareP 1 (R), exactP 1
 */
export function mcnemarTest(a: readonly boolean[], b: readonly boolean[]): McNemarTest {
  if (a.length !== b.length)
    throw new Error(`mcnemarTest requires two lists of the same questions (got ${a.length} and ${b.length})`);
  if (a.length === 0) throw new Error('mcnemarTest requires at least one question (got 0)');
  let bothCorrect = 0;
  let onlyA = 0;
  let onlyB = 0;
  let bothWrong = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] && b[i]) bothCorrect++;
    else if (a[i]) onlyA++;
    else if (b[i]) onlyB++;
    else bothWrong++;
  }
  const d = onlyA + onlyB;
  const exactP = d === 0 ? 1 : binomialTestTwoSided(onlyA, d);
  const corrected = onlyA !== onlyB;
  const chiSquare = d === 0 ? null : (corrected ? (Math.abs(onlyA - onlyB) - 1) ** 2 : 0) / d;
  return {
    n: a.length,
    bothCorrect,
    onlyA,
    onlyB,
    bothWrong,
    exactP,
    chiSquare,
    chiSquareP: chiSquare === null ? null : chiSquareSurvival1(chiSquare),
    corrected,
    chiSquareReason: chiSquare === null ? 'no discordant questions' : null,
  };
}

/** P(χ²₁ > x) = erfc(√(x/2)). */
function chiSquareSurvival1(x: number): number {
  return erfc(Math.sqrt(x / 2));
}

/**
 * The complementary error function for z ≥ 0, to about 1e-14 relative: below 3 from the series
 * erf(z) = (2/√π) e^(−z²) Σ 2ⁿ z^(2n+1) / (1·3·…·(2n+1)) (all terms positive), above it from the continued
 * fraction erfc(z) = (e^(−z²)/√π) · 1/(z + (1/2)/(z + 1/(z + (3/2)/(z + …)))) evaluated by Lentz's method.
 */
function erfc(z: number): number {
  if (z < 3) {
    let term = z;
    let sum = z;
    for (let n = 1; n < 200 && term > sum * 1e-17; n++) {
      term *= (2 * z * z) / (2 * n + 1);
      sum += term;
    }
    return 1 - (2 / Math.sqrt(Math.PI)) * Math.exp(-z * z) * sum;
  }
  // Modified Lentz for b0 + a1/(b1 + a2/(b2 + ...)) with b_k = z, a_k = k/2.
  const tiny = 1e-300;
  let f = z;
  let c = z;
  let d = 0;
  for (let k = 1; k < 500; k++) {
    const ak = k / 2;
    d = z + ak * d;
    d = Math.abs(d) < tiny ? tiny : d;
    c = z + ak / c;
    c = Math.abs(c) < tiny ? tiny : c;
    d = 1 / d;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.exp(-z * z) / (Math.sqrt(Math.PI) * f);
}
