import { describe, expect, it } from 'vitest';
import { expectChart, expectEscaped, HOSTILE, narrowOf, wideOf } from '../../../test/charts/expectChart.ts';
import { sampleCountMatrix, sampleWinMatrix, SAMPLE_MODELS } from '../../../test/charts/fixtures.ts';
import { pairMatrix } from './pairMatrix.ts';

const models = SAMPLE_MODELS.slice(0, 4);

describe('pairMatrix', () => {
  it('draws comparison counts (figure 3) the same as its snapshot', async () => {
    const svg = expectChart(pairMatrix(sampleCountMatrix(models)), 'Comparisons per pair');
    await expect(svg).toMatchFileSnapshot('./__snapshots__/pairMatrix-count.svg');
  });
  it('draws win fractions (figure 4) the same as its snapshot', async () => {
    const svg = expectChart(
      pairMatrix(sampleWinMatrix(models), {
        kind: 'fraction',
        rowLabel: 'row model',
        columnLabel: 'column model',
      }),
      'Win fraction of the row model',
    );
    expect(svg).toContain('GPT-4: Vicuna-13B 63%, Qwen-14B 75%, InternLM-20B 88%');
    await expect(svg).toMatchFileSnapshot('./__snapshots__/pairMatrix-fraction.svg');
  });
  it('draws a colour legend: five steps of the scale, the ends of a win fraction saying what they mean', () => {
    const win = wideOf(pairMatrix(sampleWinMatrix(models), { kind: 'fraction' }));
    const labels = [...win.matchAll(/<g class="legend">(.*?)<\/g>/g)][0]![1]!.match(
      /<text[^>]*>[^<]*<\/text>/g,
    )!;
    expect(labels.map((t) => t.replace(/<[^>]+>/g, ''))).toEqual([
      '0% (row model loses all)',
      '25%',
      '50%',
      '75%',
      '100% (wins all)',
    ]);
    // Each swatch has the fill of its step and an outline, so the near-white middle one shows.
    expect(win).toContain('<rect stroke-width="0.5" stroke="currentColor" fill="#f2efee"');
    const counts = wideOf(
      pairMatrix({
        models: models.slice(0, 2),
        values: [
          [null, 8],
          [8, null],
        ],
      }),
    );
    expect(counts).toContain('>0</text>');
    expect(counts).toContain('>8</text>');
  });
  it('prints each cell in black or white, whichever reads on its fill', () => {
    const svg = pairMatrix(
      {
        models: models.slice(0, 2),
        values: [
          [null, 1],
          [0, null],
        ],
      },
      { kind: 'fraction' },
    );
    // RdBu at 1 is dark blue (white ink), at 0 dark red (white ink); the ink is per cell, in both renderings.
    expect(wideOf(svg).match(/fill="#ffffff"/g)).toHaveLength(2);
    expect(narrowOf(svg).match(/fill="#ffffff"/g)).toHaveLength(2);
  });
  it('draws agreement coefficients on a -1..1 scale with two decimals', () => {
    const svg = expectChart(
      pairMatrix(
        {
          models: models.slice(0, 2),
          values: [
            [1, 0.31],
            [0.31, 1],
          ],
        },
        { kind: 'kappa' },
      ),
      'Agreement between the row and column judge',
    );
    expect(svg).toContain('GPT-4: GPT-4 1.00, Vicuna-13B 0.31');
    // Kappa 0 sits at the white middle of the scale (RdBu(0.5), #f2efee).
    expect(pairMatrix({ models: models.slice(0, 1), values: [[0]] }, { kind: 'kappa' })).toContain('#f2efee');
  });
  it('prints no cell values in the narrow rendering of a matrix too large for them, and says so in the text', () => {
    const big = sampleCountMatrix(SAMPLE_MODELS.slice(0, 14));
    const svg = expectChart(pairMatrix(big), 'Comparisons per pair');
    // 14 cells of about 19 px beside the labels of a 420 px frame cannot hold a count at 15 px; 760 px can.
    const cellTexts = (part: string) => part.match(/<text fill="#(?:000000|ffffff)"/g)?.length ?? 0;
    expect(cellTexts(wideOf(svg))).toBe(50); // every pair within two ranks of each other, both ways
    expect(cellTexts(narrowOf(svg))).toBe(0);
    expect(narrowOf(svg)).toContain('GPT-4: Vicuna-13B');
  });
  it('refuses a matrix that is not models x models', () => {
    expect(() => pairMatrix({ models, values: [[1, 2]] })).toThrowErrorMatchingInlineSnapshot(
      `[Error: pairMatrix needs a 4 x 4 matrix for 4 models (got 1 rows of lengths 2)]`,
    );
  });
  it('escapes a model name with markup', () => {
    expectEscaped(
      pairMatrix(
        {
          models: [{ model: 'x', display: HOSTILE }, models[0]!],
          values: [
            [null, 3],
            [2, null],
          ],
        },
        { title: HOSTILE },
      ),
    );
  });
});
