// FED's labels on the Meena-release conversations: per level (turn, dialog) the per-system means and
// distributions of each quality and the raters' agreement per quality; each rated conversation with its ratings;
// the free-text values and the linking notes.
import type { Dataset } from '../../../records/dataset.ts';
import type { FedItem, FedLevel } from '../../../records/fed.ts';
import { slugify } from '../../../records/ids.ts';
import { formatLocation } from '../../../records/report.ts';
import { groupedBarsChart } from '../../../render/charts/groupedBarsChart.ts';
import {
  asFixed,
  asPct,
  tableFromSpecs,
  tableWithDownloads,
  type ColumnSpec,
  type TableValue,
} from '../../../render/columnSpec.ts';
import type { TableModel } from '../../../site/viewModel.ts';
import { groupBy } from '../../../stats/groupBy.ts';
import { krippendorffAlpha } from '../../../stats/krippendorffAlpha.ts';
import { percentAgreement } from '../../../stats/percentAgreement.ts';
import { ratingSummary } from '../../../stats/ratingSummary.ts';
import { formatRange, pct } from '../../../render/format.ts';
import { byText } from '../../tables.ts';
import { FED_DIALOG_QUALITIES, FED_TURN_QUALITIES, fedScale } from '../fed.ts';
import type { FedConversationView, FedSiteModel, FedTurnView } from './model.ts';
import { mean, type SsaSectionOptions } from './shared.ts';

/** One quality of a level: its scale, the summary of its ratings per system, and every item's ratings (for agreement). */
interface QualitySummary {
  quality: string;
  scale: NonNullable<ReturnType<typeof fedScale>>;
  perSystem: ReturnType<typeof ratingSummary>[];
  units: (number | null)[][];
}

function ratingsOf(item: FedItem): { quality: string; values: (number | null)[]; mean: number | null }[] {
  return Object.entries(item.ratings).map(([quality, values]) => {
    const xs = values.filter((v): v is number => v !== null);
    return { quality, values, mean: xs.length ? mean(xs) : null };
  });
}

/** The qualities FED rated at a level (its own first, in its order, then any other with a known scale), summarised per system. */
function levelSummaries(
  items: readonly FedItem[],
  level: FedLevel,
  systems: readonly string[],
): QualitySummary[] {
  const mine = items.filter((i) => i.level === level);
  const known = Object.keys(level === 'turn' ? FED_TURN_QUALITIES : FED_DIALOG_QUALITIES);
  const seen = [...new Set(mine.flatMap((i) => Object.keys(i.ratings)))];
  const qualities = [
    ...known.filter((q) => seen.includes(q)),
    ...seen.filter((q) => !known.includes(q)),
  ].filter((q) => fedScale(level, q) !== undefined);
  return qualities.map((q) => {
    const scale = fedScale(level, q)!;
    return {
      quality: q,
      scale,
      perSystem: systems.map((s) =>
        ratingSummary(
          mine.filter((i) => i.system === s && i.ratings[q]).map((i) => i.ratings[q]!),
          scale,
        ),
      ),
      units: mine.filter((i) => i.ratings[q]).map((i) => i.ratings[q]!),
    };
  });
}

/** The mean of each quality per system, as a table. */
function meansTable(
  level: FedLevel,
  summaries: readonly QualitySummary[],
  systems: readonly string[],
  options: SsaSectionOptions,
): TableModel {
  // A row per quality shown, a column per system; downloaded as a row per quality and system.
  return tableWithDownloads(
    [
      { id: 'quality', label: 'Quality', value: (x) => x.quality },
      { id: 'scale', label: 'Scale', value: (x) => formatRange(x.scale.min, x.scale.max) },
      ...systems.map((s, k): ColumnSpec<QualitySummary> => ({
        id: s,
        label: options.name(s),
        numeric: true,
        value: (x) => x.perSystem[k]!.mean,
        format: asFixed(2),
        title: (x) => `${x.perSystem[k]!.items} items, ${x.perSystem[k]!.ratings} ratings`,
      })),
    ],
    summaries,
    {
      specs: MEAN_DOWNLOAD,
      rows: summaries.flatMap((x) =>
        x.perSystem.map((r, k) => ({ quality: x.quality, system: systems[k]!, r })),
      ),
      extra: () => ({ level }),
      fieldOrder: ['level'],
    },
    {
      caption: `FED ${level}-level qualities: mean rating per system (the mean of each item's mean over its raters)`,
    },
  );
}

