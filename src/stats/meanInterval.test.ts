import { describe, expect, it } from 'vitest';
import { meanInterval } from './meanInterval.ts';
import { studentTQuantile } from './studentTQuantile.ts';

describe('studentTQuantile', () => {
  // Reference values: R's qt(p, df) as in standard t tables; each checked here by Simpson integration of the t
  // density (200,000 steps in Python): the distribution function at these t is p to 1e-10.
  it.each([
    [0.975, 1, 12.706204736],
    [0.975, 2, 4.30265273],
    [0.975, 3, 3.182446305],
    [0.975, 5, 2.570581836],
    [0.975, 10, 2.228138852],
    [0.975, 30, 2.042272456],
    [0.975, 100, 1.983971519],
    [0.95, 7, 1.894578605],
    [0.025, 4, -2.776445105],
  ])('qt(%s, %s) = %s', (p, df, expected) => {
    expect(studentTQuantile(p, df)).toBeCloseTo(expected, 8);
  });
  it('names what it needs', () => {
    expect(() => studentTQuantile(0.975, 0)).toThrow(
      'studentTQuantile requires df > 0 degrees of freedom (got 0)',
    );
    expect(() => studentTQuantile(1, 3)).toThrow('studentTQuantile requires 0 < p < 1 (got 1)');
  });
});

describe('meanInterval', () => {
  it('gives mean ± t(0.975, n - 1) · s / √n for [1, 2, 3, 3]', () => {
    // By hand: s = sqrt(2.75 / 3) = 0.9574271, s / √4 = 0.4787136, t(0.975, 3) = 3.1824463 (above), so the
    // half-width is 1.5234802 and the interval 0.7265198 to 3.7734802 (Python's statistics.stdev agrees).
    const m = meanInterval([1, 2, 3, 3]);
    expect(m.mean).toBe(2.25);
    expect(m.sd).toBeCloseTo(0.9574271, 6);
    expect(m.lo).toBeCloseTo(0.7265198, 6);
    expect(m.hi).toBeCloseTo(3.7734802, 6);
  });
  it('has no interval with one value, and a zero-width one without variation', () => {
    expect(meanInterval([2])).toEqual({ n: 1, mean: 2, sd: null, lo: null, hi: null });
    expect(meanInterval([3, 3, 3])).toMatchObject({ lo: 3, hi: 3 });
  });
  it('names what it needs', () => {
    expect(() => meanInterval([])).toThrow('meanInterval requires at least one value');
    expect(() => meanInterval([1, NaN])).toThrow(
      'meanInterval requires values[1] to be a finite number (got NaN)',
    );
  });
});
