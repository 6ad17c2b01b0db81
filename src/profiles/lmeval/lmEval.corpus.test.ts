// Corpus test: lm-evaluation-harness's own files (EleutherAI/lm-evaluation-harness @ 4e7e0d47), read from the mirror
// in place. tests/testdata holds aggregate result files (*-res.json, the v0.3 layout without filters) and tables the
// harness printed (make_table) for runs of pythia-14m with --limit 10 and no bootstrap. The repository holds no
// per-document samples file, so the per-task mean and stderr are checked on hand-computed cases (lmEval.test.ts);
// here every result file is recognised by content and read as printed, and a printed group row (MMLU's stem, 0.2474
// ± N/A) is recomputed from its printed subtasks as lm-eval aggregates a group.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { mirrorFile, mirrorOf, mirrorTree, skipMessage } from '../../../test/peers/mirror.ts';
import { readDataset } from '../index.ts';
import { lmEvalGroup, lmEvalPrinted } from './metrics.ts';

const REPO = 'EleutherAI+lm-evaluation-harness';
const git = mirrorOf(REPO);
if (!git) skipMessage(REPO, 'the lm-eval corpus test is');

/** The rows of a printed markdown table: name (indent kept), filter, metric, value and stderr as printed. */
function printedRows(table: string) {
  return table
    .split('\n')
    .slice(2)
    .map((l) => l.split('|').slice(1, -1))
    .filter((c) => c.length === 9)
    .map((c) => ({ name: c[0]!.trimEnd(), metric: c[4]!.trim(), value: c[6]!.trim(), stderr: c[8]!.trim() }));
}

describe.skipIf(!git)("lm-eval's result files (tests/testdata)", () => {
  it('recognises all of them as results and reads each task’s metrics with their printed digits', async () => {
    const files = execFileSync('git', [
      `--git-dir=${git}`,
      'ls-tree',
      '-r',
      '--name-only',
      'HEAD',
      'tests/testdata',
    ])
      .toString('utf8')
      .split('\n')
      .filter((f) => f.endsWith('-res.json'));
    expect(files.length).toBeGreaterThan(300);
    const { dir, absent } = await mirrorTree(git!, files);
    expect(absent).toEqual([]);
    const data = await readDataset(dir);
    expect(data.report.problems).toEqual([]);
    expect(data.report.files.filter((f) => f.role !== 'lm-eval-results')).toEqual([]);
    expect(data.report.files).toHaveLength(files.length);
    // Every file gives its rows: v0 and v1 of a task that printed the same numbers are told apart by their version.
    const unused = data.report.files.filter((f) => f.rejections.length > 0 || f.rowsUsed < 1);
    expect(unused.map((f) => [f.file, f.rowsUsed, f.rejections])).toEqual([]);
    const arc = data.publishedLeaderboard.find(
      (r) => r.board === 'arc_challenge' && r.source.file.endsWith('arc_challenge-v2.0-res.json'),
    )!;
    expect(arc.values.acc).toEqual({ value: 0.26621160409556316, printed: '0.26621160409556316' });
    expect(arc.values.acc_stderr!.printed).toBe('0.01291577478152323');
    expect(arc.labels).toMatchObject({ version: '2.0' });
  });

  it("recomputes MMLU stem's printed group row from its 19 printed subtasks (10 documents each): 0.2474 ± N/A", () => {
    const path =
      'tests/testdata/mmlu_stem_10_hf_pretrained-EleutherAI-pythia-14m-deduped-dtype-float32-device-cpu.txt';
    const table = mirrorFile(git!, path);
    if (!table) return skipMessage(REPO, `${path} (absent from the snapshot)`);
    const rows = printedRows(table.toString('utf8'));
    const group = rows.find((r) => r.name.trim() === 'stem')!;
    const subtasks = rows.filter((r) => r.name.startsWith(' - '));
    expect(subtasks).toHaveLength(19);
    expect(group).toMatchObject({ metric: 'acc', value: '0.2474', stderr: 'N/A' });
    // The run had --limit 10 (the file's name) and no bootstrap, so every subtask's stderr is printed N/A.
    const computed = lmEvalGroup(
      subtasks.map((r) => ({
        value: Number(r.value),
        stderr: r.stderr === 'N/A' ? Number.NaN : Number(r.stderr),
        n: 10,
      })),
    );
    expect(computed.n).toBe(190);
    expect(lmEvalPrinted(computed)).toEqual({ value: group.value, stderr: group.stderr });
  });
});
