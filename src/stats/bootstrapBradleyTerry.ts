import { bradleyTerry, fitStrengths, toPairArrays, type BradleyTerryOptions } from './bradleyTerry.ts';
import { createRefit } from './bradleyTerryRefit.ts';
import { BOOTSTRAP_ROUNDS, BT_SCALE } from './constants.ts';
import { ciRank } from './ciRank.ts';
import type { PairCount } from './pairCounts.ts';
import { binomialUnchecked, createRandom } from './random.ts';

export interface BootstrapRow {
  model: string;
  /** Point estimate from the observed counts. */
  rating: number;
  /** 2.5% and 97.5% quantiles of the bootstrap ratings. */
  lo: number;
  hi: number;
  median: number;
  /** CI-aware rank (see ciRank). */
  rank: number;
}

/** Linear-interpolation quantile of a sorted array (R's type 7, as numpy's default). */
function quantile(sorted: Float64Array, q: number): number {
  const h = (sorted.length - 1) * q;
  const lo = Math.floor(h);
  const hi = Math.ceil(h);
  return sorted[lo]! + (h - lo) * (sorted[hi]! - sorted[lo]!);
}

/** The random stream of bootstrap round `round`: its own seed, so a round's draws never depend on the others. */
export function roundSeed(seed: number, round: number): number {
  // splitmix32 of seed and round: nearby (seed, round) pairs give unrelated streams.
  let z = (Math.imul(seed >>> 0, 0x9e3779b1) + Math.imul(round + 1, 0x85ebca6b)) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}

/**
 * Bradley-Terry ratings with bootstrap 95% intervals. Each round redraws the outcome cells (each pair's wins of
 * either side and its ties) from a multinomial with the observed total and proportions, by sequential
 * conditional binomials, then refits from the point estimate: by chord-Newton steps (see createRefit), or by
 * Hunter's MM iteration where those cannot be used (a disconnected comparison graph; a round in which a model
 * won all or none of its games). Round r draws from its own stream (seed of roundSeed(seed, r)).
 * Source: the multinomial bootstrap of FastChat's compute_bootstrap_bt, done on the counts.
 * @throws Error when fewer than two models or rounds < 1.
 * @example bootstrapBradleyTerry(counts, { rounds: 1000, seed: 1 }) // [{ model, rating, lo, hi, median, rank }]
 */
export function bootstrapBradleyTerry(
  counts: readonly PairCount[],
  options: BradleyTerryOptions & { rounds?: number; seed: number },
): BootstrapRow[] {
  const rounds = options.rounds ?? BOOTSTRAP_ROUNDS;
  if (!Number.isInteger(rounds) || rounds < 1)
    throw new Error(`bootstrapBradleyTerry requires at least one round (got ${rounds})`);
  const point = bradleyTerry(counts, options);
  return summarizeBootstrap(counts, point, bootstrapSamples(counts, { ...options, from: 0, to: rounds }));
}

/**
 * The bootstrap ratings of rounds `from` to `to` (exclusive): one Float64Array per model (models in string
 * order), round r at index r - from. Rounds are independent (each has its own stream), so a range can be
 * computed anywhere (another thread) and the pieces joined in order give the same samples.
 * @example bootstrapSamples(counts, { seed: 1, from: 0, to: 500 }) // [Float64Array(500), ...]
 */
export function bootstrapSamples(
  counts: readonly PairCount[],
  options: BradleyTerryOptions & { seed: number; from: number; to: number },
): Float64Array[] {
  const rounds = options.to - options.from;
  const a = toPairArrays(counts);
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
  const start = fitStrengths(a);
  const refit = createRefit(a, start);
  // Ratings are linear in the log-strengths: rating = shift + factor·s, the shift centring the mean (or anchoring).
  const factor = (options.scale ?? BT_SCALE.scale) / Math.log(options.base ?? BT_SCALE.base);
  const initial = options.initial ?? BT_SCALE.initial;
  const anchor = options.anchor ? a.models.indexOf(options.anchor.model) : -1;
  const samples = Array.from({ length: m }, () => new Float64Array(rounds));
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
    const s = refit?.(games, score) ?? fitStrengths(a, games, score, start, 1e-8);
    let mean = 0;
    for (let k = 0; k < m; k++) mean += factor * s[k]!;
    mean /= m;
    const shift = anchor >= 0 ? options.anchor!.rating - factor * s[anchor]! : initial - mean;
    for (let k = 0; k < m; k++) samples[k]![r] = shift + factor * s[k]!;
  }
  return samples;
}

/**
 * Intervals, medians and CI ranks from bootstrap samples (as bootstrapSamples gives them) around the point
 * estimate: 2.5% and 97.5% quantiles by linear interpolation (numpy's default).
 */
export function summarizeBootstrap(
  counts: readonly PairCount[],
  point: readonly { model: string; rating: number }[],
  samples: readonly Float64Array[],
): BootstrapRow[] {
  const models = toPairArrays(counts).models;
  const intervals = models.map((model, k) => {
    const sorted = samples[k]!.slice().sort();
    return { model, lo: quantile(sorted, 0.025), hi: quantile(sorted, 0.975), median: quantile(sorted, 0.5) };
  });
  const byModel = new Map(intervals.map((x) => [x.model, x]));
  const ranks = ciRank(
    point.map((p) => ({ model: p.model, lo: byModel.get(p.model)!.lo, hi: byModel.get(p.model)!.hi })),
  );
  return point.map((p) => ({ ...byModel.get(p.model)!, rating: p.rating, rank: ranks[p.model]! }));
}
