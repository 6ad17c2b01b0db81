import type { LeastSquaresFit } from './leastSquaresFit.ts';
import { studentTQuantile } from './studentTQuantile.ts';
import { requireFinite, requireFiniteAll } from './requireFinite.ts';

/** The fitted line and its confidence limits at one x. */
export interface BandPoint {
  x: number;
  fit: number;
  lo: number;
  hi: number;
}

/**
 * The confidence band of a least-squares line (for the mean of y at x, not for a new observation):
 * fit ± t_{(1+level)/2, n−2} · s · sqrt(1/n + (x − x̄)² / S_xx), s the residual standard error.
 * Source: Montgomery, Peck & Vining (2012), "Introduction to Linear Regression Analysis", section 2.4.2
 * (confidence interval on the mean response).
 * @throws Error when the fit has fewer than three points (no residual degrees of freedom) or level is outside (0, 1);
 *   or a number it reads is NaN or ±Infinity (decision 0083).
 * @example confidenceBand(fit, [2.5]) // [{ x: 2.5, fit: 2.75, lo: 0.2504, hi: 5.2496 }] for the four points of leastSquaresFit's example
 */
export function confidenceBand(fit: LeastSquaresFit, xs: readonly number[], level = 0.95): BandPoint[] {
  if (fit.residualSe === null)
    throw new Error(`confidenceBand requires a fit on at least three points (got ${fit.n})`);
  requireFinite('confidenceBand', 'level', level);
  requireFiniteAll('confidenceBand', 'xs', xs);
  if (!(level > 0 && level < 1)) throw new Error(`confidenceBand requires 0 < level < 1 (got ${level})`);
  const t = studentTQuantile((1 + level) / 2, fit.n - 2);
  const s = fit.residualSe;
  return xs.map((x) => {
    const y = fit.intercept + fit.slope * x;
    const half = t * s * Math.sqrt(1 / fit.n + (x - fit.xMean) ** 2 / fit.sxx);
    return { x, fit: y, lo: y - half, hi: y + half };
  });
}
