import { Plot, interpolateBlues, rgb } from './lazyPackages.ts';
import { formatPercent } from '../format.ts';
import { textColorOn } from './palette.ts';
import { fitLabel, labelMargin, labelRoom, responsiveSvg, textWidth } from './plotSvg.ts';
import type { ChartOptions, ModelRef } from './types.ts';

/** Rows (models) by columns (categories); `values[i][k]` is a share 0..1, or null when there is nothing to count. */
export interface CategoryHeatmapData {
  rows: readonly ModelRef[];
  columns: readonly string[];
  values: readonly (readonly (number | null)[])[];
}

/**
 * A heatmap of how often each category fires per model: one cell per (model, category), white to dark blue from
 * 0% to 100% (an absolute scale, so two sites' heatmaps read alike), the percent printed in each cell in black
 * or white, whichever reads better on its fill. Null cells are left blank. Rows and columns keep the given order.
 *
 * @throws Error when `values` is not rows x columns.
 * @example categoryHeatmap({ rows: [{ model: 'gpt4', display: 'GPT-4' }], columns: ['Formal tone'], values: [[0.25]] })
 */
export function categoryHeatmap(data: CategoryHeatmapData, options: ChartOptions = {}): string {
  const { rows, columns, values } = data;
  if (values.length !== rows.length || values.some((r) => r.length !== columns.length))
    throw new Error(
      `categoryHeatmap needs a ${rows.length} x ${columns.length} matrix (got ${values.length} rows of lengths ${[...new Set(values.map((r) => r.length))].join(', ') || 'none'})`,
    );
  const cells = rows.flatMap((row, i) =>
    columns.flatMap((col, k) => {
      const v = values[i]![k];
      if (v === null || v === undefined || !Number.isFinite(v)) return [];
      const fill = rgb(interpolateBlues(0.05 + 0.9 * Math.min(1, Math.max(0, v)))).formatHex();
      return [{ row: row.display, col, fill, ink: textColorOn(fill), text: formatPercent(v, 0) }];
    }),
  );
  const title = options.title ?? 'How often each category fires, per model';
  const desc =
    options.desc ??
    `${title}. Share of each model's conversations with at least one tag of the category. ${rows
      .map(
        (r, i) =>
          `${r.display}: ${columns
            .map((c, k) => {
              const v = values[i]![k];
              return `${c} ${v === null || v === undefined || !Number.isFinite(v) ? 'none' : formatPercent(v, 0)}`;
            })
            .join(', ')}`,
      )
      .join('; ')}.`;
  const names = rows.map((r) => r.display);
  return responsiveSvg(
    (frame) => {
      const margin = labelMargin(names, frame);
      const column = (d: string) => fitLabel(d, labelRoom(frame), frame);
      // Column labels are tilted 30 degrees: they need about half their length in height.
      const bottom = Math.max(
        40,
        16 + Math.round(0.5 * Math.max(0, ...columns.map((c) => textWidth(column(c), frame)))),
      );
      const cellW = Math.max(30, Math.min(96, (frame.width - margin - 24) / Math.max(1, columns.length)));
      const cellH = Math.max(28, frame.fontSize + 12);
      // A cell prints its percent only where the text fits ("100%").
      const showText = cellW >= textWidth('100%', frame) + 6;
      return {
        plot: {
          width: Math.round(margin + cellW * columns.length + 24),
          height: 20 + cellH * rows.length + bottom,
          marginLeft: margin,
          marginBottom: bottom,
          marginTop: 20,
          marginRight: 24,
          padding: 0.04,
          x: {
            label: null,
            domain: [...columns],
            tickRotate: -30,
            labelAnchor: 'center',
            tickFormat: column,
          },
          y: {
            label: null,
            domain: names,
            labelAnchor: 'center',
            tickFormat: (d: string) => fitLabel(d, margin - 10, frame),
          },
          color: { type: 'identity' },
          marks: [
            Plot.cell(cells, { x: 'col', y: 'row', fill: 'fill' }),
            ...(showText ? [Plot.text(cells, { x: 'col', y: 'row', text: 'text', fill: 'ink' })] : []),
          ],
        },
      };
    },
    { title, desc },
  );
}
