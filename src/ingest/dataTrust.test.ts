// Nothing lost, doubled or mismatched in silence (issue 17), on small directories laid out as real ones are: a key
// file that cannot be read fails the read; one sheet saved twice is read once; files reached through links are read
// once; another study's model names keep their spelling; an unknown layout says what was looked for.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readDataset } from '../profiles/index.ts';
import type { Dataset } from '../records/dataset.ts';
import { reportTotals } from '../records/report.ts';

const TWINS = join(import.meta.dirname, '../../test/fixtures/botchat-twins');
const CLI = join(import.meta.dirname, '../cli/parley.ts');

async function dir(files: Record<string, string | Uint8Array>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'parley-trust-'));
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), content);
  }
  return root;
}

/** What the numbers of a read rest on: conversations per model, and their texts. */
const conversations = (d: Dataset) => d.conversations.map((c) => `${c.id} ${JSON.stringify(c.chats)}`).sort();

const UNI_HEADER = 'model\tqidx\tindex\tconversation\tgpt4';
const uniRow = (model: string, seed: string, answer: string) =>
  `${model}\t0\t${seed};${model}\t"[""Hi."", ""Hello."", ""How are you?""]"\t"${answer}"`;

describe('a key file that cannot be read is a problem of the read, and `parley check` fails', () => {
  const cases: [string, Record<string, string | Uint8Array>, string][] = [
    ['an empty file', { 'UniEval.tsv': '' }, 'cannot be read: the file is empty (0 bytes)'],
    [
      'random bytes named .xlsx',
      { 'MuTual_test.xlsx': Uint8Array.from({ length: 300 }, (_, i) => (i * 7919) % 251) },
      'cannot be read: not a readable .xlsx workbook',
    ],
    [
      'a truncated TSV (its last row cut in the middle)',
      { 'UniEval.tsv': `${UNI_HEADER}\n${uniRow('gpt4', 'MT-1', 'Choice: No')}\ngpt4\t0\tMT-2;gp` },
      'the file ends in the middle of a record: it looks cut short',
    ],
  ];
  for (const [what, files, says] of cases)
    it(`${what}`, async () => {
      const d = await readDataset(await dir(files));
      expect(d.report.problems.map((p) => p.reason).join('\n')).toContain(says);
      expect(reportTotals(d.report)).toMatchObject({ reconciles: true, filesReconcile: true });
    });

  it('a workbook with no sheets', async () => {
    // A minimal .xlsx whose workbook lists no sheet: written by the test's own zip writer.
    const { xlsxWithoutSheets } = await import('../../test/hostile/xlsxWorkbook.ts');
    const d = await readDataset(await dir({ 'MuTual_test.xlsx': xlsxWithoutSheets() }));
    expect(d.report.problems.map((p) => `${p.kind} ${p.file}`)).toEqual(['unreadable MuTual_test.xlsx']);
  });

  it('and the command line exits 1, naming the file', async () => {
    const root = await dir({ 'UniEval.tsv': '' });
    const run = promisify(execFile)(process.execPath, [CLI, 'check', root]);
    const failed = await run.then(
      () => undefined,
      (e: { code: number; stdout: string }) => e,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stdout).toContain('UniEval.tsv: cannot be read: the file is empty (0 bytes)');
  });

  it('a directory where nothing is recognised is an error that says what was looked for', async () => {
    const d = await readDataset(await dir({ 'notes.txt': 'hello' }));
    expect(d.report.problems.map((p) => p.reason).join('\n')).toMatch(
      /^no file was recognised, so there is nothing to build from\. Looked for: .*BotChat Uni-Eval judgments.*Arena-style battles/,
    );
  });
});

describe('one sheet saved as .tsv and .xlsx', () => {
  it('is read once: the numbers of the .tsv alone, and the .xlsx reported as holding rows read before', async () => {
    const both = await mkdtemp(join(tmpdir(), 'parley-twins-'));
    const one = await mkdtemp(join(tmpdir(), 'parley-twin-'));
    for (const f of ['MuTualTest-convs.tsv', 'MuTualTest-convs.xlsx'])
      await copyFile(join(TWINS, f), join(both, f));
    await copyFile(join(TWINS, 'MuTualTest-convs.tsv'), join(one, 'MuTualTest-convs.tsv'));
    const [a, b] = [await readDataset(both), await readDataset(one)];
    expect(conversations(a)).toEqual(conversations(b));
    expect(a.conversations.length).toBeGreaterThan(0);
    const xlsx = a.report.files.find((f) => f.file === 'MuTualTest-convs.xlsx')!;
    expect(xlsx.rowsDuplicate).toBe(b.conversations.length);
    expect(xlsx.rowsUsed).toBe(0);
    expect(xlsx.findings.map((f) => f.message)).toEqual([
      `${b.conversations.length} records already read from MuTualTest-convs.tsv (same identity and content): used once, from there`,
    ]);
    expect(a.report.problems).toEqual([]);
    expect(reportTotals(a.report)).toMatchObject({ reconciles: true, duplicates: b.conversations.length });
  });

  it('copies that differ are a problem naming both files', async () => {
    const tsv = await readFile(join(TWINS, 'MuTualTest-convs.tsv'), 'utf8');
    const changed = tsv.replace('Did you order the cake yet?', 'Did you order the pie yet?');
    const root = await dir({ 'a/MuTualTest-convs.tsv': tsv, 'b/MuTualTest-convs.tsv': changed });
    expect(changed).not.toBe(tsv);
    const d = await readDataset(root);
    const problem = d.report.problems.find((p) => p.kind === 'conflict');
    expect(problem?.file).toBe('b/MuTualTest-convs.tsv');
    expect(problem?.reason).toMatch(
      /same identity as records of a\/MuTualTest-convs\.tsv but other content \(first: b\/MuTualTest-convs\.tsv:\d+ against a\/MuTualTest-convs\.tsv:\d+\)/,
    );
  });

  it('a battles file saved as .jsonl and .csv (rows with no identity of their own) is read once', async () => {
    const rows = [
      ['a', 'b', 'model_a'],
      ['b', 'c', 'tie'],
      ['a', 'c', 'model_b'],
    ];
    const jsonl = rows.map(([x, y, w]) => JSON.stringify({ model_a: x, model_b: y, winner: w })).join('\n');
    const csv = ['model_a,model_b,winner', ...rows.map((r) => r.join(','))].join('\n');
    const d = await readDataset(await dir({ 'battles.jsonl': `${jsonl}\n`, 'battles.csv': `${csv}\n` }));
    expect(d.pairJudgments).toHaveLength(3);
    expect(d.report.files.find((f) => f.file === 'battles.jsonl')?.findings.map((f) => f.message)).toEqual([
      'holds the same 3 records as battles.csv: a copy, used once (from battles.csv)',
    ]);
  });
});

