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
  const r = new Map<string, number>();
  const games = new Map<string, number>();
  for (const p of pairs) {
    if (p.outcome === 'unparsed' || p.model1 === p.model2) continue;
    const ra = r.get(p.model1) ?? params.initial;
    const rb = r.get(p.model2) ?? params.initial;
    const ea = 1 / (1 + params.base ** ((rb - ra) / params.scale));
    const sa = p.outcome === 'model1' ? 1 : p.outcome === 'model2' ? 0 : 0.5;
    r.set(p.model1, ra + params.k * (sa - ea));
    r.set(p.model2, rb + params.k * (1 - sa - (1 - ea)));
    games.set(p.model1, (games.get(p.model1) ?? 0) + 1);
    games.set(p.model2, (games.get(p.model2) ?? 0) + 1);
  }
  return [...r.entries()]
    .map(([model, rating]) => ({ model, rating, games: games.get(model) ?? 0 }))
    .sort((a, b) => b.rating - a.rating || (a.model < b.model ? -1 : 1));
}
