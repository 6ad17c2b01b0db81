// Shared plumbing of the chart functions: Observable Plot rendered on a linkedom document and returned as an SVG
// string with a <title> and <desc> (the text equivalent) for screen readers.
//
// Determinism: a fresh linkedom document per chart, fixed sizes, the 'en-US' number formats of Plot and
// format.ts, and no `clip` option anywhere (Plot numbers clip-path ids with a module-wide counter, which would
// make a chart depend on what was drawn before it). The tests check that no chart carries an id.
//
// Safety: data text reaches the SVG only as text nodes set by Plot (escaped on serialisation) or through
// escapeText, never as markup; Plot's <style> element and style attribute are removed, so the page's
// Content-Security-Policy (style-src 'self') holds: the same rules live in site.css under svg.parley-chart.
import * as Plot from '@observablehq/plot';
import { parseHTML } from 'linkedom';
import { escapeText } from '../escape.ts';

export interface ChartText {
  title: string;
  desc: string;
}

/** One entry of a chart's legend: a swatch (`rect`), a line (optionally dashed) or a dot, and its label. */
export interface LegendItem {
  label: string;
  color: string;
  kind?: 'rect' | 'line' | 'dot';
  dashed?: boolean;
}

const LEGEND_ROW = 20;
const LEGEND_TOP = 6;

/** Approximate width in px of a label in the charts' 12px system font (about 7 px a character). */
export function textWidth(label: string, px = 7): number {
  return [...label].length * px;
}

/** Left margin wide enough for the longest label (capped at 260 px; longer labels are cut by the viewport). */
export function labelMargin(labels: readonly string[]): number {
  return Math.min(
    260,
    Math.max(60, 12 + textWidth(labels.reduce((a, b) => (b.length > a.length ? b : a), ''))),
  );
}

/** Height for a chart with one row per label. */
export function rowsHeight(rows: number, per = 26, extra = 60): number {
  return Math.max(120, rows * per + extra);
}

/** Lays legend items out in rows that fit `width`; returns their positions and the rows used. */
function layoutLegend(
  items: readonly LegendItem[],
  left: number,
  width: number,
): { rows: number; placed: { item: LegendItem; x: number; y: number }[] } {
  const placed: { item: LegendItem; x: number; y: number }[] = [];
  let x = left;
  let row = 0;
  for (const item of items) {
    const w = 22 + textWidth(item.label) + 14;
    if (x > left && x + w > width) {
      row++;
      x = left;
    }
    placed.push({ item, x, y: LEGEND_TOP + row * LEGEND_ROW });
    x += w;
  }
  return { rows: items.length > 0 ? row + 1 : 0, placed };
}

/** The vertical space a legend of `items` takes above the plot. */
export function legendHeight(items: readonly LegendItem[], left: number, width: number): number {
  const { rows } = layoutLegend(items, left, width);
  return rows === 0 ? 0 : rows * LEGEND_ROW + LEGEND_TOP;
}

function setAttrs(el: Element, attrs: Record<string, string | number>): Element {
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

/**
 * Renders Plot options to an SVG string with accessible text. `options.document` is supplied here; a legend, if
 * given, is drawn above the plot (the top margin grows to make room for it).
 */
export function plotSvg(
  options: Plot.PlotOptions,
  text: ChartText,
  legend: readonly LegendItem[] = [],
): string {
  const { document } = parseHTML('<!doctype html><html><body></body></html>');
  const width = options.width ?? 640;
  const left = options.marginLeft ?? 40;
  const { rows, placed } = layoutLegend(legend, left, width);
  const legendSpace = rows === 0 ? 0 : rows * LEGEND_ROW + LEGEND_TOP;
  const marginTop = (options.marginTop ?? 20) + legendSpace;
  const height = options.height !== undefined ? options.height + legendSpace : undefined;
  const node = Plot.plot({
    ...options,
    marginTop,
    ...(height !== undefined ? { height } : {}),
    ...(options.color ? { color: { ...options.color, legend: false } } : {}),
    document: document as unknown as Document,
  }) as unknown as Element;
  const svg = node.tagName.toLowerCase() === 'svg' ? node : node.querySelector('svg');
  if (!svg) throw new Error('plotSvg: Plot returned no <svg> element');
  svg.querySelector('style')?.remove();
  svg.removeAttribute('style');
  svg.setAttribute('class', 'parley-chart');
  // Inside role="img" the marks are presentational; Plot's aria-labels on <g> groups only trip accessibility checks.
  for (const el of svg.querySelectorAll('[aria-label], [aria-description]')) {
    el.removeAttribute('aria-label');
    el.removeAttribute('aria-description');
  }
  if (placed.length > 0) {
    const g = setAttrs(document.createElement('g'), { class: 'legend', 'font-size': 12 });
    for (const { item, x, y } of placed) {
      const kind = item.kind ?? 'rect';
      if (kind === 'rect') {
        g.append(
          setAttrs(document.createElement('rect'), { x, y: y + 2, width: 14, height: 12, fill: item.color }),
        );
      } else if (kind === 'line') {
        g.append(
          setAttrs(document.createElement('line'), {
            x1: x,
            x2: x + 16,
            y1: y + 8,
            y2: y + 8,
            stroke: item.color,
            'stroke-width': 2,
            ...(item.dashed ? { 'stroke-dasharray': '5,3' } : {}),
          }),
        );
      } else {
        g.append(
          setAttrs(document.createElement('circle'), { cx: x + 7, cy: y + 8, r: 4, fill: item.color }),
        );
      }
      const label = setAttrs(document.createElement('text'), {
        x: x + 20,
        y: y + 12,
        fill: 'currentColor',
        'text-anchor': 'start',
      });
      label.textContent = item.label;
      g.append(label);
    }
    svg.append(g);
  }
  svg.setAttribute('role', 'img');
  const html = roundCoordinates(svg.outerHTML);
  // <title> and <desc> are written as escaped text here: linkedom serialises a <title> element's text raw (as
  // HTML's RCDATA title), which inside inline SVG would turn markup in a label into elements.
  const open = html.indexOf('>') + 1;
  return `${html.slice(0, open)}<title>${escapeText(text.title)}</title><desc>${escapeText(text.desc)}</desc>${html.slice(open)}`;
}

const LONG_NUMBER = /-?\d+\.\d+(?:e[-+]?\d+)?/g;

/**
 * Rounds the numbers inside tags (coordinates, transforms, path data) to two decimals: a hundredth of a pixel
 * is invisible, the SVG gets about a third smaller, and floating-point noise in the last digits cannot differ
 * between machines. Text content (labels) is left alone.
 */
export function roundCoordinates(html: string): string {
  return html.replace(/<[^>]+>/g, (tag) =>
    tag.replace(LONG_NUMBER, (n) => {
      const r = Math.round(Number(n) * 100) / 100;
      return String(r === 0 ? 0 : r);
    }),
  );
}
