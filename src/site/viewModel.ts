// The pieces every page is made of: table cells and columns, tables with their raw rows for downloads, figures,
// leaderboards, a model's rows in a section. Profiles build their sections' models from these; the site model
// (siteModel.ts) gathers them. This file imports nothing, so anything may build on it.

/** One cell of a display table: the text shown, the value sorted on, an optional link. */
export interface Cell {
  text: string;
  /** Sort key (numbers sort numerically); defaults to the text; null when the value is undefined (sorts last). */
  sort?: number | string | null;
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

/** A value of a download row: a number, text, flag or null. */
export type RawValue = string | number | boolean | null;

/** A table as shown, with the raw rows for downloads (numbers unrounded). */
export interface TableModel {
  columns: Column[];
  rows: Cell[][];
  /**
   * Raw values per row, keyed by column key, for the CSV and JSON downloads. A value may be one level of named
   * values (a ratings row's `styleControlled: { rating, lo, hi, rank }`): nested in the JSON, `<key>.<name>`
   * columns in the CSV.
   */
  raw: Record<string, RawValue | { [name: string]: RawValue }>[];
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

/** A block under a leaderboard ("About this ranking", slices): a table, how it was computed, and its downloads. */
export interface LeaderboardBlock {
  /** Path-safe id, unique within its view: the downloads are `data/<view>/<id>.csv` and `<id>.json`. */
  id: string;
  title: string;
  /** One or two sentences: what the table holds and how it was computed. */
  method: string;
  table: TableModel;
  notes: string[];
}

/** A leaderboard: the source's columns, Parley's intervals and counts, published beside reproduced. */
export interface LeaderboardModel {
  title: string;
  table: TableModel;
  notes: string[];
  /** Blocks shown under the table on the view's page, each downloaded beside the leaderboard. */
  blocks?: LeaderboardBlock[];
}

/** A model's rows in one section of the site, with the section's page and further links. */
export interface ModelSection {
  /** The benchmark the rows are about, when the section says: the model page shows them in its part. */
  benchmark?: string;
  title: string;
  /** Site path of the section (`<key>/`, or a page under it). */
  path: string;
  table: TableModel;
  links: { label: string; path: string }[];
}

/**
 * A benchmark's own leaderboard on the home page, led by the benchmark's headline numbers (MT-Bench's turn scores,
 * arena-hard's score against the baseline, or a published table shown as printed). A section declares it
 * (SiteSection.boards); the home page shows each in its own block with its own table-of-contents entry, before
 * the benchmark's judge views.
 */
export interface BoardModel {
  /** The benchmark's id, as its records carry it: the home page orders boards and views by it. */
  benchmark: string;
  /** Path-safe and unique on the site: the block's heading has the id `lb-<id>`. */
  id: string;
  /** The benchmark's name: the heading and the table-of-contents entry. */
  title: string;
  /** One or two sentences under the heading: what the numbers are, with their intervals and source. */
  lead: string;
  /** The mark of a table shown as its publisher printed it (`as published in arena_hard_leaderboard_20240731.csv`). */
  published?: string;
  /** The headline table: its first column names the model, the rows ranked by the headline number. */
  table: TableModel;
  /** The page with everything about the benchmark, then other links (the answer browser). */
  links: { label: string; path: string }[];
  notes: string[];
  /** The table's downloads, as a site path without extension (`data/peers/mt-bench-board`). */
  download: string;
}
