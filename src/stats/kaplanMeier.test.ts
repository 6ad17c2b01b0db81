import { describe, expect, it } from 'vitest';
import { kaplanMeier } from './kaplanMeier.ts';

describe('kaplanMeier', () => {
  it('matches a hand-worked example with censoring', () => {
    // Times 1, 2, 2+, 3, 4+, 5 (+ = censored). At t=1: 6 at risk, 1 event, S = 5/6.
    // t=2: 5 at risk, 1 event (the censored 2 is still at risk), S = 5/6 * 4/5 = 2/3.
    // t=3: 3 at risk, 1 event, S = 2/3 * 2/3 = 4/9. t=5: 1 at risk, 1 event, S = 0.
    const steps = kaplanMeier([1, 2, 2, 3, 4, 5], [true, true, false, true, false, true]);
    expect(steps.map((s) => [s.t, s.atRisk, s.events])).toEqual([
      [1, 6, 1],
      [2, 5, 1],
      [3, 3, 1],
      [5, 1, 1],
    ]);
    [5 / 6, 2 / 3, 4 / 9, 0].forEach((v, i) => expect(steps[i]!.survival).toBeCloseTo(v, 12));
    // Greenwood at t=2: S^2 * (1/(6*5) + 1/(5*4)) = (2/3)^2 * (1/30 + 1/20) = 0.0370370...
    expect(steps[1]!.variance).toBeCloseTo((4 / 9) * (1 / 30 + 1 / 20), 12);
    expect(steps[1]!.lo).toBeLessThan(2 / 3);
    expect(steps[1]!.hi).toBeGreaterThan(2 / 3);
    expect(steps[1]!.hi).toBeLessThanOrEqual(1);
  });
  it('with no censoring equals the plain proportion still surviving', () => {
    const steps = kaplanMeier([1, 2, 3, 4], [true, true, true, true]);
    expect(steps.map((s) => s.survival)).toEqual([0.75, 0.5, 0.25, 0]);
  });
});
