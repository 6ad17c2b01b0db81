import { Plot, interpolateBlues, interpolateRdBu, rgb } from './lazyPackages.ts';
import { fixed, formatNumber, formatPercent } from '../format.ts';
import { textColorOn } from './palette.ts';
import { fitLabel, labelMargin, legendWidth, responsiveSvg, textWidth, type LegendItem } from './plotSvg.ts';
import type { ChartOptions, ModelRef } from './types.ts';

/** A square model-by-model matrix: `values[i][k]` is row model i against column model k; null is blank. */
export interface PairMatrixData {
  models: readonly ModelRef[];
  values: readonly (readonly (number | null)[])[];
}

export interface PairMatrixOptions extends ChartOptions {
  /**
   * 'count' (BotChat figure 3, comparisons per pair: white to blue from 0 to the largest count) or 'fraction'
   * (figure 4, the row model's win fraction: a diverging red-white-blue scale centred on 50%, blue where the row
   * model wins more), or 'kappa' (an agreement coefficient from -1 to 1 between the row and column judge: the
   * same diverging scale centred on 0, values printed with two decimals). Default 'count'.
   */
  kind?: 'count' | 'fraction' | 'kappa';
  /** Axis titles (default none). */
  rowLabel?: string;
  columnLabel?: string;
}

/**
 * A heatmap of a model-by-model matrix with every value printed in its cell (black or white, whichever reads
 * better on the cell's colour) where the text fits: a narrow rendering of a large matrix shows the colours only,
 * and the table under the chart and its text equivalent have the numbers; blank cells (null: never compared, or the diagonal) are left empty. Rows and
 * columns keep the given model order (callers give rank order). A legend above the matrix shows five steps of the
 * colour scale. Cell fills are computed here, so the chart does not depend on Plot's colour scale defaults.
 *
 * @throws Error when `values` is not models.length x models.length.
 * @example pairMatrix({ models: [{ model: 'a', display: 'A' }, { model: 'b', display: 'B' }],
 *   values: [[null, 0.75], [0.25, null]] }, { kind: 'fraction' })
 */
export function pairMatrix(data: PairMatrixData, options: PairMatrixOptions = {}): string {
  const { models, values } = data;
  const n = models.length;
  if (values.length !== n || values.some((row) => row.length !== n))
    throw new Error(
      `pairMatrix needs a ${n} x ${n} matrix for ${n} models (got ${values.length} rows of lengths ${[...new Set(values.map((r) => r.length))].join(', ')})`,
    );
  const kind = options.kind ?? 'count';
  const names = models.map((m) => m.display);
  const cells = models.flatMap((row, i) =>
    models.flatMap((col, k) => {
      const v = values[i]![k];
      return v === null || v === undefined || !Number.isFinite(v)
        ? []
        : [{ row: row.display, col: col.display, value: v }];
    }),
  );
  const max = Math.max(0, ...cells.map((c) => c.value));
  const colorOf = (v: number) =>
    rgb(
      kind === 'fraction'
        ? interpolateRdBu(Math.min(1, Math.max(0, v)))
        : kind === 'kappa'
          ? interpolateRdBu(Math.min(1, Math.max(0, (v + 1) / 2)))
          : interpolateBlues(max > 0 ? 0.05 + (0.9 * v) / max : 0),
    ).formatHex();
  const label = (v: number) =>
    kind === 'fraction' ? formatPercent(v, 0) : kind === 'kappa' ? fixed(v, 2) : formatNumber(v);
  const painted = cells.map((c) => {
    const fill = colorOf(c.value);
    return { ...c, fill, ink: textColorOn(fill), text: label(c.value) };
  });
  const title =
    options.title ??
    (kind === 'fraction'
      ? 'Win fraction of the row model'
      : kind === 'kappa'
        ? 'Agreement between the row and column judge'
        : 'Comparisons per pair');
  const desc =
    options.desc ??
    `${title}. ${n} models; rows against columns; ${cells.length} of ${n * n} cells have a value. ${models
      .map((m, i) => {
        const filled = models
          .map((c, k) => ({ c, v: values[i]![k] }))
          .filter((x) => x.v !== null && x.v !== undefined && Number.isFinite(x.v));
        return filled.length === 0
          ? `${m.display}: none`
          : `${m.display}: ${filled.map((x) => `${x.c.display} ${label(x.v as number)}`).join(', ')}`;
      })
      .join('; ')}.`;
  const longestText = painted.reduce((a, c) => ([...c.text].length > [...a].length ? c.text : a), '');
  // The colour legend: five steps of the scale, the ends saying what they mean.
  const steps =
    kind === 'count'
      ? [0, 0.25, 0.5, 0.75, 1].map((f) => f * max)
      : kind === 'kappa'
        ? [-1, -0.5, 0, 0.5, 1]
        : [0, 0.25, 0.5, 0.75, 1];
  const legend: LegendItem[] = [...new Set(steps)].map((v, i, all) => ({
    label:
      kind === 'fraction' && i === 0
        ? `${label(v)} (row model loses all)`
        : kind === 'fraction' && i === all.length - 1
          ? `${label(v)} (wins all)`
          : label(v),
    color: colorOf(v),
    outline: true,
  }));
  return responsiveSvg(
    (frame) => {
      const margin = labelMargin(names, frame);
      const extra = options.rowLabel ? frame.fontSize + 4 : 0;
      // Cells share what the frame leaves beside the labels; a cell prints its value only where the text fits.
      const size = Math.max(14, Math.min(48, (frame.width - margin - extra - 24) / Math.max(1, n)));
      const showText = size >= textWidth(longestText, frame) + 6;
      // Column labels at 45 degrees need about 0.71 of their length below the plot.
      const bottom = Math.round(0.71 * margin) + 16 + (options.columnLabel ? frame.fontSize + 4 : 0);
      const fit = (d: string) => fitLabel(d, margin - 10, frame);
      return {
        legend,
        plot: {
          width: Math.round(Math.max(margin + extra + size * n + 24, legendWidth(legend, frame))),
          height: Math.round(bottom + size * n + 20),
          marginLeft: margin + extra,
          marginBottom: bottom,
          marginTop: 20,
          marginRight: 24,
          padding: 0.04,
          x: {
            label: options.columnLabel ?? null,
            domain: names,
            tickRotate: -45,
            labelAnchor: 'center',
            tickFormat: fit,
          },
          y: { label: options.rowLabel ?? null, domain: names, labelAnchor: 'center', tickFormat: fit },
          color: { type: 'identity' },
          marks: [
            Plot.cell(painted, { x: 'col', y: 'row', fill: 'fill' }),
            ...(showText ? [Plot.text(painted, { x: 'col', y: 'row', text: 'text', fill: 'ink' })] : []),
          ],
        },
      };
    },
    { title, desc },
  );
}
