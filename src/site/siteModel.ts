// The site model: everything the pages show, computed once by the build and written as JSON. Pages only compose
// it; they compute nothing. Text in it is untrusted input and is always rendered as text, except `svg` fields,
// which Parley's chart functions produce (their text content is escaped there).
import type { GalleryModel } from './galleryModel.ts';
import type { JudgesModel } from './judgesModel.ts';
import type { PreferenceModel } from './preferenceModel.ts';
import type { SsaSiteModel } from './ssaModel.ts';
import type { RutieModel } from './rutieModel.ts';

/** One cell of a display table: the text shown, the value sorted on, an optional link. */
export interface Cell {
  text: string;
  /** Sort key (numbers sort numerically); defaults to the text. */
  sort?: number | string;
  href?: string;
  /** Longer text for a tooltip (e.g. the unrounded value, or the published value). */
  title?: string;
  /** Visual emphasis for a difference cell: `ok` reproduced, `off` differs. */
  tone?: 'ok' | 'off' | 'muted';
}

export interface Column {
  key: string;
  label: string;
  /** Right-aligned numbers, left-aligned text. */
  numeric?: boolean;
  /** Short explanation: the header's tooltip (on hover and keyboard focus) and the definition list under the table. */
  help?: string;
  /**
   * Left out of the compact table (the home page's leaderboard, which keeps at most eight columns); shown in the
   * full table (the view's own page) and, with JavaScript, by the column chooser.
   */
  more?: boolean;
}

/** A table as shown, with the raw rows for downloads (numbers unrounded). */
export interface TableModel {
  columns: Column[];
  rows: Cell[][];
  /** Raw values per row, keyed by column key, for the CSV and JSON downloads. */
  raw: Record<string, string | number | boolean | null>[];
  caption?: string;
  /**
   * One anchor per row (a model id), so a link can point at one row: the page turns it into the row's id attribute.
   * Ignored unless it has one entry per row.
   */
  rowIds?: string[];
  /**
   * One link outside the site per row, or null: the model's own page (a leaderboard's published Link, or the
   * manifest's link), shown after the first cell's text. Ignored unless it has one entry per row.
   */
  rowLinks?: (string | null)[];
}

/** A figure: a chart rendered at build time, the table under it, how it was computed, and its downloads. */
export interface FigureModel {
  /** Path-safe id, unique within its benchmark view (`pass-at-n`, `win-tie-lose`). */
  id: string;
  /** "Figure 2" for BotChat's own figures; empty for Parley's additions. */
  number: string;
  title: string;
  /** One or two sentences: how it was computed, which estimator, which seed. */
  method: string;
  /** SVG produced by Parley's chart functions. */
  svg: string;
  table: TableModel;
  /** Published values beside the computed ones, when known: a table with both and the difference. */
  published?: TableModel;
  /** Notes on what does not reproduce and why. */
  notes: string[];
  /** Download file names under `data/<view path>/` (`<id>.csv`, `<id>.json`). */
  downloads: { csv: string; json: string };
  /** A reference image from the source study (path under the site), shown beside Parley's chart. */
  referenceImage?: { src: string; alt: string };
}

/** A leaderboard: the source's columns, Parley's intervals and counts, published beside reproduced. */
export interface LeaderboardModel {
  title: string;
  table: TableModel;
  notes: string[];
}

/**
 * One view of a benchmark: a benchmark under one judge (and one setting when a benchmark has several that
 * belong together). Every view has its own pages; a judge switch links the views of the same benchmark.
 */
export interface ViewModel {
  /** Path under the site, e.g. `botchat/gpt-4` (path-safe segments). */
  path: string;
  benchmark: string;
  benchmarkTitle: string;
  /** The judge's id as the files name it. */
  judge: string;
  /** The judge's display name. */
  judgeDisplay: string;
  /** True for the one view of its benchmark shown on the home page: the judge with the most judgments. */
  primary: boolean;
  /** Views of the same benchmark under other judges, for the judge switch. */
  siblings: { judge: string; display: string; path: string }[];
  leaderboard: LeaderboardModel;
  figures: FigureModel[];
  /** Caution shown on the leaderboard, e.g. that LLM judges punish length. */
  cautions: string[];
}

