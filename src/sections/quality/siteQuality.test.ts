// The data-quality page's model: rejected rows and notes grouped as `parley check` groups them, its size following
// the groups and not the rows, and the downloads that keep every row.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { emptyDataset, type Dataset } from '../../records/dataset.ts';
import { newFileReport, type FileReport } from '../../records/report.ts';
import {
  buildQuality,
  QUALITY_DOWNLOADS,
  QUALITY_FILES_SHOWN,
  QUALITY_GROUPS_SHOWN,
  QUALITY_TEXT_CHARS,
  qualityDownloads,
} from './siteQuality.ts';

const WINNERS = 'winner must be model_a, model_b, tie or "tie (bothbad)"';

/** A battles file of `n` rows, every one rejected for its winner (`draw-<line>`), and `used` rows used. */
function battles(file: string, n: number, used = 0): FileReport {
  const f = newFileReport(file, 'arena-battles', 'header');
  for (let i = 0; i < n; i++)
    f.rejections.push({ file, line: i + 1, column: 'winner', reason: `${WINNERS} (got "draw-${i + 1}")` });
  f.rowsRead = n + used;
  f.rowsUsed = used;
  return f;
}

const dataset = (...files: FileReport[]): Dataset => ({
  ...emptyDataset(),
  report: { files, skipped: [], problems: [] },
});

/** The size of what the page renders of a list: its model as JSON (the page prints each field once). */
const size = (v: unknown) => JSON.stringify(v).length;

describe('buildQuality: rejected rows', () => {
  it('shows thousands of rejections of one kind as one group with its count and three examples', () => {
    const q = buildQuality(dataset(battles('arena/battles.jsonl', 5000, 100)));
    expect(q.rejected.count).toBe(5000);
    expect(q.rejected.groups).toEqual([
      {
        text: `${WINNERS} (got "…")`,
        count: 5000,
        fileCount: 1,
        files: ['arena/battles.jsonl'],
        examples: [1, 2, 3].map((line) => ({
          where: `arena/battles.jsonl:${line}: column winner`,
          text: `${WINNERS} (got "draw-${line}")`,
        })),
      },
    ]);
    expect([q.rejected.moreGroups, q.rejected.moreCount]).toEqual([0, 0]);
    // The counts still reconcile: rows read = used + rejected.
    expect(q.totals).toMatchObject({ rowsRead: 5100, rowsUsed: 100, rejected: 5000, reconciles: true });
    expect(q.downloads).toEqual(QUALITY_DOWNLOADS);
  });

  it('is bounded in size by the groups: ten times the rows is the same size but for the count', () => {
    const small = buildQuality(dataset(battles('b.jsonl', 5000))).rejected;
    const large = buildQuality(dataset(battles('b.jsonl', 50_000))).rejected;
    expect(large.count).toBe(50_000);
    expect(large.groups[0]!.count).toBe(50_000);
    // "5000" twice (the list's count, the group's) becomes "50000" twice.
    expect(size(large) - size(small)).toBe(2);
    expect(size(large)).toBeLessThan(1000);
  });

  it('shows at most QUALITY_GROUPS_SHOWN groups, the largest first, and counts the rest so the rows add up', () => {
    const f = newFileReport('t.tsv', 'botchat-unieval', 'header');
    // 80 reasons that differ in words, not values: 80 groups, of 80 down to 1 rows.
    for (let k = 1; k <= 80; k++)
      for (let i = 0; i < k; i++)
        f.rejections.push({ file: 't.tsv', line: f.rejections.length + 2, reason: `reason${'x'.repeat(k)}` });
    f.rowsRead = f.rejections.length;
    const q = buildQuality(dataset(f)).rejected;
    expect(q.count).toBe(3240);
    expect(q.groups).toHaveLength(QUALITY_GROUPS_SHOWN);
    expect(q.groups.map((g) => g.count).slice(0, 3)).toEqual([80, 79, 78]);
    expect(q.groups.at(-1)!.count).toBe(31);
    expect(q.moreGroups).toBe(30);
    expect(q.moreCount).toBe(465); // 1 + 2 + ... + 30
    expect(q.groups.reduce((n, g) => n + g.count, q.moreCount)).toBe(q.count);
  });

  it('names a group of many files by its first QUALITY_FILES_SHOWN and counts them all; examples from different files first', () => {
    const files = Array.from({ length: 8 }, (_, i) => battles(`f${i}.jsonl`, 10));
    const q = buildQuality(dataset(...files)).rejected;
    expect(q.groups).toHaveLength(1);
    expect(q.groups[0]).toMatchObject({ count: 80, fileCount: 8 });
    expect(q.groups[0]!.files).toEqual(['f0.jsonl', 'f1.jsonl', 'f2.jsonl', 'f3.jsonl', 'f4.jsonl']);
    expect(q.groups[0]!.files).toHaveLength(QUALITY_FILES_SHOWN);
    expect(q.groups[0]!.examples.map((e) => e.where)).toEqual([
      'f0.jsonl:1: column winner',
      'f1.jsonl:1: column winner',
      'f2.jsonl:1: column winner',
    ]);
  });

  it('cuts long quoted values and writes control characters as \\uXXXX, as the terminal does', () => {
    const f = newFileReport('long.tsv', 'x', 'header');
    f.rejections.push(
      { file: 'long.tsv', line: 2, reason: `bad cell ${JSON.stringify('y'.repeat(5000))}` },
      { file: 'long.tsv', line: 3, reason: 'two\nlines' },
      { file: 'long.tsv', line: 4, reason: `allowed: ${'w '.repeat(400)}` },
    );
    f.rowsRead = 3;
    // One row each: the groups in the order of their text.
    const [words, long, lines] = buildQuality(dataset(f)).rejected.groups.map((g) => g.examples[0]!.text);
    // A long text is cut at QUALITY_TEXT_CHARS with an ellipsis.
    expect(words).toHaveLength(QUALITY_TEXT_CHARS);
    expect(words).toBe(`allowed: ${'w '.repeat(400)}`.slice(0, QUALITY_TEXT_CHARS - 1) + '…');
    // The quoted value is cut to VALUE_CHARS (60) with its quotes and the ellipsis.
    expect(long).toBe(`bad cell "${'y'.repeat(57)}…"`);
    expect(lines).toBe('two\\u000alines');
  });
});

