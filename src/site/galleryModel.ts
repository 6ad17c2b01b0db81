// The bad-case gallery's part of the site model (SiteModel.gallery), computed by src/sections/gallery/gallerySection.ts.
// Text in it is untrusted conversation or judge text and is rendered as text, except `heatmapSvg` (Parley's
// chart function output).
import type { TableModel } from './siteModel.ts';

/** A verdict summary over every judge of a conversation, as the gallery filters it. */
export type GalleryVerdict = 'ai' | 'human' | 'none';

/** A piece of a chat as shown on a card: plain text, or text the rule matched (shown highlighted). */
export interface Segment {
  text: string;
  mark?: boolean;
}

/** One chat shown on a card. */
export interface ExcerptChat {
  n: number;
  speaker: string;
  segments: Segment[];
  /** Why this chat is shown: the tagged chat, or the chat it repeats, or the chat before it (context). */
  role: 'tagged' | 'repeated' | 'context';
  /** True when the chat was cut for the card (the conversation page has it whole). */
  cut: boolean;
}

/** One rule's tag as shown. */
export interface TagView {
  category: string;
  rule: string;
  ruleName: string;
  chat: number;
  summary: string;
  /** Evidence as text lines (`chat 5: "As an AI"`; `judge gpt-4: "..."`), at most EVIDENCE_SHOWN of them. */
  evidence: string[];
  /** Evidence lines left out (the conversation page has the whole conversation). */
  moreEvidence: number;
}

/** A person's curated tag as shown. */
export interface CuratedView {
  label: string;
  note: string;
  chat?: number;
  curator?: string;
  source: string;
}

/** One gallery card: one conversation in one category. */
export interface GalleryCard {
  /** `conversation id#category`, unique. */
  key: string;
  /** A bad-case category id or `good`. */
  category: string;
  /** Automatic cards come from the rules, curated ones from a person's file; pages list them apart. */
  origin: 'automatic' | 'curated';
  conversationId: string;
  conversationPath: string;
  seedPath: string;
  benchmark: string;
  setting: string;
  seed: string;
  model: string;
  modelDisplay: string;
  verdict: GalleryVerdict;
  /** One line per judge: `gpt-4: AI from chat 5`. */
  verdictLines: string[];
  /** The chat the card points at (1-based); null for good cases (the whole conversation). */
  chat: number | null;
  excerpt: ExcerptChat[];
  tags: TagView[];
  curated: CuratedView[];
}

/**
 * A conversation a source picked by hand as an example of a category (BotChat's example files, the Meena paper's
 * tables), shown on its category's page beside the rules' cards and marked as hand-picked. It has no page of its
 * own: the card holds its whole text.
 */
export interface ExampleCard {
  /** The example's id (`botchat-examples/FormalTone/1`). */
  id: string;
  collection: string;
  /** Who picked it, as the card says it ("BotChat's authors"). */
  pickedBy: string;
  /** Where it was read: `FormalTone.md:12`. */
  source: string;
  /** The category it was picked for (a bad-case category or `good`). */
  category: string;
  /** Its title or caption as printed. */
  title: string;
  /** Every chat, the rules' evidence marked; `tagged` where a rule of the card's category fired. */
  chats: ExcerptChat[];
  /** Leading chats given to the model rather than generated (BotChat's two MuTual chats). */
  seedChats: number;
  /** Every rule that fired on it (of any category), as on the rules' cards. */
  fired: TagView[];
  /** True when the source printed it with chats left out. */
  elided: boolean;
}

/** A filter state; `all` / `any` mean no filter on that dimension. */
export interface GalleryFilter {
  category: string;
  model: string;
  verdict: GalleryVerdict | 'any';
  /** Largest tagged chat number shown (`all`: any chat). */
  n: number | 'all';
}

/** One static page of filtered cards. */
export interface GalleryPage {
  path: string;
  /** Key of this filter combination in GalleryModel.filters (shared by its numbered pages). */
  filterKey: string;
  filter: GalleryFilter;
  page: number;
  pages: number;
  /** Cards on this page, by key (the card data is in GalleryModel.cards). */
  automatic: string[];
  curated: string[];
  /** Matching cards in all (both origins). */
  total: number;
  /** Automatic cards listed over this filter's pages (fewer than matched on a page narrowed by verdict or N). */
  listed: number;
  /** The page that lists every match of this category and model (this page itself when it is complete). */
  complete: string;
}

/** One option of a filter bar: its label, the page it leads to (null: no card), and the count there. */
export interface FilterOption {
  value: string;
  label: string;
  path: string | null;
  count: number;
}

/** Precision and recall of one detector against a set of hand-labelled examples. */
export interface DetectorScoreView {
  category: string;
  categoryName: string;
  labelled: number;
  detected: number;
  truePositives: number;
  precision: number | null;
  recall: number | null;
  /** Why a detector cannot be scored here (contextual confusion needs a judge's reason). */
  notScored?: string;
}

/** The evaluation of the detectors on one collection of labelled examples. */
export interface EvaluationView {
  collection: string;
  title: string;
  /** Where the examples were read from. */
  files: string[];
  examples: number;
  scores: DetectorScoreView[];
  table: TableModel;
  /** Every example with the rules that fired on it. */
  perExample: TableModel;
  notes: string[];
}

/** Cross-turn repetition per system (model) of one benchmark. */
export interface RepetitionView {
  benchmark: string;
  table: TableModel;
  notes: string[];
}

export interface GalleryModel {
  /** Category ids in order, `good` last, with names and one-line descriptions. */
  categories: { id: string; name: string; description: string; rules: string[] }[];
  cards: GalleryCard[];
  pages: GalleryPage[];
  /** Filter bars per filter combination (GalleryPage.filterKey): the options leading to sibling pages. */
  filters: Record<
    string,
    { category: FilterOption[]; model: FilterOption[]; verdict: FilterOption[]; n: FilterOption[] }
  >;
  heatmapSvg: string;
  heatmap: TableModel;
  evaluations: EvaluationView[];
  /** The hand-picked examples, in category order, shown on their category's first unfiltered page. */
  examples: ExampleCard[];
  repetition: RepetitionView[];
  /** Card keys per conversation id, for the tags on conversation pages. */
  byConversation: Record<string, string[]>;
  /** Thresholds in force, for the method notes (`excessive length: 55.1 tokens (99th percentile of ...)`). */
  method: string[];
}
