import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bradleyTerry } from './bradleyTerry.ts';
import { davidsonBradleyTerry } from './davidsonBradleyTerry.ts';
import type { PairCount } from './pairCounts.ts';
import { createRandom } from './random.ts';

const SEED = 20261125;
const count = (
  model1: string,
  model2: string,
  wins1: number,
  wins2: number,
  ties = 0,
  bothbad = 0,
): PairCount => ({
  model1,
  model2,
  wins1,
  wins2,
  ties,
  bothbad,
  unparsed: 0,
});
const rating = (rows: readonly { model: string; rating: number | null }[], m: string) =>
  rows.find((r) => r.model === m)!.rating!;

/** Random pair counts over n models, every pair played, with or without ties. */
function randomCounts(seed: number, n: number, ties: boolean): PairCount[] {
  const rng = createRandom(seed);
  const out: PairCount[] = [];
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      out.push(
        count(
          `m${i}`,
          `m${j}`,
          1 + Math.floor(rng() * 9),
          1 + Math.floor(rng() * 9),
          ties ? Math.floor(rng() * 6) : 0,
        ),
      );
  return out;
}

describe('davidsonBradleyTerry', () => {
  it('two models, 8 wins : 2 losses : 4 ties: gap 400·log10(8/2) = 240.82, ν = 4/√(8·2) = 1 (closed form)', () => {
    // With one pair the maximum matches the observed shares: e^d = W/L and ν = T/√(WL).
    const r = davidsonBradleyTerry([count('a', 'b', 8, 2, 3, 1)]);
    expect(rating(r.rows, 'a') - rating(r.rows, 'b')).toBeCloseTo(400 * Math.log10(4), 8);
    expect(rating(r.rows, 'a') + rating(r.rows, 'b')).toBeCloseTo(2000, 8);
    expect(r.tie.nu).toBeCloseTo(1, 9);
    expect(r.tie.atEqualStrength).toBeCloseTo(1 / 3, 9);
    expect(r.tie.lo!).toBeLessThan(1);
    expect(r.tie.hi!).toBeGreaterThan(1);
    expect([r.ties, r.games]).toEqual([4, 14]);
    // "A tie counts half" gives the narrower 400·log10((8 + 2)/(2 + 2)) = 159.18.
    const half = bradleyTerry([count('a', 'b', 8, 2, 3, 1)]);
    expect(rating(half, 'a') - rating(half, 'b')).toBeCloseTo(400 * Math.log10(2.5), 8);
  });

  it('two models, 5:5:10: the Wald interval is ± 1.96 · SE from the information (hand-computed Var(d) = 0.4)', () => {
    // For one pair, with a = e^(d/2), b = e^(−d/2), D = a + b + ν, the information of d is n·((a + b)/4D − (D'/D)²)
    // and its cross term with log ν is −n·ν·D'/D², D' = (a − b)/2. With W = L, d = 0 and the cross term vanishes:
    // ν = 10/√25 = 2, D = 4, information 20 · 2/16 = 2.5, Var(d) = 0.4; a rating is d/2 from the centre.
    const r = davidsonBradleyTerry([count('a', 'b', 5, 5, 10)]);
    const se = (400 / Math.log(10)) * Math.sqrt(0.4 / 4);
    expect(r.rows[0]!.se).toBeCloseTo(se, 8);
    expect(r.rows[0]!.hi! - r.rows[0]!.rating!).toBeCloseTo(1.959963984540054 * se, 8);
  });

  it('reduces to bradleyTerry when there is no tie (ν = 0, reason "no ties")', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 2, max: 7 }), (seed, n) => {
        const counts = randomCounts(seed, n, false);
        const d = davidsonBradleyTerry(counts);
        const plain = bradleyTerry(counts);
        expect(d.tie).toMatchObject({ nu: 0, reason: 'no ties' });
        for (const r of plain) expect(rating(d.rows, r.model)).toBeCloseTo(r.rating!, 9);
      }),
      { seed: SEED, numRuns: 30 },
    );
  });

  it('solves its score equations: each model’s (wins − losses)/2 equals its expected value (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 3, max: 7 }), (seed, n) => {
        const counts = randomCounts(seed, n, true);
        const d = davidsonBradleyTerry(counts);
        const nu = d.tie.nu!;
        const s = new Map(d.rows.map((r) => [r.model, (r.rating! - 1000) / (400 / Math.log(10))]));
        const residual = new Map<string, number>();
        let ties = 0;
        let expectedTies = 0;
        for (const c of counts) {
          const x = s.get(c.model1)! - s.get(c.model2)!;
          const D = Math.exp(x / 2) + Math.exp(-x / 2) + nu;
          const g = c.wins1 + c.wins2 + c.ties + c.bothbad;
          const e = (g * (Math.exp(x / 2) - Math.exp(-x / 2))) / (2 * D);
          const obs = (c.wins1 - c.wins2) / 2;
          residual.set(c.model1, (residual.get(c.model1) ?? 0) + obs - e);
          residual.set(c.model2, (residual.get(c.model2) ?? 0) - obs + e);
          ties += c.ties + c.bothbad;
          expectedTies += (g * nu) / D;
        }
        for (const v of residual.values()) expect(Math.abs(v)).toBeLessThan(1e-7);
        expect(Math.abs(ties - expectedTies)).toBeLessThan(1e-7);
      }),
      { seed: SEED, numRuns: 30 },
    );
  });

  it('with only ties, rates every model equal, with no interval and ν null ("only ties")', () => {
    const d = davidsonBradleyTerry([count('a', 'b', 0, 0, 3), count('b', 'c', 0, 0, 2, 1)]);
    expect(d.rows.map((r) => r.rating)).toEqual([1000, 1000, 1000]);
    expect(d.rows.every((r) => r.se === null && r.intervalReason === 'only ties')).toBe(true);
    expect(d.tie).toMatchObject({ nu: null, reason: 'only ties' });
  });

  it('follows decision 0080: a model that never won is unrated and moves nobody', () => {
    const base = [count('a', 'b', 3, 1, 2), count('b', 'c', 2, 1, 1), count('a', 'c', 1, 2, 2)];
    const d = davidsonBradleyTerry([...base, count('c', 'd', 4, 0)]);
    const without = davidsonBradleyTerry(base);
    expect(d.rows.find((r) => r.model === 'd')).toMatchObject({
      rating: null,
      reason: 'never won',
      se: null,
    });
    for (const m of ['a', 'b', 'c']) expect(rating(d.rows, m)).toBeCloseTo(rating(without.rows, m), 9);
    expect(d.tie.nu).toBeCloseTo(without.tie.nu!, 9);
  });

  it('throws with fewer than two models', () => {
    expect(() => davidsonBradleyTerry([])).toThrowErrorMatchingInlineSnapshot(
      `[Error: davidsonBradleyTerry requires at least two models (got 0)]`,
    );
  });
});
