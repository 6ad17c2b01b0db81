import { describe, expect, it } from 'vitest';
import { emptyDataset } from '../records/dataset.ts';
import type { PairJudgment } from '../records/pairJudgment.ts';
import type { UniJudgment } from '../records/uniJudgment.ts';
import { buildView } from './buildView.ts';
import { aboutRanking, aboutRankingBlock, viewRankings } from './metaMetrics.ts';
import { noMemo, type ViewContext } from './viewContext.ts';
import { viewStats } from './viewStats.ts';

let line = 0;
/** `passed` human verdicts then `n − passed` AI verdicts (first AI chat 1) of one model. */
function verdicts(model: string, passed: number, n: number): UniJudgment[] {
  return Array.from({ length: n }, (_, k) => ({
    benchmark: 'b',
    setting: '',
    judge: 'j1',
    seed: `s${k}`,
    model,
    verdict: k < passed ? ('human' as const) : ('ai' as const),
    firstAiChat: k < passed ? null : 1,
    length: 4,
    reason: '',
    raw: '',
    source: { file: 'f', line: ++line },
  }));
}

/** `wins` comparisons won by `model1` against `model2`, then `losses` lost. */
function pairs(
  kind: 'gt' | 'arena',
  model1: string,
  model2: string,
  wins: number,
  losses: number,
): PairJudgment[] {
  return Array.from({ length: wins + losses }, (_, k) => ({
    benchmark: 'b',
    kind,
    setting: '',
    judge: 'j1',
    seed: `s${k}`,
    model1,
    model2,
    outcome: k < wins ? ('model1' as const) : ('model2' as const),
    reason: '',
    raw: '',
    source: { file: 'g', line: ++line },
  }));
}

function context(uni: UniJudgment[], ps: PairJudgment[]): ViewContext {
  return {
    view: { benchmark: 'b', judge: 'j1', path: 'b-j1' },
    title: 'B',
    data: { ...emptyDataset(), uniJudgments: uni, pairJudgments: ps },
    uni,
    pairs: ps,
    lengths: [],
    name: (m) => (m === 'GT' ? 'Ground truth' : m.toUpperCase()),
    judgeName: (j) => j,
    tokens: (t) => t.length,
    seed: 7,
    rounds: 200,
    memo: noMemo,
  };
}

// Pass rates: A 60 of 100, B 55 of 100 (the real dialogues 50 of 100, not ranked). Win + tie vs real: A 10 of
// 40, B 30 of 40. Arena: A beats B 6 times in 10.
const uni = [...verdicts('a', 60, 100), ...verdicts('b', 55, 100), ...verdicts('GT', 50, 100)];
const ps = [
  ...pairs('gt', 'a', 'GT', 10, 30),
  ...pairs('gt', 'GT', 'b', 10, 30),
  ...pairs('arena', 'a', 'b', 6, 4),
];
const ctx = context(uni, ps);
const stats = viewStats(ctx);

describe('viewRankings', () => {
  const rankings = viewRankings(ctx, stats);
  it('lists the leaderboard scores in order, the real dialogues left out', () => {
    expect(rankings.map((r) => r.id)).toEqual(['pass', 'winTie', 'bt']);
    expect([...rankings[0]!.scores]).toEqual([
      ['a', 0.6],
      ['b', 0.55],
    ]);
    // Win + tie rows come best first.
    expect([...rankings[1]!.scores]).toEqual([
      ['b', 0.75],
      ['a', 0.25],
    ]);
  });

  it('reads each rate ranking with the Wilson intervals of its counts', () => {
    // Wilson 95%: 60/100 0.5020–0.6906, 55/100 0.4524–0.6439 (overlap); 10/40 0.1419–0.4019, 30/40 0.5981–0.8581.
    expect(rankings[0]!.intervals[0]!.lo).toBeCloseTo(0.502, 3);
    expect(rankings[0]!.intervals[1]!.hi).toBeCloseTo(0.6439, 4);
    expect(rankings[1]!.intervals[0]!.lo).toBeCloseTo(0.5981, 4);
    expect(rankings[1]!.intervals[1]!.hi).toBeCloseTo(0.4019, 4);
  });
});

