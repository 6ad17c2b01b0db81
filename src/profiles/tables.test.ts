import { describe, expect, it } from 'vitest';
import type { TableModel } from '../site/viewModel.ts';
import { rowsOfModel } from './tables.ts';

const t = (models: string[]): TableModel => ({
  columns: [{ key: 'model', label: 'Model' }],
  rows: models.map((m, i) => [{ text: `${m} row ${i}` }]),
  raw: models.map((m, i) => ({ model: m, i })),
});

describe('rowsOfModel', () => {
  it('keeps every row of the model, in order, with rows and raw aligned', () => {
    const r = rowsOfModel(t(['a', 'b', 'a', 'c']), 'a')!;
    expect(r.rows.map((c) => c[0]!.text)).toEqual(['a row 0', 'a row 2']);
    expect(r.raw.map((x) => x.i)).toEqual([0, 2]);
    expect(r.columns).toEqual(t([]).columns);
  });
  it('is undefined for a model the table does not hold', () => {
    expect(rowsOfModel(t(['a']), 'z')).toBeUndefined();
    expect(rowsOfModel(t(['a']), '__proto__')).toBeUndefined();
  });
});
