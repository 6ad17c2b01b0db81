// The cell tables a leaderboard page refits a reader's own slice from (issue 36 item 1, decision 0173): per
// benchmark with model-against-model judgments, one table per setting over the judgments its views rate
// (the profile's `rated`: LMArena's anonymous votes), cut by every attribute that varies among them
// (judgmentAttributes: the judge, language, turns, month, category tags). Written as one JSON download,
// data/cells/<benchmark>.json, which the page fetches only when the reader opens its filters.
import { profileOf } from '../../profiles/index.ts';
import type { Dataset } from '../../records/dataset.ts';
import type { PairJudgment } from '../../records/pairJudgment.ts';
import { buildCellTable, judgmentAttributes, type CellTable } from '../../stats/cellTable.ts';
import { groupBy } from '../../stats/groupBy.ts';
import { bySetting, byText, seg } from '../../views/viewContext.ts';
import type { ViewModel } from '../../site/siteModel.ts';
import type { GroupFile } from '../pageGroup.ts';
import { siteNames } from './siteViews.ts';

/** A benchmark's cells download: its settings' tables, and the display names of the models and judges in them. */
export interface CellDownload {
  benchmark: string;
  /** One table per setting with Arena judgments, settings in reading order. */
  settings: { setting: string; table: CellTable }[];
  /** Display names of the models and judges the tables name (id → name, ids in string order). */
  names: Record<string, string>;
}

/** The path of a benchmark's cells download under the site. */
export const cellsPath = (benchmark: string): string => `data/cells/${seg(benchmark)}.json`;

const built = new WeakMap<readonly PairJudgment[], CellDownload[]>();

/**
 * Every benchmark's cell download, for the benchmarks whose rated Arena judgments vary in at least one attribute
 * in some setting (with none there is no slice to choose, and no download). Computed once per dataset.
 */
export function cellDownloads(data: Pick<Dataset, 'pairJudgments' | 'models' | 'judges'>): CellDownload[] {
  const hit = built.get(data.pairJudgments);
  if (hit) return hit;
  const { name, judgeName } = siteNames(data);
  const out: CellDownload[] = [];
  const arena = data.pairJudgments.filter((p) => p.kind === 'arena');
  for (const [benchmark, all] of groupBy(arena, (p) => p.benchmark).sort(([a], [b]) => byText(a, b))) {
    const rated = profileOf(benchmark)?.view?.rated ?? ((p: readonly PairJudgment[]) => [...p]);
    const bySettings = groupBy(rated(all), (p) => p.setting)
      .sort(([a], [b]) => bySetting(a, b))
      .map(([setting, js]) => ({ setting, js, attributes: judgmentAttributes(js) }));
    // Nothing to choose in any setting: no table is built, no file written.
    if (!bySettings.some((s) => s.attributes.length > 0)) continue;
    const settings = bySettings
      .map(({ setting, js, attributes }) => ({ setting, table: buildCellTable(js, attributes) }))
      .filter((s) => s.table.models.length >= 2);
    if (!settings.some((s) => s.table.attributes.length > 0)) continue;
    const names: Record<string, string> = {};
    const ids = new Set(settings.flatMap((s) => s.table.models));
    const judges = new Set(
      settings.flatMap((s) => s.table.attributes.find((a) => a.name === 'judge')?.values ?? []),
    );
    for (const id of [...new Set([...ids, ...judges])].sort(byText))
      names[id] = ids.has(id) ? name(id) : judgeName(id);
    out.push({ benchmark, settings, names });
  }
  built.set(data.pairJudgments, out);
  return out;
}

/**
 * Where each view's page finds its benchmark's cells, and the judge it opens with (its own, when the judge is an
 * attribute of the table): undefined for a view whose benchmark has no download.
 */
export function viewRefit(
  downloads: readonly CellDownload[],
  view: Pick<ViewModel, 'benchmark' | 'judge'>,
): ViewModel['refit'] {
  const d = downloads.find((x) => x.benchmark === view.benchmark);
  return d ? { cells: cellsPath(d.benchmark), judge: view.judge } : undefined;
}

/** The downloads as files (compact JSON: keys in a fixed order, so two builds of the same data agree). */
export function cellFiles(data: Pick<Dataset, 'pairJudgments' | 'models' | 'judges'>): GroupFile[] {
  return cellDownloads(data).map((d) => ({ path: cellsPath(d.benchmark), text: JSON.stringify(d) }));
}
