import { describe, expect, it } from 'vitest';
import { expectChart, expectEscaped, HOSTILE } from '../../../test/charts/expectChart.ts';
import { rankChart } from './rankChart.ts';

describe('rankChart', () => {
  const rows = [
    { model: 'a', display: 'GPT-4', ranks: [1, 2, 1] },
    { model: 'b', display: 'Vicuna-13B', ranks: [2, 1, 2.5] },
    { model: 'c', display: 'Qwen-14B', ranks: [3, 3, 2.5] },
  ];
  const columns = ['GPT-4o', 'Claude', 'Gemini Flash'];
  it('draws one line per model through its ranks, the same as its snapshot', async () => {
    const svg = expectChart(rankChart(rows, { columns }), 'Rank of each model under each judge');
    expect(svg).toContain('Vicuna-13B: GPT-4o 2, Claude 1, Gemini Flash 2.5');
    await expect(svg).toMatchFileSnapshot('./__snapshots__/rankChart.svg');
  });
  it('refuses a row without one rank per column', () => {
    expect(() =>
      rankChart([{ model: 'a', display: 'A', ranks: [1] }], { columns }),
    ).toThrowErrorMatchingInlineSnapshot(`[Error: rankChart needs 3 ranks for A (got 1)]`);
  });
  it('escapes a model name with markup', () => {
    expectEscaped(rankChart([{ model: 'x', display: HOSTILE, ranks: [1, 1, 1] }], { columns }));
  });
});
