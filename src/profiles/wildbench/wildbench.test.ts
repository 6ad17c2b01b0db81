// WildBench's pairwise result files: the hand-made fixture (fixture/, in WildBench's own layout) read with every
// profile, again renamed and rearranged beside other files, and hostile records; every record used or rejected
// with its line and field, and the section's WB-Reward equal to the hand-computed one (wbReward.test.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTree } from '../../../test/peers/readTree.ts';
import { recordsOf } from '../../records/recordKind.ts';
import type { SectionContext } from '../profile.ts';
import { WILDBENCH_PAIR } from './record.ts';
import { formatWildBenchContents } from './contents.ts';
import { buildWildBenchSection } from './site/build.ts';
import { wildBenchSection } from './section.ts';

const FIXTURE = join(import.meta.dirname, 'fixture');
const HAIKU = 'claude-3-haiku-20240307';
const LLAMA = 'Llama-2-70b-chat-hf';
const JUDGE = 'gpt-4-turbo-2024-04-09';

/** Every fixture file by its path under fixture/. */
function fixtureFiles(): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true }))
      if (e.isDirectory()) walk(join(dir, e.name));
      else out[relative(FIXTURE, join(dir, e.name))] = readFileSync(join(dir, e.name), 'utf8');
  };
  walk(FIXTURE);
  return out;
}
const FILES = fixtureFiles();
const file = (ref: string, model: string) =>
  FILES[`eval_results/v2.0522/pairwise.v2/eval=${JUDGE}/ref=${ref}/${model}.json`]!;

const ctx: SectionContext = {
  name: (m) => m,
  seed: 1,
  rounds: 10,
  countTokens: () => 0,
  conversationPaths: new Map(),
};

/** The section's leaderboard as model -> its raw row. */
async function leaderboardOf(files: Record<string, string>) {
  const { data, messages, totals } = await readTree(files);
  const section = buildWildBenchSection(data, ctx);
  const raw = section?.boards[0]?.table.raw ?? [];
  return { data, messages, totals, section, byModel: new Map(raw.map((r) => [r.model, r])) };
}

describe('the WildBench fixture in its own layout', () => {
  it('is read whole: 19 judgments of 7 tasks, each with its judge and reference from the folders', async () => {
    const { data, messages, totals } = await readTree(FILES);
    const pairs = recordsOf(data, WILDBENCH_PAIR);
    expect(messages).toEqual([]);
    expect(totals).toMatchObject({ rowsRead: 19, rowsUsed: 19, rejected: 0, reconciles: true });
    expect(data.report.files.map((f) => f.role)).toEqual(Array(4).fill('wildbench-pairwise'));
    expect(new Set(pairs.map((p) => p.sessionId)).size).toBe(7);
    expect(new Set(pairs.map((p) => p.judge))).toEqual(new Set([JUDGE]));
    expect(pairs.filter((p) => p.reference === HAIKU)).toHaveLength(11);
    expect(pairs.filter((p) => p.reference === LLAMA)).toHaveLength(8);
    // The record holds the choice and both lengths, and the checklist where the record has one.
    const first = pairs.find((p) => p.reference === HAIKU && p.modelA === 'model-x')!;
    expect(first).toMatchObject({
      sessionId: 'wb-task-01',
      modelA: 'model-x',
      modelB: HAIKU,
      choice: 'A++',
      lengthA: 300,
      lengthB: 300,
      checklist: ['Does the answer name the capital?', 'Is the answer under 100 words?'],
      source: { line: 2 },
    });
    expect(pairs.filter((p) => p.checklist)).toEqual([first]);
  });

  it('gives the hand-computed WB-Rewards (K = 500) and mix on the section, in its downloads', async () => {
    const { section, byModel } = await leaderboardOf(FILES);
    expect(section?.k).toBe(500);
    expect(section?.boards.map((b) => [b.judge, b.references, b.download])).toEqual([
      [JUDGE, [LLAMA, HAIKU], 'leaderboard'],
    ]);
    // model-x: (100 + 0 + 50 + 0 - 50 - 100 + 50) / 7 against Haiku, (100 + 100 + 0 + 0) / 4 against Llama (its
    // slight win with an answer 1,000 characters longer is a tie); model-y: (-100 + 0 + 50 + 0) / 4 against Haiku,
    // (50 - 50 + 100 + 0) / 4 against Llama.
    const x = byModel.get('model-x')!;
    const y = byModel.get('model-y')!;
    expect(x[`reward-${HAIKU}`]).toBeCloseTo(50 / 7, 12);
    expect(x[`reward-${LLAMA}`]).toBe(50);
    expect(x.mix).toBeCloseTo((50 / 7 + 50) / 2, 12);
    expect(y[`reward-${HAIKU}`]).toBe(-12.5);
    expect(y[`reward-${LLAMA}`]).toBe(25);
    expect(y.mix).toBe(6.25);
    expect(x[`n-${HAIKU}`]).toBe(7);
    expect(x).toMatchObject({ [`winMuch-${HAIKU}`]: 1, [`win-${HAIKU}`]: 2, [`tie-${HAIKU}`]: 2 });
    // Ranked by the mix; the cells read as the page shows them.
    const table = section!.boards[0]!.table;
    expect(table.raw.map((r) => r.model)).toEqual(['model-x', 'model-y']);
    expect(table.rows[0]!.map((c) => c.text)).toEqual(['model-x', '28.6', '50.0', '4', '7.1', '7']);
    expect(table.caption).toContain('K = 500');
  });

  it('leads the home page with its board: the same table, and the download the section writes', async () => {
    const { section } = await leaderboardOf(FILES);
    const boards = wildBenchSection.boards!(section!);
    expect(boards).toHaveLength(1);
    const [board] = boards;
    expect(board).toMatchObject({
      benchmark: 'wildbench',
      id: 'wildbench-leaderboard',
      title: 'WildBench: WB-Reward',
    });
    expect(board!.table).toBe(section!.boards[0]!.table);
    expect(board!.lead).toContain('K = 500');
    expect(board!.lead).toContain(`each of 2 reference models`);
    expect(board!.lead).toContain(`judged by ${JUDGE}`);
    expect(board!.notes).toEqual([]);
    const written = wildBenchSection
      .downloads!.tables(section!)
      .map((t) => `data/${wildBenchSection.key}/${t.name}`);
    expect(written).toContain(board!.download);
    expect(board!.links.map((l) => l.path)).toEqual(['wildbench/']);
  });

  it('says what it read on `parley check`', async () => {
    const { data } = await readTree(FILES);
    expect(formatWildBenchContents(data)).toEqual([
      `wildbench pairwise: 19 judgments of 7 tasks, 4 models, judge ${JUDGE}`,
      `  against reference ${LLAMA}: 8 judgments`,
      `  against reference ${HAIKU}: 11 judgments`,
    ]);
  });
});

