import { requireFinite } from './requireFinite.ts';

/**
 * CI-aware rank: 1 + the number of models whose lower bound is above this model's upper bound. Models whose
 * intervals overlap share a rank; a rank says "statistically behind this many". With `component` given, models
 * are compared only within their own component (ratings of different components share no scale).
 * Source: the convention of the Chatbot Arena leaderboard (Chiang et al. 2024).
 * @throws Error when a number it reads is NaN or ±Infinity (decision 0083).
 * @example ciRank([{ model: 'a', lo: 10, hi: 20 }, { model: 'b', lo: 0, hi: 5 }]) // { a: 1, b: 2 }
 */
export function ciRank(
  rows: readonly { model: string; lo: number; hi: number; component?: number }[],
): Record<string, number> {
  rows.forEach((r, i) => {
    requireFinite('ciRank', `rows[${i}].lo`, r.lo);
    requireFinite('ciRank', `rows[${i}].hi`, r.hi);
  });
  const out: Record<string, number> = {};
  for (const r of rows)
    out[r.model] = 1 + rows.filter((o) => o.component === r.component && o.lo > r.hi).length;
  return out;
}
