// A buffered file writer for the scale generator: strings are collected and written in large blocks, so writing
// gigabytes costs little more than building the strings.
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/** Bytes collected before a block is written. */
const BLOCK_CHARS = 4 * 1024 * 1024;

export interface TextWriter {
  write(text: string): void;
  /** Writes what is left and closes the file; returns the bytes written. */
  close(): number;
}

export function createTextWriter(path: string): TextWriter {
  mkdirSync(dirname(path), { recursive: true });
  const fd = openSync(path, 'w');
  let parts: string[] = [];
  let size = 0;
  let bytes = 0;
  const flush = () => {
    if (parts.length === 0) return;
    bytes += writeSync(fd, parts.join(''));
    parts = [];
    size = 0;
  };
  return {
    write(text) {
      parts.push(text);
      size += text.length;
      if (size >= BLOCK_CHARS) flush();
    },
    close() {
      flush();
      closeSync(fd);
      return bytes;
    },
  };
}

/** A writer that writes nothing (a file generated but not asked for); it counts the UTF-8 bytes it was given. */
export function createNullWriter(): TextWriter {
  let bytes = 0;
  return {
    write(text) {
      bytes += Buffer.byteLength(text);
    },
    close: () => bytes,
  };
}

/** One TSV field as pandas `to_csv(sep='\t')` writes it: quoted when it holds a tab, quote or line break. */
export function tsvField(value: string | number): string {
  const s = String(value);
  if (s.includes('\t') || s.includes('"') || s.includes('\n') || s.includes('\r'))
    return `"${s.replaceAll('"', '""')}"`;
  return s;
}

/** A TSV line (with its line end) from cells. */
export function tsvLine(cells: readonly (string | number)[]): string {
  return `${cells.map(tsvField).join('\t')}\n`;
}

/** A chats array as Python's `json.dumps` writes ASCII text: `", "` between items. */
export function chatsJson(chats: readonly string[]): string {
  return `[${chats.map((c) => JSON.stringify(c)).join(', ')}]`;
}
