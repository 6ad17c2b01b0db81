// CSV downloads: RFC 4180 (CRLF line ends; a cell holding `"`, `,`, CR or LF is quoted, inner quotes doubled), and
// no cell that a spreadsheet would run as a formula.
//
// Typed cells decide what counts as a number. A JavaScript number is data: it is written as the shortest
// round-trip decimal (`String(x)`, so -3.5 stays -3.5 and a spreadsheet reads a number), and a non-finite one
// (NaN, Infinity) as an empty cell. A string is text, whatever it looks like: one starting with `=`, `+`, `-`,
// `@`, a tab or a carriage return gets a leading `'` (OWASP's CSV-injection advice), so the text "-3.5" becomes
// '-3.5 and "=1+1" becomes '=1+1. Callers therefore pass numbers as numbers; text taken from the data (model
// names, conversation text, raw judge answers) stays text and cannot become a formula. The header row is
// treated as text too. No byte-order mark is written (spreadsheets that need one can import as UTF-8).

/** Characters that make a spreadsheet treat a text cell as a formula (OWASP CSV injection guidance). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A value a CSV cell can hold. */
export type CsvValue = string | number | boolean | null | undefined;

/**
 * One cell: numbers as numbers, booleans as true/false, null and undefined empty, text neutralised and quoted.
 * @example csvCell(-3.5) // '-3.5'
 * @example csvCell('-3.5') // "'-3.5"
 * @example csvCell('a, "b"') // '"a, ""b"""'
 */
export function csvCell(v: CsvValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  const text = FORMULA_START.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Rows as CSV: a header of the column names, then one line per row with the columns in the given order (a
 * missing key is an empty cell); every line ends with CRLF.
 * @example toCsv(['model', 'rate'], [{ model: 'GPT-4', rate: 0.5 }]) // 'model,rate\r\nGPT-4,0.5\r\n'
 */
export function toCsv(
  columns: readonly string[],
  rows: readonly Readonly<Record<string, CsvValue>>[],
): string {
  const lines = [columns.map(csvCell).join(',')];
  for (const r of rows) lines.push(columns.map((c) => csvCell(r[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** A table's raw rows (a value may be an object of named values: a ratings row's `styleControlled`). */
type NestedRows = readonly Readonly<Record<string, CsvValue | Readonly<Record<string, CsvValue>>>>[];

/**
 * A table's raw rows as CSV: a nested value becomes `<key>.<name>` columns; the columns are every key met, in the
 * order first met.
 * @example rowsCsv([{ model: 'a', sc: { rating: 1 } }]) // 'model,sc.rating\r\na,1\r\n'
 */
export function rowsCsv(rows: NestedRows): string {
  const flat = rows.map((r) =>
    Object.fromEntries(
      Object.entries(r).flatMap(([k, v]) =>
        v !== null && typeof v === 'object' ? Object.entries(v).map(([n, x]) => [`${k}.${n}`, x]) : [[k, v]],
      ),
    ),
  );
  const columns = [...new Set(flat.flatMap((r) => Object.keys(r)))];
  return toCsv(columns, flat);
}
