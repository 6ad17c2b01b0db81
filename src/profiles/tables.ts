// Small pieces every section's builder shapes its view models with: a table, a figure with its downloads, the
// rows of one model, and text order.
import type { Cell, Column, FigureModel, TableModel } from '../site/viewModel.ts';

/** Compares two strings by code unit (locale-free, so every build orders the same). */
export const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** A table model; the caption only when given. */
export function table(
  columns: Column[],
  rows: Cell[][],
  raw: TableModel['raw'],
  caption?: string,
): TableModel {
  return { columns, rows, raw, ...(caption ? { caption } : {}) };
}

/** A figure model with its download names (`<id>.csv`, `<id>.json`) and no notes unless given. */
export function figure(f: Omit<FigureModel, 'downloads' | 'notes'> & { notes?: string[] }): FigureModel {
  return { ...f, notes: f.notes ?? [], downloads: { csv: `${f.id}.csv`, json: `${f.id}.json` } };
}

/**
 * The rows of `table` whose raw `model` is `model`, as a table of their own; undefined when there are none.
 * @example rowsOfModel(leaderboard, 'heron-70b') // { columns, rows: [<its row>], raw: [<its raw row>] }
 */
export function rowsOfModel(table: TableModel, model: string): TableModel | undefined {
  const keep = table.raw.flatMap((r, i) => (r.model === model ? [i] : []));
  if (keep.length === 0) return undefined;
  return { ...table, rows: keep.map((i) => table.rows[i]!), raw: keep.map((i) => table.raw[i]!) };
}
