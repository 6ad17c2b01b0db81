import { ratingIntervals } from './ratingIntervals.ts';

/**
 * Point estimates with intervals, labels as names.
 * @deprecated Use {@link ratingIntervals} (rows with model and display); this adapter maps `label` to both.
 */
export function intervalsChart(
  rows: readonly { label: string; value: number; lo: number; hi: number }[],
  opts: { title?: string; xLabel?: string } = {},
): string {
  return ratingIntervals(
    rows.map((r) => ({ model: r.label, display: r.label, rating: r.value, lo: r.lo, hi: r.hi })),
    {
      ...(opts.title !== undefined ? { title: opts.title } : {}),
      ...(opts.xLabel !== undefined ? { xLabel: opts.xLabel } : {}),
    },
  );
}
