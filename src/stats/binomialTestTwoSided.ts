/**
 * Two-sided exact binomial test of "success and failure are equally likely" (p = 1/2, the sign test): the
 * probability, if that were so, of a split at least as uneven as k of n. By symmetry it is
 * min(1, 2 · P(X ≤ min(k, n − k))) with X ~ Binomial(n, 1/2).
 *
 * Computed as Catherine Loader's saddle-point form of the probability P(X = m), m = min(k, n − k), times the sum
 * of the ratios P(X = x)/P(X = m) for x = m, m − 1, …: each ratio from the last by x/(n − x + 1), and every 32
 * steps from Loader's form again, so rounding does not build up over the O(√n) terms; the sum stops when the
 * rest, bounded by a geometric series, is below 1e-17 of it. Error bound (decision 0085): relative error at most
 * (5·|ln P(X = m)| + 70)·2⁻⁵², from the rounding of Loader's exponent (which grows with it), the steps between
 * two anchors and the sum: below 1e-13 where P(X = m) ≥ 1e-30, below 8.5e-13 down to underflow. Checked against
 * exact integer arithmetic (n ≤ 200) and 50-digit values (n up to 1e8). The cost grows as √n: about 1 ms at
 * n = 1e8.
 * The value is R's 2 * pbinom(min(k, n - k), n, 0.5). R's binom.test(k, n)$p.value is the same except where its
 * relative tolerance of 1e-7 also counts outcomes nearer n/2 as "no more likely" than k: k within about
 * √(5·10⁻⁸·n) of n/2, which holds an outcome other than n/2 itself only for n above 2·10⁷ (at n = 1e8 and
 * k = n/2 − 1 binom.test says 1, and this 1 − P(X = n/2)).
 * Sources: C. Loader (2000), "Fast and accurate computation of binomial probabilities" (the saddle-point form
 * with stirlerr and bd0, as R's dbinom); R's binom.test; decision 0085.
 * @throws Error when n is not a whole number in 1..2^53 − 1, or k not a whole number in 0..n; or a number it reads is
 *   NaN or ±Infinity, or a count is negative (decision 0083).
 * @example binomialTestTwoSided(9, 10) // 0.021484375 (R: binom.test(9, 10)$p.value)
 * @example binomialTestTwoSided(4999000, 1e7) // 0.5272958562066439 (R: 0.52729585620664)
 */
export function binomialTestTwoSided(k: number, n: number): number {
  if (!Number.isSafeInteger(n) || n < 1)
    throw new Error(
      `binomialTestTwoSided requires n to be a whole number of trials in 1..2^53 − 1 (got ${n})`,
    );
  if (!Number.isInteger(k) || k < 0 || k > n)
    throw new Error(
      `binomialTestTwoSided requires k to be a whole number with 0 <= k <= n (got ${k} of ${n})`,
    );
  const m = Math.min(k, n - k);
  // m ≥ (n − 1)/2: the lower tail holds at least half the mass.
  if (2 * m + 1 >= n) return 1;
  return Math.min(1, 2 * lowerTailHalf(m, n));
}

/** P(X ≤ m) for X ~ Binomial(n, 1/2), 0 ≤ m < (n − 1)/2. */
function lowerTailHalf(m: number, n: number): number {
  if (m === 0) return 2 ** -n;
  let sum = 0;
  let carry = 0; // Neumaier's compensation
  let term = pmfHalf(m, n);
  for (let x = m; ;) {
    const t = sum + term;
    carry += Math.abs(sum) >= Math.abs(term) ? sum - t + term : term - t + sum;
    sum = t;
    if (x === 0) break;
    const ratio = x / (n - x + 1);
    // The ratios fall with x, so the rest is below term·ratio/(1 − ratio).
    if ((term * ratio) / (1 - ratio) <= 1e-17 * sum) break;
    x--;
    term = (m - x) % 32 === 0 ? (x === 0 ? 2 ** -n : pmfHalf(x, n)) : term * ratio;
  }
  return sum + carry;
}

/** stirlerr(j) = log(j!) − log(√(2πj)·(j/e)^j) for j = 1..15 (mpmath at 40 digits; R's sferr_halves). */
const STIRLERR = [
  0, 0.08106146679532726, 0.0413406959554093, 0.02767792568499834, 0.020790672103765093, 0.016644691189821193,
  0.013876128823070748, 0.01189670994589177, 0.010411265261972096, 0.009255462182712733, 0.00833056343336287,
  0.007573675487951841, 0.00694284010720953, 0.006408994188004207, 0.0059513701127588475,
  0.005554733551962801,
];

/** Stirling's error log(j!) − log(√(2πj)·(j/e)^j) for whole j ≥ 1 (table, then the series as in R's stirlerr). */
function stirlerr(j: number): number {
  if (j <= 15) return STIRLERR[j]!;
  const jj = j * j;
  const S0 = 1 / 12;
  const S1 = 1 / 360;
  const S2 = 1 / 1260;
  const S3 = 1 / 1680;
  const S4 = 1 / 1188;
  if (j > 500) return (S0 - S1 / jj) / j;
  if (j > 80) return (S0 - (S1 - S2 / jj) / jj) / j;
  if (j > 35) return (S0 - (S1 - (S2 - S3 / jj) / jj) / jj) / j;
  return (S0 - (S1 - (S2 - (S3 - S4 / jj) / jj) / jj) / jj) / j;
}

/**
 * The deviance term x·log(x/M) + M − x. By its series in v = (x − M)/(x + M) when |v| < 0.8 (Loader 2000, as R's
 * bd0, which stops at 0.1): (x − M)·v + 2x·(v³/3 + v⁵/5 + …), whose terms shrink by v² and lose at most a factor
 * 1.2 to cancellation there, where the closed form loses up to 20.
 */
function bd0(x: number, M: number): number {
  if (Math.abs(x - M) < 0.8 * (x + M)) {
    let v = (x - M) / (x + M);
    let s = (x - M) * v;
    let ej = 2 * x * v;
    v *= v;
    for (let j = 1; j < 1000; j++) {
      ej *= v;
      const next = s + ej / (2 * j + 1);
      if (next === s) return next;
      s = next;
    }
    return s;
  }
  return x * Math.log(x / M) + M - x;
}

/** P(X = x) for X ~ Binomial(n, 1/2), 1 ≤ x ≤ n − 1, in Loader's saddle-point form. */
function pmfHalf(x: number, n: number): number {
  const half = n / 2;
  const lc = stirlerr(n) - stirlerr(x) - stirlerr(n - x) - bd0(x, half) - bd0(n - x, half);
  return Math.exp(lc) * Math.sqrt(n / (2 * Math.PI * x * (n - x)));
}
