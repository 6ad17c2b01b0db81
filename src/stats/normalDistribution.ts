import { requireFinite } from './requireFinite.ts';

/** 1/√(2π). */
const INV_SQRT_2PI = 0.3989422804014327;

/** Where the Taylor series hands over to the tail's continued fraction (|x| above this). */
const SERIES_LIMIT = 1;

/** The standard normal density φ(x) = exp(−x²/2)/√(2π).
 * @throws Error when a number it reads is NaN or ±Infinity (decision 0083).
 */
export function normalDensity(x: number): number {
  requireFinite('normalDensity', 'x', x);
  return INV_SQRT_2PI * Math.exp(-0.5 * x * x);
}

/** Upper tail Q(x) = 1 − Φ(x) for x ≥ SERIES_LIMIT by Laplace's continued fraction, evaluated by Lentz's method. */
function upperTail(x: number): number {
  // Q(x) = φ(x) / (x + 1/(x + 2/(x + 3/(x + ...)))).
  const tiny = 1e-300;
  let f = x;
  let c = x;
  let d = 0;
  for (let k = 1; k < 2000; k++) {
    d = x + k * d;
    d = d === 0 ? tiny : d;
    c = x + k / c;
    c = c === 0 ? tiny : c;
    d = 1 / d;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return normalDensity(x) / f;
}

/**
 * The standard normal distribution function Φ(x) = P(Z ≤ x).
 * For |x| ≤ 1, Marsaglia's Taylor series Φ(x) = 1/2 + φ(x)·(x + x³/3 + x⁵/(3·5) + …); beyond, the tail
 * φ(x)/(x + 1/(x + 2/(x + …))) (Laplace's continued fraction, Lentz's evaluation; under 400 terms), so both tails keep
 * their relative precision down to the smallest doubles. Relative error ≤ 1e-14 against an 80-digit reference from
 * x = −37.5 to 8.2 (normalDistribution.test.ts; test/fixtures/stats/distributions.py).
 * Source: G. Marsaglia (2004), "Evaluating the normal distribution", J. Stat. Softw. 11(4); the continued
 * fraction: M. Abramowitz & I. A. Stegun (1964), Handbook of Mathematical Functions, 26.2.14.
 * @throws Error when x is NaN or ±Infinity (decision 0083: an infinite z comes from a division by 0 upstream).
 * @example normalCdf(1.959963984540054) // 0.975
 */
export function normalCdf(x: number): number {
  requireFinite('normalCdf', 'x', x);
  if (x < -SERIES_LIMIT) return upperTail(-x);
  if (x > SERIES_LIMIT) return 1 - upperTail(x);
  let term = x;
  let sum = x;
  const x2 = x * x;
  for (let k = 1; k < 200; k++) {
    term *= x2 / (2 * k + 1);
    const next = sum + term;
    if (next === sum) break;
    sum = next;
  }
  return 0.5 + normalDensity(x) * sum;
}

/**
 * The standard normal quantile Φ⁻¹(p): the z with Φ(z) = p. A starting value from the rational approximation of
 * Abramowitz & Stegun 26.2.23 (absolute error below 4.5e-4) is refined by Halley steps on normalCdf until they
 * stop moving it; for p > 1/2 by symmetry from 1 − p. Relative error ≤ 1e-14 against an 80-digit reference for p
 * from 1e-300 to 1 − 1e-12 (normalDistribution.test.ts).
 * Source: M. Abramowitz & I. A. Stegun (1964), Handbook of Mathematical Functions, 26.2.23; Halley's method.
 * @throws Error when p is outside (0, 1); or a number it reads is NaN or ±Infinity (decision 0083).
 * @example normalQuantile(0.975) // 1.959963984540054
 */
export function normalQuantile(p: number): number {
  requireFinite('normalQuantile', 'p', p);
  if (!(p > 0 && p < 1)) throw new Error(`normalQuantile requires 0 < p < 1 (got ${p})`);
  if (p === 0.5) return 0;
  const lower = p < 0.5;
  const q = lower ? p : 1 - p;
  // A&S 26.2.23 for the upper-tail point of probability q, negated for the lower tail.
  const t = Math.sqrt(-2 * Math.log(q));
  let x = -(
    t -
    (2.515517 + 0.802853 * t + 0.010328 * t * t) /
      (1 + 1.432788 * t + 0.189269 * t * t + 0.001308 * t * t * t)
  );
  for (let step = 0; step < 50; step++) {
    // Halley's step on Φ(x) − q (x < 0 here, so Φ(x) is computed in its precise lower tail).
    const u = (normalCdf(x) - q) / normalDensity(x);
    const next = x - u / (1 + (x * u) / 2);
    if (Math.abs(next - x) <= 1e-15 * Math.abs(next)) {
      x = next;
      break;
    }
    x = next;
  }
  return lower ? x : -x;
}
