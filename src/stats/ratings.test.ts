import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PairJudgment, PairOutcome } from '../records/pairJudgment.ts';
import { bootstrapBradleyTerry } from './bootstrapBradleyTerry.ts';
import { bradleyTerry } from './bradleyTerry.ts';
import { ciRank } from './ciRank.ts';
import { eloRatings } from './eloRatings.ts';
import { pairCounts, type PairCount } from './pairCounts.ts';
import { comparisonCountMatrix, winFractionMatrix } from './pairMatrices.ts';
import { positionBias } from './positionBias.ts';
import { binomial, createRandom } from './random.ts';

const p = (model1: string, model2: string, outcome: PairOutcome, seed = 's'): PairJudgment => ({
  benchmark: 'b',
  kind: 'arena',
  setting: '',
  judge: 'j',
  seed,
  model1,
  model2,
  outcome,
  reason: '',
  raw: '',
  source: { file: 'f' },
});
const count = (model1: string, model2: string, wins1: number, wins2: number, ties = 0): PairCount => ({
  model1,
  model2,
  wins1,
  wins2,
  ties,
  bothbad: 0,
  unparsed: 0,
});

describe('eloRatings', () => {
  it('moves two equal players by K/2 = 16 points after one game (K = 32, closed form)', () => {
    const r = eloRatings([p('a', 'b', 'model1')]);
    expect(r).toEqual([
      { model: 'a', rating: 1016, games: 1 },
      { model: 'b', rating: 984, games: 1 },
    ]);
  });
  it('is zero-sum: ratings always average the initial 1000 (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom('a', 'b', 'c', 'd'),
            fc.constantFrom('a', 'b', 'c', 'd'),
            fc.constantFrom<PairOutcome>('model1', 'model2', 'tie', 'bothbad'),
          ),
          { maxLength: 60 },
        ),
        (rows) => {
          const r = eloRatings(rows.filter(([x, y]) => x !== y).map(([x, y, o]) => p(x, y, o)));
          if (r.length === 0) return true;
          return Math.abs(r.reduce((t, x) => t + x.rating, 0) / r.length - 1000) < 1e-9;
        },
      ),
    );
  });
});

describe('bradleyTerry', () => {
  it('with two models, A winning w of n, gives a gap of 400 log10(w / (n - w)) (closed form)', () => {
    const r = bradleyTerry([count('a', 'b', 30, 10)]);
    expect(r[0]!.rating! - r[1]!.rating!).toBeCloseTo(400 * Math.log10(3), 6);
    expect((r[0]!.rating! + r[1]!.rating!) / 2).toBeCloseTo(1000, 9);
  });
  it('honours an anchor', () => {
    const r = bradleyTerry([count('a', 'b', 30, 10)], { anchor: { model: 'b', rating: 800 } });
    expect(r.find((x) => x.model === 'b')!.rating).toBeCloseTo(800, 9);
  });
  it('names itself when given one model', () => {
    expect(() => bradleyTerry([])).toThrowErrorMatchingInlineSnapshot(
      `[Error: bradleyTerry requires at least two models (got 0)]`,
    );
  });
  it('is unchanged when models are relabelled (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 6, maxLength: 6 }), (w) => {
        const a = bradleyTerry([
          count('a', 'b', w[0]!, w[1]!),
          count('a', 'c', w[2]!, w[3]!),
          count('b', 'c', w[4]!, w[5]!),
        ]);
        const b = bradleyTerry([
          count('x', 'y', w[0]!, w[1]!),
          count('x', 'z', w[2]!, w[3]!),
          count('y', 'z', w[4]!, w[5]!),
        ]);
        const rename: Record<string, string> = { a: 'x', b: 'y', c: 'z' };
        return a.every(
          (r) => Math.abs(r.rating! - b.find((s) => s.model === rename[r.model])!.rating!) < 1e-6,
        );
      }),
    );
  });
  it('orders a balanced round robin the same way as the win fractions (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 3, maxLength: 3 }), ([x, y, z]) => {
        const n = 50;
        const counts = [
          count('a', 'b', x!, n - x!),
          count('a', 'c', y!, n - y!),
          count('b', 'c', z!, n - z!),
        ];
        const frac = { a: x! + y!, b: n - x! + z!, c: 2 * n - y! - z! };
        const r = bradleyTerry(counts);
        const byRating = r.map((q) => q.model);
        const byFrac = (Object.keys(frac) as (keyof typeof frac)[]).sort((s, t) => frac[t] - frac[s]);
        const tied = new Set(Object.values(frac)).size < 3;
        return tied || byRating.join() === byFrac.join();
      }),
    );
  });
});

