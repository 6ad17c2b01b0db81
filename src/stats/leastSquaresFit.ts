import { requireFinite } from './requireFinite.ts';

/** An ordinary least-squares line y = intercept + slope · x, with what its confidence band needs. */
export interface LeastSquaresFit {
  n: number;
  slope: number;
  intercept: number;
  /** Coefficient of determination, 1 − SS_res / SS_tot; null when every y is the same (SS_tot = 0). */
  rSquared: number | null;
  xMean: number;
  /** Σ (x − x̄)². */
  sxx: number;
  /** Residual standard error sqrt(SS_res / (n − 2)); null with two points (no degrees of freedom left). */
  residualSe: number | null;
}

/**
 * The least-squares line through points: slope S_xy / S_xx, intercept ȳ − slope · x̄, R² = 1 − SS_res / SS_tot.
 * Source: any regression text, e.g. D. C. Montgomery, E. A. Peck & G. G. Vining (2012), "Introduction to Linear
 * Regression Analysis", 5th ed., sections 2.2 and 2.9; simple-statistics' linearRegression and rSquared compute
 * the same slope, intercept and R².
 * @throws Error with fewer than two points, or when every x is the same (the slope is undefined); or a number it
 *   reads is NaN or ±Infinity (decision 0083).
 * @example leastSquaresFit([{ x: 1, y: 1 }, { x: 2, y: 3 }, { x: 3, y: 2 }, { x: 4, y: 5 }]) // { slope: 1.1, intercept: 0, rSquared: 0.6914..., ... }
 */
export function leastSquaresFit(points: readonly { x: number; y: number }[]): LeastSquaresFit {
  const n = points.length;
  if (n < 2) throw new Error(`leastSquaresFit requires at least two points (got ${n})`);
  points.forEach((p, i) => {
    requireFinite('leastSquaresFit', `points[${i}].x`, p.x);
    requireFinite('leastSquaresFit', `points[${i}].y`, p.y);
  });
  let xs = 0;
  let ys = 0;
  for (const p of points) {
    xs += p.x;
    ys += p.y;
  }
  const xMean = xs / n;
  const yMean = ys / n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (const p of points) {
    sxx += (p.x - xMean) ** 2;
    sxy += (p.x - xMean) * (p.y - yMean);
    syy += (p.y - yMean) ** 2;
  }
  if (sxx === 0) throw new Error('leastSquaresFit requires at least two different x values');
  const slope = sxy / sxx;
  const intercept = yMean - slope * xMean;
  let ssRes = 0;
  for (const p of points) ssRes += (p.y - (intercept + slope * p.x)) ** 2;
  return {
    n,
    slope,
    intercept,
    rSquared: syy === 0 ? null : 1 - ssRes / syy,
    xMean,
    sxx,
    residualSe: n > 2 ? Math.sqrt(ssRes / (n - 2)) : null,
  };
}