/** One quality's ratings of one system, as downloaded. */
const MEAN_DOWNLOAD: ColumnSpec<{
  quality: string;
  system: string;
  r: QualitySummary['perSystem'][number];
}>[] = [
  { id: 'quality', label: 'Quality', value: (d) => d.quality },
  { id: 'system', label: 'System', value: (d) => d.system },
  { id: 'mean', label: 'Mean', value: (d) => d.r.mean },
  { id: 'sd', label: 'SD', value: (d) => d.r.sd },
  { id: 'items', label: 'Items', value: (d) => d.r.items },
  { id: 'ratings', label: 'Ratings', value: (d) => d.r.ratings },
];

/** The means as grouped bars, one group per system. */
function meansChart(
  level: FedLevel,
  summaries: readonly QualitySummary[],
  systems: readonly string[],
  options: SsaSectionOptions,
): string {
  return groupedBarsChart(
    summaries.flatMap((x) =>
      x.perSystem.flatMap((r, k) =>
        r.mean === null
          ? []
          : [
              {
                label: `${x.quality} (${formatRange(x.scale.min, x.scale.max)})`,
                group: options.name(systems[k]!),
                value: r.mean,
              },
            ],
      ),
    ),
    { title: `FED ${level}-level mean ratings per system`, groups: systems.map(options.name) },
  );
}

/** For each quality and system, the share of ratings at each scale value. */
function distributionsTable(
  level: FedLevel,
  summaries: readonly QualitySummary[],
  systems: readonly string[],
  options: SsaSectionOptions,
): TableModel {
  const maxValue = Math.max(...summaries.map((x) => x.scale.max));
  const minValue = Math.min(...summaries.map((x) => x.scale.min));
  const values = Array.from({ length: maxValue - minValue + 1 }, (_, k) => minValue + k);
  type Row = { x: QualitySummary; r: QualitySummary['perSystem'][number]; system: string };
  const share = (v: number): ColumnSpec<Row> => {
    const at = (row: Row) => row.r.distribution.find((e) => e.value === v);
    return {
      id: `v${v}`,
      label: `${v} %`,
      numeric: true,
      value: (row) => at(row)?.count,
      format: (_v, row) => {
        const d = at(row);
        return d ? pct(row.r.ratings ? d.count / row.r.ratings : NaN, 0) : '';
      },
      title: (row) => {
        const d = at(row);
        return d ? `${d.count} ratings` : undefined;
      },
      tone: (row) => (at(row) ? undefined : 'muted'),
      // Only the values rated are downloaded.
      fields: (row): Record<string, TableValue> => {
        const d = at(row);
        return d ? { [`v${v}`]: d.count } : {};
      },
    };
  };
  return tableFromSpecs<Row>(
    [
      { id: 'quality', label: 'Quality', value: (row) => row.x.quality },
      {
        id: 'system',
        label: 'System',
        value: (row) => row.system,
        format: (_v, row) => options.name(row.system),
        sort: (row) => options.name(row.system),
      },
      ...values.map(share),
      { id: 'ratings', label: 'Ratings', numeric: true, value: (row) => row.r.ratings },
    ],
    summaries.flatMap((x) => x.perSystem.map((r, k) => ({ x, r, system: systems[k]! }))),
    {
      caption: `FED ${level}-level: share of ratings at each scale value`,
      extra: () => ({ level }),
      fieldOrder: ['level', 'quality', 'system', 'ratings'],
    },
  );
}

/** An alpha, -2 (below any alpha) when there is none. */
const alphaColumn = (id: 'ordinal' | 'interval', label: string, field: string): ColumnSpec<Agreement> => ({
  id,
  label,
  field,
  numeric: true,
  value: (a) => a[id],
  format: asFixed(2),
  sort: (a) => a[id] ?? -2,
});

/** One quality's agreement: pairwise, and Krippendorff's alpha on its ordinal and its interval reading. */
interface Agreement {
  quality: string;
  pairwise: ReturnType<typeof percentAgreement>;
  ordinal: number | null;
  interval: number | null;
}

const AGREEMENT: ColumnSpec<Agreement>[] = [
  { id: 'quality', label: 'Quality', value: (a) => a.quality },
  { id: 'items', label: 'Items', numeric: true, value: (a) => a.pairwise.units },
  {
    id: 'agreement',
    label: 'Agreement %',
    description: 'pairwise: the share of rater pairs giving the same value',
    numeric: true,
    value: (a) => a.pairwise.agreement,
    format: asPct(1),
    sort: (a) => a.pairwise.agreement ?? -1,
  },
  alphaColumn('ordinal', 'Alpha (ordinal)', 'alphaOrdinal'),
  alphaColumn('interval', 'Alpha (interval)', 'alphaInterval'),
];

