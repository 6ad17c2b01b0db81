import { describe, expect, it } from 'vitest';
import { confidenceBand } from '../../stats/confidenceBand.ts';
import { leastSquaresFit } from '../../stats/leastSquaresFit.ts';
import { expectChart, expectEscaped, HOSTILE } from '../../../test/charts/expectChart.ts';
import { regressionChart } from './regressionChart.ts';

// Five invented model versions: SSA falls as perplexity rises (not real results).
const POINTS = [
  { label: 'v1', x: 10.2, y: 0.72 },
  { label: 'v2', x: 11.0, y: 0.69 },
  { label: 'v3', x: 12.1, y: 0.61 },
  { label: 'v4', x: 13.3, y: 0.58 },
  { label: 'v5', x: 14.9, y: 0.5 },
];

describe('regressionChart', () => {
  it('draws the same SVG as its snapshot: points, line, band and reference lines', async () => {
    const fit = leastSquaresFit(POINTS);
    const band = confidenceBand(fit, [10.2, 11, 12, 13, 14, 14.9]);
    const svg = expectChart(
      regressionChart(POINTS, {
        title: 'SSA against perplexity',
        xLabel: 'perplexity',
        yLabel: 'SSA',
        line: fit,
        band,
        references: [{ label: 'Human', value: 0.86 }],
        rSquared: fit.rSquared,
      }),
      'SSA against perplexity',
    );
    expect(svg).toContain('v1: perplexity 10.20, SSA 72.0%');
    expect(svg).toMatch(/Least-squares line: SSA = [\d.]+ − [\d.]+ × perplexity, R² 0\.9\d\d\./);
    expect(svg).toContain('Reference lines: Human 86.0%.');
    expect(svg).toContain('stroke-dasharray="4,4"');
    await expect(svg).toMatchFileSnapshot('./__snapshots__/regressionChart.svg');
  });

  it('draws points alone when there is no line, and escapes labels', () => {
    const svg = regressionChart([{ label: HOSTILE, x: 0.5, y: 0.4 }], {
      title: HOSTILE,
      xLabel: 'human-likeness',
      yLabel: 'SSA',
      percentX: true,
    });
    expectEscaped(svg);
    expect(svg).not.toContain('Least-squares');
  });
});
