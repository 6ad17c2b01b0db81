import type { PairCount } from './pairCounts.ts';
import { requirePairCounts } from './requireFinite.ts';

/** One model's record over pairwise battles. */
export interface ModelRecord {
  model: string;
  wins: number;
  /** Ties of both kinds (both good, both bad). */
  ties: number;
  losses: number;
  /** Battles with a parsed verdict: wins + ties + losses. */
  battles: number;
  /** (wins + ½ ties) / battles: the share of battles won, a tie counting half; null without battles. */
  winRate: number | null;
}

/**
 * Each model's wins, ties and losses over the outcome counts of its pairs, and its win rate with ties counting half
 * (as the Arena's Elo and Bradley-Terry count them). Unparsed verdicts are left out.
 *
 * Source: the per-model tallies behind FastChat's battle statistics (elo_analysis.py); here from the pair counts.
 * @throws Error when a count is negative or not finite (decision 0083), naming it.
 * @returns one row per model, by id.
 * @example modelRecords([{ model1: 'a', model2: 'b', wins1: 2, wins2: 1, ties: 1, bothbad: 0, unparsed: 3 }])
 * // [{ model: 'a', wins: 2, ties: 1, losses: 1, battles: 4, winRate: 0.625 }, { model: 'b', ..., winRate: 0.375 }]
 */
export function modelRecords(counts: readonly PairCount[]): ModelRecord[] {
  const out = new Map<string, ModelRecord>();
  const row = (m: string) => {
    let r = out.get(m);
    if (!r) out.set(m, (r = { model: m, wins: 0, ties: 0, losses: 0, battles: 0, winRate: null }));
    return r;
  };
  requirePairCounts('modelRecords', counts);
  for (const c of counts) {
    const a = row(c.model1);
    const b = row(c.model2);
    const ties = c.ties + c.bothbad;
    a.wins += c.wins1;
    a.losses += c.wins2;
    b.wins += c.wins2;
    b.losses += c.wins1;
    a.ties += ties;
    b.ties += ties;
  }
  for (const r of out.values()) {
    r.battles = r.wins + r.ties + r.losses;
    r.winRate = r.battles > 0 ? (r.wins + r.ties / 2) / r.battles : null;
  }
  return [...out.values()].sort((x, y) => (x.model < y.model ? -1 : x.model > y.model ? 1 : 0));
}
