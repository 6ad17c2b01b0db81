// A JSON reader that remembers where things are: the line on which every object and array starts, and the text
// of every number as written. Whole-document JSON files (MERA submissions, ruTiE task files) are pretty-printed
// with one answer spread over several lines, and a rejection must name the line of the answer it is about.
// Pure; the result equals JSON.parse's (objects are plain, a "__proto__" key is an ordinary own property).
import { MAX_JSON_DEPTH } from './cells.ts';

export type LocatedJson =
  | {
      ok: true;
      value: unknown;
      /** 1-based line where an object or array of `value` starts (its `{` or `[`). */
      lineOf: (node: object) => number | undefined;
      /** The text of a number as written, by its container and key (array index for arrays). */
      numberText: (container: object, key: string | number) => string | undefined;
    }
  | { ok: false; line: number; column: number; reason: string };

class LocatedJsonError extends Error {
  readonly line: number;
  readonly column: number;
  constructor(line: number, column: number, message: string) {
    super(message);
    this.line = line;
    this.column = column;
  }
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?/y;

/**
 * Parses a JSON document, keeping the start line of every object and array and the text of every number.
 * A leading byte-order mark is ignored. Nesting deeper than MAX_JSON_DEPTH is refused (a hostile file cannot
 * exhaust the stack). Errors come back as a value with the line and column, never thrown.
 * @example parseLocatedJson('[\n {"a": 1}\n]') // ok, lineOf(value[0]) === 2
 */
export function parseLocatedJson(input: string): LocatedJson {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const lines = new WeakMap<object, number>();
  const numbers = new WeakMap<object, Map<string | number, string>>();
  let i = 0;
  let line = 1;
  let lineStart = 0;
  const fail = (reason: string): never => {
    throw new LocatedJsonError(line, i - lineStart + 1, reason);
  };
  const ws = () => {
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === 10) {
        line++;
        lineStart = ++i;
      } else if (c === 32 || c === 9 || c === 13) i++;
      else return;
    }
  };
  const describe = () => (i >= text.length ? 'the end of the text' : JSON.stringify(text[i]));
  const str = (): string => {
    const start = i++;
    for (;;) {
      if (i >= text.length) return fail('a string is never closed');
      const c = text.charCodeAt(i);
      if (c === 34) break;
      if (c === 92) i += 2;
      else if (c < 32) return fail('a control character (such as a line break) inside a string');
      else i++;
    }
    i++;
    try {
      return JSON.parse(text.slice(start, i)) as string;
    } catch {
      i = start;
      return fail('a string with a broken escape');
    }
  };
  const value = (depth: number, container?: object, key?: string | number): unknown => {
    if (depth > MAX_JSON_DEPTH) fail(`nested deeper than ${MAX_JSON_DEPTH} levels`);
    ws();
    const c = text[i];
    if (c === '{') return object(depth);
    if (c === '[') return array(depth);
    if (c === '"') return str();
    for (const [word, v] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return v;
      }
    }
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(text);
    if (m) {
      i += m[0].length;
      if (container !== undefined && key !== undefined) {
        let byKey = numbers.get(container);
        if (!byKey) numbers.set(container, (byKey = new Map()));
        byKey.set(key, m[0]);
      }
      return Number(m[0]);
    }
    return fail(`unexpected ${describe()}`);
  };
  const object = (depth: number): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    lines.set(out, line);
    i++;
    ws();
    if (text[i] === '}') {
      i++;
      return out;
    }
    for (;;) {
      ws();
      if (text[i] !== '"') fail(`expected a key in quotes, got ${describe()}`);
      const k = str();
      ws();
      if (text[i] !== ':') fail(`expected ":" after the key ${JSON.stringify(k)}, got ${describe()}`);
      i++;
      Object.defineProperty(out, k, {
        value: value(depth + 1, out, k),
        enumerable: true,
        writable: true,
        configurable: true,
      });
      ws();
      if (text[i] === ',') i++;
      else if (text[i] === '}') {
        i++;
        return out;
      } else fail(`expected "," or "}", got ${describe()}`);
    }
  };
  const array = (depth: number): unknown[] => {
    const out: unknown[] = [];
    lines.set(out, line);
    i++;
    ws();
    if (text[i] === ']') {
      i++;
      return out;
    }
    for (;;) {
      out.push(value(depth + 1, out, out.length));
      ws();
      if (text[i] === ',') i++;
      else if (text[i] === ']') {
        i++;
        return out;
      } else fail(`expected "," or "]", got ${describe()}`);
    }
  };
  try {
    ws();
    if (i >= text.length) fail('the file is empty');
    const v = value(0);
    ws();
    if (i < text.length) fail(`unexpected text after the JSON value (${describe()})`);
    return {
      ok: true,
      value: v,
      lineOf: (node) => lines.get(node),
      numberText: (container, key) => numbers.get(container)?.get(key),
    };
  } catch (e) {
    if (e instanceof LocatedJsonError)
      return { ok: false, line: e.line, column: e.column, reason: e.message };
    throw e;
  }
}

/** Keys that occur in a JSON text (`"key":`), in first-seen order: a cheap look at a large file's layout. */
export function jsonKeysIn(text: string): string[] {
  const keys = new Set<string>();
  for (const m of text.matchAll(/"((?:[^"\\\n]|\\.){1,100})"\s*:/g)) keys.add(m[1] ?? '');
  return [...keys];
}
