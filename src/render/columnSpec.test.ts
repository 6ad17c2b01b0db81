import { describe, expect, it } from 'vitest';
import {
  appendColumns,
  asFixed,
  asP,
  asPct,
  columnOn,
  intervalColumn,
  sortAsText,
  tableFromSpecs,
  type ColumnSpec,
  type DownloadValue,
} from './columnSpec.ts';
import { MISSING } from './format.ts';

interface Row {
  model: string;
  version: string;
  rate: number | null;
  p: number;
}

const ROWS: Row[] = [
  { model: 'gpt4', version: '0613', rate: 0.7325, p: 0.0004 },
  { model: 'qwen', version: '', rate: null, p: 0.25 },
];

describe('tableFromSpecs', () => {
  it('writes cells, sort keys and downloads from one declaration', () => {
    const t = tableFromSpecs<Row>(
      [
        { id: 'model', label: 'Model', value: (r) => r.model },
        { id: 'rate', label: 'rate %', value: (r) => r.rate, format: asPct(1) },
        { id: 'p', label: 'p', value: (r) => r.p, format: asP },
      ],
      ROWS,
    );
    expect(t.columns.map((c) => [c.key, c.numeric ?? false])).toEqual([
      ['model', false],
      ['rate', true],
      ['p', true],
    ]);
    expect(t.rows[0]).toEqual([
      { text: 'gpt4', sort: 'gpt4' },
      { text: '73.3', sort: 0.7325 },
      { text: 'p < 0.001', sort: 0.0004 },
    ]);
    expect(t.rows[1]![1]).toEqual({ text: MISSING, sort: null });
    expect(t.raw).toEqual([
      { model: 'gpt4', rate: 0.7325, p: 0.0004 },
      { model: 'qwen', rate: null, p: 0.25 },
    ]);
  });

  it('writes a column’s own download fields in place of its value, and orders the fields as asked', () => {
    const system: ColumnSpec<Row> = {
      id: 'system',
      label: 'System',
      value: (r) => `${r.model} ${r.version}`.trim(),
      fields: (r) => ({ model: r.model, version: r.version }),
    };
    const t = tableFromSpecs<Row>(
      [{ id: 'p', label: 'p', value: (r) => r.p, format: asFixed(2) }, system],
      ROWS,
      {
        extra: (r) => ({ rated: r.rate !== null }),
        fieldOrder: ['model', 'rated'],
      },
    );
    expect(t.rows.map((r) => r.map((c) => c.text))).toEqual([
      ['0.00', 'gpt4 0613'],
      ['0.25', 'qwen'],
    ]);
    expect(t.raw.map((r) => Object.keys(r))).toEqual([
      ['model', 'rated', 'p', 'version'],
      ['model', 'rated', 'p', 'version'],
    ]);
    expect(t.raw[1]).toEqual({ model: 'qwen', rated: false, p: 0.25, version: '' });
  });

  it('columnOn carries a column’s download fields over to rows that hold its row', () => {
    const spec = columnOn<Row, { of: Row }>(
      {
        id: 'system',
        label: 'System',
        value: (r) => r.model,
        fields: (r) => ({ model: r.model, version: r.version }),
      },
      (x) => x.of,
    );
    expect(tableFromSpecs([spec], [{ of: ROWS[0]! }]).raw).toEqual([{ model: 'gpt4', version: '0613' }]);
  });
});

describe('asFixed, asPct, asP', () => {
  it('read a value that is not a number as missing', () => {
    expect([
      asFixed(2)(1.005),
      asFixed(0)('x'),
      asPct(1)(0.5),
      asPct(1)(null),
      asP(0.0123),
      asP(undefined),
    ]).toEqual(['1.00', MISSING, '50.0', MISSING, 'p = 0.012', MISSING]);
  });
});

