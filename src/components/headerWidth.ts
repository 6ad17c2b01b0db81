// How wide a table's column header must be for its label to take at most two lines. A header as narrow as its
// longest word wraps a label such as "Bradley-Terry (N=16) (95% CI)" to five lines (about 150 px on a phone);
// SortableTable gives each header the class `hw-<n>` of the width this computes, and site.css sets the width of
// each class (on a wide screen a fifth more than n `ch`, for fonts wider than the one measured here), so no inline
// style is needed (the pages' Content-Security-Policy forbids them).
//
// Widths are in `ch` (the width of a digit) of the header's bold sans-serif text, from DejaVu Sans Bold's metrics
// rounded into four classes: the widths of other system fonts are the same or less.

/** The width of a character in digits' widths: narrow (i, l, brackets, space), slim (f, r, t, hyphen), wide
 * (m, w, M, W, %, @), else one. */
function charWidth(c: string): number {
  if (/[ijlI.,:;'()[\]|! ]/.test(c)) return 0.5;
  if (/[frt\-/]/.test(c)) return 0.7;
  if (/[mwMW%@]/.test(c)) return 1.45;
  return 1;
}

/** A word's width in digits' widths. */
export function wordWidth(word: string): number {
  return [...word].reduce((w, c) => w + charWidth(c), 0);
}

/** The sort arrow after a label's last word: a no-break space and the arrow ("\u00a0↕"). */
const ARROW = 1.7;
const SPACE = 0.5;

/** The widths there are classes for, in characters (site.css: `.hw-4` to `.hw-24`). */
export const HEADER_WIDTHS = [4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24] as const;

/** The lines words of these widths take at `width` a line (greedy, as the browser wraps). */
export function wrappedLines(widths: readonly number[], width: number): number {
  let lines = 1;
  let used = -1;
  for (const w of widths) {
    if (used < 0) used = w;
    else if (used + SPACE + w <= width) used += SPACE + w;
    else {
      lines++;
      used = w;
    }
  }
  return lines;
}

/**
 * The narrowest width of HEADER_WIDTHS, in characters, at which a header's label, followed by the sort arrow, wraps
 * to at most two lines, and no narrower than its longest word (a browser would break it at a hyphen, or let it run
 * over); the widest when none does. (A column's help button sits in the header's corner, in padding of its own:
 * site.css.)
 * @example headerWidth('Win + Tie %') // 8
 * @example headerWidth('Bradley-Terry (95% CI)') // 12
 */
export function headerWidth(label: string): number {
  const words = label.trim().split(/\s+/).filter(Boolean).map(wordWidth);
  if (words.length === 0) return HEADER_WIDTHS[0];
  const laid = [...words.slice(0, -1), words.at(-1)! + ARROW];
  const longest = Math.max(...laid);
  return HEADER_WIDTHS.find((w) => w >= longest && wrappedLines(laid, w) <= 2) ?? HEADER_WIDTHS.at(-1)!;
}
