// CSV downloads: RFC 4180 quoting, and no cell a spreadsheet would run as a formula.

/** Characters that make a spreadsheet treat a text cell as a formula (OWASP CSV injection guidance). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell made safe: a leading `'` when it would start a formula. Numbers are written as numbers. */
export function csvCell(v: string | number | boolean | null | undefined): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  const text = FORMULA_START.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV (CRLF line ends, header first); columns in the given order, missing values empty. */
export function toCsv(
  columns: readonly string[],
  rows: readonly Record<string, string | number | boolean | null>[],
): string {
  const lines = [columns.map(csvCell).join(',')];
  for (const r of rows) lines.push(columns.map((c) => csvCell(r[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
