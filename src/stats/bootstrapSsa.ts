import { BOOTSTRAP_ROUNDS } from './constants.ts';
import { quantileSorted7 } from './quantileSorted7.ts';
import { createRandom } from './random.ts';
import { requireFinite } from './requireFinite.ts';

/** A 95% percentile interval. */
export interface Interval {
  lo: number;
  hi: number;
}

export interface SsaIntervals {
  sensibleness: Interval;
  specificity: Interval;
  ssa: Interval;
  /** Conversations resampled (clusters). */
  conversations: number;
  rounds: number;
  seed: number;
}

/**
 * 95% bootstrap intervals of sensibleness, specificity and SSA that resample whole conversations: each round
 * draws as many conversations as there are, uniformly with replacement, keeps all their labelled responses,
 * and recomputes the three shares; the interval is the 2.5% and 97.5% quantiles (definition 7) of the rounds.
 * Responses of one conversation are not independent (one bot, one person, one topic), so resampling turns
 * would make the intervals too narrow.
 * Source: the cluster (case) bootstrap of A. C. Davison & D. V. Hinkley (1997), "Bootstrap Methods and their
 * Application", section 3.8; percentile intervals, B. Efron & R. Tibshirani (1993), chapter 13.
 * @throws Error when there are no responses or rounds < 1; or a number it reads is NaN or ±Infinity, or a count is
 *   negative (decision 0083).
 * @example bootstrapSsa(turns, { rounds: 1000, seed: 20231101 }).ssa // { lo: 0.71, hi: 0.79 }
 */
export function bootstrapSsa(
  turns: readonly { conversation: string; sensible: boolean; specific: boolean }[],
  options: { rounds?: number; seed: number },
): SsaIntervals {
  const rounds = options.rounds ?? BOOTSTRAP_ROUNDS;
  if (turns.length === 0) throw new Error('bootstrapSsa requires at least one labelled response');
  if (!Number.isInteger(rounds) || rounds < 1)
    throw new Error(`bootstrapSsa requires options.rounds to be a whole number >= 1 (got ${rounds})`);
  requireFinite('bootstrapSsa', 'options.seed', options.seed);
  // Per conversation (in first-seen order, so the draw does not depend on anything but the input order):
  // responses, sensible and specific counts.
  const index = new Map<string, number>();
  const n: number[] = [];
  const sens: number[] = [];
  const spec: number[] = [];
  for (const t of turns) {
    let k = index.get(t.conversation);
    if (k === undefined) {
      k = n.length;
      index.set(t.conversation, k);
      n.push(0);
      sens.push(0);
      spec.push(0);
    }
    n[k]!++;
    if (t.sensible) sens[k]!++;
    if (t.sensible && t.specific) spec[k]!++;
  }
  const C = n.length;
  const rng = createRandom(options.seed);
  const a = new Float64Array(rounds);
  const b = new Float64Array(rounds);
  const s = new Float64Array(rounds);
  for (let r = 0; r < rounds; r++) {
    let total = 0;
    let se = 0;
    let sp = 0;
    for (let i = 0; i < C; i++) {
      const k = Math.floor(rng() * C);
      total += n[k]!;
      se += sens[k]!;
      sp += spec[k]!;
    }
    a[r] = se / total;
    b[r] = sp / total;
    s[r] = (a[r]! + b[r]!) / 2;
  }
  const interval = (x: Float64Array): Interval => {
    const sorted = x.slice().sort();
    return { lo: quantileSorted7(sorted, 0.025), hi: quantileSorted7(sorted, 0.975) };
  };
  return {
    sensibleness: interval(a),
    specificity: interval(b),
    ssa: interval(s),
    conversations: C,
    rounds,
    seed: options.seed,
  };
}
