// Corpus test: real MT-Bench judgment files from FastChat's history (lm-sys/FastChat; the official MT-Bench judgments
// are hosted on Hugging Face, not in git, so no published MT-Bench number can be reproduced from the mirror). The
// files are read from the mirror in place, at the commits that hold them, in FastChat's layout. The tables are
// checked against counts made by hand from the files' lines.
import { describe, expect, it } from 'vitest';
import { mirrorOf, mirrorTree, skipMessage } from '../../../test/peers/mirror.ts';
import { readDataset } from '../index.ts';
import { mtBenchSingleScores, mtBenchWinRates } from './scores.ts';

const REPO = 'lm-sys+FastChat';
const git = mirrorOf(REPO);
if (!git) skipMessage(REPO, 'the MT-Bench corpus tests are');

const data = (bench: string, files: string[], commit: string) =>
  mirrorTree(
    git!,
    files.map((f) => `fastchat/llm_judge/data/${bench}/${f}`),
    commit,
  ).then(async ({ dir, absent }) => {
    expect(absent).toEqual([]);
    return readDataset(dir);
  });

describe.skipIf(!git)('MT-Bench judgment files in FastChat’s history', () => {
  it('skycamp single grades (commit 14293b04): gpt-3.5-turbo 9.6 over 5 turn-1 grades (8, 10, 10, 10, 10)', async () => {
    const d = await data(
      'skycamp',
      [
        'question.jsonl',
        'model_answer/gpt-3.5-turbo.jsonl',
        'reference_answer/gpt-4.jsonl',
        'model_judgment/gpt-4_single.jsonl',
      ],
      '14293b04',
    );
    expect(d.report.problems).toEqual([]);
    expect(mtBenchSingleScores(d.peers.sampleScores)).toEqual([
      { model: 'gpt-3.5-turbo', turn1: { mean: 9.6, n: 5 }, average: { mean: 9.6, n: 5 }, ungraded: 0 },
    ]);
    expect(d.peers.answers.filter((a) => a.reference).length).toBe(5);
  });

  it('skycamp pairs (commit 66f2a01b): two question sets under the same ids, gpt-4 3 wins, 2 losses, 5 ties', async () => {
    const d = await data('skycamp', ['question.jsonl', 'model_judgment/gpt-4_pair.jsonl'], '66f2a01b');
    expect(d.report.problems).toEqual([]);
    expect(d.peers.mtBenchPairs).toHaveLength(10);
    expect(mtBenchWinRates(d.peers.mtBenchPairs, { baseline: 'gpt-3.5-turbo' })).toEqual([
      { model: 'gpt-4', win: 3, loss: 2, tie: 5, win_rate: 0.3, loss_rate: 0.2, win_rate_adjusted: 0.55 },
    ]);
    expect(d.pairJudgments.map((j) => j.seed).sort()).toEqual([
      '1',
      '1~2',
      '2',
      '2~2',
      '3',
      '3~2',
      '4',
      '4~2',
      '5',
      '5~2',
    ]);
  });

  it('Japanese MT-Bench single grades (commit 6b6c9dd3): 564 lines, re-graded answers used once, a changed grade named', async () => {
    const d = await data(
      'japanese_mt_bench',
      ['question.jsonl', 'model_judgment/gpt-4_single.jsonl'],
      '6b6c9dd3',
    );
    const f = d.report.files.find((r) => r.role === 'mt-bench-single')!;
    expect(f).toMatchObject({ rowsRead: 564, rowsUsed: 560, rowsDuplicate: 4 });
    // Three repeats agree with the first grade; one (line 512) gives 6 where line 483 gave 7: a conflict.
    expect(d.report.problems.map((p) => p.kind)).toEqual(['conflict']);
    expect(d.report.problems[0]!.reason).toMatch(/gpt-4_single\.jsonl:512 against .*gpt-4_single\.jsonl:483/);
    const scores = mtBenchSingleScores(d.peers.sampleScores);
    expect(scores).toHaveLength(7);
    expect(scores.every((s) => s.average.n === 80 && s.turn2 === undefined)).toBe(true);
    // A model with no repeats: FastChat's show_result prints the same mean, 208 / 80.
    expect(scores.find((s) => s.model === 'japanese-stablelm-instruct-alpha-7b')!.average.mean).toBe(2.6);
    expect(d.peers.questions.map((q) => q.questionId).slice(0, 3)).toEqual(['1', '2', '3']);
  });
});
