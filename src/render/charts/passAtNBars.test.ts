import { describe, expect, it } from 'vitest';
import { expectChart, expectEscaped, HOSTILE } from '../../../test/charts/expectChart.ts';
import { samplePassCurves, SAMPLE_MODELS } from '../../../test/charts/fixtures.ts';
import { passAtNBars } from './passAtNBars.ts';

const series = samplePassCurves(SAMPLE_MODELS.slice(0, 3));

describe('passAtNBars', () => {
  it('draws the same SVG as its snapshot, with a title and a text equivalent', async () => {
    const svg = expectChart(passAtNBars(series), 'pass@N at N = 4, 8, 12, 16');
    expect(passAtNBars(series)).toBe(svg);
    await expect(svg).toMatchFileSnapshot('./__snapshots__/passAtNBars.svg');
  });
  it('lists every model at every selected N, and says where a value is missing', () => {
    const svg = passAtNBars([...series, { model: 'x', display: 'Empty', points: [] }], { ns: [4, 16] });
    expect(svg).toContain('GPT-4: N = 4 97.0%, N = 16 86.1%');
    expect(svg).toContain('Empty: N = 4 no value, N = 16 no value.');
  });
  it('escapes a model name with markup', () => {
    expectEscaped(passAtNBars([{ ...series[0]!, display: HOSTILE }], { title: HOSTILE }));
  });
});
