// The bad-case gallery of a build: every conversation through the detectors, the cards per category, the
// static filter pages (every combination of category, model, verdict and N that has a card), the per-model
// heatmap, the detectors measured against hand-labelled examples, and cross-turn repetition per system.
import { examinedChats } from '../../detect/examinedChats.ts';
import { EXCESSIVE_LENGTH, lengthThreshold, type LengthThreshold } from '../../detect/excessiveLength.ts';
import { FORMAL_TONE } from '../../detect/formalTone.ts';
import { REPEATED_OPENER } from '../../detect/repetitivePhrasing.ts';
import { RULE_NAMES, type DetectorInput, type Tag } from '../../detect/tag.ts';
import type { Dataset } from '../../records/dataset.ts';
import { GROUND_TRUTH } from '../../records/ids.ts';
import { CASE_LABEL_DESCRIPTIONS, CASE_LABEL_NAMES, type CaseLabel } from '../../records/badCase.ts';
import type { Conversation } from '../../records/conversation.ts';
import type { CuratedTag } from '../../records/curatedTag.ts';
import type { UniJudgment } from '../../records/uniJudgment.ts';
import { formatSource } from '../../records/source.ts';
import { categoryHeatmap } from '../../render/charts/categoryHeatmap.ts';
import { sortAsText, tableFromSpecs, type ColumnSpec } from '../../render/columnSpec.ts';
import type { CuratedView, GalleryCard, GalleryModel } from '../../site/galleryModel.ts';
import { galleryPath } from '../../site/galleryPaths.ts';
import type { ConversationView, TableModel } from '../../site/siteModel.ts';
import { CROSS_TURN_REPETITION } from '../../stats/crossTurnRepetition.ts';
import { groupBy } from '../../stats/groupBy.ts';
import { fixed, MISSING, pct } from '../../render/format.ts';
import type { MemoEach } from '../../views/viewContext.ts';
import { detectAll, type DetectorJob } from './detectorPool.ts';
import { cardBase, excerpt, tagView } from './cards.ts';
import { evaluationsAndExamples } from './examples.ts';
import { byText, LABELS } from './labels.ts';
import { buildPages } from './pages.ts';
import { buildRepetition } from './repetition.ts';

export { EVIDENCE_SHOWN, EXCERPT_CHARS, segmentsOf } from './cards.ts';
export { REFINED_PAGES } from './pages.ts';

/** The N values the gallery filters on: BotChat reports pass@N at 4, 8, 12 and 16 chats. */
export const GALLERY_N = [4, 8, 12, 16] as const;

export interface GalleryOptions {
  tokens: (text: string) => number;
  name: (model: string) => string;
  /** A benchmark's title, for heatmap rows of a model that several benchmarks hold (default: its id). */
  benchmarkTitle?: (benchmark: string) => string;
  /**
   * The input-hash cache: each conversation's tags are stored under a digest of everything the detectors read of
   * it (the conversation, its judges' verdicts, its benchmark's length threshold), so a rebuild runs them only on
   * the conversations whose inputs changed.
   */
  memoEach?: MemoEach;
  /** Runs the detectors on many conversations at once (on both cores: gallery/detectorPool.ts); default: here. */
  detect?: (jobs: readonly DetectorArgs[], tokensOf: (text: string) => number) => Tag[][];
}

/**
 * The models whose conversations are people's: BotChat's `GT` and any model the data marks as ground truth
 * (the Meena release's human-human conversations).
 */
function humanModels(data: Dataset): ReadonlySet<string> {
  return new Set([GROUND_TRUTH, ...data.models.filter((m) => m.isGroundTruth).map((m) => m.id)]);
}

/** The detector's view of a conversation: people's conversations are examined seed chats included. */
function detectorInput(c: Conversation, human: ReadonlySet<string> = new Set([GROUND_TRUTH])): DetectorInput {
  return { ...c, groundTruth: human.has(c.model) };
}

/** What the detectors are handed for one conversation, but the token counter (code). */
type DetectorArgs = DetectorJob;

/** The length threshold of each benchmark, from the examined chats of its ground-truth conversations. */
function thresholds(
  data: Dataset,
  tokens: (t: string) => number,
  people: ReadonlySet<string>,
): Map<string, LengthThreshold> {
  const out = new Map<string, LengthThreshold>();
  for (const [benchmark, convs] of groupBy(data.conversations, (c) => c.benchmark)) {
    const human = convs
      .filter((c) => people.has(c.model))
      .flatMap((c) => examinedChats(detectorInput(c, people)).map((i) => c.chats[i]!));
    out.set(benchmark, lengthThreshold(human, tokens));
  }
  return out;
}

