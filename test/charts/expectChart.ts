// Checks shared by the chart tests: one SVG element with a <title> and <desc>, no ids (stable when several
// charts share a page), no inline style (the CSP forbids it), and no markup from the data.
import { expect } from 'vitest';

/** A display name that would inject markup if any chart wrote it raw. */
export const HOSTILE = '<script>alert(1)</script> & <img src=x onerror=alert(2)>';

/** Asserts the invariants every chart's output keeps; returns the SVG for chaining. */
export function expectChart(svg: string, title: string): string {
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg.match(/<svg/g)).toHaveLength(1);
  expect(svg).toContain(' role="img"');
  expect(svg).toMatch(/<svg[^>]*><title>[^<]+<\/title><desc>[^<]+<\/desc>/);
  expect(svg).toContain(
    `<title>${title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</title>`,
  );
  expect(svg).not.toMatch(/\sid="/);
  expect(svg).not.toMatch(/<style|\sstyle="/);
  expect(svg).not.toMatch(/<script|<img|<foreignObject|\son[a-z]+="/i);
  // Coordinates are rounded to hundredths.
  expect(svg.match(/<[^>]+>/g)!.join('')).not.toMatch(/\d\.\d{3,}/);
  return svg;
}

/** Asserts that the hostile name was written as escaped text. */
export function expectEscaped(svg: string): void {
  expect(svg).not.toMatch(/<script|<img/i);
  expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(2)&gt;');
}
