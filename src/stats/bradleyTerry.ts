import {
  ratingPlan,
  subsetPairs,
  type BradleyTerryReason,
  type ComponentPlan,
  type RatingPlan,
} from './bradleyTerryStructure.ts';
import { BT_SCALE } from './constants.ts';
import type { PairCount } from './pairCounts.ts';
import { requirePairCounts, requireRatingOptions } from './requireFinite.ts';

export type { BradleyTerryReason } from './bradleyTerryStructure.ts';

export interface BradleyTerryOptions {
  initial?: number;
  scale?: number;
  base?: number;
  /** Pin one model's rating instead of centring the mean on `initial`. */
  anchor?: { model: string; rating: number };
}

export interface BradleyTerryRow {
  model: string;
  /** Rating on Elo's scale, comparable only with the ratings of the same component; null when the data give it
   * no finite value (see reason). */
  rating: number | null;
  /** Why rating is null (a stable string the page shows); null for a rated model. */
  reason: BradleyTerryReason | null;
  /** The one-sided statement for a model without a finite rating: the likelihood sends its rating to +∞
   * ('above') or −∞ ('below') relative to the rated models of its component (or the models it played); null when
   * rated or when the data fix no direction. */
  bound: 'above' | 'below' | null;
  /** A sentence for the page beside an unrated model ("never lost in 5 games: ranks above every model it
   * played"); null for a rated model. */
  note: string | null;
  /** Comparison component (1 = the largest; models linked by a chain of parsed games); null with no parsed game.
   * Ratings and ranks are never compared across components: each component is centred on `initial` on its own. */
  component: number | null;
  /** Wins, losses and ties (both kinds) over parsed judgments. */
  wins: number;
  losses: number;
  ties: number;
  games: number;
}

/** Pair counts in the index form the fit works on: i, j, games, i's score (wins + half the ties). */
export interface PairArrays {
  models: string[];
  i: Int32Array;
  j: Int32Array;
  games: Float64Array;
  score: Float64Array;
}

/**
 * Converts pair counts to arrays, ties (both kinds) as half a win each.
 * @throws Error when a count is not a finite number >= 0 (naming `caller`, the statistic that was asked).
 */
export function toPairArrays(counts: readonly PairCount[], caller = 'toPairArrays'): PairArrays {
  requirePairCounts(caller, counts);
  const models = [...new Set(counts.flatMap((c) => [c.model1, c.model2]))].sort();
  const at = new Map(models.map((m, k) => [m, k]));
  const used = counts.filter((c) => c.wins1 + c.wins2 + c.ties + c.bothbad > 0);
  const n = used.length;
  const out: PairArrays = {
    models,
    i: new Int32Array(n),
    j: new Int32Array(n),
    games: new Float64Array(n),
    score: new Float64Array(n),
  };
  used.forEach((c, k) => {
    out.i[k] = at.get(c.model1)!;
    out.j[k] = at.get(c.model2)!;
    out.games[k] = c.wins1 + c.wins2 + c.ties + c.bothbad;
    out.score[k] = c.wins1 + (c.ties + c.bothbad) / 2;
  });
  return out;
}

/**
 * Fits Bradley-Terry strengths by Hunter's MM iteration: p_i <- W_i / sum_j n_ij / (p_i + p_j), renormalised to
 * geometric mean 1 each step, until no log-strength moves more than `tolerance`. Returns natural-log strengths
 * (mean 0). `start` warm-starts the fit (bootstrap rounds).
 * The models' beat graph must be strongly connected (see ratingPlan): then the maximum exists, is unique and MM
 * converges to it. Every model must at least have scored and conceded something, or this throws.
 * Source: D. R. Hunter (2004), "MM algorithms for generalized Bradley-Terry models", Ann. Statist. 32.
 * @throws Error when a model won all or none of its points (no finite maximum).
 */
