// Files that hold no rows: an empty or blank file is noted and not handed to its reader (a reader would see a
// header of nothing and reject it); a file that gave no row at all is noted, so a file named in the manifest never
// vanishes from the report without a word.
import { decodeText } from './decode.ts';
import type { FileReport } from '../records/report.ts';

/** Bytes looked at to decide that a file is blank (a longer file with text in its start is not). */
export const BLANK_SNIFF_BYTES = 4096;

/** True when a file is empty or holds only white space (a byte-order mark included) in any encoding read. */
export function isBlankFile(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return true;
  if (bytes.length > BLANK_SNIFF_BYTES) return false;
  return (
    decodeText(bytes, '')
      .text.replace(/^\uFEFF/, '')
      .trim() === ''
  );
}

/** The note for an empty or blank file. */
export function noteBlankFile(report: FileReport, bytes: number): void {
  report.findings.push({
    file: report.file,
    kind: 'empty-file',
    message:
      bytes === 0
        ? 'the file is empty (0 bytes): nothing to read'
        : 'the file is empty (only blank lines): nothing to read',
  });
}

/** Notes a file that gave neither a row, a rejection nor a note: it was read, but nothing in it is data. */
export function noteNoRows(report: FileReport): void {
  if (report.rowsRead > 0 || report.rejections.length > 0 || report.findings.length > 0) return;
  report.findings.push({
    file: report.file,
    kind: 'no-rows',
    message: 'no rows to read: the file holds a header or an empty list, but no data',
  });
}
