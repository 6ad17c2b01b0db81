// passCurveChart drawn as ruTiE's position curve: its own y label and no interval bands.
import { describe, expect, it } from 'vitest';
import { expectChart } from '../../../test/charts/expectChart.ts';
import { passCurveChart } from './passCurveChart.ts';

const series = [
  {
    model: 'a',
    display: 'Model A',
    points: [10, 11, 12].map((N, i) => ({ N, rate: 0.9 - 0.1 * i, lo: 0.5, hi: 0.99 })),
  },
];

describe('passCurveChart as a position curve', () => {
  it('labels the y axis as asked and leaves the bands out', () => {
    const svg = expectChart(
      passCurveChart(series, {
        title: 'Rolling accuracy',
        xLabel: 'question number',
        yLabel: 'accuracy',
        bands: false,
      }),
      'Rolling accuracy',
    );
    expect(svg).toContain('↑ accuracy');
    expect(svg).not.toContain('pass rate');
    expect(svg).not.toContain('fill-opacity="0.12"');
    expect(passCurveChart(series)).toContain('fill-opacity="0.12"');
  });
});