/** Curated tags as cards of their own, one per conversation and label. */
function curatedCards(
  curatedBy: ReadonlyMap<string, CuratedTag[]>,
  jobById: ReadonlyMap<string, { c: Conversation; v: ConversationView }>,
): GalleryCard[] {
  const out: GalleryCard[] = [];
  for (const [key, ts] of curatedBy) {
    const t = ts[0]!;
    const job = jobById.get(t.conversationId);
    if (!job) continue;
    const { c, v } = job;
    const chat = t.label === 'good' ? null : (ts.find((x) => x.chat !== undefined)?.chat ?? null);
    const curated: CuratedView[] = ts.map((x) => ({
      label: CASE_LABEL_NAMES[x.label],
      note: x.note,
      ...(x.chat !== undefined ? { chat: x.chat } : {}),
      ...(x.curator ? { curator: x.curator } : {}),
      source: formatSource(x.source),
    }));
    out.push({
      key: `${key}#curated`,
      category: t.label,
      origin: 'curated',
      ...cardBase(c, v),
      chat,
      excerpt: chat === null ? [] : excerpt(c, chat, []),
      tags: [],
      curated,
    });
  }
  return out;
}

/** Heatmap row keys with their model (and benchmark, when several benchmarks hold the model). */
type HeatRow = { key: string; model: string; benchmark?: string };

/** The per-model heatmap: the share of each row's conversations with a card of each label, as a table and a chart. */
function heatmapOf(
  rows: readonly HeatRow[],
  tagCounts: ReadonlyMap<string, ReadonlySet<string>>,
  fired: ReadonlyMap<string, ReadonlyMap<string, number>>,
  benchmarksOf: ReadonlyMap<string, ReadonlySet<string>>,
  people: ReadonlySet<string>,
  rowName: (r: { model: string; benchmark?: string }) => string,
): { heatmap: TableModel; heatmapSvg: string } {
  const heatValues = rows.map(({ key, model }) =>
    LABELS.map((l) => {
      const n = tagCounts.get(key)?.size ?? 0;
      if (l === 'good' && people.has(model)) return null;
      return n > 0 ? (fired.get(key)?.get(l) ?? 0) / n : null;
    }),
  );
  // A column per label: its share of the row's conversations, downloaded with the count of them.
  type Heat = { r: HeatRow; i: number };
  const count = ({ r }: Heat, l: string) => fired.get(r.key)?.get(l) ?? 0;
  const heatmap = tableFromSpecs<Heat>(
    [
      {
        id: 'model',
        label: 'Model',
        value: ({ r }) => r.model,
        format: (_v, { r }) => rowName(r),
        sort: sortAsText,
        href: ({ r }) => `models/${r.model}/`,
      },
      {
        id: 'n',
        label: 'conversations',
        field: 'conversations',
        numeric: true,
        value: ({ r }) => tagCounts.get(r.key)?.size ?? 0,
      },
      ...LABELS.map((l, k): ColumnSpec<Heat> => ({
        id: l,
        label: CASE_LABEL_NAMES[l],
        numeric: true,
        value: ({ i }) => heatValues[i]![k] ?? null,
        format: (share, h) => (typeof share === 'number' ? `${pct(share)}% (${count(h, l)})` : MISSING),
        sort: ({ i }) => heatValues[i]![k] ?? -1,
        href: (h) =>
          count(h, l) > 0
            ? galleryPath({ category: l, model: h.r.model, verdict: 'any', n: 'all' })
            : undefined,
        fields: (h) => ({ [l]: heatValues[h.i]![k] ?? null, [`${l}_count`]: count(h, l) }),
      })),
    ],
    rows.map((r, i) => ({ r, i })),
    {
      caption:
        'Share of each model’s conversations with at least one tag of the category (count in brackets)',
      extra: ({ r }) => ({ benchmark: r.benchmark ?? [...benchmarksOf.get(r.model)!][0]! }),
      fieldOrder: ['model', 'benchmark', 'conversations', ...LABELS, ...LABELS.map((l) => `${l}_count`)],
    },
  );
  const heatmapSvg =
    rows.length > 0
      ? categoryHeatmap({
          rows: rows.map((r) => ({ model: r.model, display: rowName(r) })),
          columns: LABELS.map((l) => CASE_LABEL_NAMES[l]),
          values: heatValues,
        })
      : '';
  return { heatmap, heatmapSvg };
}

