import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { modelRecords } from './modelRecords.ts';
import type { PairCount } from './pairCounts.ts';

const pair = (
  model1: string,
  model2: string,
  wins1: number,
  wins2: number,
  ties = 0,
  bothbad = 0,
  unparsed = 0,
): PairCount => ({
  model1,
  model2,
  wins1,
  wins2,
  ties,
  bothbad,
  unparsed,
});

describe('modelRecords', () => {
  it('tallies wins, ties and losses per model, a tie counting half in the win rate (hand-computed)', () => {
    // a: 2 wins and 1 tie against b, 1 loss to b, 1 win against c; b: 1 win against a; c: 0 of 1.
    expect(modelRecords([pair('a', 'b', 2, 1, 1, 0, 3), pair('a', 'c', 1, 0)])).toEqual([
      { model: 'a', wins: 3, ties: 1, losses: 1, battles: 5, winRate: 3.5 / 5 },
      { model: 'b', wins: 1, ties: 1, losses: 2, battles: 4, winRate: 1.5 / 4 },
      { model: 'c', wins: 0, ties: 0, losses: 1, battles: 1, winRate: 0 },
    ]);
  });

  it('has no win rate for a model whose battles were all unparsed', () => {
    expect(modelRecords([pair('a', 'b', 0, 0, 0, 0, 4)])[0]!.winRate).toBeNull();
  });

  it('gives win rates whose battle-weighted mean is one half (every battle has one winner, or a tie)', () => {
    const count = fc.integer({ min: 0, max: 50 });
    fc.assert(
      fc.property(fc.array(fc.tuple(count, count, count, count), { minLength: 1, maxLength: 6 }), (cs) => {
        const counts = cs.map(([w1, w2, t, bb], i) => pair(`m${i}`, `n${i % 2}`, w1, w2, t, bb));
        const rows = modelRecords(counts);
        const battles = rows.reduce((t, r) => t + r.battles, 0);
        const won = rows.reduce((t, r) => t + (r.winRate ?? 0) * r.battles, 0);
        if (battles > 0) expect(won / battles).toBeCloseTo(0.5, 12);
      }),
    );
  });

  it('rejects counts that are not counts', () => {
    expect(() => modelRecords([pair('a', 'b', Number.NaN, 1)])).toThrow(
      'modelRecords requires counts[0].wins1 to be a finite number >= 0 (got NaN)',
    );
    expect(() => modelRecords([pair('a', 'b', 1, -1)])).toThrow(
      'counts[0].wins2 to be a finite number >= 0 (got -1)',
    );
  });
});
