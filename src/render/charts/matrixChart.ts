import * as Plot from '@observablehq/plot';
import { labelMargin, pctLabel, plotSvg } from './plotSvg.ts';

/** A model-by-model heatmap with cell labels; null cells stay blank. */
export function matrixChart(
  models: readonly string[],
  values: readonly (readonly (number | null)[])[],
  opts: { title?: string; percent?: boolean } = {},
): string {
  const cells = models
    .flatMap((row, i) => models.map((col, k) => ({ row, col, value: values[i]?.[k] ?? null })))
    .filter((c) => c.value !== null) as { row: string; col: string; value: number }[];
  const fmt = (x: number) => (opts.percent ? pctLabel(x).replace('.0%', '%') : String(Math.round(x)));
  const title = opts.title ?? 'Matrix';
  const size = Math.max(28, Math.min(48, 560 / Math.max(1, models.length)));
  const margin = labelMargin(models);
  return plotSvg(
    {
      width: margin + size * models.length + 20,
      height: margin + size * models.length + 20,
      marginLeft: margin,
      marginBottom: margin,
      padding: 0.04,
      x: { label: null, domain: [...models], tickRotate: -45 },
      y: { label: null, domain: [...models] },
      color: { scheme: 'blues', ...(opts.percent ? { domain: [0, 1] } : {}), legend: false },
      marks: [
        Plot.cell(cells, { x: 'col', y: 'row', fill: 'value' }),
        Plot.text(cells, {
          x: 'col',
          y: 'row',
          text: (d: { value: number }) => fmt(d.value),
          fill: 'black',
          fontSize: 10,
        }),
      ],
    },
    {
      title,
      desc: `${title}. Rows against columns; ${cells.length} cells with values. The table below the chart lists every value.`,
    },
  );
}
