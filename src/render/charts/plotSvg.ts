// Shared plumbing of the chart functions: Observable Plot rendered on a linkedom document, returned as an SVG
// string with a <title> and <desc> for screen readers. Text in data is set as text by Plot, so it is escaped.
import * as Plot from '@observablehq/plot';
import { parseHTML } from 'linkedom';

/** Colours that read on light and dark backgrounds. */
export const PALETTE = [
  '#4e79a7',
  '#f28e2b',
  '#e15759',
  '#76b7b2',
  '#59a14f',
  '#edc948',
  '#b07aa1',
  '#ff9da7',
  '#9c755f',
  '#8c8c8c',
];
/** Win / tie / lose colours. */
export const OUTCOME_COLORS = { win: '#59a14f', tie: '#bab0ac', lose: '#e15759' } as const;

export interface ChartText {
  title: string;
  desc: string;
}

/** Renders Plot options to an SVG string with accessible text; `options.document` is supplied here. */
export function plotSvg(
  options: Plot.PlotOptions,
  text: ChartText,
  legend: readonly { label: string; color: string }[] = [],
): string {
  const { document } = parseHTML('<!doctype html><html><body></body></html>');
  const marginTop = legend.length > 0 ? Math.max(options.marginTop ?? 0, 36) : options.marginTop;
  const color = options.color ? { ...options.color, legend: false } : undefined;
  const node = Plot.plot({
    ...options,
    ...(marginTop !== undefined ? { marginTop } : {}),
    ...(color ? { color } : {}),
    document: document as unknown as Document,
  }) as unknown as Element;
  const svg = node.tagName.toLowerCase() === 'svg' ? node : (node.querySelector('svg') as Element);
  // Plot's inline <style> and style attribute would need 'unsafe-inline' under the site's CSP: the same rules
  // live in site.css (.chart svg), so they are dropped here.
  svg.querySelector('style')?.remove();
  svg.removeAttribute('style');
  svg.setAttribute('class', 'parley-chart');
  // Inside role="img" the marks are presentational; Plot's aria-labels on <g> groups only trip accessibility checks.
  for (const el of svg.querySelectorAll('[aria-label], [aria-description]')) {
    el.removeAttribute('aria-label');
    el.removeAttribute('aria-description');
  }
  if (legend.length > 0) {
    let x = options.marginLeft ?? 40;
    const g = document.createElement('g');
    g.setAttribute('class', 'legend');
    for (const item of legend) {
      const rect = document.createElement('rect');
      for (const [k, v] of Object.entries({
        x: String(x),
        y: '8',
        width: '12',
        height: '12',
        fill: item.color,
      }))
        rect.setAttribute(k, v);
      const label = document.createElement('text');
      for (const [k, v] of Object.entries({ x: String(x + 16), y: '18', fill: 'currentColor' }))
        label.setAttribute(k, v);
      label.textContent = item.label;
      g.append(rect, label);
      x += 30 + 7 * item.label.length;
    }
    svg.append(g);
  }
  svg.setAttribute('role', 'img');
  // <title> and <desc> are written as escaped text here: linkedom serialises a <title> element's text raw (as
  // HTML's RCDATA title), which inside inline SVG would turn markup in a label into elements.
  const html = svg.outerHTML;
  const open = html.indexOf('>') + 1;
  return `${html.slice(0, open)}<title>${escapeText(text.title)}</title><desc>${escapeText(text.desc)}</desc>${html.slice(open)}`;
}

/** Escapes text for element content. */
export function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A percent label: 0.732 -> "73.2%". */
export function pctLabel(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}

/** Height for a chart with one row per label. */
export function rowsHeight(rows: number, per = 26, extra = 60): number {
  return Math.max(120, rows * per + extra);
}

/** Left margin wide enough for the longest label (about 7 px a character, capped). */
export function labelMargin(labels: readonly string[]): number {
  return Math.min(260, Math.max(60, 8 + 7 * Math.max(0, ...labels.map((l) => l.length))));
}
