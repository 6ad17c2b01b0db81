// The bad-case gallery of a build: every conversation through the detectors, the cards per category, the
// static filter pages (every combination of category, model, verdict and N that has a card), the per-model
// heatmap, the detectors measured against hand-labelled examples, and cross-turn repetition per system.
import { PROFILES, profileOf } from '../profiles/index.ts';
import { createHash } from 'node:crypto';
import { detectBadCases } from '../detect/detectBadCases.ts';
import { evaluateExamples } from '../detect/evaluateExamples.ts';
import { examinedChats } from '../detect/examinedChats.ts';
import { EXCESSIVE_LENGTH, lengthThreshold, type LengthThreshold } from '../detect/excessiveLength.ts';
import { FORMAL_TONE } from '../detect/formalTone.ts';
import { REPEATED_OPENER } from '../detect/repetitivePhrasing.ts';
import { repetitionShareBySystem } from '../detect/repetitionShare.ts';
import { RULE_NAMES, type DetectorInput, type Evidence, type Tag } from '../detect/tag.ts';
import type { Dataset } from '../records/dataset.ts';
import { GROUND_TRUTH } from '../records/ids.ts';
import {
  BAD_CASE_CATEGORIES,
  CASE_LABEL_DESCRIPTIONS,
  CASE_LABEL_NAMES,
  type CaseLabel,
} from '../records/badCase.ts';
import type { Conversation } from '../records/conversation.ts';
import type { LabelledExample } from '../records/labelledExample.ts';
import type { UniJudgment } from '../records/uniJudgment.ts';
import { formatSource } from '../records/source.ts';
import { categoryHeatmap } from '../render/charts/categoryHeatmap.ts';
import type {
  CuratedView,
  EvaluationView,
  ExampleCard,
  ExcerptChat,
  FilterOption,
  GalleryCard,
  GalleryFilter,
  GalleryModel,
  GalleryPage,
  GalleryVerdict,
  RepetitionView,
  Segment,
  TagView,
} from '../site/galleryModel.ts';
import { GALLERY_PAGE_SIZE, galleryPath } from '../site/galleryPaths.ts';
import type { ConversationView, TableModel } from '../site/siteModel.ts';
import { CROSS_TURN_REPETITION, subsequenceSpans } from '../stats/crossTurnRepetition.ts';
import { groupBy } from '../stats/groupBy.ts';
import { pct } from '../render/format.ts';
import type { Memo } from '../views/viewContext.ts';

/** The N values the gallery filters on: BotChat reports pass@N at 4, 8, 12 and 16 chats. */
export const GALLERY_N = [4, 8, 12, 16] as const;

/** A chat on a card is cut to about this many characters around its first highlight. */
export const EXCERPT_CHARS = 400;

/**
 * Pages of a filter narrowed by judge verdict or N list at most this many pages of cards (earliest tagged chat
 * first); the category and model pages list every card. Every combination is a static page, so without this
 * cap a BotChat-scale corpus (8,000 conversations, some 11,000 cards) would write each card a dozen times
 * (decision 0050).
 */
export const REFINED_PAGES = 2;

