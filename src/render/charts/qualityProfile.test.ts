import { describe, expect, it } from 'vitest';
import { expectChart, expectEscaped, HOSTILE } from '../../../test/charts/expectChart.ts';
import { qualityProfile, type QualityProfileRow } from './qualityProfile.ts';

const row: QualityProfileRow = {
  model: 'heron',
  display: 'Heron-70B',
  criteria: [
    { label: 'Grammar', counts: [0, 2, 18], mean: 2.9, lo: 2.76, hi: 3.04 },
    { label: 'Presentation', counts: [1, 5, 14], mean: 2.65, lo: 2.37, hi: 2.93 },
    { label: 'Language Consistency', counts: [2, 0, 18], mean: 2.8, lo: 2.49, hi: 3.11 },
    { label: 'Fluency', counts: [0, 10, 10], mean: 2.5, lo: 2.26, hi: 2.74 },
    { label: 'Overall Understandability', counts: [0, 0, 1], mean: 3, lo: null, hi: null },
  ],
};

describe('qualityProfile', () => {
  it('draws the same SVG as its snapshot, with a title and a text equivalent', async () => {
    const svg = expectChart(qualityProfile(row), 'Language quality of Heron-70B');
    await expect(svg).toMatchFileSnapshot('./__snapshots__/qualityProfile.svg');
  });
  it('lists every criterion with its mean, interval and counts in the text equivalent', () => {
    const desc = /<desc>(.*)<\/desc>/.exec(qualityProfile(row))![1]!;
    expect(desc).toContain('Grammar: mean 2.90 [2.8, 3.0]; rated 1 0, 2 2, 3 18 times');
    expect(desc).toContain('Overall Understandability: mean 3.00; rated 1 0, 2 0, 3 1 times');
  });
  it('labels the score shares and the means in the chart', () => {
    const svg = qualityProfile(row);
    expect(svg).toContain('>90%<');
    expect(svg).toContain('>2.65 [2.4, 2.9]<');
    expect(svg).toContain('rated 1');
  });
  it('escapes a model name with markup', () => {
    expectEscaped(qualityProfile({ ...row, display: HOSTILE }, { title: HOSTILE }));
  });
});
