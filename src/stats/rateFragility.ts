export interface RateFragility {
  /** The model with the highest rate (null with reason). */
  top: string | null;
  /** The smallest number of dropped judgments after which another model's rate is strictly higher than the top
   * model's; null with reason. */
  drops: number | null;
  /** The model that then leads, and how the drops split: the top model's successes and the challenger's failures. */
  challenger: string | null;
  dropsFromTop: number | null;
  dropsFromChallenger: number | null;
  /** All judgments of the leaderboard, and drops as a share of them. */
  judgments: number;
  share: number | null;
  reason: 'fewer than two models with judgments' | 'the top is shared' | 'no other model can lead' | null;
}

/**
 * Fragility of the top of a rate leaderboard (pass rates, win rates): the smallest number of judgments whose
 * removal puts another model strictly above the current leader. Exact: only two kinds of removal help a
 * challenger c against the leader t — dropping t's successes (lowering t's rate) and c's failures (raising c's)
 * — and judgments of other models change neither rate; for each number a of t's successes dropped, the fewest of
 * c's failures b with k_c/(n_c − b) > (k_t − a)/(n_t − a) follows in closed form (checked in whole numbers), and
 * the minimum over a and c is the answer. A leader left with no judgment no longer ranks, which also changes the top.
 * Source: the question of Broderick, Giordano & Meager (2020), "An automatic finite-sample robustness metric: when
 * can dropping a little data make a big difference?", arXiv:2011.14999, answered exactly for rates; decision 0095.
 * @returns drops null with a reason: fewer than two models with judgments, a top shared by two models (0 drops
 *   would already leave no single leader; the page says "shared"), or no challenger that can lead (all others at 0).
 * @throws Error when counts are not whole numbers with 0 ≤ successes ≤ n.
 * @example rateFragility([{ model: 'a', successes: 60, n: 100 }, { model: 'b', successes: 55, n: 100 }]) // drops 9 (b's failures: 55/91 > 60/100)
 */
export function rateFragility(
  rows: readonly { model: string; successes: number; n: number }[],
): RateFragility {
  for (const r of rows)
    if (!Number.isInteger(r.n) || !Number.isInteger(r.successes) || r.successes < 0 || r.successes > r.n)
      throw new Error(
        `rateFragility requires whole counts with 0 <= successes <= n (got ${r.successes} of ${r.n} for ${r.model})`,
      );
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
  if (!best) return { top: t.model, ...none, reason: 'no other model can lead' };
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
