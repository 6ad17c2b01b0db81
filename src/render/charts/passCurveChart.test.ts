import { describe, expect, it } from 'vitest';
import { expectChart, expectEscaped, HOSTILE } from '../../../test/charts/expectChart.ts';
import { samplePassCurves, SAMPLE_MODELS } from '../../../test/charts/fixtures.ts';
import { passCurveChart, spreadLabels } from './passCurveChart.ts';

const series = samplePassCurves(SAMPLE_MODELS.slice(0, 3)).map((s) => ({
  ...s,
  points: s.points.slice(0, 6),
}));

describe('passCurveChart', () => {
  it('draws the same SVG as its snapshot, with a title and a text equivalent', async () => {
    const svg = expectChart(passCurveChart(series), 'pass@N by model');
    expect(passCurveChart(series)).toBe(svg);
    await expect(svg).toMatchFileSnapshot('./__snapshots__/passCurveChart.svg');
  });
  it('gives each model its first and last rate and the last interval in the text equivalent', () => {
    expect(passCurveChart(series)).toContain(
      'GPT-4: 100.0% at N = 1, 95.1% at N = 6, interval [91.1%, 99.1%]',
    );
  });
  it('describes a one-point series without an interval by that point alone', () => {
    const svg = passCurveChart([{ model: 'one', display: 'One', points: [{ N: 1, rate: 0.5 }] }]);
    expect(svg).toContain('One: 50.0% at N = 1, 50.0% at N = 1.');
  });
  it('dashes the 11th to 20th series so no two lines look alike', () => {
    const many = samplePassCurves().concat(samplePassCurves(SAMPLE_MODELS.slice(0, 2)));
    expect(passCurveChart(many)).toContain('stroke-dasharray="6,3"');
    expect(passCurveChart(series)).not.toContain('stroke-dasharray');
  });
  it('draws steps for a Kaplan-Meier curve when asked', () => {
    const path = (svg: string) => /<path d="(M[^"]+)" stroke="#537eac"/.exec(svg)?.[1] ?? '';
    const stepped = path(passCurveChart(series.slice(0, 1), { steps: true }));
    const straight = path(passCurveChart(series.slice(0, 1)));
    expect(stepped.match(/[LH]/g)!.length).toBeGreaterThan(straight.match(/[LH]/g)!.length);
  });
  it('escapes a model name with markup', () => {
    expectEscaped(passCurveChart([{ ...series[0]!, display: HOSTILE }], { title: HOSTILE }));
  });
});

describe('spreadLabels', () => {
  it('keeps labels apart by the gap and inside the bounds, in their original order', () => {
    const out = spreadLabels([100, 101, 102, 399, 400], 13, 20, 400);
    expect(out).toEqual([100, 113, 126, 387, 400]);
  });
  it('leaves labels alone when they do not overlap', () => {
    expect(spreadLabels([50, 10, 200], 13, 0, 400)).toEqual([50, 10, 200]);
  });
});
