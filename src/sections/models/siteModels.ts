// The model pages: each model's row in every leaderboard it is ranked in, the numbers each benchmark published for
// it, how each benchmark's files spell it, its chat lengths, the conversations a judge found it out soonest in, and
// (filled in by the caller) its rows in the sections of other benchmarks.
import { benchmarkTitle, profileOf } from '../../profiles/index.ts';
import type { Dataset } from '../../records/dataset.ts';
import type { PublishedLeaderboardRow } from '../../records/published.ts';
import { lengthDistribution, lengthDistributionRow } from '../../render/charts/lengthDistribution.ts';
import { sortAsText, tableFromSpecs, type ColumnSpec } from '../../render/columnSpec.ts';
import type { ConversationView, ModelView, ViewModel } from '../../site/siteModel.ts';
import type { TableModel } from '../../site/viewModel.ts';
import type { LengthStats } from '../../stats/lengthStats.ts';
import { byText, judgePhrase } from '../../views/viewContext.ts';
import { MISSING } from '../../render/format.ts';

/** How many of a model's soonest-found conversations its page lists. */
const WORST_SHOWN = 20;

export function buildModels(
  data: Dataset,
  conversations: readonly ConversationView[],
  views: readonly ViewModel[],
  lengths: ReadonlyMap<string, readonly LengthStats[]>,
): ModelView[] {
  // A model's published rows by benchmark, in the order read.
  const publishedOf = new Map<string, Map<string, PublishedLeaderboardRow[]>>();
  for (const r of data.publishedLeaderboard) {
    let by = publishedOf.get(r.model);
    if (!by) publishedOf.set(r.model, (by = new Map()));
    let rows = by.get(r.benchmark);
    if (!rows) by.set(r.benchmark, (rows = []));
    rows.push(r);
  }
  return data.models.map((m) => {
    const worst = conversations
      .filter((c) => c.model === m.id)
      .flatMap((c) =>
        c.verdicts
          .filter((v) => v.verdict === 'ai')
          .map((v) => ({
            path: c.path,
            label: `${c.benchmark} ${c.setting ? `${c.setting} ` : ''}${c.seed}`,
            firstAiChat: v.firstAiChat,
            judge: v.judge,
          })),
      )
      .sort((a, b) => (a.firstAiChat ?? 0) - (b.firstAiChat ?? 0) || byText(a.path, b.path))
      .slice(0, WORST_SHOWN);
    const mine = [...lengths.values()].flat().filter((l) => l.model === m.id && l.tokens.length > 0);
    const tables = views.flatMap((view) => {
      const i = view.leaderboard.table.raw.findIndex((r) => r.model === m.id);
      if (i === -1) return [];
      const t = view.leaderboard.table;
      return [
        {
          view: view.path,
          benchmark: view.benchmark,
          benchmarkTitle: view.benchmarkTitle,
          judge: view.judge,
          title: `${view.benchmarkTitle}, ${judgePhrase(view.judgeDisplay)}`,
          table: { ...t, rows: [t.rows[i]!], raw: [t.raw[i]!] },
        },
      ];
    });
    // A benchmark that draws its own views sets its published numbers beside its reproduced ones in them (BotChat's
    // lb.csv): where the model has a row there, the page does not print them twice.
    const shownInView = new Set(tables.filter((t) => profileOf(t.benchmark)?.view).map((t) => t.benchmark));
    const published = [...(publishedOf.get(m.id) ?? new Map<string, PublishedLeaderboardRow[]>())]
      .filter(([benchmark]) => !shownInView.has(benchmark))
      .map(([benchmark, rows]) => ({
        benchmark,
        title: benchmarkTitle(benchmark),
        table: publishedTable(rows),
      }));
    return {
      id: m.id,
      display: m.display,
      path: `models/${m.id}`,
      aliases: m.aliases,
      isGroundTruth: m.isGroundTruth,
      spelledIn: (m.spelledIn ?? []).map((x) => ({ ...x, title: benchmarkTitle(x.benchmark) })),
      tables,
      published,
      ...(mine.length > 0
        ? {
            lengthSvg: lengthDistribution(
              mine.map((l, i) =>
                lengthDistributionRow(
                  { model: `${m.id}-${i}`, display: `${m.display} (${l.chats} chats)` },
                  l,
                ),
              ),
              {
                title: `Chat length of ${m.display} (cl100k tokens)`,
                xLabel: 'tokens per generated chat (log scale)',
                scale: 'log',
              },
            ),
          }
        : {}),
      worst,
      sections: [],
      scoredIn: [],
    };
  });
}

/**
 * One model's published rows of one benchmark as a table, the numbers as printed: a row per published table
 * (`board`: AlpacaEval's annotator, arena-hard's date; the column is left out when no row has one), the columns
 * every row's values and text cells in the order first met, and the file each row was read from.
 */
export function publishedTable(rows: readonly PublishedLeaderboardRow[]): TableModel {
  const keys: string[] = [];
  for (const r of rows)
    for (const k of [...Object.keys(r.values), ...Object.keys(r.labels ?? {})])
      if (!keys.includes(k)) keys.push(k);
  const boards = rows.some((r) => r.board !== undefined);
  // A column per published value or text cell, the number as printed (sorted by its value).
  const keyColumn = (k: string): ColumnSpec<PublishedLeaderboardRow> => ({
    id: k,
    label: k,
    numeric: rows.some((r) => r.values[k] !== undefined),
    value: (r) => r.values[k]?.value ?? r.labels?.[k] ?? null,
    format: (_v, r) => r.values[k]?.printed ?? r.labels?.[k] ?? MISSING,
    sort: (r) => r.values[k]?.value,
    tone: (r) => (r.values[k] || r.labels?.[k] !== undefined ? undefined : 'muted'),
  });
  return tableFromSpecs<PublishedLeaderboardRow>(
    [
      ...(boards
        ? [
            {
              id: 'board',
              label: 'Table',
              value: (r: PublishedLeaderboardRow) => r.board ?? null,
              format: (_v: unknown, r: PublishedLeaderboardRow) => r.board ?? MISSING,
              sort: sortAsText,
            },
          ]
        : []),
      ...keys.map(keyColumn),
      { id: 'file', label: 'Read from', value: (r) => r.source.file, sort: sortAsText },
    ],
    rows,
  );
}