/** The labels in gallery order: the five categories, then good cases. */
const LABELS: readonly CaseLabel[] = [...BAD_CASE_CATEGORIES, 'good'];

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export interface GalleryOptions {
  tokens: (text: string) => number;
  name: (model: string) => string;
  /** A benchmark's title, for heatmap rows of a model that several benchmarks hold (default: its id). */
  benchmarkTitle?: (benchmark: string) => string;
  /**
   * The input-hash cache: the detectors' tags are stored under a digest of everything they read (each
   * conversation, its judges' verdicts, the length thresholds), so a rebuild whose conversations and
   * single-conversation judgments did not change skips them.
   */
  memo?: Memo;
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

/** What every card of a conversation carries: where it is, whose it is, and what the judges said. */
function cardBase(c: Conversation, v: ConversationView) {
  return {
    conversationId: c.id,
    conversationPath: v.path,
    seedPath: v.seedPath,
    benchmark: c.benchmark,
    setting: c.setting,
    seed: c.seed,
    model: c.model,
    modelDisplay: v.modelDisplay,
    verdict: verdictOf(v),
    verdictLines: verdictLines(c, v),
  };
}

/**
 * A digest of everything the detectors read: each conversation as the detectors get it, its judges' verdicts and
 * its benchmark's length threshold, in order. The cache adds the code version.
 */
function detectionDigest(
  jobs: readonly { input: DetectorInput; threshold: LengthThreshold; judgments: unknown }[],
): string {
  const h = createHash('sha256');
  for (const j of jobs) h.update(JSON.stringify([j.input, j.threshold, j.judgments])).update('\u0000');
  return h.digest('hex');
}

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

function verdictOf(v: ConversationView): GalleryVerdict {
  const parsed = v.verdicts.filter((x) => x.verdict !== 'unparsed');
  if (parsed.some((x) => x.verdict === 'ai')) return 'ai';
  return parsed.length > 0 ? 'human' : 'none';
}

function verdictLines(c: Conversation, v: ConversationView): string[] {
  return v.verdicts.map(
    (x) =>
      `${x.judge}: ${x.verdict === 'ai' ? `AI from chat ${x.firstAiChat ?? 1}` : x.verdict === 'human' ? 'no AI found' : 'answer not readable'}`,
  );
}

/** A chat's text as segments, the given spans marked; long chats cut around the first mark. */
export function segmentsOf(
  text: string,
  spans: readonly [number, number][],
  max = EXCERPT_CHARS,
): { segments: Segment[]; cut: boolean } {
  const sorted = spans
    .filter(([a, b]) => a >= 0 && b <= text.length && b > a)
    .slice()
    .sort((x, y) => x[0] - y[0]);
  const merged: [number, number][] = [];
  for (const s of sorted) {
    const last = merged[merged.length - 1];
    if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
    else merged.push([s[0], s[1]]);
  }
  let from = 0;
  let to = text.length;
  if (text.length > max) {
    const anchor = merged[0]?.[0] ?? 0;
    from = Math.max(0, Math.min(anchor - Math.floor(max / 4), text.length - max));
    to = Math.min(text.length, from + max);
  }
  const segments: Segment[] = [];
  let at = from;
  for (const [a, b] of merged) {
    if (b <= from || a >= to) continue;
    const s = Math.max(a, from);
    const e = Math.min(b, to);
    if (s > at) segments.push({ text: text.slice(at, s) });
    segments.push({ text: text.slice(s, e), mark: true });
    at = e;
  }
  if (at < to) segments.push({ text: text.slice(at, to) });
  const cut = from > 0 || to < text.length;
  if (from > 0) segments.unshift({ text: '… ' });
  if (to < text.length) segments.push({ text: ' …' });
  return { segments, cut };
}

function evidenceLine(e: Evidence): string {
  if (e.judge !== undefined) return `judge ${e.judge}: "${e.text}"`;
  if (e.numbers?.repeatsChat !== undefined)
    return `chat ${e.chat} repeats chat ${e.numbers.repeatsChat}: "${e.text}"`;
  return `chat ${e.chat}: ${e.start !== undefined ? `"${e.text}"` : e.text}`;
}

/** Evidence lines a card lists per tag; the rest are counted (27 formal markers make a long list). */
export const EVIDENCE_SHOWN = 8;

function tagView(t: Tag): TagView {
  return {
    category: t.category,
    rule: t.rule,
    ruleName: RULE_NAMES[t.rule],
    chat: t.chat,
    summary: t.summary,
    evidence: t.evidence.slice(0, EVIDENCE_SHOWN).map(evidenceLine),
    moreEvidence: Math.max(0, t.evidence.length - EVIDENCE_SHOWN),
  };
}

/** The chats a card shows: the tagged chat highlighted, and the chat it repeats or the one before it. */
function excerpt(c: Conversation, chat: number, tags: readonly Tag[]): ExcerptChat[] {
  const speaker = (i: number) => c.speakers?.[i] ?? (i % 2 === 0 ? 'A' : 'B');
  const spansIn = (n: number) =>
    tags.flatMap((t) =>
      t.evidence
        .filter((e) => e.chat === n && e.start !== undefined)
        .map((e) => [e.start!, e.end!] as [number, number]),
    );
  const shown = (n: number, role: ExcerptChat['role']): ExcerptChat => {
    const { segments, cut } = segmentsOf(c.chats[n - 1] ?? '', spansIn(n));
    return { n, speaker: speaker(n - 1), segments, role, cut };
  };
  // A repetition shows its first repeating pair (the shared words highlighted in both), after the card's chat
  // when another rule of the card fired earlier (a repeated opener).
  const repeat = tags.flatMap((t) => t.evidence).find((e) => e.numbers?.repeatsChat !== undefined);
  const out: ExcerptChat[] = [];
  if (repeat) {
    const common = repeat.text.split(' ');
    const earlier = repeat.numbers!.repeatsChat!;
    const mark = (n: number, role: ExcerptChat['role']): ExcerptChat => {
      const { segments, cut } = segmentsOf(c.chats[n - 1] ?? '', [
        ...spansIn(n),
        ...(n === earlier || n === repeat.chat ? subsequenceSpans(c.chats[n - 1] ?? '', common) : []),
      ]);
      return { n, speaker: speaker(n - 1), segments, role, cut };
    };
    const pair = [mark(earlier, 'repeated'), mark(repeat.chat, 'tagged')];
    return (chat !== earlier && chat !== repeat.chat ? [mark(chat, 'tagged'), ...pair] : pair).sort(
      (a, b) => a.n - b.n,
    );
  } else if (chat > 1 && tags.some((t) => t.rule === 'judge-reason')) out.push(shown(chat - 1, 'context'));
  if (chat >= 1 && chat <= c.chats.length) out.push(shown(chat, 'tagged'));
  return out;
}

/** Builds the gallery section of the site model; undefined when the data has no conversation and no example. */
// eslint-disable-next-line max-lines-per-function -- over the 150-line limit before it was set; to be split (docs/decisions/0100)
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
    return [
      {
        c,
        v,
        input: detectorInput(c, people),
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
  });
  const detectAll = () =>
    jobs.map((j) =>
      detectBadCases(j.input, { threshold: j.threshold, tokensOf: options.tokens, judgments: j.judgments }),
    );
  const allTags: Tag[][] = options.memo
    ? options.memo('gallery-tags', detectionDigest(jobs), detectAll)
    : detectAll();
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
  const jobById = new Map(jobs.map((j) => [j.c.id, j]));
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
    cards.push({
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

  const heatValues = rows.map(({ key, model }) =>
    LABELS.map((l) => {
      const n = tagCounts.get(key)?.size ?? 0;
      if (l === 'good' && people.has(model)) return null;
      return n > 0 ? (fired.get(key)?.get(l) ?? 0) / n : null;
    }),
  );
  const heatmap: TableModel = {
    columns: [
      { key: 'model', label: 'Model' },
      { key: 'n', label: 'conversations', numeric: true },
      ...LABELS.map((l) => ({ key: l, label: CASE_LABEL_NAMES[l], numeric: true })),
    ],
    rows: rows.map((r, i) => [
      { text: rowName(r), href: `models/${r.model}/` },
      { text: String(tagCounts.get(r.key)?.size ?? 0), sort: tagCounts.get(r.key)?.size ?? 0 },
      ...LABELS.map((l, k) => {
        const share = heatValues[i]![k];
        const count = fired.get(r.key)?.get(l) ?? 0;
        const target = galleryPath({ category: l, model: r.model, verdict: 'any', n: 'all' });
        return {
          text: share === null || share === undefined ? '–' : `${pct(share)}% (${count})`,
          sort: share ?? -1,
          ...(count > 0 ? { href: target } : {}),
        };
      }),
    ]),
    raw: rows.map((r, i) => ({
      model: r.model,
      benchmark: r.benchmark ?? [...benchmarksOf.get(r.model)!][0]!,
      conversations: tagCounts.get(r.key)?.size ?? 0,
      ...Object.fromEntries(LABELS.map((l, k) => [l, heatValues[i]![k] ?? null])),
      ...Object.fromEntries(LABELS.map((l) => [`${l}_count`, fired.get(r.key)?.get(l) ?? 0])),
    })),
    caption: 'Share of each model’s conversations with at least one tag of the category (count in brackets)',
  };
  const heatmapSvg =
    rows.length > 0
      ? categoryHeatmap({
          rows: rows.map((r) => ({ model: r.model, display: rowName(r) })),
          columns: LABELS.map((l) => CASE_LABEL_NAMES[l]),
          values: heatValues,
        })
      : '';

  const byConversation: Record<string, string[]> = {};
  for (const card of cards) (byConversation[card.conversationId] ??= []).push(card.key);

  const method = [...limits.entries()].map(([b, t]) =>
    t.tokens === null
      ? `${b}: a chat is long above ${t.words} words (no ground-truth chats to measure people's lengths).`
      : `${b}: a chat is long above ${t.words} words and ${t.tokens.toFixed(1)} cl100k tokens, the ${EXCESSIVE_LENGTH.humanQuantile * 100}th percentile of ${t.humanChats} ground-truth chats; at least ${EXCESSIVE_LENGTH.minLongChats} long chats tag a conversation.`,
  );
  method.push(
    `Cross-turn repetition: two turns of the model share a common word subsequence of at least ${CROSS_TURN_REPETITION.minCommonWords} words with similarity 2·LCS/(|a|+|b|) of at least ${CROSS_TURN_REPETITION.minSimilarity}, or one turn holds ${CROSS_TURN_REPETITION.partialMinContained * 100}% of an earlier one (at least ${CROSS_TURN_REPETITION.partialMinCommonWords} words). Repeated opener: the same first ${REPEATED_OPENER.openerWords} words in at least ${REPEATED_OPENER.minChats} chats and ${REPEATED_OPENER.minShare * 100}% of them.`,
    `Formal tone: at least ${FORMAL_TONE.minMarkers} assistant-style markers and ${FORMAL_TONE.minRate} per chat.`,
  );

  return {
    categories: LABELS.map((l) => ({
      id: l,
      name: CASE_LABEL_NAMES[l],
      description: CASE_LABEL_DESCRIPTIONS[l],
      rules:
        l === 'good'
          ? []
          : (Object.keys(RULE_NAMES) as (keyof typeof RULE_NAMES)[])
              .filter((r) => RULE_CATEGORY[r] === l)
              .map((r) => RULE_NAMES[r]),
    })),
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

const filterKey = (f: GalleryFilter) => `${f.category}|${f.model}|${f.verdict}|${f.n}`;

/** Every non-empty filter combination as paginated static pages, and the filter bars of each page. */
function buildPages(
  cards: readonly GalleryCard[],
  models: readonly string[],
  ns: readonly number[],
  name: (m: string) => string,
): { pages: GalleryPage[]; filters: GalleryModel['filters'] } {
  const verdicts: GalleryFilter['verdict'][] = ['any', 'ai', 'human', 'none'];
  const matching = new Map<string, GalleryCard[]>();
  const all = (category: string): GalleryFilter[] =>
    ['all', ...models].flatMap((model) =>
      verdicts.flatMap((verdict) =>
        (category === 'good' ? (['all'] as const) : (['all', ...ns] as const)).map((n) => ({
          category,
          model,
          verdict,
          n,
        })),
      ),
    );
  const combos = LABELS.flatMap((l) => all(l));
  for (const f of combos) {
    const list = cards.filter(
      (c) =>
        c.category === f.category &&
        (f.model === 'all' || c.model === f.model) &&
        (f.verdict === 'any' || c.verdict === f.verdict) &&
        (f.n === 'all' || (c.chat !== null && c.chat <= f.n)),
    );
    matching.set(filterKey(f), list);
  }
  const count = (f: GalleryFilter) => matching.get(filterKey(f))?.length ?? 0;
  const exists = (f: GalleryFilter) =>
    count(f) > 0 || (f.model === 'all' && f.verdict === 'any' && f.n === 'all');
  const pages: GalleryPage[] = [];
  const filters: GalleryModel['filters'] = {};
  for (const f of combos) {
    if (!exists(f)) continue;
    const list = matching.get(filterKey(f)) ?? [];
    const curated = list.filter((c) => c.origin === 'curated').map((c) => c.key);
    const automatic = list.filter((c) => c.origin === 'automatic').map((c) => c.key);
    // Pages of a category (for all models or one) list every card; a page narrowed further by verdict or N lists
    // the first REFINED_PAGES pages' worth (earliest tagged chat first) and says how many there are in all.
    const refined = f.verdict !== 'any' || f.n !== 'all';
    const all = Math.max(1, Math.ceil(automatic.length / GALLERY_PAGE_SIZE));
    const total = refined ? Math.min(REFINED_PAGES, all) : all;
    const option = (g: GalleryFilter, value: string, label: string): FilterOption => ({
      value,
      label,
      path: exists(g) ? galleryPath(g) : null,
      count: count(g),
    });
    const bars = {
      category: LABELS.map((l) => {
        const g: GalleryFilter = {
          ...f,
          category: l,
          n: l === 'good' ? 'all' : f.n,
          verdict: l === 'good' && (f.verdict === 'ai' || f.verdict === 'none') ? 'any' : f.verdict,
        };
        return option(g, l, CASE_LABEL_NAMES[l]);
      }),
      model: ['all', ...models].map((m) =>
        option({ ...f, model: m }, m, m === 'all' ? 'All models' : name(m)),
      ),
      verdict: verdicts.map((v) =>
        option(
          { ...f, verdict: v },
          v,
          v === 'any'
            ? 'Any verdict'
            : v === 'ai'
              ? 'Judged AI'
              : v === 'human'
                ? 'Passed every judge'
                : 'Not judged',
        ),
      ),
      n:
        f.category === 'good'
          ? []
          : (['all', ...ns] as const).map((n) =>
              option({ ...f, n }, String(n), n === 'all' ? 'Any chat' : `Within ${n} chats`),
            ),
    };
    for (let p = 1; p <= total; p++) {
      const path = galleryPath(f, p);
      pages.push({
        path,
        filterKey: filterKey(f),
        filter: f,
        page: p,
        pages: total,
        automatic: automatic.slice((p - 1) * GALLERY_PAGE_SIZE, p * GALLERY_PAGE_SIZE),
        curated: p === 1 ? curated : [],
        total: list.length,
        listed: Math.min(automatic.length, total * GALLERY_PAGE_SIZE),
        complete: refined ? galleryPath({ ...f, verdict: 'any', n: 'all' }) : path,
      });
    }
    filters[filterKey(f)] = bars;
  }
  return { pages, filters };
}

/** Who picked each collection's examples, as a card says it. */
function pickedBy(collection: string): string {
  return collection === 'meena-paper' ? 'the Meena paper (Adiwardana et al. 2020)' : "BotChat's authors";
}

/** A hand-picked example as a card: every chat, the rules' evidence marked, what fired. */
function exampleCard(example: LabelledExample, tags: readonly Tag[]): ExampleCard {
  const spansIn = (n: number) =>
    tags.flatMap((t) =>
      t.evidence.flatMap((e) => {
        if (e.chat !== n) return [];
        if (e.start !== undefined) return [[e.start, e.end!] as [number, number]];
        // A repetition's evidence is the shared words: marked in the repeating chat and the one it repeats.
        return e.numbers?.repeatsChat !== undefined
          ? subsequenceSpans(example.chats[n - 1] ?? '', e.text.split(' '))
          : [];
      }),
    );
  const repeated = new Set(
    tags.flatMap((t) =>
      t.evidence.flatMap((e) => (e.numbers?.repeatsChat !== undefined ? [e.numbers.repeatsChat] : [])),
    ),
  );
  const own = new Set(
    tags.filter((t) => t.category === example.label).flatMap((t) => t.evidence.map((e) => e.chat)),
  );
  const chats: ExcerptChat[] = example.chats.map((text, i) => {
    const n = i + 1;
    const earlier = tags.flatMap((t) =>
      t.evidence
        .filter((e) => e.numbers?.repeatsChat === n)
        .map((e) => subsequenceSpans(text, e.text.split(' '))),
    );
    return {
      n,
      speaker: example.speakers[i] ?? (i % 2 === 0 ? 'A' : 'B'),
      segments: segmentsOf(text, [...spansIn(n), ...earlier.flat()], Number.POSITIVE_INFINITY).segments,
      role: own.has(n) ? 'tagged' : repeated.has(n) ? 'repeated' : 'context',
      cut: false,
    };
  });
  return {
    id: example.id,
    collection: example.collection,
    pickedBy: pickedBy(example.collection),
    source: formatSource(example.source),
    category: example.label,
    title: example.title,
    chats,
    seedChats: example.seedChats,
    fired: tags.map(tagView),
    elided: example.elided,
  };
}

/** The detectors measured on each collection of hand-picked examples, and the examples as cards. */
function evaluationsAndExamples(
  data: Dataset,
  limits: Map<string, LengthThreshold>,
  tokens: (t: string) => number,
): { evaluations: EvaluationView[]; examples: ExampleCard[] } {
  const out: EvaluationView[] = [];
  const cards: ExampleCard[] = [];
  const none = lengthThreshold([], tokens);
  for (const [collection, examples] of groupBy(data.labelledExamples, (e) => e.collection)) {
    // A collection's examples are measured against the lengths of its benchmark's people (the profile says whose).
    const owner = PROFILES.find((p) => p.exampleCollections?.[collection] !== undefined);
    const benchmark = owner?.id ?? collection;
    const { perExample, scores } = evaluateExamples(examples, {
      thresholdOf: () => limits.get(benchmark) ?? none,
      tokensOf: tokens,
    });
    cards.push(...perExample.map(({ example, tags }) => exampleCard(example, tags)));
    const title = owner?.exampleCollections?.[collection] ?? collection;
    const files = [...new Set(examples.map((e) => e.source.file))].sort(byText);
    const labels = [...new Set(examples.map((e) => e.label))];
    const scored = scores.filter((s) => s.labelled > 0 || s.detected > 0);
    out.push({
      collection,
      title,
      files,
      examples: examples.length,
      scores: scores.map((s) => ({
        category: s.category,
        categoryName: CASE_LABEL_NAMES[s.category as CaseLabel],
        labelled: s.labelled,
        detected: s.detected,
        truePositives: s.truePositives,
        precision: s.precision,
        recall: s.recall,
        ...(s.notScored ? { notScored: s.notScored } : {}),
      })),
      table: {
        columns: [
          { key: 'category', label: 'Detector' },
          { key: 'labelled', label: 'labelled', numeric: true, help: 'examples labelled with the category' },
          { key: 'detected', label: 'flagged', numeric: true, help: 'examples the detector flagged' },
          { key: 'tp', label: 'both', numeric: true },
          { key: 'precision', label: 'precision', numeric: true, help: 'both / flagged' },
          { key: 'recall', label: 'recall', numeric: true, help: 'both / labelled' },
          { key: 'note', label: 'note' },
        ],
        rows: scored.map((s) => [
          { text: CASE_LABEL_NAMES[s.category as CaseLabel] },
          { text: String(s.labelled), sort: s.labelled },
          { text: String(s.detected), sort: s.detected },
          { text: String(s.truePositives), sort: s.truePositives },
          {
            text: s.precision === null ? '–' : `${pct(s.precision, 0)}% (${s.truePositives}/${s.detected})`,
            sort: s.precision ?? -1,
          },
          {
            text: s.recall === null ? '–' : `${pct(s.recall, 0)}% (${s.truePositives}/${s.labelled})`,
            sort: s.recall ?? -1,
          },
          { text: s.notScored ? `not scored: ${s.notScored}` : '' },
        ]),
        raw: scored.map((s) => ({
          category: s.category,
          labelled: s.labelled,
          detected: s.detected,
          truePositives: s.truePositives,
          precision: s.precision,
          recall: s.recall,
          scored: !s.notScored,
        })),
        caption: `${title}: each detector against the examples' labels`,
      },
      perExample: {
        columns: [
          { key: 'example', label: 'Example' },
          { key: 'label', label: 'labelled' },
          { key: 'fired', label: 'rules that fired' },
        ],
        rows: perExample.map(({ example, tags }) => [
          { text: `${example.id} (${formatSource(example.source)})` },
          { text: CASE_LABEL_NAMES[example.label] },
          {
            text:
              tags.length === 0
                ? 'none'
                : tags
                    .map((t) => `${CASE_LABEL_NAMES[t.category]} (${RULE_NAMES[t.rule]}): ${t.summary}`)
                    .join('; '),
          },
        ]),
        raw: perExample.map(({ example, tags }) => ({
          example: example.id,
          source: formatSource(example.source),
          label: example.label,
          fired: tags.map((t) => `${t.category}/${t.rule}`).join(' '),
        })),
      },
      notes: [
        `Only ${examples.length} examples (${labels.map((l) => `${examples.filter((e) => e.label === l).length} ${CASE_LABEL_NAMES[l]}`).join(', ')}): these numbers show whether the rules find the cases their authors picked, not how well they do on a corpus. One example more or less moves a recall by ${pct(1 / Math.max(1, Math.min(...labels.map((l) => examples.filter((e) => e.label === l).length))), 0)} percentage points.`,
        'Each example carries one label, though several show more than one problem (an example picked for formal tone may also say "As an AI"): a rule that rightly finds such a second problem counts against its precision here. The list below shows what fired on each example.',
        ...(examples.some((e) => e.elided)
          ? [
              'Some examples were printed with chats left out (a row of dots); the rules saw only what was printed.',
            ]
          : []),
      ],
    });
  }
  const order = (c: ExampleCard) => LABELS.indexOf(c.category as CaseLabel);
  cards.sort((a, b) => order(a) - order(b) || byText(a.collection, b.collection));
  return { evaluations: out, examples: cards };
}

function buildRepetition(
  data: Dataset,
  name: (m: string) => string,
  repeating: ReadonlySet<string>,
  people: ReadonlySet<string>,
): RepetitionView[] {
  return groupBy(data.conversations, (c) => c.benchmark)
    .sort(([a], [b]) => byText(a, b))
    .map(([benchmark, convs]) => {
      const rows = repetitionShareBySystem(
        convs,
        (c) => c.model,
        (c) => repeating.has(c.id),
      ).sort((a, b) =>
        people.has(a.system) !== people.has(b.system)
          ? people.has(a.system)
            ? 1
            : -1
          : byText(name(a.system), name(b.system)),
      );
      return {
        benchmark,
        table: {
          columns: [
            { key: 'system', label: 'System' },
            { key: 'n', label: 'conversations', numeric: true },
            { key: 'k', label: 'with repetition', numeric: true },
            { key: 'share', label: 'share %', numeric: true },
            { key: 'ci', label: '95% CI (Wilson)' },
          ],
          rows: rows.map((r) => [
            {
              text: name(r.system),
              ...(r.withRepetition > 0
                ? {
                    href: galleryPath({
                      category: 'repetitive-phrasing',
                      model: r.system,
                      verdict: 'any',
                      n: 'all',
                    }),
                  }
                : {}),
            },
            { text: String(r.conversations), sort: r.conversations },
            { text: String(r.withRepetition), sort: r.withRepetition },
            { text: pct(r.share), sort: r.share },
            { text: `${pct(r.lo)}–${pct(r.hi)}` },
          ]),
          raw: rows.map((r) => ({
            benchmark,
            system: r.system,
            conversations: r.conversations,
            withRepetition: r.withRepetition,
            share: r.share,
            lo: r.lo,
            hi: r.hi,
          })),
          caption: `${benchmark}: conversations in which a turn of the system repeats one of its earlier turns`,
        },
        notes: [...(profileOf(benchmark)?.repetitionNotes ?? [])],
      };
    });
}
