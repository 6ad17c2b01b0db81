// Readers of the history layout (docs/history.md): dated leaderboard snapshots (one row per date and model, as
// CSV, TSV, a workbook or JSONL) and a study's methodology changelog (a Markdown file whose second-level headings
// are dates). Every row is used or rejected with its line, column and reason.
import { isObject, parseJsonLines } from '../../ingest/jsonLines.ts';
import { note, type ReadContext } from '../../ingest/readContext.ts';
import { reject, rowUsed, rejectRows } from '../../ingest/rowOutcomes.ts';
import { columnIndex, type Table } from '../../ingest/table.ts';
import { quote } from '../../records/report.ts';
import { isCalendarDate } from '../../records/scoreSnapshot.ts';
import { formatInterval } from '../../render/format.ts';

/** Columns every snapshot row needs. */
export const SNAPSHOT_COLUMNS = ['date', 'model', 'score', 'n'] as const;
/** Columns a snapshot row may have. */
export const SNAPSHOT_OPTIONAL = ['benchmark', 'label', 'lo', 'hi'] as const;

type At = { line?: number; row?: number };

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

function cellText(v: unknown): string | undefined {
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (v === null || v === undefined) return '';
  return undefined;
}

/** A number cell: the number, '' as undefined, or a reason. */
function numberCell(text: string, column: string): number | undefined | { reason: string } {
  if (text === '') return undefined;
  const x = Number(text);
  return NUMBER.test(text) && Number.isFinite(x)
    ? x
    : { reason: `${column} must be a number (got ${quote(text)})` };
}

function addRow(ctx: ReadContext, at: At, get: (column: string) => unknown, seen: Map<string, string>): void {
  const f: Record<string, string> = {};
  for (const c of [...SNAPSHOT_COLUMNS, ...SNAPSHOT_OPTIONAL]) {
    const v = cellText(get(c));
    if (v === undefined) return reject(ctx, { ...at, column: c }, `"${c}" is not text or a number`);
    f[c] = v;
  }
  if (!isCalendarDate(f.date!))
    return reject(
      ctx,
      { ...at, column: 'date' },
      `date must be a calendar date YYYY-MM-DD (got ${quote(f.date!)})`,
    );
  if (f.model === '') return reject(ctx, { ...at, column: 'model' }, '"model" is empty');
  const score = numberCell(f.score!, 'score');
  if (score === undefined) return reject(ctx, { ...at, column: 'score' }, '"score" is empty');
  if (typeof score === 'object') return reject(ctx, { ...at, column: 'score' }, score.reason);
  const n = Number(f.n);
  if (!/^\d+$/.test(f.n!) || !Number.isSafeInteger(n))
    return reject(
      ctx,
      { ...at, column: 'n' },
      `n must be a whole number of judgments, 0 or more (got ${quote(f.n!)})`,
    );
  const bounds: Record<'lo' | 'hi', number | undefined> = { lo: undefined, hi: undefined };
  for (const c of ['lo', 'hi'] as const) {
    const x = numberCell(f[c]!, c);
    if (typeof x === 'object') return reject(ctx, { ...at, column: c }, x.reason);
    bounds[c] = x;
  }
  if ((bounds.lo === undefined) !== (bounds.hi === undefined))
    return reject(
      ctx,
      { ...at, column: bounds.lo === undefined ? 'lo' : 'hi' },
      'lo and hi are given together or not at all',
    );
  if (bounds.lo !== undefined && !(bounds.lo <= score && score <= bounds.hi!))
    return reject(
      ctx,
      { ...at, column: 'lo' },
      `the interval ${formatInterval(bounds.lo, bounds.hi, String)} does not hold the score ${score}`,
    );
  const model = ctx.registry.resolveOrAdd(f.model!);
  const key = `${f.benchmark}\u0000${f.date}\u0000${model}`;
  const where = `${ctx.file}:${at.line ?? `row ${at.row}`}`;
  const first = seen.get(key);
  if (first !== undefined)
    return reject(
      ctx,
      { ...at, column: 'model' },
      `${quote(f.model!)} is given twice for ${f.date}${f.benchmark ? ` (${quote(f.benchmark)})` : ''} (first at ${first})`,
    );
  seen.set(key, where);
  ctx.sink.scoreSnapshots.push({
    benchmark: f.benchmark!,
    date: f.date!,
    ...(f.label ? { label: f.label } : {}),
    model,
    score,
    ...(bounds.lo !== undefined ? { lo: bounds.lo, hi: bounds.hi! } : {}),
    n,
    source: { file: ctx.file, ...at },
  });
  rowUsed(ctx);
}

