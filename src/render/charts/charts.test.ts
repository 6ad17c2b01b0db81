// SVG snapshots of every chart on small fixed data (TZ=UTC, fixed sizes), plus text equivalents and escaping.
import { describe, expect, it } from 'vitest';
import { barsChart } from './barsChart.ts';
import { distributionChart } from './distributionChart.ts';
import { groupedBarsChart } from './groupedBarsChart.ts';
import { intervalsChart } from './intervalsChart.ts';
import { matrixChart } from './matrixChart.ts';
import { passCurveChart } from './passCurveChart.ts';
import { stackedBarsChart } from './stackedBarsChart.ts';

const charts: Record<string, () => string> = {
  passCurve: () =>
    passCurveChart(
      [
        {
          label: 'GPT-4',
          points: [1, 2, 3, 4].map((N) => ({ N, rate: 1 - N * 0.05, lo: 0.9 - N * 0.05, hi: 1 - N * 0.04 })),
        },
        { label: 'LLaMA2-7B', points: [1, 2, 3, 4].map((N) => ({ N, rate: 1 - N * 0.2 })) },
      ],
      { title: 'pass@N' },
    ),
  bars: () =>
    barsChart(
      [
        { label: 'a', value: 0.8, lo: 0.7, hi: 0.9 },
        { label: 'b', value: 0.4 },
      ],
      { title: 'Pass rate', percent: true, reference: { value: 0.9, label: 'real' } },
    ),
  groupedBars: () =>
    groupedBarsChart(
      [
        { label: 'a', group: 'N=4', value: 0.9 },
        { label: 'a', group: 'N=8', value: 0.7 },
        { label: 'b', group: 'N=4', value: 0.5 },
        { label: 'b', group: 'N=8', value: 0.2 },
      ],
      { title: 'pass@N', percent: true },
    ),
  stackedBars: () =>
    stackedBarsChart(
      [
        {
          label: 'a',
          parts: [
            { key: 'win', value: 0.3 },
            { key: 'tie', value: 0.5 },
            { key: 'lose', value: 0.2 },
          ],
        },
      ],
      { title: 'WTL' },
    ),
  matrix: () =>
    matrixChart(
      ['a', 'b'],
      [
        [null, 0.75],
        [0.25, null],
      ],
      { title: 'Win rate', percent: true },
    ),
  intervals: () =>
    intervalsChart(
      [
        { label: 'a', value: 1050, lo: 1020, hi: 1080 },
        { label: 'b', value: 950, lo: 920, hi: 990 },
      ],
      { title: 'BT' },
    ),
  distribution: () =>
    distributionChart(
      [
        { label: 'a', values: [1, 2, 3, 5, 8, 13, 21] },
        { label: 'b', values: [0, 10, 100, 1000] },
      ],
      { title: 'Lengths', log: true },
    ),
};

describe('charts', () => {
  for (const [name, render] of Object.entries(charts)) {
    it(`${name} renders the same SVG as its snapshot, with a title and a description`, async () => {
      const svg = render();
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).toMatch(/<title>[^<]+<\/title>/);
      expect(svg).toMatch(/<desc>[^<]+<\/desc>/);
      expect(render()).toBe(svg);
      await expect(svg).toMatchFileSnapshot(`./__snapshots__/${name}.svg`);
    });
  }
  it('escapes markup in labels (conversation-derived text never becomes elements)', () => {
    const evil = '<script>alert(1)</script> & <img src=x onerror=alert(2)>';
    const svgs = [
      barsChart([{ label: evil, value: 0.5 }], { title: evil, percent: true }),
      matrixChart(
        [evil, 'b'],
        [
          [null, 1],
          [0, null],
        ],
        { title: evil },
      ),
      passCurveChart([{ label: evil, points: [{ N: 1, rate: 0.5 }] }]),
    ];
    for (const svg of svgs) {
      expect(svg).not.toMatch(/<script/i);
      expect(svg).not.toMatch(/<img/i);
      expect(svg).toContain('&lt;script&gt;');
    }
  });
});
