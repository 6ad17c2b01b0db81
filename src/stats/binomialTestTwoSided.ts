/**
 * Two-sided exact binomial test of "success and failure are equally likely" (p = 1/2, the sign test): the
 * probability, if that were so, of a split at least as uneven as k of n. By symmetry it is
 * min(1, 2 · P(X ≤ min(k, n − k))) with X ~ Binomial(n, 1/2).
 * Source: the exact binomial (sign) test; R's binom.test(k, n)$p.value, whose two-sided rule (sum of the outcomes
 * no more likely than the one observed) gives the same value when p = 1/2.
 * @throws Error when n is not a positive whole number or k is outside 0..n.
 * @example binomialTestTwoSided(9, 10) // 0.02148438 (R: binom.test(9, 10)$p.value)
 */
export function binomialTestTwoSided(k: number, n: number): number {
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`binomialTestTwoSided requires a positive whole number of trials (got ${n})`);
  if (!Number.isInteger(k) || k < 0 || k > n)
    throw new Error(`binomialTestTwoSided requires 0 <= successes <= trials (got ${k} of ${n})`);
  const m = Math.min(k, n - k);
  // log P(X = i), stepped by the ratio C(n, i + 1) / C(n, i) = (n − i) / (i + 1), so no factorial overflows.
  let logP = n * Math.log(0.5);
  let tail = 0;
  for (let i = 0; i <= m; i++) {
    tail += Math.exp(logP);
    logP += Math.log(n - i) - Math.log(i + 1);
  }
  return Math.min(1, 2 * tail);
}
