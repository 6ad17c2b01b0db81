import { describe, expect, it } from 'vitest';
import {
  agreementOf,
  agreesToPrinted,
  FLOAT_PRECISION,
  fixed,
  formatInterval,
  formatNumber,
  formatP,
  formatPercent,
  formatPointDifference,
  formatRating,
  formatRange,
  formatSigned,
  MISSING,
  pct,
  printedDecimals,
  roundTo,
  withInterval,
} from './format.ts';

describe('format', () => {
  it('formatPercent prints one decimal by default, en-US whatever the machine locale', () => {
    expect([formatPercent(0.7325), formatPercent(1), formatPercent(0), formatPercent(0.5, 0)]).toEqual([
      '73.3%',
      '100.0%',
      '0.0%',
      '50%',
    ]);
  });
  it('formatRating prints one decimal with thousands separators', () => {
    expect([formatRating(1032.46), formatRating(987.04), formatRating(-12.35)]).toEqual([
      '1,032.5',
      '987.0',
      '-12.4',
    ]);
  });
  it('formatNumber groups thousands', () => {
    expect([formatNumber(6216), formatNumber(30.456, 1)]).toEqual(['6,216', '30.5']);
  });
  it('formatSigned shows + and -, and no sign when the difference rounds to zero', () => {
    expect([formatSigned(0.25), formatSigned(-1.5, 1, ' pp'), formatSigned(-0.04), formatSigned(0)]).toEqual([
      '+0.3',
      '-1.5 pp',
      '0.0',
      '0.0',
    ]);
    expect(formatPointDifference(0.029)).toBe('+2.9 pp');
  });
  it('prints an en dash for missing numbers', () => {
    expect([formatPercent(NaN), formatRating(Infinity), formatSigned(NaN), formatNumber(-Infinity)]).toEqual([
      MISSING,
      MISSING,
      MISSING,
      MISSING,
    ]);
  });
  it('formatInterval writes the ends in brackets with a comma (APA), so a negative end reads plainly', () => {
    expect(formatInterval(0.61, 0.72, formatPercent)).toBe('[61.0%, 72.0%]');
    expect(formatInterval(-0.31, 1.2)).toBe('[-0.3, 1.2]');
    expect([formatInterval(null, 1), formatInterval(0, NaN)]).toEqual([MISSING, MISSING]);
    expect(withInterval('73.2', 0.61, 0.72, (x) => pct(x))).toBe('73.2 [61.0, 72.0]');
    expect(withInterval('73.2', null, null)).toBe('73.2');
  });
  it('formatP prints p = with three decimals and p < 0.001 below that (APA)', () => {
    expect([
      formatP(0.0213),
      formatP(0.0004),
      formatP(0.001),
      formatP(1),
      formatP(null),
      formatP(NaN),
    ]).toEqual(['p = 0.021', 'p < 0.001', 'p = 0.001', 'p = 1.000', MISSING, MISSING]);
  });
  it('formatRange joins two ends with an en dash', () => {
    expect([formatRange(2, 4), formatRange('1.5', '3.0')]).toEqual(['2–4', '1.5–3.0']);
  });
  it('fixed and pct print MISSING for missing numbers; roundTo reads back what fixed prints', () => {
    expect([fixed(1032.46), fixed(null), pct(0.7325), pct(undefined), pct(Infinity)]).toEqual([
      '1032.5',
      MISSING,
      '73.3',
      MISSING,
      MISSING,
    ]);
    expect([roundTo(0.7325, 2), roundTo(12.5, 0)]).toEqual([0.73, 13]);
  });
});

describe('agreesToPrinted', () => {
  it('rounds to the printed decimals: 23.9357 agrees with 23.94, not with 23.93; 21 not with 22', () => {
    expect(agreesToPrinted(23.935677, { value: 23.94, printed: '23.94' })).toBe(true);
    expect(agreesToPrinted(23.935677, { value: 23.93, printed: '23.93' })).toBe(false);
    expect(agreesToPrinted(21, { value: 22, printed: '22' })).toBe(false);
    expect(agreesToPrinted(undefined, { value: 22, printed: '22' })).toBeUndefined();
    // A last-bit difference of a full float (AlpacaEval's vicuna-13b-v1.5 win rate, docs/formats.md) is a
    // difference in summation order, within the precision of double arithmetic: it agrees.
    expect(
      agreesToPrinted(6.722122014857142, { value: 6.722122014857143, printed: '6.722122014857143' }),
    ).toBe(true);
    expect(agreesToPrinted(329, { value: 329, printed: '329.0' })).toBe(true);
  });
  it('counts the printed decimals, and reads a count printed without any (a #round cell: 55 is 55, 54 is not)', () => {
    expect([printedDecimals('73.2'), printedDecimals('55'), printedDecimals('0.000')]).toEqual([1, 0, 3]);
    expect(agreesToPrinted(55, { value: 55, printed: '55' })).toBe(true);
    expect(agreesToPrinted(54, { value: 55, printed: '55' })).toBe(false);
    expect(agreesToPrinted(54.6, { value: 55, printed: '55' })).toBe(true);
  });
  it('judges a full float to 1e-12 relative: AlpacaEval 2 gpt-3.5-turbo-1106 win rate, pandas 9.177964561962735', () => {
    // Parley sums the 805 preferences in another order than pandas: 9.177964561962733, 1.8e-15 below (relative
    // 1.9e-16, a unit in the last place). Published in weighted_alpaca_eval_gpt4_turbo_leaderboard.csv.
    const published = { value: 9.177964561962735, printed: '9.177964561962735' };
    expect(agreementOf(9.177964561962733, published)).toMatchObject({ agrees: true, how: 'precision' });
    expect(agreementOf(9.177964561962735, published)).toMatchObject({ agrees: true, how: 'printed' });
    // 1e-11 relative is beyond what summation order does: a real difference.
    expect(agreementOf(9.177964561962735 * (1 + 1e-11), published)).toMatchObject({
      agrees: false,
      how: 'differs',
    });
    expect(FLOAT_PRECISION).toBe(1e-12);
  });
  it('widens the check by the error of the inputs, and not otherwise', () => {
    // 19.30058903513 from difficulties recovered from 10-decimal glm_preference values, published 19.30058903498905:
    // 1.4e-10 apart; agrees only when the computation says its inputs allow 1e-9.
    const published = { value: 19.30058903498905, printed: '19.30058903498905' };
    expect(agreesToPrinted(19.30058903513, published)).toBe(false);
    expect(agreesToPrinted(19.30058903513, published, 1e-9)).toBe(true);
  });
  it('takes a value exactly halfway between two printed numbers as agreeing with both', () => {
    expect(agreesToPrinted(55.5, { value: 55, printed: '55' })).toBe(true);
    expect(agreesToPrinted(55.5, { value: 56, printed: '56' })).toBe(true);
    expect(agreesToPrinted(55.5000001, { value: 55, printed: '55' })).toBe(false);
  });
  it('has no answer without a finite value', () => {
    expect(agreesToPrinted(null, { value: 1, printed: '1' })).toBeUndefined();
    expect(agreesToPrinted(Number.NaN, { value: 1, printed: '1' })).toBeUndefined();
  });
});