describe('the fixture renamed and rearranged', () => {
  it('is recognised by content beside other files, and gives the same rewards when ref= folders stay on the path', async () => {
    const moved = {
      'notes/README.md': '# My WildBench run\n\nResults copied from the cluster.\n',
      'runs/ref=claude-3-haiku-20240307/judged/a.json': file(HAIKU, 'model-x'),
      'runs/ref=claude-3-haiku-20240307/b.json': file(HAIKU, 'model-y'),
      'deep/ref=Llama-2-70b-chat-hf/1/2/results.json': file(LLAMA, 'model-x'),
      'deep/ref=Llama-2-70b-chat-hf/other.json': file(LLAMA, 'model-y'),
      'scores.json': JSON.stringify([{ session_id: 's', model_test: 'm', score: 7, parsed_result: {} }]),
    };
    const original = await leaderboardOf(FILES);
    const { byModel, data, totals } = await leaderboardOf(moved);
    expect(totals).toMatchObject({ rowsRead: 19, rowsUsed: 19, rejected: 0, reconciles: true });
    expect(data.report.skipped.map((s) => s.file).sort()).toEqual(['notes/README.md', 'scores.json']);
    // No eval= folder: the judge is not named, and the rewards are the same.
    expect(new Set(recordsOf(data, WILDBENCH_PAIR).map((p) => p.judge))).toEqual(new Set(['']));
    for (const m of ['model-x', 'model-y'])
      for (const k of ['mix', `reward-${HAIKU}`, `reward-${LLAMA}`])
        expect(byModel.get(m)![k]).toBe(original.byModel.get(m)![k]);
  });

  it('reads the same records under names that say nothing, and says they count in no reward', async () => {
    const { data, section, totals } = await leaderboardOf({
      'x1.json': file(HAIKU, 'model-x'),
      'data/x2.json': file(LLAMA, 'model-y'),
    });
    const pairs = recordsOf(data, WILDBENCH_PAIR);
    expect(totals).toMatchObject({ rowsRead: 11, rowsUsed: 11, reconciles: true });
    expect(pairs.map((p) => p.choice)).toEqual([
      ...['A+', 'B+', 'B++', 'A=B'],
      ...['A++', 'B+', 'A+', 'A=B', 'A+', 'B++', 'A+'],
    ]);
    expect(pairs.every((p) => p.reference === '')).toBe(true);
    expect(section).toMatchObject({ boards: [], judgments: 11, unattributed: 11 });
    expect(formatWildBenchContents(data).at(-1)).toMatch(/^ {2}11 judgments name no reference model/);
  });

  it('notes a ref= folder that names neither model, and counts those judgments in no reward', async () => {
    const { data, messages } = await readTree({ 'ref=gpt-4o/x.json': file(LLAMA, 'model-y') });
    expect(recordsOf(data, WILDBENCH_PAIR).every((p) => p.reference === '')).toBe(true);
    expect(messages).toEqual([
      'ref=gpt-4o/x.json:2: the reference "gpt-4o" (folder ref=gpt-4o) is neither model_A nor model_B: these judgments count in no WB-Reward',
    ]);
  });

  it('takes the reference from the manifest naming the tested model, for a file whose path says nothing', async () => {
    const manifest = {
      files: [{ path: 'run.json', role: 'wildbench-pairwise', model: 'model-y', judge: JUDGE }],
    };
    const { data } = await readTree({
      'run.json': file(HAIKU, 'model-y'),
      'parley.manifest.json': JSON.stringify(manifest),
    });
    const pairs = recordsOf(data, WILDBENCH_PAIR);
    expect(pairs.map((p) => [p.reference, p.judge])).toEqual(Array(4).fill([HAIKU, JUDGE]));
    expect(buildWildBenchSection(data, ctx)?.boards[0]?.table.raw[0]).toMatchObject({
      model: 'model-y',
      [`reward-${HAIKU}`]: -12.5,
    });
  });

  it('uses a copy of a file once, naming where it was read first', async () => {
    const { data, totals, messages } = await readTree({
      'ref=Llama-2-70b-chat-hf/a.json': file(LLAMA, 'model-y'),
      'backup/ref=Llama-2-70b-chat-hf/a.json': file(LLAMA, 'model-y'),
    });
    expect(recordsOf(data, WILDBENCH_PAIR)).toHaveLength(4);
    expect(totals).toMatchObject({ rowsRead: 8, rowsUsed: 4, duplicates: 4, reconciles: true });
    expect(messages.join('\n')).toContain(
      '4 records already read from backup/ref=Llama-2-70b-chat-hf/a.json',
    );
  });
});

