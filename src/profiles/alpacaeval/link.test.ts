// Every AlpacaEval role recognised by content: the files of test/peers/alpacaFixture.ts in AlpacaEval's layout and
// again renamed (leaderboard.csv, lc.csv), moved into other folders, with a README.md and a notes.txt beside them,
// give the same records, the same tables and the same leaderboard; what the names no longer say is decided from
// the content, and said.
import { describe, expect, it } from 'vitest';
import { LC, alpacaLayout, alpacaRenamed } from '../../../test/peers/alpacaFixture.ts';
import { readTree } from '../../../test/peers/readTree.ts';
import type { Dataset } from '../../records/dataset.ts';
import type { PublishedLeaderboardRow } from '../../records/published.ts';
import { alpacaEvalBoards } from './leaderboard.ts';
import { tableBaseline, weightsBaseline } from './link.ts';

const row = (model: string, values: Record<string, number>): PublishedLeaderboardRow => ({
  benchmark: 'alpaca-eval',
  model,
  values: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, { value: v, printed: String(v) }])),
  source: { file: 't.csv' },
});

/** What a read holds, without where it was read from. */
function records(data: Dataset) {
  const by = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return {
    annotations: data.peers.alpacaAnnotations
      .map((a) =>
        [a.annotator, a.baseline, a.model, a.position, a.preference, a.glmPreference ?? null].join(' '),
      )
      .sort(by),
    published: data.publishedLeaderboard
      .map((r) => ({
        board: r.board,
        model: r.model,
        values: r.values,
        labels: { ...r.labels, version: null },
      }))
      .sort((a, b) => by(`${a.board} ${a.model}`, `${b.board} ${b.model}`)),
  };
}

const boards = (data: Dataset) =>
  alpacaEvalBoards({
    annotations: data.peers.alpacaAnnotations,
    outputs: data.peers.alpacaOutputs,
    published: data.publishedLeaderboard,
    name: (m) => m,
    models: new Set(),
    seed: 7,
    rounds: 50,
  }).map((b) => ({ annotator: b.annotator, baseline: b.baseline, table: b.table.raw }));

describe('tableBaseline and weightsBaseline', () => {
  it('find the baseline row: win rate 50 with every comparison a draw; in the weights, the row of zeros', () => {
    const t = [
      row('m', { win_rate: 50, n_draws: 1, n_total: 4 }),
      row('b', { win_rate: 50, standard_error: 0, n_draws: 805, n_total: 805 }),
    ];
    expect(tableBaseline(t)).toBe('b');
    expect(tableBaseline([...t, row('c', { win_rate: 50, n_draws: 3, n_total: 3 })])).toBeUndefined();
    expect(weightsBaseline([row('b', { x: 0, y: 0 }), row('m', { x: 0, y: 1 })])).toBe('b');
    expect(weightsBaseline([row('b', { x: 0 }), row('c', { x: 0 })])).toBeUndefined();
  });
});

