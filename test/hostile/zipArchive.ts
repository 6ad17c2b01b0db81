// A small zip writer for the hostile corpus: real archives (stored or deflated entries) and broken ones (sizes
// that lie, bombs), so the workbook guard is tested on bytes built here rather than on committed binaries.
import { createDeflateRaw, crc32 as zlibCrc32, deflateRawSync } from 'node:zlib';

/** One entry of an archive to write. */
export interface ZipEntry {
  name: string;
  /** The entry's content, or its already-deflated bytes with the size they inflate to (`deflated`). */
  data?: Uint8Array | string;
  deflated?: { bytes: Uint8Array; size: number; crc: number };
  /** Store instead of deflate. */
  store?: boolean;
  /** The uncompressed size written in the headers, when it should differ from the truth (a lying archive). */
  claimedSize?: number;
  /** The compression method written in the headers, when it should differ from the data's (8 deflate, 0 store). */
  claimedMethod?: number;
}

/** Writes a zip archive (no data descriptors, no zip64: sizes above 4 GiB are written as 0xFFFFFFFF). */
export function zipArchive(entries: readonly ZipEntry[]): Uint8Array {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    let body: Uint8Array;
    let size: number;
    let crc: number;
    let method: number;
    if (e.deflated) {
      body = e.deflated.bytes;
      size = e.deflated.size;
      crc = e.deflated.crc;
      method = 8;
    } else {
      const raw = typeof e.data === 'string' ? Buffer.from(e.data, 'utf8') : Buffer.from(e.data ?? []);
      size = raw.length;
      crc = zlibCrc32(raw);
      method = e.store ? 0 : 8;
      body = e.store ? raw : deflateRawSync(raw);
    }
    const claimed = Math.min(e.claimedSize ?? size, 0xffffffff);
    method = e.claimedMethod ?? method;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(claimed, 22);
    local.writeUInt16LE(name.length, 26);
    parts.push(local, name, Buffer.from(body));
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(0x0800, 8);
    dir.writeUInt16LE(method, 10);
    dir.writeUInt32LE(crc, 16);
    dir.writeUInt32LE(body.length, 20);
    dir.writeUInt32LE(claimed, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    central.push(dir, name);
    offset += 30 + name.length + body.length;
  }
  const dirSize = central.reduce((s, b) => s + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dirSize, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...parts, ...central, end]));
}

/**
 * The deflated bytes of `size` zero bytes, deflated a 16 MiB block at a time through one stream (a bomb's
 * payload, never held whole): about 1 KiB per MiB of zeros, 2 s per GiB on this project's machines.
 */
export async function deflatedZeros(size: number): Promise<{ bytes: Uint8Array; size: number; crc: number }> {
  const block = Buffer.alloc(Math.min(size, 16 * 1024 * 1024));
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const done = new Promise<void>((ok, fail) => {
    deflate.on('end', ok);
    deflate.on('error', fail);
  });
  let crc = 0;
  for (let left = size; left > 0; left -= block.length) {
    const piece = left >= block.length ? block : block.subarray(0, left);
    crc = zlibCrc32(piece, crc);
    if (!deflate.write(piece)) await new Promise((ok) => deflate.once('drain', ok));
  }
  deflate.end();
  await done;
  return { bytes: new Uint8Array(Buffer.concat(out)), size, crc };
}
