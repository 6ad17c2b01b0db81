// A delimited file split at the wrong character has a header of one cell. Every reader then says which columns
// are missing; this note says why, once, with the likely fix.
import type { Finding } from '../records/report.ts';

const NAMES: Readonly<Record<string, { one: string; adjective: string }>> = {
  '\t': { one: 'tab', adjective: 'tab-separated' },
  ',': { one: 'comma', adjective: 'comma-separated' },
  ';': { one: 'semicolon', adjective: 'semicolon-separated' },
  '|': { one: 'vertical bar', adjective: 'separated by vertical bars' },
};

/** The note on a header that is one cell holding another delimiter (a TSV saved as .csv, say); else undefined. */
export function delimiterFinding(
  header: readonly string[],
  file: string,
  delimiter: string,
): Finding | undefined {
  if (header.length !== 1) return undefined;
  const cell = header[0] ?? '';
  let best: { d: string; n: number } | undefined;
  for (const d of Object.keys(NAMES)) {
    if (d === delimiter) continue;
    const n = cell.split(d).length - 1;
    if (n > 0 && (!best || n > best.n)) best = { d, n };
  }
  if (!best) return undefined;
  const found = NAMES[best.d]!;
  const expected = NAMES[delimiter]?.one ?? JSON.stringify(delimiter);
  const fix = best.d === '\t' ? ' (save it as .tsv)' : best.d === ',' ? ' (save it as .csv)' : '';
  return {
    file,
    line: 1,
    kind: 'delimiter',
    message: `the header is one cell holding ${best.n} ${found.one}${best.n === 1 ? '' : 's'}: is the file ${found.adjective}? This file is split at each ${expected}${fix}`,
  };
}
