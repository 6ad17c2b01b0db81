// The Meena SSA and FED section of the site model (SiteModel.sections.ssa): the SSA leaderboard beside the
// paper's published values, the regression figures, the browser of the Meena-release conversations, and FED's
// labels. Built by ./build.ts; the pages in ../pages/ only compose it.
import type { Cell, FigureModel, TableModel } from '../../../site/viewModel.ts';

/** One conversation of the Meena release as the browser lists it. */
export interface MeenaConversationRow {
  id: string;
  /** Conversation page (`c/meena/meena-12/meena`). */
  path: string;
  seed: string;
  turns: number;
  /** Turns of the judged speaker (the bot, or Human 2 in human-human conversations). */
  botTurns: number;
  botWords: number;
  botTokens: number;
  userWords: number;
  userTokens: number;
  /** The FED page of this conversation when FED rated it. */
  fedPath?: string;
  /**
   * Share of the bot's turns that repeat one of its earlier turns (Meena's cross-turn repetition). Not computed
   * here: the galleries' detector owns the rule, and the lead wires its rate in (undefined until then).
   */
  repetitionRate?: number;
}

/** One system of the Meena release in the browser. */
export interface MeenaSystemView {
  model: string;
  display: string;
  /** `meena/<model>/`. */
  path: string;
  conversations: MeenaConversationRow[];
  /** The per-system summary row (also in MeenaBrowserModel.table). */
  summary: Cell[];
}

export interface MeenaBrowserModel {
  /** One row per system: conversations, turns, lengths in words and tokens, FED coverage, repetition. */
  table: TableModel;
  systems: MeenaSystemView[];
  /** Per system: the conversations table (rows link to conversation pages). */
  tables: Record<string, TableModel>;
  notes: string[];
}

/** A FED quality at one level, summarised per system. */
export interface FedQualityView {
  quality: string;
  level: 'turn' | 'dialog';
  scale: { min: number; max: number };
}

/** A turn of a FED-rated conversation as its page shows it. */
export interface FedTurnView {
  n: number;
  speaker: string;
  text: string;
  /** FED's ratings of this turn (turn-level items): quality, the five raters' values, the mean. */
  ratings?: { quality: string; values: (number | null)[]; mean: number | null }[];
  /** FED item number(s) rating this turn. */
  items?: number[];
}

/** One FED-rated conversation: the turns, the rated ones marked, and the dialog-level ratings. */
export interface FedConversationView {
  conversationId: string;
  /** `fed/<seed>/`. */
  path: string;
  conversationPath: string;
  model: string;
  display: string;
  seed: string;
  turns: FedTurnView[];
  /** Dialog-level ratings with the item number and how many turns FED showed its raters. */
  dialog?: {
    item: number;
    turnsShown: number;
    ratings: { quality: string; values: (number | null)[]; mean: number | null }[];
  };
  /** How FED's items were matched to this conversation, in words. */
  linkedBy: string;
}

export interface FedSiteModel {
  /** Per level: one row per quality, the per-system means (and items rated). */
  means: { turn: TableModel; dialog: TableModel };
  /** Grouped bar charts of the means, per level. */
  meanCharts: { turn: string; dialog: string };
  /** Per level: for each quality and system, the share of ratings at each scale value. */
  distributions: { turn: TableModel; dialog: TableModel };
  /** Per level: rater agreement per quality (percent agreement, Krippendorff's alpha ordinal and interval). */
  agreement: { turn: TableModel; dialog: TableModel };
  /** The values that were free text, verbatim, with where. */
  freeText: { where: string; message: string; raw: string }[];
  /** Items not linked to a conversation, and items linked only without emoticons. */
  linkNotes: string[];
  conversations: FedConversationView[];
  counts: { turnItems: number; dialogItems: number; linkedDialogs: number; linkedTurns: number };
}

/** One labelled response as the conversation and static pages show it: majority marks and the raters' votes. */
export interface SsaResponseView {
  turn: number;
  /** The response's text: the label file's, else the conversation's turn. */
  text: string;
  raters: number;
  sensibleVotes: number;
  /** Votes for specific as counted (not sensible is not specific). */
  specificVotes: number;
  sensible: boolean;
  specific: boolean;
  /** The raters split evenly on sensible or specific (counted as no). */
  tie: boolean;
}

/** One system's labelled responses in one conversation or context. */
export interface SsaSystemResponses {
  /** Display name, with version, run and decoding when the labels give them. */
  system: string;
  model: string;
  responses: SsaResponseView[];
}

/** The SSA labels linked to one conversation page (interactive mode). */
export interface SsaConversationLabels {
  conversationId: string;
  /** The conversation's page (`c/meena/meena-12/meena`); empty when it has none. */
  path: string;
  /** How the labels' `conversation` matched: the conversation's id, or its transcript seed. */
  linkedBy: 'id' | 'seed';
  systems: SsaSystemResponses[];
}

/** One context of the static evaluation with every system's response (the paper's Table 4). */
export interface SsaStaticContext {
  /** The context id (the labels' `conversation`). */
  id: string;
  /** The context's turns, one a line, when the label file gives them (`context` column); absent otherwise. */
  turns?: string[];
  systems: SsaSystemResponses[];
}

/** The static evaluation's contexts, a page at a time (`ssa/static/`, `ssa/static/2/`, ...). */
export interface SsaStaticModel {
  pages: SsaStaticContext[][];
  contexts: number;
  /** Systems with a response in at least one context. */
  systems: string[];
  pageSize: number;
}

/** Run-to-run spread beside the paper's (section 4.1). */
export interface SsaRunsModel {
  /** One row per system and run. */
  perRun: TableModel;
  /** One row per system with two or more runs: mean and sample sd of SSA, beside the published spread. */
  spread: TableModel;
  notes: string[];
}

/** Scores against the decoding (the paper's figures 6-8): the table and the figures (also in `figures`). */
export interface SsaDecodingModel {
  table: TableModel;
  /** Ids of the decoding figures in SsaSiteModel.figures. */
  figureIds: string[];
  notes: string[];
}

/** The Meena section of a site. */
export interface SsaSiteModel {
  /** The paper's published figures, always shown: per mode, and the agreement of Table 1. */
  published: {
    interactive: TableModel;
    static: TableModel;
    agreement: TableModel;
    rSquared: TableModel;
    source: string;
  };
  /** Computed from SSA labels, when there are any: scores with intervals beside the published values. */
  leaderboard?: { table: TableModel; svg: string; notes: string[] };
  /** Agreement per system and its mean ± sd per mode beside Table 1. */
  agreement?: { perSystem: TableModel; summary: TableModel };
  /** Regression figures (paper figures 1-5, 9, 10), each under `ssa/figures/<id>/`. */
  figures: FigureModel[];
  /** Notes on figures that could not be drawn (too few model versions with perplexity, ...). */
  figureNotes: string[];
  browser?: MeenaBrowserModel;
  fed?: FedSiteModel;
  /** SSA per run and the run-to-run spread, when a system has two or more runs. */
  runs?: SsaRunsModel;
  /** Scores per decoding, when labels give decoding fields. */
  decoding?: SsaDecodingModel;
  /** Static contexts with every system's response, when there are static labels. */
  static?: SsaStaticModel;
  /** Interactive labels linked to conversation pages (in id order), and notes on labels that did not fit. */
  conversationLabels?: { conversations: SsaConversationLabels[]; notes: string[] };
  /** Bootstrap seed and rounds of the intervals. */
  bootstrap: { seed: number; rounds: number };
}
