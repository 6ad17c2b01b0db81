// Files of JSON lines larger than one string can hold (the site model file, the token cache): written in pieces,
// read as bytes and decoded one line at a time.
import { closeSync, openSync, writeSync } from 'node:fs';

/** Text is written in pieces of about this many characters. */
const PIECE = 8 * 1024 * 1024;

/** Writes `first`, then each of `rest` on a line of its own. */
export function writeLines(file: string, first: string, rest: Iterable<string>): void {
  const fd = openSync(file, 'w');
  try {
    let piece = first;
    for (const line of rest) {
      piece += `\n${line}`;
      if (piece.length >= PIECE) {
        writeSync(fd, piece);
        piece = '';
      }
    }
    writeSync(fd, piece);
  } finally {
    closeSync(fd);
  }
}

/** The lines of `bytes` as [start, end) byte offsets, the last one included when it has no line break. */
export function lineSpans(bytes: Buffer): [number, number][] {
  const spans: [number, number][] = [];
  for (let at = 0; at <= bytes.length;) {
    const nl = bytes.indexOf(0x0a, at);
    const end = nl === -1 ? bytes.length : nl;
    spans.push([at, end]);
    at = end + 1;
  }
  return spans;
}
