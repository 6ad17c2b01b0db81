import { createRequire } from 'node:module';
import { requireFinite } from './requireFinite.ts';

type Cdf = typeof import('@stdlib/stats-base-dists-t-cdf');
type Quantile = typeof import('@stdlib/stats-base-dists-t-quantile');

/**
 * stdlib's t distribution functions, loaded at their first call (their module trees take some 0.3 s to load, which
 * commands that compute no t interval need not pay).
 */
let tCdf: Cdf | undefined;
let tQuantile: Quantile | undefined;
const require = createRequire(import.meta.url);

/**
 * P(T ≤ t) for Student's t distribution with `df` degrees of freedom: 1 − I_{df/(df+t²)}(df/2, 1/2)/2 for t ≥ 0
 * (its mirror for t < 0), I the regularized incomplete beta function.
 * Computed by stdlib's `@stdlib/stats-base-dists-t-cdf` (a port of Boost.Math's incomplete beta function). Relative
 * error ≤ 1.1e-14 against a 70-digit reference over df in [0.5, 1e8] and P in [1e-12, 1 − 1e-12]
 * (studentT.test.ts; decision 0081).
 * Source: M. Abramowitz & I. A. Stegun (1964), Handbook of Mathematical Functions, 26.7.1.
 * @throws Error when t is not a number or df is not positive; or a number it reads is NaN or ±Infinity (decision
 *   0083).
 * @example studentTCdf(-3, 2) // 0.0477329831333545 (closed form for df = 2: 1/2 + t / (2 sqrt(2 + t²)))
 */
export function studentTCdf(t: number, df: number): number {
  requireFinite('studentTCdf', 't', t);
  requireFinite('studentTCdf', 'df', df);
  if (!(df > 0)) throw new Error(`studentTCdf requires df > 0 degrees of freedom (got ${df})`);
  tCdf ??= require('@stdlib/stats-base-dists-t-cdf') as Cdf;
  return tCdf(t, df);
}

/**
 * The p-quantile of Student's t distribution with `df` degrees of freedom: the t with P(T ≤ t) = p.
 * Computed by stdlib's `@stdlib/stats-base-dists-t-quantile` (Boost.Math's inverse incomplete beta function).
 * Relative error ≤ 1.2e-15 against a 70-digit reference over df in [0.5, 1e8] and p in [1e-12, 1 − 1e-12]
 * (studentT.test.ts; decision 0081).
 * Source: M. Abramowitz & I. A. Stegun (1964), Handbook of Mathematical Functions, 26.7.1 (t through the
 * incomplete beta function); the inversion: Boost.Math, ibeta_inv (DiDonato & Morris 1992, ACM TOMS 18).
 * @throws Error when p is outside (0, 1) or df is not positive; or a number it reads is NaN or ±Infinity (decision
 *   0083).
 * @example studentTQuantile(0.975, 10) // 2.2281388519862744 (R: qt(0.975, 10) = 2.228138851986274)
 */
export function studentTQuantile(p: number, df: number): number {
  requireFinite('studentTQuantile', 'p', p);
  requireFinite('studentTQuantile', 'df', df);
  if (!(p > 0 && p < 1)) throw new Error(`studentTQuantile requires 0 < p < 1 (got ${p})`);
  if (!(df > 0)) throw new Error(`studentTQuantile requires df > 0 degrees of freedom (got ${df})`);
  tQuantile ??= require('@stdlib/stats-base-dists-t-quantile') as Quantile;
  return tQuantile(p, df);
}
