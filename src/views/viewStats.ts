// The statistics of one view, computed once: pass@N curves per setting, win / tie / lose against the ground truth per
// setting, the Arena's ratings, Elo and pair counts per setting, and position bias. Figures and leaderboards are
// drawn from these; nothing here formats or draws.
import type { PairJudgment } from '../records/pairJudgment.ts';
import type { UniJudgment } from '../records/uniJudgment.ts';
import type { BootstrapRow } from '../stats/bootstrapBradleyTerry.ts';
import {
  bootstrapStyleControlled,
  type StyleControlledBootstrap,
} from '../stats/bootstrapStyleControlled.ts';
import { rankShift, type RankShift } from '../stats/rankShift.ts';
import type { BootstrapWork } from './cachedWork.ts';
import { leadingBootstrap, leadingRatings, type LeadingRatings } from './ratingOptions.ts';
import { styleBattles, type StyleBattles } from './styleBattles.ts';
import { eloRatings } from '../stats/eloRatings.ts';
import { inFileOrder } from '../stats/inFileOrder.ts';
import { groupBy } from '../stats/groupBy.ts';
import { pairCounts, type PairCount } from '../stats/pairCounts.ts';
import { passCurve, passesAt, type PassCurve } from '../stats/passCurve.ts';
import { signalDetection, type SignalDetection } from '../stats/signalDetection.ts';
import { turingTest, type TuringTest } from '../stats/turingTest.ts';
import { GROUND_TRUTH } from '../records/ids.ts';
import { positionBias, type PositionBias } from '../stats/positionBias.ts';
import { winTieLose, type WinTieLoseRow } from '../stats/winTieLose.ts';
import { byText, bySetting, type ViewContext } from './viewContext.ts';

/** One model's online Elo in one Arena setting. */
export type EloRow = ReturnType<typeof eloRatings>[number];

/** An Arena setting of a view: its judgments, their pair counts, and the models compared (by name). */
export interface ArenaSetting {
  setting: string;
  judgments: PairJudgment[];
  counts: PairCount[];
  compared: string[];
}

/**
 * A view's Arena judgments by setting, settings as a reader counts them: what the view rates, and what the work
 * it declares is computed from (viewBootstraps), so the two cannot group them differently.
 */
export function arenaSettings(pairs: readonly PairJudgment[]): ArenaSetting[] {
  return groupBy(
    pairs.filter((p) => p.kind === 'arena'),
    (p) => p.setting,
  )
    .sort(([a], [b]) => bySetting(a, b))
    .map(([setting, judgments]) => {
      const counts = pairCounts(judgments);
      const compared = [...new Set(counts.flatMap((c) => [c.model1, c.model2]))].sort(byText);
      return { setting, judgments, counts, compared };
    });
}

/**
 * The bootstraps a view's ratings will ask the memo for: one per Arena setting of two or more models, when the
 * manifest's options lead with the bootstrap (leadingBootstrap).
 */
export function viewBootstraps(
  ctx: Pick<ViewContext, 'pairs' | 'data' | 'seed' | 'rounds'>,
): BootstrapWork[] {
  return arenaSettings(ctx.pairs).flatMap(({ counts, compared }) => {
    const work = compared.length >= 2 ? leadingBootstrap(ctx, counts) : undefined;
    return work ? [work] : [];
  });
}

/** An Arena setting's statistics: pair counts, the models compared, ratings with intervals, and Elo. */
export interface ArenaStats {
  counts: PairCount[];
  models: string[];
  bt: BootstrapRow[];
  /** Which fit `bt` is (the manifest's rating options) and Davidson's tie parameter; absent before fitting. */
  ratingFit?: Pick<LeadingRatings, 'options' | 'tie'>;
  elo: EloRow[];
  /** Style-controlled Bradley-Terry: the battles' style (or why there is none), the fit with its bootstrap, and
   * each model's rank shift from the plain ratings; fit null without style. */
  style: {
    battles: Omit<StyleBattles, 'battles'>;
    fit: StyleControlledBootstrap | null;
    shift: RankShift[];
  };
}

export interface ViewStats {
  /** pass@N curves per setting, settings in reading order. */
  curves: Map<string, PassCurve[]>;
  /** The judgments behind each setting's curves. */
  uniBySetting: Map<string, UniJudgment[]>;
  /** Win / tie / lose against the ground truth per setting, rows by win + tie, best first. */
  wtl: Map<string, WinTieLoseRow[]>;
  arena: Map<string, ArenaStats>;
  /** Position bias per group of comparisons (`<kind> <setting>`), where any pair was judged in both orders. */
  bias: { group: string; result: PositionBias }[];
  /** Turing-test statistics per setting with single-conversation judgments, settings in reading order. */
  turing: Map<string, TuringViewStats>;
  /** Every model any statistic of the view scores. */
  models: Set<string>;
}

/** The Turing-test statistics of one setting, read at the N the leaderboard's pass rate is read at. */
export interface TuringViewStats {
  /** The N a conversation passes at: the pass@N curves' last N. */
  N: number;
  /** The view's judge: every model against 50% and against the human conversations (GROUND_TRUTH). */
  test: TuringTest;
  /** Whether any human conversation has a parsed verdict (else nothing is compared with people). */
  hasHuman: boolean;
  /** Per model, the judge's d′ and c from that model's conversations (signal) and the human ones (noise). */
  detection: Map<string, SignalDetection>;
  /** The same at N over every judge of the benchmark and setting, when more than one judge gave verdicts. */
  acrossJudges: TuringTest | null;
}

