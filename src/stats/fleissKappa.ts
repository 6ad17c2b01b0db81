import { requireCountAll } from './requireFinite.ts';

export interface FleissKappa {
  /** κ = (P̄ − P̄_e)/(1 − P̄_e); null when P̄_e = 1 (every rating in one category). */
  kappa: number | null;
  /** Mean observed agreement over subjects, P̄. */
  observed: number;
  /** Chance agreement from the pooled category proportions, P̄_e = Σ p_j². */
  expected: number;
  /** Subjects. */
  subjects: number;
  /** Ratings per subject. */
  raters: number;
}

/**
 * Fleiss' kappa for a fixed number of raters per subject (the raters need not be the same people).
 * P_i = (Σ_j n_ij² − n)/(n(n − 1)), P̄ = mean P_i, p_j = Σ_i n_ij/(N n), P̄_e = Σ_j p_j², κ = (P̄ − P̄_e)/(1 − P̄_e).
 * Source: J. L. Fleiss (1971), "Measuring nominal scale agreement among many raters", Psychological Bulletin
 * 76(5), 378-382.
 * @param counts one row per subject: how many raters put it in each category (the same categories, in the same
 *   order, in every row; every row summing to the same number of raters n ≥ 2)
 * @throws Error when there are no subjects, rows differ in length or in their sum, a count is negative or not
 *   whole, or n < 2; or a number it reads is NaN or ±Infinity, or a count is negative (decision 0083).
 * @example fleissKappa([[2, 0], [0, 2], [1, 1]]) // kappa 0.333... (P̄ = 2/3, P̄_e = 1/2)
 */
export function fleissKappa(counts: readonly (readonly number[])[]): FleissKappa {
  if (counts.length === 0) throw new Error('fleissKappa requires at least one subject (got 0)');
  counts.forEach((row, i) => requireCountAll('fleissKappa', `counts[${i}]`, row, true));
  const k = counts[0]!.length;
  const n = counts[0]!.reduce((a, b) => a + b, 0);
  if (n < 2) throw new Error(`fleissKappa requires at least two ratings per subject (got ${n})`);
  const totals = new Array<number>(k).fill(0);
  let sumP = 0;
  counts.forEach((row, i) => {
    if (row.length !== k)
      throw new Error(
        `fleissKappa requires every row to have ${k} categories (row ${i + 1} has ${row.length})`,
      );
    let s = 0;
    let sq = 0;
    row.forEach((c, j) => {
      s += c;
      sq += c * c;
      totals[j]! += c;
    });
    if (s !== n) throw new Error(`fleissKappa requires ${n} ratings in every row (row ${i + 1} has ${s})`);
    sumP += (sq - n) / (n * (n - 1));
  });
  const N = counts.length;
  const observed = sumP / N;
  const expected = totals.reduce((a, t) => a + (t / (N * n)) ** 2, 0);
  return {
    kappa: expected < 1 ? (observed - expected) / (1 - expected) : null,
    observed,
    expected,
    subjects: N,
    raters: n,
  };
}
