// One view of a judged benchmark (a benchmark under one judge): its statistics, the generic figures drawn from them,
// the figures and leaderboard its profile adds or replaces, and its cautions. A straight path: statistics, then
// figures, then the leaderboard.
import type { PairJudgment } from '../records/pairJudgment.ts';
import type { FigureModel, LeaderboardModel } from '../site/viewModel.ts';
import { costFigure, viewCosts, withCostColumn } from './costColumn.ts';
import { lengthFigure } from './lengthFigure.ts';
import { genericLeaderboard } from './leaderboard.ts';
import { aboutRankingBlock, type RankingReference } from './metaMetrics.ts';
import {
  arenaFigures,
  positionBiasFigures,
  winTieLoseFigure,
  type PairFigureNumbers,
} from './pairFigures.ts';
import { passCurveFigure, passRateFigure } from './passFigures.ts';
import { sliceBlock, type SliceDeclaration } from './slices.ts';
import { markUnverifiedRows, rowTrust, textCheck } from './textTrust.ts';
import { turingFigure, turingJudgesFigure } from './turingFigures.ts';
import { judgePhrase, type ViewContext } from './viewContext.ts';
import { viewStats, type ViewStats } from './viewStats.ts';

/** The generic figures of a view, by the name a profile uses to number or leave one out. */
export type GenericFigure =
  'pass-curve' | 'pass-rate' | 'turing-test' | 'win-tie-lose' | 'lengths' | keyof PairFigureNumbers;

/** What a benchmark's profile says about its views. Everything is optional: the generic view needs nothing. */
export interface ViewProfile {
  /** pass@N curves run to this N (the benchmark's design); else to the longest judged conversation. */
  maxN?: number;
  /** How many chats of each conversation an Arena setting's judge read (BotChat's `N=8`: the first 8), for the
   * battles' style; the whole conversation when undefined. */
  arenaChats?: (setting: string) => number | undefined;
  /** Words per chat the generation prompt asked to stay under; the length table gives the share over it. */
  wordLimit?: number;
  /** The numbers of the study's own figures that the generic ones reproduce ("Figure 2"). */
  figureNumbers?: Partial<Record<GenericFigure, string>>;
  /** Generic figures the profile leaves out (it draws its own). */
  omit?: readonly GenericFigure[];
  /** Figures of its own: after the pass figures of each setting (`perSetting`), or after the generic ones. */
  figures?: {
    perSetting?: (ctx: ViewContext, stats: ViewStats, setting: string) => FigureModel[];
    afterPass?: (ctx: ViewContext, stats: ViewStats) => FigureModel[];
    last?: (ctx: ViewContext, stats: ViewStats) => FigureModel[];
  };
  /** Its leaderboard, in place of the generic one. */
  leaderboard?: (ctx: ViewContext, stats: ViewStats) => LeaderboardModel;
  /** The judge a published leaderboard with no judgments beside it was judged by (BotChat's lb.csv: GPT-4). */
  publishedJudge?: string;
  /** Reference rankings for "About this ranking" (a published leaderboard's columns), by the view's ranking id. */
  references?: (ctx: ViewContext) => readonly RankingReference[];
  /** The slices its leaderboards are broken down by (setting, split, dialogue-length bucket): see slices.ts. */
  slices?: readonly SliceDeclaration[];
  /**
   * The pairwise judgments its view counts, when not every one (LMArena: the anonymous votes, as its leaderboard
   * counts them); the others are read and reported, not rated.
   */
  rated?: (pairs: readonly PairJudgment[]) => PairJudgment[];
}

export interface BuiltView {
  leaderboard: LeaderboardModel;
  figures: FigureModel[];
  cautions: string[];
}

/** The figures of every setting's single-conversation judgments, the profile's own after each. */
function passFigures(ctx: ViewContext, stats: ViewStats, profile: ViewProfile): FigureModel[] {
  const omit = new Set(profile.omit ?? []);
  const figures: FigureModel[] = [];
  for (const [setting, cs] of stats.curves) {
    if (!omit.has('pass-curve'))
      figures.push(passCurveFigure(ctx, setting, cs, profile.figureNumbers?.['pass-curve']));
    figures.push(...(profile.figures?.perSetting?.(ctx, stats, setting) ?? []));
    if (!omit.has('pass-rate'))
      figures.push(passRateFigure(ctx, setting, stats.uniBySetting.get(setting) ?? [], cs));
    const turing = stats.turing.get(setting);
    if (turing && !omit.has('turing-test'))
      for (const f of [turingFigure(ctx, setting, turing), turingJudgesFigure(ctx, setting, turing)])
        if (f) figures.push(f);
  }
  return figures;
}

