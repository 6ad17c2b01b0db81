import * as Plot from '@observablehq/plot';
import { labelMargin, PALETTE, plotSvg, rowsHeight } from './plotSvg.ts';

function q(sorted: readonly number[], p: number): number {
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  return sorted[lo]! + (h - lo) * ((sorted[Math.ceil(h)] ?? sorted[lo]!) - sorted[lo]!);
}

/**
 * Box plots per row from sorted values (whiskers at the 5th and 95th percentiles, mean as a dot), on a log
 * scale when asked (values below 1 are drawn at 1).
 */
export function distributionChart(
  rows: readonly { label: string; values: readonly number[] }[],
  opts: { title?: string; xLabel?: string; log?: boolean } = {},
): string {
  const floor = (x: number) => (opts.log ? Math.max(1, x) : x);
  const stats = rows
    .filter((r) => r.values.length > 0)
    .map((r) => {
      const v = r.values;
      return {
        label: r.label,
        p05: floor(q(v, 0.05)),
        q1: floor(q(v, 0.25)),
        median: floor(q(v, 0.5)),
        q3: floor(q(v, 0.75)),
        p95: floor(q(v, 0.95)),
        mean: floor(v.reduce((t, x) => t + x, 0) / v.length),
        n: v.length,
      };
    });
  const title = opts.title ?? 'Distribution';
  return plotSvg(
    {
      width: 760,
      height: rowsHeight(stats.length, 30),
      marginLeft: labelMargin(stats.map((s) => s.label)),
      x: { label: opts.xLabel ?? null, type: opts.log ? 'log' : 'linear', grid: true },
      y: { label: null, domain: stats.map((s) => s.label) },
      marks: [
        Plot.ruleY(stats, { x1: 'p05', x2: 'p95', y: 'label', stroke: 'currentColor' }),
        Plot.barX(stats, {
          x1: 'q1',
          x2: 'q3',
          y: 'label',
          fill: PALETTE[0],
          fillOpacity: 0.6,
          insetTop: 4,
          insetBottom: 4,
        }),
        Plot.tickX(stats, { x: 'median', y: 'label', stroke: 'currentColor', strokeWidth: 2 }),
        Plot.dot(stats, { x: 'mean', y: 'label', fill: '#e15759', r: 3 }),
      ],
    },
    {
      title,
      desc: `${title}: ${stats.map((s) => `${s.label}: median ${s.median.toFixed(0)}, middle half ${s.q1.toFixed(0)} to ${s.q3.toFixed(0)}, mean ${s.mean.toFixed(1)} (${s.n} values)`).join('; ')}.`,
    },
  );
}
