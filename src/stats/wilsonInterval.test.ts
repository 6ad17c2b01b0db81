import { describe, expect, it } from 'vitest';
import { wilsonInterval } from './wilsonInterval.ts';

describe('wilsonInterval', () => {
  // Newcombe (1998), Stat. Med. 17:857-872, Table II, method 3 (score interval without continuity correction).
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])('%i of %i gives [%f, %f] as published by Newcombe (1998)', (k, n, lo, hi) => {
    const ci = wilsonInterval(k, n);
    expect(ci.lo).toBeCloseTo(lo, 4);
    expect(ci.hi).toBeCloseTo(hi, 4);
  });
  it('names itself when given impossible input', () => {
    expect(() => wilsonInterval(3, 2)).toThrowErrorMatchingInlineSnapshot(
      `[Error: wilsonInterval requires k to be a whole number with 0 <= k <= n (got 3 of 2)]`,
    );
    expect(() => wilsonInterval(0, 0)).toThrow(/positive whole number of trials/);
  });
});
