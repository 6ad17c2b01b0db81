import { bradleyTerry, fitComponents, toPairArrays, type BradleyTerryRow } from './bradleyTerry.ts';
import { ratingPlan } from './bradleyTerryStructure.ts';
import { cholesky } from './cholesky.ts';
import type { PairCount } from './pairCounts.ts';

export interface BradleyTerryFragility {
  /** The leader: the highest-rated model of the largest component (null with reason). */
  top: string | null;
  /** The fewest dropped judgments found that change the top (verified by refitting): an upper bound on the exact
   * minimum; null with reason. */
  drops: number | null;
  /** The first-order (influence) estimate the search started from, for the challenger found; null when the drops
   * came from making a model never lose, or the first-order effects never close the gap. */
  estimate: number | null;
  /** The model that leads after the drops (or the model that ends up above the leader unbounded). */
  challenger: string | null;
  /** The judgments dropped, as pair cells: model1, model2, which outcome, how many. */
  dropped: { model1: string; model2: string; outcome: 'wins1' | 'wins2' | 'tie'; count: number }[];
  judgments: number;
  share: number | null;
  reason:
    | 'the top is not rated'
    | 'the top is shared'
    | 'no other rated model'
    | 'no drop found that changes the top'
    | null;
}

/** Ratings closer than this (rating points) are level: far above the fit's rounding (about 2e-8), far below print. */
export const LEVEL_RATINGS = 1e-6;

/**
 * How many challengers (the highest-rated models after the leader) the search tries. On ../shared/data/peers' 100 models and
 * 100,000 battles, trying all 99 took 12.7 s and the ten highest-rated 0.9 s, with the same result (35 drops, the
 * same challenger).
 */
export const MAX_CHALLENGERS = 10;

type Cell = { pair: number; outcome: 'wins1' | 'wins2' | 'tie'; count: number; effect: number };

/**
 * The model that displaces `leader` in a refit, or null when the leader is still first (see bradleyTerryFragility):
 * another model of the largest component rated more than LEVEL_RATINGS above it or unbounded above; or, when the
 * leader is no longer rated or ranked at all, the first other model of the largest component. A leader that is
 * unbounded above (unbeaten) is still first.
 */
function topChanged(rows: readonly BradleyTerryRow[], leader: string): string | null {
  const me = rows.find((r) => r.model === leader);
  const other = (r: BradleyTerryRow) => r.model !== leader && r.component === 1;
  if (!me || me.component !== 1 || (me.rating === null && me.bound !== 'above'))
    return rows.find(other)?.model ?? null;
  if (me.rating === null) return null;
  const above = rows.find(
    (r) => other(r) && (r.bound === 'above' || (r.rating !== null && r.rating > me.rating! + LEVEL_RATINGS)),
  );
  return above?.model ?? null;
}

/** Counts with `drops` removed from the cells (ties first from both-good ties, then both-bad). */
function dropFrom(
  counts: readonly PairCount[],
  used: readonly PairCount[],
  cells: readonly Cell[],
  take: number[],
) {
  const copy = new Map(used.map((c) => [c, { ...c }]));
  cells.forEach((cell, k) => {
    const n = take[k]!;
    if (n === 0) return;
    const c = copy.get(used[cell.pair]!)!;
    if (cell.outcome === 'tie') {
      const fromTies = Math.min(c.ties, n);
      c.ties -= fromTies;
      c.bothbad -= n - fromTies;
    } else c[cell.outcome] -= n;
  });
  return counts.map((c) => copy.get(c) ?? c);
}

