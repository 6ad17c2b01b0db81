import { Plot } from './lazyPackages.ts';
import { formatNumber, formatPercent } from '../format.ts';
import { OUTCOME_COLORS, textColorOn } from './palette.ts';
import { fitLabel, labelMargin, responsiveSvg, rowHeight, textWidth, type ChartFrame } from './plotSvg.ts';
import type { ChartOptions, ModelRef } from './types.ts';
import { formatInterval } from '../format.ts';

/** One criterion of a model's profile: how many responses got 1, 2 and 3, and the mean with its interval. */
export interface QualityCriterion {
  label: string;
  counts: readonly [number, number, number];
  mean: number;
  lo: number | null;
  hi: number | null;
}

export interface QualityProfileRow extends ModelRef {
  criteria: readonly QualityCriterion[];
}

/** Width of one small multiple (px of the SVG's coordinate system). */
export const QUALITY_PROFILE_WIDTH = 420;

/** Colours of the scores: 1 as the "lose" orange, 2 grey, 3 the "win" blue (see palette.ts). */
const SCORE_COLORS = { '1': OUTCOME_COLORS.lose, '2': OUTCOME_COLORS.tie, '3': OUTCOME_COLORS.win } as const;
const SCORES = ['1', '2', '3'] as const;

/**
 * One model's language-quality profile, drawn as a small multiple: a 100% bar per criterion split into the
 * shares of responses rated 1, 2 and 3, and the mean rating with its interval printed at the right. Every
 * multiple has the same size and scale, so a page of them compares models at a glance.
 *
 * @example qualityProfile({ model: 'x', display: 'X', criteria: [{ label: 'Grammar', counts: [1, 2, 7], mean: 2.6, lo: 2.2, hi: 3 }] })
 */
export function qualityProfile(row: QualityProfileRow, options: ChartOptions = {}): string {
  const labels = row.criteria.map((c) => c.label);
  const parts = row.criteria.flatMap((c) => {
    const n = c.counts[0] + c.counts[1] + c.counts[2];
    return SCORES.map((score, i) => {
      const share = n > 0 ? c.counts[i]! / n : 0;
      return {
        label: c.label,
        score,
        share,
        fill: SCORE_COLORS[score],
        ink: textColorOn(SCORE_COLORS[score]),
      };
    });
  });
  const interval = (c: QualityCriterion) =>
    c.lo === null || c.hi === null ? '' : ` ${formatInterval(c.lo, c.hi, (x) => formatNumber(x, 1))}`;
  const means = row.criteria.map((c) => ({
    label: c.label,
    text: `${formatNumber(c.mean, 2)}${interval(c)}`,
  }));
  const title = options.title ?? `Language quality of ${row.display}`;
  const desc =
    options.desc ??
    `${title}. ${row.criteria
      .map(
        (c) =>
          `${c.label}: mean ${formatNumber(c.mean, 2)}${interval(c)}; rated 1 ${c.counts[0]}, 2 ${c.counts[1]}, 3 ${c.counts[2]} times`,
      )
      .join('; ')}.`;
  const stack = { x: 'share', y: 'label', order: [...SCORES], z: 'score' };
  // Small multiples: one rendering, sized for a phone's column (several sit side by side on a wide screen).
  const frame: ChartFrame = { name: 'only', width: options.width ?? QUALITY_PROFILE_WIDTH, fontSize: 15 };
  return responsiveSvg(
    (f) => {
      const marginLeft = labelMargin(labels, f);
      const marginRight = 10 + Math.max(0, ...means.map((m) => textWidth(m.text, f)));
      const plotWidth = f.width - marginLeft - marginRight;
      const fits = (d: { share: number }) =>
        d.share * plotWidth >= textWidth(formatPercent(d.share, 0), f) + 6;
      return {
        plot: {
          height: Math.max(120, labels.length * rowHeight(f) + 50),
          marginLeft,
          marginRight,
          x: { label: null, domain: [0, 1], tickFormat: '%', ticks: [0, 0.5, 1], grid: true },
          y: { label: null, domain: labels, tickFormat: (d: string) => fitLabel(d, marginLeft - 10, f) },
          color: { type: 'identity' },
          marks: [
            Plot.barX(parts, Plot.stackX({ ...stack, fill: 'fill' })),
            Plot.text(
              parts,
              Plot.stackX({
                ...stack,
                text: (d: { share: number }) => (fits(d) ? formatPercent(d.share, 0) : ''),
                fill: 'ink',
              }),
            ),
            Plot.text(means, {
              x: 1,
              y: 'label',
              text: 'text',
              dx: 6,
              textAnchor: 'start',
              fill: 'currentColor',
            }),
          ],
        },
        legend: SCORES.map((s) => ({ label: `rated ${s}`, color: SCORE_COLORS[s] })),
      };
    },
    { title, desc },
    { frames: [frame] },
  );
}
