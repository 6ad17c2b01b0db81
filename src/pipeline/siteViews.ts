// The views of the site: one per benchmark and judge that has judgments (or a published leaderboard alone), each
// built by the generic view machinery (src/views) with its benchmark's view profile; one view per benchmark is the
// home page's, and each lists the views of its benchmark under other judges.
import { benchmarkTitle, profileOf } from '../profiles/index.ts';
import type { Dataset } from '../records/dataset.ts';
import { GROUND_TRUTH } from '../records/ids.ts';
import type { ViewModel } from '../site/siteModel.ts';
import { groupBy } from '../stats/groupBy.ts';
import { lengthStats, type LengthStats } from '../stats/lengthStats.ts';
import { lengthStatsFromCounts } from '../stats/lengthStatsFromCounts.ts';
import { buildView } from '../views/buildView.ts';
import { byText, noMemo, seg, type Memo, type ViewKey } from '../views/viewContext.ts';
import { conversationInputs, viewInputs } from './viewInputs.ts';

export interface SiteViewsContext {
  name: (model: string) => string;
  judgeName: (judge: string) => string;
  /** cl100k tokens of a text (cached). */
  tokens: (text: string) => number;
  /** The input-hash cache and the content hash of each input file; both or neither. */
  cache?: { memo: Memo; fileHash: (file: string) => string };
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

/**
 * Chat lengths of every benchmark's models (the ground truth apart), from its conversations, or from counts files
 * for a benchmark known only from them.
 */
export function benchmarkLengths(data: Dataset, ctx: SiteViewsContext): Map<string, LengthStats[]> {
  const out = new Map<string, LengthStats[]>();
  for (const [benchmark, convs] of groupBy(data.conversations, (c) => c.benchmark)) {
    const wordLimit = profileOf(benchmark)?.view?.wordLimit;
    const compute = () =>
      lengthStats(
        convs.filter((c) => c.model !== GROUND_TRUTH),
        ctx.tokens,
        wordLimit,
      );
    const cache = ctx.cache;
    out.set(
      benchmark,
      cache ? cache.memo('lengths', conversationInputs(benchmark, data, cache.fileHash), compute) : compute(),
    );
  }
  for (const [benchmark, rows] of groupBy(data.lengthCounts, (r) => r.benchmark))
    if (!out.has(benchmark)) out.set(benchmark, lengthStatsFromCounts(rows));
  return out;
}

/** The views of the site, the home page's marked `primary`, each with its siblings under other judges. */
export function buildSiteViews(
  data: Dataset,
  ctx: SiteViewsContext,
  lengths: Map<string, LengthStats[]>,
): ViewModel[] {
  const { seed, rounds } = data.manifest.bootstrap;
  const linkOf = new Map(data.models.map((m) => [m.id, m.link]));
  const views: ViewModel[] = viewKeys(data).map((v) => {
    const uni = data.uniJudgments.filter((j) => j.benchmark === v.benchmark && j.judge === v.judge);
    const pairs = data.pairJudgments.filter((j) => j.benchmark === v.benchmark && j.judge === v.judge);
    const compute = (): ViewModel => {
      const built = buildView(
        {
          view: v,
          title: benchmarkTitle(v.benchmark),
          data,
          uni,
          pairs,
          lengths: lengths.get(v.benchmark) ?? [],
          name: ctx.name,
          judgeName: ctx.judgeName,
          tokens: ctx.tokens,
          seed,
          rounds,
          memo: ctx.cache?.memo ?? noMemo,
        },
        profileOf(v.benchmark)?.view ?? {},
        (m) => linkOf.get(m),
      );
      return {
        path: v.path,
        benchmark: v.benchmark,
        benchmarkTitle: benchmarkTitle(v.benchmark),
        judge: v.judge,
        judgeDisplay: ctx.judgeName(v.judge),
        primary: false,
        siblings: [],
        ...built,
      };
    };
    const cache = ctx.cache;
    // The Turing-test figure across judges reads every judge's verdicts on the benchmark.
    const benchmarkUni = data.uniJudgments.filter((j) => j.benchmark === v.benchmark);
    return cache
      ? cache.memo('view', viewInputs(v, [uni, pairs, benchmarkUni], data, cache.fileHash), compute)
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
