import { describe, expect, it } from 'vitest';
import { HEADER_WIDTHS, headerWidth, wrappedLines } from './headerWidth.ts';

describe('headerWidth', () => {
  it('wrappedLines wraps greedily, a word longer than the line on a line of its own', () => {
    expect(wrappedLines(['Win', '+', 'Tie', '%'], 9)).toBe(2); // "Win + Tie" / "%"
    expect(wrappedLines(['Win', '+', 'Tie', '%'], 11)).toBe(1);
    expect(wrappedLines(['Sensibleness'], 4)).toBe(1);
    expect(wrappedLines(['a', 'Sensibleness', 'b'], 4)).toBe(3);
  });
  it('gives a label with its arrow and help button the narrowest width that keeps it to two lines', () => {
    // "Win + Tie" / "%↕ ?" at 10; at 8 the "?" goes to a third line.
    expect(headerWidth('Win + Tie %', true)).toBe(10);
    expect(wrappedLines(['Win', '+', 'Tie', '%xx', 'xxxx'], 8)).toBe(3);
    expect(headerWidth('Model', true)).toBe(4);
    expect(headerWidth('Rank', false)).toBe(4);
  });
  it('keeps the long labels of real leaderboards to two lines', () => {
    for (const label of [
      'Bradley-Terry (N=16) (95% CI)',
      'win + tie vs real (6) %',
      'pass rate (12) %',
      'correct / scored',
      'Sensibleness %',
    ]) {
      const w = headerWidth(label, true);
      expect(HEADER_WIDTHS).toContain(w);
      const words = label.split(' ');
      expect(
        wrappedLines([...words.slice(0, -1), `${words.at(-1)}xx`, 'xxxx'], w),
        label,
      ).toBeLessThanOrEqual(2);
    }
  });
  it('falls back to the widest class when no width keeps a very long label to two lines', () => {
    expect(
      headerWidth('a b c d e f g h i j k l m n o p q r s t u v w x y z a b c d e f g h i j k l m n', false),
    ).toBe(24);
  });
});
