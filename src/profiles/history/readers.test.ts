// The history layout read from hand-written files: snapshot rows used or rejected with line, column and reason,
// the same rows read from JSONL, renamed and moved files recognised by content, a row given again in a second file
// counted once and reported, and the changelog's dated entries.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatFinding, formatRejection, reportTotals } from '../../records/report.ts';
import { readDataset } from '../index.ts';

async function read(files: Record<string, string>) {
  const dir = await mkdtemp(join(tmpdir(), 'parley-history-'));
  for (const [path, body] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), body);
  }
  const data = await readDataset(dir);
  const messages = data.report.files.flatMap((f) => [
    ...f.rejections.map(formatRejection),
    ...f.findings.map(formatFinding),
  ]);
  return { data, messages, totals: reportTotals(data.report) };
}

const SNAPSHOTS = [
  'date,model,score,n,lo,hi,label',
  '2026-01-05,alpha,0.61,120,0.55,0.67,v1',
  '2026-01-05,beta,0.48,90,,,v1',
  '2026-02-02,alpha,0.64,240,,,',
  '2026-02-30,alpha,0.6,10,,,',
  '2026-03-01,beta,high,10,,,',
  '2026-03-01,beta,0.5,-3,,,',
  '2026-03-01,beta,0.5,30,0.6,0.7,',
  '2026-03-01,beta,0.5,30,0.4,,',
  '2026-02-02,alpha,0.65,250,,,',
].join('\n');

describe('leaderboard snapshots', () => {
  it('use each good row and reject each bad one with its line, column and reason', async () => {
    const { data, messages, totals } = await read({ 'snapshots.csv': SNAPSHOTS });
    expect(
      data.scoreSnapshots.map((r) => [r.date, r.model, r.score, r.n, r.lo ?? null, r.label ?? null]),
    ).toEqual([
      ['2026-01-05', 'alpha', 0.61, 120, 0.55, 'v1'],
      ['2026-01-05', 'beta', 0.48, 90, null, 'v1'],
      ['2026-02-02', 'alpha', 0.64, 240, null, null],
    ]);
    expect(totals).toMatchObject({ rowsRead: 9, rowsUsed: 3, rejected: 6 });
    expect(messages).toEqual([
      'snapshots.csv:5: column date: date must be a calendar date YYYY-MM-DD (got "2026-02-30")',
      'snapshots.csv:6: column score: score must be a number (got "high")',
      'snapshots.csv:7: column n: n must be a whole number of judgments, 0 or more (got "-3")',
      'snapshots.csv:8: column lo: the interval [0.6, 0.7] does not hold the score 0.5',
      'snapshots.csv:9: column hi: lo and hi are given together or not at all',
      'snapshots.csv:10: column model: "alpha" is given twice for 2026-02-02 (first at snapshots.csv:4)',
    ]);
  });

  it('read the same from JSONL, and from files renamed and moved, by their content', async () => {
    const jsonl = [
      '{"date":"2026-01-05","model":"alpha","score":0.61,"n":120,"lo":0.55,"hi":0.67,"label":"v1"}',
      '{"date":"2026-01-05","model":"beta","score":0.48,"n":90,"label":"v1"}',
      '{"date":"2026-02-02","model":"alpha","score":0.64,"n":240}',
    ].join('\n');
    const a = await read({ 'history/leaderboard.jsonl': jsonl });
    const b = await read({ 'x/y/z.csv': SNAPSHOTS.split('\n').slice(0, 4).join('\n') });
    const strip = (d: typeof a.data) => d.scoreSnapshots.map(({ source: _s, ...r }) => r);
    expect(strip(a.data)).toEqual(strip(b.data));
    expect(a.totals).toMatchObject({ rowsUsed: 3, rejected: 0 });
  });

  it('count a row given again in a second file once, and report the copy', async () => {
    const rows = SNAPSHOTS.split('\n').slice(0, 3).join('\n');
    const { data, totals } = await read({ 'a.csv': rows, 'b/a-copy.csv': rows });
    expect(data.scoreSnapshots).toHaveLength(2);
    expect(totals.duplicates).toBe(2);
  });
});

describe('the methodology changelog', () => {
  it('keeps each dated entry as plain text, and rejects a heading that is not a date', async () => {
    const changes = [
      '# Changes',
      '',
      'Introduction, not an entry.',
      '',
      '## 2026-03-02: ties counted half',
      '',
      '- Ties count half.',
      '- A second judge',
      '  rates the same battles.',
      '',
      '## 2026-02-30 a date that is not',
      'Text.',
      '',
      '## 2026-01-05',
      'First release <script>alert(1)</script>.',
    ].join('\n');
    const { data, messages } = await read({ 'docs/CHANGES.md': changes });
    expect(data.changeNotes.map(({ source, ...c }) => ({ ...c, line: source.line }))).toEqual([
      {
        date: '2026-03-02',
        title: 'ties counted half',
        paragraphs: ['Ties count half.', 'A second judge rates the same battles.'],
        line: 5,
      },
      { date: '2026-01-05', title: '', paragraphs: ['First release <script>alert(1)</script>.'], line: 14 },
    ]);
    expect(messages).toEqual([
      'docs/CHANGES.md:11: a changelog heading starts with a calendar date YYYY-MM-DD (got "## 2026-02-30 a date that is not")',
    ]);
  });

  it('is not claimed when its first second-level heading is not a date', async () => {
    const { data } = await read({ 'CHANGES.md': '# Notes\n\n## Setup\n\nNothing dated.\n' });
    expect(data.changeNotes).toEqual([]);
  });
});