/** The gallery's method lines: each benchmark's length threshold, then the other rules' parameters. */
function galleryMethod(limits: ReadonlyMap<string, LengthThreshold>): string[] {
  const method = [...limits.entries()].map(([b, t]) =>
    t.tokens === null
      ? `${b}: a chat is long above ${t.words} words (no ground-truth chats to measure people's lengths).`
      : `${b}: a chat is long above ${t.words} words and ${fixed(t.tokens, 1)} cl100k tokens, the ${EXCESSIVE_LENGTH.humanQuantile * 100}th percentile of ${t.humanChats} ground-truth chats; at least ${EXCESSIVE_LENGTH.minLongChats} long chats tag a conversation.`,
  );
  method.push(
    `Cross-turn repetition: two turns of the model share a common word subsequence of at least ${CROSS_TURN_REPETITION.minCommonWords} words with similarity 2·LCS/(|a|+|b|) of at least ${CROSS_TURN_REPETITION.minSimilarity}, or one turn holds ${CROSS_TURN_REPETITION.partialMinContained * 100}% of an earlier one (at least ${CROSS_TURN_REPETITION.partialMinCommonWords} words). Repeated opener: the same first ${REPEATED_OPENER.openerWords} words in at least ${REPEATED_OPENER.minChats} chats and ${REPEATED_OPENER.minShare * 100}% of them.`,
    `Formal tone: at least ${FORMAL_TONE.minMarkers} assistant-style markers and ${FORMAL_TONE.minRate} per chat.`,
  );
  return method;
}

/** The gallery's categories in order, each with the rules that tag it. */
function galleryCategories(): GalleryModel['categories'] {
  return LABELS.map((l) => ({
    id: l,
    name: CASE_LABEL_NAMES[l],
    description: CASE_LABEL_DESCRIPTIONS[l],
    rules:
      l === 'good'
        ? []
        : (Object.keys(RULE_NAMES) as (keyof typeof RULE_NAMES)[])
            .filter((r) => RULE_CATEGORY[r] === l)
            .map((r) => RULE_NAMES[r]),
  }));
}

