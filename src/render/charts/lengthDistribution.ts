import { Plot } from './lazyPackages.ts';
import { formatNumber } from '../format.ts';
import { paletteColor } from './palette.ts';
import { fitLabel, labelMargin, responsiveSvg, type LegendItem } from './plotSvg.ts';
import type { ChartOptions, ModelRef } from './types.ts';
import { formatRange } from '../format.ts';

/** One histogram bin: values in [x0, x1). */
export interface LengthBin {
  x0: number;
  x1: number;
  count: number;
}

/** One model's length distribution, summarised by the statistics room (quantiles and a histogram). */
export interface LengthDistributionRow extends ModelRef {
  q1: number;
  median: number;
  q3: number;
  min: number;
  max: number;
  mean: number;
  /** Histogram bins, ascending; equal widths on the log scale read best (e.g. 8 bins a decade). */
  bins: readonly LengthBin[];
}

export interface LengthDistributionOptions extends ChartOptions {
  /** Axis label (default "tokens per chat (log scale)"). */
  xLabel?: string;
  /** 'log' (default) or 'linear'. */
  scale?: 'log' | 'linear';
  /** On the log scale, values below this are drawn at it (default 1: a 0-token chat sits at 1). */
  floor?: number;
}

/**
 * Histogram bins for integer-valued data (token counts): on the log scale the edges are 10^(j/8) rounded up to
 * integers and deduplicated (1, 2, 3, 4, 5, 6, 8, 10, 14, 18, 24, ...), so no bin is narrower than one token (values
 * below 1 get a bin [min, 1) of their own, which the log scale cannot draw and the chart reports);
 * on the linear scale 20 equal bins. Each bin is [x0, x1); the last one ends above the maximum.
 * @example histogramBins([1, 2, 2, 30], true) // [{ x0: 1, x1: 2, count: 1 }, { x0: 2, x1: 3, count: 2 }, ...]
 */
export function histogramBins(sorted: readonly number[], log: boolean): LengthBin[] {
  if (sorted.length === 0) return [];
  const lo = sorted[0]!;
  const hi = sorted[sorted.length - 1]!;
  const edges: number[] = [];
  if (log) {
    edges.push(Math.min(lo, 1));
    if (edges[0]! < 1) edges.push(1);
    for (let j = 1; edges[edges.length - 1]! <= hi; j++) {
      const e = Math.ceil(10 ** (j / 8));
      if (e > edges[edges.length - 1]!) edges.push(e);
    }
  } else {
    const step = hi > lo ? (hi - lo) / 20 : 1;
    for (let j = 0; j <= 20; j++) edges.push(lo + j * step);
    edges[20] = hi + step / 1e6;
  }
  const bins = edges.slice(1).map((x1, j) => ({ x0: edges[j]!, x1, count: 0 }));
  let b = 0;
  for (const v of sorted) {
    while (b < bins.length - 1 && v >= bins[b]!.x1) b++;
    bins[b]!.count++;
  }
  return bins;
}

/** A length summary as the statistics room gives it (lengthStats): null only for a model with no chats. */
export interface LengthSummary {
  q1: number | null;
  median: number | null;
  q3: number | null;
  min: number | null;
  max: number | null;
  mean: number | null;
  /** The token counts, ascending. */
  tokens: readonly number[];
}

/**
 * One model's row from its length summary (quartiles and mean computed once by the statistics room), its token
 * counts binned by {@link histogramBins} for the scale drawn; a missing statistic reads as NaN.
 * @example lengthDistributionRow({ model: 'm', display: 'M' }, lengthSummary('m', [1, 2, 3], 0)).median // 2
 */
export function lengthDistributionRow(
  ref: ModelRef,
  s: LengthSummary,
  scale: 'log' | 'linear' = 'log',
): LengthDistributionRow {
  return {
    ...ref,
    q1: s.q1 ?? NaN,
    median: s.median ?? NaN,
    q3: s.q3 ?? NaN,
    min: s.min ?? NaN,
    max: s.max ?? NaN,
    mean: s.mean ?? NaN,
    bins: histogramBins(s.tokens, scale === 'log'),
  };
}

/**
 * Per-model length distributions (BotChat figure 1), one row per model in the given order: a binned violin
 * (each bin's height is its count per unit of log length, scaled to the model's widest bin), a box from Q1 to
 * Q3, a median line, whiskers from min to max and a diamond at the mean.
 *
 * @example lengthDistribution([{ model: 'gpt4', display: 'GPT-4', q1: 18, median: 27, q3: 39, min: 2, max: 180,
 *   mean: 30.5, bins: [{ x0: 1, x1: 10, count: 40 }, { x0: 10, x1: 100, count: 900 }, ...] }])
 */
