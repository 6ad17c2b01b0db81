/**
 * The text with every quoted span blanked out (replaced by spaces of the same length, so offsets still point
 * into the original): straight double quotes, curly double quotes, curly single quotes, and straight single
 * quotes that open after a space and close before one (apostrophes inside words are left alone). A quote that
 * never closes masks nothing. What a speaker quotes is not what the speaker says of itself.
 * @example maskQuotes('He said "I am an AI" twice') // 'He said               twice'
 */
export function maskQuotes(text: string): string {
  const spans: [number, number][] = [];
  // Each pattern with the character it opens with: a text without that character is not scanned.
  const patterns: [string, RegExp][] = [
    ['"', /"[^"\n]*"/g],
    ['\u201c', /\u201c[^\u201d\n]*\u201d/g],
    ['\u2018', /\u2018[^\u2019\n]*\u2019(?!\p{L})/gu],
    ["'", /(?<=^|[\s(])'[^'\n]+'(?=$|[\s.,;:!?)])/g],
  ];
  for (const [opener, p] of patterns)
    if (text.includes(opener)) for (const m of text.matchAll(p)) spans.push([m.index, m.index + m[0].length]);
  if (spans.length === 0) return text;
  const chars = text.split('');
  for (const [a, b] of spans) for (let i = a; i < b; i++) if (chars[i] !== '\n') chars[i] = ' ';
  return chars.join('');
}
