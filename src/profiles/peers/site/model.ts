// The peers section's model: for each peer format the data hold, Parley's tables, its numbers beside the peer's
// published ones, and what could not be recomputed.
import type { BoardModel, TableModel } from '../../../site/viewModel.ts';

/** One table of a format's page, with its download name. */
export interface PeerTable {
  /** Path-safe; the download is `data/peers/<format>-<id>.csv` / `.json`. */
  id: string;
  title: string;
  /** One or two sentences: what the rows are and how they were computed. */
  method: string;
  table: TableModel;
}

/** How many published numbers a format's comparison holds, and how many agree to the printed digits. */
export interface PeerTally {
  models: number;
  compared: number;
  agree: number;
  /** Published numbers with nothing in the data to recompute them from. */
  notRecomputed: number;
}

/** One peer format present in the data. */
export interface PeerFormat {
  /** Path-safe id: the page is `peers/<id>/`. */
  id: string;
  title: string;
  /** Where the format comes from (the peer's repository), for the lead. */
  origin: string;
  tally: PeerTally;
  /** Parley's leaderboards (first the main one), then the published-vs-computed table when there is one. */
  tables: PeerTable[];
  /** The comparison table's id in `tables`, when published numbers were read. */
  comparison?: string;
  /**
   * The id in `tables` of the format's own leaderboard, led by its headline numbers (AlpacaEval's: the published LC
   * win rate, Parley's beside it, win rate and length), for a home page to show: its columns marked `more` are left
   * out of a compact table (eight at most).
   */
  headline?: string;
  /** What could not be reproduced and why; what is not computed. */
  notes: string[];
  /**
   * The benchmark's own leaderboards, led by its headline numbers, for the home page (SiteSection.boards); each
   * board's table is also one of `tables` (its downloads are that table's).
   */
  boards?: BoardModel[];
}

export interface PeersModel {
  formats: PeerFormat[];
  /** One row per format: models, published numbers compared, agreeing, not recomputed. */
  overview: TableModel;
}
