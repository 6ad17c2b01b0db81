// Parsing single cells: JSON arrays of chats, whole numbers. Pure; each returns a value or a reason.
import { quote } from '../records/report.ts';

/** Deepest JSON nesting accepted in a cell before parsing (a chats array needs 1). */
export const MAX_JSON_DEPTH = 64;

/**
 * True when a JSON text nests deeper than MAX_JSON_DEPTH. JSON.parse itself reads any depth, but JSON.stringify
 * and every recursive walk of the value overflow the stack on a few thousand levels, so such text is refused
 * before parsing. Text with no more opening brackets than the limit cannot be that deep and is not scanned.
 */
export function nestsTooDeep(text: string): boolean {
  let brackets = 0;
  for (let i = text.indexOf('['); i !== -1 && brackets <= MAX_JSON_DEPTH; i = text.indexOf('[', i + 1))
    brackets++;
  for (let i = text.indexOf('{'); i !== -1 && brackets <= MAX_JSON_DEPTH; i = text.indexOf('{', i + 1))
    brackets++;
  return brackets > MAX_JSON_DEPTH && jsonDepth(text) > MAX_JSON_DEPTH;
}

export type CellResult<T> = { ok: true; value: T } | { ok: false; reason: string };

/** Depth of bracket nesting outside strings; a cheap guard before JSON.parse on hostile cells. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) max = Math.max(max, ++depth);
    else if (c === 93 || c === 125) depth--;
  }
  return max;
}

/** Parses a cell holding a JSON array of chat strings, e.g. `["Hi.", "Hello!"]`. */
export function parseChatsCell(text: string): CellResult<string[]> {
  const t = text.trim();
  if (t === '') return { ok: false, reason: 'the cell is empty; expected a JSON array of chats' };
  // Only a text with more than one opening bracket can nest: most chat cells skip the depth scan.
  const nested = t.indexOf('[', 1) !== -1 || t.indexOf('{') !== -1;
  if (nested && jsonDepth(t) > MAX_JSON_DEPTH)
    return { ok: false, reason: `JSON nested deeper than ${MAX_JSON_DEPTH} levels` };
  let v: unknown;
  try {
    v = JSON.parse(t);
  } catch (e) {
    return { ok: false, reason: `broken JSON (${(e as Error).message}; got ${quote(t)})` };
  }
  if (!Array.isArray(v))
    return { ok: false, reason: `expected a JSON array of chats, got ${v === null ? 'null' : typeof v}` };
  for (let i = 0; i < v.length; i++) {
    if (typeof v[i] !== 'string') {
      return { ok: false, reason: `chat ${i + 1} is ${v[i] === null ? 'null' : typeof v[i]}, not text` };
    }
  }
  return { ok: true, value: v as string[] };
}

/** Parses a whole number cell (`12`, `12.0` as spreadsheets write it). */
export function parseIntCell(text: string): CellResult<number> {
  const t = text.trim();
  if (!/^-?\d+(\.0+)?$/.test(t)) return { ok: false, reason: `expected a whole number, got ${quote(t)}` };
  return { ok: true, value: Number(t) };
}
