// The entries of a zip archive held in memory, as Inspect writes its .eval logs: a central directory at the end
// (zip64 when large), entries stored, deflated, or compressed with Zstandard (method 93, current writers).
// Written from the zip format's specification (PKWARE APPNOTE 6.3.x, sections 4.3 and 4.4); nothing is read
// beyond the archive, and an entry may not inflate past a bound (a zip bomb is refused, not unpacked).
import { inflateRawSync, zstdDecompressSync } from 'node:zlib';

/** Most bytes one entry may inflate to: the longest string V8 holds (an entry becomes one JSON text). */
export const MAX_ENTRY_BYTES = 2 ** 29 - 24;

const SIG_LOCAL = 0x04034b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_END = 0x06054b50;
const SIG_END64 = 0x06064b50;
const SIG_END64_LOCATOR = 0x07064b50;

/** One entry of the central directory. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflate, 93 Zstandard. */
  method: number;
  compressedSize: number;
  size: number;
  /** Offset of the entry's local header. */
  offset: number;
}

export type ZipDirectory = { ok: true; entries: ZipEntry[] } | { ok: false; reason: string };

/** True when the bytes start as a zip archive does (a local file header). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && Buffer.from(bytes.buffer, bytes.byteOffset, 4).readUInt32LE(0) === SIG_LOCAL;
}

/**
 * The names of the entries whose local headers lie in the first bytes of an archive (for recognising an archive
 * from its start, before it is read whole). Stops at the first header it cannot follow.
 */
export function leadingEntryNames(bytes: Uint8Array): string[] {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const names: string[] = [];
  let at = 0;
  while (at + 30 <= view.length && view.readUInt32LE(at) === SIG_LOCAL) {
    const flags = view.readUInt16LE(at + 6);
    const compressed = view.readUInt32LE(at + 18);
    const nameLength = view.readUInt16LE(at + 26);
    const extraLength = view.readUInt16LE(at + 28);
    if (at + 30 + nameLength > view.length) break;
    names.push(view.toString('utf8', at + 30, at + 30 + nameLength));
    // With a data descriptor (flag bit 3) or a zip64 size, the size is not here: the next header cannot be found.
    if (flags & 8 || compressed === 0xffffffff) break;
    at += 30 + nameLength + extraLength + compressed;
  }
  return names;
}

/** The zip64 sizes and offset of an entry, from its extra field, where the 32-bit ones are saturated. */
function zip64Extra(view: Buffer, start: number, end: number, e: ZipEntry): void {
  for (let p = start; p + 4 <= end;) {
    const id = view.readUInt16LE(p);
    const len = view.readUInt16LE(p + 2);
    if (id === 1) {
      let q = p + 4;
      const next = () => {
        const v = Number(view.readBigUInt64LE(q));
        q += 8;
        return v;
      };
      if (e.size === 0xffffffff) e.size = next();
      if (e.compressedSize === 0xffffffff) e.compressedSize = next();
      if (e.offset === 0xffffffff) e.offset = next();
      return;
    }
    p += 4 + len;
  }
}

/** Where the central directory starts and how many entries it has (zip64 records when the archive needs them). */
function directoryStart(view: Buffer): { start: number; count: number } | string {
  let end = -1;
  for (let i = view.length - 22; i >= Math.max(0, view.length - 22 - 65535); i--)
    if (view.readUInt32LE(i) === SIG_END) {
      end = i;
      break;
    }
  if (end === -1) return 'the zip archive has no directory at its end: is the file cut short?';
  let count = view.readUInt16LE(end + 10);
  let start = view.readUInt32LE(end + 16);
  const locator = end - 20;
  if (locator >= 0 && view.readUInt32LE(locator) === SIG_END64_LOCATOR) {
    const at64 = Number(view.readBigUInt64LE(locator + 8));
    if (at64 + 56 > view.length || view.readUInt32LE(at64) !== SIG_END64)
      return 'the zip64 directory record is not where the archive says';
    count = Number(view.readBigUInt64LE(at64 + 32));
    start = Number(view.readBigUInt64LE(at64 + 48));
  }
  if (start > view.length) return 'the zip directory is not where the archive says: is the file cut short?';
  return { start, count };
}

/**
 * The entries of a zip archive, from its central directory, or why it cannot be read.
 * @example readZipDirectory(bytes) // { ok: true, entries: [{ name: 'header.json', method: 8, ... }, ...] }
 */
export function readZipDirectory(bytes: Uint8Array): ZipDirectory {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!looksLikeZip(bytes)) return { ok: false, reason: 'it is not a zip archive' };
  const dir = directoryStart(view);
  if (typeof dir === 'string') return { ok: false, reason: dir };
  const entries: ZipEntry[] = [];
  let p = dir.start;
  for (let k = 0; k < dir.count; k++) {
    if (p + 46 > view.length || view.readUInt32LE(p) !== SIG_CENTRAL)
      return { ok: false, reason: `the zip directory's entry ${k + 1} is broken` };
    const nameLength = view.readUInt16LE(p + 28);
    const extraLength = view.readUInt16LE(p + 30);
    const commentLength = view.readUInt16LE(p + 32);
    const e: ZipEntry = {
      name: view.toString('utf8', p + 46, p + 46 + nameLength),
      method: view.readUInt16LE(p + 10),
      compressedSize: view.readUInt32LE(p + 20),
      size: view.readUInt32LE(p + 24),
      offset: view.readUInt32LE(p + 42),
    };
    zip64Extra(view, p + 46 + nameLength, p + 46 + nameLength + extraLength, e);
    entries.push(e);
    p += 46 + nameLength + extraLength + commentLength;
  }
  return { ok: true, entries };
}

/**
 * The content of one entry, uncompressed, or why it cannot be had (an unknown method, a broken stream, an
 * entry larger than MAX_ENTRY_BYTES or than its header says).
 */
export function readZipEntry(
  bytes: Uint8Array,
  e: ZipEntry,
): { ok: true; data: Buffer } | { ok: false; reason: string } {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (e.offset + 30 > view.length || view.readUInt32LE(e.offset) !== SIG_LOCAL)
    return { ok: false, reason: `entry ${e.name}: its local header is not where the directory says` };
  const start = e.offset + 30 + view.readUInt16LE(e.offset + 26) + view.readUInt16LE(e.offset + 28);
  if (start + e.compressedSize > view.length)
    return { ok: false, reason: `entry ${e.name}: the archive ends inside it (cut short?)` };
  if (e.size > MAX_ENTRY_BYTES)
    return { ok: false, reason: `entry ${e.name}: larger than ${MAX_ENTRY_BYTES} bytes uncompressed` };
  const raw = view.subarray(start, start + e.compressedSize);
  // The bound is the size the directory states: an entry inflating past it is refused, whatever it holds.
  const limit = { maxOutputLength: Math.max(1, e.size) };
  try {
    const data =
      e.method === 0
        ? Buffer.from(raw)
        : e.method === 8
          ? inflateRawSync(raw, limit)
          : e.method === 93
            ? zstdDecompressSync(raw, limit)
            : undefined;
    if (data === undefined)
      return {
        ok: false,
        reason: `entry ${e.name}: compression method ${e.method} is not one Parley reads (0, 8, 93)`,
      };
    if (data.length !== e.size)
      return {
        ok: false,
        reason: `entry ${e.name}: ${data.length} bytes uncompressed, the directory says ${e.size}`,
      };
    return { ok: true, data };
  } catch (err) {
    return { ok: false, reason: `entry ${e.name}: cannot be uncompressed (${(err as Error).message})` };
  }
}
