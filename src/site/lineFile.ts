// Files of JSON lines larger than one string can hold (the site model file, the token cache): written in pieces,
// read in pieces and decoded one line at a time.
import { closeSync, openSync, readSync, writeSync } from 'node:fs';

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

/** Bytes are read in pieces of this many. */
const READ = 64 * 1024 * 1024;

/**
 * The lines of a file, decoded one at a time, the text after the last line break included (empty when the file
 * ends with one). Read in pieces: the file may be larger than one read or one string can be.
 */
export function* readLines(file: string, pieceBytes = READ): Generator<string> {
  const fd = openSync(file, 'r');
  try {
    const piece = Buffer.alloc(pieceBytes);
    let carry = Buffer.alloc(0);
    for (;;) {
      const n = readSync(fd, piece, 0, piece.length, null);
      if (n === 0) break;
      const bytes = carry.length > 0 ? Buffer.concat([carry, piece.subarray(0, n)]) : piece.subarray(0, n);
      let at = 0;
      for (let nl = bytes.indexOf(0x0a, at); nl !== -1; nl = bytes.indexOf(0x0a, at)) {
        yield bytes.toString('utf8', at, nl);
        at = nl + 1;
      }
      carry = Buffer.from(bytes.subarray(at));
    }
    yield carry.toString('utf8');
  } finally {
    closeSync(fd);
  }
}
