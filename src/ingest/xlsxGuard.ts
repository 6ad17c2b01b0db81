// A look inside an .xlsx workbook before the spreadsheet reader opens it. The reader (read-excel-file) inflates
// every XML part into memory and builds each sheet as a dense grid of rows x columns, so three kinds of small
// file could take the whole machine: a zip bomb (parts that inflate a thousandfold), an archive whose headers
// understate its parts, and a sheet with one cell at XFD1048576 (a 1 KB file that asks for 17 billion cells; it
// ran Node out of memory when tried). Each is refused here with the reason, reading nothing but the archive.
import { createInflateRaw } from 'node:zlib';

/**
 * Most bytes the XML parts of one workbook may inflate to, all parts together. Above the largest BotChat
 * workbook (25 MB on disk, about a tenth of that in XML per MB: some 300 MB), below the longest string V8 can hold
 * (2^29 - 24 characters), which each part must become. Larger tables belong in TSV, which is streamed.
 */
export const MAX_XLSX_EXPANDED_BYTES = 400 * 1024 * 1024;

/**
 * Most cells (rows x columns, empty ones included) a sheet may span. The reader fills every cell of that grid;
 * this allows Excel's 1,048,576 rows by 16 columns, which is more than any table Parley reads.
 */
export const MAX_XLSX_GRID_CELLS = 16 * 1024 * 1024;

const SIG_LOCAL = 0x04034b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_END = 0x06054b50;

interface Entry {
  name: string;
  method: number;
  compressed: number;
  size: number;
  offset: number;
}

/** The parts the spreadsheet reader inflates (the XML and relationship files). */
const readByReader = (name: string) => name.endsWith('.xml') || name.endsWith('.xml.rels');

/** The first bytes of a file, shown when it is not a zip archive (printable ASCII only). */
function startOf(bytes: Uint8Array): string {
  const s = Buffer.from(bytes.subarray(0, 24)).toString('latin1');
  return /^[\x20-\x7e\t\r\n]*$/.test(s) ? ` (it starts ${JSON.stringify(s)})` : '';
}

/** The archive's directory, or why it cannot be read. */
function centralDirectory(bytes: Uint8Array): Entry[] | string {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const zip = view.length >= 4 && view.readUInt32LE(0) === SIG_LOCAL;
  let end = -1;
  for (let i = view.length - 22; i >= Math.max(0, view.length - 22 - 65535); i--)
    if (view.readUInt32LE(i) === SIG_END) {
      end = i;
      break;
    }
  if (end === -1)
    return zip
      ? 'the zip archive has no directory at its end: is the file cut short?'
      : `it is not a zip archive, as every .xlsx workbook is${startOf(bytes)}; is it a CSV or TSV file named .xlsx?`;
  // The spreadsheet reader reads the archive front to back as a stream: bytes after the archive's end, or parts
  // that are not where the directory says, left it waiting for ever (found by fuzzing). Both are refused here.
  const after = view.length - (end + 22 + view.readUInt16LE(end + 20));
  if (after !== 0)
    return after > 0
      ? `${after} bytes follow the end of the zip archive: the file is damaged (two files joined?)`
      : 'the zip archive ends in the middle of its last record: is the file cut short?';
  const count = view.readUInt16LE(end + 10);
  const dirSize = view.readUInt32LE(end + 12);
  const dirOffset = view.readUInt32LE(end + 16);
  if (dirOffset === 0xffffffff || count === 0xffff)
    return 'the archive is a zip64 archive, which no .xlsx needs';
  if (dirOffset + dirSize > end)
    return 'the zip directory points past the end of the file: the archive is damaged';
  if (dirOffset + dirSize < end)
    return `${end - dirOffset - dirSize} bytes lie between the zip directory and the archive's end: the file is damaged (two files joined?)`;
  const entries: Entry[] = [];
  let p = dirOffset;
  for (let k = 0; k < count; k++) {
    if (p + 46 > end || view.readUInt32LE(p) !== SIG_CENTRAL) return 'the zip directory is damaged';
    const nameLength = view.readUInt16LE(p + 28);
    const extra = view.readUInt16LE(p + 30);
    const comment = view.readUInt16LE(p + 32);
    entries.push({
      method: view.readUInt16LE(p + 10),
      compressed: view.readUInt32LE(p + 20),
      size: view.readUInt32LE(p + 24),
      offset: view.readUInt32LE(p + 42),
      name: view.toString('utf8', p + 46, p + 46 + nameLength),
    });
    p += 46 + nameLength + extra + comment;
  }
  // Front to back, each part's local header must follow the one before and agree with the directory.
  let at = 0;
  for (const e of [...entries].sort((a, b) => a.offset - b.offset)) {
    if (e.offset !== at || e.offset + 30 > view.length || view.readUInt32LE(e.offset) !== SIG_LOCAL)
      return `part ${JSON.stringify(e.name)} is not where the zip directory says: the archive is damaged`;
    const flags = view.readUInt16LE(e.offset + 6);
    const nameLength = view.readUInt16LE(e.offset + 26);
    const name = view.toString('utf8', e.offset + 30, e.offset + 30 + nameLength);
    const local = {
      method: view.readUInt16LE(e.offset + 8),
      compressed: view.readUInt32LE(e.offset + 18),
      size: view.readUInt32LE(e.offset + 22),
    };
    // Bit 3: sizes follow the data in a descriptor (streaming writers); the local header holds zeros.
    const described = (flags & 8) !== 0;
    if (
      name !== e.name ||
      local.method !== e.method ||
      (!described && (local.compressed !== e.compressed || local.size !== e.size))
    )
      return `part ${JSON.stringify(e.name)}: its local header disagrees with the zip directory: the archive is damaged`;
    at =
      e.offset +
      30 +
      nameLength +
      view.readUInt16LE(e.offset + 28) +
      e.compressed +
      (described ? descriptorLength(view, e) : 0);
  }
  if (at !== dirOffset)
    return 'there are bytes between the parts and the zip directory: the archive is damaged';
  return entries;
}