describe('hostile WildBench records', () => {
  const good = JSON.parse(file(HAIKU, 'model-x')) as Record<string, unknown>[];
  const row = (patch: Record<string, unknown>) => ({ ...good[0], ...patch });

  it('rejects each bad record with its line and field, and reads the rest', async () => {
    const records = [
      row({}),
      row({ session_id: 42 }),
      row({ model_B: 'model-x' }),
      row({ parsed_result: { choice: 'A+++' }, winner: undefined }),
      row({ winner: HAIKU }),
      row({ winner: 'nobody' }),
      row({ winner: undefined, parsed_result: {} }),
      row({ model_outputs: { 'model-x': 'only one answer' } }),
      row({ model_outputs: undefined }),
      'not an object',
      null,
      row({ session_id: 'wb-task-99', extent: 3 }),
    ];
    const { data, messages, totals } = await readTree({
      'ref=claude-3-haiku-20240307/bad.json': JSON.stringify(records, null, 2),
    });
    expect(totals).toMatchObject({ rowsRead: 12, rowsUsed: 1, rejected: 11, reconciles: true });
    expect(recordsOf(data, WILDBENCH_PAIR)).toHaveLength(1);
    const at = 'ref=claude-3-haiku-20240307/bad.json';
    expect(messages.map((m) => m.replace(at, 'F'))).toMatchInlineSnapshot(`
      [
        "F:34: column session_id: session_id is missing or not a text",
        "F:66: column model_B: model_A and model_B are the same model ("model-x"): no comparison",
        "F:98: column parsed_result.choice: the judge's choice "A+++" is not one of A++, A+, A=B, B+, B++",
        "F:124: column winner: winner and extent say B++ but parsed_result.choice says A++: the record contradicts itself",
        "F:156: column winner: winner "nobody" is neither model_A, model_B nor "tie"",
        "F:188: column parsed_result: no choice: neither parsed_result.choice nor winner is given",
        "F:212: column model_outputs: model_outputs holds no answer of model_B "claude-3-haiku-20240307"",
        "F:243: column model_outputs: model_outputs is missing: WB-Reward's length penalty needs both answers",
        "F: row 10: expected a judgment object, found string",
        "F: row 11: expected a judgment object, found null",
        "F:273: column winner: extent must be 1 or 2 for a winner (got 3)",
      ]
    `);
  });

  it('rejects a document that is not an array as one row, and a truncated one with its line', async () => {
    const { messages, totals } = await readTree({
      'a.json':
        '[{"session_id": "s", "parsed_result": {"choice": "A+"}, "model_A": "a", "model_B": "b", "model_outputs": {',
    });
    expect(totals).toMatchObject({ rowsRead: 1, rejected: 1 });
    expect(messages[0]).toMatch(/^a\.json:1: not readable JSON/);
  });
});
