import { binomialTestTwoSided } from './binomialTestTwoSided.ts';
import { normalCdf, normalQuantile } from './normalDistribution.ts';
import { requireCount, requireFinite } from './requireFinite.ts';
import { wilsonInterval } from './wilsonInterval.ts';

/**
 * The equivalence margin of the Turing-test TOST: a model's pass rate counts as equivalent to the human
 * conversations' when the 90% interval of the difference lies within ±10 percentage points. Why 10: it is the
 * smallest gap a reader of a pass-rate table would call a real difference (rates are printed to whole percents and
 * studies discuss gaps of this size), and it is reachable: with both rates near 50%, about 430 judgments per side
 * give 80% power to show equivalence when the rates are equal; a margin of 5 points would need about 1,700.
 * Decision 0093.
 */
export const TURING_EQUIVALENCE_MARGIN = 0.1;

/** z for a two-sided 90% interval (the interval of a TOST at α = 5%): Φ⁻¹(0.95). */
const Z90 = normalQuantile(0.95);

export interface PassCount {
  /** Judgments that called the conversation human. */
  passed: number;
  /** Judgments with a parsed verdict. */
  n: number;
}

export interface PassRateVsChance extends PassCount {
  /** passed / n; null with n = 0 (see reason). */
  rate: number | null;
  /** 95% Wilson interval. */
  lo: number | null;
  hi: number | null;
  /** Exact two-sided binomial p-value of "the judge calls it human half the time" (binomialTestTwoSided). */
  p: number | null;
  reason: 'no parsed verdicts' | null;
}

/**
 * A pass rate with its Wilson interval and the exact two-sided binomial test against 50% (the chance level of a
 * judge that cannot tell). Source: the test Jones & Bergen (2025, "Large language models pass the Turing test",
 * arXiv:2503.23674) report for each witness; binomialTestTwoSided; wilsonInterval.
 * @returns rate, interval and p null with reason 'no parsed verdicts' when n = 0.
 * @throws Error when the counts are not whole numbers with 0 ≤ passed ≤ n; or a number it reads is NaN or ±Infinity,
 *   or a count is negative (decision 0083).
 * @example passRateVsChance({ passed: 73, n: 100 }) // { rate: 0.73, p: 4.3e-6, ... }
 */
export function passRateVsChance(count: PassCount): PassRateVsChance {
  checkCount('passRateVsChance', count, 'count');
  if (count.n === 0)
    return { ...count, rate: null, lo: null, hi: null, p: null, reason: 'no parsed verdicts' };
  const { lo, hi } = wilsonInterval(count.passed, count.n);
  return {
    ...count,
    rate: count.passed / count.n,
    lo,
    hi,
    p: binomialTestTwoSided(count.passed, count.n),
    reason: null,
  };
}

function checkCount(name: string, c: PassCount, arg: string): void {
  requireCount(name, `${arg}.n`, c.n, true);
  requireCount(name, `${arg}.passed`, c.passed, true);
  if (c.passed > c.n)
    throw new Error(`${name} requires ${arg}.passed <= ${arg}.n (got ${c.passed} of ${c.n})`);
}

export type PassRateComparisonReason = 'no parsed verdicts' | 'no variation in verdicts';

export interface PassRateVsHuman {
  /** Model rate − human rate; null when either has no verdict. */
  difference: number | null;
  /** 95% interval of the difference: Newcombe's hybrid score interval (from the two Wilson intervals). */
  lo: number | null;
  hi: number | null;
  /** Two-sided p of the pooled two-proportion z-test (= Pearson's chi-square without continuity correction, R's
   * prop.test(correct = FALSE)); null when a group is empty or every verdict is the same (pooled variance 0). */
  p: number | null;
  /** Two one-sided tests (Schuirmann) that the difference lies within ±margin, with the unpooled standard error:
   * p = max of the two one-sided p-values; equivalent when p < 0.05, i.e. the 90% Wald interval lies within. */
  equivalence: {
    margin: number;
    p: number | null;
    lo90: number | null;
    hi90: number | null;
    equivalent: boolean | null;
  };
  /** Why p (or the TOST) is null. */
  reason: PassRateComparisonReason | null;
}

/**
 * Compares a model's pass rate with the human conversations' pass rate under the same judges: the difference with
 * Newcombe's 95% interval, the two-proportion z-test of "no difference", and TOST equivalence within ±margin
 * (TURING_EQUIVALENCE_MARGIN by default). A model "as human as the humans" is one whose difference is shown to be
 * inside the margin, not merely one whose difference is not significant.
 * Sources: R. G. Newcombe (1998), "Interval estimation for the difference between independent proportions",
 * Stat. Med. 17, method 10; the pooled z-test (A. Agresti 2013, Categorical Data Analysis, 3.1); D. J. Schuirmann
 * (1987), "A comparison of the two one-sided tests procedure ...", J. Pharmacokinet. Biopharm. 15; decision 0093.
 * @returns nulls with reason 'no parsed verdicts' when either count is empty; p and the TOST null with 'no
 *   variation in verdicts' when the verdicts leave no variance (every one the same for p; both rates 0 or 1 for
 *   the unpooled TOST). Never NaN.
 * @throws Error when counts are not whole numbers with 0 ≤ passed ≤ n, or the margin is not in (0, 1); or a number it
 *   reads is NaN or ±Infinity, or a count is negative (decision 0083).
 * @example passRateVsHuman({ passed: 15, n: 50 }, { passed: 25, n: 50 }) // difference −0.2, p 0.0412
 */
export function passRateVsHuman(
  model: PassCount,
  human: PassCount,
  margin = TURING_EQUIVALENCE_MARGIN,
): PassRateVsHuman {
  checkCount('passRateVsHuman', model, 'model');
  checkCount('passRateVsHuman', human, 'human');
  requireFinite('passRateVsHuman', 'margin', margin);
  if (!(margin > 0 && margin < 1))
    throw new Error(`passRateVsHuman requires a margin in (0, 1) (got ${margin})`);
  const empty = { margin, p: null, lo90: null, hi90: null, equivalent: null };
  if (model.n === 0 || human.n === 0)
    return {
      difference: null,
      lo: null,
      hi: null,
      p: null,
      equivalence: empty,
      reason: 'no parsed verdicts',
    };
  const p1 = model.passed / model.n;
  const p2 = human.passed / human.n;
  const d = p1 - p2;
  const w1 = wilsonInterval(model.passed, model.n);
  const w2 = wilsonInterval(human.passed, human.n);
  const lo = d - Math.sqrt((p1 - w1.lo) ** 2 + (w2.hi - p2) ** 2);
  const hi = d + Math.sqrt((w1.hi - p1) ** 2 + (p2 - w2.lo) ** 2);
  const pooled = (model.passed + human.passed) / (model.n + human.n);
  const sePooled = Math.sqrt(pooled * (1 - pooled) * (1 / model.n + 1 / human.n));
  const p = sePooled > 0 ? Math.min(1, 2 * normalCdf(-Math.abs(d) / sePooled)) : null;
  const se = Math.sqrt((p1 * (1 - p1)) / model.n + (p2 * (1 - p2)) / human.n);
  const equivalence =
    se > 0
      ? (() => {
          const pTost = Math.max(normalCdf((d - margin) / se), 1 - normalCdf((d + margin) / se));
          return {
            margin,
            p: pTost,
            lo90: d - Z90 * se,
            hi90: d + Z90 * se,
            equivalent: pTost < 0.05,
          };
        })()
      : empty;
  const reason = p === null || se === 0 ? 'no variation in verdicts' : null;
  return { difference: d, lo, hi, p, equivalence, reason };
}
