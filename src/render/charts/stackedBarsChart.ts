import * as Plot from '@observablehq/plot';
import { labelMargin, OUTCOME_COLORS, PALETTE, pctLabel, plotSvg, rowsHeight } from './plotSvg.ts';

/** 100% stacked horizontal bars (win / tie / lose per model), rows in the given order. */
export function stackedBarsChart(
  rows: readonly { label: string; parts: { key: string; value: number }[] }[],
  opts: { title?: string } = {},
): string {
  const data = rows.flatMap((r) =>
    r.parts.map((p) => ({ label: r.label, key: p.key, value: Number.isFinite(p.value) ? p.value : 0 })),
  );
  const keys = [...new Set(data.map((d) => d.key))];
  const colors = keys.map(
    (k, i) => (OUTCOME_COLORS as Record<string, string>)[k] ?? PALETTE[i % PALETTE.length]!,
  );
  const title = opts.title ?? 'Stacked bars';
  return plotSvg(
    {
      width: 760,
      height: rowsHeight(rows.length) + 30,
      marginLeft: labelMargin(rows.map((r) => r.label)),
      x: { label: null, domain: [0, 1], tickFormat: '%', grid: true },
      y: { label: null, domain: rows.map((r) => r.label) },
      color: { domain: keys, range: colors },
      marks: [
        Plot.barX(data, Plot.stackX({ x: 'value', y: 'label', fill: 'key', order: keys })),
        Plot.text(
          data,
          Plot.stackX({
            x: 'value',
            y: 'label',
            z: 'key',
            order: keys,
            text: (d: { value: number }) => (d.value >= 0.06 ? pctLabel(d.value) : ''),
            fill: 'black',
          }),
        ),
      ],
    },
    {
      title,
      desc: `${title}: ${rows.map((r) => `${r.label} ${r.parts.map((p) => `${p.key} ${pctLabel(p.value)}`).join(', ')}`).join('; ')}.`,
    },
    keys.map((k, i) => ({ label: k, color: colors[i]! })),
  );
}
