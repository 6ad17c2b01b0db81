// The views of the site: one per benchmark and judge that has judgments (or a published leaderboard alone), each
// built by the generic view machinery (src/views) with its benchmark's view profile; one view per benchmark is the
// home page's, and each lists the views of its benchmark under other judges.
import { benchmarkTitle, profileOf } from '../../profiles/index.ts';
import type { Dataset } from '../../records/dataset.ts';
import { GROUND_TRUTH } from '../../records/ids.ts';
import type { ViewModel } from '../../site/siteModel.ts';
import { groupBy } from '../../stats/groupBy.ts';
import { groundTruthContinuations, lengthStats, type LengthStats } from '../../stats/lengthStats.ts';
import { lengthStatsFromCounts } from '../../stats/lengthStatsFromCounts.ts';
import type { LeaderboardModel } from '../../site/viewModel.ts';
import { buildView, viewLeaderboard } from '../../views/buildView.ts';
import type { CachedWork } from '../../views/cachedWork.ts';
import { viewBootstraps } from '../../views/viewStats.ts';
import { byText, noMemo, seg, type Memo, type ViewContext, type ViewKey } from '../../views/viewContext.ts';
import { createSlicer, type DatasetReads } from './datasetSlice.ts';
import { hashOf } from '../hashOf.ts';
import { LENGTH_READS, VIEW_READS } from './viewInputs.ts';

export interface SiteViewsContext {
  name: (model: string) => string;
  judgeName: (judge: string) => string;
  /** cl100k tokens of a text (cached). */
  tokens: (text: string) => number;
  /** The input-hash cache: its keys are the hashes of what each computation is handed (viewInputs.ts). */
  cache?: { memo: Memo };
}

/** How the site names models (the ground truth as such) and judges: by the display names of the model and judge tables. */
export function siteNames(data: Pick<Dataset, 'models' | 'judges'>): {
  name: (model: string) => string;
  judgeName: (judge: string) => string;
} {
  const display = new Map(data.models.map((m) => [m.id, m.display]));
  const judgeDisplay = new Map(data.judges.map((j) => [j.id, j.display]));
  return {
    name: (id) => display.get(id) ?? (id === GROUND_TRUTH ? 'Ground truth' : id),
    judgeName: (id) => judgeDisplay.get(id) ?? id,
  };
}

/**
 * Every (benchmark, judge) with judgments. A published leaderboard alone makes a view under its judge when its
 * profile draws views (BotChat's lb.csv); the peers' published tables are shown by their own section instead.
 */
export function viewKeys(data: Dataset): ViewKey[] {
  const keys = new Set<string>();
  for (const j of data.uniJudgments) keys.add(`${j.benchmark}\u0000${j.judge}`);
  for (const j of data.pairJudgments) keys.add(`${j.benchmark}\u0000${j.judge}`);
  for (const r of data.publishedLeaderboard)
    if (profileOf(r.benchmark)?.view && ![...keys].some((k) => k.startsWith(`${r.benchmark}\u0000`)))
      keys.add(`${r.benchmark}\u0000${profileOf(r.benchmark)?.view?.publishedJudge ?? 'published'}`);
  return [...keys].sort(byText).map((k) => {
    const [benchmark = '', judge = ''] = k.split('\u0000');
    return { benchmark, judge, path: `${seg(benchmark)}-${seg(judge)}` };
  });
}

/** The context of one view: its slice of the dataset (`data`), its benchmark's chat lengths, the site's names. */
function viewContext(
  v: ViewKey,
  data: Dataset,
  lengths: LengthStats[],
  ctx: Pick<SiteViewsContext, 'tokens' | 'cache'>,
): ViewContext {
  const { seed, rounds } = data.manifest.bootstrap;
  const { name, judgeName } = siteNames(data);
  return {
    view: v,
    title: benchmarkTitle(v.benchmark),
    data,
    uni: data.uniJudgments.filter((j) => j.judge === v.judge),
    // The judgments its benchmark rates (LMArena: the anonymous votes), of this judge.
    pairs: (profileOf(v.benchmark)?.view?.rated ?? ((p) => [...p]))(
      data.pairJudgments.filter((j) => j.judge === v.judge),
    ),
    lengths,
    name,
    judgeName,
    tokens: ctx.tokens,
    seed,
    rounds,
    memo: ctx.cache?.memo ?? noMemo,
  };
}

const linksOf = (data: Dataset) => {
  const linkOf = new Map(data.models.map((m) => [m.id, m.link]));
  return (m: string) => linkOf.get(m);
};

