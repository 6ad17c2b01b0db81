// Shares against a numeric setting, one line per series: a score (0-100%) on y against a setting such as a sample
// count (log scale) or a temperature on x, each series in its own colour (and, past the palette, dashed), named in
// a legend above the plot. The <desc> lists every point.
import { Plot } from './lazyPackages.ts';
import { formatPercent } from '../format.ts';
import { PALETTE, paletteColor } from './palette.ts';
import { fitLabel, labelRoom, responsiveSvg, textWidth, type LegendItem } from './plotSvg.ts';
import type { ChartOptions } from './types.ts';

/** One line: its name and its points (x the setting, y a share in [0, 1]). */
export interface ScoreCurveSeries {
  display: string;
  points: readonly { x: number; y: number }[];
}

export interface ScoreCurveOptions extends ChartOptions {
  /** The x axis label; with logX, say so in it (`samples N (log scale)`). */
  xLabel: string;
  yLabel: string;
  /** Log-scale x (for sample counts such as 1, 20, 400); every x must then be positive. */
  logX?: boolean;
}

/** A setting as written: `20`, `0.88` (at most six significant digits, no trailing zeros). */
const settingText = (x: number): string => String(Number(x.toPrecision(6)));

/**
 * Score curves: one line with dots per series, x linear or log, y a share from 0 to 100%.
 * @throws Error when logX is set and an x is not positive.
 * @example scoreCurveChart([{ display: 'T=0.88', points: [{ x: 1, y: 0.6 }, { x: 20, y: 0.7 }] }], { xLabel: 'N', yLabel: 'SSA', logX: true })
 */
export function scoreCurveChart(series: readonly ScoreCurveSeries[], options: ScoreCurveOptions): string {
  const named = series.map((s, i) => ({
    key: String(i),
    display: s.display,
    color: paletteColor(i),
    dashed: Math.floor(i / PALETTE.length) % 2 === 1,
    points: [...s.points].filter((p) => Number.isFinite(p.y)).sort((a, b) => a.x - b.x),
  }));
  if (options.logX && named.some((s) => s.points.some((p) => !(p.x > 0))))
    throw new Error('scoreCurveChart: a log-scale x needs every x above 0');
  // A log x is drawn as log10(x) on a linear scale with ticks at the data's values: Plot's log scale blanks
  // tick labels it finds crowded (400 beside 1 and 20).
  const toX = (x: number) => (options.logX ? Math.log10(x) : x);
  const rows = named.flatMap((s) =>
    s.points.map((p) => ({ x: toX(p.x), y: p.y, key: s.key, color: s.color, dashed: s.dashed })),
  );
  const title = options.title ?? `${options.yLabel} against ${options.xLabel}`;
  const desc =
    options.desc ??
    `${title}. ${named
      .map(
        (s) =>
          `${s.display}: ${s.points.map((p) => `${formatPercent(p.y)} at ${options.xLabel} ${settingText(p.x)}`).join(', ') || 'no data'}`,
      )
      .join('; ')}.`;
  const xs = [...new Set(rows.map((r) => r.x))].sort((a, b) => a - b);
  const x0 = xs[0] ?? 0;
  const x1 = xs[xs.length - 1] ?? 1;
  const pad = (x1 - x0) * 0.06 || 0.5;
  const domain: [number, number] = [x0 - pad, x1 + pad];
  const line = (dashed: boolean) =>
    Plot.line(
      rows.filter((r) => r.dashed === dashed),
      {
        x: 'x',
        y: 'y',
        z: 'key',
        stroke: 'color',
        strokeWidth: 2,
        ...(dashed ? { strokeDasharray: '6,3' } : {}),
      },
    );
  return responsiveSvg(
    (frame) => {
      const legend: LegendItem[] = named.map((s) => ({
        label: fitLabel(s.display, labelRoom(frame), frame),
        color: s.color,
        kind: 'line',
        ...(s.dashed ? { dashed: true } : {}),
      }));
      return {
        plot: {
          height: 360,
          marginTop: 20,
          marginBottom: frame.fontSize + 32,
          marginLeft: 16 + textWidth('100%', frame),
          marginRight: 24,
          x: {
            label: options.xLabel,
            domain,
            ...(options.logX ? { ticks: xs, tickFormat: (v: number) => settingText(10 ** v) } : {}),
            grid: true,
          },
          y: {
            label: options.yLabel,
            domain: [0, 1],
            tickFormat: '%',
            grid: true,
            ticks: frame.name === 'narrow' ? 5 : 10,
          },
          color: { type: 'identity' },
          marks: [line(false), line(true), Plot.dot(rows, { x: 'x', y: 'y', fill: 'color', r: 3.5 })],
        },
        legend,
      };
    },
    { title, desc },
    options.width !== undefined ? { width: options.width } : {},
  );
}
