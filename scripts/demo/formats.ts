// Byte-level writers that imitate the Python tools BotChat and HCG used: pandas `to_csv(sep='\t', index=False)`,
// `json.dumps` with its defaults, and `repr(float)`. Pure functions: values in, text out.

/**
 * One field as Python's csv writer (QUOTE_MINIMAL, which pandas uses) writes it: quoted with `"` when it holds
 * the delimiter, a quote, CR or LF, inner quotes doubled; otherwise as is.
 */
export function csvField(value: string | number, delimiter: string): string {
  const s = String(value);
  if (s.includes(delimiter) || s.includes('"') || s.includes('\n') || s.includes('\r'))
    return `"${s.replace(/"/g, '""')}"`;
  return s;
}

/** A whole table as pandas `to_csv(sep=delimiter, index=False)` writes it on Linux: LF line ends, last line ended. */
export function toDelimited(
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
  delimiter: string,
): string {
  const line = (cells: readonly (string | number)[]): string => {
    // Python's csv writer quotes a lone empty field so the row is not read as a blank line.
    if (cells.length === 1 && cells[0] === '') return '""';
    return cells.map((c) => csvField(c, delimiter)).join(delimiter);
  };
  return [header, ...rows].map(line).join('\n') + '\n';
}

/** The physical line (1-based, header = line 1) where each data row of `toDelimited`'s output starts. */
export function rowStartLines(
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): number[] {
  const newlines = (cells: readonly (string | number)[]): number =>
    cells.reduce<number>((n, c) => n + (String(c).match(/\n/g)?.length ?? 0), 0);
  const out: number[] = [];
  let line = 1 + newlines(header) + 1;
  for (const r of rows) {
    out.push(line);
    line += newlines(r) + 1;
  }
  return out;
}

/** A string as Python's `json.dumps` writes it (ensure_ascii: every character outside space..~ escaped). */
export function pyJsonString(s: string): string {
  return JSON.stringify(s).replace(
    /[^\x20-\x7e]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A JSON value as Python's `json.dumps(value)` writes it: `", "` and `": "` separators, ASCII only. */
export function pyJson(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return pyJsonString(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`pyJson cannot write ${value}`);
    return Number.isInteger(value) ? String(value) : pyFloatRepr(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value)) return `[${value.map(pyJson).join(', ')}]`;
  if (typeof value === 'object') {
    return `{${Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${pyJsonString(k)}: ${pyJson(v)}`)
      .join(', ')}}`;
  }
  throw new Error(`pyJson cannot write a ${typeof value}`);
}

/**
 * Python's `repr(x)` of a float: the shortest round-trip digits, like JavaScript's `String(x)`, but a whole number
 * keeps `.0` (`0.0`, `1.0`) and exponents have at least two digits (`1e-07`). Only for 1e-16 < |x| < 1e16 or 0.
 */
export function pyFloatRepr(x: number): string {
  if (!Number.isFinite(x)) throw new Error(`pyFloatRepr cannot write ${x}`);
  if (x !== 0 && (Math.abs(x) >= 1e16 || Math.abs(x) < 1e-16))
    throw new Error(`pyFloatRepr: ${x} is outside the range written here`);
  if (Number.isInteger(x)) return `${Object.is(x, -0) ? '-0' : String(x)}.0`;
  return String(x).replace(/e([-+])(\d)$/, 'e$10$2');
}
