import { MAX_JSON_DEPTH, nestsTooDeep } from './cells.ts';
import { quote } from '../records/report.ts';

/** One non-blank line of a JSONL file, parsed, with its physical line number. */
export type JsonLine =
  { line: number; ok: true; value: unknown } | { line: number; ok: false; reason: string };

/** Longest line accepted (characters); a longer one is rejected without parsing. */
export const MAX_JSONL_LINE = 16 * 1024 * 1024;

/** Splits JSONL text into parsed lines; blank lines are skipped, a broken line is reported, never thrown. */
export function parseJsonLines(text: string): JsonLine[] {
  const out: JsonLine[] = [];
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let start = 0;
  let line = 1;
  while (start <= src.length) {
    let end = src.indexOf('\n', start);
    if (end === -1) end = src.length;
    const parsed = parseJsonLineText(src.slice(start, end), line);
    if (parsed) out.push(parsed);
    if (end === src.length) break;
    start = end + 1;
    line++;
  }
  return out;
}

/** Parses one physical line of a JSONL file (without its LF); undefined for a blank line. */
export function parseJsonLineText(text: string, line: number): JsonLine | undefined {
  const s = text.endsWith('\r') ? text.slice(0, -1) : text;
  if (s.trim() === '') return undefined;
  if (s.length > MAX_JSONL_LINE)
    return { line, ok: false, reason: `line longer than ${MAX_JSONL_LINE} characters` };
  if (nestsTooDeep(s)) return { line, ok: false, reason: `JSON nested deeper than ${MAX_JSON_DEPTH} levels` };
  try {
    return { line, ok: true, value: JSON.parse(s) };
  } catch (e) {
    return { line, ok: false, reason: `broken JSON (${(e as Error).message}; got ${quote(s)})` };
  }
}

/** True for a plain JSON object (not null, not an array). */
export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
