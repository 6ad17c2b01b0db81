// A table declared as columns: each column says once what its value is, how it reads, its interval, its sort key
// and what it means; the table's cells (with their sort keys), its CSV and JSON rows and its column help all come
// from that one declaration. Leaderboards are written this way.
import type { Cell, Column, TableModel } from '../site/viewModel.ts';
import { fixed, formatInterval, formatP, MISSING, pct, withInterval } from './format.ts';

/** A value of a table: what the downloads hold, and what sorts the column unless `sort` says otherwise. */
export type TableValue = string | number | boolean | null;

/**
 * A download field's value: a value, or one level of named values (a style-controlled rating's
 * `{ rating, lo, hi, rank }`), nested in the JSON and written as `<field>.<name>` columns in the CSV.
 */
export type DownloadValue = TableValue | { readonly [name: string]: TableValue };

/** One column of a table of rows `R`. */
export interface ColumnSpec<R> {
  /** The column's key (path-safe), and the download field unless `field` names another. */
  id: string;
  label: string;
  /** What the column means, in one sentence: the header's help and the definition under the table. */
  description?: string;
  /** The value of a row: its download value, and its sort key unless `sort` is given. */
  value: (row: R) => TableValue | undefined;
  /** How the value reads in its cell (default: as text; undefined and null read as an en dash). */
  format?: (value: TableValue | undefined, row: R) => string;
  /**
   * A 95% interval shown beside the value in the cell (`73.2 (65.0–80.1)`), and written in the downloads as
   * `<field>Lo` and `<field>Hi` (or the names `intervalFields` gives).
   */
  interval?: (row: R) => { lo: number; hi: number } | undefined;
  /** How an interval's ends read (default: as the value's format would read them). */
  formatInterval?: (x: number) => string;
  intervalFields?: [string, string];
  /** False when the cell's format says the interval itself (the downloads still carry it). */
  showInterval?: boolean;
  /** The download field of the value, when it differs from `id`; null: the column is not downloaded. */
  field?: string | null;
  /**
   * The download fields of the column, when one value does not say what it shows (a system's name is its model and
   * its version): written in place of the value's field.
   */
  fields?: (row: R) => Record<string, DownloadValue>;
  /** The sort key, when it is not the value (a rank range sorts by its best rank). */
  sort?: (row: R) => number | string | null | undefined;
  /** Right-aligned (numbers): default true when the first row's value is a number. */
  numeric?: boolean;
  /** Left out of the compact table (the home page's), shown in the full one and by the column chooser. */
  more?: boolean;
  href?: (row: R) => string | undefined;
  title?: (row: R) => string | undefined;
  tone?: (row: R) => Cell['tone'] | undefined;
}

const plain = (v: TableValue | undefined) => (v === undefined || v === null ? MISSING : String(v));
const numberOf = (v: TableValue | undefined): number | null => (typeof v === 'number' ? v : null);

/** The formats of the usual number columns (format.ts's), for `format`: a value that is not a number reads MISSING. */
export const asFixed =
  (digits = 1) =>
  (v: TableValue | undefined): string =>
    fixed(numberOf(v), digits);
/** A rate in [0, 1] as a percent under a "%" header (`pct`). */
export const asPct =
  (digits = 1) =>
  (v: TableValue | undefined): string =>
    pct(numberOf(v), digits);
/** A p-value (`formatP`, decision 0161): "p = 0.012", "p < 0.001". */
export const asP = (v: TableValue | undefined): string => formatP(numberOf(v));

/**
 * For `sort`: the column sorts by its cells' text (the page's default for a cell without a sort key), not by its
 * value (a published number as printed, a file shown by its name).
 */
export const sortAsText = (): undefined => undefined;

/**
 * An interval shown as a column of its own (a `95% CI` column beside its value's): `[lo, hi]` through
 * `formatInterval` (MISSING without both ends), sorted by its text, and not downloaded: its ends are downloaded by
 * the value's column (`interval` with `showInterval: false`) or the row's record.
 * @example intervalColumn('ci', '95% CI', (r) => r, asPct(1)) // a cell '[61.0, 72.0]' for { lo: 0.61, hi: 0.72 }
 */
