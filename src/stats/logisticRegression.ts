import { Z95 } from './wilsonInterval.ts';
import { requireFinite } from './requireFinite.ts';

export interface LogisticRegression {
  /** Intercept β₀ and slope β₁ of log-odds(y = 1) = β₀ + β₁ x. */
  intercept: number;
  slope: number;
  /** Standard errors from the inverse Fisher information at the estimate. */
  interceptSe: number;
  slopeSe: number;
  /** 95% Wald interval of the slope. */
  slopeLo: number;
  slopeHi: number;
  /** Observations used. */
  n: number;
  /** Newton-Raphson iterations taken. */
  iterations: number;
  /**
   * False when the fit did not settle: the data are (quasi-)separated (a threshold on x splits 0s from 1s), so the
   * maximum-likelihood slope is infinite; the numbers are then the last iterate and should not be read as estimates.
   */
  converged: boolean;
}

/** Iteration limit and tolerance of the Newton-Raphson fit (changes in the coefficients below 1e-10 stop it). */
export const LOGISTIC_FIT = { maxIterations: 100, tolerance: 1e-10, separatedSlope: 1e6 } as const;

/**
 * Maximum-likelihood logistic regression of a binary outcome on one predictor, by Newton-Raphson (iteratively
 * reweighted least squares) on the two coefficients, with Wald standard errors and a 95% interval for the slope.
 * Source: D. W. Hosmer, S. Lemeshow & R. X. Sturdivant (2013), Applied Logistic Regression, 3rd ed., ch. 1.
 * @throws Error when the lists differ in length, a value is not finite, an outcome is not 0 or 1, there are fewer
 *   than two observations, or x is constant.
 * @example logisticRegression(hours, passed) // intercept −4.0777, slope 1.5046 on the 20-student exam example
 */
export function logisticRegression(x: readonly number[], y: readonly number[]): LogisticRegression {
  if (x.length !== y.length)
    throw new Error(
      `logisticRegression requires x and y of the same length (got ${x.length} and ${y.length})`,
    );
  if (x.length < 2)
    throw new Error(`logisticRegression requires at least two observations (got ${x.length})`);
  for (let i = 0; i < x.length; i++) {
    requireFinite('logisticRegression', `x[${i}]`, x[i]!);
    if (y[i] !== 0 && y[i] !== 1)
      throw new Error(`logisticRegression requires y[${i}] to be 0 or 1 (got ${y[i]})`);
  }
  if (x.every((v) => v === x[0]))
    throw new Error('logisticRegression requires x that varies (got a constant)');
  // Centre x for numerical stability; the intercept is moved back at the end.
  const mx = x.reduce((a, b) => a + b, 0) / x.length;
  let b0 = 0;
  let b1 = 0;
  let iterations = 0;
  let converged = false;
  let i00 = 0;
  let i01 = 0;
  let i11 = 0;
  for (; iterations < LOGISTIC_FIT.maxIterations; iterations++) {
    let g0 = 0;
    let g1 = 0;
    i00 = 0;
    i01 = 0;
    i11 = 0;
    for (let i = 0; i < x.length; i++) {
      const xc = x[i]! - mx;
      const p = 1 / (1 + Math.exp(-(b0 + b1 * xc)));
      const w = p * (1 - p);
      g0 += y[i]! - p;
      g1 += (y[i]! - p) * xc;
      i00 += w;
      i01 += w * xc;
      i11 += w * xc * xc;
    }
    const det = i00 * i11 - i01 * i01;
    if (!(det > 0)) break;
    const d0 = (i11 * g0 - i01 * g1) / det;
    const d1 = (i00 * g1 - i01 * g0) / det;
    b0 += d0;
    b1 += d1;
    if (Math.abs(b1) > LOGISTIC_FIT.separatedSlope) break;
    if (Math.abs(d0) < LOGISTIC_FIT.tolerance && Math.abs(d1) < LOGISTIC_FIT.tolerance) {
      converged = true;
      iterations++;
      break;
    }
  }
  // Recompute the information at the final estimate for the standard errors.
  i00 = 0;
  i01 = 0;
  i11 = 0;
  for (let i = 0; i < x.length; i++) {
    const xc = x[i]! - mx;
    const p = 1 / (1 + Math.exp(-(b0 + b1 * xc)));
    const w = p * (1 - p);
    i00 += w;
    i01 += w * xc;
    i11 += w * xc * xc;
  }
  const det = i00 * i11 - i01 * i01;
  const varB1 = i00 / det;
  // Var(β₀) for the uncentred intercept β₀ = b0 − b1·mx.
  const varB0c = i11 / det;
  const covc = -i01 / det;
  const varB0 = varB0c + mx * mx * varB1 - 2 * mx * covc;
  const slopeSe = Math.sqrt(varB1);
  return {
    intercept: b0 - b1 * mx,
    slope: b1,
    interceptSe: Math.sqrt(varB0),
    slopeSe,
    slopeLo: b1 - Z95 * slopeSe,
    slopeHi: b1 + Z95 * slopeSe,
    n: x.length,
    iterations,
    converged: converged && Number.isFinite(slopeSe),
  };
}
