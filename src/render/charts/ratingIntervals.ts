import { Plot } from './lazyPackages.ts';
import { formatRating } from '../format.ts';
import { paletteColor } from './palette.ts';
import { fitLabel, labelMargin, responsiveSvg, rowHeight, textWidth } from './plotSvg.ts';
import type { ChartOptions, ModelRef } from './types.ts';
import { formatInterval } from '../format.ts';

/** A model's rating with its interval (e.g. Bradley-Terry with a bootstrap 95% interval). */
export interface RatingRow extends ModelRef {
  rating: number;
  lo: number;
  hi: number;
}

export interface RatingIntervalsOptions extends ChartOptions {
  /** x axis label (default "rating"). */
  xLabel?: string;
  /** A dashed vertical line, e.g. the initial rating 1000. */
  reference?: number;
  /** Sort by rating, highest first (default: the given order). */
  sort?: boolean;
}

/**
 * Ratings as a point and an interval per model (Bradley-Terry with bootstrap intervals, Elo), the rating printed
 * after each interval.
 *
 * @example ratingIntervals([{ model: 'gpt4', display: 'GPT-4', rating: 1085.2, lo: 1061.0, hi: 1110.4 }],
 *   { reference: 1000 })
 */
export function ratingIntervals(rows: readonly RatingRow[], options: RatingIntervalsOptions = {}): string {
  const shown = rows.filter((r) => Number.isFinite(r.rating));
  const ordered = options.sort
    ? shown
        .map((r, i) => ({ r, i }))
        .sort((a, b) => b.r.rating - a.r.rating || a.i - b.i)
        .map((x) => x.r)
    : shown;
  const data = ordered.map((r) => ({
    display: r.display,
    rating: r.rating,
    lo: Number.isFinite(r.lo) ? r.lo : r.rating,
    hi: Number.isFinite(r.hi) ? r.hi : r.rating,
    text: formatRating(r.rating),
  }));
  const names = data.map((r) => r.display);
  const title = options.title ?? 'Rating per model';
  const desc =
    options.desc ??
    `${title}. ${ordered
      .map(
        (r) => `${r.display} ${formatRating(r.rating)}, interval ${formatInterval(r.lo, r.hi, formatRating)}`,
      )
      .join(
        '; ',
      )}${options.reference !== undefined ? `; reference line at ${formatRating(options.reference)}` : ''}.`;
  return responsiveSvg(
    (frame) => {
      const marginLeft = labelMargin(names, frame);
      return {
        plot: {
          height: Math.max(120, data.length * rowHeight(frame) + 2 * frame.fontSize + 34),
          marginLeft,
          marginRight: 12 + Math.max(0, ...data.map((d) => textWidth(d.text, frame))),
          x: {
            label: options.xLabel ?? 'rating',
            grid: true,
            nice: true,
            ticks: frame.name === 'narrow' ? 4 : 8,
          },
          y: { label: null, domain: names, tickFormat: (d: string) => fitLabel(d, marginLeft - 10, frame) },
          marks: [
            ...(options.reference !== undefined
              ? [
                  Plot.ruleX([options.reference], {
                    stroke: 'currentColor',
                    strokeDasharray: '6,4',
                    strokeOpacity: 0.7,
                  }),
                ]
              : []),
            Plot.ruleY(data, { x1: 'lo', x2: 'hi', y: 'display', stroke: paletteColor(0), strokeWidth: 4 }),
            Plot.dot(data, { x: 'rating', y: 'display', fill: 'currentColor', r: 4 }),
            Plot.text(data, {
              x: 'hi',
              y: 'display',
              text: 'text',
              dx: 6,
              textAnchor: 'start',
              fill: 'currentColor',
            }),
          ],
        },
      };
    },
    { title, desc },
    options.width !== undefined ? { width: options.width } : {},
  );
}
