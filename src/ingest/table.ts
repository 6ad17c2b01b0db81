import { createDelimitedParser } from './delimited.ts';
import type { Rejection } from '../records/report.ts';
import { xlsxProblem } from './xlsxGuard.ts';

/** One data row of a table: its cells by position and where it starts. */
export interface TableRow {
  /** 1-based physical line where the row starts (delimited text). */
  line?: number;
  /** 1-based sheet row (spreadsheets; the header is row 1). */
  row?: number;
  cells: string[];
}

/** A header and its data rows, from a delimited text file or a sheet. */
export interface Table {
  header: string[];
  rows: TableRow[];
  /** Rows that could not be split into cells (an unterminated quote, typically a truncated file). */
  rejections: Rejection[];
}

/** What the readers need of a table: its rows may be produced as they are iterated (a streamed file). */
export interface TableLike {
  header: string[];
  rows: Iterable<TableRow>;
  rejections: Rejection[];
}

/**
 * Splits delimited text (TSV, CSV) into a header and rows, keeping the physical line where each row starts.
 * Quoted fields may span lines (pandas writes JSON cells that way); a quote inside an unquoted field is text.
 * CRLF line ends read as LF. Blank lines are skipped. A quote left open at the end of the file is reported at
 * the line where it opened. (The rules: see createDelimitedParser; streamDelimited reads files the same way.)
 */
export function parseDelimited(text: string, file: string, delimiter: string): Table {
  const parser = createDelimitedParser(delimiter, file);
  const records = [...parser.push(text), ...parser.end()];
  const first = records.shift();
  return {
    header: first ? first.cells.map((h) => h.trim()) : [],
    rows: records,
    rejections: parser.rejections,
  };
}

/** Cell values read-excel-file can return. */
type SheetCell = string | number | boolean | Date | null | undefined;

/** Converts a sheet cell to text the way a person reading the sheet would see it. */
export function sheetCellText(v: SheetCell): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  return String(v);
}

/**
 * How long the spreadsheet reader may take before the workbook is given up (milliseconds). The reader reads an
 * archive as a stream and, on some damaged archives, waited for ever; xlsxProblem refuses every such archive
 * found so far, and this bounds the ones not yet found. The largest real workbook reads in about 6 s.
 */
export const XLSX_READ_TIMEOUT_MS = 300_000;

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the spreadsheet reader did not finish within ${ms / 1000} s`)),
      ms,
    );
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

/** Reads the first sheet of an .xlsx file into a table; row numbers are the sheet's (header = row 1). */
export async function readXlsxTable(bytes: Uint8Array, file: string): Promise<Table> {
  // Zip bombs, lying archives and sheets spanning billions of cells are refused before the reader opens them.
  const problem = await xlsxProblem(bytes);
  if (problem) throw new Error(problem);
  // The spreadsheet reader (65 modules with its zip reader, about 0.1 s to load) loads when a workbook is first read.
  const { default: readXlsxFile } = await import('read-excel-file/node');
  const sheets = (await withTimeout(readXlsxFile(Buffer.from(bytes)), XLSX_READ_TIMEOUT_MS)) as unknown as {
    sheet: string;
    data: SheetCell[][];
  }[];
  const first = sheets[0];
  if (!first) return { header: [], rows: [], rejections: [{ file, reason: 'the workbook has no sheet' }] };
  const data = first.data;
  const header = (data[0] ?? []).map((c) => sheetCellText(c).trim());
  const rows: TableRow[] = [];
  for (let i = 1; i < data.length; i++) {
    const cells = (data[i] ?? []).map(sheetCellText);
    if (cells.every((c) => c === '')) continue;
    rows.push({ row: i + 1, cells });
  }
  return { header, rows, rejections: [] };
}

/** Finds the positions of the named columns; returns the names that are missing. */
export function columnIndex(
  header: string[],
  names: readonly string[],
): { index: Record<string, number>; missing: string[] } {
  const index: Record<string, number> = {};
  const missing: string[] = [];
  for (const name of names) {
    const i = header.indexOf(name);
    if (i === -1) missing.push(name);
    else index[name] = i;
  }
  return { index, missing };
}