/**
 * Fragility of the top of a Bradley-Terry leaderboard: the fewest dropped judgments found after which the leader
 * (the highest-rated model of the largest component) is no longer first. The rule, the same as rateFragility's:
 * the leader is displaced when another model ranks above it — in the refit (bradleyTerry, decision 0080's rules)
 * another model of the largest component is rated higher (by more than LEVEL_RATINGS) or is unbounded above the
 * rated models (e.g. its last loss was dropped) — or when the leader no longer ranks: it has no rating and is not
 * unbounded above (never won, no direction, no parsed game left), or it is no longer in the largest component. A
 * leader that is still first is not displaced: level with another model (a shared top), or unbeaten after its own
 * last loss is dropped (it then ranks above every model it played). A top shared before any drop is reported as
 * such ('the top is shared'), not broken by name. The exact minimum is a search over subsets; this gives a
 * verified upper bound: (1) for each challenger c, every judgment's first-order effect on the gap r_leader − r_c
 * (the influence function of the maximum-likelihood fit: −(y − p)·(e_leader − e_c)ᵀ I⁺ (e_i − e_j), I the
 * information of the rated group) ranks the judgments, and the fewest whose summed effects close the gap is the
 * estimate; the shortest prefix of that ranking whose removal changes the top in a refit is found by doubling and
 * bisection; (2) for each other model, dropping all its losses and ties (it then never lost) is tried too.
 * Challengers are the MAX_CHALLENGERS highest-rated models after the leader. The minimum over all verified
 * candidates is reported. Small cases are checked against brute force under the same rule in the tests.
 * Sources: T. Broderick, R. Giordano & R. Meager (2020), "An automatic finite-sample robustness metric: when can
 * dropping a little data make a big difference?", arXiv:2011.14999 (approximate maximum influence perturbation);
 * applied to Chatbot Arena by J. Y. Huang, T. Broderick et al. (2025), "Dropping just a handful of preferences can
 * change top large language model rankings"; decision 0095.
 * @returns drops null with a reason: the leader is not rated (an unrated model bounds it, or the largest component
 *   has no rated group), the top is shared (two rated models level at the top), there is no other rated model, or
 *   no candidate changed the top.
 * @throws Error when a count is not a finite number >= 0, or fewer than two models appear.
 * @example bradleyTerryFragility([{ model1: 'a', model2: 'b', wins1: 6, wins2: 4, ties: 0, bothbad: 0, unparsed: 0 }]) // drops 3
 */
export function bradleyTerryFragility(counts: readonly PairCount[]): BradleyTerryFragility {
  const a = toPairArrays(counts, 'bradleyTerryFragility');
  if (a.models.length < 2)
    throw new Error(`bradleyTerryFragility requires at least two models (got ${a.models.length})`);
  const rows = bradleyTerry(counts);
  const used = counts.filter((c) => c.wins1 + c.wins2 + c.ties + c.bothbad > 0);
  const judgments = used.reduce((s, c) => s + c.wins1 + c.wins2 + c.ties + c.bothbad, 0);
  const base = { judgments, drops: null, estimate: null, challenger: null, dropped: [], share: null };
  const first = rows.find((r) => r.component === 1);
  if (!first || first.rating === null) return { top: null, ...base, reason: 'the top is not rated' };
  // A top shared by two rated models is reported, not broken by name (as rateFragility does).
  if (
    rows.some(
      (r) =>
        r !== first && r.component === 1 && r.rating !== null && r.rating >= first.rating! - LEVEL_RATINGS,
    )
  )
    return { top: null, ...base, reason: 'the top is shared' };
  const leader = first.model;
  const plan = ratingPlan(a);
  const fit = fitComponents(a, plan).find((f) => f.component === 1)!;
  const group = fit.plan.rated;
  if (group.length < 2) return { top: leader, ...base, reason: 'no other rated model' };
  const cells: Cell[] = [];
  used.forEach((c, k) => {
    if (c.wins1 > 0) cells.push({ pair: k, outcome: 'wins1', count: c.wins1, effect: 0 });
    if (c.wins2 > 0) cells.push({ pair: k, outcome: 'wins2', count: c.wins2, effect: 0 });
    if (c.ties + c.bothbad > 0) cells.push({ pair: k, outcome: 'tie', count: c.ties + c.bothbad, effect: 0 });
  });
  // The challengers: the MAX_CHALLENGERS highest-rated others. A model far below the leader needs more drops than
  // one close to it, and each candidate costs refits; the result stays a verified upper bound.
  const ratingOf = new Map(rows.map((r) => [r.model, r.rating ?? Number.NEGATIVE_INFINITY]));
  const challengers = group
    .filter((x) => a.models[x] !== leader)
    .sort((x, y) => ratingOf.get(a.models[y]!)! - ratingOf.get(a.models[x]!)! || x - y)
    .slice(0, MAX_CHALLENGERS);
  const changes = (take: number[]) => topChanged(bradleyTerry(dropFrom(counts, used, cells, take)), leader);
  let best: { drops: number; estimate: number | null; challenger: string; take: number[] } | null = null;
  const consider = (take: number[], estimate: number | null) => {
    const drops = take.reduce((s, v) => s + v, 0);
    if (best && drops >= best.drops) return;
    const who = changes(take);
    if (who !== null) best = { drops, estimate, challenger: who, take };
  };
  // (2) Another model never lost: drop all its losses and ties.
  for (const x of challengers) {
    consider(
      cells.map((cell) => {
        const c = used[cell.pair]!;
        const lost =
          (c.model1 === a.models[x] && cell.outcome === 'wins2') ||
          (c.model2 === a.models[x] && cell.outcome === 'wins1');
        const mine = c.model1 === a.models[x] || c.model2 === a.models[x];
        return lost || (mine && cell.outcome === 'tie') ? cell.count : 0;
      }),
      null,
    );
  }
  // (1) Influence-ranked drops against each challenger.
  for (const c of challengers) {
    const ranked = influenceRanking(a, used, cells, group, fit.strengths, a.models.indexOf(leader), c);
    if (!ranked) continue;
    const prefix = (k: number) => {
      const take = cells.map(() => 0);
      let left = k;
      for (const { cell, effect } of ranked) {
        if (left === 0 || effect >= 0) break;
        const n = Math.min(left, cells[cell]!.count);
        take[cell] = n;
        left -= n;
      }
      return take;
    };
    const available = ranked.filter((r) => r.effect < 0).reduce((s, r) => s + cells[r.cell]!.count, 0);
    if (available === 0) continue;
    const estimate = Number.isFinite(ranked.estimate) ? ranked.estimate : null;
    // Doubling from the estimate, then bisection on the shortest working prefix.
    let hi = Math.max(1, Math.min(estimate ?? available, available));
    while (hi < available && changes(prefix(hi)) === null) hi = Math.min(available, 2 * hi);
    if (changes(prefix(hi)) === null) continue;
    let lo = 0;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (changes(prefix(mid)) !== null) hi = mid;
      else lo = mid;
    }
    consider(prefix(hi), estimate);
  }
  if (!best) return { top: leader, ...base, reason: 'no drop found that changes the top' };
  const found = best as { drops: number; estimate: number | null; challenger: string; take: number[] };
  return {
    top: leader,
    drops: found.drops,
    estimate: found.estimate,
    challenger: found.challenger,
    dropped: cells
      .map((cell, k) => ({
        model1: used[cell.pair]!.model1,
        model2: used[cell.pair]!.model2,
        outcome: cell.outcome,
        count: found.take[k]!,
      }))
      .filter((d) => d.count > 0),
    judgments,
    share: found.drops / judgments,
    reason: null,
  };
}

