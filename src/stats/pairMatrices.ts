import type { PairCount } from './pairCounts.ts';
import { requirePairCounts } from './requireFinite.ts';

function lookup(counts: readonly PairCount[]): Map<string, PairCount> {
  return new Map(counts.map((c) => [`${c.model1}\u0000${c.model2}`, c]));
}

/**
 * Win fraction of the row model against the column model over parsed judgments, ties (either kind) counting
 * half; null where the pair was never compared or on the diagonal (BotChat figure 4).
 * @throws Error when a number it reads is NaN or ±Infinity, or a count is negative (decision 0083).
 * @example winFractionMatrix(counts, ['a', 'b'])[0][1] // a's share of points against b
 */
export function winFractionMatrix(
  counts: readonly PairCount[],
  models: readonly string[],
): (number | null)[][] {
  requirePairCounts('winFractionMatrix', counts);
  const at = lookup(counts);
  return models.map((r) =>
    models.map((c) => {
      if (r === c) return null;
      const flip = r > c;
      const pc = at.get(flip ? `${c}\u0000${r}` : `${r}\u0000${c}`);
      if (!pc) return null;
      const games = pc.wins1 + pc.wins2 + pc.ties + pc.bothbad;
      if (games === 0) return null;
      const wins = flip ? pc.wins2 : pc.wins1;
      return (wins + (pc.ties + pc.bothbad) / 2) / games;
    }),
  );
}

/** Number of judgments (parsed or not) of each pair, symmetric, zero on the diagonal (BotChat figure 3).
 * @throws Error when a number it reads is NaN or ±Infinity, or a count is negative (decision 0083).
 */
export function comparisonCountMatrix(counts: readonly PairCount[], models: readonly string[]): number[][] {
  requirePairCounts('comparisonCountMatrix', counts);
  const at = lookup(counts);
  return models.map((r) =>
    models.map((c) => {
      if (r === c) return 0;
      const pc = at.get(r < c ? `${r}\u0000${c}` : `${c}\u0000${r}`);
      return pc ? pc.wins1 + pc.wins2 + pc.ties + pc.bothbad + pc.unparsed : 0;
    }),
  );
}