/** Length of the data descriptor after an entry's data (with or without its optional signature). */
function descriptorLength(view: Buffer, e: Entry): number {
  const start =
    e.offset + 30 + view.readUInt16LE(e.offset + 26) + view.readUInt16LE(e.offset + 28) + e.compressed;
  return start + 4 <= view.length && view.readUInt32LE(start) === 0x08074b50 ? 16 : 12;
}

/** The bytes of an entry as stored in the archive, or why they cannot be found. */
function storedBytes(bytes: Uint8Array, e: Entry): Uint8Array | string {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (e.offset + 30 > view.length || view.readUInt32LE(e.offset) !== SIG_LOCAL)
    return `part ${JSON.stringify(e.name)} is not where the zip directory says: the archive is damaged`;
  const start = e.offset + 30 + view.readUInt16LE(e.offset + 26) + view.readUInt16LE(e.offset + 28);
  if (start + e.compressed > view.length)
    return `part ${JSON.stringify(e.name)} runs past the end of the file: is the file cut short?`;
  return bytes.subarray(start, start + e.compressed);
}

/**
 * Follows a sheet's XML as it is inflated and keeps the largest row and column its cells reach, as the reader
 * will number them: a `r` attribute where given, else one after the previous row or cell.
 */
class SheetExtent {
  rows = 0;
  columns = 0;
  #row = 0;
  #column = 0;
  #tail = '';

