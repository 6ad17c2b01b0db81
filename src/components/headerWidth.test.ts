import { describe, expect, it } from 'vitest';
import { HEADER_WIDTHS, headerWidth, wrappedLines } from './headerWidth.ts';

describe('headerWidth', () => {
  it('wrappedLines wraps greedily, a word longer than the line on a line of its own', () => {
    expect(wrappedLines(['Win', '+', 'Tie', '%'], 9)).toBe(2); // "Win + Tie" / "%"
    expect(wrappedLines(['Win', '+', 'Tie', '%'], 11)).toBe(1);
    expect(wrappedLines(['Sensibleness'], 4)).toBe(1);
    expect(wrappedLines(['a', 'Sensibleness', 'b'], 4)).toBe(3);
  });
  it('gives a label with its sort arrow the narrowest width that keeps it to two lines', () => {
    // "Win +" / "Tie %↕" at 8; at 6 "Win +" / "Tie" / "%↕".
    expect(headerWidth('Win + Tie %')).toBe(8);
    expect(wrappedLines(['Win', '+', 'Tie', '%xx'], 6)).toBe(3);
    // Never narrower than the longest word (with the arrow joined to it): "Model↕" is 7.
    expect(headerWidth('Model')).toBe(8);
    expect(headerWidth('Bradley-Terry@16 (95% CI)')).toBe(16);
    // The longest word sets the width: "Bradley-Terry" / "(95% CI)↕".
    expect(headerWidth('Bradley-Terry (95% CI)')).toBe(14);
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
      const words = label.split(' ');
      expect(wrappedLines([...words.slice(0, -1), `${words.at(-1)}xx`], w), label).toBeLessThanOrEqual(2);
    }
  });
  it('falls back to the widest class when no width keeps a very long label to two lines', () => {
    expect(
      headerWidth('a b c d e f g h i j k l m n o p q r s t u v w x y z a b c d e f g h i j k l m n'),
    ).toBe(24);
  });
});