/**
 * The cells ordered by their first-order effect (one judgment dropped) on the gap θ_leader − θ_c, most negative
 * first, with the estimate: the fewest judgments whose effects sum past the gap (Infinity when they never do).
 */
function influenceRanking(
  a: ReturnType<typeof toPairArrays>,
  used: readonly PairCount[],
  cells: readonly Cell[],
  group: readonly number[],
  strengths: Float64Array,
  leader: number,
  c: number,
): ({ cell: number; effect: number }[] & { estimate: number }) | undefined {
  const m = group.length;
  const local = new Map(group.map((x, k) => [x, k]));
  // Information of the group (Laplacian of n·p(1 − p)) plus J/m, which solves H⁺ on vectors summing to 0.
  const H = new Float64Array(m * m).fill(1 / m);
  for (let k = 0; k < a.i.length; k++) {
    const x = local.get(a.i[k]!);
    const y = local.get(a.j[k]!);
    if (x === undefined || y === undefined) continue;
    const p = 1 / (1 + Math.exp(strengths[y]! - strengths[x]!));
    const v = a.games[k]! * p * (1 - p);
    H[x * m + x] = H[x * m + x]! + v;
    H[y * m + y] = H[y * m + y]! + v;
    H[x * m + y] = H[x * m + y]! - v;
    H[y * m + x] = H[y * m + x]! - v;
  }
  const chol = cholesky(H, m);
  if (!chol) return undefined;
  const e = new Float64Array(m);
  e[local.get(leader)!] = 1;
  e[local.get(c)!] = -1;
  const v = chol.solve(e);
  const gap = strengths[local.get(leader)!]! - strengths[local.get(c)!]!;
  const pairIndex = new Map(used.map((u, k) => [u, k]));
  const out = cells
    .map((cell, k) => {
      const u = used[cell.pair]!;
      const x = local.get(a.models.indexOf(u.model1));
      const y = local.get(a.models.indexOf(u.model2));
      if (x === undefined || y === undefined || pairIndex.get(u) === undefined) return { cell: k, effect: 0 };
      const p = 1 / (1 + Math.exp(strengths[y]! - strengths[x]!));
      const score = cell.outcome === 'wins1' ? 1 : cell.outcome === 'wins2' ? 0 : 0.5;
      return { cell: k, effect: -(score - p) * (v[x]! - v[y]!) };
    })
    .sort((p, q) => p.effect - q.effect || p.cell - q.cell);
  let sum = 0;
  let estimate = Infinity;
  let taken = 0;
  for (const { cell, effect } of out) {
    if (effect >= 0) break;
    const need = Math.ceil((gap - sum) / -effect);
    if (need <= cells[cell]!.count) {
      estimate = taken + need;
      break;
    }
    sum += -effect * cells[cell]!.count;
    taken += cells[cell]!.count;
  }
  return Object.assign(out, { estimate });
}
