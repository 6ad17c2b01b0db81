// The WildBench section of the site model (SiteModel.sections.wildbench): built by ./build.ts, shown by
// ../pages/index.astro, downloaded under data/wildbench/.
import type { TableModel } from '../../../site/viewModel.ts';

/** The WB-Reward leaderboard of one judge's judgments. */
export interface WildBenchBoard {
  /** The judge ('' when no record, folder or manifest names it). */
  judge: string;
  /** The reference models, by id, in the columns' order. */
  references: string[];
  /** Each model's WB-Reward against each reference and the mix of them. */
  table: TableModel;
  /** The download's name under data/wildbench/. */
  download: string;
}

export interface WildBenchModel {
  /** The length margin K the rewards use (characters). */
  k: number;
  boards: WildBenchBoard[];
  /** Judgments read. */
  judgments: number;
  /** Judgments whose reference model nothing names: in no reward. */
  unattributed: number;
}
