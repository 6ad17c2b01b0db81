import { describe, expect, it } from 'vitest';
import { publishedPercent } from './leaderboard.ts';

describe('publishedPercent', () => {
  it('reads a published share in percent, to the digits it was printed with, at most two decimals', () => {
    // The card's human majority accuracy and MERA's server score of the sample submission (214 of 430).
    expect(publishedPercent({ value: 0.942, printed: '0.942' })).toBe('94.2');
    expect(publishedPercent({ value: 0.49767441860465117, printed: '0.49767441860465117' })).toBe('49.77');
    expect(publishedPercent({ value: 0.5, printed: '0.5' })).toBe('50');
  });
});
