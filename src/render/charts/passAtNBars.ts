import { formatPercent } from '../format.ts';
import { groupedBarsChart, type GroupedBar } from './groupedBarsChart.ts';
import type { PassCurveSeries } from './passCurveChart.ts';
import type { ChartOptions } from './types.ts';

export interface PassAtNBarsOptions extends ChartOptions {
  /** The N to show (default the quarters of the longest curve: 4, 8, 12, 16 for a curve to 16, BotChat's). */
  ns?: readonly number[];
}

/**
 * The quarters of the longest curve's N, rounded up and without repeats: [4, 8, 12, 16] for a curve to 16.
 * @example quarterNs([{ points: [{ N: 1 }, ..., { N: 16 }] }]) // [4, 8, 12, 16]
 */
export function quarterNs(series: readonly PassCurveSeries[]): number[] {
  const max = Math.max(0, ...series.flatMap((s) => s.points.map((p) => p.N)));
  if (max === 0) return [];
  return [...new Set([1, 2, 3, 4].map((q) => Math.max(1, Math.ceil((max * q) / 4))))];
}

/**
 * pass@N at selected N as grouped horizontal bars (BotChat figure 2): one row per model in the given order, one
 * bar per N, whiskers where the points have intervals. Takes the same series as {@link passCurveChart}; a model
 * without a point at some N gets no bar there (the text equivalent says "no value").
 *
 * @example passAtNBars(curves, { ns: [4, 8, 12, 16], title: 'pass@N' })
 */
export function passAtNBars(series: readonly PassCurveSeries[], options: PassAtNBarsOptions = {}): string {
  const ns = options.ns ?? quarterNs(series);
  const groups = ns.map((N) => `N = ${N}`);
  const at = (s: PassCurveSeries, N: number) => s.points.find((q) => q.N === N && Number.isFinite(q.rate));
  const rows: GroupedBar[] = series.flatMap((s) =>
    ns.flatMap((N, k) => {
      const p = at(s, N);
      if (!p) return [];
      const bar: GroupedBar = { label: s.display, group: groups[k]!, value: p.rate };
      if (p.lo !== undefined && p.hi !== undefined) Object.assign(bar, { lo: p.lo, hi: p.hi });
      return [bar];
    }),
  );
  const title = options.title ?? `pass@N at N = ${ns.join(', ')}`;
  const desc =
    options.desc ??
    `${title}. ${series
      .map((s) => {
        const parts = ns.map((N) => {
          const p = at(s, N);
          return `N = ${N} ${p ? formatPercent(p.rate) : 'no value'}`;
        });
        return `${s.display}: ${parts.join(', ')}`;
      })
      .join('; ')}.`;
  return groupedBarsChart(rows, {
    title,
    desc,
    percent: true,
    groups,
    labels: series.map((s) => s.display),
    ...(options.width !== undefined ? { width: options.width } : {}),
  });
}
