// BotChat's README and judge examples, read from hand-written files: the prompts, the printed tables cell by cell,
// the examples' fields (Python literals read as text, never run), and the method section built from them with
// the ground-truth counts beside the printed ones. The same files renamed and moved read the same.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDataset } from '../index.ts';
import { buildMethodSection } from '../method/site/build.ts';

async function dir(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'parley-readme-'));
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), content);
  }
  return root;
}

const README = [
  '# A benchmark',
  '',
  'The system prompt:',
  '',
  '```python',
  '"""',
  'Talk like a person.',
  'Keep it short.',
  '"""',
  '```',
  '',
  '```python',
  'judge_prompt = """',
  'Is this an AI? Answer "Choice: Yes" or "Choice: No".',
  '"""',
  '```',
  '',
  '| #round |    4 |    5 |  6 |',
  '| :----- | ---: | ---: | -: |',
  '| num    |    2 |    1 | x  |',
  '',
  '| model      | gpt-4-0613 | mystery-bot |',
  '|:-----------|:-----------|:------------|',
  '| avg_tokens | 30.49      | 19.99       |',
].join('\n');

const EXAMPLES = [
  'examples = [',
  '    dict(conv="""',
  'A: Hello (smile)<chat_end>\\n',
  'B: Hi.<chat_end>',
  '""",',
  '        choice="Yes",',
  '        index=2,',
  '        reason=(',
  '            "It is the second chat, "',
  '            "which says \\"Hi.\\" (too short)."',
  '        )',
  '    ),',
  '    dict(conv="""A: Fine.<chat_end>""", choice=\'No\', index="None", reason="Smooth."),',
  ']',
].join('\n');

// Ground truth: seeds with 4, 4 and 5 chats (the README prints 2 and 1), plus one with 2 (not in the table).
const chats = (k: number) => JSON.stringify(Array.from({ length: k }, (_, i) => `chat ${i + 1}`));
const GT = ['index\tconv-GT\tnround', ...[4, 4, 5, 2].map((k, i) => `MT-${i + 1}\t${chats(k)}\t${k}`)].join(
  '\n',
);