describe('bootstrapBradleyTerry', () => {
  const counts = [count('a', 'b', 30, 10, 4), count('a', 'c', 25, 20), count('b', 'c', 12, 14, 2)];
  it('gives the same intervals for the same seed, different ones for another seed', () => {
    const x = bootstrapBradleyTerry(counts, { rounds: 200, seed: 7 });
    expect(bootstrapBradleyTerry(counts, { rounds: 200, seed: 7 })).toEqual(x);
    expect(bootstrapBradleyTerry(counts, { rounds: 200, seed: 8 })).not.toEqual(x);
    for (const r of x) {
      expect(r.lo).toBeLessThanOrEqual(r.rating!);
      expect(r.hi).toBeGreaterThanOrEqual(r.rating!);
    }
  });
});

describe('ciRank, matrices, pairCounts, positionBias, binomial', () => {
  it('ranks by how many models are clearly ahead', () => {
    expect(
      ciRank([
        { model: 'a', lo: 10, hi: 20 },
        { model: 'b', lo: 5, hi: 15 },
        { model: 'c', lo: 0, hi: 4 },
      ]),
    ).toEqual({ a: 1, b: 1, c: 3 });
  });
  it('counts outcomes per unordered pair, mirroring reversed judgments', () => {
    expect(pairCounts([p('b', 'a', 'model1'), p('a', 'b', 'tie'), p('a', 'b', 'unparsed')])).toEqual([
      { model1: 'a', model2: 'b', wins1: 0, wins2: 1, ties: 1, bothbad: 0, unparsed: 1 },
    ]);
  });
  it('builds the win-fraction and comparison-count matrices', () => {
    const c = [count('a', 'b', 3, 1)];
    expect(winFractionMatrix(c, ['a', 'b'])).toEqual([
      [null, 0.75],
      [0.25, null],
    ]);
    expect(comparisonCountMatrix(c, ['a', 'b'])).toEqual([
      [0, 4],
      [4, 0],
    ]);
  });
  it('finds verdicts that flip with the order', () => {
    const b = positionBias([
      p('a', 'b', 'model1', 's1'),
      p('b', 'a', 'model2', 's1'),
      p('a', 'b', 'model1', 's2'),
      p('b', 'a', 'model1', 's2'),
    ]);
    expect(b).toMatchObject({
      pairs: 2,
      inconsistent: 1,
      rate: 0.5,
      rateReason: null,
      parsed: 4,
      firstShownAi: 1,
    });
    expect(b.firstShownAiRate).toBe(0.25);
  });
  it('positionBias gives null rates with reasons when nothing can be compared (was NaN)', () => {
    // One order only: no both-order pair; and no parsed judgment at all.
    expect(positionBias([p('a', 'b', 'model1', 's1')])).toMatchObject({
      pairs: 0,
      rate: null,
      rateReason: 'no both-order pairs',
      firstShownAiRate: 0,
      firstShownAiReason: null,
    });
    expect(positionBias([p('a', 'b', 'unparsed', 's1'), p('b', 'a', 'unparsed', 's1')])).toEqual({
      pairs: 0,
      inconsistent: 0,
      rate: null,
      rateReason: 'no both-order pairs',
      firstShownAiRate: null,
      parsed: 0,
      firstShownAi: 0,
      firstShownAiReason: 'no parsed verdicts',
      byPair: [],
    });
  });
  it('draws binomials with the right mean and variance (n = 1000, p = 0.3; and the inversion branch)', () => {
    const rng = createRandom(1);
    for (const [n, pr] of [
      [1000, 0.3],
      [20, 0.2],
    ] as const) {
      const xs = Array.from({ length: 20000 }, () => binomial(rng, n, pr));
      const mean = xs.reduce((t, x) => t + x, 0) / xs.length;
      const v = xs.reduce((t, x) => t + (x - mean) ** 2, 0) / xs.length;
      expect(Math.abs(mean - n * pr)).toBeLessThan(0.05 * Math.sqrt(n * pr * (1 - pr)) * 3);
      expect(v / (n * pr * (1 - pr))).toBeGreaterThan(0.95);
      expect(v / (n * pr * (1 - pr))).toBeLessThan(1.05);
    }
  });
});