export function intervalColumn<R>(
  id: string,
  label: string,
  of: (row: R) => { lo: number | null | undefined; hi: number | null | undefined } | undefined,
  format: (x: number) => string = (x) => fixed(x),
  description?: string,
): ColumnSpec<R> {
  return {
    id,
    label,
    ...(description ? { description } : {}),
    field: null,
    numeric: false,
    value: () => null,
    format: (_v, row) => formatInterval(of(row)?.lo, of(row)?.hi, format),
    sort: sortAsText,
  };
}

/** The cell of one row in one column. */
export function cellOf<R>(spec: ColumnSpec<R>, row: R): Cell {
  const v = spec.value(row);
  const format = spec.format ?? plain;
  const text = format(v, row);
  const ci = spec.showInterval === false ? undefined : spec.interval?.(row);
  const ends = spec.formatInterval ?? ((x: number) => format(x, row));
  const sort = spec.sort ? spec.sort(row) : v;
  const href = spec.href?.(row);
  const title = spec.title?.(row);
  const tone = spec.tone?.(row);
  return {
    text: ci ? withInterval(text, ci.lo, ci.hi, ends) : text,
    ...(sort !== undefined && typeof sort !== 'boolean' ? { sort } : {}),
    ...(href ? { href } : {}),
    ...(title ? { title } : {}),
    ...(tone ? { tone } : {}),
  };
}

/** The download fields of one row in one column: its value, and its interval's ends when it has one. */
export function fieldsOf<R>(spec: ColumnSpec<R>, row: R): Record<string, DownloadValue> {
  const field = spec.field === undefined ? spec.id : spec.field;
  if (field === null) return {};
  const out: Record<string, DownloadValue> = spec.fields
    ? { ...spec.fields(row) }
    : { [field]: spec.value(row) ?? null };
  if (spec.interval) {
    const [lo, hi] = spec.intervalFields ?? [`${field}Lo`, `${field}Hi`];
    const ci = spec.interval(row);
    out[lo] = ci?.lo ?? null;
    out[hi] = ci?.hi ?? null;
  }
  return out;
}

/** The column header of a spec. */
export function columnOf<R>(spec: ColumnSpec<R>, numeric: boolean): Column {
  return {
    key: spec.id,
    label: spec.label,
    ...(numeric ? { numeric: true } : {}),
    ...(spec.description ? { help: spec.description } : {}),
    ...(spec.more ? { more: true } : {}),
  };
}

/**
 * A table from its column specs and its rows, in the rows' order: cells, sort keys, download rows and column help
 * from the one declaration. `extra` adds download fields that no column shows.
 * @example tableFromSpecs([{ id: 'model', label: 'Model', value: (r) => r.id }], [{ id: 'gpt4' }]).raw // [{ model: 'gpt4' }]
 */
export function tableFromSpecs<R>(
  specs: readonly ColumnSpec<R>[],
  rows: readonly R[],
  options: {
    caption?: string;
    rowIds?: (row: R) => string;
    rowLinks?: (row: R) => string | null;
    extra?: (row: R) => Record<string, DownloadValue>;
    /** The id of the column the rows are ordered by, best first (TableModel.sortedBy). */
    sortedBy?: string;
    /**
     * The order of the download fields, when it is not the columns' (the downloads of a statistic's record, in the
     * record's own order): the fields named here first, in this order, then any others in the columns' order.
     */
    fieldOrder?: readonly string[];
  } = {},
): TableModel {
  const numeric = specs.map((s) => s.numeric ?? rows.some((r) => typeof s.value(r) === 'number'));
  const order = options.fieldOrder;
  const download = (r: R): Record<string, DownloadValue> => {
    const fields: Record<string, DownloadValue> = Object.assign(
      {},
      ...specs.map((s) => fieldsOf(s, r)),
      options.extra?.(r) ?? {},
    );
    return order
      ? Object.assign(Object.fromEntries(order.filter((k) => k in fields).map((k) => [k, fields[k]])), fields)
      : fields;
  };
  return {
    columns: specs.map((s, i) => columnOf(s, numeric[i]!)),
    rows: rows.map((r) => specs.map((s) => cellOf(s, r))),
    raw: rows.map(download),
    ...(options.caption ? { caption: options.caption } : {}),
    ...(options.rowIds ? { rowIds: rows.map(options.rowIds) } : {}),
    ...(options.rowLinks ? { rowLinks: rows.map(options.rowLinks) } : {}),
    ...(options.sortedBy && specs.some((s) => s.id === options.sortedBy)
      ? { sortedBy: options.sortedBy }
      : {}),
  };
}