  push(chunk: Buffer): void {
    const s = this.#tail + chunk.toString('latin1');
    let i = 0;
    for (;;) {
      const lt = s.indexOf('<', i);
      if (lt === -1) {
        this.#tail = '';
        return;
      }
      const gt = s.indexOf('>', lt);
      if (gt === -1) {
        this.#tail = s.slice(lt);
        return;
      }
      const c1 = s.charCodeAt(lt + 1);
      const c2 = s.charCodeAt(lt + 2);
      // `<row ...>` and `<c ...>` (not `<col>`, `<cols>`, closing tags or anything else).
      if (c1 === 114 && s.startsWith('row', lt + 1) && /[\s>/]/.test(s[lt + 4] ?? '')) {
        const r = /\sr="(\d+)"/.exec(s.slice(lt, gt));
        this.#row = r ? Number(r[1]) : this.#row + 1;
        this.#column = 0;
        this.rows = Math.max(this.rows, this.#row);
      } else if (c1 === 99 && (c2 === 32 || c2 === 62 || c2 === 47 || c2 === 9 || c2 === 10 || c2 === 13)) {
        const r = /\sr="([A-Z]+)\d*"/.exec(s.slice(lt, gt));
        this.#column = r ? columnNumber(r[1]!) : this.#column + 1;
        this.columns = Math.max(this.columns, this.#column);
      }
      i = gt + 1;
    }
  }
}

/** The 1-based number of a column's letters (A = 1, Z = 26, AA = 27). */
function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

/** Inflates a part piece by piece, handing each piece on and stopping past `limit` bytes; resolves its size. */
function inflatedSize(data: Uint8Array, limit: number, onChunk?: (c: Buffer) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const z = createInflateRaw();
    let n = 0;
    let settled = false;
    z.on('data', (c: Buffer) => {
      if (settled) return;
      n += c.length;
      if (n > limit) {
        settled = true;
        z.destroy();
        resolve(n);
        return;
      }
      onChunk?.(c);
    });
    z.on('end', () => {
      if (!settled) {
        settled = true;
        resolve(n);
      }
    });
    z.on('error', (e) => {
      if (!settled) {
        settled = true;
        reject(e);
      }
    });
    z.end(data);
  });
}

const mib = (n: number) => `${Math.round((n / 1024 / 1024) * 10) / 10} MiB`;

/**
 * Why a workbook must not be opened (a reason for the report), or undefined when it is safe to hand to the
 * spreadsheet reader: not a zip archive, damaged, parts that would inflate past MAX_XLSX_EXPANDED_BYTES or past
 * what the archive says, an unknown compression, or a sheet spanning more than MAX_XLSX_GRID_CELLS cells.
 */
export async function xlsxProblem(bytes: Uint8Array): Promise<string | undefined> {
  if (bytes.length > MAX_XLSX_EXPANDED_BYTES)
    return `the workbook is ${mib(bytes.length)}, more than the ${mib(MAX_XLSX_EXPANDED_BYTES)} Parley opens (MAX_XLSX_EXPANDED_BYTES); save the table as TSV, which is read as a stream`;
  const dir = centralDirectory(bytes);
  if (typeof dir === 'string') return dir;
  const parts = dir.filter((e) => readByReader(e.name));
  const claimed = parts.reduce((t, e) => t + e.size, 0);
  if (claimed > MAX_XLSX_EXPANDED_BYTES)
    return `its parts would inflate to ${mib(claimed)}, more than the ${mib(MAX_XLSX_EXPANDED_BYTES)} Parley opens (MAX_XLSX_EXPANDED_BYTES; a zip bomb?); save the table as TSV, which is read as a stream`;
  for (const e of parts) {
    const data = storedBytes(bytes, e);
    if (typeof data === 'string') return data;
    const sheet = /^xl\/worksheets\/[^/]+\.xml$/.test(e.name) ? new SheetExtent() : undefined;
    let size: number;
    if (e.method === 0) {
      size = data.length;
      sheet?.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    } else if (e.method === 8) {
      try {
        size = await inflatedSize(data, e.size, sheet ? (c) => sheet.push(c) : undefined);
      } catch {
        return `part ${JSON.stringify(e.name)} is not valid deflated data: the archive is damaged`;
      }
    } else
      return `part ${JSON.stringify(e.name)} uses compression method ${e.method}, which .xlsx files do not`;
    if (size > e.size)
      return `part ${JSON.stringify(e.name)} inflates to more than the ${e.size} bytes the archive says (a zip bomb?)`;
    if (size < e.size)
      return `part ${JSON.stringify(e.name)} inflates to ${size} bytes, not the ${e.size} the archive says: the archive is damaged`;
    if (sheet && sheet.rows * sheet.columns > MAX_XLSX_GRID_CELLS)
      return `sheet ${JSON.stringify(e.name)} spans ${sheet.rows} rows by ${sheet.columns} columns, more than the ${MAX_XLSX_GRID_CELLS} cells Parley reads from a sheet (MAX_XLSX_GRID_CELLS); is a cell far outside the table?`;
  }
  return undefined;
}
