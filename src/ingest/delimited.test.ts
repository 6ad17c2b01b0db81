import { parse, type Options } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDelimitedParser, UNCLOSED_QUOTE } from './delimited.ts';

/** What csv-parse (the reader Parley used before) makes of the text, rows as [start line, cells]. */
function csvParse(text: string, delimiter: string): { rows: [number, string[]][]; errors: number } {
  let errors = 0;
  const parsed = parse(text.replace(/\r\n/g, '\n'), {
    delimiter,
    info: true,
    raw: true,
    relax_column_count: true,
    relax_quotes: true,
    record_delimiter: '\n',
    skip_empty_lines: false,
    skip_records_with_error: true,
    on_skip: () => {
      errors++;
      return undefined;
    },
  } as Options) as unknown as { record: string[]; info: { lines: number }; raw: string }[];
  const rows: [number, string[]][] = [];
  for (const p of parsed) {
    if (p.record.length === 1 && p.record[0] === '' && p.raw.trim() === '') continue;
    const newlines = (p.raw.match(/\n/g) ?? []).length;
    rows.push([
      p.info.lines - (newlines - (p.raw.endsWith('\n') ? 1 : 0)),
      p.record.map((c) => (c.endsWith('\r') ? c.slice(0, -1) : c)),
    ]);
  }
  return { rows, errors };
}

/** Feeds the text in pieces cut at the given points. */
function mine(text: string, delimiter: string, cuts: number[]) {
  const p = createDelimitedParser(delimiter, 'f');
  const out = [];
  let at = 0;
  for (const c of [...cuts].sort((a, b) => a - b)) {
    out.push(...p.push(text.slice(at, c)));
    at = c;
  }
  out.push(...p.push(text.slice(at)), ...p.end());
  return { rows: out.map((r) => [r.line, r.cells] as [number, string[]]), errors: p.rejections.length };
}

/** Text built from the pieces that matter to a splitter: quotes, delimiters, line ends (LF and CRLF), text. */
const pieces = fc.array(fc.constantFrom('a', 'bc', '"', '""', '\t', ',', '\n', '\r\n', ' ', 'é', '😀'), {
  maxLength: 40,
});

describe('createDelimitedParser', () => {
  it('splits any text as csv-parse with relax_quotes did, whatever the chunk boundaries (property)', () => {
    fc.assert(
      fc.property(
        pieces,
        fc.constantFrom('\t', ','),
        fc.array(fc.nat(), { maxLength: 5 }),
        (parts, delimiter, cutsRaw) => {
          const text = `h1${delimiter}h2\n${parts.join('')}`;
          const cuts = cutsRaw.map((c) => c % (text.length + 1));
          const theirs = csvParse(text, delimiter);
          expect(mine(text, delimiter, cuts)).toEqual(theirs);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('rejects a quote left open at the end at the line where it opened, keeping earlier rows', () => {
    const p = createDelimitedParser('\t', 'f.tsv');
    const rows = [...p.push('a\tb\n1\t2\n3\tx\n4\t"open\nmore\n'), ...p.end()];
    expect(rows.map((r) => r.line)).toEqual([1, 2, 3]);
    expect(p.rejections).toEqual([{ file: 'f.tsv', line: 4, reason: UNCLOSED_QUOTE }]);
  });

  it('reads a quoted cell split across many small chunks, with an escaped quote on a chunk boundary', () => {
    const text = 'a\tb\n1\t"x""y\nz"\n2\t3\n';
    const p = createDelimitedParser('\t', 'f');
    const rows = [];
    for (const ch of text) rows.push(...p.push(ch));
    rows.push(...p.end());
    expect(rows).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', 'x"y\nz'] },
      { line: 4, cells: ['2', '3'] },
    ]);
  });
});
