// The seven-way preference distribution per model pair, direction normalised: each pair is shown as A vs B with A
// the model whose display name sorts first, and a label that showed the pair the other way round is mirrored
// (`A2` becomes `B2`; `bad` stays). Drawn as 100% stacked bars, one bar per pair, with a table and download.
import { Plot } from '../../../render/charts/lazyPackages.ts';
import {
  mirrorPreference,
  PREFERENCES,
  type PreferenceCode,
  type PreferenceLabel,
} from '../../../records/preferenceLabel.ts';
import {
  fitLabel,
  labelMargin,
  responsiveSvg,
  rowHeight,
  textWidth,
} from '../../../render/charts/plotSvg.ts';
import { textColorOn } from '../../../render/charts/palette.ts';
import { formatPercent } from '../../../render/format.ts';
import { byText } from '../../tables.ts';
import type { PreferenceTable } from './model.ts';
import { modelColumn, specTable } from './shared.ts';
import type { ColumnSpec } from '../../../render/columnSpec.ts';

/** One model pair: its models in normalised order and how often each of the seven preferences was given. */
export interface PairDistribution {
  /** The model shown as A (display name first in order), and as B. */
  a: string;
  b: string;
  counts: Record<PreferenceCode, number>;
  /** Labels with a preference (rejected labels without one are not counted). */
  n: number;
}

const zero = (): Record<PreferenceCode, number> => ({ A3: 0, A2: 0, A1: 0, B1: 0, B2: 0, B3: 0, bad: 0 });

/**
 * Counts the seven preferences per model pair. A pair's A is the model whose display name comes first (ties by
 * id); a label that showed that model as B has its preference mirrored. Labels without a preference (rejected
 * tasks) are left out; a rejected task that carries one anyway counts like the rest of the preference statistics
 * do not, so it is left out too. Pairs are ordered by A, then B.
 * @example pairDistributions([label x-vs-y A3, label y-vs-x B2], id) // [{ a: 'x', b: 'y', counts: { A3: 1, A2: 1, ... }, n: 2 }]
 */
export function pairDistributions(
  labels: readonly PreferenceLabel[],
  name: (id: string) => string,
): PairDistribution[] {
  const first = (x: string, y: string) => byText(name(x), name(y)) || byText(x, y);
  const pairs = new Map<string, PairDistribution>();
  for (const l of labels) {
    if (l.preference === null || l.rejection !== null) continue;
    const flip = first(l.modelA, l.modelB) > 0;
    const [a, b] = flip ? [l.modelB, l.modelA] : [l.modelA, l.modelB];
    const key = `${a}\u0000${b}`;
    let p = pairs.get(key);
    if (!p) pairs.set(key, (p = { a, b, counts: zero(), n: 0 }));
    p.counts[flip ? mirrorPreference(l.preference) : l.preference]++;
    p.n++;
  }
  return [...pairs.values()].sort((x, y) => first(x.a, y.a) || first(x.b, y.b));
}

/** The seven preferences' colours: A's side blue, B's side orange, darker for stronger; both bad grey. */
export const SEVEN_COLORS: Record<PreferenceCode, string> = {
  A3: '#2f5a85',
  A2: '#537eac',
  A1: '#9bb7d4',
  B1: '#f0b27a',
  B2: '#bf6300',
  B3: '#8a4500',
  bad: '#7b7b7b',
};

/** The short name of each preference as the chart's legend and the table's columns give it. */
export const SEVEN_NAMES: Record<PreferenceCode, string> = {
  A3: 'A much better',
  A2: 'A better',
  A1: 'A somewhat better',
  B1: 'B somewhat better',
  B2: 'B better',
  B3: 'B much better',
  bad: 'both bad',
};

const CODES = PREFERENCES.map((p) => p.code);

/** A pair's bar label: `A vs B` with display names. */
export const pairLabel = (p: PairDistribution, name: (id: string) => string) =>
  `${name(p.a)} vs ${name(p.b)}`;

/**
 * 100% stacked bars of the seven preferences, one bar per pair in the given order, n at the right. In the narrow
 * frame a pair's label takes two lines (`A` over `vs B`), so both names fit beside the bars on a phone.
 */
