import { logisticRegression, type LogisticRegression } from './logisticRegression.ts';
import { wilsonInterval } from './wilsonInterval.ts';
import { requireCount } from './requireFinite.ts';

export interface LengthSensitivity {
  /** Logistic fit of pass on log2(tokens); undefined when it cannot be fitted (constant lengths or outcomes). */
  fit?: LogisticRegression;
  /** exp(slope): how the odds of passing change when a conversation is twice as long (< 1: longer fails more). */
  oddsRatioPerDoubling: number | null;
  oddsRatioLo: number | null;
  oddsRatioHi: number | null;
  /** Pass rate per length quartile (by token count), shortest first, with 95% Wilson intervals. */
  quartiles: { from: number; to: number; n: number; passed: number; rate: number; lo: number; hi: number }[];
  n: number;
}

/**
 * Does a judge pass short conversations more often than long ones? A logistic regression of the verdict
 * (1 = passed: no AI found) on log2 of the conversation's token count, reported as the odds ratio per doubling of
 * length with its 95% Wald interval, and the pass rate within each quartile of length.
 * Source: logistic regression as in Hosmer, Lemeshow & Sturdivant (2013); the log2 scale makes the slope "per
 * doubling". Conversations of zero tokens are left out (log undefined).
 * @throws Error when a number it reads is NaN or ±Infinity, or a count is negative (decision 0083).
 * @example lengthSensitivity([{ tokens: 120, passed: true }, ...]).oddsRatioPerDoubling // 0.62
 */
export function lengthSensitivity(points: readonly { tokens: number; passed: boolean }[]): LengthSensitivity {
  points.forEach((p, i) => requireCount('lengthSensitivity', `points[${i}].tokens`, p.tokens));
  const used = points.filter((p) => p.tokens > 0 && Number.isFinite(p.tokens));
  const sorted = used.slice().sort((a, b) => a.tokens - b.tokens);
  const quartiles: LengthSensitivity['quartiles'] = [];
  for (let q = 0; q < 4 && sorted.length >= 4; q++) {
    const part = sorted.slice(Math.floor((q * sorted.length) / 4), Math.floor(((q + 1) * sorted.length) / 4));
    if (part.length === 0) continue;
    const passed = part.filter((p) => p.passed).length;
    const ci = wilsonInterval(passed, part.length);
    quartiles.push({
      from: part[0]!.tokens,
      to: part[part.length - 1]!.tokens,
      n: part.length,
      passed,
      rate: passed / part.length,
      ...ci,
    });
  }
  const x = used.map((p) => Math.log2(p.tokens));
  const y = used.map((p) => (p.passed ? 1 : 0));
  const fittable = used.length >= 2 && new Set(x).size > 1 && new Set(y).size > 1;
  const fit = fittable ? logisticRegression(x, y) : undefined;
  const ok = fit?.converged === true;
  return {
    ...(fit ? { fit } : {}),
    oddsRatioPerDoubling: ok ? Math.exp(fit.slope) : null,
    oddsRatioLo: ok ? Math.exp(fit.slopeLo) : null,
    oddsRatioHi: ok ? Math.exp(fit.slopeHi) : null,
    quartiles,
    n: used.length,
  };
}
