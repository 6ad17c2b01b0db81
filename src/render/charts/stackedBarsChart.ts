import { winTieLoseBars } from './winTieLoseBars.ts';

/**
 * Win / tie / lose bars from labelled parts.
 * @deprecated Use {@link winTieLoseBars} (rows with model, display, win, tie, lose).
 * @throws Error when a part's key is not win, tie or lose.
 */
export function stackedBarsChart(
  rows: readonly { label: string; parts: { key: string; value: number }[] }[],
  opts: { title?: string } = {},
): string {
  return winTieLoseBars(
    rows.map((r) => {
      const row = { model: r.label, display: r.label, win: 0, tie: 0, lose: 0 };
      for (const p of r.parts) {
        if (p.key !== 'win' && p.key !== 'tie' && p.key !== 'lose')
          throw new Error(
            `stackedBarsChart draws win, tie and lose only (got part "${p.key}" of ${r.label})`,
          );
        row[p.key] = p.value;
      }
      return row;
    }),
    opts.title !== undefined ? { title: opts.title } : {},
  );
}
