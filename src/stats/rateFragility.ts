import { requireCount } from './requireFinite.ts';

export interface RateFragility {
  /** The model with the highest rate (null with reason). */
  top: string | null;
  /** The smallest number of dropped judgments after which the top model is no longer first (another model's rate
   * is strictly higher, or the top model has no judgment left); null with reason. */
  drops: number | null;
  /** The model that then leads, and how the drops split: the top model's successes (all its judgments when it
   * drops out) and the challenger's failures. */
  challenger: string | null;
  dropsFromTop: number | null;
  dropsFromChallenger: number | null;
  /** All judgments of the leaderboard, and drops as a share of them. */
  judgments: number;
  share: number | null;
  reason: 'fewer than two models with judgments' | 'the top is shared' | null;
}

/**
 * Fragility of the top of a rate leaderboard (pass rates, win rates): the smallest number of dropped judgments
 * after which the leader is no longer first. The rule, the same as bradleyTerryFragility's: the leader is displaced
 * when another model's rate is strictly above its rate, or when the leader has no judgment left (it no longer
 * ranks; the best of the others then leads, even at a rate of 0). A leader level with another model is still
 * first, and a top shared before any drop is reported as such, not broken by name. Exact: only three kinds of
 * removal help a challenger c against the leader t — dropping t's successes (lowering t's rate), c's failures
 * (raising c's), and all of t's judgments — and judgments of other models change neither rate; for each number a
 * of t's successes dropped, the fewest of c's failures b with k_c/(n_c − b) > (k_t − a)/(n_t − a) follows in closed
 * form (checked in whole numbers), and the minimum over a, c and dropping all n_t of t's judgments is the answer.
 * Source: the question of Broderick, Giordano & Meager (2020), "An automatic finite-sample robustness metric: when
 * can dropping a little data make a big difference?", arXiv:2011.14999, answered exactly for rates; decision 0095.
 * @returns drops null with a reason: fewer than two models with judgments, or a top shared by two models (0 drops
 *   would already leave no single leader; the page says "shared"). With two models or more there is always an
 *   answer: at most the leader's n_t judgments.
 * @throws Error when counts are not whole numbers with 0 ≤ successes ≤ n; or a number it reads is NaN or ±Infinity,
 *   or a count is negative (decision 0083).
 * @example rateFragility([{ model: 'a', successes: 60, n: 100 }, { model: 'b', successes: 55, n: 100 }]) // drops 9 (b's failures: 55/91 > 60/100)
 * @example rateFragility([{ model: 'a', successes: 1, n: 1 }, { model: 'b', successes: 0, n: 3 }]) // drops 1 (a's one judgment; b leads at 0/3)
 */
export function rateFragility(
  rows: readonly { model: string; successes: number; n: number }[],
): RateFragility {
  rows.forEach((r, i) => {
    requireCount('rateFragility', `rows[${i}].n`, r.n, true);
    requireCount('rateFragility', `rows[${i}].successes`, r.successes, true);
    if (r.successes > r.n)
      throw new Error(
        `rateFragility requires rows[${i}].successes <= rows[${i}].n (got ${r.successes} of ${r.n} for ${r.model})`,
      );
  });
  const used = rows.filter((r) => r.n > 0);
  const judgments = used.reduce((s, r) => s + r.n, 0);
  const none = {
    drops: null,
    challenger: null,
    dropsFromTop: null,
    dropsFromChallenger: null,
    judgments,
    share: null,
  };
  if (used.length < 2) return { top: null, ...none, reason: 'fewer than two models with judgments' };
  // Highest rate by cross-multiplication (exact); a tie at the top is reported, not broken by name.
  const above = (x: { successes: number; n: number }, y: { successes: number; n: number }) =>
    x.successes * y.n > y.successes * x.n;
  let t = used[0]!;
  for (const r of used) if (above(r, t)) t = r;
  if (used.some((r) => r !== t && !above(t, r))) return { top: null, ...none, reason: 'the top is shared' };
  let best: { drops: number; c: string; a: number; b: number } | null = null;
  for (const c of used) {
    if (c === t || c.successes === 0) continue;
    for (let a = 0; a <= t.successes; a++) {
      if (best && a >= best.drops) break;
      const kt = t.successes - a;
      const nt = t.n - a;
      let b: number;
      if (nt === 0 || kt === 0) b = 0;
      else {
        // Need k_c·n_t > k_t·(n_c − b), i.e. b > n_c − k_c·n_t/k_t; start from the float bound and settle exactly.
        b = Math.max(0, Math.floor(c.n - (c.successes * nt) / kt) + 1);
        while (b > 0 && c.successes * nt > kt * (c.n - (b - 1))) b--;
        while (b <= c.n - c.successes && !(c.successes * nt > kt * (c.n - b))) b++;
        if (b > c.n - c.successes) continue;
      }
      if (!best || a + b < best.drops || (a + b === best.drops && c.model < best.c))
        best = { drops: a + b, c: c.model, a, b };
    }
  }
  // The leader dropped out: the best of the others leads (ties by name, as above).
  if (!best || t.n < best.drops) {
    let c: (typeof used)[number] | undefined;
    for (const r of used) if (r !== t && (!c || above(r, c) || (!above(c, r) && r.model < c.model))) c = r;
    best = { drops: t.n, c: c!.model, a: t.n, b: 0 };
  }
  return {
    top: t.model,
    drops: best.drops,
    challenger: best.c,
    dropsFromTop: best.a,
    dropsFromChallenger: best.b,
    judgments,
    share: best.drops / judgments,
    reason: null,
  };
}
