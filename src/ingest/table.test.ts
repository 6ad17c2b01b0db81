import { describe, expect, it } from 'vitest';
import { parseDelimited } from './table.ts';

describe('parseDelimited', () => {
  it('gives each row the physical line where it starts, across quoted multi-line cells and blank lines', () => {
    const t = parseDelimited('a\tb\n1\t"x\ny"\n\n3\t4\n', 'f.tsv', '\t');
    expect(t.header).toEqual(['a', 'b']);
    expect(t.rows).toEqual([
      { line: 2, cells: ['1', 'x\ny'] },
      { line: 5, cells: ['3', '4'] },
    ]);
  });
  it('reads CRLF line ends and a UTF-8 BOM as if they were not there', () => {
    const t = parseDelimited('\uFEFFa,b\r\n1,2\r\n3,"4\r\n5"\r\n', 'f.csv', ',');
    expect(t.header).toEqual(['a', 'b']);
    expect(t.rows.map((r) => [r.line, r.cells])).toEqual([
      [2, ['1', '2']],
      [3, ['3', '4\n5']],
    ]);
  });
  it('reports a quote left open (a truncated file) at the line where it opened, keeping the rows before', () => {
    const t = parseDelimited('a\tb\n1\t2\n3\t"never closed\n', 'f.tsv', '\t');
    expect(t.rows).toHaveLength(1);
    expect(t.rejections).toEqual([
      { file: 'f.tsv', line: 3, reason: 'a quoted field is never closed (is the file truncated?)' },
    ]);
  });
});
