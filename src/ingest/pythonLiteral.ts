// A safe reader for Python literals (what repr() prints for lists, dicts, strings, numbers, True/False/None).
// Some HCG files and ruTiE's pools store data this way. Nothing is evaluated: anything else is an error.

export type PyValue = string | number | boolean | null | PyValue[] | { [k: string]: PyValue };

/** Nesting limit, so a hostile cell cannot exhaust the stack. */
export const MAX_PY_DEPTH = 64;

export class PythonLiteralError extends Error {}

/**
 * Parses a Python literal. Supports str ('..', "..", with \\n \\t \\' \\" \\\\ \\xNN \\uNNNN \\UNNNNNNNN escapes),
 * int, float, True, False, None, list, tuple (as a list) and dict with string keys.
 * @throws PythonLiteralError with the offset of the problem.
 */
export function parsePythonLiteral(text: string): PyValue {
  let i = 0;
  const fail = (msg: string): never => {
    throw new PythonLiteralError(`${msg} at character ${i + 1}`);
  };
  const ws = () => {
    while (i < text.length && /\s/.test(text[i] ?? '')) i++;
  };
  const value = (depth: number): PyValue => {
    if (depth > MAX_PY_DEPTH) fail(`nested deeper than ${MAX_PY_DEPTH} levels`);
    ws();
    const c = text[i];
    if (c === undefined) return fail('unexpected end of text');
    if (c === "'" || c === '"') return str();
    if (c === '[' || c === '(') return list(depth, c === '[' ? ']' : ')');
    if (c === '{') return dict(depth);
    for (const [word, v] of [
      ['True', true],
      ['False', false],
      ['None', null],
    ] as const) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return v;
      }
    }
    const m = /^-?(\d+\.?\d*([eE][-+]?\d+)?|\.\d+)/.exec(text.slice(i, i + 64));
    if (m) {
      i += m[0].length;
      return Number(m[0]);
    }
    return fail(`unexpected ${JSON.stringify(c)}`);
  };
  const str = (): string => {
    const q = text[i++];
    let out = '';
    while (i < text.length) {
      const c = text[i++] as string;
      if (c === q) return out;
      if (c !== '\\') {
        out += c;
        continue;
      }
      const e = text[i++];
      switch (e) {
        case 'n':
          out += '\n';
          break;
        case 't':
          out += '\t';
          break;
        case 'r':
          out += '\r';
          break;
        case '0':
          out += '\0';
          break;
        case '\\':
          out += '\\';
          break;
        case "'":
          out += "'";
          break;
        case '"':
          out += '"';
          break;
        case '\n':
          break;
        case 'x':
          out += hex(2);
          break;
        case 'u':
          out += hex(4);
          break;
        case 'U':
          out += hex(8);
          break;
        default:
          out += `\\${e ?? ''}`;
      }
    }
    return fail('string never closed');
  };
  const hex = (n: number): string => {
    const h = text.slice(i, i + n);
    if (!/^[0-9a-fA-F]+$/.test(h) || h.length !== n) fail('bad escape');
    i += n;
    return String.fromCodePoint(parseInt(h, 16));
  };
  const list = (depth: number, close: string): PyValue[] => {
    i++;
    const out: PyValue[] = [];
    for (;;) {
      ws();
      if (text[i] === close) {
        i++;
        return out;
      }
      out.push(value(depth + 1));
      ws();
      if (text[i] === ',') i++;
      else if (text[i] !== close) fail(`expected "," or "${close}"`);
    }
  };
  const dict = (depth: number): { [k: string]: PyValue } => {
    i++;
    const out: { [k: string]: PyValue } = Object.create(null) as { [k: string]: PyValue };
    for (;;) {
      ws();
      if (text[i] === '}') {
        i++;
        return out;
      }
      const k = value(depth + 1);
      if (typeof k !== 'string') fail('dict keys must be strings');
      ws();
      if (text[i] !== ':') fail('expected ":"');
      i++;
      out[k as string] = value(depth + 1);
      ws();
      if (text[i] === ',') i++;
      else if (text[i] !== '}') fail('expected "," or "}"');
    }
  };
  const v = value(0);
  ws();
  if (i < text.length) fail('unexpected text after the value');
  return v;
}
