// Score against cost, one dot per model, with the Pareto front (the models no cheaper-and-better model beats)
// drawn as a stepped line through its dots and filled; the other models' dots are hollow.
import { Plot } from './lazyPackages.ts';
import { formatNumber, formatPercent } from '../format.ts';
import { paletteColor } from './palette.ts';
import { fitLabel, labelRoom, responsiveSvg, textWidth } from './plotSvg.ts';
import type { ChartOptions } from './types.ts';

/** One model at its cost and score, and whether it is on the front. */
export interface CostFrontPoint {
  label: string;
  cost: number;
  score: number;
  front: boolean;
}

export interface CostFrontChartOptions extends ChartOptions {
  /** The score's name (the leaderboard column it is read from). */
  scoreLabel: string;
  /** The cost's name with its unit. */
  costLabel: string;
  /** Scores are shares, shown as percent. */
  percent: boolean;
}

/** How a cost reads: as many decimals as keep three significant digits, at least two. */
export function formatCost(cost: number): string {
  if (!Number.isFinite(cost)) return formatNumber(cost);
  const digits = cost === 0 || cost >= 1 ? 2 : Math.min(8, 2 - Math.floor(Math.log10(cost)));
  return `$${formatNumber(cost, digits)}`;
}

/**
 * Score against cost with the Pareto front marked. The cost axis is logarithmic when every cost is above zero and
 * the dearest is at least ten times the cheapest (prices of chat models span orders of magnitude), else linear.
 * @example costFrontChart([{ label: 'A', cost: 0.01, score: 0.6, front: true }], { scoreLabel: 'pass rate', costLabel: 'USD per conversation', percent: true })
 */
export function costFrontChart(points: readonly CostFrontPoint[], options: CostFrontChartOptions): string {
  const data = points.filter((p) => Number.isFinite(p.cost) && Number.isFinite(p.score));
  const fy = (v: number) => (options.percent ? formatPercent(v) : formatNumber(v, 1));
  const front = data.filter((p) => p.front).sort((a, b) => a.cost - b.cost || a.score - b.score);
  const costs = data.map((p) => p.cost);
  const lo = Math.min(...costs);
  const hi = Math.max(...costs);
  const log = data.length > 0 && lo > 0 && hi / lo >= 10;
  const title = options.title ?? `${options.scoreLabel} against ${options.costLabel}`;
  const desc =
    options.desc ??
    `${title}, the Pareto front marked. ${data
      .map((p) => `${p.label}: ${formatCost(p.cost)}, ${fy(p.score)}${p.front ? ' (on the front)' : ''}`)
      .join('; ')}.`;
  const scores = data.map((p) => p.score);
  const s0 = Math.min(...scores);
  const s1 = Math.max(...scores);
  const spread = s1 - s0 || Math.abs(s1) * 0.1 || 0.1;
  const yDomain: [number, number] = options.percent
    ? [Math.max(0, s0 - spread * 0.15), Math.min(1, s1 + spread * 0.15)]
    : [s0 - spread * 0.15, s1 + spread * 0.15];
  const xDomain: [number, number] = log
    ? [lo / 1.5, hi * 1.5]
    : [
        Math.max(0, lo - (hi - lo) * 0.1 - (hi === lo ? hi * 0.5 || 1 : 0)),
        hi + (hi - lo) * 0.1 + (hi === lo ? hi * 0.5 || 1 : 0),
      ];
  const color = paletteColor(0);
  const along = (c: number) =>
    log
      ? Math.log(c / xDomain[0]) / Math.log(xDomain[1] / xDomain[0])
      : (c - xDomain[0]) / (xDomain[1] - xDomain[0] || 1);
  const sideOf = (c: number) => (along(c) < 1 / 3 ? 'start' : along(c) > 2 / 3 ? 'end' : 'middle');
  return responsiveSvg(
    (frame) => ({
      plot: {
        height: 380,
        marginLeft: 16 + textWidth(options.percent ? '100%' : '0,000.0', frame),
        marginRight: 24,
        marginTop: 24,
        marginBottom: frame.fontSize + 32,
        x: {
          label: options.costLabel,
          type: log ? 'log' : 'linear',
          domain: xDomain,
          grid: true,
          ticks: frame.name === 'narrow' ? 3 : 6,
          tickFormat: (v: number) => formatCost(v),
        },
        y: {
          label: options.scoreLabel,
          domain: yDomain,
          ...(options.percent ? { tickFormat: '%' } : {}),
          grid: true,
          ticks: frame.name === 'narrow' ? 5 : 8,
        },
        marks: [
          ...(front.length > 1
            ? [
                Plot.line(front, {
                  x: 'cost',
                  y: 'score',
                  curve: 'step-after',
                  stroke: color,
                  strokeWidth: 2,
                }),
              ]
            : []),
          Plot.dot(
            data.filter((p) => !p.front),
            { x: 'cost', y: 'score', r: 4, stroke: 'currentColor', strokeOpacity: 0.7, fill: 'none' },
          ),
          Plot.dot(front, { x: 'cost', y: 'score', r: 5, fill: color, stroke: color }),
          // Labels sit above their dots, anchored so that they stay inside the plot: a dot in the left third
          // starts its label, one in the right third ends it.
          ...(['start', 'middle', 'end'] as const).map((side) =>
            Plot.text(
              data.filter((p) => sideOf(p.cost) === side),
              {
                x: 'cost',
                y: 'score',
                text: (p: CostFrontPoint) => fitLabel(p.label, labelRoom(frame) * 0.6, frame),
                dy: -11,
                dx: side === 'start' ? -4 : side === 'end' ? 4 : 0,
                textAnchor: side,
                fill: 'currentColor',
              },
            ),
          ),
        ],
      },
      legend: [
        { label: 'Pareto front: no model both cheaper and better', color, kind: 'line' },
        { label: 'other models', color: '#7b7b7b', kind: 'dot' },
      ],
    }),
    { title, desc },
    options.width !== undefined ? { width: options.width } : {},
  );
}
