// The history section's model: per benchmark, each model's score over the dated snapshots of its leaderboard, and
// the study's methodology changelog.
import type { TableModel } from '../../../site/viewModel.ts';

export interface HistoryBenchmark {
  /** The benchmark as the snapshots name it ('' when they name none). */
  benchmark: string;
  title: string;
  /** Path segment under history/. */
  path: string;
  dates: string[];
  /** The chart (SVG). */
  svg: string;
  /** Each model: its newest score, change, rank, n, preliminary mark, and how many snapshots it is in. */
  table: TableModel;
  /** Every model's every point (the download). */
  points: TableModel['raw'];
  /** The threshold below which a score is marked preliminary. */
  minN: number;
  /** Download name under data/history/. */
  download: string;
}

export interface HistoryChange {
  date: string;
  title: string;
  paragraphs: string[];
  source: string;
}

export interface HistoryModel {
  benchmarks: HistoryBenchmark[];
  /** The changelog, newest first. */
  changes: HistoryChange[];
}