export function fitStrengths(
  a: PairArrays,
  games: Float64Array = a.games,
  score: Float64Array = a.score,
  start?: Float64Array,
  tolerance = 1e-10,
  maxIter = 100000,
): Float64Array {
  const m = a.models.length;
  const logp = new Float64Array(m);
  const p = new Float64Array(m);
  for (let k = 0; k < m; k++) {
    logp[k] = start ? start[k]! : 0;
    p[k] = Math.exp(logp[k]!);
  }
  const wins = new Float64Array(m);
  const played = new Float64Array(m);
  for (let k = 0; k < a.i.length; k++) {
    const x = a.i[k]!;
    const y = a.j[k]!;
    wins[x] = wins[x]! + score[k]!;
    wins[y] = wins[y]! + games[k]! - score[k]!;
    played[x] = played[x]! + games[k]!;
    played[y] = played[y]! + games[k]!;
  }
  for (let k = 0; k < m; k++)
    if (!(wins[k]! > 0 && wins[k]! < played[k]!))
      throw new Error(
        `fitStrengths requires every model to have won and lost (${a.models[k]} scored ${wins[k]} of ${played[k]}): its maximum is at infinity`,
      );
  const denom = new Float64Array(m);
  const n = a.i.length;
  for (let iter = 0; iter < maxIter; iter++) {
    denom.fill(0);
    for (let k = 0; k < n; k++) {
      const g = games[k]!;
      if (g === 0) continue;
      const x = a.i[k]!;
      const y = a.j[k]!;
      const t = g / (p[x]! + p[y]!);
      denom[x] = denom[x]! + t;
      denom[y] = denom[y]! + t;
    }
    let logSum = 0;
    for (let k = 0; k < m; k++) {
      const next = Math.log(wins[k]! / denom[k]!);
      denom[k] = next;
      logSum += next;
    }
    const mean = logSum / m;
    let change = 0;
    for (let k = 0; k < m; k++) {
      const next = denom[k]! - mean;
      change = Math.max(change, Math.abs(next - logp[k]!));
      logp[k] = next;
      p[k] = Math.exp(next);
    }
    if (change < tolerance) break;
  }
  return logp;
}

/** The fit of one component's rated group: its pair arrays, log-strengths (mean 0) and rating = shift + factor·s. */
export interface ComponentFit {
  plan: ComponentPlan;
  /** Component number (1 = largest). */
  component: number;
  /** Pair arrays of the rated models (local indices; `pairs` maps back to the full arrays). */
  rated: PairArrays & { pairs: Int32Array };
  strengths: Float64Array;
  shift: number;
  factor: number;
}

/**
 * Fits every component's rated group (see ratingPlan) and places it on the rating scale: centred so the rated
 * models of each component average `initial`, or shifted so `anchor.model` has `anchor.rating` (in its component
 * only).
 * @throws Error when the anchor model is not rated.
 */
