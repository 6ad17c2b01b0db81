import { Plot } from './lazyPackages.ts';
import { formatNumber, formatPercent } from '../format.ts';
import { paletteColor } from './palette.ts';
import { fitLabel, labelMargin, responsiveSvg, textWidth } from './plotSvg.ts';
import type { ChartOptions } from './types.ts';

/** One bar: `group` within `label`'s row (e.g. N=8 within GPT-4), with an optional interval. */
export interface GroupedBar {
  label: string;
  group: string;
  value: number;
  lo?: number;
  hi?: number;
}

export interface GroupedBarsOptions extends ChartOptions {
  /** Values are fractions shown as percent on a 0..100% axis (default false). */
  percent?: boolean;
  /** Order of the groups (default: first appearance). */
  groups?: readonly string[];
  /** Order of the rows, including rows without any bar (default: first appearance). */
  labels?: readonly string[];
}

/**
 * Horizontal grouped bars: one row per label (first-appearance order), one bar per group coloured by group, a
 * legend of the groups, optional interval whiskers. The building block of {@link passAtNBars}.
 */
export function groupedBarsChart(rows: readonly GroupedBar[], options: GroupedBarsOptions = {}): string {
  const data = rows.filter((r) => Number.isFinite(r.value));
  const labels = options.labels ? [...options.labels] : [...new Set(data.map((r) => r.label))];
  const groups = options.groups ? [...options.groups] : [...new Set(data.map((r) => r.group))];
  const colors = groups.map((_, i) => paletteColor(i));
  const title = options.title ?? 'Grouped bars';
  const fmt = (x: number) => (options.percent ? formatPercent(x) : formatNumber(x, 1));
  const withCi = data.filter((r) => r.lo !== undefined && r.hi !== undefined);
  const desc =
    options.desc ??
    `${title}. ${labels
      .map(
        (l) =>
          `${l}: ${groups
            .map((g) => {
              const r = data.find((d) => d.label === l && d.group === g);
              return `${g} ${r ? fmt(r.value) : 'no value'}`;
            })
            .join(', ')}`,
      )
      .join('; ')}.`;
  return responsiveSvg(
    (frame) => {
      const marginLeft = labelMargin(labels, frame);
      // Each row holds its bars, and at least one line of its label.
      const rowH = Math.max(groups.length * 8 + 10, frame.fontSize + 10);
      return {
        plot: {
          height: Math.max(140, labels.length * rowH + 50),
          marginLeft,
          // Room for half of the last tick label ("100%").
          marginRight: Math.max(20, Math.ceil(textWidth('100%', frame) / 2) + 4),
          fy: {
            label: null,
            domain: labels,
            axis: 'left',
            padding: 0.15,
            tickFormat: (d: string) => fitLabel(d, marginLeft - 10, frame),
          },
          y: { axis: null, domain: groups },
          x: {
            label: null,
            ...(options.percent ? { domain: [0, 1], tickFormat: '%' } : {}),
            ticks: frame.name === 'narrow' ? 5 : 10,
            grid: true,
          },
          color: { domain: groups, range: colors },
          marks: [
            Plot.barX(data, { fy: 'label', y: 'group', x: 'value', fill: 'group' }),
            Plot.ruleY(withCi, { fy: 'label', y: 'group', x1: 'lo', x2: 'hi', stroke: 'currentColor' }),
            Plot.ruleX([0], { stroke: 'currentColor' }),
          ],
        },
        legend: groups.map((g, i) => ({ label: g, color: colors[i]! })),
      };
    },
    { title, desc },
    options.width !== undefined ? { width: options.width } : {},
  );
}
