import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bootstrapBradleyTerry } from './bootstrapBradleyTerry.ts';
import { fitStrengths, toPairArrays } from './bradleyTerry.ts';
import { createRefit } from './bradleyTerryRefit.ts';
import type { PairCount } from './pairCounts.ts';
import { binomial, createRandom } from './random.ts';

const count = (model1: string, model2: string, wins1: number, wins2: number, ties = 0): PairCount => ({
  model1,
  model2,
  wins1,
  wins2,
  ties,
  bothbad: 0,
  unparsed: 0,
});

/** Every pair of `m` models with `per` games, seeded. */
function roundRobin(m: number, per: number, seed: number): PairCount[] {
  const rng = createRandom(seed);
  const strength = Array.from({ length: m }, () => 2 * rng() - 1);
  const out: PairCount[] = [];
  for (let i = 0; i < m; i++)
    for (let j = i + 1; j < m; j++) {
      const ties = binomial(rng, per, 0.1);
      const w = binomial(rng, per - ties, 1 / (1 + Math.exp(strength[j]! - strength[i]!)));
      out.push(count(`m${i}`, `m${j}`, w, per - ties - w, ties));
    }
  return out;
}

describe('createRefit', () => {
  it('reaches the same maximum as the MM fit when the counts move (to 1e-7 in log-strength)', () => {
    let refitted = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 3, max: 12 }), (seed, m) => {
        const a = toPairArrays(roundRobin(m, 60, seed));
        const start = fitStrengths(a);
        const refit = createRefit(a, start);
        expect(refit).toBeDefined();
        const rng = createRandom(seed + 1);
        const games = a.games.map((g) => g + binomial(rng, 10, 0.5));
        const score = a.score.map((s, k) => Math.min(games[k]!, s + binomial(rng, 6, 0.5)));
        const mine = refit!(games, score);
        const mm = fitStrengths(a, games, score, start, 1e-12);
        if (mine === undefined) return; // a model won all or none: left to MM by design
        refitted++;
        for (let k = 0; k < m; k++) expect(Math.abs(mine[k]! - mm[k]!)).toBeLessThan(1e-7);
      }),
      { numRuns: 60 },
    );
    // The chord method must carry nearly every case (60 games a pair leave no model without wins).
    expect(refitted).toBeGreaterThan(50);
  });

  it('declines a disconnected comparison graph (a, b never meet c, d)', () => {
    const a = toPairArrays([count('a', 'b', 3, 2), count('c', 'd', 4, 1)]);
    expect(createRefit(a, fitStrengths(a))).toBeUndefined();
  });

  it('declines a round in which a model won every game (its maximum is at infinity)', () => {
    const a = toPairArrays([count('a', 'b', 3, 2), count('a', 'c', 4, 1), count('b', 'c', 2, 2)]);
    const refit = createRefit(a, fitStrengths(a))!;
    expect(refit(a.games, Float64Array.from([5, 5, 2]))).toBeUndefined();
  });
});

describe('bootstrapBradleyTerry with chord refits', () => {
  it('gives the intervals of the MM fit on a disconnected graph and on a connected one alike (same seed)', () => {
    // Disconnected: every round falls back to MM; connected: chord steps. Both must stay deterministic and
    // bracket the point estimate.
    for (const counts of [roundRobin(6, 40, 3), [count('a', 'b', 30, 10, 4), count('c', 'd', 12, 14, 2)]]) {
      const x = bootstrapBradleyTerry(counts, { rounds: 100, seed: 11 });
      expect(bootstrapBradleyTerry(counts, { rounds: 100, seed: 11 })).toEqual(x);
      for (const r of x) {
        expect(r.lo).toBeLessThanOrEqual(r.rating!);
        expect(r.hi).toBeGreaterThanOrEqual(r.rating!);
      }
    }
  });
});