export function fitComponents(
  a: PairArrays,
  plan: RatingPlan,
  options: BradleyTerryOptions = {},
): ComponentFit[] {
  const initial = options.initial ?? BT_SCALE.initial;
  const factor = (options.scale ?? BT_SCALE.scale) / Math.log(options.base ?? BT_SCALE.base);
  const fits: ComponentFit[] = [];
  let anchored = false;
  plan.components.forEach((c, k) => {
    if (c.rated.length < 2) return;
    const rated = subsetPairs(a, c.rated);
    const strengths = fitStrengths(rated);
    let shift = initial;
    const at = options.anchor ? rated.models.indexOf(options.anchor.model) : -1;
    if (at >= 0) {
      shift = options.anchor!.rating - factor * strengths[at]!;
      anchored = true;
    }
    fits.push({ plan: c, component: k + 1, rated, strengths, shift, factor });
  });
  if (options.anchor && !anchored)
    throw new Error(
      `bradleyTerry: the anchor model ${JSON.stringify(options.anchor.model)} is not among the rated models`,
    );
  return fits;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The sentence shown beside a model without a rating. */
function noteFor(
  reason: BradleyTerryReason,
  games: number,
  unparsed: number,
  group: readonly string[],
  hasRated: boolean,
): string {
  const who = group.length > 0 ? `its group (with ${group.join(', ')})` : 'it';
  switch (reason) {
    case 'no parsed games':
      return `no parsed games${unparsed > 0 ? ` (${plural(unparsed, 'unparsed judgment')})` : ''}: not rated`;
    case 'never lost':
      return `never lost in ${plural(games, 'game')}: ranks above every model it played`;
    case 'never won':
      return `never won in ${plural(games, 'game')}: ranks below every model it played`;
    case 'unbounded above':
      return hasRated
        ? `ranks above every rated model of its component: ${who} never lost to one of them or to a model below them (${plural(games, 'game')})`
        : `${who} never lost to the other models of its component (${plural(games, 'game')})`;
    case 'unbounded below':
      return hasRated
        ? `ranks below every rated model of its component: ${who} never beat or tied one of them or a model above them (${plural(games, 'game')})`
        : `${who} never beat or tied the other models of its component (${plural(games, 'game')})`;
    case 'no finite rating':
      return hasRated
        ? `the data place it neither above nor below the rated models of its component (${plural(games, 'game')})`
        : `no finite rating: no group of its component is the single largest one with wins and losses among its models, so none is rated (${plural(games, 'game')})`;
  }
}

/** Rows of a fit: one per model, in the order described at bradleyTerry. */
export function ratingRows(
  a: PairArrays,
  plan: RatingPlan,
  fits: readonly ComponentFit[],
  counts: readonly PairCount[],
): BradleyTerryRow[] {
  const at = new Map(a.models.map((m, k) => [m, k]));
  const tally = a.models.map(() => ({ wins: 0, losses: 0, ties: 0, games: 0, unparsed: 0 }));
  for (const c of counts) {
    const x = tally[at.get(c.model1)!]!;
    const y = tally[at.get(c.model2)!]!;
    const ties = c.ties + c.bothbad;
    x.wins += c.wins1;
    x.losses += c.wins2;
    x.ties += ties;
    x.games += c.wins1 + c.wins2 + ties;
    x.unparsed += c.unparsed;
    y.wins += c.wins2;
    y.losses += c.wins1;
    y.ties += ties;
    y.games += c.wins1 + c.wins2 + ties;
    y.unparsed += c.unparsed;
  }
  const row = (k: number, rest: Omit<BradleyTerryRow, 'model' | 'wins' | 'losses' | 'ties' | 'games'>) => {
    const { unparsed: _, ...t } = tally[k]!;
    return { model: a.models[k]!, ...rest, ...t };
  };
  const out: BradleyTerryRow[] = [];
  const byName = (x: number, y: number) => (a.models[x]! < a.models[y]! ? -1 : 1);
  plan.components.forEach((c, index) => {
    const component = index + 1;
    const fit = fits.find((f) => f.component === component);
    const unrated = (bound: 'above' | 'below' | null) =>
      c.unrated
        .filter((u) => u.bound === bound)
        .sort((x, y) => byName(x.model, y.model))
        .map((u) =>
          row(u.model, {
            rating: null,
            reason: u.reason,
            bound: u.bound,
            note: noteFor(
              u.reason,
              tally[u.model]!.games,
              0,
              u.group.map((g) => a.models[g]!),
              c.rated.length > 0,
            ),
            component,
          }),
        );
    out.push(...unrated('above'));
    if (fit)
      out.push(
        ...c.rated
          .map((x, k) => ({ x, rating: fit.shift + fit.factor * fit.strengths[k]! }))
          .sort((p, q) => q.rating - p.rating || byName(p.x, q.x))
          .map(({ x, rating }) => row(x, { rating, reason: null, bound: null, note: null, component })),
      );
    out.push(...unrated(null), ...unrated('below'));
  });
  for (const x of plan.noGames)
    out.push(
      row(x, {
        rating: null,
        reason: 'no parsed games',
        bound: null,
        note: noteFor('no parsed games', 0, tally[x]!.unparsed, [], false),
        component: null,
      }),
    );
  return out;
}

/**
 * Bradley-Terry maximum-likelihood ratings from pair outcome counts (never from raw rows), ties counting half a
 * win for each side, as FastChat's compute_bt does, on Elo's scale: initial + scale · log_base(p_i).
 *
 * Only what the data decide is rated (decision 0080). The models are split into comparison components (linked by
 * parsed games); each is rated on its own, centred so its rated models average `initial` (or shifted so
 * `anchor.model` has `anchor.rating`), and nothing is compared across components. Within a component the rated
 * models are the largest group whose maximum-likelihood ratings exist (Zermelo's and Ford's condition: a
 * strongly connected beat graph); they are fitted on the games among themselves alone, so a model outside the
 * group never moves their ratings. Every other model gets rating null with a reason: "never lost" / "never won"
 * (its rating is +∞ / −∞ relative to every model it played), "unbounded above" / "unbounded below" (a group that
 * never lost to, or never beat, the rated models), "no finite rating" (no direction either), or "no parsed
 * games" (listed, in no component).
 *
 * Rows: components in order (largest first); within one, the models above, the rated ones by rating, the ones
 * with no direction, the ones below; models with no parsed game last.
 * Source: R. A. Bradley & M. E. Terry (1952), Biometrika 39; existence: E. Zermelo (1929), L. R. Ford (1957);
 * fit by Hunter's (2004) MM algorithm.
 * @throws Error when a count or an option is not finite (or a count negative), fewer than two models appear in the
 *   counts, or the anchor model is not rated.
 * @example bradleyTerry([{ model1: 'a', model2: 'b', wins1: 3, wins2: 1, ties: 0, bothbad: 0, unparsed: 0 }])
 *   // a - b = 400 · log10(3) = 190.85 rating points; both in component 1, averaging 1000
 * @example bradleyTerry([{ model1: 'a', model2: 'b', wins1: 3, wins2: 0, ties: 0, bothbad: 0, unparsed: 0 }])
 *   // a: { rating: null, reason: 'never lost', bound: 'above' }; b: { rating: null, reason: 'never won' }
 */
export function bradleyTerry(
  counts: readonly PairCount[],
  options: BradleyTerryOptions = {},
): BradleyTerryRow[] {
  const a = toPairArrays(counts, 'bradleyTerry');
  requireRatingOptions('bradleyTerry', options);
  if (a.models.length < 2)
    throw new Error(`bradleyTerry requires at least two models (got ${a.models.length})`);
  const plan = ratingPlan(a);
  return ratingRows(a, plan, fitComponents(a, plan, options), counts);
}
