// Scores over time, one line per model: each dated snapshot of a leaderboard a point (hollow where the score is
// preliminary: it rests on few judgments), the dates on x, the score on y, each model in its own colour (dashed
// past the palette) and named in a legend. The <desc> lists every point.
import { Plot } from './lazyPackages.ts';
import { PALETTE, paletteColor } from './palette.ts';
import { fitLabel, labelRoom, responsiveSvg, textWidth, type LegendItem } from './plotSvg.ts';
import type { ChartOptions } from './types.ts';

/** One model's line: its name and its points (date YYYY-MM-DD, score, preliminary or not). */
export interface HistorySeries {
  display: string;
  points: readonly { date: string; score: number; preliminary: boolean }[];
}

export interface HistoryChartOptions extends ChartOptions {
  yLabel: string;
  /** How a score reads on the axis and in the description (`61.0%`, `1012`). */
  format: (score: number) => string;
}

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * The history chart; dates at most eight apart as ticks at the snapshots' own dates.
 * @example historyChart([{ display: 'A', points: [{ date: '2026-01-05', score: 0.6, preliminary: false }] }], { yLabel: 'pass rate', format: String })
 */
export function historyChart(series: readonly HistorySeries[], options: HistoryChartOptions): string {
  const named = series.map((s, i) => ({
    key: String(i),
    display: s.display,
    color: paletteColor(i),
    dashed: Math.floor(i / PALETTE.length) % 2 === 1,
    points: [...s.points].filter((p) => Number.isFinite(p.score)).sort((a, b) => (a.date < b.date ? -1 : 1)),
  }));
  const rows = named.flatMap((s) =>
    s.points.map((p) => ({
      x: utc(p.date),
      y: p.score,
      key: s.key,
      color: s.color,
      dashed: s.dashed,
      open: p.preliminary,
    })),
  );
  const title = options.title ?? `${options.yLabel} over time`;
  const desc =
    options.desc ??
    `${title}. ${named
      .map(
        (s) =>
          `${s.display}: ${s.points.map((p) => `${options.format(p.score)} on ${p.date}${p.preliminary ? ' (preliminary)' : ''}`).join(', ') || 'no data'}`,
      )
      .join('; ')}.`;
  const dates = [...new Set(named.flatMap((s) => s.points.map((p) => p.date)))].sort();
  const ys = rows.map((r) => r.y);
  const lo = Math.min(...ys);
  const hi = Math.max(...ys);
  const pad = (hi - lo) * 0.08 || Math.abs(hi) * 0.05 || 1;
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
      const many = dates.length > (frame.name === 'narrow' ? 4 : 8);
      return {
        plot: {
          height: 340,
          marginTop: 20,
          marginBottom: frame.fontSize + 32,
          marginLeft: 16 + Math.max(...[lo, hi].map((y) => textWidth(options.format(y), frame))),
          marginRight: 36,
          x: {
            type: 'utc',
            label: 'snapshot date',
            grid: true,
            ticks: many ? (frame.name === 'narrow' ? 3 : 6) : dates.map(utc),
            tickFormat: (d: Date) => d.toISOString().slice(0, 10),
          },
          y: { label: options.yLabel, domain: [lo - pad, hi + pad], tickFormat: options.format, grid: true },
          color: { type: 'identity' },
          marks: [
            line(false),
            line(true),
            Plot.dot(rows, {
              x: 'x',
              y: 'y',
              stroke: 'color',
              fill: (r: { open: boolean; color: string }) => (r.open ? 'none' : r.color),
              r: 3.5,
            }),
          ],
        },
        legend,
      };
    },
    { title, desc },
    options.width !== undefined ? { width: options.width } : {},
  );
}
