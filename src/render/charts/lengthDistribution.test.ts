import { describe, expect, it } from 'vitest';
import { expectChart, expectEscaped, HOSTILE } from '../../../test/charts/expectChart.ts';
import { sampleLengths, SAMPLE_MODELS } from '../../../test/charts/fixtures.ts';
import { lengthSummary } from '../../stats/lengthStats.ts';
import { histogramBins, lengthDistribution, lengthDistributionRow } from './lengthDistribution.ts';

const rows = sampleLengths(SAMPLE_MODELS.slice(0, 3));

describe('lengthDistribution', () => {
  it('draws the same SVG as its snapshot, with a title and a text equivalent', async () => {
    const svg = expectChart(lengthDistribution(rows, { title: 'Tokens per chat' }), 'Tokens per chat');
    expect(lengthDistribution(rows, { title: 'Tokens per chat' })).toBe(svg);
    await expect(svg).toMatchFileSnapshot('./__snapshots__/lengthDistribution.svg');
  });
  it('describes each model by median, middle half, mean and range', () => {
    const svg = lengthDistribution(rows);
    expect(svg).toContain('GPT-4: median 9.0, middle half 5.6–14.0, mean 10.6, range 1–81 (');
  });
  it('draws values below the floor at the floor and says how many bins it could not draw', () => {
    const svg = lengthDistribution([
      { ...rows[0]!, min: 0, bins: [{ x0: 0, x1: 1, count: 3 }, ...rows[0]!.bins] },
    ]);
    expect(svg).toContain('Not drawn on the log scale: GPT-4 3 below 1.');
  });
  it('escapes a model name with markup', () => {
    expectEscaped(lengthDistribution([{ ...rows[0]!, display: HOSTILE }], { title: HOSTILE }));
  });
});

describe('lengthDistributionRow and histogramBins', () => {
  it("takes the statistics room's R type-7 quartiles (R: quantile(c(1,2,3,5,8,13,21)) = 1 2.5 5 10.5 21)", () => {
    const s = lengthDistributionRow(
      { model: 'a', display: 'A' },
      lengthSummary('a', [1, 2, 3, 5, 8, 13, 21], 0),
    );
    expect([s.min, s.q1, s.median, s.q3, s.max]).toEqual([1, 2.5, 5, 10.5, 21]);
    expect(s.mean).toBeCloseTo(53 / 7, 12);
    expect(s.bins.reduce((t, b) => t + b.count, 0)).toBe(7);
    expect(lengthDistribution([s])).toContain('A: median 5.0, middle half 2.5–10.5, mean 7.6, range 1–21 (');
  });
  it('reads a model with no chats as NaN, not as zeros', () => {
    const s = lengthDistributionRow({ model: 'a', display: 'A' }, lengthSummary('a', [], 0));
    expect([s.q1, s.median, s.mean, s.bins.length]).toEqual([NaN, NaN, NaN, 0]);
  });
  it('bins integers on rounded log edges, every value counted once', () => {
    const values = [0, 1, 1, 2, 3, 9, 10, 99, 100, 1000];
    const bins = histogramBins(values, true);
    expect(bins.slice(0, 9).map((b) => [b.x0, b.x1])).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
      [5, 6],
      [6, 8],
      [8, 10],
      [10, 14],
    ]);
    expect(bins.reduce((t, b) => t + b.count, 0)).toBe(values.length);
    expect(bins[bins.length - 1]!.x1).toBeGreaterThan(1000);
    expect(bins.slice(0, 3).map((b) => b.count)).toEqual([1, 2, 1]);
  });
  it('bins on the linear scale into 20 equal bins including the maximum', () => {
    const bins = histogramBins([0, 5, 10], false);
    expect(bins).toHaveLength(20);
    expect(bins[0]!.count + bins[10]!.count + bins[19]!.count).toBe(3);
  });
});
