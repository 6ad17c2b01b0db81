// LMArena's public battle dumps, written here in their own layouts (FastChat's clean_battle_<date>.json array, a
// release exported to JSON lines, the Kaggle 55k CSV): recognised before the plain battles role, read into pair
// judgments that keep the anonymous flag, language, turns, time, the style covariates and the category slices.
import { describe, expect, it } from 'vitest';
import { jsonl, readTree } from '../../../test/peers/readTree.ts';
import { recogniseFile } from '../index.ts';
import { LMARENA_VOTERS, styleOf, tagsOf } from './readers.ts';
import { arenaSliceCounts, leaderboardBattles } from './slices.ts';

const meta = (a: number, b: number) => ({
  sum_assistant_a_tokens: a,
  sum_assistant_b_tokens: b,
  header_count_a: { h1: 1, h2: 2, h3: 0, h4: 0, h5: 0, h6: 0 },
  header_count_b: { h1: 0, h2: 0, h3: 0, h4: 0, h5: 0, h6: 0 },
  list_count_a: { ordered: 3, unordered: 1 },
  list_count_b: { ordered: 0, unordered: 2 },
  bold_count_a: { '**': 4, __: 0 },
  bold_count_b: { '**': 0, __: 1 },
  context_a_tokens: 10,
  context_b_tokens: 10,
  turns: 1,
});
const criteria = (n: number) =>
  Object.fromEntries(
    [
      'specificity',
      'domain_knowledge',
      'complexity',
      'problem_solving',
      'creativity',
      'technical_accuracy',
      'real_world',
    ].map((k, i) => [k, i < n]),
  );
const battle = (i: number, winner: string, extra: Record<string, unknown> = {}) => ({
  question_id: `q${i}`,
  model_a: 'gpt-4-0314',
  model_b: 'claude-2.0',
  winner,
  judge: `arena_user_${i}`,
  turn: 1,
  anony: true,
  language: 'English',
  tstamp: 1700000000 + i,
  conv_metadata: meta(100 + i, 50),
  is_code: false,
  is_refusal: false,
  dedup_tag: { high_freq: false, sampled: true },
  category_tag: {
    'criteria_v0.1': criteria(6),
    'if_v0.1': { if: true, score: 4 },
    'math_v0.1': { math: false },
    'creative_writing_v0.1': { creative_writing: false, score: 'no' },
  },
  ...extra,
});

const CLEAN = [
  battle(1, 'model_a'),
  battle(2, 'tie (bothbad)', { language: 'Chinese', category_tag: { 'criteria_v0.1': criteria(2) } }),
  battle(3, 'model_b', { anony: false }),
  battle(4, 'tie', { turn: 3, is_code: true, dedup_tag: { high_freq: true, sampled: false } }),
];

describe('LMArena covariates', () => {
  it('sums each side’s markdown counts and keeps the token sums', () => {
    expect(styleOf(meta(120, 80))).toEqual({
      tokens: [120, 80],
      headers: [3, 0],
      lists: [4, 2],
      bold: [4, 1],
    });
    expect(styleOf({ sum_assistant_a_tokens: 5, sum_assistant_b_tokens: 7 })).toEqual({ tokens: [5, 7] });
    expect(styleOf(undefined)).toBeUndefined();
  });

  it('turns tags into slices: hard takes 6 of the 7 criteria', () => {
    expect(tagsOf(battle(1, 'model_a'))).toEqual(['hard', 'if', 'dedup_sampled']);
    expect(
      tagsOf({
        category_tag: { 'criteria_v0.1': criteria(5), 'math_v0.1': { math: true } },
        is_code: 'True',
        turn: 2,
      }),
    ).toEqual(['math', 'code', 'multi_turn']);
  });
});