/** Snapshot rows as JSONL: one object a line with the columns as keys. */
export function readSnapshotsJsonl(text: string, ctx: ReadContext): void {
  const seen = new Map<string, string>();
  for (const l of parseJsonLines(text)) {
    if (!l.ok || !isObject(l.value)) {
      reject(ctx, { line: l.line }, l.ok ? 'expected a JSON object with date, model, score and n' : l.reason);
      continue;
    }
    const value = l.value;
    addRow(ctx, { line: l.line }, (c) => value[c], seen);
  }
}

/** Snapshot rows as a table (CSV, TSV or a workbook's first sheet). */
export function readSnapshotsTable(table: Table, ctx: ReadContext): void {
  rejectRows(ctx.report, table.rejections);
  const { index } = columnIndex(table.header, SNAPSHOT_COLUMNS);
  const opt = columnIndex(table.header, SNAPSHOT_OPTIONAL).index;
  const seen = new Map<string, string>();
  for (const r of table.rows) {
    const at: At = r.line !== undefined ? { line: r.line } : { row: r.row ?? 0 };
    addRow(
      ctx,
      at,
      (c) => {
        const i = index[c] ?? opt[c];
        return i === undefined ? '' : (r.cells[i] ?? '');
      },
      seen,
    );
  }
}

/** A second-level heading that starts with a date: `## 2024-05-01`, `## 2024-05-01: ties modelled`. */
const DATED_HEADING = /^##\s+(\d{4}-\d{2}-\d{2})\b[\s:–—-]*(.*)$/;

/** True when a Markdown text is a changelog: its first second-level heading starts with a date. */
export function isChangelog(head: string): boolean {
  const first = head.split(/\r?\n/).find((l) => /^##\s/.test(l));
  return first !== undefined && DATED_HEADING.test(first.trim());
}

/**
 * A methodology changelog: each `## YYYY-MM-DD title` heading opens an entry; its paragraphs and list items are
 * kept as plain text (no Markdown is interpreted). Text before the first heading is the file's own introduction
 * and is not an entry. A heading whose date is not a calendar date, or an entry with no text, is rejected.
 */
export function readChangelog(text: string, ctx: ReadContext): void {
  const lines = text.split(/\r?\n/);
  let entry: { date: string; title: string; line: number; paragraphs: string[]; open: string[] } | undefined;
  const close = () => {
    if (!entry) return;
    if (entry.open.length) entry.paragraphs.push(entry.open.join(' '));
    if (entry.paragraphs.length === 0)
      reject(ctx, { line: entry.line }, `the entry of ${entry.date} has no text`);
    else {
      ctx.sink.changeNotes.push({
        date: entry.date,
        title: entry.title,
        paragraphs: entry.paragraphs,
        source: { file: ctx.file, line: entry.line },
      });
      rowUsed(ctx);
    }
    entry = undefined;
  };
  const seen = new Map<string, number>();
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (/^##\s/.test(line)) {
      close();
      const m = DATED_HEADING.exec(line);
      if (!m || !isCalendarDate(m[1]!)) {
        reject(
          ctx,
          { line: i + 1 },
          `a changelog heading starts with a calendar date YYYY-MM-DD (got ${quote(line)})`,
        );
        return;
      }
      const twice = seen.get(m[1]!);
      if (twice !== undefined)
        note(
          ctx,
          { line: i + 1 },
          'changelog-date-twice',
          `${m[1]} has an entry already (line ${twice}); both are kept`,
        );
      seen.set(m[1]!, i + 1);
      entry = { date: m[1]!, title: m[2]!.trim(), line: i + 1, paragraphs: [], open: [] };
      return;
    }
    if (!entry) return;
    const item = /^[-*+]\s+(.*)$/.exec(line);
    if (line === '' || item) {
      if (entry.open.length) entry.paragraphs.push(entry.open.join(' '));
      entry.open = item ? [item[1]!] : [];
    } else entry.open.push(line);
  });
  close();
}
