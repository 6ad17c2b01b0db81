/**
 * P(|T| < t) for Student's t with a whole number of degrees of freedom, in closed form: with θ = atan(t/√ν),
 * ν = 1: 2θ/π; ν odd: (2/π)(θ + sin θ (cos θ + (2/3) cos³ θ + ... + (2·4···(ν−3))/(1·3···(ν−2)) cos^(ν−2) θ));
 * ν even: sin θ (1 + (1/2) cos² θ + (1·3)/(2·4) cos⁴ θ + ... + (1·3···(ν−3))/(2·4···(ν−2)) cos^(ν−2) θ).
 * Source: M. Abramowitz & I. A. Stegun (1964), Handbook of Mathematical Functions, 26.7.3 and 26.7.4.
 */
function centralProbability(t: number, df: number): number {
  const theta = Math.atan(Math.abs(t) / Math.sqrt(df));
  const s = Math.sin(theta);
  const c2 = Math.cos(theta) ** 2;
  if (df % 2 === 1) {
    if (df === 1) return (2 * theta) / Math.PI;
    let term = Math.cos(theta);
    let sum = term;
    for (let k = 3; k <= df - 2; k += 2) {
      term *= ((k - 1) / k) * c2;
      sum += term;
    }
    return (2 / Math.PI) * (theta + s * sum);
  }
  let term = 1;
  let sum = 1;
  for (let k = 2; k <= df - 2; k += 2) {
    term *= ((k - 1) / k) * c2;
    sum += term;
  }
  return s * sum;
}

/**
 * The p-quantile of Student's t distribution with `df` (a whole number) degrees of freedom: the t with
 * P(T ≤ t) = p. The distribution function is exact (Abramowitz & Stegun 26.7.3-4); the quantile is found by
 * bisection to 1e-12.
 * Source: M. Abramowitz & I. A. Stegun (1964), Handbook of Mathematical Functions, 26.7.
 * @throws Error when df is not a positive whole number or p is not strictly between 0 and 1.
 * @example studentTQuantile(0.975, 5) // 2.570582 (R: qt(0.975, 5))
 */
export function studentTQuantile(p: number, df: number): number {
  if (!Number.isInteger(df) || df < 1)
    throw new Error(`studentTQuantile requires a positive whole number of degrees of freedom (got ${df})`);
  if (!(p > 0 && p < 1)) throw new Error(`studentTQuantile requires 0 < p < 1 (got ${p})`);
  if (p === 0.5) return 0;
  const target = Math.abs(2 * p - 1);
  let lo = 0;
  let hi = 1;
  while (centralProbability(hi, df) < target) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-12 * Math.max(1, hi); i++) {
    const mid = (lo + hi) / 2;
    if (centralProbability(mid, df) < target) lo = mid;
    else hi = mid;
  }
  const t = (lo + hi) / 2;
  return p < 0.5 ? -t : t;
}
