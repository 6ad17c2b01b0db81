// Rows of a delimited file with fewer cells than its header: every tool that writes TSV or CSV writes every cell,
// so a short row is a row cut short (a truncated file, a line break that split a row). Its missing cells read
// as empty, and a note says so with the line, so a value that silently went missing can be found.
import type { Finding } from '../records/report.ts';
import type { TableRow } from './table.ts';

/** The note on a short row. */
export function shortRowFinding(file: string, row: TableRow, headerCells: number): Finding {
  return {
    file,
    ...(row.line !== undefined ? { line: row.line } : {}),
    kind: 'short-row',
    message: `the row has ${row.cells.length} cell${row.cells.length === 1 ? '' : 's'} but the header has ${headerCells}: is it cut short? The missing cells read as empty`,
  };
}

/** The rows, with a note pushed to `findings` for each row shorter than the header (rows are passed on lazily). */
export function* noteShortRows(
  rows: Iterable<TableRow>,
  headerCells: number,
  file: string,
  findings: Finding[],
): Generator<TableRow> {
  for (const r of rows) {
    if (r.cells.length < headerCells) findings.push(shortRowFinding(file, r, headerCells));
    yield r;
  }
}

/** The notes on every short row of a table read whole. */
export function shortRowFindings(
  table: { header: string[]; rows: readonly TableRow[] },
  file: string,
): Finding[] {
  return table.rows
    .filter((r) => r.cells.length < table.header.length)
    .map((r) => shortRowFinding(file, r, table.header.length));
}
