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
  it('leaves numbers as numbers and blanks non-finite ones', () => {
    expect([csvCell(-2), csvCell(NaN), csvCell('-2'), csvCell('\tx')]).toEqual(['-2', '', "'-2", "'\tx"]);
  });
});
