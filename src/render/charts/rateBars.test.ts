import { describe, expect, it } from 'vitest';
import { expectChart, expectEscaped, HOSTILE } from '../../../test/charts/expectChart.ts';
import { sampleRates, SAMPLE_MODELS } from '../../../test/charts/fixtures.ts';
import { rateBars } from './rateBars.ts';

const rows = sampleRates(SAMPLE_MODELS.slice(0, 3));

describe('rateBars', () => {
  it('draws the same SVG as its snapshot, with a dashed reference line', async () => {
    const svg = expectChart(
      rateBars(rows, { title: 'Pass rate', reference: { value: 0.9, label: 'real dialogues' } }),
      'Pass rate',
    );
    expect(svg).toContain('stroke-dasharray="6,4"');
    expect(svg).toContain('real dialogues 90.0%');
    await expect(svg).toMatchFileSnapshot('./__snapshots__/rateBars.svg');
  });
  it('lists values and intervals, and names rows without a value', () => {
    const svg = rateBars([...rows, { model: 'x', display: 'Missing', rate: NaN }], { sort: true });
    expect(svg).toContain('GPT-4 85.0%, interval [79.0%, 90.0%]; Vicuna-13B 80.0%');
    expect(svg).toContain('No value for Missing.');
  });
  it('prints counts as integers when asked', () => {
    expect(rateBars([{ model: 'a', display: 'A', rate: 1234 }], { format: 'count' })).toContain('A 1,234.');
  });
  it('escapes a model name with markup', () => {
    expectEscaped(rateBars([{ ...rows[0]!, display: HOSTILE }], { title: HOSTILE }));
  });
});
