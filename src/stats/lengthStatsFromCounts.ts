import type { LengthCount } from '../records/counts.ts';
import type { LengthStats } from './lengthStats.ts';

/** Linear-interpolation quantile of an ascending array (R's type 7), as lengthStats computes it. */
function quantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  return sorted[lo]! + (h - lo) * ((sorted[Math.ceil(h)] ?? sorted[lo]!) - sorted[lo]!);
}

/**
 * lengthStats from a length histogram (counts file): per model, the same mean, quartiles, extremes and
 * over-60-words count as from the chats themselves, since token counts are whole numbers.
 * Source: BotChat (Duan et al. 2023), "Length statistics of the generated chats"; see lengthStats.
 * Input: the histogram rows of one benchmark.
 * @example lengthStatsFromCounts([{ benchmark: 'b', model: 'm', tokens: 3, chats: 2, over60Words: 0 }])[0].mean // 3
 */
export function lengthStatsFromCounts(rows: readonly LengthCount[]): LengthStats[] {
  const byModel = new Map<string, LengthCount[]>();
  for (const r of rows) {
    let m = byModel.get(r.model);
    if (!m) byModel.set(r.model, (m = []));
    m.push(r);
  }
  return [...byModel.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([model, rs]) => {
      const tokens: number[] = [];
      let over60Words = 0;
      let sum = 0;
      for (const r of rs.slice().sort((a, b) => a.tokens - b.tokens)) {
        for (let k = 0; k < r.chats; k++) tokens.push(r.tokens);
        over60Words += r.over60Words;
        sum += r.tokens * r.chats;
      }
      return {
        model,
        chats: tokens.length,
        mean: tokens.length ? sum / tokens.length : NaN,
        median: quantile(tokens, 0.5),
        q1: quantile(tokens, 0.25),
        q3: quantile(tokens, 0.75),
        min: tokens[0] ?? NaN,
        max: tokens[tokens.length - 1] ?? NaN,
        over60Words,
        tokens,
      };
    });
}
