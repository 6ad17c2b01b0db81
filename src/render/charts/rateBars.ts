import * as Plot from '@observablehq/plot';
import { formatNumber, formatPercent } from '../format.ts';
import { paletteColor } from './palette.ts';
import { labelMargin, plotSvg, textWidth } from './plotSvg.ts';
import { CHART_WIDTH, type ChartOptions, type ModelRef } from './types.ts';

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
 * Horizontal bars of a rate per model (BotChat figure 6, pass at GT length; HCG's pass-rate bars), with
 * interval whiskers where given, the value printed after each bar, and an optional dashed reference line.
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
          `${r.display} ${fmt(r.rate)}${r.lo !== undefined && r.hi !== undefined ? ` (interval ${fmt(r.lo)} to ${fmt(r.hi)})` : ''}`,
      )
      .join('; ')}${ref ? `; reference line: ${ref.label} ${fmt(ref.value)}` : ''}.${
      dropped.length > 0 ? ` No value for ${dropped.join(', ')}.` : ''
    }`;
  return plotSvg(
    {
      width: options.width ?? CHART_WIDTH,
      height: Math.max(120, data.length * 26 + 60),
      marginLeft: labelMargin(names),
      marginRight: Math.max(56, 12 + Math.max(0, ...data.map((d) => textWidth(d.text)))),
      marginTop: ref ? 30 : 20,
      x: {
        label: options.xLabel ?? null,
        ...(format === 'percent' ? { domain: [0, 1], tickFormat: '%' } : {}),
        grid: true,
      },
      y: { label: null, domain: names },
      marks: [
        Plot.barX(data, { x: 'rate', y: 'display', fill: paletteColor(0), insetTop: 3, insetBottom: 3 }),
        Plot.ruleY(withCi, { x1: 'lo', x2: 'hi', y: 'display', stroke: 'currentColor', strokeWidth: 1.5 }),
        Plot.text(data, {
          x: 'end',
          y: 'display',
          text: 'text',
          dx: 5,
          textAnchor: 'start',
          fill: 'currentColor',
        }),
        Plot.ruleX([0], { stroke: 'currentColor' }),
        ...(ref
          ? [
              Plot.ruleX([ref.value], { stroke: 'currentColor', strokeDasharray: '6,4', strokeWidth: 1.5 }),
              Plot.text([ref], {
                x: 'value',
                text: (d: { label: string; value: number }) => `${d.label} ${fmt(d.value)}`,
                frameAnchor: 'top',
                dy: -8,
                fill: 'currentColor',
              }),
            ]
          : []),
      ],
    },
    { title, desc },
  );
}
