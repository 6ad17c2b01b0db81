import { requireFinite } from './requireFinite.ts';

/** The 97.5% quantile of the standard normal distribution: the z of a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

/**
 * Wilson score interval for a binomial proportion.
 *
 * With p = k/n: centre (p + z²/2n) / (1 + z²/n), half-width z/(1 + z²/n) · sqrt(p(1-p)/n + z²/4n²).
 * Source: E. B. Wilson (1927), "Probable inference, the law of succession, and statistical inference", JASA 22;
 * method 3 of R. G. Newcombe (1998), "Two-sided confidence intervals for the single proportion", Stat. Med. 17.
 * @throws Error when n is not a positive whole number or k is outside 0..n; or a number it reads is NaN or ±Infinity,
 *   or a count is negative (decision 0083).
 * @example wilsonInterval(81, 263) // { lo: 0.2553..., hi: 0.3662... } (Newcombe 1998, example a)
 */
export function wilsonInterval(k: number, n: number, z = Z95): { lo: number; hi: number } {
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`wilsonInterval requires n to be a positive whole number of trials (got ${n})`);
  if (!Number.isInteger(k) || k < 0 || k > n)
    throw new Error(`wilsonInterval requires k to be a whole number with 0 <= k <= n (got ${k} of ${n})`);
  requireFinite('wilsonInterval', 'z', z);
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { lo: Math.max(0, centre - half), hi: Math.min(1, centre + half) };
}
