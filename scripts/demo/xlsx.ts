// Writing .xlsx files that are byte-identical on every run. write-excel-file (4.1.1) zips with fflate and stamps
// every entry with the current local time, and offers no option to fix it; so the archive's DOS date and time
// fields are rewritten afterwards to one fixed moment. CRCs cover only the contents, so the zip stays valid.
import writeXlsxFile from 'write-excel-file/node';

/** The moment written into every zip entry: 2023-11-01 00:00:00 (DOS date and time fields). */
export const FIXED_DOS_DATE = ((2023 - 1980) << 9) | (11 << 5) | 1;
export const FIXED_DOS_TIME = 0;

/** A sheet cell: text or a number. */
export type XlsxCell = string | number;

/** Builds a one-sheet workbook (first row = header) and returns its bytes, timestamps fixed. */
export async function xlsxBytes(rows: readonly (readonly XlsxCell[])[], sheet = 'Sheet1'): Promise<Buffer> {
  // Every string is written as a string cell, so text such as `=HYPERLINK(...)` stays text, never a formula.
  const data = rows.map((r) =>
    r.map((v) => (typeof v === 'number' ? { value: v, type: Number } : { value: v, type: String })),
  );
  const buffer = await writeXlsxFile(data, { sheet }).toBuffer();
  return fixZipTimestamps(buffer);
}

/**
 * Sets the modification date and time of every entry of a zip archive (local headers and the central directory)
 * to FIXED_DOS_DATE / FIXED_DOS_TIME. Walks the central directory from the end-of-central-directory record.
 * @throws Error when the bytes are not a plain (non-zip64) zip archive.
 */
export function fixZipTimestamps(zip: Buffer): Buffer {
  const out = Buffer.from(zip);
  let eocd = -1;
  for (let i = out.length - 22; i >= Math.max(0, out.length - 22 - 0xffff); i--) {
    if (out.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('fixZipTimestamps: no end-of-central-directory record');
  const entries = out.readUInt16LE(eocd + 10);
  let p = out.readUInt32LE(eocd + 16);
  for (let k = 0; k < entries; k++) {
    if (out.readUInt32LE(p) !== 0x02014b50)
      throw new Error(`fixZipTimestamps: bad central directory entry ${k}`);
    out.writeUInt16LE(FIXED_DOS_TIME, p + 12);
    out.writeUInt16LE(FIXED_DOS_DATE, p + 14);
    const local = out.readUInt32LE(p + 42);
    if (out.readUInt32LE(local) !== 0x04034b50)
      throw new Error(`fixZipTimestamps: bad local header of entry ${k}`);
    out.writeUInt16LE(FIXED_DOS_TIME, local + 10);
    out.writeUInt16LE(FIXED_DOS_DATE, local + 12);
    p += 46 + out.readUInt16LE(p + 28) + out.readUInt16LE(p + 30) + out.readUInt16LE(p + 32);
  }
  return out;
}
