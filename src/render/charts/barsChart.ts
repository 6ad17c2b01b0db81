import * as Plot from '@observablehq/plot';
import { labelMargin, PALETTE, pctLabel, plotSvg, rowsHeight } from './plotSvg.ts';

export interface BarRow {
  label: string;
  value: number;
  lo?: number;
  hi?: number;
}

/** Horizontal bars in the given order, optional interval whiskers and a dashed reference line. */
export function barsChart(
  rows: readonly BarRow[],
  opts: {
    title?: string;
    xLabel?: string;
    reference?: { value: number; label: string };
    percent?: boolean;
  } = {},
): string {
  const data = rows.filter((r) => Number.isFinite(r.value)).map((r) => ({ ...r }));
  const fmt = (x: number) => (opts.percent ? pctLabel(x) : Number.isInteger(x) ? String(x) : x.toFixed(1));
  const title = opts.title ?? 'Bars';
  const withCi = data.filter((r) => r.lo !== undefined && r.hi !== undefined);
  return plotSvg(
    {
      width: 760,
      height: rowsHeight(data.length),
      marginLeft: labelMargin(data.map((r) => r.label)),
      marginRight: 60,
      x: {
        label: opts.xLabel ?? null,
        ...(opts.percent ? { domain: [0, 1], tickFormat: '%' } : {}),
        grid: true,
      },
      y: { label: null, domain: data.map((r) => r.label) },
      marks: [
        Plot.barX(data, { x: 'value', y: 'label', fill: PALETTE[0] }),
        Plot.ruleY(withCi, { x1: 'lo', x2: 'hi', y: 'label', stroke: 'currentColor', strokeWidth: 1.5 }),
        Plot.text(data, {
          x: 'value',
          y: 'label',
          text: (d: BarRow) => fmt(d.value),
          dx: 4,
          textAnchor: 'start',
          fill: 'currentColor',
        }),
        ...(opts.reference
          ? [
              Plot.ruleX([opts.reference.value], {
                stroke: '#e15759',
                strokeDasharray: '6,4',
                strokeWidth: 2,
              }),
              Plot.text([opts.reference], {
                x: 'value',
                frameAnchor: 'top',
                text: (d: { label: string; value: number }) => `${d.label} ${fmt(d.value)}`,
                dy: -4,
                fill: '#e15759',
              }),
            ]
          : []),
        Plot.ruleX([0]),
      ],
    },
    {
      title,
      desc: `${title}: ${data.map((r) => `${r.label} ${fmt(r.value)}`).join('; ')}${opts.reference ? `; ${opts.reference.label} ${fmt(opts.reference.value)}` : ''}.`,
    },
  );
}
