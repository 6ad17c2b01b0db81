import { describe, expect, it } from 'vitest';
import { logisticRegression } from './logisticRegression.ts';

describe('logisticRegression', () => {
  // The exam example of the Wikipedia article "Logistic regression": 20 students, hours of study and pass/fail.
  // Published: intercept −4.0777 (SE 1.7610), hours 1.5046 (SE 0.6287).
  const hours = [
    0.5, 0.75, 1, 1.25, 1.5, 1.75, 1.75, 2, 2.25, 2.5, 2.75, 3, 3.25, 3.5, 4, 4.25, 4.5, 4.75, 5, 5.5,
  ];
  const pass = [0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 1, 1, 1, 1, 1];

  it('reproduces the published coefficients and standard errors of the exam example', () => {
    const r = logisticRegression(hours, pass);
    expect(r.converged).toBe(true);
    expect(r.intercept).toBeCloseTo(-4.0777, 4);
    expect(r.slope).toBeCloseTo(1.5046, 4);
    expect(r.interceptSe).toBeCloseTo(1.761, 3);
    expect(r.slopeSe).toBeCloseTo(0.6287, 4);
    expect(r.slopeLo).toBeLessThan(r.slope);
    expect(r.slopeHi).toBeGreaterThan(r.slope);
  });

  it('gives slope 0 and the log-odds of the overall rate when outcomes do not depend on x', () => {
    // Two x values, each with 1 of 4 successes: p = 1/4 everywhere, so the intercept is log(1/3) and the slope 0.
    const r = logisticRegression([1, 1, 1, 1, 2, 2, 2, 2], [1, 0, 0, 0, 0, 1, 0, 0]);
    expect(r.slope).toBeCloseTo(0, 10);
    expect(r.intercept).toBeCloseTo(Math.log(1 / 3), 10);
  });

  it('says it did not converge on separated data', () => {
    expect(logisticRegression([1, 2, 3, 4], [0, 0, 1, 1]).converged).toBe(false);
  });

  it('names itself on impossible input', () => {
    expect(() => logisticRegression([1, 1], [0, 1])).toThrowErrorMatchingInlineSnapshot(
      `[Error: logisticRegression requires x that varies (got a constant)]`,
    );
    expect(() => logisticRegression([1, 2], [0, 2])).toThrow(/y\[1\] to be 0 or 1/);
  });
});
