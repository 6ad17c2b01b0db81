// Shared plumbing of the chart functions: Observable Plot rendered on a linkedom document and returned as an SVG
// string with a <title> and <desc> (the text equivalent) for screen readers.
//
// Two renderings: every chart is drawn twice, in a wide frame (760 px at 13 px text) and a narrow one (420 px at
// 15 px text), and site.css shows the one that fits the chart's container (a container query on `.chart`); line
// charts of many series add a third, full-width one (1160 px at 14 px text) for a 1280 px screen's main column. An
// SVG scales with its container only downwards (max-width: 100%), and each frame is shown only where its text
// stays at least 12 px: the wide one in containers of 44rem (704 px) and more, the narrow one below, down to a
// 390 px phone's 358 px column (15 × 358 / 420 = 12.8 px). Layout (margins, label room, what fits in a cell) is
// computed per frame, so no label runs past the chart at either size.
//
// Determinism: a fresh linkedom document per chart, fixed sizes, the 'en-US' number formats of Plot and
// format.ts, and no `clip` option anywhere (Plot numbers clip-path ids with a module-wide counter, which would
// make a chart depend on what was drawn before it). The tests check that no chart carries an id.
//
// Safety: data text reaches the SVG only as text nodes set by Plot (escaped on serialisation) or through
// escapeText, never as markup; Plot's <style> element and style attribute are removed, so the page's
// Content-Security-Policy (style-src 'self') holds: the same rules live in site.css under svg.parley-chart.
import type { PlotOptions, ScaleOptions } from '@observablehq/plot';
import { parseHTML, Plot } from './lazyPackages.ts';
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
  /** A thin outline in the text colour around a swatch (`rect`): a near-white step of a scale stays visible. */
  outline?: boolean;
}

/** One rendering of a chart: the width of its coordinate system and the size of its text, both in px. */
export interface ChartFrame {
  /**
   * `wide` and `narrow` are shown by container width (site.css), and `full`, where a chart has one, in place of the
   * wide one in a container as wide as it (a 1280 px screen's); `only` is a chart's single rendering.
   */
  name: 'wide' | 'narrow' | 'full' | 'only';
  width: number;
  fontSize: number;
}

/** The wide rendering: shown in containers at least 704 px wide, where its 13 px text stays at least 12 px. */
export const WIDE_FRAME: ChartFrame = { name: 'wide', width: 760, fontSize: 13 };
/**
 * The full-width rendering of the charts that gain from the room (line charts of many series): shown in containers
 * of 72.5rem (1160 px) and more, the main column of a 1280 px screen, at its own size.
 */
export const FULL_FRAME: ChartFrame = { name: 'full', width: 1160, fontSize: 14 };
/** The narrow rendering: at a 390 px phone's 358 px column its 15 px text is drawn at 12.8 px. */
export const NARROW_FRAME: ChartFrame = { name: 'narrow', width: 420, fontSize: 15 };
/** The narrowest column a chart is drawn in on a 390 px phone (the page's 16 px padding on each side). */
export const PHONE_COLUMN = 358;

/** Approximate width in px of a label in a frame's system font (0.6 em a character; 7 px at 12 px). */
export function textWidth(label: string, frame: ChartFrame | number = 7): number {
  const px = typeof frame === 'number' ? frame : frame.fontSize * 0.6;
  return [...label].length * px;
}

/** The most room a frame gives the labels on one side of a chart: about a third of its width. */
export function labelRoom(frame: ChartFrame): number {
  return Math.round(frame.width * 0.34);
}

/** Margin wide enough for the longest label, capped at {@link labelRoom} (longer labels are shortened). */
export function labelMargin(labels: readonly string[], frame: ChartFrame = WIDE_FRAME): number {
  const longest = labels.reduce((a, b) => ([...b].length > [...a].length ? b : a), '');
  return Math.min(labelRoom(frame), Math.max(60, 12 + textWidth(longest, frame)));
}

