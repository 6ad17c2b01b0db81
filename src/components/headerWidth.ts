// How wide a table's column header must be for its label to take at most two lines. A header as narrow as its
// longest word wraps a label such as "Bradley-Terry (N=16) (95% CI)" to five lines (about 150 px on a phone);
// SortableTable gives each header the class `hw-<n>` of the width this computes, and site.css sets the width of
// each class (a fifth more than n characters, for letters wider than the digit a `ch` measures), so no inline style
// is needed (the pages' Content-Security-Policy forbids them).

/** Room, in characters, taken on a header's last line by the sort arrow (" ↕", joined to the last word). */
const ARROW = 2;

/** The widths there are classes for, in characters (site.css: `.hw-4` to `.hw-24`). */
export const HEADER_WIDTHS = [4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24] as const;

/** The lines a label's words take at `width` characters a line (greedy, as the browser wraps). */
export function wrappedLines(words: readonly string[], width: number): number {
  let lines = 1;
  let used = 0;
  for (const w of words) {
    const len = [...w].length;
    if (used === 0) used = len;
    else if (used + 1 + len <= width) used += 1 + len;
    else {
      lines++;
      used = len;
    }
  }
  return lines;
}

/**
 * The narrowest width of HEADER_WIDTHS, in characters, at which a header's label, followed by the sort arrow, wraps
 * to at most two lines; the widest when none does. (A column's help button sits in the header's corner, in padding of
 * its own: site.css.)
 * @example headerWidth('Win + Tie %') // 8
 * @example headerWidth('Bradley-Terry (95% CI)') // 14
 */
export function headerWidth(label: string): number {
  const words = label.trim().split(/\s+/).filter(Boolean);
  // The arrow is joined to the last word (a no-break space).
  const laid = [...words.slice(0, -1), `${words.at(-1) ?? ''}${'x'.repeat(ARROW)}`];
  // No narrower than the longest word: a browser would break it at a hyphen, or let it run over.
  const longest = Math.max(...laid.map((w) => [...w].length));
  return HEADER_WIDTHS.find((w) => w >= longest && wrappedLines(laid, w) <= 2) ?? HEADER_WIDTHS.at(-1)!;
}
