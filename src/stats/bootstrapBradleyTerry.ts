import { quantileSorted7 } from './quantileSorted7.ts';
import {
  bradleyTerry,
  fitComponents,
  fitStrengths,
  toPairArrays,
  type BradleyTerryOptions,
  type BradleyTerryReason,
  type BradleyTerryRow,
} from './bradleyTerry.ts';
import { createRefit } from './bradleyTerryRefit.ts';
import { largestStrongGroup, ratingPlan, subsetPairs } from './bradleyTerryStructure.ts';
import { BOOTSTRAP_ROUNDS, BT_DEGENERATE_SHARE } from './constants.ts';
import { ciRank } from './ciRank.ts';
import type { PairCount } from './pairCounts.ts';
import { binomialUnchecked, createRandom } from './random.ts';
import { requireCount, requireFinite, requirePairCounts, requireRatingOptions } from './requireFinite.ts';

/** A point row (see bradleyTerry) with its bootstrap interval. */
export interface BootstrapRow extends BradleyTerryRow {
  /** 2.5% and 97.5% quantiles of the rounds' ratings (a round that could not rate the model counts at +∞ or −∞,
   * by its direction, or at both ends when it has none), widened to hold the point rating when they miss it;
   * null when withheld (see intervalReason). */
  lo: number | null;
  hi: number | null;
  /** Median of the rounds' ratings; null when the interval is withheld. */
  median: number | null;
  /** Why lo, hi, median and rank are null: the point reason for a model with no rating, or "too few games" when
   * more than BT_DEGENERATE_SHARE of the rounds could not rate the model (or its interval reaches ±∞); null when
   * the interval is given. */
  intervalReason: BradleyTerryReason | 'too few games' | null;
  /** Rounds in which the model had no finite rating (its resampled games left it, or its group, without a win or
   * without a loss against the rest). */
  degenerateRounds: number;
  rounds: number;
  /** CI-aware rank (see ciRank) among the models of its component that have an interval; never across
   * components. Null when its interval is withheld. */
  rank: number | null;
  /** How many models that rank is among (its component's models with an interval); null with rank null. */
  rankAmong: number | null;
}

/**
 * The random stream of bootstrap round `round`: its own seed, so a round's draws never depend on the others.
 * @throws Error when seed or round is not a finite number.
 */
export function roundSeed(seed: number, round: number): number {
  requireFinite('roundSeed', 'seed', seed);
  requireFinite('roundSeed', 'round', round);
  // splitmix32 of seed and round: nearby (seed, round) pairs give unrelated streams.
  let z = (Math.imul(seed >>> 0, 0x9e3779b1) + Math.imul(round + 1, 0x85ebca6b)) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}

/**
 * Bradley-Terry ratings (see bradleyTerry) with bootstrap 95% intervals. Each round redraws the outcome cells (each
 * pair's wins of either side and its ties) from a multinomial with the observed total and proportions, by
 * sequential conditional binomials, and applies the point fit's rules to the round: within each component, only
 * the models the point fit rated take part, and the round rates the largest group of them whose maximum exists
 * (largestStrongGroup); the rest have no finite rating in that round, and the round is counted as degenerate for
 * them. Refits start from the point estimate: chord-Newton steps (createRefit), or Hunter's MM iteration where
 * those cannot be used. A round's ratings are placed so that its rated models average what they average in the
 * point fit (or on the anchor). Round r draws from its own stream (seed of roundSeed(seed, r)).
 *
 * Intervals: see BootstrapRow. A model that more than BT_DEGENERATE_SHARE (5%) of rounds could not rate gets no
 * interval ("too few games"); the point rating always lies inside a given interval; ranks are within components.
 * Source: the multinomial bootstrap of FastChat's compute_bootstrap_bt, done on the counts; existence rules:
 * decision 0080.
 * @throws Error when a count, an option or the seed is not finite (or a count negative), fewer than two models
 *   appear, or rounds is not a whole number >= 1.
 * @example bootstrapBradleyTerry(counts, { rounds: 1000, seed: 1 })
 *   // [{ model, rating, lo, hi, median, rank, rankAmong, component, degenerateRounds, intervalReason, ... }]
 */