describe("BotChat's README and judge examples", () => {
  it('reads the prompts, the printed tables cell by cell and the examples, rejecting what is not a number', async () => {
    const d = await readDataset(await dir({ 'README.md': README, 'UniEval_examples.py': EXAMPLES }));
    const prompts = d.methodTexts.filter((t) => t.kind === 'prompt');
    expect(prompts.map((p) => [p.title, p.text, p.source.line])).toEqual([
      ['generation prompt', 'Talk like a person.\nKeep it short.', 6],
      ['judge_prompt', 'Is this an AI? Answer "Choice: Yes" or "Choice: No".', 13],
    ]);
    expect(d.publishedCells.map((c) => [c.table, c.row, c.column, c.value.printed, c.model ?? null])).toEqual(
      [
        ['#round', 'num', '4', '2', null],
        ['#round', 'num', '5', '1', null],
        ['model', 'avg_tokens', 'gpt-4-0613', '30.49', 'gpt4'],
        ['model', 'avg_tokens', 'mystery-bot', '19.99', null],
      ],
    );
    const readme = d.report.files.find((f) => f.file === 'README.md')!;
    expect(readme.rejections.map((r) => [r.line, r.column, r.reason])).toEqual([
      [20, '6', '"x" in row num is not a number'],
    ]);
    expect([readme.rowsRead, readme.rowsUsed]).toEqual([7, 6]);
    const examples = d.methodTexts.filter((t) => t.kind === 'example');
    expect(examples.map((e) => [e.title, e.text, e.fields, e.source.line])).toEqual([
      [
        'example 1',
        'A: Hello (smile)<chat_end>\\n\nB: Hi.<chat_end>',
        [
          ['choice', 'Yes'],
          ['index', '2'],
          ['reason', 'It is the second chat, which says "Hi." (too short).'],
        ],
        2,
      ],
      [
        'example 2',
        'A: Fine.<chat_end>',
        [
          ['choice', 'No'],
          ['index', 'None'],
          ['reason', 'Smooth.'],
        ],
        13,
      ],
    ]);
  });

  it('recognises the same files renamed and moved by their content', async () => {
    const a = await readDataset(await dir({ 'README.md': README, 'UniEval_examples.py': EXAMPLES }));
    const b = await readDataset(await dir({ 'docs/about.md': README, 'judge/icl.py': EXAMPLES }));
    const strip = (d: typeof a) => ({
      texts: d.methodTexts.map(({ source: _s, ...t }) => t),
      cells: d.publishedCells.map(({ source: _s, ...c }) => c),
    });
    expect(strip(b)).toEqual(strip(a));
    expect(b.methodTexts).toHaveLength(4);
  });

  it('a Python file that is not a list of examples is not read, and none of it is run', async () => {
    const d = await readDataset(await dir({ 'run.py': 'import os\nos.remove("x")\n' }));
    expect(d.methodTexts).toEqual([]);
    expect(d.report.skipped.map((s) => s.file)).toEqual(['run.py']);
  });

  it("the method section sets Parley's ground-truth counts beside the printed #round table", async () => {
    const d = await readDataset(await dir({ 'README.md': README, 'gt.tsv': GT }));
    const m = buildMethodSection(d, {
      name: (id) => id,
      seed: 1,
      rounds: 10,
      countTokens: (t) => t.split(' ').length,
      conversationPaths: new Map(),
    })!;
    const [bench] = m.benchmarks;
    expect(bench!.prompts.map((p) => p.title)).toEqual(['generation prompt', 'judge_prompt']);
    const round = bench!.tables.find((t) => t.label === '#round')!;
    expect(round.table.raw).toEqual([
      { column: '4', published: 2, computed: 2, difference: 0 },
      { column: '5', published: 1, computed: 1, difference: 0 },
    ]);
    expect(round.method).toContain('2 of 2 printed values reproduced');
    // No conversations of the models: no Parley value for avg_tokens, and the page says why.
    const tokens = bench!.tables.find((t) => t.label === 'model')!;
    expect(tokens.table.raw.map((r) => r.computed)).toEqual([null, null]);
    expect(tokens.method).toMatch(/^Parley has no value/);
  });

  it("without a README that prints it, the method page shows the README's avg_tokens table as reference values", async () => {
    // One GPT-4 conversation: two seed chats, then chats of 3 and 2 words (the test counts words as tokens).
    const convs = `index\tnround\tGPT-4\nMT-1\t4\t${JSON.stringify(['s one', 's two', 'a b c', 'd e'])}\n`;
    const ctx = {
      name: (id: string) => id,
      seed: 1,
      rounds: 10,
      countTokens: (t: string) => t.split(' ').length,
      conversationPaths: new Map(),
    };
    const d = await readDataset(await dir({ 'chats/convs.tsv': convs }));
    expect(d.publishedCells).toEqual([]);
    const tokens = buildMethodSection(d, ctx)!.benchmarks[0]!.tables.find((t) => t.label === 'model')!;
    expect(tokens.table.raw).toHaveLength(10);
    expect(tokens.table.raw[0]).toEqual({
      column: 'chatPJLM-123B',
      published: 25.79,
      computed: null,
      difference: null,
    });
    // gpt-4-0613 is BotChat's GPT-4: Parley's mean is (3 + 2) / 2 over the chats after the seeds.
    const gpt4 = tokens.table.raw.find((r) => r.column === 'gpt4')!;
    expect(gpt4).toMatchObject({ published: 30.49, computed: 2.5 });
    expect(gpt4.difference).toBeCloseTo(2.5 - 30.49, 10);
    expect(tokens.table.caption).toContain('BotChat README, long version');
    expect(tokens.reference).toContain('BotChat README, long version');
    // A printed column the data has no model for keeps its printed spelling.
    expect(tokens.table.raw.map((r) => r.column)).toContain('gpt-3.5-turbo-0613');

    // A README that prints the table wins: its two cells, not the ten reference ones.
    const given = await readDataset(await dir({ 'chats/convs.tsv': convs, 'README.md': README }));
    const read = buildMethodSection(given, ctx)!.benchmarks[0]!.tables.find((t) => t.label === 'model')!;
    expect(read.table.raw.map((r) => r.published)).toEqual([30.49, 19.99]);
    expect(read.reference).toBeUndefined();

    // No BotChat record at all: no method page from reference values alone.
    expect(buildMethodSection(await readDataset(await dir({ 'notes.txt': 'hello' })), ctx)).toBeUndefined();
  });
});
