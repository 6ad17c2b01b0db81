import { Plot } from './lazyPackages.ts';
import { formatNumber } from '../format.ts';
import { OUTCOME_COLORS, paletteColor } from './palette.ts';
import { fitLabel, labelRoom, responsiveSvg, textWidth, type LegendItem } from './plotSvg.ts';
import type { ChartOptions, ModelRef } from './types.ts';

/** One bar: a model's rate (a fraction); `reference` bars (the real dialogues) are drawn in a second colour. */
export interface StudyBar extends ModelRef {
  rate: number;
  reference?: boolean;
}

export interface StudyBarsOptions extends ChartOptions {
  /** The y axis label, as the study printed it ("Passing Rate"). */
  yLabel?: string;
  /** The x axis label ("Models"). */
  xLabel?: string;
  /** A dashed horizontal line across the plot with its legend label, e.g. the real dialogues' rate. */
  line?: { value: number; label: string };
  /** Legend labels of the bars and of the reference bars (default "model", "reference"). */
  barLabel?: string;
  referenceLabel?: string;
}

/**
 * The top of a value axis as matplotlib draws a bar chart by default: bars start at 0, and the view is the data's
 * range padded by 5% (axes.ymargin 0.05), so the top is 1.05 times the largest value (a dashed axhline above the
 * bars counts too). Source: matplotlib's Axes.margins and autoscale_view, whose sticky edge keeps the bottom at 0.
 * @example studyAxisTop([0.5, 0.927]) // 0.97335
 */
export function studyAxisTop(values: readonly number[]): number {
  const max = Math.max(0, ...values.filter(Number.isFinite));
  return max > 0 ? max * 1.05 : 1;
}

/**
 * Vertical bars, one per model in the given order, on the value axis a study's matplotlib figure had (0 to 1.05
 * times the largest value, fractions as ticks), with an optional dashed horizontal line (the real dialogues' rate):
 * the HCG study's pass-rate and indistinguishable-rate figures, drawn so that they read like the study's own
 * images beside them. Model names run under the bars, tilted; the value of each bar is in the text equivalent
 * and the table under the chart.
 *
 * @example studyBars([{ model: 'gpt4o', display: 'GPT4o', rate: 0.915 }, { model: 'GT', display: 'real',
 *   rate: 0.901, reference: true }], { line: { value: 0.901, label: 'real dialogues' } })
 */
export function studyBars(bars: readonly StudyBar[], options: StudyBarsOptions = {}): string {
  const shown = bars.filter((b) => Number.isFinite(b.rate));
  const dropped = bars.filter((b) => !Number.isFinite(b.rate)).map((b) => b.display);
  const line = options.line && Number.isFinite(options.line.value) ? options.line : undefined;
  const top = studyAxisTop([...shown.map((b) => b.rate), ...(line ? [line.value] : [])]);
  const names = shown.map((b) => b.display);
  const fmt = (x: number) => formatNumber(x, 3);
  const title = options.title ?? 'Rate per model';
  const desc =
    options.desc ??
    `${title}. ${shown.map((b) => `${b.display} ${fmt(b.rate)}`).join('; ')}${
      line ? `; dashed line: ${line.label} ${fmt(line.value)}` : ''
    }. Axis from 0 to ${fmt(top)}.${dropped.length > 0 ? ` No value for ${dropped.join(', ')}.` : ''}`;
  const barColor = paletteColor(0);
  const referenceColor = OUTCOME_COLORS.tie;
  const lineColor = paletteColor(2);
  const data = shown.map((b) => ({
    display: b.display,
    rate: b.rate,
    fill: b.reference ? referenceColor : barColor,
  }));
  const legend: LegendItem[] = [
    { label: options.barLabel ?? 'model', color: barColor },
    ...(shown.some((b) => b.reference)
      ? [{ label: options.referenceLabel ?? 'reference', color: referenceColor }]
      : []),
    ...(line
      ? [
          {
            label: `${line.label} (${fmt(line.value)})`,
            color: lineColor,
            kind: 'line' as const,
            dashed: true,
          },
        ]
      : []),
  ];
  return responsiveSvg(
    (frame) => {
      const marginLeft = 16 + textWidth('0.00', frame);
      const plotWidth = frame.width - marginLeft - 16;
      const step = plotWidth / Math.max(1, names.length);
      // Names under the bars: tilted 45 degrees where a bar is wide enough for a line of text, upright otherwise.
      const upright = step < frame.fontSize * 1.6;
      const angle = upright ? -90 : -45;
      const name = (d: string) => fitLabel(d, labelRoom(frame), frame);
      const longest = Math.max(0, ...names.map((d) => textWidth(name(d), frame)));
      // A tilted label reaches down by its length times sin(angle) plus its height times cos(angle), below the
      // tick and its padding (9 px).
      const drop = Math.round(
        upright ? longest + frame.fontSize * 0.3 + 14 : longest * Math.SQRT1_2 + frame.fontSize * 0.9 + 14,
      );
      return {
        plot: {
          height: (frame.name === 'narrow' ? 300 : 320) + drop,
          marginLeft,
          marginRight: 16,
          marginTop: 24,
          marginBottom: drop + (options.xLabel ? frame.fontSize + 10 : 0),
          x: {
            domain: names,
            label: options.xLabel ?? null,
            labelAnchor: 'center',
            tickRotate: angle,
            tickFormat: name,
            padding: 0.2,
          },
          y: {
            domain: [0, top],
            label: options.yLabel ?? null,
            grid: true,
            ticks: frame.name === 'narrow' ? 5 : 8,
          },
          color: { type: 'identity' },
          marks: [
            Plot.barY(data, { x: 'display', y: 'rate', fill: 'fill' }),
            Plot.ruleY([0], { stroke: 'currentColor' }),
            ...(line
              ? [Plot.ruleY([line.value], { stroke: lineColor, strokeDasharray: '6,4', strokeWidth: 1.5 })]
              : []),
          ],
        },
        legend,
      };
    },
    { title, desc },
    options.width !== undefined ? { width: options.width } : {},
  );
}
