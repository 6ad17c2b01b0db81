// Colours of every chart. Marks that sit on the page background use mid-tone colours whose contrast is at least
// 4:1 against both the light (#ffffff) and the dark (#15181c) page background of site.css, so one SVG reads in
// both colour schemes; text and axes use currentColor. Text drawn on a coloured fill (bar segments, heatmap
// cells) takes black or white, whichever contrasts more with that fill.
import { rgb } from './lazyPackages.ts';

/**
 * Fifteen categorical colours, so a chart of up to fifteen series repeats none: Tableau 10's hues at CIE lightness
 * about 52 (computed with d3.hcl), then five more at the same lightness, each the displayable colour farthest in
 * CIELAB from those before it (violet, magenta, blue, olive, purple; at least 25 apart, where Tableau's ten are at
 * least 23). Each has contrast at least 4:1 with white and with site.css's dark background.
 */
export const PALETTE = [
  '#537eac',
  '#bf6300',
  '#d54c50',
  '#458681',
  '#438b3b',
  '#947900',
  '#a06b92',
  '#ba5f6b',
  '#9a735d',
  '#7b7b7b',
  '#8768e6',
  '#d8389d',
  '#2c78de',
  '#77804a',
  '#be4dc3',
] as const;

/** Win / tie / lose: blue, grey, orange (distinct under the common colour-vision deficiencies). */
export const OUTCOME_COLORS = { win: '#537eac', tie: '#7b7b7b', lose: '#bf6300' } as const;

/** The two page backgrounds of site.css (light, dark), for contrast checks. */
export const BACKGROUNDS = { light: '#ffffff', dark: '#15181c' } as const;

/** The i-th categorical colour (cycling). */
export function paletteColor(i: number): string {
  return PALETTE[((i % PALETTE.length) + PALETTE.length) % PALETTE.length]!;
}

/** WCAG 2 relative luminance of a CSS colour. */
export function relativeLuminance(color: string): number {
  const { r, g, b } = rgb(color);
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2 contrast ratio of two CSS colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white, whichever contrasts more with `fill` (for labels drawn on a coloured mark). */
export function textColorOn(fill: string): '#000000' | '#ffffff' {
  return contrastRatio(fill, '#000000') >= contrastRatio(fill, '#ffffff') ? '#000000' : '#ffffff';
}
