// A reproduced number beside its published one: two columns, the value as the source printed it, and the
// difference at the digit it was printed to (`=` when they agree). Used by leaderboards whose source published one.
import type { ColumnSpec } from '../render/columnSpec.ts';
import { agreesToPrinted, fixed, MISSING, printedDecimals, roundTo, signed } from '../render/format.ts';
import type { Cell } from '../site/viewModel.ts';

/** A published value: the number and its text as printed (`73.2`). */
export interface PrintedValue {
  value: number;
  printed: string;
}

/**
 * A value printed in percent as a fraction, to the digits it was printed with (73.2 gives 0.732, not 0.7320000000000001).
 * @example asFraction({ value: 73.2, printed: '73.2' }) // 0.732
 */
export function asFraction(pv: PrintedValue): number {
  return roundTo(pv.value / 100, printedDecimals(pv.printed) + 2);
}

/** The difference of a reproduced value from a published one, at the printed digit; undefined when not computable. */
export function printedDifference(
  mine: number | null | undefined,
  published: PrintedValue,
  scale = 1,
): { shown: string; diff: number } | undefined {
  if (mine === undefined || mine === null || !Number.isFinite(mine)) return undefined;
  const shown = fixed(mine * scale, printedDecimals(published.printed));
  return { shown, diff: Number(shown) - published.value };
}

/**
 * The two columns of a published value: `<id>_pub` (as printed) and `<id>_diff` (reproduced minus published at the
 * printed digit). `scale` turns the reproduced value into the printed unit (100 for percent). Neither column is
 * downloaded: the downloads carry the published values apart, as fractions.
 */
export function publishedColumns<R>(
  id: string,
  label: string,
  description: string,
  mine: (row: R) => number | null | undefined,
  published: (row: R) => PrintedValue | undefined,
  options: { scale?: number; moreValue?: boolean; moreDiff?: boolean } = {},
): [ColumnSpec<R>, ColumnSpec<R>] {
  const scale = options.scale ?? 1;
  const diffCell = (r: R): Cell => {
    const p = published(r);
    if (!p) return { text: '', tone: 'muted' };
    const d = printedDifference(mine(r), p, scale);
    if (!d) return { text: MISSING, tone: 'muted', title: 'not computable from the data given' };
    // The site's one agreement rule (render/format.ts): the printed digits, widened by the arithmetic's precision.
    const equal = agreesToPrinted((mine(r) as number) * scale, p) === true;
    return {
      text: equal ? '=' : signed(d.diff, printedDecimals(p.printed)),
      sort: d.diff,
      tone: equal ? 'ok' : 'off',
      title: `reproduced ${d.shown}, published ${p.printed}`,
    };
  };
  return [
    {
      id: `${id}_pub`,
      label: `${label} published`,
      numeric: true,
      description,
      value: (r) => published(r)?.value,
      format: (_v, r) => published(r)?.printed ?? '',
      sort: (r) => published(r)?.value,
      tone: (r) => (published(r) ? undefined : 'muted'),
      field: null,
      ...(options.moreValue ? { more: true } : {}),
    },
    {
      id: `${id}_diff`,
      label: 'Δ',
      numeric: true,
      description: 'reproduced minus published, at the printed digit; = when equal',
      value: (r) => {
        const p = published(r);
        return p ? printedDifference(mine(r), p, scale)?.diff : undefined;
      },
      format: (_v, r) => diffCell(r).text,
      sort: (r) => diffCell(r).sort,
      tone: (r) => diffCell(r).tone,
      title: (r) => diffCell(r).title,
      field: null,
      ...(options.moreDiff ? { more: true } : {}),
    },
  ];
}