export function pairDistributionChart(
  pairs: readonly PairDistribution[],
  name: (id: string) => string,
): string {
  const names = pairs.map((p) => pairLabel(p, name));
  const parts = pairs.flatMap((p) =>
    CODES.map((code) => ({
      pair: pairLabel(p, name),
      code,
      value: p.counts[code] / p.n,
      fill: SEVEN_COLORS[code],
      ink: textColorOn(SEVEN_COLORS[code]),
    })),
  );
  const totals = pairs.map((p) => ({ pair: pairLabel(p, name), text: `n = ${p.n}` }));
  const title = 'The seven preferences per model pair (A is the model named first)';
  const desc = `${title}. ${pairs
    .map(
      (p) =>
        `${pairLabel(p, name)}, ${p.n} labels: ${CODES.map((c) => `${SEVEN_NAMES[c]} ${p.counts[c]}`).join(', ')}`,
    )
    .join('; ')}.`;
  const stack = { x: 'value', y: 'pair', order: [...CODES], z: 'code' };
  return responsiveSvg(
    (frame) => {
      const twoLines = frame.name === 'narrow';
      const lines = new Map(pairs.map((p) => [pairLabel(p, name), [name(p.a), `vs ${name(p.b)}`] as const]));
      const marginLeft = labelMargin(twoLines ? [...lines.values()].flat() : names, frame);
      const tick = (d: string) =>
        twoLines
          ? lines
              .get(d)!
              .map((l) => fitLabel(l, marginLeft - 10, frame))
              .join('\n')
          : fitLabel(d, marginLeft - 10, frame);
      const row = twoLines ? Math.round(frame.fontSize * 2.8) : rowHeight(frame);
      const totalsWidth = textWidth('n = 000', frame) + 10;
      const plotWidth = frame.width - marginLeft - totalsWidth;
      const fits = (d: { value: number }) =>
        d.value * plotWidth >= textWidth(formatPercent(d.value), frame) + 6;
      return {
        plot: {
          height: Math.max(120, pairs.length * row + 2 * frame.fontSize + 40),
          marginTop: frame.fontSize + 12,
          marginLeft,
          marginRight: totalsWidth,
          x: {
            label: null,
            domain: [0, 1],
            tickFormat: '%',
            grid: true,
            ticks: frame.name === 'narrow' ? 5 : 10,
          },
          y: { label: null, domain: names, tickFormat: tick },
          color: { type: 'identity' },
          marks: [
            Plot.barX(parts, Plot.stackX({ ...stack, fill: 'fill' })),
            Plot.text(
              parts,
              Plot.stackX({
                ...stack,
                text: (d: { value: number }) => (d.value > 0 && fits(d) ? formatPercent(d.value) : ''),
                fill: 'ink',
              }),
            ),
            Plot.text(totals, {
              x: 1,
              y: 'pair',
              text: 'text',
              dx: 6,
              textAnchor: 'start',
              fill: 'currentColor',
            }),
          ],
        },
        legend: CODES.map((c) => ({ label: SEVEN_NAMES[c], color: SEVEN_COLORS[c] })),
      };
    },
    { title, desc },
  );
}

/** The table of the distributions: counts and shares of each preference per pair. */
export function pairDistributionTable(
  pairs: readonly PairDistribution[],
  name: (id: string) => string,
): PreferenceTable {
  return specTable('pair-preferences', 'The seven preferences per model pair', pairColumns(name), pairs);
}

/** The columns of the pair table: the two models, the labels, and each preference's count with its share. */
function pairColumns(name: (id: string) => string): ColumnSpec<PairDistribution>[] {
  return [
    { ...modelColumn(name, (p: PairDistribution) => p.a), id: 'a', label: 'A', field: 'modelA' },
    { ...modelColumn(name, (p: PairDistribution) => p.b), id: 'b', label: 'B', field: 'modelB' },
    { id: 'n', label: 'labels', field: 'labels', numeric: true, value: (p) => p.n },
    ...CODES.map((c): ColumnSpec<PairDistribution> => ({
      id: c,
      label: SEVEN_NAMES[c],
      numeric: true,
      value: (p) => p.counts[c],
      format: (_v, p) => `${p.counts[c]} (${formatPercent(p.counts[c] / p.n)})`,
      sort: (p) => p.counts[c] / p.n,
    })),
  ];
}
