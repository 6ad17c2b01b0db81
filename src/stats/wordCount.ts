/** One word segmenter for every text: a fixed locale, so counts do not depend on the machine's settings. */
const SEGMENTER = new Intl.Segmenter('en', { granularity: 'word' });

/**
 * Words in a text: the word-like segments of Unicode word segmentation (UAX #29 with ICU's dictionaries), so
 * Chinese text without spaces is split into words too ("我们今天去北京" is 我们 | 今天 | 去 | 北京). Punctuation,
 * emoji and white space are not words; "It's" and "3pm" are one word each.
 * Source: Unicode Standard Annex #29, "Unicode Text Segmentation", word boundaries; ECMA-402 Intl.Segmenter.
 * @example wordCount("Hi there! It's 3pm :)") // 4
 */
export function wordCount(text: string): number {
  let n = 0;
  for (const s of SEGMENTER.segment(text)) if (s.isWordLike) n++;
  return n;
}
