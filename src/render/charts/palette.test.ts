import { lab } from 'd3';
import { describe, expect, it } from 'vitest';
import { BACKGROUNDS, contrastRatio, OUTCOME_COLORS, PALETTE, textColorOn } from './palette.ts';

describe('palette', () => {
  it('every categorical and outcome colour contrasts at least 4:1 with both page backgrounds', () => {
    for (const c of [...PALETTE, ...Object.values(OUTCOME_COLORS)]) {
      expect(contrastRatio(c, BACKGROUNDS.light), `${c} on light`).toBeGreaterThanOrEqual(4);
      expect(contrastRatio(c, BACKGROUNDS.dark), `${c} on dark`).toBeGreaterThanOrEqual(4);
    }
  });
  it('has fifteen colours, no two alike (at least 20 apart in CIELAB)', () => {
    expect(PALETTE).toHaveLength(15);
    const d = (a: string, b: string) => {
      const x = lab(a);
      const y = lab(b);
      return Math.hypot(x.l - y.l, x.a - y.a, x.b - y.b);
    };
    for (let i = 0; i < PALETTE.length; i++)
      for (let k = i + 1; k < PALETTE.length; k++)
        expect(d(PALETTE[i]!, PALETTE[k]!), `${PALETTE[i]} and ${PALETTE[k]}`).toBeGreaterThan(20);
  });
  it('contrastRatio matches WCAG: black on white is 21:1, a colour with itself 1:1', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 6);
    expect(contrastRatio('#537eac', '#537eac')).toBe(1);
  });
  it('textColorOn picks black on light fills and white on dark ones', () => {
    expect(textColorOn('#f7fbff')).toBe('#000000');
    expect(textColorOn('#08306b')).toBe('#ffffff');
  });
});
