// A benchmark profile: everything particular to one benchmark, declared once. The reading machinery
// (src/ingest), the statistics (src/stats) and the pipeline (src/pipeline) know no benchmark; they take what the
// profiles declare. docs/adding-a-benchmark.md walks through writing one.
import type { LinkStep, RoleSpec } from '../ingest/roles.ts';
import type { KnownModel } from '../ingest/modelRegistry.ts';
import type { Conversation } from '../records/conversation.ts';
import type { Dataset } from '../records/dataset.ts';
import type { PublishedCell } from '../records/methodText.ts';
import type { RecordKind } from '../records/recordKind.ts';
import type { BoardModel, ModelSection, TableModel } from '../site/viewModel.ts';
import type { ViewProfile } from '../views/buildView.ts';

/**
 * A benchmark's declaration. `S` is the type of its sections, so that the site model types each section's model
 * (`SiteModel.sections.<key>`): declare a profile with sections as `BenchmarkProfile<typeof mySection>`.
 */
export interface BenchmarkProfile<S extends SiteSection<unknown> = SiteSection<unknown>> {
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
  /**
   * Lines `parley check` prints about what this benchmark's records hold, after the lines every benchmark gets
   * (conversations, judgments and the other shared record kinds), in the order of the profiles.
   */
  contents?: (data: Dataset) => string[];
  /** What is particular to its views (a benchmark under one judge): figure numbers, own figures, leaderboard. */
  view?: ViewProfile;
  /** Lines `parley check` prints under the line counting this benchmark's conversations (of one setting). */
  conversationContents?: (conversations: readonly Conversation[]) => string[];
  /**
   * The collections of hand-labelled examples this benchmark's readers produce (LabelledExample.collection), with
   * the title the gallery gives each and who picked them (as a card says it: "Hand-picked by ..."). The examples are
   * measured against this benchmark's people's lengths.
   */
  exampleCollections?: Readonly<Record<string, { title: string; pickedBy: string }>>;
  /**
   * Numbers the study printed that its released files may not hold (a table of a longer README, a paper's table),
   * typed with where they were printed. The method section shows such a table when no file given holds it: a table
   * read from the data wins over the reference values.
   */
  referenceCells?: () => readonly PublishedCell[];
  /**
   * Parley's value for a cell of a table the study printed in its text (PublishedCell), and how it is computed;
   * undefined when the data hold nothing it is computed from. The method section shows the two side by side.
   */
  reproduceCell?: (
    cell: PublishedCell,
    data: Dataset,
    ctx: SectionContext,
  ) => { value: number; method: string } | undefined;
  /** Notes the gallery prints beside this benchmark's cross-turn repetition shares (a published fact, say). */
  repetitionNotes?: readonly string[];
  /**
   * The record kinds only this benchmark's readers produce (src/records/recordKind.ts): each held in
   * `Dataset.records` under its key and read and written with `recordsOf`, and guarded by the record ledger by
   * its identity. Records the shared kinds hold (conversations, judgments, published values) go in those.
   */
  recordKinds?: readonly RecordKind[];
  /**
   * Its parts of the site (pages, downloads, home-page block, rows on model pages), built from the dataset. The
   * registry (src/profiles/registry.ts) lists them with the sections no one profile owns, by `place`.
   */
  sections?: readonly S[];
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

/** One page of a section: an Astro route pattern and the page file that renders it. */
export interface SectionPage {
  /** The route, as Astro spells it (`/rutie/[...section]`, `/rutie/questions/[page]`). */
  pattern: string;
  /** The page file, as a URL (`new URL('./pages/index.astro', import.meta.url)`), so it moves with its profile. */
  entrypoint: URL;
}

/** A table a section offers for download, as CSV and JSON. */
export interface SectionDownload {
  /** The file name without extension (`leaderboard` gives `leaderboard.csv` and `leaderboard.json`). */
  name: string;
  /** The rows, numbers unrounded. */
  raw: TableModel['raw'];
}

/** Where and how a section's tables are written; one writer (src/pipeline/buildSite.ts) writes every section's. */
export interface SectionDownloads<M> {
  /** The folder under the site; `data/<key>` unless the section's pages have always linked elsewhere. */
  dir?: string;
  /** True when the JSON names the site's bootstrap (seed, rounds) beside the rows: the tables hold its intervals. */
  bootstrap: boolean;
  tables(section: M): readonly SectionDownload[];
}

/**
 * A part of the site of its own (ruTiE, preference labels, Meena SSA): its model, built from the dataset, its
 * pages, its downloads, its rows on a model's page, and where the navigation and the home page show it. A profile
 * declares its sections (BenchmarkProfile.sections); the pipeline runs every section src/profiles/index.ts lists
 * (SECTIONS: the profiles' and the shared ones, by `place`); the routes come from `pages` (src/profiles/routes.ts,
 * injected by astro.config.mjs).
 *
 * The hooks are written as methods so that a section of any model is a `SiteSection<unknown>` to the pipeline.
 */
export interface SiteSection<M, K extends string = string> {
  /** The section's key in the site model (`SiteModel.sections`), and the first segment of its pages' paths. */
  key: K;
  /** The name the home page, the model pages and the model index show. */
  title: string;
  /**
   * Where it stands among the sections in the navigation, the home page, a model's page and the build's steps:
   * lower first. The first sections took 10 (ruTiE) to 70 (history) by tens; a new one takes a free number.
   */
  place: number;
  /** The section's model, or undefined when the data hold nothing for it. */
  build(data: Dataset, ctx: SectionContext): M | undefined;
  /** Its pages. A page that has nothing to show for some data returns no paths from getStaticPaths. */
  pages: readonly SectionPage[];
  /** Tables written as CSV and JSON. */
  downloads?: SectionDownloads<M>;
  /** A model's rows in the section, for its model page. */
  modelRows?(model: string, section: M): ModelSection[];
  /** Its entry in the site's header, to `<key>/`, before the data-quality page (the label, when shorter than the title). */
  nav?: { label: string };
  /**
   * Its block on the home page: a component, named `*Summary.astro` and kept in the profile's `components/`
   * folder (the home page imports it from the module astro.config.mjs derives from SECTIONS), that reads the section from the site model and renders a `section`
   * whose heading has the id `lb-<key>`; the home page's table of contents names it by `title`.
   */
  home?: {
    summary: URL;
    /**
     * Whether the block is shown for this model (default: always); a hidden block has no table-of-contents entry.
     * `home.leaderboards`: how many leaderboards the home page holds besides the sections' blocks (the boards the
     * sections declare and the benchmarks' leading views).
     */
    shown?(section: M, home: { leaderboards: number }): boolean;
  };
  /**
   * The benchmarks' own leaderboards this section declares, each led by its benchmark's headline numbers: the home
   * page shows each in a block of its own (src/components/BenchmarkBoard.astro), with its own table-of-contents
   * entry, before the benchmark's judge views; a site of one benchmark opens with it.
   */
  boards?(section: M): BoardModel[];
  /**
   * Its note on conversation pages, under the conversation's facts: a component, named `*ConversationNote.astro`
   * and kept in the profile's `components/` folder, and what it shows of each conversation the section has
   * something on, by conversation id (the component is given the conversation's `id` and that `note`). A page is
   * keyed on its note's data (src/pipeline/pageCache.ts): give each conversation only what its note shows.
   */
  conversationNote?: { component: URL; notes(section: M): Record<string, unknown> };
}
