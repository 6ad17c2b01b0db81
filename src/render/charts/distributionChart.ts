import { mean, quantileSorted } from 'd3';
import { lengthDistribution, type LengthBin, type LengthDistributionRow } from './lengthDistribution.ts';

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

/** Quantiles (R type 7), mean, extremes and histogram bins of ascending values, in {@link lengthDistribution}'s shape. */
export function summarizeDistribution(
  ref: { model: string; display: string },
  values: readonly number[],
  log: boolean,
): LengthDistributionRow {
  const sorted = [...values];
  return {
    ...ref,
    q1: quantileSorted(sorted, 0.25) ?? NaN,
    median: quantileSorted(sorted, 0.5) ?? NaN,
    q3: quantileSorted(sorted, 0.75) ?? NaN,
    min: sorted[0] ?? NaN,
    max: sorted[sorted.length - 1] ?? NaN,
    mean: mean(sorted) ?? NaN,
    bins: histogramBins(sorted, log),
  };
}

/**
 * Distributions from raw sorted values.
 * @deprecated Use {@link lengthDistribution} with quantiles and bins computed once (by the statistics room or
 * {@link summarizeDistribution}); this adapter summarises the raw values on every call.
 */
export function distributionChart(
  rows: readonly { label: string; values: readonly number[] }[],
  opts: { title?: string; xLabel?: string; log?: boolean } = {},
): string {
  const log = opts.log ?? false;
  return lengthDistribution(
    rows
      .filter((r) => r.values.length > 0)
      .map((r) => summarizeDistribution({ model: r.label, display: r.label }, r.values, log)),
    {
      scale: log ? 'log' : 'linear',
      ...(opts.title !== undefined ? { title: opts.title } : {}),
      ...(opts.xLabel !== undefined ? { xLabel: opts.xLabel } : {}),
    },
  );
}
