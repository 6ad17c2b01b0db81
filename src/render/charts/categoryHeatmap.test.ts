import { describe, expect, it } from 'vitest';
import { categoryHeatmap } from './categoryHeatmap.ts';
import { expectChart, expectEscaped, HOSTILE } from '../../../test/charts/expectChart.ts';
import { SAMPLE_MODELS } from '../../../test/charts/fixtures.ts';

const columns = [
  'AI self-identification',
  'Contextual confusion',
  'Excessive length',
  'Formal tone',
  'Repetitive phrasing',
  'Good case',
];

describe('categoryHeatmap', () => {
  it('draws the per-model category shares the same as its snapshot, with every value in the text equivalent', async () => {
    const rows = SAMPLE_MODELS.slice(0, 3);
    const values = [
      [0, null, 0.05, 0.1, 0.15, 0.8],
      [0.4, 0.1, 0.9, 0.7, 0.2, 0],
      [0.02, 0, 0, 0, 0.6, 0.3],
    ];
    const svg = expectChart(
      categoryHeatmap({ rows, columns, values }),
      'How often each category fires, per model',
    );
    expect(svg).toContain(
      `${rows[1]!.display}: AI self-identification 40%, Contextual confusion 10%, Excessive length 90%`,
    );
    expect(svg).toContain('Contextual confusion none');
    await expect(svg).toMatchFileSnapshot('./__snapshots__/categoryHeatmap.svg');
  });
  it('refuses a matrix that is not rows x columns', () => {
    expect(() =>
      categoryHeatmap({ rows: SAMPLE_MODELS.slice(0, 2), columns: ['a'], values: [[1]] }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: categoryHeatmap needs a 2 x 1 matrix (got 1 rows of lengths 1)]`,
    );
  });
  it('escapes a model name with markup', () => {
    expectEscaped(
      categoryHeatmap(
        { rows: [{ model: 'x', display: HOSTILE }], columns: ['a'], values: [[0.5]] },
        { title: HOSTILE },
      ),
    );
  });
});
