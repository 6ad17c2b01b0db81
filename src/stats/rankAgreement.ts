import { roundSeed } from './bootstrapBradleyTerry.ts';
import { BT_DEGENERATE_SHARE } from './constants.ts';
import { kendallTau } from './kendallTau.ts';
import { quantileSorted7 } from './quantileSorted7.ts';
import { binomial, createRandom } from './random.ts';
import { requireFinite, requireCount } from './requireFinite.ts';

export interface RankAgreement {
  /** Models scored by both (string order). */
  models: string[];
  /** Kendall's τ_b between the benchmark's scores and the reference's over those models; null with reason. */
  tau: number | null;
  /** 2.5% and 97.5% quantiles of τ_b over the bootstrap rounds, widened to hold τ; null when withheld. */
  lo: number | null;
  hi: number | null;
  rounds: number;
  /** Rounds left out: a model had no finite score in the round's ordering (no direction), or the round's scores
   * were all equal. */
  skippedRounds: number;
  reason: 'fewer than two common models' | 'a ranking is constant' | null;
  intervalReason: 'no rounds' | 'too many rounds without a ranking' | null;
}

/**
 * Agreement of a benchmark's ranking with a reference ranking (e.g. a published leaderboard, or human judges):
 * Kendall's τ_b over the models both score, with a bootstrap interval from the benchmark's own rounds (each round's
 * scores, e.g. bootstrap ratings, against the fixed reference). A round score of ±Infinity (a model unbounded
 * above or below in that round) still orders it; a NaN leaves the round out. Higher scores rank first in both.
 * Source: kendallTau (Kendall 1945, τ_b); the percentile bootstrap (B. Efron & R. Tibshirani 1993, An Introduction
 * to the Bootstrap, ch. 13); decision 0095.
 * @returns tau null with a reason for fewer than two common models or a constant ranking; lo and hi null with
 *   'no rounds', or 'too many rounds without a ranking' when more than BT_DEGENERATE_SHARE of rounds were left out.
 * @throws Error when a point or reference score is not finite.
 * @example rankAgreement(new Map([['a', 3], ['b', 2], ['c', 1]]), new Map([['a', 1], ['b', 2], ['c', 3]])).tau // −1
 */
export function rankAgreement(
  scores: ReadonlyMap<string, number>,
  reference: ReadonlyMap<string, number>,
  rounds: readonly ReadonlyMap<string, number>[] = [],
): RankAgreement {
  // A round may hold ±Infinity (a model unbounded in it: still ordered) or NaN (no ranking: left out).
  for (const [arg, map] of [
    ['scores', scores],
    ['reference', reference],
  ] as const)
    for (const [model, v] of map) requireFinite('rankAgreement', `${arg}.get(${JSON.stringify(model)})`, v);
  const models = [...scores.keys()]
    .filter((m) => reference.has(m))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const base = { models, rounds: rounds.length, skippedRounds: 0 };
  const none = { tau: null, lo: null, hi: null, intervalReason: null };
  if (models.length < 2) return { ...base, ...none, reason: 'fewer than two common models' };
  const ref = models.map((m) => reference.get(m)!);
  const point = kendallTau(
    models.map((m) => scores.get(m)!),
    ref,
  ).tau;
  if (point === null) return { ...base, ...none, reason: 'a ranking is constant' };
  const taus: number[] = [];
  for (const round of rounds) {
    const values = models.map((m) => round.get(m) ?? NaN);
    if (values.some((v) => Number.isNaN(v))) continue;
    // kendallTau wants finite numbers: replace ±∞ by values beyond every finite one, keeping the order.
    const finite = values.filter((v) => Number.isFinite(v));
    const top = finite.length ? Math.max(...finite) + 1 : 1;
    const bottom = finite.length ? Math.min(...finite) - 1 : -1;
    const t = kendallTau(
      values.map((v) => (v === Infinity ? top : v === -Infinity ? bottom : v)),
      ref,
    ).tau;
    if (t !== null) taus.push(t);
  }
  const skippedRounds = rounds.length - taus.length;
  const result = { ...base, skippedRounds, tau: point, reason: null };
  if (rounds.length === 0) return { ...result, lo: null, hi: null, intervalReason: 'no rounds' };
  if (skippedRounds > BT_DEGENERATE_SHARE * rounds.length)
    return { ...result, lo: null, hi: null, intervalReason: 'too many rounds without a ranking' };
  const sorted = Float64Array.from(taus).sort();
  return {
    ...result,
    lo: Math.min(point, quantileSorted7(sorted, 0.025)),
    hi: Math.max(point, quantileSorted7(sorted, 0.975)),
    intervalReason: null,
  };
}

/**
 * Bootstrap rounds of a rate leaderboard: each round redraws every model's successes from Binomial(n, k/n), which
 * is resampling its n judgments with replacement. Round r uses its own stream, roundSeed(seed, r).
 * @throws Error when a number it reads is NaN or ±Infinity, or a count is negative (decision 0083).
 * @example rateRounds([{ model: 'a', successes: 30, n: 50 }], { rounds: 1000, seed: 1 })[0].get('a') // e.g. 0.62
 */
export function rateRounds(
  rows: readonly { model: string; successes: number; n: number }[],
  options: { rounds: number; seed: number },
): Map<string, number>[] {
  rows.forEach((r, i) => {
    requireCount('rateRounds', `rows[${i}].n`, r.n, true);
    requireCount('rateRounds', `rows[${i}].successes`, r.successes, true);
    if (r.successes > r.n)
      throw new Error(
        `rateRounds requires rows[${i}].successes <= rows[${i}].n (got ${r.successes} of ${r.n})`,
      );
  });
  requireCount('rateRounds', 'options.rounds', options.rounds, true);
  requireFinite('rateRounds', 'options.seed', options.seed);
  const out: Map<string, number>[] = [];
  for (let r = 0; r < options.rounds; r++) {
    const rng = createRandom(roundSeed(options.seed, r));
    out.push(
      new Map(rows.filter((x) => x.n > 0).map((x) => [x.model, binomial(rng, x.n, x.successes / x.n) / x.n])),
    );
  }
  return out;
}

/**
 * Bootstrap rounds from per-model sample arrays (as bootstrapSamples gives them for Bradley-Terry: one
 * Float64Array per model, models in string order).
 */
export function samplesToRounds(
  models: readonly string[],
  samples: readonly Float64Array[],
): Map<string, number>[] {
  const rounds = samples[0]?.length ?? 0;
  return Array.from({ length: rounds }, (_, r) => new Map(models.map((m, k) => [m, samples[k]![r]!])));
}