/**
 * A built table with more columns after its own, for tables whose rows are known by their ids (`rowIds`: a
 * leaderboard's models): each row's cells and download fields come from the specs, given the row's id. A table
 * without one id per row is returned as it is.
 * @example appendColumns(board, [{ id: 'cost', label: 'cost', value: (m) => cost.get(m) }]).columns.at(-1)?.key // 'cost'
 */
export function appendColumns(
  table: TableModel,
  specs: readonly ColumnSpec<string>[],
  options: { extra?: (id: string) => Record<string, TableValue> } = {},
): TableModel {
  const ids = table.rowIds;
  if (!ids || ids.length !== table.rows.length) return table;
  const added = tableFromSpecs(specs, ids, options.extra ? { extra: options.extra } : {});
  return {
    ...table,
    columns: [...table.columns, ...added.columns],
    rows: table.rows.map((r, i) => [...r, ...added.rows[i]!]),
    raw: table.raw.map((r, i) => ({ ...r, ...added.raw[i] })),
  };
}

/**
 * A column of rows `S` used on rows `R` that each hold one `S` (a leaderboard's model column on rows that carry a
 * model id): every accessor reads `of(row)`.
 * @example columnOn(rankSpec(ranges, 'the score'), (r: { model: string }) => r.model)
 */
export function columnOn<S, R>(spec: ColumnSpec<S>, of: (row: R) => S): ColumnSpec<R> {
  const { value, format, interval, sort, href, title, tone, fields, ...rest } = spec;
  return {
    ...rest,
    value: (r) => value(of(r)),
    ...(fields ? { fields: (r: R) => fields(of(r)) } : {}),
    ...(format ? { format: (v: TableValue | undefined, r: R) => format(v, of(r)) } : {}),
    ...(interval ? { interval: (r: R) => interval(of(r)) } : {}),
    ...(sort ? { sort: (r: R) => sort(of(r)) } : {}),
    ...(href ? { href: (r: R) => href(of(r)) } : {}),
    ...(title ? { title: (r: R) => title(of(r)) } : {}),
    ...(tone ? { tone: (r: R) => tone(of(r)) } : {}),
  };
}

/**
 * A table whose downloads are not its shown rows, each side declared as its own column list: a pivot (a row per
 * label shown, a row per label and model downloaded), a curve downloaded whole and shown at every window-th point,
 * a record downloaded as one row and shown as a row per measure, or a table downloaded only (no column shown).
 * The shown cells, sort keys and help come from `specs` over `rows`; the download rows from `downloads.specs` over
 * `downloads.rows` (their labels and formats are not used), in that order.
 * @example tableWithDownloads([], [], { specs: [{ id: 'rule', label: 'Rule', value: (f) => f.rule }], rows: [{ rule: 'a' }] }).raw // [{ rule: 'a' }]
 */
export function tableWithDownloads<R, D>(
  specs: readonly ColumnSpec<R>[],
  rows: readonly R[],
  downloads: {
    specs: readonly ColumnSpec<D>[];
    rows: readonly D[];
    extra?: (row: D) => Record<string, TableValue>;
    fieldOrder?: readonly string[];
  },
  options: Omit<NonNullable<Parameters<typeof tableFromSpecs<R>>[2]>, 'extra' | 'fieldOrder'> = {},
): TableModel {
  const shown = tableFromSpecs(specs, rows, options);
  const { raw } = tableFromSpecs(downloads.specs, downloads.rows, {
    ...(downloads.extra ? { extra: downloads.extra } : {}),
    ...(downloads.fieldOrder ? { fieldOrder: downloads.fieldOrder } : {}),
  });
  return { ...shown, raw };
}
