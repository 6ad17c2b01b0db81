// The fast battles path against the full reader, on hand-made files: the same counts per pair, the same report
// (every line used or rejected with its line, column and reason), the same models; and a fall-back to the full
// reader on files the fast path does not take.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recogniseFile, readDataset } from '../index.ts';
import { STREAM_BLOCK_BYTES } from '../../ingest/streamText.ts';
import { createRandom } from '../../stats/random.ts';
import { countTables, readBattleCounts } from './battleCounts.ts';
import { eloRatings } from '../../stats/eloRatings.ts';
import { inFileOrder } from '../../stats/inFileOrder.ts';
import { isPlainBattlesFile, PLAIN_BATTLE_KEYS } from './fastBattles.ts';
import type { IngestReport } from '../../records/report.ts';

/** A report without the marks of files read straight to counts (the one field a counting read adds). */
const uncounted = (r: IngestReport): IngestReport => ({
  ...r,
  files: r.files.map(({ counted: _c, ...f }) => f),
});

async function dir(files: Record<string, string | Uint8Array>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'parley-fast-battles-'));
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), content);
  }
  return root;
}

const battle = (a: string, b: string, winner: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ model_a: a, model_b: b, winner, ...extra });

/** Reads `root` both ways and checks they agree; returns the fast read. */
async function bothWays(root: string) {
  const fast = await readBattleCounts(root);
  const full = await readDataset(root);
  expect(uncounted(fast.report)).toEqual(full.report);
  expect(fast.tables).toEqual(countTables(full.pairJudgments));
  expect(fast.models).toEqual(full.models);
  // Online Elo, which takes the judgments in file order, replays the counted records at their places.
  const counted = await readDataset(root, { counting: true });
  expect(eloRatings(inFileOrder(counted.pairJudgments)!)).toEqual(eloRatings(full.pairJudgments));
  return fast;
}

const MESSY = [
  battle('alpha', 'beta', 'model_a'),
  battle('alpha', 'beta', 'model_a'),
  '',
  battle('beta', 'alpha', 'model_b'),
  '{"model_a": "alpha", "model_b": "beta", "winner": ', // broken JSON
  '   ',
  '[1, 2]', // not an object
  battle('alpha', 'beta', 'nobody'), // bad winner
  battle('alpha', 'alpha', 'tie'), // itself
  battle('alpha', '', 'tie'), // empty side
  JSON.stringify({ model_a: 'alpha', winner: 'tie' }), // model_b missing
  battle('alpha', 'beta', 'nobody'), // the same bad line again: rejected again, at its own line
  battle('модель-1', '模型 2', 'tie (bothbad)'),
  battle('модель-1', '模型 2', 'tie (bothbad)'),
  battle('😀 bot', 'alpha', 'tie'),
  battle('alpha', 'beta', 'model_a', { turn: { x: 1 } }), // used, with a note
  battle('alpha', 'beta', 'model_a', { turn: { x: 1 } }),
  battle(' alpha ', 'beta', 'model_a'), // the same models, another spelling of the line
  battle('alpha', 'beta', 'tie', { judge: 'j2', question_id: 'q1' }),
  battle('alpha', 'beta', 'tie', { judge: 'j2', question_id: 'q1' }),
  '{"model_a": 7, "model_b": "beta", "winner": "model_b"}',
  '{"model_a":"alpha","model_b":"beta","winner":"model_a"}',
];

describe('the fast battles path reads as the full reader does', () => {
  it('on a file with repeats, bad lines, blank lines, notes and non-ASCII names', async () => {
    const fast = await bothWays(await dir({ 'b.jsonl': `${MESSY.join('\n')}\n` }));
    expect(fast.fast).toBe(true);
    const f = fast.report.files[0]!;
    // 20 lines read (the two blank ones are not rows), 13 used (a model named 7 is the text "7"); the
    // rejections carry their own lines.
    expect([f.rowsRead, f.rowsUsed]).toEqual([20, 13]);
    expect(f.rejections.map((r) => [r.line, r.column])).toEqual([
      [5, undefined],
      [7, undefined],
      [8, 'winner'],
      [9, 'model_b'],
      [10, 'model_b'],
      [11, 'model_b'],
      [12, 'winner'],
    ]);
    const unknown = fast.tables.find((t) => t.judge === 'unknown')!;
    const ab = unknown.counts.find((c) => c.model1 === 'alpha' && c.model2 === 'beta')!;
    // alpha won lines 1, 2, 4, 16, 17, 18 and 22.
    expect([ab.wins1, ab.wins2, ab.ties, ab.bothbad]).toEqual([7, 0, 0, 0]);
    expect(fast.tables.find((t) => t.judge === 'j2')!.battles).toBe(2);
  });

  it('with a byte-order mark, CRLF line ends and no line end at the end', async () => {
    const text = `\uFEFF${MESSY.join('\r\n')}`;
    expect((await bothWays(await dir({ 'b.jsonl': text }))).fast).toBe(true);
  });

  it('with a last line cut short (the file is truncated)', async () => {
    const root = await dir({ 'b.jsonl': `${MESSY.slice(0, 3).join('\n')}\n{"model_a": "alpha", "mod` });
    const fast = await bothWays(root);
    expect(fast.report.problems.map((p) => p.kind)).toContain('truncated');
  });

  it('across blocks, with a character cut by the block boundary', async () => {
    // Lines of ASCII up to just before the boundary, then a line whose "é" straddles it.
    const lines: string[] = [];
    let bytes = 0;
    const filler = battle('alpha', 'beta', 'model_a');
    while (bytes + filler.length + 1 < STREAM_BLOCK_BYTES - 200) {
      lines.push(filler);
      bytes += filler.length + 1;
    }
    const head = '{"model_a": "';
    const pad = STREAM_BLOCK_BYTES - 1 - bytes - head.length;
    lines.push(`${head}${'x'.repeat(pad)}é", "model_b": "beta", "winner": "tie"}`);
    lines.push(battle('gamma', 'beta', 'model_b'), filler);
    const fast = await bothWays(await dir({ 'b.jsonl': `${lines.join('\n')}\n` }));
    expect(fast.fast).toBe(true);
    expect(fast.tables[0]!.battles).toBe(lines.length);
  });
});

