// What a model page shows beyond the judged benchmarks: its row in every other section that scores it
// (preference labels, Meena SSA, the Meena transcripts, ruTiE), each linking to the section. Without these, a
// model that only appears in preference labels or SSA labels had a page with nothing on it.
import type { ModelSection, TableModel } from '../site/siteModel.ts';
import type { SsaSiteModel } from '../site/ssaModel.ts';

/** The rows of `table` whose raw `model` is `model`, as a table of their own; undefined when there are none. */
export function rowsOfModel(table: TableModel, model: string): TableModel | undefined {
  const keep = table.raw.flatMap((r, i) => (r.model === model ? [i] : []));
  if (keep.length === 0) return undefined;
  return { ...table, rows: keep.map((i) => table.rows[i]!), raw: keep.map((i) => table.raw[i]!) };
}

export interface ModelSectionSources {
  ssa?: SsaSiteModel;
}

/**
 * The model's rows in the sections outside the benchmark views, in the order the site navigation lists them.
 * @example modelSections('heron-70b', { rutie }) // [{ title: 'ruTiE', path: 'rutie/', table: <its row>, links: [...] }]
 */
export function modelSections(model: string, s: ModelSectionSources): ModelSection[] {
  const out: ModelSection[] = [];
  const add = (
    title: string,
    path: string,
    table: TableModel | undefined,
    links: ModelSection['links'] = [],
  ) => {
    const rows = table && rowsOfModel(table, model);
    if (rows) out.push({ title, path, table: rows, links });
  };
  if (s.ssa?.leaderboard) add('Meena SSA', 'ssa/', s.ssa.leaderboard.table);
  const system = s.ssa?.browser?.systems.find((x) => x.model === model);
  if (s.ssa?.browser && system)
    add('Meena transcripts', system.path, s.ssa.browser.table, [
      { label: `its ${system.conversations.length} conversations`, path: system.path },
    ]);
  return out;
}
