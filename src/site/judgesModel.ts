// The judges part of the site model: for each benchmark judged by two or more judges, how much they agree, how
// they are biased, how the ranking depends on them, and the conversations where they split.
import type { TableModel } from './siteModel.ts';

/** One judge's verdict on a conversation, as the disagreement browser shows it. */
export interface SplitVerdict {
  judge: string;
  verdict: 'ai' | 'human';
  firstAiChat: number | null;
  reason: string;
}

/** A conversation the judges split on (some call it AI, some do not). */
export interface SplitItem {
  label: string;
  modelDisplay: string;
  setting: string;
  seed: string;
  /** The conversation page, when the conversation itself was read. */
  conversationPath?: string;
  verdicts: SplitVerdict[];
}

/** One page of the disagreement browser (one model of one benchmark, a slice of its split conversations). */
export interface SplitPage {
  /** Site path, e.g. `judges/hcg/split/gpt4o/1`. */
  path: string;
  benchmark: string;
  benchmarkTitle: string;
  model: string;
  modelDisplay: string;
  page: number;
  pages: number;
  /** Paths of every page of this model, for the page links. */
  pagePaths: string[];
  /** The judges page of the benchmark. */
  judgesPath: string;
  items: SplitItem[];
}

/** A ranking comparison for one setting: each judge's rank of every model scored by all. */
export interface RankingModel {
  setting: string;
  table: TableModel;
  taus: TableModel;
  svg: string;
  notes: string[];
}

export interface JudgesBenchmarkModel {
  benchmark: string;
  benchmarkTitle: string;
  /** Site path, `judges/<benchmark>`. */
  path: string;
  judges: { id: string; display: string; views: string[] }[];
  /** How many judgments are verified to be about the conversation they are filed under; only those are compared. */
  verification: string[];
  /** What each judge saw: conversations and models per setting, partial or single-model judges marked. */
  coverage: TableModel;
  /** Agreement on every conversation judged by two or more judges. */
  agreement: { svg: string; table: TableModel; summary: string[] };
  /** The same, restricted to the real (human) conversations, when they were judged by two or more judges. */
  realAgreement?: { svg: string; table: TableModel; summary: string[] };
  /** Per judge: real-dialogue pass rate, position bias, length sensitivity. */
  bias: { table: TableModel; lengthSvg?: string; lengthTable?: TableModel; notes: string[] };
  /** Automatic judges' pass rates corrected against a human judge's labels (sections/judges/judgeCalibration.ts). */
  calibration?: { table: TableModel; notes: string[] };
  rankings: RankingModel[];
  /** The disagreement browser: split conversations per model. */
  splits: {
    total: number;
    items: number;
    byModel: { model: string; display: string; count: number; path: string }[];
  };
}

export interface JudgesModel {
  benchmarks: JudgesBenchmarkModel[];
  splitPages: SplitPage[];
}
