/** Markdown elements in an answer, as LMArena's style control counts them. */
export interface MarkdownStyleCounts {
  /** Header lines of each level: h1…h6 (a line starting with exactly k `#` and a space or other whitespace). */
  headers: { h1: number; h2: number; h3: number; h4: number; h5: number; h6: number };
  /** List items: numbered (`1. `) and bulleted (`- `, `* `, `+ `), indentation allowed. */
  lists: { ordered: number; unordered: number };
  /** Bold spans: `**…**` with no `*` or line break inside, and `__…__` with no `_` or line break inside. */
  bold: { asterisks: number; underscores: number };
}

// "At the start of a line" means at the start of the text or right after "\n" only (JavaScript's `m` flag would
// also count "\r", U+2028 and U+2029 as line ends, which the reference does not).
const LINE_START = '(?<![^\\n])';
const HEADER = [1, 2, 3, 4, 5, 6].map((k) => new RegExp(`${LINE_START}#{${k}}\\s`, 'gu'));
const ORDERED = new RegExp(`${LINE_START}\\s*\\p{Nd}+\\.\\s`, 'gu');
const UNORDERED = new RegExp(`${LINE_START}\\s*[-*+]\\s`, 'gu');
const BOLD_ASTERISKS = /\*\*[^*\n]+\*\*/gu;
const BOLD_UNDERSCORES = /__[^_\n]+__/gu;
const FENCED = /```([^`]*)```/gu;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/**
 * Counts the markdown headers, list items and bold spans of an answer, after removing code: the inside of every
 * fenced block ```…``` that holds no backtick is deleted (every occurrence of that text, anywhere in the answer;
 * the fences stay), so a `#` comment or `**kwargs` in code is not counted. Matches do not overlap; an indented
 * list item may start after blank lines (the leading whitespace may span them, and then counts once).
 * These are the counts behind LMArena's `header_count`, `list_count` and `bold_count` in `conv_metadata` and
 * arena-hard-auto's answer `metadata`; the style covariates of styleFeatures sum each group.
 * Source: the rules of arena-hard-auto's utils/add_markdown_info.py (lmarena/arena-hard-auto), described in
 * /work/research/formats.md §2.3 and re-implemented here; checked on the 750 answers of its o3-mini v2 file
 * (markdownStyleCounts.corpus.test.ts).
 * @example markdownStyleCounts('# Title\n\n- a\n- **b**') // headers.h1 1, lists.unordered 2, bold.asterisks 1
 */
export function markdownStyleCounts(text: string): MarkdownStyleCounts {
  const blocks = [...text.matchAll(FENCED)].map((m) => m[1]!);
  let rest = text;
  for (const block of blocks) if (block !== '') rest = rest.split(block).join('');
  const [h1, h2, h3, h4, h5, h6] = HEADER.map((p) => count(rest, p)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return {
    headers: { h1, h2, h3, h4, h5, h6 },
    lists: { ordered: count(rest, ORDERED), unordered: count(rest, UNORDERED) },
    bold: { asterisks: count(rest, BOLD_ASTERISKS), underscores: count(rest, BOLD_UNDERSCORES) },
  };
}
