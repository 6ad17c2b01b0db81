import { Plot } from './lazyPackages.ts';
import { formatNumber, formatPercent } from '../format.ts';
import { paletteColor } from './palette.ts';
import { fitLabel, labelMargin, responsiveSvg, rowHeight, textWidth } from './plotSvg.ts';
import type { ChartOptions, ModelRef } from './types.ts';
import { formatInterval } from '../format.ts';

/** A model's rate (or any value) with an optional interval. */
export interface RateRow extends ModelRef {
  rate: number;
  lo?: number;
  hi?: number;
}

export interface RateBarsOptions extends ChartOptions {
  /** A dashed vertical line with its label, e.g. the real dialogues' pass rate. */
  reference?: { value: number; label: string };
  /** 'percent' (default: fractions on a 0..100% axis), 'count' (integers) or 'number' (one decimal). */
  format?: 'percent' | 'count' | 'number';
  /** Sort by rate, highest first (default: the given order). */
  sort?: boolean;
  /** x axis label (default none). */
  xLabel?: string;
}

/**
 * Horizontal bars of a rate per model (BotChat figure 6, pass at GT length), with interval whiskers where given,
 * each value printed in a column right of the plot, and an optional dashed reference line named in the legend.
 * Rows with a non-finite rate are left out of the bars and named in the text equivalent.
 *
 * @example rateBars([{ model: 'gpt4', display: 'GPT-4', rate: 0.62, lo: 0.55, hi: 0.68 }],
 *   { reference: { value: 0.9, label: 'real dialogues' } })
 */
export function rateBars(rows: readonly RateRow[], options: RateBarsOptions = {}): string {
  const format = options.format ?? 'percent';
  const fmt = (x: number) =>
    format === 'percent' ? formatPercent(x) : format === 'count' ? formatNumber(x) : formatNumber(x, 1);
  const shown = rows.filter((r) => Number.isFinite(r.rate));
  const ordered = options.sort
    ? shown
        .map((r, i) => ({ r, i }))
        .sort((a, b) => b.r.rate - a.r.rate || a.i - b.i)
        .map((x) => x.r)
    : shown;
  const dropped = rows.filter((r) => !Number.isFinite(r.rate)).map((r) => r.display);
  const data = ordered.map((r) => ({
    display: r.display,
    rate: r.rate,
    lo: r.lo,
    hi: r.hi,
    end: Math.max(r.rate, r.hi ?? r.rate),
    text: fmt(r.rate),
  }));
  const withCi = data.filter((r) => r.lo !== undefined && r.hi !== undefined);
  const names = data.map((r) => r.display);
  const title = options.title ?? 'Rate per model';
  const ref = options.reference;
  const desc =
    options.desc ??
    `${title}. ${ordered
      .map(
        (r) =>
          `${r.display} ${fmt(r.rate)}${r.lo !== undefined && r.hi !== undefined ? `, interval ${formatInterval(r.lo, r.hi, fmt)}` : ''}`,
      )
      .join('; ')}${ref ? `; reference line: ${ref.label} ${fmt(ref.value)}` : ''}.${
      dropped.length > 0 ? ` No value for ${dropped.join(', ')}.` : ''
    }`;
  // The value of each bar is printed in a column right of the plot (not at the bar's end, where it would run
  // past the axis's 100%); the reference line is named in the legend.
  const top = Math.max(0, ...data.map((d) => d.end), ref?.value ?? 0);
  return responsiveSvg(
    (frame) => {
      const marginLeft = labelMargin(names, frame);
      return {
        plot: {
          height: Math.max(120, data.length * rowHeight(frame) + 2 * frame.fontSize + 30),
          marginLeft,
          marginRight: 14 + Math.max(0, ...data.map((d) => textWidth(d.text, frame))),
          x: {
            label: options.xLabel ?? null,
            ...(format === 'percent'
              ? { domain: [0, 1], tickFormat: '%' }
              : { domain: [0, top], nice: true }),
            ticks: frame.name === 'narrow' ? 5 : 10,
            grid: true,
          },
          y: {
            label: null,
            domain: names,
            tickFormat: (d: string) => fitLabel(d, marginLeft - 10, frame),
          },
          marks: [
            Plot.barX(data, { x: 'rate', y: 'display', fill: paletteColor(0), insetTop: 3, insetBottom: 3 }),
            Plot.ruleY(withCi, {
              x1: 'lo',
              x2: 'hi',
              y: 'display',
              stroke: 'currentColor',
              strokeWidth: 1.5,
            }),
            Plot.text(data, {
              frameAnchor: 'right',
              y: 'display',
              text: 'text',
              dx: 8,
              textAnchor: 'start',
              fill: 'currentColor',
            }),
            Plot.ruleX([0], { stroke: 'currentColor' }),
            ...(ref
              ? [
                  Plot.ruleX([ref.value], {
                    stroke: 'currentColor',
                    strokeDasharray: '6,4',
                    strokeWidth: 1.5,
                  }),
                ]
              : []),
          ],
        },
        legend: ref
          ? [{ label: `${ref.label} ${fmt(ref.value)}`, color: 'currentColor', kind: 'line', dashed: true }]
          : [],
      };
    },
    { title, desc },
    options.width !== undefined ? { width: options.width } : {},
  );
}