/**
 * The leaderboard of a view alone, from the same statistics (`parley ratings`: no figure drawn, no block below).
 * @example viewLeaderboard(ctx, {}).table.raw // one row per model, as the site's leaderboard download
 */
export function viewLeaderboard(
  ctx: ViewContext,
  profile: ViewProfile,
  link: (m: string) => string | undefined,
): LeaderboardModel {
  return rankedLeaderboard(ctx, viewStats(ctx, profile.maxN, profile.arenaChats), profile, link);
}

/**
 * A view's ranking, its rows resting on judgments Parley could not verify to be about their conversations marked
 * (decision 0103), with a cost column where the manifest prices models (decision 0174).
 */
function rankedLeaderboard(
  ctx: ViewContext,
  stats: ViewStats,
  profile: ViewProfile,
  link: (m: string) => string | undefined,
): LeaderboardModel {
  const ranked = profile.leaderboard
    ? profile.leaderboard(ctx, stats)
    : genericLeaderboard(ctx, stats, `${ctx.title}: ${judgePhrase(ctx.judgeName(ctx.view.judge))}`, link);
  const check = textCheck(ctx.data.conversations, [...ctx.data.uniJudgments, ...ctx.data.pairJudgments]);
  const marked = check.checked
    ? { ...ranked, table: markUnverifiedRows(ranked.table, rowTrust(ctx.uni, ctx.pairs, check), ctx.name) }
    : ranked;
  // Where the manifest prices models: a cost column (decision 0174).
  const costs = viewCosts(ctx);
  return costs ? withCostColumn(marked, costs, ctx.name) : marked;
}

/**
 * Builds a view from its context and its benchmark's view profile.
 * @example buildView(ctx, {}).leaderboard.title // 'Arena battles: judge human'
 */
export function buildView(
  ctx: ViewContext,
  profile: ViewProfile,
  link: (m: string) => string | undefined,
): BuiltView {
  const stats = viewStats(ctx, profile.maxN, profile.arenaChats);
  const numbers = profile.figureNumbers ?? {};
  const figures: FigureModel[] = [
    ...passFigures(ctx, stats, profile),
    ...(profile.figures?.afterPass?.(ctx, stats) ?? []),
    ...[...stats.wtl].map(([setting, rows]) => winTieLoseFigure(ctx, setting, rows, numbers['win-tie-lose'])),
    ...[...stats.arena].flatMap(([setting, a]) => arenaFigures(ctx, setting, a, numbers)),
    ...positionBiasFigures(ctx, stats),
  ];
  const cautions: string[] = [];
  const lengths = lengthFigure(ctx, stats.curves.get('') ?? [], {
    ...(numbers.lengths ? { number: numbers.lengths } : {}),
    ...(profile.wordLimit !== undefined ? { wordLimit: profile.wordLimit } : {}),
  });
  const leaderboard = rankedLeaderboard(ctx, stats, profile, link);
  // Where the manifest prices models: score against cost (decision 0174); the leaderboard has its cost column.
  const costs = viewCosts(ctx);
  const cost = costs && costFigure(ctx, leaderboard, costs);
  if (cost) figures.push(cost);
  if (lengths) {
    figures.push(lengths);
    const lengthColumn = leaderboard.table.columns.some((c) => c.key === 'length');
    cautions.push(
      `LLM judges are known to punish length: long, assistant-like chats are flagged as AI more often. ${lengthColumn ? 'Read pass rates beside the Length column.' : 'Read pass rates beside the chat lengths of this view’s figures.'}`,
    );
  }
  figures.push(...(profile.figures?.last?.(ctx, stats) ?? []));
  const blocks = [
    aboutRankingBlock(ctx, stats, profile.references?.(ctx) ?? []),
    sliceBlock(ctx, stats, profile.slices ?? []),
  ].filter((b) => b !== undefined);
  return { leaderboard: blocks.length > 0 ? { ...leaderboard, blocks } : leaderboard, figures, cautions };
}
