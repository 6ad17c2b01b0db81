import { Plot } from './lazyPackages.ts';
import { formatPercent } from '../format.ts';
import { OUTCOME_COLORS, textColorOn } from './palette.ts';
import { fitLabel, labelMargin, responsiveSvg, rowHeight, textWidth } from './plotSvg.ts';
import type { ChartOptions, ModelRef } from './types.ts';

/** A model's outcome shares against the ground truth (fractions of its parsed comparisons; they sum to 1). */
export interface WinTieLoseRow extends ModelRef {
  win: number;
  tie: number;
  lose: number;
}

export interface WinTieLoseOptions extends ChartOptions {
  /** Keep the given order instead of sorting by win + tie, descending (default false). */
  keepOrder?: boolean;
}

const KEYS = ['win', 'tie', 'lose'] as const;

/**
 * Win / tie / lose as 100% stacked horizontal bars (BotChat figure 5), sorted by win + tie (the leaderboard's
 * Win_Tie_Rate) from the top, ties broken by the given order; segments of at least 6% carry their percent, and
 * win + tie is printed at the right of each bar.
 *
 * @example winTieLoseBars([{ model: 'gpt4', display: 'GPT-4', win: 0.264, tie: 0.468, lose: 0.268 }])
 */
export function winTieLoseBars(rows: readonly WinTieLoseRow[], options: WinTieLoseOptions = {}): string {
  const finite = (x: number) => (Number.isFinite(x) ? x : 0);
  const sorted = options.keepOrder
    ? [...rows]
    : rows
        .map((r, i) => ({ r, i }))
        .sort((a, b) => finite(b.r.win) + finite(b.r.tie) - (finite(a.r.win) + finite(a.r.tie)) || a.i - b.i)
        .map((x) => x.r);
  const names = sorted.map((r) => r.display);
  const parts = sorted.flatMap((r) =>
    KEYS.map((key) => ({
      display: r.display,
      key,
      value: finite(r[key]),
      fill: OUTCOME_COLORS[key],
      ink: textColorOn(OUTCOME_COLORS[key]),
    })),
  );
  const totals = sorted.map((r) => ({
    display: r.display,
    text: formatPercent(finite(r.win) + finite(r.tie)),
  }));
  const title = options.title ?? 'Win / tie / lose against the ground truth';
  const desc =
    options.desc ??
    `${title}, sorted by win + tie. ${sorted
      .map(
        (r) =>
          `${r.display}: win ${formatPercent(r.win)}, tie ${formatPercent(r.tie)}, lose ${formatPercent(r.lose)} (win + tie ${formatPercent(r.win + r.tie)})`,
      )
      .join('; ')}.`;
  const stack = { x: 'value', y: 'display', order: [...KEYS], z: 'key' };
  return responsiveSvg(
    (frame) => {
      const width = frame.width;
      const marginLeft = labelMargin(names, frame);
      const totalsWidth = Math.max(textWidth('win + tie', frame), textWidth('100.0%', frame)) + 10;
      const plotWidth = width - marginLeft - totalsWidth;
      // A segment carries its percent only where the text fits inside it.
      const fits = (d: { value: number }) =>
        d.value * plotWidth >= textWidth(formatPercent(d.value), frame) + 6;
      return {
        plot: {
          height: Math.max(120, sorted.length * rowHeight(frame) + 2 * frame.fontSize + 40),
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
          y: { label: null, domain: names, tickFormat: (d: string) => fitLabel(d, marginLeft - 10, frame) },
          color: { type: 'identity' },
          marks: [
            Plot.barX(parts, Plot.stackX({ ...stack, fill: 'fill' })),
            Plot.text(
              parts,
              Plot.stackX({
                ...stack,
                text: (d: { value: number }) => (fits(d) ? formatPercent(d.value) : ''),
                fill: 'ink',
              }),
            ),
            Plot.text(totals, {
              x: 1,
              y: 'display',
              text: 'text',
              dx: 6,
              textAnchor: 'start',
              fill: 'currentColor',
            }),
            Plot.text(['win + tie'], {
              frameAnchor: 'top-right',
              dx: totalsWidth - 2,
              dy: -frame.fontSize - 2,
              textAnchor: 'end',
              fill: 'currentColor',
            }),
          ],
        },
        legend: KEYS.map((k) => ({ label: k, color: OUTCOME_COLORS[k] })),
      };
    },
    { title, desc },
    options.width !== undefined ? { width: options.width } : {},
  );
}
