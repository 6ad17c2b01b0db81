import * as Plot from '@observablehq/plot';
import { PALETTE, plotSvg } from './plotSvg.ts';

export interface CurveSeries {
  label: string;
  points: { N: number; rate: number; lo?: number; hi?: number }[];
}

/** pass@N curves: one line per model, optional interval bands, y as percent. */
export function passCurveChart(
  series: readonly CurveSeries[],
  opts: { title?: string; xLabel?: string } = {},
): string {
  const rows = series.flatMap((s) =>
    s.points
      .filter((p) => Number.isFinite(p.rate))
      .map((p) => ({ label: s.label, N: p.N, rate: p.rate, lo: p.lo ?? p.rate, hi: p.hi ?? p.rate })),
  );
  const title = opts.title ?? 'pass@N';
  return plotSvg(
    {
      width: 760,
      height: 420,
      marginRight: 150,
      x: { label: opts.xLabel ?? 'N', tickFormat: 'd', nice: true },
      y: { label: 'pass rate', domain: [0, 1], tickFormat: '%', grid: true },
      color: { domain: series.map((s) => s.label), range: PALETTE, legend: false },
      marks: [
        Plot.areaY(rows, { x: 'N', y1: 'lo', y2: 'hi', z: 'label', fill: 'label', fillOpacity: 0.12 }),
        Plot.line(rows, { x: 'N', y: 'rate', z: 'label', stroke: 'label', strokeWidth: 2 }),
        Plot.dot(rows, { x: 'N', y: 'rate', fill: 'label', r: 2.5 }),
        Plot.text(
          rows,
          Plot.selectLast({
            x: 'N',
            y: 'rate',
            z: 'label',
            text: 'label',
            dx: 6,
            textAnchor: 'start',
            fill: 'label',
          }),
        ),
      ],
    },
    {
      title,
      desc: `${title}: ${series.map((s) => `${s.label} ${s.points.length ? `${(100 * (s.points[s.points.length - 1]?.rate ?? NaN)).toFixed(1)}% at N=${s.points[s.points.length - 1]?.N}` : 'no data'}`).join('; ')}.`,
    },
  );
}
