import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('toCsv', () => {
  it('quotes per RFC 4180 and neutralises cells a spreadsheet would run as formulas', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          { a: '=HYPERLINK("http://x","y")', b: -3.5 },
          { a: 'plain, "quoted"', b: null },
          { a: '+1', b: '@SUM(A1)' },
        ],
      ),
    ).toBe('a,b\r\n"\'=HYPERLINK(""http://x"",""y"")",-3.5\r\n"plain, ""quoted""",\r\n\'+1,\'@SUM(A1)\r\n');
  });
  it('quotes cells with line breaks and keeps them inside the cell', () => {
    expect(toCsv(['t'], [{ t: 'line 1\r\nline 2' }, { t: 'a\nb' }])).toBe(
      't\r\n"line 1\r\nline 2"\r\n"a\nb"\r\n',
    );
  });
  it('writes a missing key as an empty cell and keeps the column order given', () => {
    expect(toCsv(['b', 'a'], [{ a: 1 }])).toBe('b,a\r\n,1\r\n');
  });
  it('writes only the header for no rows', () => {
    expect(toCsv(['model'], [])).toBe('model\r\n');
  });
  it('neutralises a formula in the header too', () => {
    expect(toCsv(['=cmd'], [])).toBe("'=cmd\r\n");
  });
});

describe('csvCell', () => {
  it('leaves typed numbers as numbers (negative too) and blanks non-finite ones', () => {
    expect([
      csvCell(-2),
      csvCell(-3.5),
      csvCell(0.1 + 0.2),
      csvCell(1e21),
      csvCell(NaN),
      csvCell(-Infinity),
    ]).toEqual(['-2', '-3.5', '0.30000000000000004', '1e+21', '', '']);
  });
  it('treats text as text: a string that looks like a negative number is neutralised', () => {
    expect([csvCell('-2'), csvCell('3'), csvCell('-')]).toEqual(["'-2", '3', "'-"]);
  });
  it('neutralises every formula start: = + - @ tab carriage return', () => {
    expect(['=1', '+1', '-1', '@A', '\tx', '\rx'].map(csvCell)).toEqual([
      "'=1",
      "'+1",
      "'-1",
      "'@A",
      "'\tx",
      '"\'\rx"',
    ]);
  });
  it('leaves a formula character that is not first alone', () => {
    expect([csvCell('a=b'), csvCell(' =1')]).toEqual(['a=b', ' =1']);
  });
  it('writes booleans, null and undefined', () => {
    expect([csvCell(true), csvCell(false), csvCell(null), csvCell(undefined)]).toEqual([
      'true',
      'false',
      '',
      '',
    ]);
  });
});