export function lengthDistribution(
  rows: readonly LengthDistributionRow[],
  options: LengthDistributionOptions = {},
): string {
  const log = (options.scale ?? 'log') === 'log';
  const floor = log ? (options.floor ?? 1) : -Infinity;
  const clamp = (x: number) => Math.max(floor, x);
  const title = options.title ?? 'Length distribution per model';
  const names = rows.map((r) => r.display);
  const box = rows.map((r) => ({
    display: r.display,
    q1: clamp(r.q1),
    q3: clamp(r.q3),
    median: clamp(r.median),
    min: clamp(r.min),
    max: clamp(r.max),
    mean: clamp(r.mean),
  }));
  // Bin density per unit of (log) length, so unequal bins do not mislead; each model scaled to its own maximum.
  const violin = rows.flatMap((r) => {
    const drawn = r.bins
      .filter((b) => b.count > 0 && b.x1 > floor)
      .map((b) => {
        const x0 = clamp(b.x0);
        const span = log ? Math.log(b.x1 / x0) : b.x1 - x0;
        return { display: r.display, x0, x1: b.x1, density: span > 0 ? b.count / span : 0 };
      });
    const top = Math.max(0, ...drawn.map((b) => b.density));
    return drawn.map((b) => ({ ...b, h: top > 0 ? (0.9 * b.density) / top : 0 }));
  });
  const below = rows
    .map((r) => ({ r, n: r.bins.filter((b) => b.x1 <= floor).reduce((t, b) => t + b.count, 0) }))
    .filter((x) => x.n > 0);
  const fill = paletteColor(0);
  const mean = paletteColor(2);
  const legend: LegendItem[] = [
    { label: 'distribution', color: fill, kind: 'rect' },
    { label: 'median', color: 'currentColor', kind: 'line' },
    { label: 'mean', color: mean, kind: 'dot' },
  ];
  const desc =
    options.desc ??
    `${title}. ${rows
      .map(
        (r) =>
          `${r.display}: median ${formatNumber(r.median, 1)}, middle half ${formatRange(formatNumber(r.q1, 1), formatNumber(r.q3, 1))}, mean ${formatNumber(r.mean, 1)}, range ${formatRange(formatNumber(r.min), formatNumber(r.max))} (${formatNumber(r.bins.reduce((t, b) => t + b.count, 0))} values)`,
      )
      .join('; ')}.${
      below.length > 0
        ? ` Not drawn on the log scale: ${below.map((x) => `${x.r.display} ${formatNumber(x.n)} below ${formatNumber(floor)}`).join(', ')}.`
        : ''
    }`;
  return responsiveSvg(
    (frame) => {
      const marginLeft = labelMargin(names, frame);
      return {
        plot: {
          height: Math.max(140, rows.length * Math.max(40, frame.fontSize * 2.6) + 50),
          marginLeft,
          marginRight: 20,
          marginBottom: frame.fontSize + 30,
          x: {
            type: log ? 'log' : 'linear',
            label: options.xLabel ?? `tokens per chat${log ? ' (log scale)' : ''}`,
            grid: true,
            ...(frame.name === 'narrow' ? { ticks: 4 } : {}),
          },
          y: { domain: [-1, 1], axis: null },
          fy: {
            domain: names,
            label: null,
            axis: 'left',
            padding: 0.1,
            tickFormat: (d: string) => fitLabel(d, marginLeft - 10, frame),
          },
          marks: [
            Plot.rect(violin, {
              x1: 'x0',
              x2: 'x1',
              y1: (d: { h: number }) => -d.h,
              y2: 'h',
              fy: 'display',
              fill,
              fillOpacity: 0.35,
            }),
            Plot.ruleY(box, { x1: 'min', x2: 'max', y: 0, fy: 'display', stroke: 'currentColor' }),
            Plot.rect(box, {
              x1: 'q1',
              x2: 'q3',
              y1: -0.3,
              y2: 0.3,
              fy: 'display',
              fill,
              stroke: 'currentColor',
              strokeWidth: 0.5,
            }),
            Plot.ruleX(box, {
              x: 'median',
              y1: -0.45,
              y2: 0.45,
              fy: 'display',
              stroke: 'currentColor',
              strokeWidth: 2,
            }),
            Plot.dot(box, {
              x: 'mean',
              y: 0,
              fy: 'display',
              fill: mean,
              stroke: 'currentColor',
              strokeWidth: 0.5,
              r: 3.5,
              symbol: 'diamond',
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
