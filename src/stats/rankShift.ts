import { requireFinite } from './requireFinite.ts';

export interface RankShift {
  model: string;
  /** The rank without and with the adjustment (e.g. style control); null when unranked there. */
  rank: number | null;
  adjustedRank: number | null;
  /** rank − adjustedRank: positive when the model moves up under the adjustment; null when either rank is null or
   * the two ranks are in different components. */
  shift: number | null;
}

/**
 * Each model's move between two rankings of the same models, e.g. the plain and the style-controlled Bradley-Terry
 * leaderboards (LMArena shows it beside the style-controlled rank). Ranks are compared only within the same
 * component (ratings of different components share no scale).
 * Source: LMArena's style-control leaderboard (LMSYS blog, "Does style matter? Disentangling style and substance in
 * Chatbot Arena", 2024), which shows the rank under style control beside the change from the default rank.
 * @returns one row per model of `base`, in its order.
 * @throws Error when a number it reads is NaN or ±Infinity (decision 0083).
 * @example rankShift([{ model: 'a', rank: 3, component: 1 }], [{ model: 'a', rank: 1, component: 1 }]) // [{ model: 'a', rank: 3, adjustedRank: 1, shift: 2 }]
 */
export function rankShift(
  base: readonly { model: string; rank: number | null; component: number | null }[],
  adjusted: readonly { model: string; rank: number | null; component: number | null }[],
): RankShift[] {
  for (const [arg, rows] of [
    ['base', base],
    ['adjusted', adjusted],
  ] as const)
    rows.forEach((r, i) => {
      if (r.rank !== null) requireFinite('rankShift', `${arg}[${i}].rank`, r.rank);
      if (r.component !== null) requireFinite('rankShift', `${arg}[${i}].component`, r.component);
    });
  const other = new Map(adjusted.map((r) => [r.model, r]));
  return base.map((r) => {
    const o = other.get(r.model);
    const adjustedRank = o?.rank ?? null;
    const same = o !== undefined && o.component === r.component;
    return {
      model: r.model,
      rank: r.rank,
      adjustedRank,
      shift: r.rank !== null && adjustedRank !== null && same ? r.rank - adjustedRank : null,
    };
  });
}
