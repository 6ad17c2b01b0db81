import { kendallTau } from './kendallTau.ts';
import { requireFinite } from './requireFinite.ts';

export interface RankingStability {
  judges: string[];
  /** Models scored by every judge, best first under the first judge. */
  models: string[];
  /** Rank of each model (1 = best; tied scores share the mean rank) under each judge. */
  ranks: Record<string, Record<string, number>>;
  /** Kendall's tau-b between the scores of each pair of judges, over the models both scored. */
  taus: { judgeA: string; judgeB: string; n: number; tau: number | null }[];
  /** Per model: its best and worst rank over the judges and the spread, largest spread first. */
  moves: { model: string; best: number; worst: number; spread: number }[];
}

/** Ranks with ties sharing the mean rank; higher scores rank first. */
function ranksOf(scores: Map<string, number>): Map<string, number> {
  const sorted = [...scores.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const out = new Map<string, number>();
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1]![1] === sorted[i]![1]) j++;
    for (let k = i; k <= j; k++) out.set(sorted[k]![0], (i + j) / 2 + 1);
    i = j + 1;
  }
  return out;
}

/**
 * How much a ranking of models depends on the judge: each judge's ranking of the models every judge scored,
 * Kendall's tau-b between every two judges' scores (on the models both scored), and the models whose rank moves
 * most between judges. Higher scores are better.
 * Source: Kendall (1945) for tau-b (see kendallTau); ranks with ties averaged.
 * @throws Error when a score is not finite.
 * @example rankingStability([{ judge: 'a', model: 'x', score: 0.9 }, ...]).taus // [{ judgeA: 'a', judgeB: 'b', n: 14, tau: 0.71 }]
 */
export function rankingStability(
  scores: readonly { judge: string; model: string; score: number }[],
): RankingStability {
  scores.forEach((s, i) => requireFinite('rankingStability', `scores[${i}].score`, s.score));
  const byJudge = new Map<string, Map<string, number>>();
  for (const s of scores) {
    let m = byJudge.get(s.judge);
    if (!m) byJudge.set(s.judge, (m = new Map()));
    m.set(s.model, s.score);
  }
  const judges = [...byJudge.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const common = judges.length
    ? [...byJudge.get(judges[0]!)!.keys()].filter((m) => judges.every((j) => byJudge.get(j)!.has(m)))
    : [];
  const ranks: Record<string, Record<string, number>> = {};
  for (const j of judges) {
    const sub = new Map(common.map((m) => [m, byJudge.get(j)!.get(m)!]));
    ranks[j] = Object.fromEntries(ranksOf(sub));
  }
  const first = judges[0];
  const models = common
    .slice()
    .sort((a, b) => (first ? ranks[first]![a]! - ranks[first]![b]! : 0) || (a < b ? -1 : 1));
  const taus: RankingStability['taus'] = [];
  for (let a = 0; a < judges.length; a++)
    for (let b = a + 1; b < judges.length; b++) {
      const sa = byJudge.get(judges[a]!)!;
      const sb = byJudge.get(judges[b]!)!;
      const both = [...sa.keys()].filter((m) => sb.has(m)).sort();
      taus.push({
        judgeA: judges[a]!,
        judgeB: judges[b]!,
        n: both.length,
        tau:
          both.length >= 2
            ? kendallTau(
                both.map((m) => sa.get(m)!),
                both.map((m) => sb.get(m)!),
              ).tau
            : null,
      });
    }
  const moves = common
    .map((m) => {
      const rs = judges.map((j) => ranks[j]![m]!);
      const best = Math.min(...rs);
      const worst = Math.max(...rs);
      return { model: m, best, worst, spread: worst - best };
    })
    .sort((a, b) => b.spread - a.spread || (a.model < b.model ? -1 : 1));
  return { judges, models, ranks, taus, moves };
}
