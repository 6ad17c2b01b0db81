// The fast GTEval path against the full reader, on hand-made files: the same GT table and pair counts, the same
// report (every row used or rejected with its line, column and reason; unreadable answers noted at their row), the
// same models; files outside the plain layout fall back to the full reader with the same result.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDataset, recogniseFile } from '../index.ts';
import type { PairJudgment } from '../../records/pairJudgment.ts';
import { pairCounts } from '../../stats/pairCounts.ts';
import { winTieLose } from '../../stats/winTieLose.ts';
import { createRandom } from '../../stats/random.ts';
import { eloRatings } from '../../stats/eloRatings.ts';
import { inFileOrder } from '../../stats/inFileOrder.ts';
import { gtTable, readPairEvalCounts } from './gtTable.ts';
import { readPairEvalFast } from './fastPairEval.ts';
import { BOTCHAT_MODELS } from './models.ts';
import { ModelRegistry } from '../../ingest/modelRegistry.ts';
import { emptySink } from '../../records/dataset.ts';
import { newFileReport } from '../../records/report.ts';

async function dir(files: Record<string, string | Uint8Array>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'parley-fast-gteval-'));
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), content);
  }
  return root;
}

const HEADER = 'cmp_index\tA\tB\tconversation1\tconversation2\tgpt4';
/** A TSV field as pandas writes it: quoted when it holds a tab, quote or line break. */
const field = (s: string) => (/[\t"\n\r]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);
const chats = (...xs: string[]) => JSON.stringify(xs).replaceAll('","', '", "');
const row = (cmp: string, a: string, b: string, c1: string, c2: string, answer: string) =>
  [cmp, a, b, c1, c2, answer].map(field).join('\t');
const HI = chats('Hi there.', 'Hello!');
const choice = (c: string) => `Choice: ${c}\nReason: both read like people.`;

/** Per kind, the pair counts; the counts tables of a read. */
const byKind = (js: readonly PairJudgment[]) =>
  ['gt', 'arena'].map((k) => pairCounts(js.filter((j) => j.kind === k)));

async function bothWays(root: string) {
  const fast = await readPairEvalCounts(root);
  const full = await readDataset(root);
  expect({ ...fast.report, files: fast.report.files.map(({ counted: _c, ...f }) => f) }).toEqual(full.report);
  expect(byKind(fast.judgments)).toEqual(byKind(full.pairJudgments));
  expect(fast.models).toEqual(full.models);
  const table = await gtTable(root);
  expect(table.rows).toEqual(winTieLose(full.pairJudgments.filter((j) => j.kind === 'gt')));
  // Online Elo, which takes the judgments in file order, replays the counted records at their places.
  for (const kind of ['gt', 'arena'] as const)
    expect(eloRatings(inFileOrder(fast.judgments.filter((j) => j.kind === kind))!)).toEqual(
      eloRatings(full.pairJudgments.filter((j) => j.kind === kind)),
    );
  return fast;
}

const ROWS = [
  row('MT-1;GT;gpt4', 'GT', 'gpt4', HI, HI, choice('Conversation 1')),
  row(
    'MT-1;gpt4;GT',
    'gpt4',
    'GT',
    HI,
    chats('Hé, «ça va» 😀', 'a [bracket] and a \\ and "quotes"'),
    choice('Neither'),
  ),
  '',
  row('MT-2;GT;claude2', 'GT', 'claude2', HI, chats('tab\there', 'new\nline', 'u\u0001'), choice('Both')),
  row('MT-3;GT;nobody', 'GT', 'nobody-13b', HI, HI, choice('Conversation 2')), // unknown model
  row('MT-4;gpt4;gpt4', 'gpt4', 'gpt4', HI, HI, choice('Both')), // itself
  row('MT-5;GT;gpt4', 'GT', 'gpt4', '["unclosed', HI, choice('Both')), // broken JSON
  row('MT-6;GT;gpt4', 'GT', 'gpt4', HI, '{"a": 1}', choice('Both')), // not an array
  row('MT-7;GT;gpt4', 'GT', 'gpt4', HI, '["x", 3]', choice('Both')), // not text
  row('MT-8;GT;gpt4', 'GT', 'gpt4', HI, '["bad \\x escape"]', choice('Both')), // bad escape
  row('MT-9;GT;gpt4', 'GT', 'gpt4', '[]', ' [ "spaced" ,"x" ] ', 'I cannot tell.'), // unreadable answer, noted
  row('MT-10;gpt4;claude2', 'gpt4', 'claude2', HI, HI, choice('Conversation 2')), // no GT: an Arena comparison
  row('', 'GT', 'claude2', HI, HI, choice('Conversation 1')), // no cmp_index
  row('', 'GT', 'claude2', HI, HI, choice('Conversation 1')),
  row('MT-11;GT;gpt4', 'GT', 'gpt4', HI, '["\\u00e9\\n\\"\\/"]', choice('Neither')),
  row('MT-12;GT;gpt4', 'GT', 'gpt4', HI, '["a raw\ttab"]', choice('Both')), // a raw tab in a JSON string
  row('MT-13;GT;gpt4', 'GT', 'gpt4', HI, '["a raw\nline end"]', choice('Both')), // a raw line end
];

describe('the fast GTEval path reads as the full reader does', () => {
  it('on a file with bad rows, escapes, blank lines, multi-line answers and non-ASCII text', async () => {
    const fast = await bothWays(await dir({ 'GTEval.tsv': `${[HEADER, ...ROWS].join('\n')}\n` }));
    expect(fast.fast).toBe(true);
    const f = fast.report.files[0]!;
    expect([f.rowsRead, f.rowsUsed]).toEqual([16, 8]);
    // Most answers span two lines (one at line 21 does not), a blank line is line 6.
    expect(f.rejections.map((r) => [r.line, r.column])).toEqual([
      [9, 'B'],
      [11, 'B'],
      [13, 'conversation1'],
      [15, 'conversation2'],
      [17, 'conversation2'],
      [19, 'conversation2'],
      [30, 'conversation2'],
      [32, 'conversation2'],
    ]);
    expect(f.findings.map((x) => [x.line, x.kind])).toEqual([[21, 'unparsed-judge']]);
  });

  it('with a byte-order mark and no line end at the end', async () => {
    expect((await bothWays(await dir({ 'GTEval.tsv': `\uFEFF${[HEADER, ...ROWS].join('\n')}` }))).fast).toBe(
      true,
    );
  });

  it('across blocks (a file larger than a read block)', async () => {
    const rows = Array.from({ length: 9000 }, (_, i) =>
      row(
        `MT-${i};GT;gpt4`,
        'GT',
        'gpt4',
        chats('x'.repeat(900), 'é'.repeat(10)),
        HI,
        choice(i % 3 ? 'Both' : 'Neither'),
      ),
    );
    expect((await bothWays(await dir({ 'GTEval.tsv': `${[HEADER, ...rows].join('\n')}\n` }))).fast).toBe(
      true,
    );
  });
});

describe('files outside the plain layout are read by the full reader, with the same result', () => {
  it.each([
    ['CRLF line ends', `${[HEADER, ...ROWS].join('\r\n')}\r\n`],
    ['a row with an extra cell', `${[HEADER, ROWS[0], `${ROWS[1]}\textra`].join('\n')}\n`],
    ['a short row', `${[HEADER, ROWS[0], 'MT-3;GT;gpt4\tGT\tgpt4'].join('\n')}\n`],
    [
      'a quote inside an unquoted cell',
      `${[HEADER, ROWS[0], ROWS[1]!.replace('MT-1;gpt4;GT', 'MT-"1')].join('\n')}\n`,
    ],
    [
      'text after a closing quote',
      `${[HEADER, ROWS[0], ROWS[1]!.replace('MT-1;gpt4;GT', '"MT-1"x')].join('\n')}\n`,
    ],
    ['a quote never closed', `${[HEADER, ROWS[0], 'MT-2;GT;gpt4\tGT\tgpt4\t"[""a'].join('\n')}\n`],
    ['a control character', `${[HEADER, ROWS[0], ROWS[1]!.replace('Hello', 'Hel\u0007lo')].join('\n')}\n`],
    ['invalid UTF-8', Buffer.concat([Buffer.from(`${HEADER}\n${ROWS[0]}\n`), Buffer.from([0xff, 0x0a])])],
    ['UTF-16', Buffer.from(`\uFEFF${[HEADER, ...ROWS].join('\n')}\n`, 'utf16le')],
    [
      'a cmp_index met twice (rejected at the second, with the line of the first)',
      `${[HEADER, ...ROWS, ROWS[0]!.replace('Conversation 1', 'Conversation 2')].join('\n')}\n`,
    ],
    [
      'a cmp_index met twice, the second with a broken conversation (rejected as the duplicate)',
      `${[HEADER, ROWS[0], ROWS[0]!.replace(HI.replaceAll('"', '""'), '[""broken')].join('\n')}\n`,
    ],
    [
      'one comparison twice under two cmp_index values (the ledger keeps the first)',
      `${[HEADER, ROWS[0], ROWS[0]!.replace('MT-1;GT;gpt4', 'MT-1;again')].join('\n')}\n`,
    ],
  ])('%s', async (_, content) => {
    expect((await bothWays(await dir({ 'GTEval.tsv': content }))).fast).toBe(false);
  });

  it('columns in another order: the conversations are checked in the order the reader checks them', async () => {
    const header = 'cmp_index\tA\tB\tconversation2\tconversation1\tgpt4';
    const swapped = (cmp: string, c1: string, c2: string) =>
      [cmp, 'GT', 'gpt4', c2, c1, choice('Both')].map(field).join('\t');
    const text = `${[
      header,
      swapped('MT-31;GT;gpt4', HI, '["a raw\ttab in the column before"]'),
      swapped('MT-32;GT;gpt4', '["a raw\ttab in the column after"]', HI),
      swapped('MT-33;GT;gpt4', HI, HI),
    ].join('\n')}\n`;
    const read = await bothWays(await dir({ 'GTEval.tsv': text }));
    expect(read.fast).toBe(true);
    expect(read.report.files[0]!.rejections.map((r) => [r.line, r.column])).toEqual([
      [2, 'conversation2'],
      [4, 'conversation1'],
    ]);
  });

  it('an Arena file named without N, and a directory of two files', async () => {
    const text = `${[HEADER, ...ROWS].join('\n')}\n`;
    await bothWays(await dir({ 'ArenaEval.tsv': text }));
    expect((await bothWays(await dir({ 'GTEval.tsv': text, 'other/GTEval.tsv': text }))).fast).toBe(false);
  });

  it('with a README, notes and the published leaderboard beside it, as users keep them', async () => {
    const root = await dir({
      'README.md': '# BotChat judgments\n',
      'notes.txt': 'from the authors, 2023\n',
      'lb.csv': 'Model,Win_Tie_Rate\ngpt4,0.73\n',
      'judgments/GTEval.tsv': `${[HEADER, ...ROWS].join('\n')}\n`,
    });
    const read = await bothWays(root);
    expect(read.fast).toBe(true);
    expect(read.report.files.find((f) => f.file === 'judgments/GTEval.tsv')?.counted).toBe(true);
  });

  it('an Arena file beside the conversations file is read row by row: the link check compares their texts', async () => {
    const convs = `index\tnround\tgpt4\nMT-31\t2\t${field(HI)}\n`;
    const read = await bothWays(
      await dir({ 'ArenaEval-16.tsv': `${[HEADER, ...ROWS].join('\n')}\n`, 'MuTualTest-convs.tsv': convs }),
    );
    expect(read.fast).toBe(false);
  });
});

describe('the layout the fast path takes is what the full recognition reads', () => {
  it('GTEval.tsv with the pairwise header is BotChat GTEval; ArenaEval-16.tsv BotChat Arena', () => {
    const header = HEADER.split('\t');
    expect(recogniseFile({ path: 'GTEval.tsv', header })).toBe('botchat-gteval');
    expect(recogniseFile({ path: 'ArenaEval-16.tsv', header })).toBe('botchat-arena');
  });

  it.each(['gt.tsv', 'my-GT-judgments.tsv', 'ArenaEval_8.tsv', 'arena.tsv', 'judgments.tsv', 'GTEval.csv'])(
    'a file named %s: the fast path is taken only where every profile would read it with a pairwise reader',
    async (name) => {
      const role = recogniseFile({ path: name, header: HEADER.split('\t') });
      const read = await bothWays(await dir({ [name]: `${[HEADER, ...ROWS].join('\n')}\n` }));
      if (read.fast) expect(['botchat-gteval', 'botchat-arena']).toContain(role);
    },
  );

  it('an Arena file with N in its name is read on the fast path', async () => {
    const text = `${[HEADER, ...ROWS].join('\n')}\n`;
    expect((await bothWays(await dir({ 'ArenaEval-16.tsv': text }))).fast).toBe(true);
  });
});

describe('any small damage to a plain file is read as the full reader reads it', () => {
  const text = `${[HEADER, ...ROWS].join('\n')}\n`;
  const pieces = ['"', '""', '\t', '\n', '\\', '[', ']', ',', ' ', 'x', '\r', '\u0001', 'é', ';'];
  it.each(Array.from({ length: 40 }, (_, k) => k))('seed %i', async (seed) => {
    const rng = createRandom(seed + 1);
    let t = text;
    for (let n = 1 + Math.floor(rng() * 3); n > 0; n--) {
      const at = Math.floor(rng() * t.length);
      const piece = pieces[Math.floor(rng() * pieces.length)]!;
      t = rng() < 0.5 ? t.slice(0, at) + piece + t.slice(at) : t.slice(0, at) + piece + t.slice(at + 1);
    }
    await bothWays(await dir({ 'GTEval.tsv': t }));
  });
});

describe('a file read on two threads reads as on one (decision 0171)', () => {
  /** The fast read of `text` with the second thread starting after byte `splitFrom`: what it wrote, and how. */
  async function fastRead(text: string, splitFrom: number) {
    const root = await dir({ 'GTEval.tsv': text });
    const report = newFileReport('GTEval.tsv', 'botchat-gteval', 'header');
    const sink = emptySink();
    const registry = new ModelRegistry([], [BOTCHAT_MODELS]);
    let threads = 0;
    const ok = readPairEvalFast(
      join(root, 'GTEval.tsv'),
      { file: 'GTEval.tsv', report, sink, registry: registry.scope(BOTCHAT_MODELS, { file: 'GTEval.tsv' }) },
      'gt',
      { splitFrom, threads: (n) => (threads = n) },
    );
    return { ok, report, judgments: sink.pairJudgments, names: registry.nameNotes(), threads };
  }

  // Rows with rejections, notes, blank lines and answers over two lines, four times (cmp_index made unique).
  const rows = Array.from({ length: 4 }, (_, k) =>
    ROWS.map((r) => r.replace(/^MT-(\d+)/, `MT-$1-${k}`)),
  ).flat();
  const text = `${[HEADER, ...rows].join('\n')}\n`;
  const one = fastRead(text, Infinity);
  const bytes = Buffer.byteLength(text);
  const lineStarts = [...text.matchAll(/\n/g)].map((m) => Buffer.byteLength(text.slice(0, m.index + 1)));

  it('is read on one thread when told so, with every row accounted for', async () => {
    const r = await one;
    expect(r.ok).toBe(true);
    expect(r.threads).toBe(1);
    expect([r.report.rowsRead, r.report.rowsUsed, r.report.rejections.length]).toEqual([64, 32, 32]);
  });

  // Splits inside the header, at row starts, inside a quoted answer over two lines, at a blank line, near the end.
  const points = [5, ...[3, 10, 20, 33, 47, 60].map((i) => lineStarts[i]! - 1), bytes - 3];
  it.each(points)('split after byte %i', async (at) => {
    const [a, b] = [await one, await fastRead(text, at)];
    expect(b.ok).toBe(true);
    expect(b.report).toEqual(a.report);
    expect(b.judgments).toEqual(a.judgments);
    expect(b.names).toEqual(a.names);
  });

  it('takes the worker thread’s part where the split falls on a row start', async () => {
    // The byte before the 20th line end: the second part starts at the row after it.
    expect((await fastRead(text, lineStarts[20]! - 1)).threads).toBe(2);
  });

  it('reads a file the full reader must read as such on either thread', async () => {
    // A repeated cmp_index in the second part, a CR in the first: the fast read gives the file up either way.
    const repeat = `${[HEADER, ...rows, rows[0]!].join('\n')}\n`;
    expect((await fastRead(repeat, Math.floor(Buffer.byteLength(repeat) / 2))).ok).toBe(false);
    const cr = `${[HEADER, rows[1]!.replace('Hi', 'H\ri'), ...rows.slice(2)].join('\n')}\n`;
    expect((await fastRead(cr, Math.floor(Buffer.byteLength(cr) / 2))).ok).toBe(false);
  });
});
