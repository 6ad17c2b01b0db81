// The statistics of one view, computed once: pass@N curves per setting, win / tie / lose against the ground truth per
// setting, the Arena's ratings, Elo and pair counts per setting, and position bias. Figures and leaderboards are
// drawn from these; nothing here formats or draws.
import type { UniJudgment } from '../records/uniJudgment.ts';
import { bootstrapBradleyTerry, type BootstrapRow } from '../stats/bootstrapBradleyTerry.ts';
import { eloRatings } from '../stats/eloRatings.ts';
import { groupBy } from '../stats/groupBy.ts';
import { pairCounts, type PairCount } from '../stats/pairCounts.ts';
import { passCurve, type PassCurve } from '../stats/passCurve.ts';
import { positionBias, type PositionBias } from '../stats/positionBias.ts';
import { winTieLose, type WinTieLoseRow } from '../stats/winTieLose.ts';
import { byText, bySetting, type ViewContext } from './viewContext.ts';

/** An Arena setting's statistics: pair counts, the models compared, ratings with intervals, and Elo. */
/** One model's online Elo in one Arena setting. */
export type EloRow = ReturnType<typeof eloRatings>[number];

export interface ArenaStats {
  counts: PairCount[];
  models: string[];
  bt: BootstrapRow[];
  elo: EloRow[];
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
  /** Every model any statistic of the view scores. */
  models: Set<string>;
}

/**
 * The view's statistics. `maxN` is the N pass@N curves run to (a benchmark's design, e.g. BotChat's 16 chats);
 * without it, the longest judged conversation.
 */
export function viewStats(ctx: ViewContext, maxN?: number): ViewStats {
  const models = new Set<string>();
  const curves = new Map<string, PassCurve[]>();
  const uniBySetting = new Map<string, UniJudgment[]>();
  for (const [setting, js] of groupBy(ctx.uni, (j) => j.setting).sort(([a], [b]) => bySetting(a, b))) {
    const n = maxN ?? Math.max(1, ...js.map((j) => j.length ?? 0), ...js.map((j) => j.firstAiChat ?? 0));
    const cs = passCurve(js, { maxN: n });
    curves.set(setting, cs);
    uniBySetting.set(setting, js);
    cs.forEach((c) => models.add(c.model));
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
  for (const [setting, ps] of groupBy(
    ctx.pairs.filter((p) => p.kind === 'arena'),
    (p) => p.setting,
  ).sort(([a], [b]) => bySetting(a, b))) {
    const counts = pairCounts(ps);
    const compared = [...new Set(counts.flatMap((c) => [c.model1, c.model2]))].sort(byText);
    compared.forEach((m) => models.add(m));
    // Elo depends on the order of judgments; counts (weighted records) have none, so no Elo from them.
    const elo = ps.some((p) => p.weight !== undefined) ? [] : eloRatings(ps);
    const bt =
      compared.length >= 2
        ? ctx.memo('bootstrap', { counts, rounds: ctx.rounds, seed: ctx.seed }, () =>
            bootstrapBradleyTerry(counts, { rounds: ctx.rounds, seed: ctx.seed }),
          )
        : [];
    arena.set(setting, { counts, models: compared, bt, elo });
  }
  const bias = groupBy(ctx.pairs, (p) => `${p.kind} ${p.setting}`)
    .map(([group, ps]) => ({ group, result: positionBias(ps) }))
    .filter((x) => x.result.pairs > 0);
  return { curves, uniBySetting, wtl, arena, bias, models };
}
