import * as Plot from '@observablehq/plot';
import { labelMargin, PALETTE, plotSvg, rowsHeight } from './plotSvg.ts';

/** Point estimates with intervals, one row per label in the given order. */
export function intervalsChart(
  rows: readonly { label: string; value: number; lo: number; hi: number }[],
  opts: { title?: string; xLabel?: string } = {},
): string {
  const title = opts.title ?? 'Ratings';
  return plotSvg(
    {
      width: 760,
      height: rowsHeight(rows.length),
      marginLeft: labelMargin(rows.map((r) => r.label)),
      marginRight: 40,
      x: { label: opts.xLabel ?? 'rating', grid: true },
      y: { label: null, domain: rows.map((r) => r.label) },
      marks: [
        Plot.ruleY(rows, { x1: 'lo', x2: 'hi', y: 'label', stroke: PALETTE[0], strokeWidth: 3 }),
        Plot.dot(rows, { x: 'value', y: 'label', fill: 'currentColor', r: 4 }),
      ],
    },
    {
      title,
      desc: `${title}: ${rows.map((r) => `${r.label} ${r.value.toFixed(1)} (${r.lo.toFixed(1)} to ${r.hi.toFixed(1)})`).join('; ')}.`,
    },
  );
}
