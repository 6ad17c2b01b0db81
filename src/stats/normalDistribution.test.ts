import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalCdf, normalQuantile } from './normalDistribution.ts';
import { Z95 } from './wilsonInterval.ts';

// Reference values: test/fixtures/stats/distributions.json, made by `python3 distributions.py > distributions.json`
// beside it (Python's decimal module at 80 digits: the normal CDF by its Taylor series and Laplace's continued
// fraction, the quantile by Newton's method, the chi-square tail by its closed forms for whole df; chiSquareSurvival.test.ts reads the same file). Not from R or
// scipy. The file records the script's self-checks (Φ(x) + Φ(−x) = 1 to 1e-79; quantiles fed back to 1e-70).
interface Fixture {
  cdf: { x: number; cdf: string }[];
  quantile: { p: number; quantile: string }[];
  chiSquare: { x: number; df: number; sf: string }[];
}
const fixture = JSON.parse(
  readFileSync(new URL('../../test/fixtures/stats/distributions.json', import.meta.url), 'utf8'),
) as Fixture;
const relative = (x: number, ref: number) => (ref === 0 ? Math.abs(x) : Math.abs((x - ref) / ref));
const SEED = 20261125;

describe('normalCdf', () => {
  it('is within 1e-14 relative of the 80-digit reference from x = −37.5 to 8.2', () => {
    for (const r of fixture.cdf) {
      const e = relative(normalCdf(r.x), Number(r.cdf));
      if (!(e <= 1e-14)) expect.fail(`normalCdf(${r.x}): relative error ${e}`);
    }
  });

  it('gives 0.975 at the 95% z (the constant Z95) and 1/2 at 0', () => {
    expect(normalCdf(Z95)).toBeCloseTo(0.975, 15);
    expect(normalCdf(0)).toBe(0.5);
    // ±Infinity is no longer taken for 0 and 1: a z of ±Infinity comes from a division by 0 upstream (decision 0083).
    expect(() => normalCdf(Infinity)).toThrow('normalCdf requires x to be a finite number (got Infinity)');
  });

  it('is symmetric: Φ(x) + Φ(−x) = 1 (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -8, max: 8, noNaN: true }), (x) => {
        expect(Math.abs(normalCdf(x) + normalCdf(-x) - 1)).toBeLessThan(2e-16 * 4);
      }),
      { seed: SEED },
    );
  });

  it('throws on NaN', () => {
    expect(() => normalCdf(NaN)).toThrowErrorMatchingInlineSnapshot(
      `[Error: normalCdf requires x to be a finite number (got NaN)]`,
    );
  });
});

describe('normalQuantile', () => {
  it('is within 1e-14 relative of the 80-digit reference for p from 1e-300 to 1 − 1e-12', () => {
    for (const r of fixture.quantile) {
      const e = relative(normalQuantile(r.p), Number(r.quantile));
      if (!(e <= 1e-14)) expect.fail(`normalQuantile(${r.p}): relative error ${e}`);
    }
  });

  it('gives back Z95 at 0.975 (the value quoted in wilsonInterval.ts)', () => {
    expect(normalQuantile(0.975)).toBeCloseTo(Z95, 14);
  });

  it('inverts normalCdf (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-12, max: 1 - 1e-12, noNaN: true }), (p) => {
        expect(relative(normalCdf(normalQuantile(p)), p)).toBeLessThan(1e-12);
      }),
      { seed: SEED },
    );
  });

  it('throws outside (0, 1)', () => {
    expect(() => normalQuantile(1)).toThrowErrorMatchingInlineSnapshot(
      `[Error: normalQuantile requires 0 < p < 1 (got 1)]`,
    );
  });
});