describe('files the fast path does not take are read by the full reader, with the same result', () => {
  it.each([
    ['invalid UTF-8', Buffer.concat([Buffer.from(`${MESSY[0]}\n`), Buffer.from([0xff, 0xfe, 0x41, 0x0a])])],
    [
      'invalid UTF-8 at the very end',
      Buffer.concat([Buffer.from(`${MESSY[0]}\n${MESSY[1]}`), Buffer.from([0xc3])]),
    ],
    ['UTF-16', Buffer.from(`\uFEFF${MESSY.join('\n')}\n`, 'utf16le')],
    ['CR-only line ends', MESSY.join('\r')],
    ['a NUL byte', `${MESSY[0]}\n${MESSY[1]}\u0000\n`],
  ])('%s', async (_, content) => {
    expect((await bothWays(await dir({ 'b.jsonl': content }))).fast).toBe(false);
  });

  it('a dump of LMArena (other keys) is left to the full reader', async () => {
    const dump = `${JSON.stringify({ model_a: 'a', model_b: 'b', winner: 'tie', language: 'English', anony: true })}\n`;
    expect((await bothWays(await dir({ 'd.jsonl': dump }))).fast).toBe(false);
  });

  it('in a directory of two copies, each file is counted and the copy is used once', async () => {
    const two = await dir({ 'b.jsonl': `${MESSY.join('\n')}\n`, 'c.jsonl': `${MESSY.join('\n')}\n` });
    const read = await bothWays(two);
    expect(read.report.files.map((f) => f.counted)).toEqual([true, true]);
    expect(read.report.files[1]!.rowsDuplicate).toBe(13);
  });

  it('a copy saved as CSV is a copy of the counted JSONL file (records compared as a multiset)', async () => {
    const csv = ['model_a,model_b,winner', 'alpha,beta,model_a', 'beta,alpha,model_b', 'alpha,beta,model_a'];
    const jsonl = [
      battle('alpha', 'beta', 'model_a'),
      battle('beta', 'alpha', 'model_b'),
      battle('alpha', 'beta', 'model_a'),
    ];
    const read = await bothWays(
      await dir({ 'a.jsonl': `${jsonl.join('\n')}\n`, 'b.csv': `${csv.join('\n')}\n` }),
    );
    expect(read.report.files.map((f) => [f.file, f.counted, f.rowsUsed, f.rowsDuplicate])).toEqual([
      ['a.jsonl', true, 3, undefined],
      ['b.csv', undefined, 0, 3],
    ]);
  });

  it('with a README, notes and a subfolder beside the data, as users keep them', async () => {
    const root = await dir({
      'README.md': '# My arena\n\nBattles from the March study.\n',
      'notes.txt': 'todo: rerun\n',
      'raw/battles-march.jsonl': `${MESSY.join('\n')}\n`,
    });
    const read = await bothWays(root);
    expect(read.fast).toBe(true);
    expect(read.report.files.find((f) => f.file === 'raw/battles-march.jsonl')?.counted).toBe(true);
  });
});

describe('the plain layout the fast path takes is what the full recognition reads as plain battles', () => {
  const optional = PLAIN_BATTLE_KEYS.slice(3);
  const subsets = Array.from({ length: 2 ** optional.length }, (_, m) =>
    optional.filter((_, k) => m & (1 << k)),
  );
  it.each(subsets.map((s) => [s.join(', ') || '(none)', s]))('with %s', async (_, extra) => {
    const firstObject = Object.fromEntries(
      ['model_a', 'model_b', 'winner', ...(extra as string[])].map((k) => [k, k === 'judge' ? 'gpt-4' : 'x']),
    );
    const keys = Object.keys(firstObject);
    expect(recogniseFile({ path: 'b.jsonl', keys, firstObject })).toBe('battles');
    const root = await dir({ 'b.jsonl': `${JSON.stringify(firstObject)}\n` });
    expect(isPlainBattlesFile(join(root, 'b.jsonl'))).toBe(true);
  });

  it('a judge named as an LMArena voter is a dump, not plain battles', async () => {
    const line = battle('a', 'b', 'tie', { judge: 'arena_user_12' });
    const root = await dir({ 'b.jsonl': `${line}\n` });
    expect(isPlainBattlesFile(join(root, 'b.jsonl'))).toBe(false);
    expect((await bothWays(root)).fast).toBe(false);
  });
});

describe('any small damage to a battles file is read as the full reader reads it', () => {
  const text = `${MESSY.join('\n')}\n`;
  const pieces = ['"', '\n', '\r\n', '\\', '{', '}', ',', ' ', 'x', '\u0000', 'é', ':', '\uFEFF'];
  it.each(Array.from({ length: 40 }, (_, k) => k))('seed %i', async (seed) => {
    const rng = createRandom(seed + 1);
    let t = text;
    for (let n = 1 + Math.floor(rng() * 3); n > 0; n--) {
      const at = Math.floor(rng() * t.length);
      const piece = pieces[Math.floor(rng() * pieces.length)]!;
      t = rng() < 0.5 ? t.slice(0, at) + piece + t.slice(at) : t.slice(0, at) + piece + t.slice(at + 1);
    }
    await bothWays(await dir({ 'b.jsonl': t }));
  });
});
