import { Plot } from './lazyPackages.ts';
import { formatPercent } from '../format.ts';
import { paletteColor, PALETTE } from './palette.ts';
import { fitLabel, labelRoom, responsiveSvg, textWidth, type ChartFrame } from './plotSvg.ts';
import type { ChartOptions, ModelRef } from './types.ts';
import { formatInterval } from '../format.ts';

/** pass@N at one N, with an optional interval (e.g. 95% Wilson or Kaplan-Meier). */
export interface PassPoint {
  N: number;
  rate: number;
  lo?: number;
  hi?: number;
}

/** One model's pass curve. */
export interface PassCurveSeries extends ModelRef {
  points: readonly PassPoint[];
}

export interface PassCurveOptions extends ChartOptions {
  /** x axis label (default "N (chats)"). */
  xLabel?: string;
  /** y axis label (default "pass rate"), e.g. "accuracy" for ruTiE's position curve. */
  yLabel?: string;
  /** Draw the interval bands when points have lo and hi (default true). */
  bands?: boolean;
  /** Draw lines and bands as steps (right-continuous), as a Kaplan-Meier curve is (default false). */
  steps?: boolean;
}

const HEIGHT = 420;

/** Legend keys: a short stretch of line, solid or broken like the series' own line (d3 symbol types). */
const SOLID_KEY = {
  draw(context: { rect(x: number, y: number, w: number, h: number): void }) {
    context.rect(-7, -1.5, 14, 3);
  },
};
const DASHED_KEY = {
  draw(context: { rect(x: number, y: number, w: number, h: number): void }) {
    context.rect(-7, -1.5, 5, 3);
    context.rect(1, -1.5, 5, 3);
  },
};
const MARGIN = { top: 20, bottom: 44 };
/** Vertical room of one end label: its text and a pixel of air. */
const labelGap = (frame: ChartFrame) => frame.fontSize + 1;

/**
 * Spreads end labels vertically so that none overlaps: positions in px, sorted, pushed down to keep
 * `gap` px between neighbours, then pulled back up from `bottom` where the push went too far.
 */
export function spreadLabels(ys: readonly number[], gap: number, top: number, bottom: number): number[] {
  const order = ys.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y || a.i - b.i);
  const out = order.map((o) => Math.max(top, o.y));
  for (let k = 1; k < out.length; k++) out[k] = Math.max(out[k]!, out[k - 1]! + gap);
  for (let k = out.length - 1; k >= 0; k--)
    out[k] = Math.min(out[k]!, k < out.length - 1 ? out[k + 1]! - gap : bottom);
  const result = new Array<number>(ys.length);
  order.forEach((o, k) => (result[o.i] = out[k]!));
  return result;
}

/**
 * pass@N curves: one line per model (N on x, rate on y from 0 to 100%), optional interval bands, and each
 * model's name at the end of its line (labels spread so they do not overlap). Colours cycle through the
 * palette's fifteen; the 16th to 30th series are dashed, so no two lines look the same.
 *
 * @example passCurveChart([{ model: 'gpt4', display: 'GPT-4', points: [{ N: 1, rate: 1, lo: 0.99, hi: 1 }, ...] }])
 */