describe('links', () => {
  it('files reached through links inside the directory are read once, and give the numbers of the plain directory', async () => {
    const plain = await mkdtemp(join(tmpdir(), 'parley-plain-'));
    await copyFile(join(TWINS, 'MuTualTest-convs.tsv'), join(plain, 'MuTualTest-convs.tsv'));
    const linked = await mkdtemp(join(tmpdir(), 'parley-linked-'));
    await mkdir(join(linked, 'runs', '2024-05'), { recursive: true });
    await copyFile(
      join(TWINS, 'MuTualTest-convs.tsv'),
      join(linked, 'runs', '2024-05', 'MuTualTest-convs.tsv'),
    );
    await symlink(join(linked, 'runs', '2024-05'), join(linked, 'latest'));
    const [a, b] = [await readDataset(linked), await readDataset(plain)];
    expect(conversations(a).map((c) => c.replace(/ .*/, ''))).toEqual(
      conversations(b).map((c) => c.replace(/ .*/, '')),
    );
    expect(a.report.skipped).toEqual([
      { file: 'latest/', reason: 'a link to runs/2024-05/, whose files are listed there once' },
    ]);
    expect(reportTotals(a.report)).toMatchObject({ filesSeen: 2, filesReconcile: true });
  });

  it('a link to a data file outside the directory is a problem saying how to read it, and is read when asked', async () => {
    const outside = await mkdtemp(join(tmpdir(), 'parley-outside-'));
    await copyFile(join(TWINS, 'MuTualTest-convs.tsv'), join(outside, 'MuTualTest-convs.tsv'));
    const root = await mkdtemp(join(tmpdir(), 'parley-study-'));
    await symlink(join(outside, 'MuTualTest-convs.tsv'), join(root, 'MuTualTest-convs.tsv'));
    const refused = await readDataset(root);
    expect(refused.conversations).toEqual([]);
    expect(refused.report.problems[0]?.reason).toMatch(
      /^cannot be read: a link that leads outside the data directory \(to .*\): not followed; copy the file in, or pass --follow-outside-links$/,
    );
    const followed = await readDataset(root, { followOutsideLinks: true });
    expect(followed.conversations.length).toBeGreaterThan(0);
    expect(followed.report.problems).toEqual([]);
  });
});

describe('model names', () => {
  it("a battles file naming vicuna-13b shows vicuna-13b, beside BotChat's files that call it Vicuna-13B", async () => {
    const root = await dir({
      'arena/battles.jsonl': `${JSON.stringify({ model_a: 'vicuna-13b', model_b: 'alpaca-13b', winner: 'model_a' })}\n`,
    });
    await copyFile(join(TWINS, 'MuTualTest-convs.tsv'), join(root, 'MuTualTest-convs.tsv'));
    const d = await readDataset(root);
    expect(d.pairJudgments.map((j) => j.model1)).toEqual(['vicuna-13b']);
    expect(d.models.find((m) => m.id === 'vicuna-13b')).toMatchObject({
      display: 'vicuna-13b',
      aliases: ['vicuna-13b'],
    });
    // BotChat's own column is still BotChat's model.
    expect(d.conversations.some((c) => c.model === 'vicuna-13b-v1.5')).toBe(true);
  });

  it('an unknown BotChat name gets suggestions', async () => {
    const d = await readDataset(
      await dir({ 'UniEval.tsv': `${UNI_HEADER}\n${uniRow('Vicuna 13B', 'MT-1', 'Choice: No')}\n` }),
    );
    expect(d.report.files[0]?.rejections[0]?.reason).toBe(
      'unknown model "Vicuna 13B" (did you mean "Vicuna-13B" (vicuna-13b-v1.5)?): add it to the manifest\'s models (with this spelling as an alias)',
    );
  });
});

describe('an unknown layout', () => {
  it('lists the layouts looked for and the keys it found', async () => {
    const d = await readDataset(
      await dir({ 'scores.jsonl': `${JSON.stringify({ prompt: 'p', score: 3 })}\n` }),
    );
    const reason = d.report.skipped.find((s) => s.file === 'scores.jsonl')?.reason ?? '';
    expect(reason).toMatch(/^not recognised: keys "prompt", "score"\. Looked for \(\.jsonl\): /);
    expect(reason).toContain('HCG dialogues');
    expect(reason).toContain('Arena-style battles');
    expect(reason).toMatch(/name its role in a manifest \(docs\/manifest\.md\)$/);
  });
});
