// The pairwise matrices of a view list the models in rank order (issue 33: a 100 × 100 matrix was ordered by name),
// and a view of people's votes is not titled "judge".
import { describe, expect, it } from 'vitest';
import { emptyDataset } from '../records/dataset.ts';
import { ManifestSchema } from '../records/manifest.ts';
import type { PairJudgment } from '../records/pairJudgment.ts';
import { buildView } from './buildView.ts';
import { judgePhrase, noMemo, type ViewContext } from './viewContext.ts';

let line = 0;
/** `w` wins of m1 over m2, `l` of m2 over m1. */
function battles(m1: string, m2: string, w: number, l: number, judge = 'j1'): PairJudgment[] {
  return [
    ...Array<PairJudgment['outcome']>(w).fill('model1'),
    ...Array<PairJudgment['outcome']>(l).fill('model2'),
  ].map((outcome, k) => ({
    benchmark: 'b',
    kind: 'arena' as const,
    setting: '',
    judge,
    seed: `s${k}`,
    model1: m1,
    model2: m2,
    outcome,
    reason: '',
    raw: '',
    source: { file: 'f', line: ++line },
  }));
}

function context(ps: PairJudgment[], judgeName = (j: string) => j): ViewContext {
  return {
    view: { benchmark: 'b', judge: ps[0]!.judge, path: `b-${ps[0]!.judge}` },
    title: 'B',
    data: { ...emptyDataset(), manifest: ManifestSchema.parse({}), pairJudgments: ps },
    uni: [],
    pairs: ps,
    lengths: [],
    name: (m) => m.toUpperCase(),
    judgeName,
    tokens: (t) => t.length,
    seed: 1,
    rounds: 20,
    memo: noMemo,
  };
}

// By name: a, b, c. By strength: c beats both, b beats a.
const ps = [...battles('a', 'b', 2, 8), ...battles('a', 'c', 1, 9), ...battles('b', 'c', 3, 7)];

describe('the pairwise matrices of a view', () => {
  const { figures } = buildView(context(ps), {}, () => undefined);
  for (const id of ['win-rate-matrix', 'compared-pairs'])
    it(`list the models in rank order, best first (${id})`, () => {
      const f = figures.find((x) => x.id === id)!;
      expect(f.table.rows.map((r) => r[0]!.text)).toEqual(['C', 'B', 'A']);
      expect(f.table.columns.map((c) => c.label)).toEqual(['Row vs column', 'C', 'B', 'A']);
      // The chart's text equivalent goes row by row in the same order.
      expect(f.svg.match(/<desc>[^<]*/)![0]).toMatch(/C: .*; B: .*; A: /);
    });
  it('put the strongest model first in the win-rate matrix: its row is above 50% against every other', () => {
    const f = figures.find((x) => x.id === 'win-rate-matrix')!;
    expect(f.table.raw[0]).toMatchObject({ model: 'c', a: 0.9, b: 0.7 });
  });
});

describe('a view of people’s votes', () => {
  it('is titled with the voters, not as a judge', () => {
    expect(judgePhrase('GPT-4')).toBe('judge GPT-4');
    expect(judgePhrase('human votes')).toBe('human votes');
    expect(judgePhrase('LMArena voters')).toBe('LMArena voters');
    const votes = battles('a', 'b', 3, 1, 'human');
    expect(
      buildView(
        context(votes, () => 'human votes'),
        {},
        () => undefined,
      ).leaderboard.title,
    ).toBe('B: human votes');
  });
});
