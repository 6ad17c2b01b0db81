import { Plot } from './lazyPackages.ts';
import { formatNumber, formatPercent } from '../format.ts';
import { paletteColor } from './palette.ts';
import { fitLabel, labelRoom, responsiveSvg, textWidth } from './plotSvg.ts';
import type { ChartOptions } from './types.ts';

/** One point of a scatter: a model version (or chatbot) at (x, y). */
export interface RegressionPoint {
  label: string;
  x: number;
  y: number;
}

export interface RegressionChartOptions extends ChartOptions {
  xLabel: string;
  yLabel: string;
  /** y values are shares shown as percent (default true). */
  percentY?: boolean;
  /** x values are shares shown as percent (default false). */
  percentX?: boolean;
  /** The fitted line, drawn across the points' x range. */
  line?: { intercept: number; slope: number };
  /** The confidence band of the line, as (x, lo, hi) points in x order. */
  band?: readonly { x: number; lo: number; hi: number }[];
  /** Horizontal dashed reference lines (the paper's dotted lines: humans 86%, Meena (full) 79%, ...). */
  references?: readonly { label: string; value: number }[];
  /** Printed in the text equivalent. */
  rSquared?: number | null;
}

/**
 * A scatter of points with their labels, a least-squares line and its confidence band (the Meena paper's
 * figures 1-5, 9, 10: SSA and its parts against perplexity or human-likeness), with dashed horizontal
 * reference lines for systems outside the regression.
 *
 * @example regressionChart([{ label: 'v1', x: 12, y: 0.6 }, ...], { xLabel: 'perplexity', yLabel: 'SSA', line: { intercept: 1.2, slope: -0.05 } })
 */
export function regressionChart(points: readonly RegressionPoint[], options: RegressionChartOptions): string {
  const percentY = options.percentY ?? true;
  const fy = (v: number) => (percentY ? formatPercent(v) : formatNumber(v, 2));
  const fx = (v: number) => (options.percentX ? formatPercent(v) : formatNumber(v, 2));
  const data = points.filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y));
  const xs = data.map((p) => p.x);
  const x0 = Math.min(...xs);
  const x1 = Math.max(...xs);
  const line = options.line;
  const lineData =
    line && data.length > 0 ? [x0, x1].map((x) => ({ x, y: line.intercept + line.slope * x })) : [];
  const band = (options.band ?? []).filter((b) => Number.isFinite(b.lo) && Number.isFinite(b.hi));
  // References at the same value share one line and one label ("Mitsuku, Cleverbot 56.0%").
  const refs: { label: string; value: number }[] = [];
  for (const r of options.references ?? []) {
    if (!Number.isFinite(r.value)) continue;
    const same = refs.find((o) => o.value === r.value);
    if (same) same.label = `${same.label}, ${r.label}`;
    else refs.push({ ...r });
  }
  const title = options.title ?? `${options.yLabel} against ${options.xLabel}`;
  const desc =
    options.desc ??
    `${title}. ${data.map((p) => `${p.label}: ${options.xLabel} ${fx(p.x)}, ${options.yLabel} ${fy(p.y)}`).join('; ')}.${
      line
        ? ` Least-squares line: ${options.yLabel} = ${formatNumber(line.intercept, 4)} ${line.slope < 0 ? '−' : '+'} ${formatNumber(Math.abs(line.slope), 4)} × ${options.xLabel}${
            options.rSquared !== undefined && options.rSquared !== null
              ? `, R² ${formatNumber(options.rSquared, 3)}`
              : ''
          }.`
        : ''
    }${refs.length ? ` Reference lines: ${refs.map((r) => `${r.label} ${fy(r.value)}`).join(', ')}.` : ''}`;
  const ys = [...data.map((p) => p.y), ...band.flatMap((b) => [b.lo, b.hi]), ...refs.map((r) => r.value)];
  const yDomain: [number, number] = percentY
    ? [Math.max(0, Math.min(...ys) - 0.05), Math.min(1, Math.max(...ys) + 0.05)]
    : [Math.min(...ys), Math.max(...ys)];
  const pad = (x1 - x0) * 0.08 || 1;
  // Point labels sit above their points, anchored so that they stay inside the plot: a point in the left third
  // starts its label, one in the right third ends it.
  const span = x1 + pad - (x0 - pad);
  const anchored = (side: 'start' | 'middle' | 'end') =>
    data.filter((p) => {
      const at = span > 0 ? (p.x - (x0 - pad)) / span : 0.5;
      return (at < 1 / 3 ? 'start' : at > 2 / 3 ? 'end' : 'middle') === side;
    });
  return responsiveSvg(
    (frame) => {
      const refText = (r: { label: string; value: number }) =>
        fitLabel(`${r.label} ${fy(r.value)}`, labelRoom(frame), frame);
      const longestRef = Math.max(0, ...refs.map((r) => textWidth(refText(r), frame)));
      return {
        plot: {
          height: 420,
          marginLeft: 16 + textWidth(percentY ? '100%' : '0.00', frame),
          marginRight: Math.min(labelRoom(frame) + 12, Math.max(40, longestRef + 12)),
          marginBottom: frame.fontSize + 32,
          x: {
            label: options.xLabel,
            domain: [x0 - pad, x1 + pad],
            ...(options.percentX ? { tickFormat: '%' } : {}),
            grid: true,
            ticks: frame.name === 'narrow' ? 4 : 8,
          },
          y: {
            label: options.yLabel,
            domain: yDomain,
            ...(percentY ? { tickFormat: '%' } : {}),
            grid: true,
            ticks: frame.name === 'narrow' ? 5 : 10,
          },
          marks: [
            ...(band.length > 1
              ? [Plot.areaY(band, { x: 'x', y1: 'lo', y2: 'hi', fill: paletteColor(0), fillOpacity: 0.18 })]
              : []),
            ...(lineData.length
              ? [Plot.line(lineData, { x: 'x', y: 'y', stroke: paletteColor(0), strokeWidth: 2 })]
              : []),
            ...refs.map((r) =>
              Plot.ruleY([r.value], { stroke: 'currentColor', strokeDasharray: '4,4', strokeOpacity: 0.7 }),
            ),
            Plot.text(refs, {
              x: x1 + pad,
              y: 'value',
              text: refText,
              textAnchor: 'start',
              dx: 4,
              fill: 'currentColor',
            }),
            Plot.dot(data, { x: 'x', y: 'y', r: 4, fill: paletteColor(1) }),
            ...(['start', 'middle', 'end'] as const).map((side) =>
              Plot.text(anchored(side), {
                x: 'x',
                y: 'y',
                text: (p: RegressionPoint) => fitLabel(p.label, labelRoom(frame), frame),
                dy: -10,
                dx: side === 'start' ? -4 : side === 'end' ? 4 : 0,
                textAnchor: side,
                fill: 'currentColor',
              }),
            ),
          ],
        },
      };
    },
    { title, desc },
    options.width !== undefined ? { width: options.width } : {},
  );
}
