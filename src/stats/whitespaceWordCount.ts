/**
 * Whitespace-separated words of a text, as `text.split(/\s+/).filter(Boolean).length` counts them, without
 * building the pieces (word counts of every chat are a hot loop of a build).
 * @example whitespaceWordCount('  two\u00a0words ') // 2
 */
export function whitespaceWordCount(text: string): number {
  let n = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // The characters of JavaScript's \s: ASCII white space, NBSP, the Unicode space separators, line/paragraph
    // separators, BOM.
    const space =
      c === 32 ||
      (c >= 9 && c <= 13) ||
      (c > 127 &&
        (c === 0xa0 ||
          c === 0x1680 ||
          (c >= 0x2000 && c <= 0x200a) ||
          c === 0x2028 ||
          c === 0x2029 ||
          c === 0x202f ||
          c === 0x205f ||
          c === 0x3000 ||
          c === 0xfeff));
    if (space) inWord = false;
    else if (!inWord) {
      inWord = true;
      n++;
    }
  }
  return n;
}
