import * as Plot from '@observablehq/plot';
import { formatNumber } from '../format.ts';
import { paletteColor, PALETTE } from './palette.ts';
import { labelMargin, plotSvg } from './plotSvg.ts';
import { CHART_WIDTH, type ChartOptions, type ModelRef } from './types.ts';

/** A model's rank under each of several columns (judges), 1 = best. */
export interface RankRow extends ModelRef {
  ranks: readonly number[];
}

export interface RankChartOptions extends ChartOptions {
  /** Names of the columns (judges), in order. */
  columns: readonly string[];
}

/**
 * A bump chart: one line per model through its rank under each judge (rank 1 at the top), the model's name at
 * both ends, so crossing lines show where judges disagree on the order. Colours cycle through the palette; the
 * 11th to 20th lines are dashed.
 * @throws Error when a row does not have one rank per column.
 * @example rankChart([{ model: 'a', display: 'A', ranks: [1, 2] }, { model: 'b', display: 'B', ranks: [2, 1] }],
 *   { columns: ['GPT-4o', 'Claude'] })
 */
export function rankChart(rows: readonly RankRow[], options: RankChartOptions): string {
  const { columns } = options;
  for (const r of rows)
    if (r.ranks.length !== columns.length)
      throw new Error(`rankChart needs ${columns.length} ranks for ${r.display} (got ${r.ranks.length})`);
  const points = rows.flatMap((r, i) =>
    r.ranks.map((rank, k) => ({
      key: String(i),
      column: columns[k]!,
      rank,
      color: paletteColor(i),
      dashed: Math.floor(i / PALETTE.length) % 2 === 1,
    })),
  );
  const n = Math.max(1, ...rows.flatMap((r) => r.ranks));
  const title = options.title ?? 'Rank of each model under each judge';
  const desc =
    options.desc ??
    `${title}. ${rows
      .map(
        (r) =>
          `${r.display}: ${r.ranks.map((x, k) => `${columns[k]} ${formatNumber(x, x % 1 ? 1 : 0)}`).join(', ')}`,
      )
      .join('; ')}.`;
  const names = rows.map((r) => r.display);
  const side = labelMargin(names);
  const first = rows.map((r) => ({ display: r.display, column: columns[0]!, rank: r.ranks[0]! }));
  const last = rows.map((r) => ({
    display: r.display,
    column: columns[columns.length - 1]!,
    rank: r.ranks[r.ranks.length - 1]!,
  }));
  return plotSvg(
    {
      width: options.width ?? CHART_WIDTH,
      height: 60 + 28 * n,
      marginLeft: side,
      marginRight: side,
      marginTop: 30,
      x: { domain: [...columns], label: null, axis: 'top', padding: 0.1 },
      y: { domain: [0.5, n + 0.5], reverse: true, label: 'rank', ticks: [] },
      marks: [
        ...[false, true].map((dashed) =>
          Plot.line(
            points.filter((p) => p.dashed === dashed),
            {
              x: 'column',
              y: 'rank',
              z: 'key',
              stroke: 'color',
              strokeWidth: 2,
              ...(dashed ? { strokeDasharray: '5,3' } : {}),
            },
          ),
        ),
        Plot.dot(points, { x: 'column', y: 'rank', fill: 'color', r: 4 }),
        Plot.text(first, {
          x: 'column',
          y: 'rank',
          text: 'display',
          textAnchor: 'end',
          dx: -8,
          fontSize: 11,
        }),
        Plot.text(last, {
          x: 'column',
          y: 'rank',
          text: 'display',
          textAnchor: 'start',
          dx: 8,
          fontSize: 11,
        }),
      ],
      color: { type: 'identity' },
    },
    { title, desc },
  );
}
