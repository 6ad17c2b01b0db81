import { describe, expect, it } from 'vitest';
import type { TableModel } from '../site/siteModel.ts';
import type { SsaSiteModel } from '../site/ssaModel.ts';
import { modelSections, rowsOfModel } from './modelSections.ts';

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

describe('modelSections', () => {
  const ssa = {
    leaderboard: { table: t(['y', 'y', 'z']), svg: '', notes: [] },
    browser: {
      table: t(['y']),
      systems: [{ model: 'y', display: 'Y', path: 'meena/y/', conversations: [{}, {}], summary: [] }],
      tables: {},
      notes: [],
    },
  } as unknown as SsaSiteModel;

  it('lists only the sections that score the model, each with its rows', () => {
    const y = modelSections('y', { ssa });
    expect(y.map((s) => [s.title, s.path, s.table.rows.length])).toEqual([
      ['Meena SSA', 'ssa/', 2],
      ['Meena transcripts', 'meena/y/', 1],
    ]);
    expect(y[1]!.links).toEqual([{ label: 'its 2 conversations', path: 'meena/y/' }]);
    expect(modelSections('x', { ssa })).toEqual([]);
    expect(modelSections('nobody', { ssa })).toEqual([]);
    expect(modelSections('y', {})).toEqual([]);
  });
});
