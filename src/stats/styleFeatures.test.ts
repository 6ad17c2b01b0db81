import { describe, expect, it } from 'vitest';
import { markdownStyleCounts } from './markdownStyleCounts.ts';
import {
  normalizedDifference,
  styleFeatures,
  styleFromArenaMetadata,
  styleFromCounts,
} from './styleFeatures.ts';

describe('normalizedDifference and styleFeatures', () => {
  it('normalizedDifference(a, b) = (a − b)/(a + b + 1): 300 vs 100 gives 200/401, 0 vs 0 gives 0', () => {
    expect(normalizedDifference(300, 100)).toBe(200 / 401);
    expect(normalizedDifference(0, 0)).toBe(0);
    expect(normalizedDifference(100, 300)).toBe(-200 / 401);
  });

  it('standardises by the mean and the population standard deviation (hand-computed: z = ±1 for two battles)', () => {
    // f = 200/401 and 0: mean 100/401, population sd 100/401, so z = +1 and −1.
    const f = styleFeatures([{ length: [300, 100] }, { length: [100, 100] }]);
    expect(f.used).toEqual(['length']);
    expect(f.summaries[0]).toMatchObject({ feature: 'length', used: true, missing: 0, reason: null });
    expect(f.summaries[0]!.mean).toBeCloseTo(100 / 401, 15);
    expect(f.summaries[0]!.sd).toBeCloseTo(100 / 401, 15);
    expect([...f.z]).toEqual([1, -1]);
  });

  it('uses a markdown feature only when every battle has it and it varies', () => {
    const f = styleFeatures([
      { length: [300, 100], headers: [2, 0], bold: [1, 1] },
      { length: [100, 100], headers: [0, 0], bold: [3, 3] },
      { length: [50, 100], bold: [0, 0] },
    ]);
    expect(f.used).toEqual(['length']);
    expect(f.summaries.map((s) => [s.feature, s.used, s.reason, s.missing])).toEqual([
      ['length', true, null, 0],
      ['headers', false, 'missing', 1],
      ['lists', false, 'missing', 3],
      ['bold', false, 'constant', 0],
    ]);
    expect(f.z.length).toBe(3);
  });

  it('reads LMArena conv_metadata: ints as they are, dictionaries summed', () => {
    expect(
      styleFromArenaMetadata({
        sum_assistant_a_tokens: 512,
        sum_assistant_b_tokens: 128,
        header_count_a: { h1: 1, h2: 2, h3: 0, h4: 0, h5: 0, h6: 0 },
        header_count_b: { h1: 0, h2: 0, h3: 0, h4: 0, h5: 0, h6: 0 },
        list_count_a: { ordered: 3, unordered: 4 },
        list_count_b: { ordered: 0, unordered: 1 },
        bold_count_a: { '**': 5, __: 1 },
        bold_count_b: 2,
      }),
    ).toEqual({ length: [512, 128], headers: [3, 0], lists: [7, 1], bold: [6, 2] });
    expect(styleFromArenaMetadata({ sum_assistant_a_tokens: 5, sum_assistant_b_tokens: 6 })).toEqual({
      length: [5, 6],
    });
  });

  it('styleFromCounts sums markdownStyleCounts the same way', () => {
    const a = markdownStyleCounts('# A\n## B\n- x\n1. y\n**b** __c__');
    const b = markdownStyleCounts('plain');
    expect(styleFromCounts([10, 2], [a, b])).toEqual({
      length: [10, 2],
      headers: [2, 0],
      lists: [2, 0],
      bold: [2, 0],
    });
  });
});

describe('markdownStyleCounts', () => {
  it('counts headers by level, list items and bold spans (hand-counted)', () => {
    const text = [
      '# Title',
      '## Part',
      '##NoSpace is not a header',
      '### Three',
      'Some **bold** and __also bold__ and **not closed',
      '- one',
      '  * two',
      '+ three',
      '1. first',
      '  10. tenth',
      '-not an item',
    ].join('\n');
    expect(markdownStyleCounts(text)).toEqual({
      headers: { h1: 1, h2: 1, h3: 1, h4: 0, h5: 0, h6: 0 },
      lists: { ordered: 2, unordered: 3 },
      bold: { asterisks: 1, underscores: 1 },
    });
  });

  it('removes code first: a # comment or **kwargs inside a fenced block is not counted', () => {
    const text = 'Intro\n```python\n# a comment\ndef f(**kwargs): pass\n```\n# Real header';
    expect(markdownStyleCounts(text).headers.h1).toBe(1);
    expect(markdownStyleCounts(text).bold.asterisks).toBe(0);
  });

  it('takes only "\\n" as a line break (a header after "\\r" alone is not at a line start)', () => {
    expect(markdownStyleCounts('x\r# no').headers.h1).toBe(0);
    expect(markdownStyleCounts('x\r\n# yes').headers.h1).toBe(1);
  });
});
