import { BT_SCALE } from './constants.ts';
import type { PairCount } from './pairCounts.ts';

export interface BradleyTerryOptions {
  initial?: number;
  scale?: number;
  base?: number;
  /** Pin one model's rating instead of centring the mean on `initial`. */
  anchor?: { model: string; rating: number };
}

export interface BradleyTerryRow {
  model: string;
  rating: number;
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

/** Converts pair counts to arrays, ties (both kinds) as half a win each. */
export function toPairArrays(counts: readonly PairCount[]): PairArrays {
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
 * geometric mean 1 each step, until no log-strength moves more than `tolerance`. Returns natural-log strengths.
 * `start` warm-starts the fit (bootstrap rounds). A model that never scored gets a strength of 1e-300.
 * Source: D. R. Hunter (2004), "MM algorithms for generalized Bradley-Terry models", Ann. Statist. 32.
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
  for (let k = 0; k < a.i.length; k++) {
    const x = a.i[k]!;
    const y = a.j[k]!;
    wins[x] = wins[x]! + score[k]!;
    wins[y] = wins[y]! + games[k]! - score[k]!;
  }
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
      const next = denom[k]! > 0 ? Math.log(Math.max(wins[k]! / denom[k]!, 1e-300)) : logp[k]!;
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

/**
 * Bradley-Terry maximum-likelihood ratings from pair outcome counts (never from raw rows), ties counting half a
 * win for each side, as FastChat's compute_bt does. Ratings on Elo's scale: initial + scale · log_base(p_i),
 * centred so their mean is `initial`, or shifted so `anchor.model` has `anchor.rating`.
 * Source: R. A. Bradley & M. E. Terry (1952), Biometrika 39; fit by Hunter's (2004) MM algorithm.
 * @throws Error when fewer than two models took part.
 * @example bradleyTerry([{ model1: 'a', model2: 'b', wins1: 3, wins2: 1, ties: 0, bothbad: 0, unparsed: 0 }])
 *   // a - b = 400 · log10(3) = 190.85 rating points
 */
export function bradleyTerry(
  counts: readonly PairCount[],
  options: BradleyTerryOptions = {},
): BradleyTerryRow[] {
  const a = toPairArrays(counts);
  if (a.models.length < 2)
    throw new Error(`bradleyTerry requires at least two models (got ${a.models.length})`);
  return ratingsFromStrengths(a, fitStrengths(a), { ...options, counts });
}

/** Turns natural-log strengths into rating rows on the chosen scale. */
export function ratingsFromStrengths(
  a: PairArrays,
  s: Float64Array,
  options: BradleyTerryOptions & { counts?: readonly PairCount[] } = {},
): BradleyTerryRow[] {
  const initial = options.initial ?? BT_SCALE.initial;
  const scale = options.scale ?? BT_SCALE.scale;
  const base = options.base ?? BT_SCALE.base;
  const raw = Array.from(s, (x) => (scale * x) / Math.log(base));
  let shift = initial - raw.reduce((t, x) => t + x, 0) / raw.length;
  if (options.anchor) {
    const k = a.models.indexOf(options.anchor.model);
    if (k === -1)
      throw new Error(
        `bradleyTerry: the anchor model ${JSON.stringify(options.anchor.model)} is not among the rated models`,
      );
    shift = options.anchor.rating - raw[k]!;
  }
  const tally = a.models.map(() => ({ wins: 0, losses: 0, ties: 0, games: 0 }));
  for (const c of options.counts ?? []) {
    const x = tally[a.models.indexOf(c.model1)];
    const y = tally[a.models.indexOf(c.model2)];
    if (!x || !y) continue;
    const ties = c.ties + c.bothbad;
    x.wins += c.wins1;
    x.losses += c.wins2;
    x.ties += ties;
    x.games += c.wins1 + c.wins2 + ties;
    y.wins += c.wins2;
    y.losses += c.wins1;
    y.ties += ties;
    y.games += c.wins1 + c.wins2 + ties;
  }
  return a.models
    .map((model, k) => ({ model, rating: raw[k]! + shift, ...tally[k]! }))
    .sort((x, y) => y.rating - x.rating || (x.model < y.model ? -1 : 1));
}
