import { describe, expect, it } from 'vitest';
import { expectChart, expectEscaped, HOSTILE } from '../../../test/charts/expectChart.ts';
import { scoreCurveChart } from './scoreCurveChart.ts';

// Two invented decodings of one bot over sample counts 1, 20 and 400 (not real results).
const SERIES = [
  {
    display: 'T=0.88',
    points: [
      { x: 400, y: 0.7 },
      { x: 1, y: 0.6 },
      { x: 20, y: 0.72 },
    ],
  },
  {
    display: 'top-k=40 T=1',
    points: [
      { x: 1, y: 0.62 },
      { x: 20, y: 0.74 },
    ],
  },
];

describe('scoreCurveChart', () => {
  it('draws one line per series on a log x, and lists every point in order in its description', async () => {
    const svg = expectChart(
      scoreCurveChart(SERIES, { xLabel: 'samples N', yLabel: 'SSA', logX: true }),
      'SSA against samples N',
    );
    expect(svg).toContain(
      'T=0.88: 60.0% at samples N 1, 72.0% at samples N 20, 70.0% at samples N 400; top-k=40 T=1: 62.0% at samples N 1, 74.0% at samples N 20.',
    );
    // Ticks at the sample counts, as written.
    expect(svg).toMatch(/>400</);
    await expect(svg).toMatchFileSnapshot('./__snapshots__/scoreCurveChart.svg');
  });

  it('draws a linear x, and escapes series names', () => {
    const svg = scoreCurveChart([{ display: HOSTILE, points: [{ x: 0.5, y: 0.4 }] }], {
      xLabel: 'temperature',
      yLabel: 'SSA',
    });
    expectEscaped(svg);
  });

  it('refuses a log x with an x of 0', () => {
    expect(() =>
      scoreCurveChart([{ display: 'a', points: [{ x: 0, y: 0.4 }] }], {
        xLabel: 'N',
        yLabel: 'SSA',
        logX: true,
      }),
    ).toThrow('scoreCurveChart: a log-scale x needs every x above 0');
  });
});