/**
 * Each judgment's verdict as pass@N reads it at N: human when it passes at N (no AI found, or the first AI chat
 * after chat N), AI otherwise; unparsed stays unparsed.
 * @example verdictsAt([{ verdict: 'ai', firstAiChat: 9, ... }], 8)[0].verdict // 'human'
 */
export function verdictsAt(judgments: readonly UniJudgment[], N: number): UniJudgment[] {
  return judgments.map((j) =>
    j.verdict === 'unparsed' ? j : { ...j, verdict: passesAt(j, N) ? 'human' : 'ai' },
  );
}

/**
 * Turing-test statistics of one setting at N: the view's judgments (`judged`) with turingTest against the human
 * conversations (GROUND_TRUTH), the judge's d′ and c per model, and, when the benchmark's judgments of the setting
 * (`benchmark`) come from several judges, turingTest over all of them (its per-judge breakdown and chi-square).
 */
export function turingViewStats(
  judged: readonly UniJudgment[],
  benchmark: readonly UniJudgment[],
  N: number,
): TuringViewStats {
  const test = turingTest(verdictsAt(judged, N), { humanModel: GROUND_TRUTH });
  const hasHuman = test.human.n > 0;
  const detection = new Map(
    test.models.map((m) => [
      m.model,
      signalDetection({
        hits: m.n - m.passed,
        signal: m.n,
        falseAlarms: test.human.n - test.human.passed,
        noise: test.human.n,
      }),
    ]),
  );
  const judges = new Set(benchmark.filter((j) => j.verdict !== 'unparsed').map((j) => j.judge));
  const acrossJudges =
    judges.size > 1 ? turingTest(verdictsAt(benchmark, N), { humanModel: GROUND_TRUTH }) : null;
  return { N, test, hasHuman, detection, acrossJudges };
}

/** The style-controlled ratings of one Arena setting (see ArenaStats.style). */
function styleStats(
  ctx: ViewContext,
  ps: readonly PairJudgment[],
  bt: readonly BootstrapRow[],
  chats: number | undefined,
): ArenaStats['style'] {
  const { battles, ...summary } = styleBattles(
    ps,
    ctx.data.conversations.filter((c) => c.benchmark === ctx.view.benchmark),
    ctx.tokens,
    chats,
  );
  if (summary.reason !== null || bt.length === 0) return { battles: summary, fit: null, shift: [] };
  const options = { rounds: ctx.rounds, seed: ctx.seed };
  const fit = ctx.memo('style-bootstrap', { battles, ...options }, () =>
    bootstrapStyleControlled(battles, options),
  );
  return { battles: summary, fit, shift: fit.reason === null ? rankShift(bt, fit.rows) : [] };
}

/**
 * The view's statistics. `maxN` is the N pass@N curves run to (a benchmark's design, e.g. BotChat's 16 chats);
 * without it, the longest judged conversation.
 */
export function viewStats(
  ctx: ViewContext,
  maxN?: number,
  arenaChats?: (setting: string) => number | undefined,
): ViewStats {
  const models = new Set<string>();
  const curves = new Map<string, PassCurve[]>();
  const uniBySetting = new Map<string, UniJudgment[]>();
  const turing = new Map<string, TuringViewStats>();
  for (const [setting, js] of groupBy(ctx.uni, (j) => j.setting).sort(([a], [b]) => bySetting(a, b))) {
    const n = maxN ?? Math.max(1, ...js.map((j) => j.length ?? 0), ...js.map((j) => j.firstAiChat ?? 0));
    const cs = passCurve(js, { maxN: n });
    curves.set(setting, cs);
    uniBySetting.set(setting, js);
    cs.forEach((c) => models.add(c.model));
    const others = ctx.data.uniJudgments.filter(
      (j) => j.benchmark === ctx.view.benchmark && j.setting === setting,
    );
    turing.set(setting, turingViewStats(js, others, n));
  }
  const wtl = new Map<string, WinTieLoseRow[]>();
  for (const [setting, ps] of groupBy(
    ctx.pairs.filter((p) => p.kind === 'gt'),
    (p) => p.setting,
  ).sort(([a], [b]) => bySetting(a, b))) {
    const rows = winTieLose(ps).sort((a, b) => (b.winTieRate ?? -1) - (a.winTieRate ?? -1));
    wtl.set(setting, rows);
    rows.forEach((r) => models.add(r.model));
  }
  const arena = new Map<string, ArenaStats>();
  for (const { setting, judgments: ps, counts, compared } of arenaSettings(ctx.pairs)) {
    compared.forEach((m) => models.add(m));
    // Elo depends on the order of judgments: records counted as read say where each judgment stood; counts files
    // do not, so no Elo from them.
    const ordered = inFileOrder(ps);
    const elo = ordered ? eloRatings(ordered) : [];
    // The leading fit as the manifest chooses (default: the bootstrap, cached).
    const leading = compared.length >= 2 ? leadingRatings(ctx, counts) : undefined;
    const bt = leading?.rows ?? [];
    arena.set(setting, {
      counts,
      models: compared,
      bt,
      ...(leading ? { ratingFit: { options: leading.options, tie: leading.tie } } : {}),
      elo,
      style: styleStats(ctx, ps, bt, arenaChats?.(setting)),
    });
  }
  const bias = groupBy(ctx.pairs, (p) => `${p.kind} ${p.setting}`)
    .map(([group, ps]) => ({ group, result: positionBias(ps) }))
    .filter((x) => x.result.pairs > 0);
  return { curves, uniBySetting, wtl, arena, bias, turing, models };
}
