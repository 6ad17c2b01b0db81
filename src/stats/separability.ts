import { requireFinite } from './requireFinite.ts';

export interface Separability {
  /** Models with an interval (in a component, when components are given). */
  models: number;
  /** Pairs of those models compared (within the same component), and those whose intervals do not overlap. */
  pairs: number;
  separated: number;
  /** separated / pairs; null with no pair (see reason). */
  share: number | null;
  reason: 'fewer than two models with intervals' | null;
}

/**
 * Separability of a leaderboard: the share of model pairs whose confidence intervals do not overlap (one's lower
 * bound above the other's upper bound), i.e. how many of its comparisons the benchmark can actually make. Models
 * without an interval (lo or hi null) are left out; with `component` given, only models of the same component are
 * paired (ratings of different components share no scale).
 * Source: T. Li, W.-L. Chiang, E. Frick et al. (2024), "From crowdsourced data to high-quality benchmarks:
 * Arena-Hard and BenchBuilder pipeline", arXiv:2406.11939 ("separability with confidence"); decision 0095.
 * @returns share null with reason 'fewer than two models with intervals' when no pair can be formed.
 * @throws Error when a number it reads is NaN or ±Infinity (decision 0083).
 * @example separability([{ lo: 10, hi: 20 }, { lo: 25, hi: 30 }, { lo: 15, hi: 26 }]) // { pairs: 3, separated: 1, share: 1/3 }
 */
export function separability(
  rows: readonly { lo: number | null; hi: number | null; component?: number | null }[],
): Separability {
  rows.forEach((r, i) => {
    if (r.lo !== null) requireFinite('separability', `rows[${i}].lo`, r.lo);
    if (r.hi !== null) requireFinite('separability', `rows[${i}].hi`, r.hi);
    if (r.component != null) requireFinite('separability', `rows[${i}].component`, r.component);
  });
  const usable = rows.filter(
    (r): r is { lo: number; hi: number; component?: number | null } =>
      r.lo !== null && r.hi !== null && r.component !== null,
  );
  let pairs = 0;
  let separated = 0;
  for (let a = 0; a < usable.length; a++)
    for (let b = a + 1; b < usable.length; b++) {
      const x = usable[a]!;
      const y = usable[b]!;
      if (x.component !== y.component) continue;
      pairs++;
      if (x.lo > y.hi || y.lo > x.hi) separated++;
    }
  return {
    models: usable.length,
    pairs,
    separated,
    share: pairs > 0 ? separated / pairs : null,
    reason: pairs > 0 ? null : 'fewer than two models with intervals',
  };
}
