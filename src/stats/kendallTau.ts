import { requireFiniteAll } from './requireFinite.ts';

export interface KendallTau {
  /** τ_b; null when either ranking is constant (no untied pair). */
  tau: number | null;
  concordant: number;
  discordant: number;
  /** Pairs tied in x only, in y only, and in both. */
  tiedX: number;
  tiedY: number;
  tiedBoth: number;
  n: number;
}

/**
 * Kendall's rank correlation τ_b between two paired lists (ties allowed):
 * τ_b = (C − D)/sqrt((n₀ − n₁)(n₀ − n₂)), n₀ = n(n − 1)/2, n₁ and n₂ the pairs tied in x and in y.
 * O(n²), meant for rankings of tens of models.
 * Source: M. G. Kendall (1945), "The treatment of ties in ranking problems", Biometrika 33(3), 239-251.
 * @throws Error when the lists differ in length, hold a non-finite number, or have fewer than two items.
 * @example kendallTau([1, 2, 3, 4], [1, 3, 2, 4]).tau // 0.666... (5 concordant, 1 discordant pair)
 */
export function kendallTau(x: readonly number[], y: readonly number[]): KendallTau {
  if (x.length !== y.length)
    throw new Error(`kendallTau requires two lists of the same length (got ${x.length} and ${y.length})`);
  if (x.length < 2) throw new Error(`kendallTau requires at least two items (got ${x.length})`);
  requireFiniteAll('kendallTau', 'x', x);
  requireFiniteAll('kendallTau', 'y', y);
  let concordant = 0;
  let discordant = 0;
  let tiedX = 0;
  let tiedY = 0;
  let tiedBoth = 0;
  const n = x.length;
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const dx = Math.sign(x[i]! - x[j]!);
      const dy = Math.sign(y[i]! - y[j]!);
      if (dx === 0 && dy === 0) tiedBoth++;
      else if (dx === 0) tiedX++;
      else if (dy === 0) tiedY++;
      else if (dx === dy) concordant++;
      else discordant++;
    }
  const n0 = (n * (n - 1)) / 2;
  const n1 = tiedX + tiedBoth;
  const n2 = tiedY + tiedBoth;
  const denom = Math.sqrt((n0 - n1) * (n0 - n2));
  return {
    tau: denom > 0 ? (concordant - discordant) / denom : null,
    concordant,
    discordant,
    tiedX,
    tiedY,
    tiedBoth,
    n,
  };
}
