import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chiSquareSurvival, logGamma } from './chiSquareSurvival.ts';
import { normalCdf } from './normalDistribution.ts';

// Reference values: test/fixtures/stats/distributions.json (see normalDistribution.test.ts): the chi-square upper
// tail by its closed forms for whole df, in Python's decimal module at 80 digits. Not from R or scipy.
const fixture = JSON.parse(
  readFileSync(new URL('../../test/fixtures/stats/distributions.json', import.meta.url), 'utf8'),
) as { chiSquare: { x: number; df: number; sf: string }[] };
const relative = (x: number, ref: number) => (ref === 0 ? Math.abs(x) : Math.abs((x - ref) / ref));
const SEED = 20261125;

describe('chiSquareSurvival', () => {
  it('is within 1e-12 relative of the closed forms at 80 digits, df 1 to 50', () => {
    for (const r of fixture.chiSquare) {
      const e = relative(chiSquareSurvival(r.x, r.df), Number(r.sf));
      if (!(e <= 1e-12)) expect.fail(`chiSquareSurvival(${r.x}, ${r.df}): relative error ${e}`);
    }
  });

  it('gives the textbook 5% critical values: 3.841 (df 1), 5.991 (df 2), 9.488 (df 4)', () => {
    // Critical values from any chi-square table (e.g. Abramowitz & Stegun table 26.8), to the digits printed.
    expect(chiSquareSurvival(3.841458820694124, 1)).toBeCloseTo(0.05, 14);
    expect(chiSquareSurvival(5.991464547107979, 2)).toBeCloseTo(0.05, 14);
    expect(chiSquareSurvival(9.48772903678115, 4)).toBeCloseTo(0.05, 14);
    expect(chiSquareSurvival(0, 3)).toBe(1);
  });

  it('equals exp(−x/2) for df = 2 and 2·Q(√x) for df = 1 (properties)', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 600, noNaN: true }), (x) => {
        expect(relative(chiSquareSurvival(x, 2), Math.exp(-x / 2))).toBeLessThan(1e-12);
        expect(relative(chiSquareSurvival(x, 1), 2 * normalCdf(-Math.sqrt(x)))).toBeLessThan(1e-11);
      }),
      { seed: SEED },
    );
  });

  it('logGamma matches log of factorials and √π', () => {
    expect(logGamma(0.5)).toBeCloseTo(0.5 * Math.log(Math.PI), 15);
    expect(relative(logGamma(11), Math.log(3628800))).toBeLessThan(1e-15);
    expect(relative(logGamma(101), 363.73937555556347)).toBeLessThan(1e-14); // log(100!) (Python math.lgamma)
  });
});
