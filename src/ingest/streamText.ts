// Reading large text files piece by piece: a file is never held whole, so a 5 GB TSV costs the memory of its
// records, not of its text. Sync reads in large blocks keep the readers simple loops (no async iteration).
import { pushAll } from './pushAll.ts';
import { closeSync, openSync, readSync } from 'node:fs';
import { decodeText, sniffUtf16 } from './decode.ts';
import { createDelimitedParser } from './delimited.ts';
import { parseJsonLineText, type JsonLine } from './jsonLines.ts';
import type { Finding, Rejection } from '../records/report.ts';
import type { TableRow } from './table.ts';

/**
 * Most bytes of a UTF-16 file read (it is decoded whole, and one string holds at most 2^29 - 24 characters,
 * which a UTF-16 file of 2^30 bytes would fill; half that leaves room for the decoder).
 */
export const MAX_UTF16_BYTES = 2 ** 29;

/** Bytes read from disk at a time. */
export const STREAM_BLOCK_BYTES = 8 * 1024 * 1024;

/** The message when a streamed file is not valid UTF-8 (the same as decodeText's). */
const NOT_UTF8 = 'file is not valid UTF-8; invalid bytes were replaced with U+FFFD';

/**
 * The text of a file in decoded pieces. UTF-8 (a BOM is dropped); invalid bytes become U+FFFD and one finding
 * says so. A UTF-16 file (by its BOM) is read whole through decodeText.
 */
export function* textPieces(path: string, file: string, findings: Finding[]): Generator<string> {
  const fd = openSync(path, 'r');
  try {
    const block = Buffer.allocUnsafe(STREAM_BLOCK_BYTES);
    let carry: Buffer = Buffer.alloc(0);
    let first = true;
    let reported = false;
    let crOnly: boolean | undefined;
    let nulReported = false;
    const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    const lenient = new TextDecoder('utf-8', { ignoreBOM: true });
    for (;;) {
      const got = readSync(fd, block, 0, block.length, null);
      let bytes: Buffer = carry.length
        ? Buffer.concat([carry, block.subarray(0, got)])
        : block.subarray(0, got);
      if (first) {
        first = false;
        if (
          (bytes.length >= 2 &&
            ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) ||
          sniffUtf16(bytes) !== undefined
        ) {
          // UTF-16 (with a byte-order mark, or recognised without one): rare and small in practice; read whole,
          // up to the longest text one string can hold.
          const rest: Buffer[] = [Buffer.from(bytes)];
          let total = bytes.length;
          for (
            let n = readSync(fd, block, 0, block.length, null);
            n > 0;
            n = readSync(fd, block, 0, block.length, null)
          ) {
            total += n;
            if (total > MAX_UTF16_BYTES) {
              findings.push({
                file,
                kind: 'encoding',
                message: `the file is UTF-16 and larger than ${MAX_UTF16_BYTES} bytes (MAX_UTF16_BYTES); not read: save it as UTF-8, which is read as a stream`,
              });
              return;
            }
            rest.push(Buffer.from(block.subarray(0, n)));
          }
          const d = decodeText(Buffer.concat(rest), file);
          findings.push(...d.findings);
          yield d.text;
          return;
        }
        if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
          bytes = bytes.subarray(3);
      }
      if (got === 0) {
        if (bytes.length > 0) yield checked(decodePiece(bytes));
        return;
      }
      // Cut before an incomplete UTF-8 sequence at the end; it is carried to the next block.
      const cut = completeUtf8Length(bytes);
      carry = Buffer.from(bytes.subarray(cut));
      yield checked(decodePiece(bytes.subarray(0, cut)));
    }

    /**
     * What decodeText notes about a whole text, noted piece by piece: line ends that are CR only (judged on the
     * first piece: no LF in it, a CR in it) are read as LF; the first NUL character is reported once.
     */
    function checked(text: string): string {
      if (crOnly === undefined) {
        crOnly = !text.includes('\n') && text.includes('\r');
        if (crOnly)
          findings.push({
            file,
            kind: 'encoding',
            message: 'line ends are CR only (as old Mac files write them); read as line breaks',
          });
      }
      if (!nulReported && text.includes('\u0000')) {
        nulReported = true;
        findings.push({
          file,
          kind: 'encoding',
          message:
            'the file holds NUL characters (U+0000), which text files do not hold: is this a binary file, or UTF-16 without a byte-order mark? Read as they are',
        });
      }
      return crOnly ? text.replace(/\r/g, '\n') : text;
    }

    function decodePiece(b: Uint8Array): string {
      try {
        return strict.decode(b);
      } catch {
        if (!reported) {
          reported = true;
          findings.push({ file, kind: 'encoding', message: NOT_UTF8 });
        }
        return lenient.decode(b);
      }
    }
  } finally {
    closeSync(fd);
  }
}

/** Length of the longest prefix that does not end inside a UTF-8 sequence. */
export function completeUtf8Length(b: Uint8Array): number {
  const n = b.length;
  for (let back = 1; back <= Math.min(3, n); back++) {
    const c = b[n - back]!;
    if ((c & 0xc0) === 0x80) continue; // continuation byte: look further back
    const need = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 1;
    return need > back ? n - back : n;
  }
  return n;
}

/** A delimited file read as it is iterated: the header at once, rows on demand, rejections as they are met. */
export interface StreamedTable {
  header: string[];
  rows: Iterable<TableRow>;
  /** Empty: a stream's rejections are known only after its rows were read; see `lateRejections`. */
  rejections: Rejection[];
  /** Rows that could not be split, found while iterating (read after the rows). */
  lateRejections: Rejection[];
  findings: Finding[];
}

/** Opens a TSV or CSV file for streaming; the first record is the header. */
export function streamDelimited(path: string, file: string, delimiter: string): StreamedTable {
  const findings: Finding[] = [];
  const parser = createDelimitedParser(delimiter, file);
  const pieces = textPieces(path, file, findings);
  const pending: TableRow[] = [];
  let done = false;
  const fill = (): boolean => {
    while (pending.length === 0 && !done) {
      const next = pieces.next();
      if (next.done) {
        pushAll(pending, parser.end());
        done = true;
      } else pushAll(pending, parser.push(next.value));
    }
    return pending.length > 0;
  };
  fill();
  const head = pending.shift();
  const header = head ? head.cells.map((h) => h.trim()) : [];
  function* rows(): Generator<TableRow> {
    for (;;) {
      if (!fill()) return;
      // Hand out this batch and drop it, so memory holds one block's records at a time.
      const batch = pending.splice(0, pending.length);
      yield* batch;
    }
  }
  return { header, rows: rows(), rejections: [], lateRejections: parser.rejections, findings };
}

/** The lines of a JSONL file, parsed one at a time (blank lines skipped, broken ones reported as such). */
export function* streamJsonLines(path: string, file: string, findings: Finding[]): Generator<JsonLine> {
  let rest = '';
  let line = 1;
  let first = true;
  for (const piece of textPieces(path, file, findings)) {
    let text = rest + piece;
    if (first) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
    }
    let start = 0;
    for (let end = text.indexOf('\n', start); end !== -1; end = text.indexOf('\n', start)) {
      const parsed = parseJsonLineText(text.slice(start, end), line);
      if (parsed) yield parsed;
      start = end + 1;
      line++;
    }
    rest = text.slice(start);
  }
  const last = parseJsonLineText(rest, line);
  if (last) yield last;
}