/** One view, from what it is handed: its slice of the dataset (`data`) and its benchmark's chat lengths. */
function computeView(
  v: ViewKey,
  data: Dataset,
  lengths: LengthStats[],
  ctx: Pick<SiteViewsContext, 'tokens' | 'cache'>,
): ViewModel {
  const { judgeName } = siteNames(data);
  const built = buildView(
    viewContext(v, data, lengths, ctx),
    profileOf(v.benchmark)?.view ?? {},
    linksOf(data),
  );
  return {
    path: v.path,
    benchmark: v.benchmark,
    benchmarkTitle: benchmarkTitle(v.benchmark),
    judge: v.judge,
    judgeDisplay: judgeName(v.judge),
    primary: false,
    siblings: [],
    ...built,
  };
}

/**
 * Every view's leaderboard alone, computed as the site computes it (`parley ratings`): the same statistics, no
 * figure drawn.
 */
export function viewLeaderboards(
  data: Dataset,
  ctx: Pick<SiteViewsContext, 'tokens' | 'cache'>,
): { view: ViewKey; leaderboard: LeaderboardModel }[] {
  const lengths = benchmarkLengths(data, ctx);
  const slice = createSlicer(data);
  return viewKeys(data).map((v) => {
    // Each view sees its benchmark's slice of the dataset, as the build's views do.
    const handed = slice(v.benchmark, VIEW_READS, `the view ${v.path}`).data;
    return {
      view: v,
      leaderboard: viewLeaderboard(
        viewContext(v, handed, lengths.get(v.benchmark) ?? [], ctx),
        profileOf(v.benchmark)?.view ?? {},
        linksOf(handed),
      ),
    };
  });
}

/**
 * The bootstraps the views will ask the memo for, each from its view's slice of the dataset and judgments as the
 * view computes them (viewContext, viewBootstraps): the views' declared cached work.
 */
export function viewsCachedWork(data: Dataset): CachedWork[] {
  const slice = createSlicer(data);
  return viewKeys(data).flatMap((v) =>
    viewBootstraps(
      viewContext(v, slice(v.benchmark, VIEW_READS, `the view ${v.path}`).data, [], { tokens: () => 0 }),
    ),
  );
}

/**
 * Chat lengths of every benchmark's models (the ground truth apart), from its conversations, or from counts files
 * for a benchmark known only from them.
 */
export function benchmarkLengths(
  data: Dataset,
  ctx: Pick<SiteViewsContext, 'tokens' | 'cache'>,
): Map<string, LengthStats[]> {
  const out = new Map<string, LengthStats[]>();
  const slice = createSlicer(data);
  for (const benchmark of new Set(data.conversations.map((c) => c.benchmark))) {
    const wordLimit = profileOf(benchmark)?.view?.wordLimit;
    const handed = slice(benchmark, LENGTH_READS, 'the chat lengths');
    const compute = () =>
      lengthStats(groundTruthContinuations(handed.data.conversations, GROUND_TRUTH), ctx.tokens, wordLimit);
    out.set(benchmark, ctx.cache ? ctx.cache.memo('lengths', handed.inputs(), compute) : compute());
  }
  for (const [benchmark, rows] of groupBy(data.lengthCounts, (r) => r.benchmark))
    if (!out.has(benchmark)) out.set(benchmark, lengthStatsFromCounts(rows));
  return out;
}

/**
 * The views of the site, the home page's marked `primary`, each with its siblings under other judges. Each view is
 * computed from its slice of the dataset (`reads`, VIEW_READS unless a test narrows it) and cached under the hash
 * of that slice and of the chat lengths it is handed.
 * @throws UndeclaredReadError when a view's computation reads a Dataset field `reads` does not name.
 */
export function buildSiteViews(
  data: Dataset,
  ctx: Pick<SiteViewsContext, 'tokens' | 'cache'>,
  lengths: ReadonlyMap<string, LengthStats[]>,
  reads: DatasetReads = VIEW_READS,
): ViewModel[] {
  const slice = createSlicer(data);
  const views: ViewModel[] = viewKeys(data).map((v) => {
    const handed = slice(v.benchmark, reads, `the view ${v.path}`);
    const viewLengths = lengths.get(v.benchmark) ?? [];
    const compute = (): ViewModel => computeView(v, handed.data, viewLengths, ctx);
    return ctx.cache
      ? ctx.cache.memo('view', { view: v, ...handed.inputs(), lengths: hashOf(viewLengths) }, compute)
      : compute();
  });
  // The home page shows one view per benchmark: the judge with the most judgments (ties: the first by name).
  const judgmentsOf = (v: ViewModel) =>
    data.uniJudgments.filter((j) => j.benchmark === v.benchmark && j.judge === v.judge).length +
    data.pairJudgments.filter((j) => j.benchmark === v.benchmark && j.judge === v.judge).length;
  for (const [, vs] of groupBy(views, (v) => v.benchmark)) {
    const counts = vs.map(judgmentsOf);
    const best = counts.indexOf(Math.max(...counts));
    vs.forEach((v, i) => (v.primary = i === best));
  }
  for (const view of views)
    view.siblings = views
      .filter((o) => o.benchmark === view.benchmark)
      .map((o) => ({ judge: o.judge, display: o.judgeDisplay, path: o.path }));
  return views;
}
