import { describe, expect, it } from 'vitest';
import { HEADER_WIDTHS, headerWidth, wordWidth, wrappedLines } from './headerWidth.ts';

describe('headerWidth', () => {
  it('measures words in digits’ widths: slim and wide letters apart', () => {
    expect(wordWidth('2024')).toBe(4);
    expect(wordWidth('il')).toBe(1);
    expect(wordWidth('humans')).toBeCloseTo(6.45, 9); // the m is wide
    expect(wordWidth('%')).toBe(1.45);
  });
  it('wrappedLines wraps greedily, a word longer than the line on a line of its own', () => {
    expect(wrappedLines([3, 1, 3, 1], 9)).toBe(2); // "Win + Tie" / "%"
    expect(wrappedLines([3, 1, 3, 1], 10)).toBe(1);
    expect(wrappedLines([12], 4)).toBe(1);
    expect(wrappedLines([1, 12, 1], 4)).toBe(3);
  });
  it('gives a label with its sort arrow the narrowest width that keeps it to two lines', () => {
    // "Win + Tie" / "%↕" at 8; at 6 "Win +" / "Tie" / "%↕".
    expect(headerWidth('Win + Tie %')).toBe(8);
    // "matches" / "humans %↕" needs 10.1: it wrapped onto a third line at 10 in Chromium.
    expect(headerWidth('matches humans %')).toBe(12);
    expect(headerWidth('Rank')).toBe(6);
    // Never narrower than the longest word: "Bradley-Terry" is 11.3.
    expect(headerWidth('Bradley-Terry (95% CI)')).toBe(12);
  });
  it('keeps the long labels of real leaderboards to two lines', () => {
    for (const label of [
      'Bradley-Terry@16 (95% CI)',
      'win + tie vs real (6) %',
      'pass rate (12) %',
      'correct / scored',
      'computed − published (% points)',
    ]) {
      const w = headerWidth(label);
      expect(HEADER_WIDTHS).toContain(w);
      const words = label.split(' ').map(wordWidth);
      expect(wrappedLines([...words.slice(0, -1), words.at(-1)! + 1.7], w), label).toBeLessThanOrEqual(2);
    }
  });
  it('falls back to the widest class when no width keeps a very long label to two lines', () => {
    expect(
      headerWidth('a b c d e f g h i j k l m n o p q r s t u v w x y z a b c d e f g h i j k l m n'),
    ).toBe(24);
  });
});
