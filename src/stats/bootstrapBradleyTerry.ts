import {
  bradleyTerry,
  fitStrengths,
  ratingsFromStrengths,
  toPairArrays,
  type BradleyTerryOptions,
} from './bradleyTerry.ts';
import { BOOTSTRAP_ROUNDS } from './constants.ts';
import { ciRank } from './ciRank.ts';
import type { PairCount } from './pairCounts.ts';
import { binomial, createRandom } from './random.ts';

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

/**
 * Bradley-Terry ratings with bootstrap 95% intervals. Each round redraws the outcome cells (each pair's wins of
 * either side and its ties) from a multinomial with the observed total and proportions, by sequential
 * conditional binomials, then refits warm-started from the point estimate.
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
  const rng = createRandom(options.seed);
  const start = fitStrengths(a);
  const samples = Array.from({ length: m }, () => new Float64Array(rounds));
  const games = new Float64Array(n);
  const score = new Float64Array(n);
  for (let r = 0; r < rounds; r++) {
    let left = total;
    let mass = total;
    for (let c = 0; c < cells.length; c++) {
      const w = cells[c]!;
      const draw =
        left > 0 && mass > 0
          ? c === cells.length - 1
            ? left
            : binomial(rng, left, Math.min(1, w / mass))
          : 0;
      left -= draw;
      mass -= w;
      const k = Math.floor(c / 3);
      const kind = c % 3;
      if (kind === 0) {
        games[k] = draw;
        score[k] = draw;
      } else if (kind === 1) games[k]! += draw;
      else {
        games[k]! += draw;
        score[k]! += draw / 2;
      }
    }
    const s = fitStrengths(a, games, score, start, 1e-5);
    const rows = ratingsFromStrengths(a, s, options);
    for (const row of rows) samples[a.models.indexOf(row.model)]![r] = row.rating;
  }
  const intervals = a.models.map((model, k) => {
    const sorted = samples[k]!.slice().sort();
    return { model, lo: quantile(sorted, 0.025), hi: quantile(sorted, 0.975), median: quantile(sorted, 0.5) };
  });
  const byModel = new Map(intervals.map((x) => [x.model, x]));
  const ranks = ciRank(
    point.map((p) => ({ model: p.model, lo: byModel.get(p.model)!.lo, hi: byModel.get(p.model)!.hi })),
  );
  return point.map((p) => ({ ...byModel.get(p.model)!, rating: p.rating, rank: ranks[p.model]! }));
}