/** The raters' agreement per quality, all systems together. */
function agreementTable(level: FedLevel, summaries: readonly QualitySummary[]): TableModel {
  return tableFromSpecs(
    AGREEMENT,
    summaries.map((x) => ({
      quality: x.quality,
      pairwise: percentAgreement(x.units),
      ordinal: krippendorffAlpha(x.units, 'ordinal').alpha,
      interval: krippendorffAlpha(x.units, 'interval').alpha,
    })),
    {
      caption: `FED ${level}-level: rater agreement per quality, all systems together`,
      extra: () => ({ level }),
      fieldOrder: ['level'],
    },
  );
}

/** The rated conversations that were found in the Meena release, with every turn and its ratings. */
function fedConversations(
  data: Dataset,
  items: readonly FedItem[],
  options: SsaSectionOptions,
): FedConversationView[] {
  const byConversation = groupBy(
    items.filter((i) => i.conversationId !== undefined),
    (i) => i.conversationId!,
  );
  const convById = new Map(data.conversations.map((c) => [c.id, c]));
  const conversations: FedConversationView[] = [];
  for (const [id, its] of byConversation) {
    const c = convById.get(id);
    if (!c) continue;
    const turnItems = its.filter((i) => i.level === 'turn');
    const dialogItem = its.find((i) => i.level === 'dialog');
    const turns: FedTurnView[] = c.chats.map((text, k) => {
      const rated = turnItems.filter((i) => i.turn === k + 1);
      return {
        n: k + 1,
        speaker: c.speakers?.[k] ?? '',
        text,
        ...(rated.length ? { ratings: rated.flatMap(ratingsOf), items: rated.map((i) => i.item) } : {}),
      };
    });
    conversations.push({
      conversationId: id,
      path: `fed/${slugify(c.seed)}`,
      conversationPath: options.conversationPaths.get(id) ?? '',
      model: c.model,
      display: options.name(c.model),
      seed: c.seed,
      turns,
      ...(dialogItem
        ? {
            dialog: {
              item: dialogItem.item,
              turnsShown: dialogItem.turn ?? dialogItem.context.length,
              ratings: ratingsOf(dialogItem),
            },
          }
        : {}),
      linkedBy: its.every((i) => i.linkedBy === 'text')
        ? 'its text'
        : `its text, ${its.filter((i) => i.linkedBy === 'text-without-emoticons').length} of its ${its.length} FED items only once ASCII emoticons are ignored`,
    });
  }
  return conversations.sort(
    (a, b) =>
      byText(a.display, b.display) ||
      (Number(a.seed.split('-').pop()) || 0) - (Number(b.seed.split('-').pop()) || 0),
  );
}

/** The FED part of the section, or undefined when the data hold no FED item. */
export function fedSection(data: Dataset, options: SsaSectionOptions): FedSiteModel | undefined {
  const items = data.fedItems;
  if (items.length === 0) return undefined;
  const systems = [...new Set(items.map((i) => i.system))].sort((a, b) =>
    byText(options.name(a), options.name(b)),
  );
  const levelTables = (level: FedLevel) => {
    const summaries = levelSummaries(items, level, systems);
    return {
      means: meansTable(level, summaries, systems, options),
      chart: meansChart(level, summaries, systems, options),
      distributions: distributionsTable(level, summaries, systems, options),
      agreement: agreementTable(level, summaries),
    };
  };
  const turn = levelTables('turn');
  const dialog = levelTables('dialog');
  const conversations = fedConversations(data, items, options);
  const findings = data.report.files.flatMap((f) => f.findings);
  return {
    means: { turn: turn.means, dialog: dialog.means },
    meanCharts: { turn: turn.chart, dialog: dialog.chart },
    distributions: { turn: turn.distributions, dialog: dialog.distributions },
    agreement: { turn: turn.agreement, dialog: dialog.agreement },
    freeText: findings
      .filter((f) => f.kind === 'fed-free-text')
      .map((f) => ({ where: formatLocation(f), message: f.message, raw: f.raw ?? '' })),
    linkNotes: findings
      .filter((f) => f.kind === 'fed-unlinked' || f.kind === 'fed-linked-without-emoticons')
      .map((f) => `${formatLocation(f)}: ${f.message}`),
    conversations,
    counts: {
      turnItems: items.filter((i) => i.level === 'turn').length,
      dialogItems: items.filter((i) => i.level === 'dialog').length,
      linkedDialogs: items.filter((i) => i.level === 'dialog' && i.conversationId).length,
      linkedTurns: items.filter((i) => i.level === 'turn' && i.conversationId).length,
    },
  };
}
