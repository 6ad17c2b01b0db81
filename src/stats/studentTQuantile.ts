import { gammaln } from 'simple-statistics';

/** Continued fraction of the regularized incomplete beta function (modified Lentz), for x < (a + 1)/(a + b + 2). */
function betaContinuedFraction(x: number, a: number, b: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let f = d;
  for (let m = 1; m <= 10000; m++) {
    const m2 = 2 * m;
    // Even step: d_{2m} = m (b − m) x / ((a + 2m − 1)(a + 2m)).
    let num = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + num * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + num / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    f *= d * c;
    // Odd step: d_{2m+1} = −(a + m)(a + b + m) x / ((a + 2m)(a + 2m + 1)).
    num = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + num * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + num / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return f;
}

/** The regularized incomplete beta function I_x(a, b), by its continued fraction and the symmetry I_x(a, b) = 1 − I_{1−x}(b, a). */
export function regularizedBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(a * Math.log(x) + b * Math.log(1 - x) - (gammaln(a) + gammaln(b) - gammaln(a + b)));
  return x < (a + 1) / (a + b + 2)
    ? (front * betaContinuedFraction(x, a, b)) / a
    : 1 - (front * betaContinuedFraction(1 - x, b, a)) / b;
}

/** P(T ≤ t) for Student's t with `df` degrees of freedom: for t ≥ 0, 1 − I_{df/(df+t²)}(df/2, 1/2) / 2. */
export function studentTCdf(t: number, df: number): number {
  const tail = regularizedBeta(df / (df + t * t), df / 2, 0.5) / 2;
  return t >= 0 ? 1 - tail : tail;
}

/**
 * The p-quantile of Student's t distribution with `df` degrees of freedom: the t with P(T ≤ t) = p, found by
 * bisection on the distribution function (itself the regularized incomplete beta function) to full precision.
 * Source: M. Abramowitz & I. A. Stegun (1964), Handbook of Mathematical Functions, 26.7.1 (t through the
 * incomplete beta function) and 26.5.8 (its continued fraction).
 * @throws Error when p is outside (0, 1) or df is not positive.
 * @example studentTQuantile(0.975, 10) // 2.2281388519862735 (R: qt(0.975, 10))
 */
export function studentTQuantile(p: number, df: number): number {
  if (!(p > 0 && p < 1)) throw new Error(`studentTQuantile requires 0 < p < 1 (got ${p})`);
  if (!(df > 0)) throw new Error(`studentTQuantile requires positive degrees of freedom (got ${df})`);
  if (p === 0.5) return 0;
  if (p < 0.5) return -studentTQuantile(1 - p, df);
  let lo = 0;
  let hi = 1;
  while (studentTCdf(hi, df) < p) {
    lo = hi;
    hi *= 2;
  }
  for (let i = 0; i < 200 && hi - lo > 1e-15 * Math.max(1, hi); i++) {
    const mid = (lo + hi) / 2;
    if (studentTCdf(mid, df) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
