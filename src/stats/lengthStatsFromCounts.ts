import type { LengthCount } from '../records/counts.ts';
import { groupBy } from './groupBy.ts';
import { lengthSummary, type LengthStats } from './lengthStats.ts';
import { requireCount } from './requireFinite.ts';

/**
 * lengthStats from a length histogram (counts file): per model, the same mean, quartiles, extremes and
 * over-60-words count as from the chats themselves, since token counts are whole numbers.
 * Source: BotChat (Duan et al. 2023), "Length statistics of the generated chats"; see lengthStats.
 * Input: the histogram rows of one benchmark.
 * @throws Error when a number it reads is NaN or ±Infinity, or a count is negative (decision 0083).
 * @example lengthStatsFromCounts([{ benchmark: 'b', model: 'm', tokens: 3, chats: 2, over60Words: 0 }])[0].mean // 3
 */
export function lengthStatsFromCounts(rows: readonly LengthCount[]): LengthStats[] {
  rows.forEach((r, i) => {
    requireCount('lengthStatsFromCounts', `rows[${i}].tokens`, r.tokens);
    requireCount('lengthStatsFromCounts', `rows[${i}].chats`, r.chats, true);
    requireCount('lengthStatsFromCounts', `rows[${i}].over60Words`, r.over60Words, true);
  });
  return groupBy(rows, (r) => r.model)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([model, rs]) => {
      const tokens: number[] = [];
      let over60Words = 0;
      for (const r of rs.slice().sort((a, b) => a.tokens - b.tokens)) {
        for (let k = 0; k < r.chats; k++) tokens.push(r.tokens);
        over60Words += r.over60Words;
      }
      return lengthSummary(model, tokens, over60Words);
    });
}
