// The composition root of a build: dataset in, site model out. The views come from the generic view machinery
// with each benchmark's view profile (siteViews.ts); conversations, seeds, models and the quality page from their
// own modules; the sections of other benchmarks from theirs. Statistics stay pure; pages stay dumb.
import { benchmarkShortTitle, benchmarkTitle, SECTIONS } from '../profiles/index.ts';
import type { Dataset } from '../records/dataset.ts';
import { scoredIn } from '../site/modelParts.ts';
import type { BoardModel, SectionEntry, SiteModel, ViewModel } from '../site/siteModel.ts';
import { modelChats } from '../stats/lengthStats.ts';
import { referenceImagePath, seg, type Memo, type MemoEach } from '../views/viewContext.ts';
import type { DetectorPool } from '../sections/gallery/detectorPool.ts';
import { gallerySection } from '../sections/gallery/gallerySection.ts';
import { buildJudgesSection } from '../sections/judges/judgesSection.ts';
import { buildConversations, buildSeeds } from './siteConversations.ts';
import { buildModels } from './siteModels.ts';
import { buildQuality } from '../sections/quality/siteQuality.ts';
import { buildSections, sectionBoards, sectionIndex, sectionRows } from './siteSections.ts';
import { benchmarkLengths, buildSiteViews, siteNames } from './siteViews.ts';

export interface BuildModelOptions {
  /** Counts cl100k tokens of a text (cached by the caller). */
  countTokens: (text: string) => number;
  version: string;
  /** The input-hash cache (see inputCache.ts); its keys are the hashes of what each computation is handed. */
  cache?: { memo: Memo; memoEach?: MemoEach };
  /** Runs the gallery detectors on both cores (gallery/detectorPool.ts). */
  detectors?: DetectorPool;
  /** When given, filled with the seconds each section took (`gallery`, `judges`, ...), for the build log. */
  timings?: Record<string, number>;
  /** Told as each step starts (`views`, `gallery`, ...), with the steps done and their number, for progress. */
  onStep?: (step: string, done: number, total: number) => void;
}

/** The steps buildSiteModel tells onStep of: four of its own, the judges, each section, the gallery. */
const STEPS = 4 + 1 + SECTIONS.length + 1;

/** Builds the whole site model from a dataset. */
export function buildSiteModel(data: Dataset, options: BuildModelOptions): SiteModel {
  const { name, judgeName } = siteNames(data);
  const { seed, rounds } = data.manifest.bootstrap;
  const tokenCache = new Map<string, number>();
  const tokens = (t: string) => {
    let n = tokenCache.get(t);
    if (n === undefined) tokenCache.set(t, (n = options.countTokens(t)));
    return n;
  };
  const ctx = { name, judgeName, tokens, ...(options.cache ? { cache: options.cache } : {}) };
  let done = 0;
  const step = (name: string) => options.onStep?.(name, done++, STEPS);
  step('chat lengths');
  const lengthsByBenchmark = benchmarkLengths(data, ctx);
  step('views');
  const views = buildSiteViews(data, ctx, lengthsByBenchmark);
  step('conversations');
  const conversations = buildConversations(data, ctx);
  const seeds = buildSeeds(conversations);
  step('models');
  const models = buildModels(data, conversations, views, lengthsByBenchmark);

  // Judges side by side; a conversation's length is that of the chats its model wrote.
  const convById = new Map(data.conversations.map((c) => [c.id, c]));
  const pathById = new Map(conversations.map((c) => [c.id, c.path]));
  const timed = <T>(section: string, f: () => T): T => {
    step(section);
    const t = performance.now();
    const out = f();
    if (options.timings) options.timings[section] = (performance.now() - t) / 1000;
    return out;
  };
  const judges = timed('judges', () =>
    buildJudgesSection(data, {
      name,
      judgeName,
      benchmarkTitle,
      seg,
      conversationPath: (id) => pathById.get(id),
      judgedTokens: (id) => {
        const c = convById.get(id);
        return c ? modelChats(c).reduce((n, text) => n + tokens(text), 0) : undefined;
      },
      viewPath: (b, j) => views.find((v) => v.benchmark === b && v.judge === j)?.path,
    }),
  );

  const sections = buildSections(
    data,
    {
      name,
      seed,
      rounds,
      countTokens: tokens,
      conversationPaths: new Map(conversations.map((c) => [c.id, c.path])),
    },
    timed,
  );
  const gallery = timed('gallery', () =>
    gallerySection(data, conversations, {
      tokens,
      name,
      benchmarkTitle: benchmarkShortTitle,
      ...(options.cache?.memoEach ? { memoEach: options.cache.memoEach } : {}),
      ...(options.detectors ? { detect: options.detectors.detect } : {}),
    }),
  );
  options.onStep?.('done', done, STEPS);
  for (const m of models) {
    m.sections = sectionRows(m.id, sections);
    // The published numbers are the page's fallback: a section that shows the model shows its benchmark's published
    // rows itself (the peers section prints the peers' published tables), and they are not printed twice.
    if (m.sections.length > 0) m.published = [];
    m.scoredIn = scoredIn(m);
  }
  const index = sectionIndex(sections);
  const boards = sectionBoards(sections);
  return {
    title: data.manifest.title ?? siteTitle(boards, views, index),
    description: data.manifest.description ?? '',
    demo: data.manifest.demo,
    bootstrap: { seed, rounds },
    version: options.version,
    views,
    models,
    conversations,
    seeds,
    quality: buildQuality(data),
    ...gallery,
    ...(judges ? { judges } : {}),
    assets: data.referenceImages.map((r) => ({ from: r.file, to: referenceImagePath(r.file) })),
    sections,
    sectionIndex: index,
    boards,
  };
}

/**
 * The site's title when the manifest gives none: the benchmark's name when the home page holds the leaderboards of
 * one benchmark and no other block, else "Parley leaderboard".
 * @example siteTitle([{ title: 'MT-Bench', ... }], [], []) // 'MT-Bench leaderboard'
 */
export function siteTitle(
  boards: readonly Pick<BoardModel, 'benchmark' | 'title'>[],
  views: readonly Pick<ViewModel, 'benchmark' | 'benchmarkTitle' | 'primary'>[],
  index: readonly Pick<SectionEntry, 'summary'>[],
): string {
  const benchmarks = new Map<string, string>();
  for (const b of boards) if (!benchmarks.has(b.benchmark)) benchmarks.set(b.benchmark, b.title);
  for (const v of views)
    if (v.primary && !benchmarks.has(v.benchmark)) benchmarks.set(v.benchmark, v.benchmarkTitle);
  const only = benchmarks.size === 1 ? [...benchmarks.values()][0] : undefined;
  return only !== undefined && !index.some((s) => s.summary) ? `${only} leaderboard` : 'Parley leaderboard';
}