describe("LMArena's dumps", () => {
  it('reads a clean_battle JSON array before the plain battles role, with every covariate', async () => {
    const { data, roles, messages, totals } = await readTree({
      'clean_battle_20240814_public.json': JSON.stringify(CLEAN, null, 1),
    });
    expect(roles).toEqual({ 'clean_battle_20240814_public.json': 'lmarena-battles' });
    expect(messages).toEqual([]);
    expect(totals).toMatchObject({ rowsRead: 4, rowsUsed: 4, reconciles: true });
    const [first] = data.pairJudgments;
    expect(first).toMatchObject({
      benchmark: 'lmarena',
      judge: LMARENA_VOTERS,
      seed: 'q1',
      model1: 'gpt-4-0314',
      model2: 'claude-2.0',
      outcome: 'model1',
      language: 'English',
      anonymous: true,
      turns: 1,
      time: 1700000001,
      style: { tokens: [101, 50], headers: [3, 0], lists: [4, 2], bold: [4, 1] },
      tags: ['hard', 'if', 'dedup_sampled'],
      source: { file: 'clean_battle_20240814_public.json', line: 2 },
    });
    expect(data.pairJudgments.map((j) => j.outcome)).toEqual(['model1', 'bothbad', 'model2', 'tie']);
    expect(data.judges.map((j) => j.display)).toContain('LMArena voters');
  });

  it('rates anonymous battles only, and with dedup the sampled share of frequent prompts', async () => {
    const { data } = await readTree({ 'battles.json': JSON.stringify(CLEAN) });
    expect(leaderboardBattles(data.pairJudgments).map((j) => j.seed)).toEqual(['q1', 'q2', 'q4']);
    expect(leaderboardBattles(data.pairJudgments, { dedup: true }).map((j) => j.seed)).toEqual(['q1', 'q2']);
    expect(arenaSliceCounts(data.pairJudgments)).toEqual([
      { slice: 'overall', battles: 3, withStyle: 3 },
      { slice: 'language:Chinese', battles: 1, withStyle: 1 },
      { slice: 'language:English', battles: 2, withStyle: 2 },
      { slice: 'tag:code', battles: 1, withStyle: 1 },
      { slice: 'tag:dedup_high_freq', battles: 1, withStyle: 1 },
      { slice: 'tag:dedup_sampled', battles: 2, withStyle: 2 },
      { slice: 'tag:hard', battles: 2, withStyle: 2 },
      { slice: 'tag:if', battles: 2, withStyle: 2 },
      { slice: 'tag:multi_turn', battles: 1, withStyle: 1 },
    ]);
  });

  it('reads a 2025 release exported to JSON lines (both_bad, ISO timestamps, no anony flag)', async () => {
    const rows = [
      {
        id: 'a1',
        model_a: 'm1',
        model_b: 'm2',
        winner: 'both_bad',
        evaluation_session_id: 's',
        language: 'en',
        timestamp: '2025-01-02T03:04:05Z',
        conv_metadata: { sum_assistant_a_tokens: 3, sum_assistant_b_tokens: 4 },
      },
      {
        id: 'a2',
        model_a: 'm1',
        model_b: 'm2',
        winner: 'model_b',
        evaluation_session_id: 's',
        language: 'en',
        timestamp: '2025-01-02T03:04:06Z',
      },
    ];
    const { data, roles } = await readTree({ 'arena-140k/train.jsonl': jsonl(rows) });
    expect(Object.values(roles)).toEqual(['lmarena-battles']);
    expect(data.pairJudgments.map((j) => [j.seed, j.outcome, j.time, j.style?.tokens])).toEqual([
      ['a1', 'bothbad', Date.UTC(2025, 0, 2, 3, 4, 5) / 1000, [3, 4]],
      ['a2', 'model2', Date.UTC(2025, 0, 2, 3, 4, 6) / 1000, undefined],
    ]);
    expect(leaderboardBattles(data.pairJudgments)).toHaveLength(2);
  });

  it('reads the Kaggle 55k CSV with its one-hot winner columns, and rejects a row with two winners', async () => {
    const csv = [
      'id,model_a,model_b,prompt,response_a,response_b,winner_model_a,winner_model_b,winner_tie',
      '30192,gpt-4-1106-preview,gpt-4-0613,"[""Hi""]","[""Hello""]","[""Hey"", null]",1,0,0',
      '53567,koala-13b,gpt-4-0613,"[""Q""]","[""A""]","[""B""]",0,0,1',
      '65089,gpt-3.5-turbo-0613,mistral-medium,"[""Q""]","[""A""]","[""B""]",1,1,0',
    ].join('\n');
    const { data, messages } = await readTree({ 'train.csv': csv });
    expect(data.pairJudgments.map((j) => [j.seed, j.outcome])).toEqual([
      ['30192', 'model1'],
      ['53567', 'tie'],
    ]);
    expect(messages).toEqual([
      'train.csv:4: column winner: exactly one of winner_model_a, winner_model_b and winner_tie must be 1',
    ]);
  });

  it('leaves plain battles to the battles role, and takes a renamed dump by its content', () => {
    expect(
      recogniseFile({
        path: 'x.jsonl',
        keys: ['model_a', 'model_b', 'winner', 'question_id', 'judge', 'turn'],
      }),
    ).toBe('battles');
    expect(recogniseFile({ path: 'x.jsonl', keys: ['model_a', 'model_b', 'winner', 'anony'] })).toBe(
      'lmarena-battles',
    );
    expect(
      recogniseFile({
        path: 'x.jsonl',
        keys: ['model_a', 'model_b', 'winner', 'judge'],
        firstObject: { judge: 'arena_user_9' },
      }),
    ).toBe('lmarena-battles');
    expect(recogniseFile({ path: 'votes.csv', header: ['model_a', 'model_b', 'winner', 'language'] })).toBe(
      'lmarena-battles',
    );
  });

  it('reads the same dump renamed, moved and with its keys reordered as JSON lines, to the same battles', async () => {
    const strip = (d: { pairJudgments: readonly object[] }) =>
      d.pairJudgments.map(({ source: _s, ...j }: { source?: unknown }) => j);
    const asPublished = await readTree({ 'clean_battle_20240814_public.json': JSON.stringify(CLEAN) });
    const reordered = CLEAN.map((b) => Object.fromEntries(Object.entries(b).reverse()));
    const renamed = await readTree({ 'downloads/2024/votes.jsonl': jsonl(reordered) });
    expect(Object.values(renamed.roles)).toEqual(['lmarena-battles']);
    expect(renamed.messages).toEqual([]);
    expect(strip(renamed.data)).toHaveLength(4);
    expect(strip(renamed.data)).toEqual(strip(asPublished.data));
    expect(arenaSliceCounts(renamed.data.pairJudgments)).toEqual(
      arenaSliceCounts(asPublished.data.pairJudgments),
    );
  });

  it('uses a vote whose conv_metadata has a count that is not one, leaving out that covariate with its place', async () => {
    const rows = [
      battle(1, 'model_a', { conv_metadata: { ...meta(100, 50), header_count_b: { h1: -2 } } }),
      battle(2, 'model_b', { conv_metadata: { sum_assistant_a_tokens: 'many', sum_assistant_b_tokens: 3 } }),
    ];
    const { data, messages, totals } = await readTree({ 'votes/dump.jsonl': jsonl(rows) });
    expect(totals).toMatchObject({ rowsRead: 2, rowsUsed: 2, rejected: 0 });
    expect(data.pairJudgments.map((j) => j.style)).toEqual([
      { tokens: [100, 50], lists: [4, 2], bold: [4, 1] },
      undefined,
    ]);
    expect(messages).toEqual([
      'votes/dump.jsonl:1: column conv_metadata.header_count_b: header_count_b is not a count (a whole number >= 0, or a dict of them): "{\\"h1\\":-2}"; the battle\'s headers is left out (the vote is used)',
      'votes/dump.jsonl:2: column conv_metadata.sum_assistant_a_tokens: sum_assistant_a_tokens is not a count (a whole number >= 0, or a dict of them): "\\"many\\""; the battle\'s tokens is left out (the vote is used)',
    ]);
  });

  it('reads a CSV export whose conv_metadata cell is a Python literal', async () => {
    const csv = [
      'model_a,model_b,winner,anony,language,conv_metadata',
      `a,b,model_a,True,English,"{'sum_assistant_a_tokens': 9, 'sum_assistant_b_tokens': 4, 'bold_count_a': {'**': 1, '__': 0}, 'bold_count_b': {'**': 0, '__': 0}}"`,
    ].join('\n');
    const { data } = await readTree({ 'export/votes.csv': csv });
    expect(data.pairJudgments[0]).toMatchObject({ anonymous: true, style: { tokens: [9, 4], bold: [1, 0] } });
  });
});