export function bootstrapBradleyTerry(
  counts: readonly PairCount[],
  options: BradleyTerryOptions & { rounds?: number; seed: number },
): BootstrapRow[] {
  const rounds = options.rounds ?? BOOTSTRAP_ROUNDS;
  requirePairCounts('bootstrapBradleyTerry', counts);
  requireRatingOptions('bootstrapBradleyTerry', options);
  requireFinite('bootstrapBradleyTerry', 'options.seed', options.seed);
  if (!Number.isInteger(rounds) || rounds < 1)
    throw new Error(
      `bootstrapBradleyTerry requires options.rounds to be a whole number >= 1 (got ${rounds})`,
    );
  const point = bradleyTerry(counts, options);
  return summarizeBootstrap(counts, point, bootstrapSamples(counts, { ...options, from: 0, to: rounds }));
}

/**
 * The bootstrap ratings of rounds `from` to `to` (exclusive): one Float64Array per model (models in string
 * order), round r at index r - from. A round that could not rate a model holds +Infinity (its rating unbounded
 * above in that round), -Infinity (below) or NaN (no direction, or not rated by the point fit): these markers
 * never leave summarizeBootstrap. Rounds are independent (each has its own stream), so a range can be computed
 * anywhere (another thread) and the pieces joined in order give the same samples.
 * @throws Error when a count, an option or the seed is not finite (or a count negative), or from or to is not a
 *   whole number >= 0.
 * @example bootstrapSamples(counts, { seed: 1, from: 0, to: 500 }) // [Float64Array(500), ...]
 */
export function bootstrapSamples(
  counts: readonly PairCount[],
  options: BradleyTerryOptions & { seed: number; from: number; to: number },
): Float64Array[] {
  const a = toPairArrays(counts, 'bootstrapSamples');
  requireRatingOptions('bootstrapSamples', options);
  requireFinite('bootstrapSamples', 'options.seed', options.seed);
  requireCount('bootstrapSamples', 'options.from', options.from, true);
  requireCount('bootstrapSamples', 'options.to', options.to, true);
  const rounds = options.to - options.from;
  const m = a.models.length;
  const n = a.i.length;
  // Cells: per pair, (i wins, j wins, ties) with ties as one cell (both kinds count the same in the fit).
  const cells = new Float64Array(3 * n);
  const used = counts.filter((c) => c.wins1 + c.wins2 + c.ties + c.bothbad > 0);
  let total = 0;
  used.forEach((c, k) => {
    cells[3 * k] = c.wins1;
    cells[3 * k + 1] = c.wins2;
    cells[3 * k + 2] = c.ties + c.bothbad;
    total += c.wins1 + c.wins2 + c.ties + c.bothbad;
  });
  const plan = ratingPlan(a);
  const fits = fitComponents(a, plan, options).map((f) => {
    const models = f.plan.rated;
    const k = f.rated.models.length;
    const point = Float64Array.from(f.strengths, (s) => f.shift + f.factor * s);
    const anchor = options.anchor ? f.rated.models.indexOf(options.anchor.model) : -1;
    return {
      ...f,
      models,
      point,
      anchor,
      refit: createRefit(f.rated, f.strengths),
      games: new Float64Array(f.rated.i.length),
      score: new Float64Array(f.rated.i.length),
      out: new Float64Array(k),
    };
  });
  const samples = Array.from({ length: m }, () => new Float64Array(rounds).fill(NaN));
  const games = new Float64Array(n);
  const score = new Float64Array(n);
  for (let r = 0; r < rounds; r++) {
    const rng = createRandom(roundSeed(options.seed, options.from + r));
    // Sequential conditional binomials over the cells in order; the last cell takes what is left.
    let left = total;
    let mass = total;
    const draw = (w: number, last: boolean): number => {
      let x = 0;
      if (left > 0 && mass > 0) x = last ? left : binomialUnchecked(rng, left, w < mass ? w / mass : 1);
      left -= x;
      mass -= w;
      return x;
    };
    for (let k = 0; k < n; k++) {
      const w1 = draw(cells[3 * k]!, false);
      const w2 = draw(cells[3 * k + 1]!, false);
      const t = draw(cells[3 * k + 2]!, k === n - 1);
      games[k] = w1 + w2 + t;
      score[k] = w1 + t / 2;
    }
    for (const f of fits) {
      const sub = f.rated;
      for (let k = 0; k < sub.pairs.length; k++) {
        f.games[k] = games[sub.pairs[k]!]!;
        f.score[k] = score[sub.pairs[k]!]!;
      }
      const group = largestStrongGroup(sub.models.length, sub.i, sub.j, f.games, f.score, true);
      if (group === undefined) {
        const s = f.refit?.(f.games, f.score) ?? fitStrengths(sub, f.games, f.score, f.strengths, 1e-8);
        place(f, s, undefined, samples, r);
        continue;
      }
      // Part of the group lost its wins or its losses in this round: rate the largest group that still has both.
      group.bound.forEach((b, x) => (samples[f.models[x]!]![r] = b > 0 ? Infinity : b < 0 ? -Infinity : NaN));
      if (group.members.length < 2) continue;
      const inner = subsetPairs(sub, group.members, f.games, f.score);
      const start = Float64Array.from(group.members, (x) => f.strengths[x]!);
      place(f, fitStrengths(inner, inner.games, inner.score, start, 1e-8), group.members, samples, r);
    }
  }
  return samples;
}

