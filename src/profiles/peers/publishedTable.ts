// A peer's published leaderboard as a table (AlpacaEval's and arena-hard's CSVs): one row per model, numbers kept
// with the text they were printed as, text cells kept as labels. Shared by the peer profiles.
import { type ReadContext } from '../../ingest/readContext.ts';
import { reject, rowUsed, rejectRows } from '../../ingest/rowOutcomes.ts';
import { setOwn } from '../../ingest/setOwn.ts';
import type { TableLike, TableRow } from '../../ingest/table.ts';
import type { PublishedValue } from '../../records/published.ts';
import { quote } from '../../records/report.ts';

/** A number as Python prints one (`15.17`, `805.0`, `1e-05`, `-0.5`). */
const PY_NUMBER = /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** Where a table row is, for records and messages. */
export function rowAt(r: TableRow): { line: number } | { row: number } {
  return r.line !== undefined ? { line: r.line } : { row: r.row ?? 0 };
}

export interface PublishedTableSpec {
  /** The column that names the model (its index in the header). */
  modelColumn: number;
  benchmark: string;
  board?: string;
  /** Labels every row gets (the table's version, taken from its folder). */
  labels?: Record<string, string>;
  /** The model id of a row, when another cell says it better than the model column (AlpacaEval's `samples` URL). */
  modelOf?: (cells: (column: string) => string) => string | undefined;
  /** Columns that are links. */
  linkColumn?: string;
}

/**
 * Reads a published table: every row becomes a PublishedLeaderboardRow with its numeric cells as values (the
 * printed text kept) and its other non-empty cells as labels. A row without a model, or a model listed twice in
 * one table, is rejected with its line.
 */
export function readPublishedTable(table: TableLike, ctx: ReadContext, spec: PublishedTableSpec): void {
  rejectRows(ctx.report, table.rejections);
  const seen = new Map<string, number>();
  for (const r of table.rows) {
    const at = rowAt(r);
    const cellOf = (column: string) => (r.cells[table.header.indexOf(column)] ?? '').trim();
    const name = (spec.modelOf?.(cellOf) ?? r.cells[spec.modelColumn] ?? '').trim();
    if (name === '') {
      reject(ctx, { ...at, column: table.header[spec.modelColumn] || '(first column)' }, 'no model named');
      continue;
    }
    const model = ctx.registry.resolveOrAdd(name);
    const first = seen.get(model);
    if (first !== undefined) {
      reject(ctx, at, `model ${quote(name)} listed twice in this table (first at line ${first})`);
      continue;
    }
    seen.set(model, 'line' in at ? at.line : at.row);
    const values: Record<string, PublishedValue> = {};
    const labels: Record<string, string> = { ...spec.labels };
    table.header.forEach((col, i) => {
      const text = (r.cells[i] ?? '').trim();
      if (i === spec.modelColumn || text === '' || col === spec.linkColumn) return;
      if (PY_NUMBER.test(text)) setOwn(values, col, { value: Number(text), printed: text });
      else setOwn(labels, col || '(first column)', text);
    });
    if (name !== r.cells[spec.modelColumn]?.trim() && r.cells[spec.modelColumn]?.trim())
      setOwn(labels, 'name', r.cells[spec.modelColumn]!.trim());
    const link = spec.linkColumn ? cellOf(spec.linkColumn) : '';
    ctx.sink.publishedLeaderboard.push({
      benchmark: ctx.benchmark ?? spec.benchmark,
      model,
      values,
      ...(link ? { link } : {}),
      ...(spec.board !== undefined ? { board: spec.board } : {}),
      ...(Object.keys(labels).length > 0 ? { labels } : {}),
      source: { file: ctx.file, ...at },
    });
    rowUsed(ctx);
  }
}