export function passCurveChart(series: readonly PassCurveSeries[], options: PassCurveOptions = {}): string {
  const named = series.map((s, i) => ({
    key: `${i}`,
    display: s.display,
    color: paletteColor(i),
    dashed: Math.floor(i / PALETTE.length) % 2 === 1,
    points: s.points.filter((p) => Number.isFinite(p.rate)),
  }));
  const rows = named.flatMap((s) =>
    s.points.map((p) => ({
      key: s.key,
      color: s.color,
      dashed: s.dashed,
      N: p.N,
      rate: p.rate,
      lo: p.lo,
      hi: p.hi,
    })),
  );
  const banded = (options.bands ?? true) ? rows.filter((r) => r.lo !== undefined && r.hi !== undefined) : [];
  const maxN = Math.max(1, ...rows.map((r) => r.N));
  const title = options.title ?? 'pass@N by model';
  const ends = named
    .filter((s) => s.points.length > 0)
    .map((s) => ({ s, last: s.points[s.points.length - 1]! }));
  /** End labels spread so none overlaps, in the frame's text size; the chart grows to hold them. */
  const layout = (frame: ChartFrame) => {
    const height = Math.max(HEIGHT, MARGIN.top + MARGIN.bottom + ends.length * labelGap(frame) + 10);
    const innerTop = MARGIN.top;
    const innerBottom = height - MARGIN.bottom;
    const yPx = (rate: number) => innerTop + (1 - rate) * (innerBottom - innerTop);
    const spread = spreadLabels(
      ends.map((e) => yPx(e.last.rate)),
      labelGap(frame),
      innerTop,
      innerBottom,
    );
    const room = labelRoom(frame);
    const labels = ends.map((e, k) => ({
      N: e.last.N,
      y: 1 - (spread[k]! - innerTop) / (innerBottom - innerTop),
      display: fitLabel(e.s.display, room - 30, frame),
      color: e.s.color,
      dashed: e.s.dashed,
    }));
    const marginRight = Math.min(room, 30 + Math.max(40, ...labels.map((l) => textWidth(l.display, frame))));
    return { height, labels, marginRight };
  };
  const desc =
    options.desc ??
    `${title}. ${named
      .map((s) => {
        const last = s.points[s.points.length - 1];
        if (!last) return `${s.display}: no data`;
        const first = s.points[0]!;
        const ci =
          last.lo !== undefined && last.hi !== undefined
            ? `, interval ${formatInterval(last.lo, last.hi, formatPercent)}`
            : '';
        return `${s.display}: ${formatPercent(first.rate)} at N = ${first.N}, ${formatPercent(last.rate)} at N = ${last.N}${ci}`;
      })
      .join('; ')}.`;
  const curve = options.steps ? 'step-after' : 'linear';
  const line = (dashed: boolean) =>
    Plot.line(
      rows.filter((r) => r.dashed === dashed),
      {
        x: 'N',
        y: 'rate',
        z: 'key',
        stroke: 'color',
        strokeWidth: 2,
        curve,
        ...(dashed ? { strokeDasharray: '6,3' } : {}),
      },
    );
  return responsiveSvg(
    (frame) => {
      const { height, labels, marginRight } = layout(frame);
      return {
        plot: {
          height,
          marginTop: MARGIN.top,
          marginBottom: MARGIN.bottom,
          marginLeft: 8 + textWidth('100%', frame) + 10,
          marginRight,
          x: {
            label: options.xLabel ?? 'N (chats)',
            domain: [1, maxN],
            ticks: Math.min(maxN, frame.name === 'narrow' ? 8 : 16),
            tickFormat: 'd',
          },
          y: {
            label: options.yLabel ?? 'pass rate',
            domain: [0, 1],
            tickFormat: '%',
            grid: true,
            ticks: frame.name === 'narrow' ? 5 : 10,
          },
          color: { type: 'identity' },
          marks: [
            Plot.areaY(banded, {
              x: 'N',
              y1: 'lo',
              y2: 'hi',
              z: 'key',
              fill: 'color',
              fillOpacity: 0.12,
              curve,
            }),
            line(false),
            line(true),
            Plot.dot(rows, { x: 'N', y: 'rate', fill: 'color', r: 2.5 }),
            // End labels in the text colour (readable in both schemes) behind a stretch of the line's colour,
            // solid or broken as the line is: past fifteen series the colours repeat and only the dashes tell them apart.
            Plot.dot(
              labels.filter((l) => !l.dashed),
              { x: 'N', y: 'y', fill: 'color', symbol: SOLID_KEY, r: 4, dx: 12 },
            ),
            Plot.dot(
              labels.filter((l) => l.dashed),
              { x: 'N', y: 'y', fill: 'color', symbol: DASHED_KEY, r: 4, dx: 12 },
            ),
            Plot.text(labels, {
              x: 'N',
              y: 'y',
              text: 'display',
              fill: 'currentColor',
              dx: 22,
              textAnchor: 'start',
            }),
          ],
        },
      };
    },
    { title, desc },
    options.width !== undefined ? { width: options.width } : { full: true },
  );
}
