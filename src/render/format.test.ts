import { describe, expect, it } from 'vitest';
import {
  formatInterval,
  formatNumber,
  formatPercent,
  formatPointDifference,
  formatRating,
  formatSigned,
  MISSING,
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
  it('formatInterval joins two formatted ends', () => {
    expect(formatInterval(0.61, 0.72, formatPercent)).toBe('61.0% to 72.0%');
  });
});
