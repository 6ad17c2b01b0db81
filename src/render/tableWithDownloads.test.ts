// tableWithDownloads: a table whose download rows are declared apart from its shown rows (decision 0170).
import { describe, expect, it } from 'vitest';
import { asPct, tableWithDownloads, type ColumnSpec } from './columnSpec.ts';

/** Accuracy of two models on two labels: 3 of 4 and 1 of 4 on "a", 2 of 2 and 0 of 2 on "b". */
const CELLS = [
  { label: 'a', model: 'm1', correct: 3, n: 4 },
  { label: 'a', model: 'm2', correct: 1, n: 4 },
  { label: 'b', model: 'm1', correct: 2, n: 2 },
  { label: 'b', model: 'm2', correct: 0, n: 2 },
];
type Cell = (typeof CELLS)[number];
const rate = (label: string, model: string) => {
  const c = CELLS.find((x) => x.label === label && x.model === model)!;
  return c.correct / c.n;
};

describe('tableWithDownloads', () => {
  it('shows a row per label and downloads a row per label and model (a pivot)', () => {
    const shown: ColumnSpec<string>[] = [
      { id: 'label', label: 'Label', value: (l) => l },
      ...['m1', 'm2'].map((m): ColumnSpec<string> => ({
        id: m,
        label: `${m} %`,
        value: (l) => rate(l, m),
        format: asPct(1),
      })),
    ];
    const downloaded: ColumnSpec<Cell>[] = [
      { id: 'label', label: 'Label', value: (c) => c.label },
      { id: 'model', label: 'Model', value: (c) => c.model },
      { id: 'accuracy', label: 'Accuracy', value: (c) => c.correct / c.n },
      { id: 'n', label: 'n', value: (c) => c.n },
    ];
    const t = tableWithDownloads(shown, ['a', 'b'], { specs: downloaded, rows: CELLS }, { caption: 'x' });
    expect(t.columns.map((c) => c.key)).toEqual(['label', 'm1', 'm2']);
    expect(t.rows.map((r) => r.map((c) => c.text))).toEqual([
      ['a', '75.0', '25.0'],
      ['b', '100.0', '0.0'],
    ]);
    expect(t.rows[0]![1]!.sort).toBe(0.75);
    expect(t.raw).toEqual([
      { label: 'a', model: 'm1', accuracy: 0.75, n: 4 },
      { label: 'a', model: 'm2', accuracy: 0.25, n: 4 },
      { label: 'b', model: 'm1', accuracy: 1, n: 2 },
      { label: 'b', model: 'm2', accuracy: 0, n: 2 },
    ]);
    expect(t.caption).toBe('x');
  });

  it('downloads in the order fieldOrder gives, with the extra fields', () => {
    const t = tableWithDownloads([], [], {
      specs: [
        { id: 'model', label: 'Model', value: (c: Cell) => c.model },
        { id: 'label', label: 'Label', value: (c: Cell) => c.label },
      ],
      rows: CELLS.slice(0, 1),
      extra: (c) => ({ correct: c.correct }),
      fieldOrder: ['correct', 'label'],
    });
    expect(Object.keys(t.raw[0]!)).toEqual(['correct', 'label', 'model']);
    expect(t.raw[0]).toEqual({ correct: 3, label: 'a', model: 'm1' });
  });

  it('makes a download-only table: no column shown, every download row kept', () => {
    const t = tableWithDownloads([], [], {
      specs: [{ id: 'model', label: 'Model', value: (c: Cell) => c.model }],
      rows: CELLS,
    });
    expect(t.columns).toEqual([]);
    expect(t.rows).toEqual([]);
    expect(t.raw.map((r) => r.model)).toEqual(['m1', 'm2', 'm1', 'm2']);
  });
});
