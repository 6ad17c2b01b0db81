// A benchmark profile: everything particular to one benchmark, declared once. The reading machinery
// (src/ingest), the statistics (src/stats) and the pipeline (src/pipeline) know no benchmark; they take what the
// profiles declare. docs/adding-a-benchmark.md walks through writing one.
import type { LinkStep, RoleSpec } from '../ingest/roles.ts';
import type { KnownModel } from '../ingest/modelRegistry.ts';
import type { Dataset } from '../records/dataset.ts';
import type { ModelSection, TableModel } from '../site/viewModel.ts';
import type { ViewProfile } from '../views/buildView.ts';

export interface BenchmarkProfile {
  /** The benchmark's id as records carry it (`botchat`, `hcg`); path-safe. */
  id: string;
  /** The name pages show. */
  title: string;
  /** A short name, where a label has little room. */
  shortTitle: string;
  /** Its input files: how each is recognised by content, and read. */
  roles: readonly RoleSpec[];
  /**
   * The model spellings of this benchmark's own files, resolved to one id each. They apply to this profile's
   * files only (or to any input whose manifest asks for them): another study's `vicuna-13b` stays `vicuna-13b`.
   */
  models?: readonly KnownModel[];
  /** Judges known ahead of the data: the id as the files spell it, and the name pages show. */
  judges?: Readonly<Record<string, string>>;
  /** Steps run once every file is read: links between this benchmark's records, checks across its files. */
  link?: readonly LinkStep[];
  /** Lines `parley check` prints about what this benchmark's records hold (after the file report). */
  contents?: (data: Dataset) => string[];
  /** What is particular to its views (a benchmark under one judge): figure numbers, own figures, leaderboard. */
  view?: ViewProfile;
}

/** What the pipeline hands a section's builder besides the dataset. */
export interface SectionContext {
  /** A model's display name. */
  name: (model: string) => string;
  /** The bootstrap every interval of the site uses. */
  seed: number;
  rounds: number;
  /** cl100k tokens of a text (cached by the pipeline). */
  countTokens: (text: string) => number;
  /** Site path of each conversation page, by conversation id. */
  conversationPaths: ReadonlyMap<string, string>;
}

/**
 * A part of the site of its own (ruTiE, preference labels, Meena SSA): its model, built from the dataset, its
 * pages, its downloads and its rows on a model's page. The pipeline runs every section the profiles declare.
 */
export interface SiteSection<M> {
  /** The section's key in the site model (`SiteModel.sections`), and the first segment of its pages' paths. */
  key: string;
  /** The name the navigation and the home page show. */
  title: string;
  /** The section's model, or undefined when the data hold nothing for it. */
  build: (data: Dataset, ctx: SectionContext) => M | undefined;
  /** Its pages: Astro route patterns and the page files (paths from the project root). */
  pages: readonly { pattern: string; entrypoint: string }[];
  /** Tables written as CSV and JSON under `data/<key>/`. */
  downloads?: (section: M) => readonly { name: string; raw: TableModel['raw'] }[];
  /** A model's rows in the section, for its model page. */
  modelRows?: (model: string, section: M) => ModelSection[];
}
