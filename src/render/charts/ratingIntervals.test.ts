import { describe, expect, it } from 'vitest';
import { expectChart, expectEscaped, HOSTILE } from '../../../test/charts/expectChart.ts';
import { sampleRatings, SAMPLE_MODELS } from '../../../test/charts/fixtures.ts';
import { ratingIntervals } from './ratingIntervals.ts';

const rows = sampleRatings(SAMPLE_MODELS.slice(0, 3));

describe('ratingIntervals', () => {
  it('draws the same SVG as its snapshot, with a title and a text equivalent', async () => {
    const svg = expectChart(
      ratingIntervals(rows, { title: 'Bradley-Terry', reference: 1000 }),
      'Bradley-Terry',
    );
    expect(svg).toContain('GPT-4 1,120.0, interval [1,098.0, 1,140.0]');
    await expect(svg).toMatchFileSnapshot('./__snapshots__/ratingIntervals.svg');
  });
  it('sorts by rating when asked, keeping the given order otherwise', () => {
    const reversed = [...rows].reverse();
    const desc = (svg: string) => /<desc>(.*)<\/desc>/.exec(svg)![1]!;
    expect(desc(ratingIntervals(reversed, { sort: true }))).toBe(desc(ratingIntervals(rows)));
  });
  it('escapes a model name with markup', () => {
    expectEscaped(ratingIntervals([{ ...rows[0]!, display: HOSTILE }], { title: HOSTILE }));
  });
});
