import { describe, expect, it } from 'vitest';
import { settingSuffix, studyOrder } from './figures.ts';

describe("HCG's figure titles", () => {
  it('say the turns, and the split in a folder of two splits', () => {
    expect(['6', '12', 'arena-6', 'oasst1_en-12', 'arena', ''].map(settingSuffix)).toEqual([
      ', 6 turns',
      ', 12 turns',
      ', arena split, 6 turns',
      ', oasst1_en split, 12 turns',
      ', arena',
      '',
    ]);
  });

  it("order two splits' settings by split, then by turns as numbers", () => {
    expect(['oasst1_en-12', 'arena-12', 'oasst1_en-6', 'arena-6'].sort(studyOrder)).toEqual([
      'arena-6',
      'arena-12',
      'oasst1_en-6',
      'oasst1_en-12',
    ]);
  });
});
