import { describe, expect, it } from 'vitest';
import type { PairJudgment, PairOutcome } from '../records/pairJudgment.ts';
import { bradleyTerrySandwich } from './bradleyTerrySandwich.ts';
import {
  buildCellTable,
  CELL_STRIDE,
  judgmentAttributes,
  monthOf,
  selectCounts,
  turnsBucket,
} from './cellTable.ts';
import { pairCounts } from './pairCounts.ts';
import { createRandom } from './random.ts';

function judgment(
  model1: string,
  model2: string,
  outcome: PairOutcome,
  extra: Partial<PairJudgment> = {},
): PairJudgment {
  return {
    benchmark: 'arena',
    kind: 'arena',
    setting: '',
    judge: 'humans',
    seed: '',
    model1,
    model2,
    outcome,
    reason: '',
    raw: '',
    source: { file: 'battles.jsonl', line: 1 },
    ...extra,
  };
}

describe('buildCellTable', () => {
  it('holds one cell per combination that occurs, each pair counted from its first model in string order', () => {
    const t = buildCellTable(
      [
        judgment('b', 'a', 'model1', { language: 'English' }), // b beats a: a-b wins2
        judgment('a', 'b', 'tie', { language: 'English' }),
        judgment('a', 'c', 'model2', { language: 'German' }),
        judgment('c', 'a', 'bothbad', { language: 'German', weight: 3 }),
        judgment('a', 'a', 'model1', { language: 'French' }), // a model against itself: left out
      ],
      [{ name: 'language', of: (j) => j.language ?? '' }],
    );
    expect(t.models).toEqual(['a', 'b', 'c']);
    expect(t.attributes).toEqual([{ name: 'language', values: ['English', 'German'] }]);
    expect(t.cells).toEqual([
      { at: [0], counts: [0, 1, 0, 1, 1, 0, 0] },
      { at: [1], counts: [0, 2, 0, 1, 0, 3, 0] },
    ]);
    expect(CELL_STRIDE).toBe(7);
  });
});

/** 3,000 seeded battles among 6 models with a language, a turn count, a month, tags and a judge each. */
function battles(): PairJudgment[] {
  const rng = createRandom(36);
  const models = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6'];
  const strength = [0, 0.3, 0.6, 0.9, 1.2, 1.5];
  const out: PairJudgment[] = [];
  for (let r = 0; r < 3000; r++) {
    const a = Math.floor(rng() * 6);
    let b = Math.floor(rng() * 5);
    if (b >= a) b++;
    const p = 1 / (1 + Math.exp(strength[b]! - strength[a]!));
    const u = rng();
    const outcome: PairOutcome = u < 0.1 ? 'tie' : u < 0.13 ? 'bothbad' : rng() < p ? 'model1' : 'model2';
    const tags = [...(rng() < 0.3 ? ['code'] : []), ...(rng() < 0.2 ? ['hard'] : [])];
    out.push(
      judgment(models[a]!, models[b]!, outcome, {
        language: ['English', 'German', 'Chinese'][Math.floor(rng() * 3)]!,
        turns: 1 + Math.floor(rng() * 5),
        time: 1_700_000_000 + Math.floor(rng() * 90 * 86400),
        anonymous: rng() < 0.9,
        judge: rng() < 0.5 ? 'humans' : 'gpt-4',
        tags,
      }),
    );
  }
  return out;
}

describe('selectCounts', () => {
  const all = battles();
  const attributes = judgmentAttributes(all);
  const table = buildCellTable(all, attributes);
  const matches = (sel: Record<string, string[]>) => (j: PairJudgment) =>
    attributes.every((a) => !sel[a.name]?.length || sel[a.name]!.includes(a.of(j)));

  it('finds the attributes the battles vary in', () => {
    expect(attributes.map((a) => a.name)).toEqual([
      'judge',
      'language',
      'turns',
      'month',
      'anonymous',
      'tag:code',
      'tag:hard',
    ]);
    expect(table.attributes.find((a) => a.name === 'turns')!.values).toEqual(['1', '2', '3', '4+']);
  });

  it.each<Record<string, string[]>>([
    {},
    { language: ['German'] },
    { language: ['English', 'Chinese'], 'tag:code': ['yes'] },
    { turns: ['1'], judge: ['humans'], anonymous: ['yes'] },
    { 'tag:hard': ['yes'], 'tag:code': ['no'], month: ['2023-11'] },
    { language: [] },
  ])('gives what pairCounts gives on the slice %j, and the same ratings to the last digit', (sel) => {
    const slice = all.filter(matches(sel));
    expect(slice.length).toBeGreaterThan(0);
    const counts = selectCounts(table, sel);
    expect(counts).toEqual(pairCounts(slice));
    expect(bradleyTerrySandwich(counts)).toEqual(bradleyTerrySandwich(pairCounts(slice)));
  });

  it('gives no pair for a slice no battle is in, and refuses an attribute it does not have', () => {
    expect(selectCounts(table, { language: ['Klingon'] })).toEqual([]);
    expect(() => selectCounts(table, { colour: ['red'] })).toThrow(/no attribute named "colour"/);
  });
});

describe('slice values', () => {
  it('buckets turn counts and names months in UTC', () => {
    expect([1, 2, 3, 4, 9, undefined].map(turnsBucket)).toEqual(['1', '2', '3', '4+', '4+', '']);
    expect(monthOf(1_700_000_000)).toBe('2023-11');
    expect(monthOf(Date.UTC(2024, 0, 1) / 1000 - 1)).toBe('2023-12');
    expect(monthOf(undefined)).toBe('');
  });
});
