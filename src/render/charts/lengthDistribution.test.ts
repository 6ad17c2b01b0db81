import { describe, expect, it } from 'vitest';
import { expectChart, expectEscaped, HOSTILE } from '../../../test/charts/expectChart.ts';
import { sampleLengths, SAMPLE_MODELS } from '../../../test/charts/fixtures.ts';
import { lengthDistribution } from './lengthDistribution.ts';

const rows = sampleLengths(SAMPLE_MODELS.slice(0, 3));

describe('lengthDistribution', () => {
  it('draws the same SVG as its snapshot, with a title and a text equivalent', async () => {
    const svg = expectChart(lengthDistribution(rows, { title: 'Tokens per chat' }), 'Tokens per chat');
    expect(lengthDistribution(rows, { title: 'Tokens per chat' })).toBe(svg);
    await expect(svg).toMatchFileSnapshot('./__snapshots__/lengthDistribution.svg');
  });
  it('describes each model by median, middle half, mean and range', () => {
    const svg = lengthDistribution(rows);
    expect(svg).toContain('GPT-4: median 9.0, middle half 5.6 to 14.0, mean 10.6, range 1 to 81 (');
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
