// JSON as Python writes it: Inspect's logs and lm-evaluation-harness's files hold bare `NaN`, `Infinity` and
// `-Infinity` tokens (Python's json module writes them by default), which JSON.parse rejects. They are read here
// as the numbers they stand for, never as null, and nothing in the text is evaluated.

/** A parse: the value, or why the text is not JSON (JSON.parse's message). */
export type NonFiniteJson = { ok: true; value: unknown } | { ok: false; reason: string };

const TOKENS: Readonly<Record<string, number>> = {
  NaN: Number.NaN,
  Infinity: Number.POSITIVE_INFINITY,
  '-Infinity': Number.NEGATIVE_INFINITY,
};

/**
 * The text with every bare NaN / Infinity / -Infinity token outside strings replaced by a quoted marker, and the
 * markers used; undefined when the text has none. A scan that skips strings (their escapes included), so a
 * `"NaN"` inside a string is left alone.
 */
function markTokens(text: string, marker: string): string | undefined {
  let out = '';
  let from = 0;
  let found = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      // Skip the string: to the next quote not escaped.
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 92) i++;
        else if (d === 34) break;
      }
      continue;
    }
    if (c !== 78 && c !== 73 && c !== 45) continue; // N, I, -
    const token = text.startsWith('NaN', i)
      ? 'NaN'
      : text.startsWith('Infinity', i)
        ? 'Infinity'
        : text.startsWith('-Infinity', i)
          ? '-Infinity'
          : undefined;
    if (!token) continue;
    out += `${text.slice(from, i)}"${marker}${token}"`;
    i += token.length - 1;
    from = i + 1;
    found = true;
  }
  return found ? out + text.slice(from) : undefined;
}

/**
 * Parses JSON that may hold bare NaN, Infinity and -Infinity tokens (outside strings), which become the numbers
 * they stand for. Standard JSON parses as JSON.parse parses it. Never throws.
 * @example parseNonFiniteJson('{"a": NaN, "b": "NaN"}') // { ok: true, value: { a: NaN, b: 'NaN' } }
 */
export function parseNonFiniteJson(text: string): NonFiniteJson {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return { ok: true, value: JSON.parse(src) };
  } catch (e) {
    // A marker (a NUL, escaped, and a word) that occurs nowhere in the text, so no string of the data is one.
    let word = 'nonfinite:';
    while (src.includes(`\\u0000${word}`)) word = `x${word}`;
    const marker = `\u0000${word}`;
    const marked = markTokens(src, `\\u0000${word}`);
    if (marked === undefined) return { ok: false, reason: (e as Error).message };
    try {
      const value: unknown = JSON.parse(marked, (_k, v: unknown) =>
        typeof v === 'string' && v.startsWith(marker) ? (TOKENS[v.slice(marker.length)] ?? v) : v,
      );
      return { ok: true, value };
    } catch (e2) {
      return { ok: false, reason: (e2 as Error).message };
    }
  }
}
