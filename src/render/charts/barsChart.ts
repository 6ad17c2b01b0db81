import { rateBars } from './rateBars.ts';

/** @deprecated The first input shape of {@link rateBars}; kept until the site model calls rateBars directly. */
export interface BarRow {
  label: string;
  value: number;
  lo?: number;
  hi?: number;
}

/**
 * Horizontal bars with labels as names.
 * @deprecated Use {@link rateBars} (rows with model and display); this adapter maps `label` to both.
 */
export function barsChart(
  rows: readonly BarRow[],
  opts: {
    title?: string;
    xLabel?: string;
    reference?: { value: number; label: string };
    percent?: boolean;
  } = {},
): string {
  return rateBars(
    rows.map((r) => ({
      model: r.label,
      display: r.label,
      rate: r.value,
      ...(r.lo !== undefined && r.hi !== undefined ? { lo: r.lo, hi: r.hi } : {}),
    })),
    {
      format: opts.percent ? 'percent' : rows.every((r) => Number.isInteger(r.value)) ? 'count' : 'number',
      ...(opts.title !== undefined ? { title: opts.title } : {}),
      ...(opts.xLabel !== undefined ? { xLabel: opts.xLabel } : {}),
      ...(opts.reference ? { reference: opts.reference } : {}),
    },
  );
}
