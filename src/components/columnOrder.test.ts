import { describe, expect, it } from 'vitest';
import { moveAfterLead } from './columnOrder.ts';

const cols = (...keys: string[]) => keys.map((key) => ({ key }));

describe('moveAfterLead', () => {
  it('moves the sort column to just after the model column', () => {
    // MT-Bench: Model, Turn 1, Turn 2, Average (sorted), Grades.
    expect(moveAfterLead([0, 1, 2, 3, 4], 3, cols('model', 'turn1', 'turn2', 'average', 'n'))).toEqual([
      0, 3, 1, 2, 4,
    ]);
  });
  it('keeps a rank column beside the model', () => {
    expect(moveAfterLead([0, 1, 2, 3], 3, cols('model', 'rank', 'a', 'main'))).toEqual([0, 1, 3, 2]);
  });
  it('leaves a sort column that is already there in place', () => {
    expect(moveAfterLead([0, 1, 2, 3], 2, cols('model', 'rank', 'main', 'n'))).toEqual([0, 1, 2, 3]);
    expect(moveAfterLead([0, 2, 3], 2, cols('model', 'gone', 'main', 'n'))).toEqual([0, 2, 3]);
  });
});