/**
 * A label shortened with an ellipsis to fit `room` px in the frame's font; the full text stays in the chart's
 * <desc> and in the table under it.
 * @example fitLabel('Baichuan2-13B-Chat', 100, NARROW_FRAME) // 'Baichuan2-1…'
 */
export function fitLabel(label: string, room: number, frame: ChartFrame): string {
  const chars = [...label];
  const max = Math.max(2, Math.floor(room / textWidth('x', frame)));
  return chars.length <= max ? label : `${chars.slice(0, max - 1).join('')}…`;
}

/** Height of one row of bars or labels in a frame: room for its text and some air. */
export function rowHeight(frame: ChartFrame): number {
  return Math.max(26, Math.round(frame.fontSize * 2));
}

/** The width a legend needs to fit its widest item on a line (items wrap onto more lines beyond it). */
export function legendWidth(items: readonly LegendItem[], frame: ChartFrame): number {
  return Math.max(0, ...items.map((i) => 8 + 22 + textWidth(i.label, frame) + 14));
}

/** Lays legend items out in rows that fit `width`; returns their positions and the rows used. */
function layoutLegend(
  items: readonly LegendItem[],
  left: number,
  width: number,
  frame: ChartFrame,
): { rows: number; placed: { item: LegendItem; x: number; y: number }[] } {
  const placed: { item: LegendItem; x: number; y: number }[] = [];
  const row = legendRow(frame);
  let x = left;
  let line = 0;
  // A legend wider than the room right of the labels starts at the chart's left edge.
  const start = items.reduce((w, i) => w + 36 + textWidth(i.label, frame), 0) > width - left ? 4 : left;
  x = start;
  for (const item of items) {
    const w = 22 + textWidth(item.label, frame) + 14;
    if (x > start && x + w > width) {
      line++;
      x = start;
    }
    placed.push({ item, x, y: LEGEND_TOP + line * row });
    x += w;
  }
  return { rows: items.length > 0 ? line + 1 : 0, placed };
}

const LEGEND_TOP = 6;
const legendRow = (frame: ChartFrame) => frame.fontSize + 8;

/** The vertical space a legend of `items` takes above the plot. */
export function legendHeight(
  items: readonly LegendItem[],
  left: number,
  width: number,
  frame: ChartFrame = WIDE_FRAME,
): number {
  const { rows } = layoutLegend(items, left, width, frame);
  return rows === 0 ? 0 : rows * legendRow(frame) + LEGEND_TOP;
}

/** What a chart function draws in one frame: Plot's options and the legend above the plot. */
export interface FrameDrawing {
  plot: PlotOptions;
  legend?: readonly LegendItem[];
}

/**
 * Draws a chart in each frame (default: wide, then narrow; with `full`, wide, full, then narrow) and returns the
 * renderings one after the other; `width` replaces the wide frame's width (a caller that asks for a size gets it
 * on wide screens, and no full-width rendering).
 */
export function responsiveSvg(
  draw: (frame: ChartFrame) => FrameDrawing,
  text: ChartText,
  options: { width?: number; frames?: readonly ChartFrame[]; full?: boolean } = {},
): string {
  const frames = options.frames ?? [
    { ...WIDE_FRAME, width: options.width ?? WIDE_FRAME.width },
    ...(options.full && options.width === undefined ? [FULL_FRAME] : []),
    NARROW_FRAME,
  ];
  return frames
    .map((frame) => {
      const d = draw(frame);
      const width = d.plot.width ?? frame.width;
      // An axis label longer than the chart (a caller's long x label on a narrow frame) is shortened to fit.
      const fitAxis = <T extends ScaleOptions | undefined>(axis: T): T =>
        axis && typeof axis.label === 'string'
          ? { ...axis, label: fitLabel(axis.label, width - 16 - textWidth(' →', frame), frame) }
          : axis;
      return plotSvg(
        {
          ...d.plot,
          width,
          ...(d.plot.x ? { x: fitAxis(d.plot.x) } : {}),
          ...(d.plot.y ? { y: fitAxis(d.plot.y) } : {}),
        },
        text,
        d.legend ?? [],
        frame,
      );
    })
    .join('');
}