/**
 * Writes one round's ratings of a component's rated models (all of them, or `members`): rating = shift + factor·s,
 * the shift making them average what they average in the point fit, or putting the anchor model on its rating.
 */
function place(
  f: {
    models: readonly number[];
    point: Float64Array;
    factor: number;
    anchor: number;
    out: Float64Array;
  },
  s: Float64Array,
  members: readonly number[] | undefined,
  samples: Float64Array[],
  r: number,
): void {
  const k = members ? members.length : f.models.length;
  const local = (t: number) => (members ? members[t]! : t);
  let shift: number;
  const anchorAt = f.anchor >= 0 ? (members ? members.indexOf(f.anchor) : f.anchor) : -1;
  if (anchorAt >= 0) shift = f.point[f.anchor]! - f.factor * s[anchorAt]!;
  else {
    let target = 0;
    let mean = 0;
    for (let t = 0; t < k; t++) {
      target += f.point[local(t)]!;
      mean += f.factor * s[t]!;
    }
    shift = (target - mean) / k;
  }
  for (let t = 0; t < k; t++) samples[f.models[local(t)]!]![r] = shift + f.factor * s[t]!;
}

/**
 * Intervals, medians and CI ranks from bootstrap samples (as bootstrapSamples gives them) around the point rows
 * (as bradleyTerry gives them): 2.5% and 97.5% quantiles by linear interpolation (numpy's default), with the
 * rules of BootstrapRow. Rows keep the order of `point`.
 * @throws Error when a number it reads is NaN or ±Infinity, or a count is negative (decision 0083).
 */
export function summarizeBootstrap(
  counts: readonly PairCount[],
  point: readonly BradleyTerryRow[],
  samples: readonly Float64Array[],
): BootstrapRow[] {
  // The samples hold ±Infinity and NaN as markers of degenerate rounds (see bootstrapSamples): not checked.
  const models = toPairArrays(counts, 'summarizeBootstrap').models;
  const index = new Map(models.map((model, k) => [model, k]));
  const rows = point.map((p): BootstrapRow => {
    const all = samples[index.get(p.model)!]!;
    const rounds = all.length;
    let degenerate = 0;
    for (const x of all) if (!Number.isFinite(x)) degenerate++;
    const none = { lo: null, hi: null, median: null, rank: null, rankAmong: null };
    if (p.rating === null)
      return { ...p, ...none, intervalReason: p.reason, degenerateRounds: degenerate, rounds };
    if (degenerate > BT_DEGENERATE_SHARE * rounds)
      return { ...p, ...none, intervalReason: 'too few games', degenerateRounds: degenerate, rounds };
    // No direction counts at the far end of each side.
    const low = all.map((x) => (Number.isNaN(x) ? -Infinity : x)).sort();
    const high = all.map((x) => (Number.isNaN(x) ? Infinity : x)).sort();
    const lo = quantileSorted7(low, 0.025);
    const hi = quantileSorted7(high, 0.975);
    const rated = all.filter((x) => !Number.isNaN(x)).sort();
    const median = rated.length > 0 ? quantileSorted7(rated, 0.5) : NaN;
    if (!Number.isFinite(lo) || !Number.isFinite(hi) || !Number.isFinite(median))
      return { ...p, ...none, intervalReason: 'too few games', degenerateRounds: degenerate, rounds };
    return {
      ...p,
      lo: Math.min(lo, p.rating),
      hi: Math.max(hi, p.rating),
      median,
      rank: null,
      rankAmong: null,
      intervalReason: null,
      degenerateRounds: degenerate,
      rounds,
    };
  });
  const ranked = rows.filter((r) => r.lo !== null && r.hi !== null && r.component !== null);
  const ranks = ciRank(
    ranked.map((r) => ({ model: r.model, lo: r.lo!, hi: r.hi!, component: r.component! })),
  );
  const among = new Map<number, number>();
  for (const r of ranked) among.set(r.component!, (among.get(r.component!) ?? 0) + 1);
  for (const r of ranked) {
    r.rank = ranks[r.model]!;
    r.rankAmong = among.get(r.component!)!;
  }
  return rows;
}
