// The head of a file, for recognising it by its first lines without reading it whole.
import { closeSync, openSync, readSync } from 'node:fs';
import { open } from 'node:fs/promises';

/** How much of a file is read to recognise it. */
export const HEAD_BYTES = 64 * 1024;

/** The first `bytes` bytes of a file. */
export async function readHead(path: string, bytes: number): Promise<Uint8Array> {
  const fh = await open(path, 'r');
  try {
    const buf = Buffer.alloc(bytes);
    const { bytesRead } = await fh.read(buf, 0, bytes, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

/** The first `bytes` bytes of a file, read at once (for readers that run synchronously). */
export function readHeadSync(path: string, bytes: number): Uint8Array {
  const fd = openSync(path, 'r');
  try {
    const buf = Buffer.alloc(bytes);
    return buf.subarray(0, readSync(fd, buf, 0, bytes, 0));
  } finally {
    closeSync(fd);
  }
}

/** The head's text: its first HEAD_BYTES as UTF-8, a byte-order mark dropped. */
export function decodeHead(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes.subarray(0, HEAD_BYTES)).replace(/^\uFEFF/, '');
}

/** The text of a file's head (decodeHead of its first HEAD_BYTES). */
export async function readTextHead(path: string): Promise<string> {
  return decodeHead(await readHead(path, HEAD_BYTES));
}
