import { describe, expect, it } from 'vitest';
import { emptyDataset } from '../records/dataset.ts';
import type { PairJudgment } from '../records/pairJudgment.ts';
import type { UniJudgment } from '../records/uniJudgment.ts';
import { buildView } from './buildView.ts';
import { sliceBlock, sliceLeaderboards, type SliceDeclaration } from './slices.ts';
import { noMemo, type ViewContext } from './viewContext.ts';
import { viewStats } from './viewStats.ts';

let line = 0;
/** `passed` human verdicts then `n − passed` AI verdicts (first AI chat 1) of one model, seeds s0, s1, …. */
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

function gt(model: string, outcomes: PairJudgment['outcome'][]): PairJudgment[] {
  return outcomes.map((outcome, k) => ({
    benchmark: 'b',
    kind: 'gt' as const,
    setting: '',
    judge: 'j1',
    seed: `s${k}`,
    model1: model,
    model2: 'GT',
    outcome,
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
    name: (m) => m.toUpperCase(),
    judgeName: (j) => j,
    tokens: (t) => t.length,
    seed: 1,
    rounds: 10,
    memo: noMemo,
  };
}

/** Seeds s0–s19 are "early", the rest "late". */
const early: SliceDeclaration = {
  id: 'early',
  label: 'seed number',
  keyOf: () => (item) => (Number(item.seed.slice(1)) < 20 ? 'early' : 'late'),
};

// A passes its first 60 of 100 conversations: all 20 early ones, 40 of the 80 late ones. B passes 10 of 100:
// 10 of the early ones, none of the late.
const uni = [...verdicts('a', 60, 100), ...verdicts('b', 10, 100)];
// Against the real conversation, C wins seed 0, ties seeds 1 (both good) and 2 (both bad), loses 3, and seed 4 is
// unparsed; seeds 20 and 21 are late: C wins one, loses one.
const ps = [
  ...gt('c', ['model1', 'tie', 'bothbad', 'model2', 'unparsed']),
  ...gt('c', ['model1', 'model2']).map((p, k) => ({ ...p, seed: `s${20 + k}` })),
];
const ctx = context(uni, ps);
const stats = viewStats(ctx);

describe('sliceLeaderboards', () => {
  const rows = sliceLeaderboards(ctx, stats, [early]);

  it('gives each model its rate, Wilson interval and n in each slice, best first within a slice', () => {
    const pass = rows.filter((r) => r.score === 'pass');
    expect(pass.map((r) => [r.slice, r.model, r.successes, r.n])).toEqual([
      ['early', 'a', 20, 20],
      ['early', 'b', 10, 20],
      ['late', 'a', 40, 80],
      ['late', 'b', 0, 80],
    ]);
    // 40 of 80: Wilson 95% 0.3930–0.6070.
    expect(pass[2]!.rate).toBe(0.5);
    expect(pass[2]!.lo).toBeCloseTo(0.393, 4);
    expect(pass[2]!.hi).toBeCloseTo(0.607, 4);
  });

  it('marks a slice under 30 judgments, never drops it', () => {
    expect(rows.filter((r) => r.score === 'pass').map((r) => r.belowMinN)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('counts a comparison with the real conversation from the model’s side: ties count, unparsed is excluded', () => {
    const winTie = rows.filter((r) => r.score === 'winTie');
    expect(winTie.map((r) => [r.slice, r.model, r.successes, r.n, r.excluded])).toEqual([
      ['early', 'c', 3, 4, 1],
      ['late', 'c', 1, 2, 0],
    ]);
  });

  it('leaves out a judgment whose slice is null', () => {
    const aOnly: SliceDeclaration = {
      ...early,
      keyOf: () => (item) => (item.model !== 'a' ? null : Number(item.seed.slice(1)) < 50 ? 'x' : 'y'),
    };
    expect(sliceLeaderboards(ctx, stats, [aOnly]).map((r) => [r.slice, r.model, r.n])).toEqual([
      ['x', 'a', 50],
      ['y', 'a', 50],
    ]);
  });

  it('leaves out a declaration that finds one slice only (it would repeat the leaderboard)', () => {
    const one: SliceDeclaration = { ...early, keyOf: () => () => 'all' };
    expect(sliceLeaderboards(ctx, stats, [one])).toEqual([]);
  });
});

describe('sliceBlock', () => {
  it('shows small slices as "too few" with the threshold', () => {
    const block = sliceBlock(ctx, stats, [early])!;
    expect(block.id).toBe('slices');
    expect(block.table.rows[0]!.map((c) => c.text)).toEqual([
      'seed number',
      'pass rate',
      'early',
      'A',
      '100.0 [83.9, 100.0]',
      '20',
      'too few (n < 30)',
    ]);
    expect(block.table.raw[2]).toMatchObject({
      slice: 'late',
      model: 'a',
      rate: 0.5,
      n: 80,
      belowMinN: false,
    });
  });

  it('is absent without a declared slice, and on the view after "About this ranking" with one', () => {
    expect(sliceBlock(ctx, stats, [])).toBeUndefined();
    const built = buildView(ctx, { slices: [early] }, () => undefined);
    expect(built.leaderboard.blocks?.map((b) => b.id)).toEqual(['about-ranking', 'slices']);
  });
});
