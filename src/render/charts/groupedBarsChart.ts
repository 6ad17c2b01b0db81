import * as Plot from '@observablehq/plot';
import { labelMargin, PALETTE, pctLabel, plotSvg } from './plotSvg.ts';

/** Bars grouped per label (e.g. pass@4, 8, 12, 16 per model), labels in the given order. */
export function groupedBarsChart(
  rows: readonly { label: string; group: string; value: number }[],
  opts: { title?: string; percent?: boolean } = {},
): string {
  const labels = [...new Set(rows.map((r) => r.label))];
  const groups = [...new Set(rows.map((r) => r.group))];
  const title = opts.title ?? 'Grouped bars';
  const fmt = (x: number) => (opts.percent ? pctLabel(x) : x.toFixed(1));
  return plotSvg(
    {
      width: 760,
      height: Math.max(160, labels.length * groups.length * 9 + 70),
      marginLeft: labelMargin(labels),
      fy: { label: null, domain: labels },
      y: { axis: null, domain: groups },
      x: { label: null, ...(opts.percent ? { domain: [0, 1], tickFormat: '%' } : {}), grid: true },
      color: { domain: groups, range: PALETTE },
      marks: [Plot.barX(rows, { fy: 'label', y: 'group', x: 'value', fill: 'group' }), Plot.ruleX([0])],
    },
    {
      title,
      desc: `${title}: ${labels
        .map(
          (l) =>
            `${l}: ${rows
              .filter((r) => r.label === l)
              .map((r) => `${r.group} ${fmt(r.value)}`)
              .join(', ')}`,
        )
        .join('; ')}.`,
    },
    groups.map((g, i) => ({ label: g, color: PALETTE[i % PALETTE.length]! })),
  );
}
