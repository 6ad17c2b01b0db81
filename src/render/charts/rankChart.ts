import { Plot } from './lazyPackages.ts';
import { formatNumber } from '../format.ts';
import { paletteColor, PALETTE } from './palette.ts';
import { spreadLabels } from './passCurveChart.ts';
import { fitLabel, labelMargin, labelRoom, responsiveSvg, rowHeight, textWidth } from './plotSvg.ts';
import type { ChartOptions, ModelRef } from './types.ts';

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
  return responsiveSvg(
    (frame) => {
      // Names at both ends where there is room; a narrow rendering names the models at the right end only.
      const both = frame.name !== 'narrow';
      const side = labelMargin(names, frame);
      const left = both ? side : 16;
      const fit = (d: string) => fitLabel(d, side - 12, frame);
      // Names at the ends, moved apart where models share a rank (in rank units: one row is one unit).
      const gap = (frame.fontSize + 1) / rowHeight(frame);
      const end = (k: number) => {
        const at = spreadLabels(
          rows.map((r) => r.ranks[k]!),
          gap,
          0.5,
          n + 0.5,
        );
        return rows.map((r, i) => ({
          display: fit(r.display),
          column: columns[k]!,
          rank: r.ranks[k]!,
          y: at[i]!,
        }));
      };
      const first = end(0);
      const last = end(columns.length - 1);
      // Judge names across the top, tilted when they are wider than the room between two columns.
      const spacing = (frame.width - left - side) / Math.max(1, columns.length);
      const judge = (d: string) => fitLabel(d, labelRoom(frame), frame);
      const widest = Math.max(0, ...columns.map((c) => textWidth(judge(c), frame)));
      const tilt = widest > spacing * 0.9;
      return {
        plot: {
          height: (tilt ? Math.round(0.71 * widest) + 24 : 30) + 30 + rowHeight(frame) * n,
          marginLeft: left,
          marginRight: side,
          marginTop: tilt ? Math.round(0.71 * widest) + 24 : 30,
          x: {
            domain: [...columns],
            label: null,
            axis: 'top',
            padding: 0.1,
            tickFormat: judge,
            ...(tilt ? { tickRotate: -45 } : {}),
          },
          y: { domain: [0.5, n + 0.5], reverse: true, label: both ? 'rank' : null, ticks: [] },
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
            ...(both
              ? [Plot.text(first, { x: 'column', y: 'y', text: 'display', textAnchor: 'end', dx: -8 })]
              : []),
            Plot.text(last, { x: 'column', y: 'y', text: 'display', textAnchor: 'start', dx: 8 }),
          ],
          color: { type: 'identity' },
        },
      };
    },
    { title, desc },
    options.width !== undefined ? { width: options.width } : {},
  );
}