function setAttrs(el: Element, attrs: Record<string, string | number>): Element {
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

/**
 * Renders Plot options to an SVG string with accessible text. `options.document` is supplied here; a legend, if
 * given, is drawn above the plot (the SVG grows by its height and Plot's drawing moves down).
 */
export function plotSvg(
  options: PlotOptions,
  text: ChartText,
  legend: readonly LegendItem[] = [],
  frame: ChartFrame = { name: 'only', width: options.width ?? 640, fontSize: 12 },
): string {
  const { document } = parseHTML('<!doctype html><html><body></body></html>');
  const width = options.width ?? 640;
  const left = options.marginLeft ?? 40;
  const { rows, placed } = layoutLegend(legend, left, width, frame);
  const legendSpace = rows === 0 ? 0 : rows * legendRow(frame) + LEGEND_TOP;
  const node = Plot.plot({
    ...options,
    ...(options.color ? { color: { ...options.color, legend: false } } : {}),
    document: document as unknown as Document,
  }) as unknown as Element;
  const svg = node.tagName.toLowerCase() === 'svg' ? node : node.querySelector('svg');
  if (!svg) throw new Error('plotSvg: Plot returned no <svg> element');
  svg.querySelector('style')?.remove();
  svg.removeAttribute('style');
  svg.setAttribute(
    'class',
    frame.name === 'only' ? 'parley-chart' : `parley-chart parley-chart-${frame.name}`,
  );
  svg.setAttribute('font-size', String(frame.fontSize));
  // The narrow and full renderings repeat the wide one's text: the search index reads it once.
  if (frame.name === 'narrow' || frame.name === 'full') svg.setAttribute('data-pagefind-ignore', '');
  // Inside role="img" the marks are presentational; Plot's aria-labels on <g> groups only trip accessibility checks.
  for (const el of svg.querySelectorAll('[aria-label], [aria-description]')) {
    el.removeAttribute('aria-label');
    el.removeAttribute('aria-description');
  }
  if (placed.length > 0) {
    // The legend sits above everything Plot drew (its axis labels included): Plot's drawing moves down.
    const plotted = setAttrs(document.createElement('g'), { transform: `translate(0,${legendSpace})` });
    plotted.append(...[...svg.childNodes]);
    svg.append(plotted);
    const h = Number(svg.getAttribute('height')) + legendSpace;
    svg.setAttribute('height', String(h));
    svg.setAttribute('viewBox', `0 0 ${width} ${h}`);
    const g = setAttrs(document.createElement('g'), { class: 'legend' });
    const mid = Math.round(frame.fontSize * 0.65);
    for (const { item, x, y } of placed) {
      const kind = item.kind ?? 'rect';
      if (kind === 'rect') {
        g.append(
          setAttrs(document.createElement('rect'), {
            x,
            y: y + mid - 6,
            width: 14,
            height: 12,
            fill: item.color,
            ...(item.outline ? { stroke: 'currentColor', 'stroke-width': 0.5 } : {}),
          }),
        );
      } else if (kind === 'line') {
        g.append(
          setAttrs(document.createElement('line'), {
            x1: x,
            x2: x + 16,
            y1: y + mid,
            y2: y + mid,
            stroke: item.color,
            'stroke-width': 2,
            ...(item.dashed ? { 'stroke-dasharray': '5,3' } : {}),
          }),
        );
      } else {
        g.append(
          setAttrs(document.createElement('circle'), { cx: x + 7, cy: y + mid, r: 4, fill: item.color }),
        );
      }
      const label = setAttrs(document.createElement('text'), {
        x: x + 20,
        y: y + Math.round(frame.fontSize * 1.0),
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
