// The one place a file's row counts are written (issue 35, decision 0163). A reader says each row's fate once:
// used (it became records: rowUsed), or rejected with its rejection (reject, rejectRows). The record ledger and the
// copy check say when a used row's record had been read before (duplicateRows), and a step that links files may
// take a used row back with its rejection (rejectUsedRow). A FileReport's rowsRead, rowsUsed and rowsDuplicate
// change only here, each together with the outcome it counts, so read = used + duplicate + rejected holds by
// construction and no reader counts a row it did not say the fate of. Every function is a few additions and, for a
// rejection, the push of the rejection the caller made: nothing is allocated per row (readers of 1.6M rows).
// test/architecture/rowCounts.test.ts keeps every other file from writing the counts.
import type { FileReport, Location, Rejection } from '../records/report.ts';

/** What a reader holds of the file it reads: its path and its report (a ReadContext is one). */
export interface RowsOf {
  file: string;
  report: FileReport;
}

/** `rows` rows (one by default) became records. A row that gives several records is one row. */
export function rowUsed(ctx: RowsOf, rows = 1): void {
  ctx.report.rowsRead += rows;
  ctx.report.rowsUsed += rows;
}

/** A row (or, where a cell makes the whole row unusable, the row of that cell) rejected, with where and why. */
export function reject(ctx: RowsOf, at: Omit<Location, 'file'>, reason: string): void {
  ctx.report.rowsRead++;
  ctx.report.rejections.push({ file: ctx.file, ...at, reason });
}

/** Rows rejected before the reader saw them (a table's rows that could not be split), each with its rejection. */
export function rejectRows(report: FileReport, rejections: readonly Rejection[]): void {
  for (const r of rejections) {
    report.rowsRead++;
    report.rejections.push(r);
  }
}

/**
 * The rows whose fate a reader said on a report of its own (kept apart until it knew the read would hold, as the
 * fast readers do), added to the file's report: counts summed, rejections appended in their order.
 */
export function addRowsOf(report: FileReport, from: FileReport): void {
  report.rowsRead += from.rowsRead;
  report.rowsUsed += from.rowsUsed;
  if (from.rowsDuplicate) report.rowsDuplicate = (report.rowsDuplicate ?? 0) + from.rowsDuplicate;
  for (const r of from.rejections) report.rejections.push(r);
}

/** `rows` used rows whose records had been read before (here or in another file): used once, from the first place. */
export function duplicateRows(report: FileReport, rows = 1): void {
  report.rowsUsed -= rows;
  report.rowsDuplicate = (report.rowsDuplicate ?? 0) + rows;
}

/** A row used when its file was read, rejected by a later check (one that needs other files): it is not used. */
export function rejectUsedRow(report: FileReport, rejection: Rejection): void {
  report.rowsUsed--;
  report.rejections.push(rejection);
}
