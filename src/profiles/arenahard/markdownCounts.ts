// The markdown elements arena-hard-auto and LMArena count in an answer, the inputs of their style control
// (docs/formats.md, arena-hard §2.3). Counted as the peers' writer counts them, with Python's regular-expression
// semantics spelt out for JavaScript: `^` only at the start and after a line feed, Python's whitespace and digits.
import type { MarkdownCounts } from '../../records/peers.ts';

/** Python's `\s` on text (str.isspace): JavaScript's `\s` lacks \x1c-\x1f and \x85, and adds \ufeff. */
const SPACE =
  '[\\t\\n\\v\\f\\r \\x1c-\\x1f\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';
/** Python's multi-line `^`: the start of the text or just after a line feed (never after \r or \u2028). */
const LINE = '(?<=^|\\n)';

const HEADERS = [1, 2, 3, 4, 5, 6].map((k) => [`h${k}`, new RegExp(`${LINE}#{${k}}${SPACE}`, 'gu')] as const);
const ORDERED = new RegExp(`${LINE}${SPACE}*\\p{Nd}+\\.${SPACE}`, 'gu');
const UNORDERED = new RegExp(`${LINE}${SPACE}*[-*+]${SPACE}`, 'gu');
const BOLD_STARS = /\*\*[^*\n]+\*\*/gu;
const BOLD_UNDERSCORES = /__[^_\n]+__/gu;
/** A fenced code block whose inside holds no backtick. */
const FENCED = /```([^`]*)```/g;

const count = (re: RegExp, text: string) => text.match(re)?.length ?? 0;

/**
 * The answer with the inside of every fenced code block removed: each block's inner text is deleted wherever it
 * occurs (the fences stay), block by block, as arena-hard's writer does before counting.
 */
export function withoutCodeBlocks(answer: string): string {
  let out = answer;
  for (const m of answer.matchAll(FENCED)) out = out.replaceAll(m[1]!, '');
  return out;
}

/**
 * Markdown headers (h1..h6: lines starting with exactly k `#` and a space), list items (ordered: optional space,
 * digits, a dot and a space; unordered: optional space, `-`, `*` or `+`, and a space) and bold spans (`**...**`
 * and `__...__` on one line) of an answer, code blocks left out.
 * Source: arena-hard-auto, utils/add_markdown_info.py (the definitions), lmarena/arena-hard-auto @ 196f6b82.
 * @example markdownCounts('# T\n- a\n- **b**') // { headers: { h1: 1, ... }, lists: { ordered: 0, unordered: 2 }, bold: { '**': 1, __: 0 } }
 */
export function markdownCounts(answer: string): MarkdownCounts {
  const text = withoutCodeBlocks(answer);
  return {
    headers: Object.fromEntries(HEADERS.map(([k, re]) => [k, count(re, text)])),
    lists: { ordered: count(ORDERED, text), unordered: count(UNORDERED, text) },
    bold: { '**': count(BOLD_STARS, text), __: count(BOLD_UNDERSCORES, text) },
  };
}

/** The total of each element's kinds (all headers, all list items, all bold spans), as style control sums them. */
export function markdownTotals(c: MarkdownCounts): { headers: number; lists: number; bold: number } {
  const sum = (r: Record<string, number>) => Object.values(r).reduce((s, v) => s + v, 0);
  return { headers: sum(c.headers), lists: sum(c.lists), bold: sum(c.bold) };
}
