import { quantileSorted7 } from './quantileSorted7.ts';
import { createRandom } from './random.ts';
import { requireCount, requireFinite, requireFiniteAll } from './requireFinite.ts';

/**
 * The pooled mean of values that come in clusters (an MT-Bench question's grades of both turns), with a percentile
 * bootstrap interval that redraws whole clusters: each round draws as many clusters as there are, with
 * replacement, and takes the mean of every value of the clusters drawn; the interval is the (1 − level)/2 and
 * (1 + level)/2 quantiles (R's type 7) of the rounds' means. Values of one cluster are not independent (the same
 * question, the same conversation), so drawing them one at a time would make the interval too narrow.
 * Source: B. Efron & R. J. Tibshirani (1993), An Introduction to the Bootstrap, §8.4 (resampling the sampling
 * units) and §13.3 (percentile intervals); the cluster bootstrap of A. C. Davison & D. V. Hinkley (1997),
 * Bootstrap Methods and their Application, §3.8.
 * @throws Error when there is no value, a value is not finite, rounds is not a positive integer, or the level is not
 * in (0, 1).
 * @example clusterBootstrapMean([[8, 9], [7], [10, 6]], { seed: 1, rounds: 1000 }) // { mean: 8, n: 5, clusters: 3, lo: ..., hi: ... }
 */
export function clusterBootstrapMean(
  clusters: readonly (readonly number[])[],
  opts: { seed: number; rounds: number; level?: number },
): { mean: number; n: number; clusters: number; lo: number; hi: number } {
  const level = opts.level ?? 0.95;
  requireFinite('clusterBootstrapMean', 'opts.level', level);
  requireCount('clusterBootstrapMean', 'opts.rounds', opts.rounds, true);
  if (!(level > 0 && level < 1))
    throw new Error(`clusterBootstrapMean requires a level between 0 and 1 (got ${level})`);
  if (!(Number.isInteger(opts.rounds) && opts.rounds > 0))
    throw new Error(`clusterBootstrapMean requires a positive whole number of rounds (got ${opts.rounds})`);
  const kept = clusters.filter((c) => c.length > 0);
  const sums = new Float64Array(kept.length);
  const counts = new Float64Array(kept.length);
  let total = 0;
  let n = 0;
  clusters.forEach((c, i) => requireFiniteAll('clusterBootstrapMean', `clusters[${i}]`, c));
  kept.forEach((c, i) => {
    for (const v of c) sums[i]! += v;
    counts[i] = c.length;
    total += sums[i]!;
    n += c.length;
  });
  if (n === 0) throw new Error('clusterBootstrapMean requires at least one value');
  const rng = createRandom(opts.seed);
  const means = new Float64Array(opts.rounds);
  const k = kept.length;
  for (let r = 0; r < opts.rounds; r++) {
    let s = 0;
    let m = 0;
    for (let i = 0; i < k; i++) {
      const j = Math.floor(rng() * k);
      s += sums[j]!;
      m += counts[j]!;
    }
    means[r] = s / m;
  }
  means.sort();
  const tail = (1 - level) / 2;
  return {
    mean: total / n,
    n,
    clusters: k,
    lo: quantileSorted7(means, tail),
    hi: quantileSorted7(means, 1 - tail),
  };
}