describe('appendColumns', () => {
  const base = tableFromSpecs([{ id: 'model', label: 'Model', value: (m: string) => m }], ['b', 'a'], {
    rowIds: (m) => m,
  });
  const price: Record<string, number> = { a: 2 };
  const spec: ColumnSpec<string> = { id: 'price', label: 'price', value: (m) => price[m] ?? null };

  it('adds each row’s cell and download fields by its id, after the table’s own', () => {
    const t = appendColumns(base, [spec], { extra: (m) => ({ known: m in price }) });
    expect(t.columns.map((c) => c.key)).toEqual(['model', 'price']);
    expect(t.rows.map((r) => r.map((c) => c.text))).toEqual([
      ['b', MISSING],
      ['a', '2'],
    ]);
    expect(t.raw).toEqual([
      { model: 'b', price: null, known: false },
      { model: 'a', price: 2, known: true },
    ]);
    expect(t.rowIds).toEqual(['b', 'a']);
  });

  it('returns a table without row ids as it is', () => {
    const { rowIds: _ids, ...bare } = base;
    expect(appendColumns(bare, [spec])).toBe(bare);
  });
});

describe('intervalColumn and sortAsText', () => {
  const rows = [
    { id: 'a', rate: 0.5, lo: 0.61, hi: 0.72 },
    { id: 'b', rate: 0.25, lo: null, hi: 0.3 },
  ];
  it('shows an interval as a column of its own, sorted by its text and not downloaded', () => {
    const t = tableFromSpecs(
      [
        {
          id: 'rate',
          label: 'rate %',
          value: (r: (typeof rows)[number]) => r.rate,
          format: asPct(1),
          interval: (r) => (r.lo === null ? undefined : { lo: r.lo, hi: r.hi }),
          intervalFields: ['lo', 'hi'],
          showInterval: false,
        },
        intervalColumn('ci', '95% CI', (r: (typeof rows)[number]) => r, asPct(1), 'Wilson'),
      ],
      rows,
    );
    expect(t.columns).toEqual([
      { key: 'rate', label: 'rate %', numeric: true },
      { key: 'ci', label: '95% CI', help: 'Wilson' },
    ]);
    // 0.61 and 0.72 as percents with one decimal; a missing end reads as one en dash, as formatInterval says.
    expect(t.rows).toEqual([
      [{ text: '50.0', sort: 0.5 }, { text: '[61.0, 72.0]' }],
      [{ text: '25.0', sort: 0.25 }, { text: MISSING }],
    ]);
    expect(t.raw).toEqual([
      { rate: 0.5, lo: 0.61, hi: 0.72 },
      { rate: 0.25, lo: null, hi: null },
    ]);
  });

  it('sortAsText leaves a cell without a sort key, where its value would have given one', () => {
    const spec: ColumnSpec<{ file: string }> = {
      id: 'file',
      label: 'File',
      value: (r) => r.file,
      format: (_v, r) => r.file.split('/').pop()!,
    };
    const row = { file: 'dir/x.tsv' };
    expect(tableFromSpecs([spec], [row]).rows[0]).toEqual([{ text: 'x.tsv', sort: 'dir/x.tsv' }]);
    expect(tableFromSpecs([{ ...spec, sort: sortAsText }], [row]).rows[0]).toEqual([{ text: 'x.tsv' }]);
  });
});

describe('a column downloading a group of named values', () => {
  it('writes one level of named values under one field, and a row may write no field at all', () => {
    const rows = [
      { model: 'a', sc: { rating: 1012.5, rank: 1 } },
      { model: 'b', sc: undefined },
    ];
    const t = tableFromSpecs(
      [
        { id: 'model', label: 'Model', value: (r: (typeof rows)[number]) => r.model },
        {
          id: 'sc',
          label: 'SC rating',
          value: (r: (typeof rows)[number]) => r.sc?.rating ?? null,
          format: asFixed(1),
          fields: (r: (typeof rows)[number]): Record<string, DownloadValue> =>
            r.sc ? { styleControlled: { rating: r.sc.rating, rank: r.sc.rank } } : {},
        },
      ],
      rows,
    );
    expect(t.rows.map((r) => r[1]!.text)).toEqual(['1012.5', MISSING]);
    expect(t.raw).toEqual([{ model: 'a', styleControlled: { rating: 1012.5, rank: 1 } }, { model: 'b' }]);
  });
});