/** Builds the gallery section of the site model; undefined when the data has no conversation and no example. */
export function buildGallery(
  data: Dataset,
  views: readonly ConversationView[],
  options: GalleryOptions,
): GalleryModel | undefined {
  if (data.conversations.length === 0 && data.labelledExamples.length === 0) return undefined;
  const { name } = options;
  const people = humanModels(data);
  const limits = thresholds(data, options.tokens, people);
  const viewById = new Map(views.map((v) => [v.id, v]));
  const curatedBy = new Map(groupBy(data.curatedTags, (t) => `${t.conversationId}#${t.label}`));

  const cards: GalleryCard[] = [];
  const repeating = new Set<string>(); // conversations where the cross-turn repetition rule fired
  // Heatmap rows: one per model, or per model and benchmark when several benchmarks hold the model (the ground
  // truth of BotChat and of HCG are different people writing different conversations: pooled, they say neither).
  const benchmarksOf = new Map<string, Set<string>>();
  for (const c of data.conversations)
    (benchmarksOf.get(c.model) ?? benchmarksOf.set(c.model, new Set()).get(c.model)!).add(c.benchmark);
  const heatRows = new Map<string, { model: string; benchmark?: string }>();
  const rowOf = (c: { model: string; benchmark: string }): string => {
    const split = (benchmarksOf.get(c.model)?.size ?? 0) > 1;
    const key = split ? `${c.model}\u0000${c.benchmark}` : c.model;
    if (!heatRows.has(key))
      heatRows.set(key, split ? { model: c.model, benchmark: c.benchmark } : { model: c.model });
    return key;
  };
  const tagCounts = new Map<string, Set<string>>(); // heatmap row -> conversation ids, the heatmap denominators
  const fired = new Map<string, Map<string, number>>(); // heatmap row -> label -> conversations
  const bump = (model: string, label: string) => {
    const m = fired.get(model) ?? new Map<string, number>();
    m.set(label, (m.get(label) ?? 0) + 1);
    fired.set(model, m);
  };
  // The detectors, on every conversation with a page: the one costly step here, cached by content.
  const jobs = data.conversations.flatMap((c) => {
    const v = viewById.get(c.id);
    if (!v) return [];
    const args: DetectorArgs = [
      detectorInput(c, people),
      {
        threshold: limits.get(c.benchmark) ?? lengthThreshold([], options.tokens),
        judgments: v.verdicts
          .filter((x) => x.verdict !== 'unparsed')
          .map((x) => ({
            judge: x.judge,
            verdict: x.verdict as UniJudgment['verdict'],
            reason: x.reason,
            firstAiChat: x.firstAiChat,
          })),
      },
    ];
    return [{ c, v, args }];
  });
  // Each conversation's key is the hash of exactly its arguments (the token counter is code, in the code version).
  const detect = (many: readonly DetectorArgs[]): Tag[][] =>
    (options.detect ?? detectAll)(many, options.tokens);
  const args = jobs.map((j) => j.args);
  const allTags: Tag[][] = options.memoEach ? options.memoEach('gallery-tags', args, detect) : detect(args);
  for (const [k, { c, v }] of jobs.entries()) {
    const row = rowOf(c);
    (tagCounts.get(row) ?? tagCounts.set(row, new Set()).get(row)!).add(c.id);
    const tags = allTags[k]!;
    const base = cardBase(c, v);
    if (tags.some((t) => t.rule === 'cross-turn-repetition')) repeating.add(c.id);
    for (const [category, ts] of groupBy(tags, (t) => t.category)) {
      const chat = Math.min(...ts.map((t) => t.chat));
      bump(row, category);
      cards.push({
        key: `${c.id}#${category}`,
        category,
        origin: 'automatic',
        ...base,
        chat,
        excerpt: excerpt(c, chat, ts),
        tags: ts.map(tagView),
        curated: [],
      });
    }
    // Good cases: model conversations every judge who answered passed.
    if (!people.has(c.model) && base.verdict === 'human') {
      bump(row, 'good');
      cards.push({
        key: `${c.id}#good`,
        category: 'good',
        origin: 'automatic',
        ...base,
        chat: null,
        excerpt: [],
        tags: tags.map(tagView),
        curated: [],
      });
    }
  }
  // Curated tags: cards of their own, listed apart from the rules' cards.
  cards.push(...curatedCards(curatedBy, new Map(jobs.map((j) => [j.c.id, j]))));
  // Earliest giveaway first (the tagged chat), then by model and conversation; good cases by model.
  cards.sort(
    (a, b) =>
      LABELS.indexOf(a.category as CaseLabel) - LABELS.indexOf(b.category as CaseLabel) ||
      (a.origin === b.origin ? 0 : a.origin === 'curated' ? -1 : 1) ||
      (a.chat ?? 0) - (b.chat ?? 0) ||
      byText(a.modelDisplay, b.modelDisplay) ||
      byText(a.conversationId, b.conversationId),
  );

  const benchmarkTitle = options.benchmarkTitle ?? ((b: string) => b);
  const rows = [...tagCounts.keys()]
    .map((key) => ({ key, ...heatRows.get(key)! }))
    .sort(
      (a, b) =>
        (people.has(a.model) !== people.has(b.model)
          ? people.has(a.model)
            ? 1
            : -1
          : byText(name(a.model), name(b.model))) || byText(a.benchmark ?? '', b.benchmark ?? ''),
    );
  const rowName = (r: { model: string; benchmark?: string }) =>
    r.benchmark ? `${name(r.model)} · ${benchmarkTitle(r.benchmark)}` : name(r.model);
  const models = [...new Set(rows.map((r) => r.model))];
  const maxChats = Math.max(0, ...data.conversations.map((c) => c.chats.length));
  const ns = GALLERY_N.filter((n) => n < maxChats);
  const { pages, filters } = buildPages(cards, models, ns, name);

  const { heatmap, heatmapSvg } = heatmapOf(rows, tagCounts, fired, benchmarksOf, people, rowName);

  const byConversation: Record<string, string[]> = {};
  for (const card of cards) (byConversation[card.conversationId] ??= []).push(card.key);

  const method = galleryMethod(limits);

  return {
    categories: galleryCategories(),
    cards,
    pages,
    filters,
    heatmapSvg,
    heatmap,
    ...evaluationsAndExamples(data, limits, options.tokens),
    repetition: buildRepetition(data, name, repeating, people),
    byConversation,
    method,
  };
}

/** The site model's `gallery` field, for buildSiteModel to spread in: empty when there is no gallery. */
export function gallerySection(
  data: Dataset,
  views: readonly ConversationView[],
  options: GalleryOptions,
): { gallery?: GalleryModel } {
  const gallery = buildGallery(data, views, options);
  return gallery ? { gallery } : {};
}

const RULE_CATEGORY: Readonly<Record<keyof typeof RULE_NAMES, CaseLabel>> = {
  'self-identification-phrase': 'ai-self-identification',
  'judge-reason': 'contextual-confusion',
  'long-chats': 'excessive-length',
  'runaway-growth': 'excessive-length',
  'formal-markers': 'formal-tone',
  'cross-turn-repetition': 'repetitive-phrasing',
  'repeated-opener': 'repetitive-phrasing',
};