describe('aboutRanking', () => {
  const rows = aboutRanking(viewRankings(ctx, stats));

  it('separability: the pass rates overlap (0 of 1 pair), the win + tie rates do not (1 of 1)', () => {
    expect(rows[0]!.separability).toMatchObject({ pairs: 1, separated: 0, share: 0 });
    expect(rows[1]!.separability).toMatchObject({ pairs: 1, separated: 1, share: 1 });
    // Six games to four: the bootstrap intervals overlap.
    expect(rows[2]!.separability).toMatchObject({ pairs: 1, separated: 0, share: 0 });
  });

  it('fragility: 9 of A’s judgments for the pass rate (55/91 > 0.6), 27 of A’s failures for win + tie (10/13 > 0.75)', () => {
    expect(rows[0]!.fragility).toMatchObject({
      top: 'a',
      drops: 9,
      challenger: 'b',
      judgments: 200,
      exact: true,
    });
    expect(rows[1]!.fragility).toMatchObject({
      top: 'b',
      drops: 27,
      challenger: 'a',
      judgments: 80,
      exact: true,
    });
    // Bradley-Terry at 6:4: three dropped wins of A leave 3:4 (brute force agrees, decision 0095).
    expect(rows[2]!.fragility).toMatchObject({
      top: 'a',
      drops: 3,
      challenger: 'b',
      judgments: 10,
      exact: false,
    });
  });

  it('compares every ranking but the main one with the main one: win + tie reverses it (τ = −1), Bradley-Terry keeps it', () => {
    expect(rows[0]!.reference).toBeNull();
    expect(rows[0]!.agreement).toBeNull();
    expect(rows[1]!.reference).toBe('the pass rate');
    expect(rows[1]!.agreement).toMatchObject({ tau: -1, models: ['a', 'b'], rounds: 200 });
    // 30 of 40 against 10 of 40: no bootstrap round of 200 puts A above B.
    expect(rows[1]!.agreement).toMatchObject({ lo: -1, hi: -1 });
    expect(rows[2]!.agreement).toMatchObject({ tau: 1, hi: 1 });
    expect(rows[2]!.agreement!.lo).toBe(-1);
  });

  it('takes a declared reference in place of the main score', () => {
    const declared = aboutRanking(viewRankings(ctx, stats), [
      {
        ranking: 'pass',
        label: 'the published list',
        scores: new Map([
          ['a', 1],
          ['b', 2],
        ]),
      },
    ]);
    expect(declared[0]!.reference).toBe('the published list');
    expect(declared[0]!.agreement!.tau).toBe(-1);
  });
});

describe('aboutRankingBlock', () => {
  it('gives the block with its download rows', () => {
    const block = aboutRankingBlock(ctx, stats)!;
    expect(block.id).toBe('about-ranking');
    expect(block.table.raw[0]).toMatchObject({
      ranking: 'pass',
      separability: 0,
      pairs: 1,
      separatedPairs: 0,
      reference: null,
      tau: null,
      fragility: 9,
      top: 'a',
      challenger: 'b',
      judgments: 200,
      fragilityShare: 9 / 200,
      fragilityExact: true,
    });
    expect(block.table.rows[0]!.map((c) => c.text)).toEqual([
      'pass rate',
      '0.0 (0 of 1 pairs)',
      '–',
      '–',
      '9 of 200 (4.50%): B would lead A',
    ]);
    expect(block.table.rows[1]![3]!.text).toBe('-1.00 [-1.00, -1.00]');
    expect(block.table.rows[2]![4]!.text).toBe('≤ 3 of 10 (30.00%): B would lead A');
  });

  it('is on the built view’s leaderboard', () => {
    const built = buildView(ctx, {}, () => undefined);
    expect(built.leaderboard.blocks?.map((b) => b.id)).toEqual(['about-ranking']);
  });
});