/** One chat of a conversation as shown. */
export interface ChatView {
  /** 1-based chat number. */
  n: number;
  speaker: string;
  text: string;
  /** False for seed chats given to the model rather than generated. */
  generated: boolean;
  tokens?: number;
}

/** A judge's verdict on one conversation. */
export interface VerdictView {
  judge: string;
  /** `ai`, `human` or `unparsed`. */
  verdict: string;
  firstAiChat: number | null;
  /** The index as the judge wrote it, when it was read as another chat (HCG counts human utterances). */
  indexAsWritten?: number;
  reason: string;
  /** The raw answer, for unparsed ones. */
  raw?: string;
  /** Link to the judgment's source line in the data-quality page terms: `file:line`. */
  source: string;
}

/** A conversation page. */
export interface ConversationView {
  id: string;
  /** Site path of the page, e.g. `c/botchat/MT-1/gpt4`. */
  path: string;
  benchmark: string;
  setting: string;
  seed: string;
  seedPath: string;
  model: string;
  modelDisplay: string;
  chats: ChatView[];
  verdicts: VerdictView[];
  source: string;
}

/** A seed page: every model's conversation from one start, side by side. */
export interface SeedView {
  benchmark: string;
  setting: string;
  seed: string;
  path: string;
  /** Conversation ids, ground truth first, then models by display name. */
  conversations: string[];
}

/** A model page. */
export interface ModelView {
  id: string;
  display: string;
  path: string;
  aliases: string[];
  isGroundTruth: boolean;
  /** Every number for the model, one table per benchmark view. */
  tables: { view: string; title: string; table: TableModel }[];
  /** Length distribution chart when lengths are known. */
  lengthSvg?: string;
  /** Its worst conversations (earliest first AI chat), with links. */
  worst: { path: string; label: string; firstAiChat: number | null; judge: string }[];
  /** Its rows in the sections outside the benchmark views (ruTiE, preference labels, SSA, Meena transcripts). */
  sections: ModelSection[];
  /** The names of the benchmarks and sections that score the model, for the model index. */
  scoredIn: string[];
}

/** A model's rows in one section of the site, with the section's page and further links. */
export interface ModelSection {
  title: string;
  /** Site path of the section (`preference/`). */
  path: string;
  table: TableModel;
  links: { label: string; path: string }[];
}

/** The data-quality page. */
export interface QualityModel {
  files: TableModel;
  skipped: { file: string; reason: string }[];
  rejections: { where: string; reason: string }[];
  problems: { where: string; reason: string }[];
  /** Findings grouped by kind, each with where, message and the raw text when there is one. */
  findings: { kind: string; items: { where: string; message: string; raw?: string }[] }[];
  totals: { rowsRead: number; rowsUsed: number; rejected: number; findings: number; reconciles: boolean };
}

export interface SiteModel {
  title: string;
  description: string;
  demo: boolean;
  /** Bootstrap seed and rounds used for every interval. */
  bootstrap: { seed: number; rounds: number };
  /** Parley's version, printed in the footer. */
  version: string;
  views: ViewModel[];
  models: ModelView[];
  conversations: ConversationView[];
  seeds: SeedView[];
  quality: QualityModel;
  /** The bad-case gallery (src/pipeline/gallerySection.ts); absent when the data has no conversation. */
  gallery?: GalleryModel;
  /** Judges side by side, for benchmarks judged by two or more judges. */
  judges?: JudgesModel;
  /** Files copied from the data directory into the site (the source study's figure images). */
  assets: { from: string; to: string }[];
  /** Preference labelling (the "Omni" guide), when the data has preference labels. */
  preference?: PreferenceModel;
  /** Meena SSA and FED (src/site/ssaModel.ts), when the data hold Meena transcripts, SSA labels or FED. */
  ssa?: SsaSiteModel;
  /** ruTiE (MERA's Turing-test interview emulation), when the data holds any ruTiE file. */
  rutie?: RutieModel;
}
