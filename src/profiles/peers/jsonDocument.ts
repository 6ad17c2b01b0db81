// JSON documents and JSON lines of the peers' formats, read with where each record starts. Python writes bare
// NaN and Infinity tokens by default (Inspect, lm-eval); those are read as the numbers they stand for.
import { parseJsonLineText, type JsonLine } from '../../ingest/jsonLines.ts';
import { parseLocatedJson } from '../../ingest/locatedJson.ts';
import { parseNonFiniteJson } from '../../ingest/nonFiniteJson.ts';
import { MAX_JSONL_LINE } from '../../ingest/jsonLines.ts';

export type JsonDocument =
  | {
      ok: true;
      value: unknown;
      /** The line where an object or array starts, when known (not for a document holding NaN tokens). */
      lineOf: (node: object) => number | undefined;
    }
  | { ok: false; line?: number; reason: string };

/**
 * Longest document whose objects get their lines (characters): the locating parser keeps a map entry per object, so
 * a dump of hundreds of megabytes is parsed by JSON.parse instead, and its records are placed by their entry.
 */
export const MAX_LOCATED_JSON = 64 * 1024 * 1024;

/**
 * Parses a whole JSON document, keeping the line of every object. A document that is not standard JSON only
 * because of bare NaN / Infinity tokens, or longer than MAX_LOCATED_JSON, is read without lines (records are then
 * placed by their entry).
 */
export function parseJsonDocument(text: string): JsonDocument {
  if (text.length > MAX_LOCATED_JSON) {
    const loose = parseNonFiniteJson(text);
    return loose.ok
      ? { ok: true, value: loose.value, lineOf: () => undefined }
      : { ok: false, reason: `not readable JSON (${loose.reason})` };
  }
  const located = parseLocatedJson(text);
  if (located.ok) return { ok: true, value: located.value, lineOf: located.lineOf };
  const loose = parseNonFiniteJson(text);
  if (loose.ok) return { ok: true, value: loose.value, lineOf: () => undefined };
  return {
    ok: false,
    line: located.line,
    reason: `not readable JSON (line ${located.line}, character ${located.column}: ${located.reason})`,
  };
}

/** Splits JSONL text into parsed lines like parseJsonLines, reading bare NaN / Infinity tokens as numbers. */
export function parseNonFiniteJsonLines(text: string): JsonLine[] {
  const out: JsonLine[] = [];
  const lines = text.split('\n');
  lines.forEach((raw, k) => {
    const line = k + 1;
    const strict = parseJsonLineText(k === 0 ? raw.replace(/^\uFEFF/, '') : raw, line);
    if (!strict || strict.ok) {
      if (strict) out.push(strict);
      return;
    }
    const s = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (s.length > MAX_JSONL_LINE) return out.push(strict);
    const loose = parseNonFiniteJson(s);
    out.push(loose.ok ? { line, ok: true, value: loose.value } : strict);
  });
  return out;
}

/**
 * Pushes a record into a sink's array and says whether it was kept: a guarded array (ingest's record ledger)
 * leaves out a record read before. Records derived from the same row (its battles) are pushed only when it was.
 */
export function pushed<T>(target: T[], record: T): boolean {
  const before = target.length;
  target.push(record);
  return target.length > before;
}

/**
 * Pushes the records one row gives (a sample's scores, one per metric) as one: the first is checked by the ledger,
 * and only when it was new are the others pushed, so a repeated row counts once as a duplicate.
 */
export function pushedRow<T>(target: T[], records: readonly T[]): boolean {
  if (records.length === 0 || !pushed(target, records[0]!)) return false;
  for (const r of records.slice(1)) target.push(r);
  return true;
}
