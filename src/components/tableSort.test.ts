import { describe, expect, it } from 'vitest';
import { compareSortValues } from './tableSort.ts';

const sorted = (values: string[], numeric: boolean, ascending: boolean) =>
  [...values].sort((a, b) => compareSortValues(a, b, numeric, ascending));

describe('compareSortValues', () => {
  it('sorts numbers as numbers, both ways, with blanks and non-numbers last', () => {
    const v = ['10', '', '9', '-3.5', 'n/a', '100'];
    expect(sorted(v, true, true)).toEqual(['-3.5', '9', '10', '100', '', 'n/a']);
    expect(sorted(v, true, false)).toEqual(['100', '10', '9', '-3.5', '', 'n/a']);
  });
  it('sorts text ignoring case, with numbers inside names in numeric order', () => {
    expect(sorted(['vicuna-13b', 'LLaMA2-7B', 'llama2-13b', 'GPT-4'], false, true)).toEqual([
      'GPT-4',
      'LLaMA2-7B',
      'llama2-13b',
      'vicuna-13b',
    ]);
  });
});
