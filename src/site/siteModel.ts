// The site model: everything the pages show, computed once by the build and written as JSON. Pages only compose
// it; they compute nothing. Text in it is untrusted input and is always rendered as text, except `svg` fields,
// which Parley's chart functions produce (their text content is escaped there).
import type { GalleryModel } from './galleryModel.ts';
import type { JudgesModel } from './judgesModel.ts';
import type {
  BoardModel,
  Cell,
  Column,
  FigureModel,
  LeaderboardModel,
  ModelSection,
  TableModel,
} from './viewModel.ts';

/**
 * The sections' models in the site model, by key (`SiteModel.sections`). Empty here: the profiles fill it in by
 * augmenting this interface with each registered section's model (src/profiles/index.ts), so that the site's types
 * import nothing from a profile and a new profile's section is typed without a line here.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by module augmentation
export interface SiteSections {}

export type { BoardModel, Cell, Column, FigureModel, LeaderboardModel, ModelSection, TableModel };

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
  /**
   * The reader's own slice (src/sections/views/cellDownloads.ts): the path of the benchmark's cells download, and the
   * judge the filters open with; absent when the judgments vary in no attribute.
   */
  refit?: { cells: string; judge: string };
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
  /** Why a judge's verdict on it is not shown (its judgment file judged other text), when so. */
  notes?: string[];
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

/** A model page: one part per benchmark it is named in (modelParts gives them in the page's order). */
export interface ModelView {
  id: string;
  display: string;
  path: string;
  aliases: string[];
  isGroundTruth: boolean;
  /** Per benchmark (with its title), how its files spell the model (ModelInfo.spelledIn); empty when not recorded. */
  spelledIn: { benchmark: string; title: string; spellings: string[] }[];
  /** Every number for the model, one table per benchmark view (its row of the view's leaderboard). */
  tables: {
    view: string;
    benchmark: string;
    benchmarkTitle: string;
    judge: string;
    title: string;
    table: TableModel;
  }[];
  /**
   * The numbers a benchmark published for the model (a published leaderboard read as reference values), one
   * table per benchmark, a row per published table (AlpacaEval's annotators, arena-hard's dates), as printed.
   */
  published: { benchmark: string; title: string; table: TableModel }[];
  /** Length distribution chart when lengths are known. */
  lengthSvg?: string;
  /** Its worst conversations (earliest first AI chat), with links. */
  worst: { path: string; label: string; firstAiChat: number | null; judge: string }[];
  /** Its rows in the profiles' sections (SiteModel.sections), each linking to its section. */
  sections: ModelSection[];
  /**
   * What the site shows of the model, for the model index: per benchmark, its parts (`BotChat (leaderboard, as
   * published)`, `AlpacaEval (as published)`), then the sections that name no benchmark by their titles. Empty:
   * the model is named in the inputs but nothing of it is shown ("not scored").
   */
  scoredIn: string[];
}

/**
 * Messages that say the same thing of many rows (src/render/groupMessages.ts), as the data-quality page shows
 * them: its size is bounded by the groups shown, whatever the number of rows.
 */
export interface QualityGroup {
  /** What the messages say, each value that varies written `…` (cut to a line, quoted values shortened). */
  text: string;
  count: number;
  /** How many files the messages are in, and the first of them (at most QUALITY_FILES_SHOWN). */
  fileCount: number;
  files: string[];
  /** The first few messages (three, from different files first): where (`file:line: column c`), the text, cut. */
  examples: { where: string; text: string; raw?: string }[];
}

/** A list of messages as groups: the largest first, at most QUALITY_GROUPS_SHOWN, then how many more. */
export interface QualityMessages {
  count: number;
  groups: QualityGroup[];
  /** Groups not shown, and how many messages they hold (in the download): the shown counts + moreCount = count. */
  moreGroups: number;
  moreCount: number;
}

/** The data-quality page. */
export interface QualityModel {
  /** Every file seen: read (with its role and rows), not read (with why), copied into the site, or the manifest. */
  files: TableModel;
  skipped: { file: string; reason: string }[];
  /** The rejected rows, grouped as `parley check` groups them; every row is in the download. */
  rejected: QualityMessages;
  /** Problems of whole files or of the data as a whole (a key file that cannot be read, copies that differ, ...). */
  problems: { where: string; reason: string; kind?: string; affects?: string }[];
  /** The notes by kind (sorted), each kind's grouped as `parley check` groups them; every note is in the download. */
  findings: ({ kind: string } & QualityMessages)[];
  /** The downloads that hold every rejected row and every note in full, as paths under the site. */
  downloads: { rejected: { csv: string; json: string }; notes: { csv: string; json: string } };
  totals: {
    rowsRead: number;
    rowsUsed: number;
    /** Rows that repeated a record already read: used once. */
    duplicates: number;
    rejected: number;
    findings: number;
    reconciles: boolean;
    filesSeen: number;
    filesRead: number;
    filesNotRead: number;
    filesCopied: number;
    /** The manifest, when it lies in the data directory (read as settings). */
    manifest: boolean;
    filesReconcile: boolean;
  };
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
  /** The bad-case gallery (src/sections/gallery/gallerySection.ts); absent when the data has no conversation. */
  gallery?: GalleryModel;
  /** Judges side by side, for benchmarks judged by two or more judges. */
  judges?: JudgesModel;
  /** Files copied from the data directory into the site (the source study's figure images). */
  assets: { from: string; to: string }[];
  /** The sections the profiles add (src/profiles/index.ts SECTIONS), by key: each present when the data hold something for it. */
  sections: SiteSections;
  /** The sections present, in the order the navigation and the home page list them. */
  sectionIndex: SectionEntry[];
  /** The benchmarks' own leaderboards the sections declare (SiteSection.boards), in the sections' order. */
  boards: BoardModel[];
}

/** A section a profile adds, as the navigation and the home page list it (SiteSection in src/profiles/profile.ts). */
export interface SectionEntry {
  key: string;
  /** Its name on the home page and the model pages. */
  title: string;
  /** `<key>/`. */
  path: string;
  /** Its label in the navigation, when it has an entry there. */
  nav?: string;
  /** Its home-page component, as Vite names it: the path from the project root (`/src/profiles/.../XSummary.astro`). */
  summary?: string;
  /** Its note on a conversation page, as a path like `summary`. */
  conversationNote?: string;
  /** What the note shows of each conversation the section has something on, by conversation id. */
  conversationNotes?: Record<string, unknown>;
}
