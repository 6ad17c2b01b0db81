// Small pieces every section's builder shapes its view models with: a table, a figure with its downloads, the
// rows of one model, and text order.
import type { TableModel } from '../site/viewModel.ts';

// The table and figure shapes are the views' own (one definition for benchmark views and sections alike).
export { byText, figure } from '../views/viewContext.ts';

/**
 * The rows of `table` whose raw `model` is `model`, as a table of their own; undefined when there are none.
 * @example rowsOfModel(leaderboard, 'heron-70b') // { columns, rows: [<its row>], raw: [<its raw row>] }
 */
export function rowsOfModel(table: TableModel, model: string): TableModel | undefined {
  const keep = table.raw.flatMap((r, i) => (r.model === model ? [i] : []));
  if (keep.length === 0) return undefined;
  return { ...table, rows: keep.map((i) => table.rows[i]!), raw: keep.map((i) => table.raw[i]!) };
}