describe("AlpacaEval's files renamed, moved and beside unrelated files", () => {
  it('are each read as the same role, and the unrelated files are not read', async () => {
    const a = await readTree(alpacaLayout());
    const b = await readTree(alpacaRenamed());
    expect(Object.values(b.roles).sort()).toEqual(Object.values(a.roles).sort());
    expect(Object.values(a.roles).sort()).toEqual([
      'alpaca-eval-annotations',
      'alpaca-eval-annotations',
      'alpaca-eval-annotations',
      'alpaca-eval-annotations',
      'alpaca-eval-lc-weights',
      'alpaca-eval-leaderboard',
    ]);
    expect(b.data.report.skipped.map((s) => s.file).sort()).toEqual(['README.md', 'notes.txt']);
    expect(b.totals).toMatchObject({
      rowsRead: 23,
      rowsUsed: 19,
      duplicates: 4,
      rejected: 0,
      reconciles: true,
    });
    expect(b.data.report.problems).toEqual([]);
  });

  it('give the same records: the leaderboard as the annotator’s, the weights with baseline and annotator', async () => {
    const a = (await readTree(alpacaLayout())).data;
    const b = (await readTree(alpacaRenamed())).data;
    expect(records(b)).toEqual(records(a));
    const weights = b.publishedLeaderboard.find((r) => r.source.file === 'lc.csv')!;
    expect(weights.board).toBe(`length-control weights ${LC.annotator}`);
    expect(weights.labels).toEqual({ baseline: LC.baseline, annotator: LC.annotator });
    expect(b.publishedLeaderboard.find((r) => r.source.file === 'tables/leaderboard.csv')!.board).toBe(
      LC.annotator,
    );
    // The glm_preference of the copy is kept, whichever copy is read first.
    expect(b.peers.alpacaAnnotations.filter((x) => x.glmPreference !== undefined)).toHaveLength(4);
  });

  it('give the same leaderboard, LC reproduced from the weights included', async () => {
    const a = (await readTree(alpacaLayout())).data;
    const b = (await readTree(alpacaRenamed())).data;
    expect(boards(b)).toEqual(boards(a));
    expect(boards(a)[0]!.table.map((r) => [r.model, r.lc_kind])).toEqual([
      [LC.publishedOnly, 'reproduced'],
      [LC.baseline, null],
      [LC.model, 'reproduced'],
      [LC.unweighted, 'approximation'],
    ]);
  });

  it('say what was decided from the content, file by file', async () => {
    const { messages } = await readTree(alpacaRenamed());
    expect(messages).toEqual([
      'lc.csv: the file name names no baseline; "base", the one model whose coefficients are all zero, is taken as the baseline',
      `lc.csv: the path names no annotator; the weights are taken as "weighted_judge"'s, the only annotator whose annotations judge models of this table against "base"`,
      'mine/x/judged.json: 4 records already read from copy/with-glm.json (same identity and content): used once, from there',
      `tables/leaderboard.csv: the file name names no annotator of the annotations read; its rows are taken as "weighted_judge"'s: its annotations judge 2 of the table's models against its baseline "base" and give the table's numbers for each`,
    ]);
  });

  it('leave a table under its file name, and say why, when two annotators give its numbers', async () => {
    const files = alpacaRenamed();
    // A second judge with the same preferences for model-x: both give the table's counts.
    files['other-judge.json'] = files['mine/x/judged.json']!.replaceAll('"weighted_judge"', '"judge-b"');
    const { data, messages } = await readTree(files);
    expect(data.publishedLeaderboard.find((r) => r.source.file === 'tables/leaderboard.csv')!.board).toBe(
      'leaderboard',
    );
    expect(messages).toContain(
      'tables/leaderboard.csv: cannot tell which annotator this table reports: judge-b, weighted_judge judge its models, and no one of them gives its numbers for every model: shown as published under "leaderboard"; name the file <annotator>_leaderboard.csv',
    );
  });

  it("take the one annotator whose counts are the table's when another judged the same models differently", async () => {
    const files = alpacaRenamed();
    files['other-judge.json'] = files['mine/x/judged.json']!.replaceAll(
      '"weighted_judge"',
      '"judge-b"',
    ).replace('"preference": 2', '"preference": 1');
    const { data, messages } = await readTree(files);
    expect(data.publishedLeaderboard.find((r) => r.source.file === 'tables/leaderboard.csv')!.board).toBe(
      LC.annotator,
    );
    expect(messages.find((m) => m.startsWith('tables/leaderboard.csv'))).toContain(
      '(of judge-b, weighted_judge, the only one)',
    );
  });

  it('keep a table named after its annotator as named, and one with no annotations beside it as published', async () => {
    const layout = alpacaLayout();
    const named = await readTree(layout);
    expect(named.messages.filter((m) => m.includes('annotator'))).toEqual([]);
    const alone = await readTree({
      'leaderboard.csv': alpacaRenamed()['tables/leaderboard.csv']!,
      'README.md': '# x\n',
    });
    expect(alone.data.publishedLeaderboard.map((r) => r.board)).toEqual(Array(4).fill('leaderboard'));
    expect(alone.messages).toEqual([]);
  });
});
