import { describe, expect, it } from 'vitest';
import { buildCellTable } from '../stats/cellTable.ts';
import type { PairJudgment, PairOutcome } from '../records/pairJudgment.ts';
import type { RefitRow } from '../stats/refitSlice.ts';
import {
  attributeLabel,
  battlesByValue,
  defaultSlice,
  describeSlice,
  intervalCell,
  rankCell,
  readSlice,
  sliceQuery,
  type CellsFile,
} from './refit.ts';

const j = (model1: string, model2: string, outcome: PairOutcome, judge: string, language: string) =>
  ({
    benchmark: 'arena',
    kind: 'arena',
    setting: '',
    judge,
    seed: '',
    model1,
    model2,
    outcome,
    reason: '',
    raw: '',
    source: { file: 'b.jsonl', line: 1 },
    language,
  }) satisfies PairJudgment;

const table = buildCellTable(
  [
    j('a', 'b', 'model1', 'gpt-4', 'English'),
    j('a', 'b', 'unparsed', 'gpt-4', 'English'),
    j('b', 'c', 'tie', 'human', 'German & Co'),
    j('a', 'c', 'model2', 'human', ''),
  ],
  [
    { name: 'judge', of: (x) => x.judge },
    { name: 'language', of: (x) => x.language ?? '' },
  ],
);
const file: CellsFile = {
  benchmark: 'arena',
  settings: [{ setting: '', table }],
  names: { a: 'A', b: 'B', c: 'C', 'gpt-4': 'GPT-4', human: 'human votes' },
};

describe('the slice in the address', () => {
  it('round-trips a selection through the query, values with spaces and ampersands intact', () => {
    const s = { setting: '', values: { judge: ['human'], language: ['German & Co', ''] } };
    const q = sliceQuery(s, false);
    expect(q).toBe('slice=1&judge=human&language=German+%26+Co&language=');
    expect(readSlice(`?${q}`, file)).toEqual(s);
  });

  it('drops names and values the table does not have, and reads no slice without the marker', () => {
    expect(readSlice('?slice=1&judge=robot&colour=red&language=English', file)).toEqual({
      setting: '',
      values: { language: ['English'] },
    });
    expect(readSlice('?judge=human', file)).toBeUndefined();
  });

  it("opens with the page's judge when the judge is an attribute, else with everything", () => {
    expect(defaultSlice(file, 'gpt-4')).toEqual({ setting: '', values: { judge: ['gpt-4'] } });
    expect(defaultSlice(file, 'nobody')).toEqual({ setting: '', values: {} });
  });

  it('says the selection in words, with display names for judges', () => {
    expect(describeSlice({ setting: '', values: { judge: ['gpt-4', 'human'], language: [''] } }, file)).toBe(
      'Judge: GPT-4 or human votes; Language: (none)',
    );
    expect(describeSlice({ setting: '', values: {} }, file)).toBe('all judgments');
    expect(attributeLabel('tag:hard')).toBe('Tag: hard');
  });

  it('counts parsed battles per value (an unparsed verdict is not a battle)', () => {
    // judge: gpt-4 1 parsed (1 unparsed left out), human 2; language: '' 1, English 1, German & Co 1
    expect(battlesByValue(table)).toEqual([
      [1, 2],
      [1, 1, 1],
    ]);
  });
});

describe('the cells of a refitted row', () => {
  const row = (extra: Partial<RefitRow>): RefitRow => ({
    model: 'a',
    rating: 1010,
    reason: null,
    bound: null,
    note: null,
    component: 1,
    wins: 2,
    losses: 6,
    ties: 1,
    games: 9,
    se: null,
    modelSe: null,
    lo: null,
    hi: null,
    rank: null,
    rankAmong: null,
    intervalReason: null,
    ...extra,
  });

  it('writes the interval, or why it is withheld', () => {
    expect(intervalCell(row({ lo: 990.04, hi: 1030.06 }))).toBe('[990.0, 1030.1]');
    expect(intervalCell(row({ intervalReason: 'too few games' }))).toBe(
      'too few games: scored 2.5 and conceded 6.5 points in this slice (fewer than 5 either way)',
    );
    expect(intervalCell(row({ rating: null, reason: 'never won', note: 'never won in 9 games' }))).toBe(
      'not rated: never won in 9 games',
    );
  });

  it('writes the rank within a component when there are several', () => {
    expect(rankCell(row({ rank: 2, rankAmong: 3 }), 2)).toBe('2 of 3');
    expect(rankCell(row({ rank: 2, rankAmong: 3 }), 1)).toBe('2');
    expect(rankCell(row({}), 1)).toBe('–');
  });
});
