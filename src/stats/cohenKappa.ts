import type { AlphaValue } from './krippendorffAlpha.ts';
import { requireFinite } from './requireFinite.ts';

export interface CohenKappa {
  /** κ = (p_o − p_e) / (1 − p_e); null when p_e = 1 (both coders used one and the same category throughout). */
  kappa: number | null;
  /** Observed agreement p_o. */
  observed: number;
  /** Agreement expected by chance from the two coders' own marginal distributions, p_e. */
  expected: number;
  /** Items both coders labelled. */
  n: number;
}

/**
 * Cohen's kappa for two coders on the same items: κ = (p_o − p_e)/(1 − p_e), p_e = Σ_c p_A(c) p_B(c) from each
 * coder's own marginals. Items where either label is null or undefined are left out.
 * Source: J. Cohen (1960), "A coefficient of agreement for nominal scales", Educational and Psychological
 * Measurement 20(1), 37-46.
 * @throws Error when the two lists differ in length, or no item carries both labels; or a number it reads is NaN or
 *   ±Infinity (decision 0083).
 * @example cohenKappa(['y', 'y', 'n', 'n'], ['y', 'n', 'n', 'n']) // { kappa: 0.5, observed: 0.75, expected: 0.5, n: 4 }
 */
export function cohenKappa(a: readonly AlphaValue[], b: readonly AlphaValue[]): CohenKappa {
  if (a.length !== b.length)
    throw new Error(
      `cohenKappa requires two label lists of the same length (got ${a.length} and ${b.length})`,
    );
  for (const [arg, list] of [
    ['a', a],
    ['b', b],
  ] as const)
    list.forEach((v, i) => {
      if (typeof v === 'number') requireFinite('cohenKappa', `${arg}[${i}]`, v);
    });
  const ma = new Map<string, number>();
  const mb = new Map<string, number>();
  let n = 0;
  let same = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (x === null || x === undefined || y === null || y === undefined) continue;
    const kx = `${typeof x}:${String(x)}`;
    const ky = `${typeof y}:${String(y)}`;
    ma.set(kx, (ma.get(kx) ?? 0) + 1);
    mb.set(ky, (mb.get(ky) ?? 0) + 1);
    if (kx === ky) same++;
    n++;
  }
  if (n === 0) throw new Error('cohenKappa requires at least one item labelled by both coders (got 0)');
  let expected = 0;
  for (const [k, ca] of ma) expected += (ca / n) * ((mb.get(k) ?? 0) / n);
  const observed = same / n;
  return { kappa: expected < 1 ? (observed - expected) / (1 - expected) : null, observed, expected, n };
}
