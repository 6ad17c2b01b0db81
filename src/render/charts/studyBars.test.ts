import { describe, expect, it } from 'vitest';
import { expectChart, expectEscaped, HOSTILE, narrowOf, wideOf } from '../../../test/charts/expectChart.ts';
import { studyAxisTop, studyBars } from './studyBars.ts';

// The HCG study's uni_eval figure for judge GPT-4o, 6 turns: a few of its printed pass rates.
const bars = [
  { model: 'DeepSeek', display: 'DeepSeek', rate: 0.6852300242130751 },
  { model: 'GPT4oMini', display: 'GPT4oMini', rate: 0.927360774818402 },
  { model: 'llama_3B', display: 'llama_3B', rate: 0.35108958837772397 },
  { model: 'GT', display: 'real dialogues', rate: 0.9007263922518159, reference: true },
];

describe('studyBars', () => {
  it('draws the same SVG as its snapshot: vertical bars in the given order, a dashed line, a legend', async () => {
    const svg = expectChart(
      studyBars(bars, {
        title: 'Pass rate',
        yLabel: 'pass rate',
        line: { value: 0.9007263922518159, label: "real dialogues' pass rate" },
        barLabel: 'dialogues of an inquirer model',
        referenceLabel: 'real dialogues',
      }),
      'Pass rate',
    );
    expect(svg).toContain('DeepSeek 0.685; GPT4oMini 0.927; llama_3B 0.351; real dialogues 0.901');
    expect(svg).toContain("dashed line: real dialogues' pass rate 0.901. Axis from 0 to 0.974.");
    expect(wideOf(svg)).toContain('stroke-dasharray="6,4"');
    expect(narrowOf(svg)).toContain("real dialogues' pass rate (0.901)");
    // Bars in the order given, left to right.
    const plotted = wideOf(svg).split('class="legend"')[0]!;
    const xs = [...plotted.matchAll(/<rect fill="#[0-9a-f]+" [^>]*x="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(xs).toHaveLength(4);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    await expect(svg).toMatchFileSnapshot('./__snapshots__/studyBars.svg');
  });
  it("tops the axis at 1.05 times the highest value, as matplotlib's default margins do", () => {
    // The study's image for GPT-4o, 6 turns, tops out at 0.973 (GPT4oMini's 0.927 times 1.05).
    expect(studyAxisTop([0.6852, 0.927360774818402, 0.9007])).toBeCloseTo(0.97373, 5);
    expect(studyAxisTop([])).toBe(1);
  });
  it('names a model without a value in the text equivalent', () => {
    expect(studyBars([...bars, { model: 'x', display: 'Missing', rate: NaN }])).toContain(
      'No value for Missing.',
    );
  });
  it('escapes a model name with markup', () => {
    expectEscaped(studyBars([{ ...bars[0]!, display: HOSTILE }], { title: HOSTILE }));
  });
});