describe('buildQuality: notes', () => {
  it('groups the notes of each kind, with the raw text of each example cut', () => {
    const f = newFileReport('UniEval.tsv', 'botchat-unieval', 'header');
    for (let i = 0; i < 1000; i++)
      f.findings.push({
        file: 'UniEval.tsv',
        line: i + 2,
        column: 'gpt4',
        kind: 'unparsed-judge',
        message: `no "Choice:" line in the judge's answer (got "answer ${i}")`,
        raw: `answer ${i} ${'z'.repeat(1000)}`,
      });
    f.findings.push({ file: 'UniEval.tsv', line: 5, kind: 'coerced', message: 'index "3.0" read as 3' });
    f.rowsRead = f.rowsUsed = 1000;
    const q = buildQuality(dataset(f));
    expect(q.findings.map((k) => [k.kind, k.count, k.groups.length])).toEqual([
      ['coerced', 1, 1],
      ['unparsed-judge', 1000, 1],
    ]);
    const g = q.findings[1]!.groups[0]!;
    expect(g.text).toBe(`no "Choice:" line in the judge's answer (got "…")`);
    expect(g.examples.map((e) => e.where)).toEqual([
      'UniEval.tsv:2: column gpt4',
      'UniEval.tsv:3: column gpt4',
      'UniEval.tsv:4: column gpt4',
    ]);
    expect(g.examples[0]!.raw).toBe(`answer 0 ${'z'.repeat(290)}…`);
    expect(q.findings[0]!.groups[0]!.examples).toEqual([
      { where: 'UniEval.tsv:5', text: 'index "3.0" read as 3' },
    ]);
  });
});

describe('qualityDownloads', () => {
  const files = [battles('a.jsonl', 3000), battles('b.jsonl', 2000)];
  // A reason quoting a cell that a spreadsheet would run as a formula, and one with a comma, quotes and a newline.
  files[1]!.rejections.push(
    { file: 'b.jsonl', line: 2001, column: '=cmd', reason: '=HYPERLINK("x")' },
    { file: 'b.jsonl', row: 7, reason: 'two\nlines, "quoted"' },
  );
  files[0]!.findings.push({ file: 'a.jsonl', line: 9, kind: 'k', message: 'm', raw: '+raw' });
  const out = new Map(qualityDownloads(dataset(...files).report).map((d) => [d.path, d.text]));

  it('writes four files under data/quality/', () => {
    expect([...out.keys()]).toEqual([
      'data/quality/rejected-rows.csv',
      'data/quality/rejected-rows.json',
      'data/quality/notes.csv',
      'data/quality/notes.json',
    ]);
  });

  it('holds every rejected row with its file, line, row, column and reason, in the CSV and the JSON', () => {
    const csv = parse(out.get(QUALITY_DOWNLOADS.rejected.csv)!, { columns: true }) as Record<
      string,
      string
    >[];
    const json = (
      JSON.parse(out.get(QUALITY_DOWNLOADS.rejected.json)!) as { rows: Record<string, unknown>[] }
    ).rows;
    expect(csv).toHaveLength(5002);
    expect(json).toHaveLength(5002);
    expect(csv[0]).toEqual({
      file: 'a.jsonl',
      line: '1',
      row: '',
      column: 'winner',
      reason: `${WINNERS} (got "draw-1")`,
    });
    expect(json[4999]).toEqual({
      file: 'b.jsonl',
      line: 2000,
      row: null,
      column: 'winner',
      reason: `${WINNERS} (got "draw-2000")`,
    });
    expect(csv.map((r) => `${r.file}:${r.line}`)).toEqual(
      files.flatMap((f) => f.rejections.map((r) => `${r.file}:${r.line ?? ''}`)),
    );
    // Formula-safe (src/render/csv.ts) in the CSV; the JSON keeps the text as it is.
    expect(csv[5000]).toEqual({
      file: 'b.jsonl',
      line: '2001',
      row: '',
      column: "'=cmd",
      reason: `'=HYPERLINK("x")`,
    });
    expect(json[5000]).toMatchObject({ column: '=cmd', reason: '=HYPERLINK("x")' });
    expect(csv[5001]).toEqual({
      file: 'b.jsonl',
      line: '',
      row: '7',
      column: '',
      reason: 'two\nlines, "quoted"',
    });
  });

  it('holds every note with its kind, place, message and raw text', () => {
    const csv = parse(out.get(QUALITY_DOWNLOADS.notes.csv)!, { columns: true }) as Record<string, string>[];
    expect(csv).toEqual([
      { kind: 'k', file: 'a.jsonl', line: '9', row: '', column: '', message: 'm', raw: "'+raw" },
    ]);
    expect(JSON.parse(out.get(QUALITY_DOWNLOADS.notes.json)!)).toEqual({
      rows: [{ kind: 'k', file: 'a.jsonl', line: 9, row: null, column: null, message: 'm', raw: '+raw' }],
    });
  });
});
