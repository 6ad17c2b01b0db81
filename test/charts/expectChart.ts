// Checks shared by the chart tests: each rendering is one SVG element with a <title> and <desc>, no ids (stable
// when several charts share a page), no inline style (the CSP forbids it), no markup from the data, and text
// that stays legible on a phone.
import { expect } from 'vitest';
import { PHONE_COLUMN } from '../../src/render/charts/plotSvg.ts';

/** A display name that would inject markup if any chart wrote it raw. */
export const HOSTILE = '<script>alert(1)</script> & <img src=x onerror=alert(2)>';

/** The renderings in a chart's string: wide then narrow (a full-width one between them), or a single one. */
export function renderings(svg: string): string[] {
  return svg.split(/(?=<svg[\s>])/).filter(Boolean);
}

/** The wide rendering (the one shown on a desktop screen), or the only one. */
export function wideOf(svg: string): string {
  return renderings(svg)[0]!;
}

/** The narrow rendering (the one shown on a phone), or the only one. */
export function narrowOf(svg: string): string {
  return renderings(svg).at(-1)!;
}

/**
 * The smallest text of a rendering in px as drawn in a phone's column: its font sizes (the SVG's and any mark's)
 * times the scale at which a column of PHONE_COLUMN px draws it (never above 1: a chart is not scaled up).
 */
export function phoneTextSize(rendering: string): number {
  const width = Number(/<svg[^>]*\swidth="([\d.]+)"/.exec(rendering)?.[1]);
  const sizes = [...rendering.matchAll(/\sfont-size="([\d.]+)"/g)].map((m) => Number(m[1]));
  return Math.min(...sizes) * Math.min(1, PHONE_COLUMN / width);
}

/** Asserts the invariants every chart's output keeps; returns the SVG for chaining. */
export function expectChart(svg: string, title: string): string {
  const parts = renderings(svg);
  expect(parts.length >= 1 && parts.length <= 3, 'one, two or three renderings').toBe(true);
  if (parts.length >= 2) {
    expect(parts[0]).toMatch(/^<svg[^>]*class="parley-chart parley-chart-wide"/);
    expect(parts.at(-1)).toMatch(/^<svg[^>]*class="parley-chart parley-chart-narrow"/);
  }
  if (parts.length === 3) {
    // The full-width rendering: 1160 px at 14 px text, left out of the search index like the narrow one.
    expect(parts[1]).toMatch(/^<svg[^>]*class="parley-chart parley-chart-full"/);
    expect(parts[1]).toMatch(/^<svg[^>]*\swidth="1160"/);
    expect(parts[1]).toMatch(/^<svg[^>]*\sdata-pagefind-ignore/);
  }
  for (const part of parts) {
    expect(part.startsWith('<svg')).toBe(true);
    expect(part.endsWith('</svg>')).toBe(true);
    expect(part.match(/<svg/g)).toHaveLength(1);
    expect(part).toContain(' role="img"');
    expect(part).toMatch(/<svg[^>]*><title>[^<]+<\/title><desc>[^<]+<\/desc>/);
    expect(part).toContain(
      `<title>${title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</title>`,
    );
    expect(part).toMatch(/^<svg[^>]*\sviewBox="0 0 [\d.]+ [\d.]+"/);
    expect(part).not.toMatch(/\sid="/);
    expect(part).not.toMatch(/<style|\sstyle="/);
    expect(part).not.toMatch(/<script|<img|<foreignObject|\son[a-z]+="/i);
    // Coordinates are rounded to hundredths.
    expect(part.match(/<[^>]+>/g)!.join('')).not.toMatch(/\d\.\d{3,}/);
  }
  // The rendering a phone shows keeps its text at 12 px or more in a 390 px screen's column.
  expect(phoneTextSize(parts.at(-1)!)).toBeGreaterThanOrEqual(12);
  return svg;
}

/** Asserts that the hostile name was written as escaped text. */
export function expectEscaped(svg: string): void {
  expect(svg).not.toMatch(/<script|<img/i);
  expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(2)&gt;');
}
