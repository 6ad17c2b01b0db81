import { describe, expect, it } from 'vitest';
import { expectChart, expectEscaped, HOSTILE, wideOf } from '../../../test/charts/expectChart.ts';
import { costFrontChart, formatCost } from './costFrontChart.ts';

// Four invented models (not real prices): A and C on the front, B and D beaten by a cheaper, better one.
const POINTS = [
  { label: 'A', cost: 0.0004, score: 0.42, front: true },
  { label: 'B', cost: 0.003, score: 0.4, front: false },
  { label: 'C', cost: 0.012, score: 0.61, front: true },
  { label: 'D', cost: 0.05, score: 0.55, front: false },
];
const OPTIONS = { scoreLabel: 'pass rate', costLabel: 'USD per conversation', percent: true };

describe('costFrontChart', () => {
  it('draws the same SVG as its snapshot: the front as a stepped line, a log cost axis over 125×', async () => {
    const svg = expectChart(costFrontChart(POINTS, OPTIONS), 'pass rate against USD per conversation');
    expect(svg).toContain(
      'A: $0.000400, 42.0% (on the front); B: $0.00300, 40.0%; C: $0.0120, 61.0% (on the front); D: $0.0500, 55.0%.',
    );
    // One stepped line through the two front dots (step-after: across at A's score, then up to C's).
    expect(wideOf(svg)).toMatch(/<path d="M([\d.]+),([\d.]+)L([\d.]+),\2L\3,([\d.]+)" \/>/);
    await expect(svg).toMatchFileSnapshot('./__snapshots__/costFrontChart.svg');
  });

  it('escapes labels and draws a single model', () => {
    const svg = costFrontChart([{ label: HOSTILE, cost: 1, score: 0.5, front: true }], {
      ...OPTIONS,
      title: HOSTILE,
    });
    expectEscaped(svg);
  });

  it('formats costs to three significant digits, at least two decimals', () => {
    expect(formatCost(1.75)).toBe('$1.75');
    expect(formatCost(0.5)).toBe('$0.500');
    expect(formatCost(0.000019)).toBe('$0.0000190');
    expect(formatCost(1234.5)).toBe('$1,234.50');
    expect(formatCost(0)).toBe('$0.00');
  });
});
