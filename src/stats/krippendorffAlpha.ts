import { requireFinite } from './requireFinite.ts';

/** The levels of measurement Krippendorff's alpha knows, each with its own difference function. */
export type AlphaLevel = 'nominal' | 'ordinal' | 'interval' | 'ratio';

/** One value given to a unit by one coder; null or undefined where that coder gave none. */
export type AlphaValue = string | number | boolean | null | undefined;

export interface KrippendorffAlpha {
  /** The coefficient; null when it is undefined (fewer than two pairable values, or no variation at all). */
  alpha: number | null;
  /** Why alpha is null: "fewer than two pairable values" or "no variation" (every pairable value the same, so
   * no disagreement is expected); null when alpha is given. */
  alphaReason: 'fewer than two pairable values' | 'no variation' | null;
  /** Observed disagreement D_o (mean squared difference within units). */
  observed: number;
  /** Expected disagreement D_e (mean squared difference between any two pairable values). */
  expected: number;
  /** Pairable values: values in units that carry at least two values (a whole number, counted). */
  pairable: number;
  /** Units with at least two values. */
  units: number;
}

/**
 * Krippendorff's alpha reliability coefficient, α = 1 − D_o / D_e, for any number of coders, missing values,
 * and the nominal, ordinal, interval or ratio level of measurement.
 *
 * Computed through the coincidence matrix: every ordered pair of values from different coders of the same unit
 * adds 1/(m_u − 1) to o_ck (m_u = values in unit u); n_c = Σ_k o_ck, n = Σ_c n_c; then
 * α = 1 − (n − 1) · Σ o_ck δ²_ck / Σ n_c n_k δ²_ck. Differences δ²: nominal 0/1; ordinal
 * (Σ_{g=c..k} n_g − (n_c + n_k)/2)² over the ranks of the values met; interval (c − k)²; ratio ((c − k)/(c + k))².
 * Units with a single value are not pairable and are left out.
 * Source: K. Krippendorff (2011), "Computing Krippendorff's Alpha-Reliability", Annenberg School for
 * Communication, University of Pennsylvania, sections B-E; K. Krippendorff (2004), Content Analysis, ch. 11.
 * @param units one entry per unit (item), listing the values its coders gave (null where a coder gave none)
 * @returns alpha null when fewer than two values are pairable or no two differ (D_e = 0); then observed and
 *   expected are 0, never NaN.
 * @throws Error when a non-nominal level meets a value that is not a finite number, or ratio meets a negative.
 * @example krippendorffAlpha([[0, 1], [1, 1], [0, 1], [0, 0], [0, 0], [0, 1], [0, 0], [0, 0], [1, 0], [0, 0]], 'nominal').alpha // 0.095 (Krippendorff 2011, section A)
 */
export function krippendorffAlpha(
  units: readonly (readonly AlphaValue[])[],
  level: AlphaLevel = 'nominal',
): KrippendorffAlpha {
  // Values present in each pairable unit.
  const pairableUnits: (string | number)[][] = [];
  units.forEach((unit, i) =>
    unit.forEach((v, j) => {
      if (typeof v === 'number') requireFinite('krippendorffAlpha', `units[${i}][${j}]`, v);
    }),
  );
  for (const unit of units) {
    const present: (string | number)[] = [];
    for (const v of unit) {
      if (v === null || v === undefined) continue;
      if (level === 'nominal') present.push(typeof v === 'number' ? v : String(v));
      else {
        const x = typeof v === 'boolean' ? Number(v) : v;
        if (typeof x !== 'number' || !Number.isFinite(x))
          throw new Error(
            `krippendorffAlpha requires finite numbers at the ${level} level (got ${JSON.stringify(v)})`,
          );
        if (level === 'ratio' && x < 0)
          throw new Error(`krippendorffAlpha requires non-negative numbers at the ratio level (got ${x})`);
        present.push(x);
      }
    }
    if (present.length >= 2) pairableUnits.push(present);
  }
  // Distinct values, sorted (numbers numerically; nominal labels by their text, order irrelevant there).
  const keyOf = (v: string | number) => (typeof v === 'number' ? `n:${v}` : `s:${v}`);
  const distinct = new Map<string, string | number>();
  for (const u of pairableUnits) for (const v of u) distinct.set(keyOf(v), v);
  const values = [...distinct.values()].sort((a, b) =>
    typeof a === 'number' && typeof b === 'number'
      ? a - b
      : String(a) < String(b)
        ? -1
        : String(a) > String(b)
          ? 1
          : 0,
  );
  const index = new Map(values.map((v, i) => [keyOf(v), i]));
  const V = values.length;
  const o: number[][] = Array.from({ length: V }, () => new Array<number>(V).fill(0));
  for (const u of pairableUnits) {
    const m = u.length;
    const counts = new Map<number, number>();
    for (const v of u) {
      const i = index.get(keyOf(v))!;
      counts.set(i, (counts.get(i) ?? 0) + 1);
    }
    for (const [c, nc] of counts)
      for (const [k, nk] of counts) o[c]![k]! += (c === k ? nc * (nc - 1) : nc * nk) / (m - 1);
  }
  // n_c = Σ_k o_ck is the number of times value c occurs in pairable units (each unit's row sums to its count of
  // c): counted directly, so n_c and n are whole numbers, not sums of fractions 1/(m_u − 1) that land on
  // 11.999999999999998.
  const nc = new Array<number>(V).fill(0);
  for (const u of pairableUnits) for (const v of u) nc[index.get(keyOf(v))!]!++;
  const n = nc.reduce((a, b) => a + b, 0);
  const delta2 = (c: number, k: number): number => {
    if (c === k) return 0;
    switch (level) {
      case 'nominal':
        return 1;
      case 'interval':
        return ((values[c] as number) - (values[k] as number)) ** 2;
      case 'ratio': {
        const a = values[c] as number;
        const b = values[k] as number;
        return a + b === 0 ? 0 : ((a - b) / (a + b)) ** 2;
      }
      case 'ordinal': {
        const lo = Math.min(c, k);
        const hi = Math.max(c, k);
        let s = 0;
        for (let g = lo; g <= hi; g++) s += nc[g]!;
        return (s - (nc[c]! + nc[k]!) / 2) ** 2;
      }
    }
  };
  let observed = 0;
  let expected = 0;
  for (let c = 0; c < V; c++)
    for (let k = 0; k < V; k++) {
      const d = delta2(c, k);
      if (d === 0) continue;
      observed += o[c]![k]! * d;
      expected += nc[c]! * nc[k]! * d;
    }
  const Do = n > 0 ? observed / n : 0;
  const De = n > 1 ? expected / (n * (n - 1)) : 0;
  return {
    alpha: n > 1 && De > 0 ? 1 - Do / De : null,
    alphaReason: n < 2 ? 'fewer than two pairable values' : De > 0 ? null : 'no variation',
    observed: Do,
    expected: De,
    pairable: n,
    units: pairableUnits.length,
  };
}
