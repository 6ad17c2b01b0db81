import type { PairJudgment } from '../records/pairJudgment.ts';
import { BOTCHAT_ELO } from './constants.ts';
import { requireFinite } from './requireFinite.ts';

export interface EloParams {
  initial: number;
  scale: number;
  base: number;
  k: number;
}

/**
 * Online Elo ratings, judgments taken in the given (file) order; a tie of either kind scores half.
 *
 * Expected score E_a = 1 / (1 + base^((R_b - R_a) / scale)); R_a += k (S_a - E_a), and the same for b.
 * Source: A. Elo (1978); parameters as BotChat's Arena (initial 1000, scale 400, base 10, K = 32).
 * Unparsed verdicts are skipped.
 * @returns one row per model, by rating (highest first), then id.
 * @throws Error when a number it reads is NaN or ±Infinity (decision 0083).
 * @example eloRatings([{ model1: 'a', model2: 'b', outcome: 'model1', ... }]) // a 1016, b 984
 */
export function eloRatings(
  pairs: readonly PairJudgment[],
  params: EloParams = BOTCHAT_ELO,
): { model: string; rating: number; games: number }[] {
  for (const k of ['initial', 'scale', 'base', 'k'] as const)
    requireFinite('eloRatings', `params.${k}`, params[k]);
  // Ratings and games by a number per model (in the order models are first rated), not by name: a file read
  // straight to counts replays millions of judgments here. The arithmetic is the same, step for step.
  const index = new Map<string, number>();
  const names: string[] = [];
  let r = new Float64Array(16);
  let games = new Float64Array(16);
  const at = (model: string): number => {
    let k = index.get(model);
    if (k === undefined) {
      k = names.length;
      index.set(model, k);
      names.push(model);
      if (k === r.length) {
        const grownR = new Float64Array(2 * k);
        grownR.set(r);
        r = grownR;
        const grownG = new Float64Array(2 * k);
        grownG.set(games);
        games = grownG;
      }
      r[k] = params.initial;
    }
    return k;
  };
  const { base, scale, k: K } = params;
  for (const p of pairs) {
    if (p.outcome === 'unparsed' || p.model1 === p.model2) continue;
    const a = at(p.model1);
    const b = at(p.model2);
    const ra = r[a]!;
    const rb = r[b]!;
    const ea = 1 / (1 + base ** ((rb - ra) / scale));
    const sa = p.outcome === 'model1' ? 1 : p.outcome === 'model2' ? 0 : 0.5;
    r[a] = ra + K * (sa - ea);
    r[b] = rb + K * (1 - sa - (1 - ea));
    games[a]!++;
    games[b]!++;
  }
  return names
    .map((model, k) => ({ model, rating: r[k]!, games: games[k]! }))
    .sort((a, b) => b.rating - a.rating || (a.model < b.model ? -1 : 1));
}
