// Corpus test: arena-hard-auto's published answer files (lm-sys/arena-hard-auto @ efc012e1, 2024; lmarena/
// arena-hard-auto @ 196f6b82, 2025), read from the mirrors in place (written to a temporary directory in the peer's
// layout). The published avg_tokens of leaderboard/arena_hard_leaderboard_20240731.csv are reproduced, every 2024
// token_len is Parley's cl100k count, and the 2025 metadata's markdown counts are Parley's. The judgment files are
// not in the mirrors (each is over 4 MiB), so the published scores are not reproduced here.
import { beforeAll, describe, expect, it } from 'vitest';
import { mirrorOf, mirrorTree, skipMessage } from '../../../test/peers/mirror.ts';
import type { Dataset } from '../../records/dataset.ts';
import { readDataset } from '../index.ts';
import { markdownCounts } from './markdownCounts.ts';
import { arenaHardAverageTokens, checkTokenLengths } from './score.ts';

const LM_SYS = mirrorOf('lm-sys+arena-hard-auto');
const LMARENA = mirrorOf('lmarena+arena-hard-auto');
if (!LM_SYS) skipMessage('lm-sys+arena-hard-auto', 'the arena-hard 2024 corpus tests are');
if (!LMARENA) skipMessage('lmarena+arena-hard-auto', 'the arena-hard 2025 corpus tests are');

const V01 = 'data/arena-hard-v0.1';

describe.skipIf(!LM_SYS)('arena-hard-auto 2024 answers (lm-sys/arena-hard-auto)', () => {
  let data: Dataset;
  beforeAll(async () => {
    const models = ['gpt-3.5-turbo-0125', 'gpt-4-0613', 'gpt-4-0314'];
    const { dir, absent } = await mirrorTree(LM_SYS!, [
      `${V01}/question.jsonl`,
      ...models.map((m) => `${V01}/model_answer/${m}.jsonl`),
      'leaderboard/arena_hard_leaderboard_20240731.csv',
    ]);
    expect(absent).toEqual([]);
    data = await readDataset(dir);
  });

  it('reads 500 questions and 500 answers per model, nothing rejected', () => {
    expect(data.report.problems).toEqual([]);
    expect(data.report.files.map((f) => [f.role, f.rowsUsed])).toEqual([
      ['arena-hard-answers', 500],
      ['arena-hard-answers', 500],
      ['arena-hard-answers', 500],
      ['arena-hard-questions', 500],
      ['arena-hard-leaderboard', 60],
    ]);
  });

  it('reproduces avg_tokens 329, 354 and 423 (arena_hard_leaderboard_20240731.csv)', () => {
    const published = (m: string) => data.publishedLeaderboard.find((r) => r.model === m)!.values.avg_tokens!;
    for (const [m, n] of [
      ['gpt-3.5-turbo-0125', 329],
      ['gpt-4-0613', 354],
      ['gpt-4-0314', 423],
    ] as const) {
      const tokens = arenaHardAverageTokens(data.peers.answers.filter((a) => a.model === m));
      expect(tokens, m).toBe(n);
      expect(published(m)).toEqual({ value: n, printed: `${n}.0` });
    }
  });

  it("finds every token_len equal to Parley's cl100k count of the answer (1500 of 1500)", () => {
    const check = checkTokenLengths(data.peers.answers);
    expect(check).toEqual({ checked: 1500, equal: 1500, differ: [] });
  });
});

describe.skipIf(!LMARENA)('arena-hard-auto 2025 answers (lmarena/arena-hard-auto, v2.0)', () => {
  let data: Dataset;
  beforeAll(async () => {
    const { dir, absent } = await mirrorTree(LMARENA!, [
      'data/arena-hard-v2.0/question.jsonl',
      'data/arena-hard-v2.0/model_answer/o3-mini-2025-01-31.jsonl',
    ]);
    expect(absent).toEqual([]);
    data = await readDataset(dir);
  });

  it("reproduces the markdown counts of all 750 answers' metadata", () => {
    const answers = data.peers.answers;
    expect(answers).toHaveLength(750);
    const same = answers.filter(
      (a) => JSON.stringify(markdownCounts(a.turns[0]!)) === JSON.stringify(a.markdown),
    );
    expect(same).toHaveLength(750);
  });

  it('finds 749 of 750 token_len equal to the o200k count (one answer differs by 2)', () => {
    const check = checkTokenLengths(data.peers.answers);
    expect(check.checked).toBe(750);
    expect(check.equal).toBe(749);
    expect(check.differ.map((d) => d.counted - d.written)).toEqual([expect.any(Number)]);
    expect(Math.abs(check.differ[0]!.counted - check.differ[0]!.written)).toBe(2);
  });

  it('reads 500 hard prompts and 250 creative-writing prompts', () => {
    const byCategory = Object.groupBy(data.peers.questions, (q) => q.category);
    expect(byCategory.hard_prompt).toHaveLength(500);
    expect(byCategory.creative_writing).toHaveLength(250);
  });
});
