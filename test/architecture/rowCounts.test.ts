// Row counts are derived in one place (issue 35, decision 0163): a file's rowsRead, rowsUsed and rowsDuplicate, and
// the rejections that are counted with them, are written only by src/ingest/rowOutcomes.ts, where a reader says
// each row's fate. This test reads the product code (src without tests) and fails on any other file that writes a
// count (`x.rowsRead++`, `rowsUsed += n`, `report.rowsDuplicate = ...`, a local counter named like one) or pushes
// to a report's rejections, unless the file is on the list below. The list may only shrink: an entry whose file no
// longer writes a count fails too, so it is taken off when its file is converted.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');

/** The mechanism itself. */
const MECHANISM = 'src/ingest/rowOutcomes.ts';

/**
 * Files still counting by hand, each with why; may only shrink. Empty since the two fast readers say their rows'
 * fates through the mechanism too (decision 0171).
 */
const ALLOWED: Record<string, string> = {};

function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return productFiles(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

const COUNT = '(?:rowsRead|rowsUsed|rowsDuplicate)';
/** A write to a count: `++`/`--` before or after it, or an assignment (`=`, `+=`, `-=`, ...; not `==`, `=>`). */
const WRITES = [
  new RegExp(`\\b${COUNT}\\s*(?:\\+\\+|--|[-+*/|&]?=(?![=>]))`),
  new RegExp(`(?:\\+\\+|--)\\s*[\\w.]*\\b${COUNT}\\b`),
  // A report's rejections are counted with the rows: pushed only by the mechanism (a local array is not a report's).
  /\.rejections\.push\(/,
];

/** Each line of a file that writes a count, as `file:line: text`; comments are left out. */
function countWrites(rel: string): string[] {
  return readFileSync(join(ROOT, rel), 'utf8')
    .split('\n')
    .flatMap((text, i) => {
      const code = text.replace(/\/\/.*$/, '').trim();
      if (code.startsWith('*') || code.startsWith('/*')) return [];
      return WRITES.some((re) => re.test(code)) ? [`${rel}:${i + 1}: ${code}`] : [];
    });
}

const files = productFiles(SRC).map((f) => relative(ROOT, f));

describe('row counts', () => {
  it('finds a hand count on the lines this test is meant to catch (the patterns are live)', () => {
    const caught = [
      'ctx.report.rowsRead++;',
      'report.rowsUsed += n;',
      'f.rowsUsed--;',
      '++report.rowsRead;',
      'report.rowsDuplicate = (report.rowsDuplicate ?? 0) + 1;',
      'let rowsRead = 0;',
      'ctx.report.rejections.push(...table.rejections);',
    ];
    const passed = [
      'if (f.rowsRead === 0) return;',
      'rowsRead: number;',
      'rows += f.rowsRead;',
      'rejections.push(r);',
    ];
    expect(caught.filter((c) => !WRITES.some((re) => re.test(c)))).toEqual([]);
    expect(passed.filter((c) => WRITES.some((re) => re.test(c)))).toEqual([]);
  });

  it('are written only by the row-outcome mechanism and the files listed', () => {
    const outside = files.filter((f) => f !== MECHANISM && !(f in ALLOWED)).flatMap(countWrites);
    expect(outside).toEqual([]);
  });

  it('keeps the list to files that still count by hand (it may only shrink)', () => {
    expect(Object.keys(ALLOWED).filter((f) => !files.includes(f) || countWrites(f).length === 0)).toEqual([]);
  });

  it('has the mechanism write the counts', () => {
    expect(countWrites(MECHANISM).length).toBeGreaterThan(0);
  });
});
