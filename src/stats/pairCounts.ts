import type { PairJudgment } from '../records/pairJudgment.ts';
import { requireWeights } from './requireFinite.ts';

/**
 * The aggregation format: outcome counts per unordered model pair. It is the only step whose cost grows with the
 * number of judgments; every rating, matrix and bootstrap works from it. As SQL:
 * `SELECT least(m1, m2) AS model1, greatest(m1, m2) AS model2, count(*) FILTER (WHERE winner = least(m1, m2))
 *  AS wins1, ... GROUP BY 1, 2`.
 */
export interface PairCount {
  /** The pair's first model in string order (model1 < model2). */
  model1: string;
  model2: string;
  wins1: number;
  wins2: number;
  /** Both-good ties. */
  ties: number;
  /** Both-bad ties. */
  bothbad: number;
  unparsed: number;
}

/**
 * Counts outcomes per unordered pair, mirroring judgments whose sides are in the other order.
 * Input: the judgments of one benchmark, setting and judge; a record with a weight counts that many times.
 * Judgments of a model against itself are skipped.
 * @returns one row per pair, sorted by model1 then model2.
 * @throws Error when a number it reads is NaN or ±Infinity, or a count is negative (decision 0083).
 * @example pairCounts([{ model1: 'b', model2: 'a', outcome: 'model1', ... }]) // [{ model1: 'a', model2: 'b', wins1: 0, wins2: 1, ... }]
 */
export function pairCounts(pairs: readonly PairJudgment[]): PairCount[] {
  requireWeights('pairCounts', pairs, 'pairs');
  const m = new Map<string, PairCount>();
  for (const p of pairs) {
    if (p.model1 === p.model2) continue;
    const swap = p.model1 > p.model2;
    const a = swap ? p.model2 : p.model1;
    const b = swap ? p.model1 : p.model2;
    const key = `${a}\u0000${b}`;
    let c = m.get(key);
    if (!c) m.set(key, (c = { model1: a, model2: b, wins1: 0, wins2: 0, ties: 0, bothbad: 0, unparsed: 0 }));
    const w = p.weight ?? 1;
    switch (p.outcome) {
      case 'model1':
        if (swap) c.wins2 += w;
        else c.wins1 += w;
        break;
      case 'model2':
        if (swap) c.wins1 += w;
        else c.wins2 += w;
        break;
      case 'tie':
        c.ties += w;
        break;
      case 'bothbad':
        c.bothbad += w;
        break;
      default:
        c.unparsed += w;
    }
  }
  return [...m.values()].sort((x, y) =>
    x.model1 < y.model1
      ? -1
      : x.model1 > y.model1
        ? 1
        : x.model2 < y.model2
          ? -1
          : x.model2 > y.model2
            ? 1
            : 0,
  );
}
