import type { AlphaValue } from './krippendorffAlpha.ts';
import { requireFinite } from './requireFinite.ts';

export interface PercentAgreement {
  /** Agreeing pairs over all pairs of values within units; null when no unit has two values. */
  agreement: number | null;
  /** Pairs of values (unordered, from different coders of the same unit). */
  pairs: number;
  agreeingPairs: number;
  /** Units with at least two values. */
  units: number;
}

/**
 * Pairwise percent agreement: over every unit, every unordered pair of values given by two different coders,
 * the share of pairs that are equal. Pairs are pooled over units, so a unit with more coders weighs more (with
 * the same number of coders in every unit this equals the mean of the per-unit agreement).
 * Source: the observed agreement P̄ of J. L. Fleiss (1971), "Measuring nominal scale agreement among many
 * raters", Psychological Bulletin 76(5), eq. 2-3, pooled over units; Meena's Table 1 reports it for SSA labels.
 * @throws Error when a number it reads is NaN or ±Infinity (decision 0083).
 * @example percentAgreement([['a', 'a', 'b'], ['b', 'b']]) // { agreement: 0.5, pairs: 4, agreeingPairs: 2, units: 2 }
 */
export function percentAgreement(units: readonly (readonly AlphaValue[])[]): PercentAgreement {
  units.forEach((unit, i) =>
    unit.forEach((v, j) => {
      if (typeof v === 'number') requireFinite('percentAgreement', `units[${i}][${j}]`, v);
    }),
  );
  let pairs = 0;
  let agreeing = 0;
  let used = 0;
  for (const unit of units) {
    const counts = new Map<string, number>();
    let m = 0;
    for (const v of unit) {
      if (v === null || v === undefined) continue;
      const key = `${typeof v}:${String(v)}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      m++;
    }
    if (m < 2) continue;
    used++;
    pairs += (m * (m - 1)) / 2;
    for (const c of counts.values()) agreeing += (c * (c - 1)) / 2;
  }
  return { agreement: pairs > 0 ? agreeing / pairs : null, pairs, agreeingPairs: agreeing, units: used };
}
