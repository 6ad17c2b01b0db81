import { normalDensity, normalQuantile } from './normalDistribution.ts';
import { Z95 } from './wilsonInterval.ts';
import { requireCount } from './requireFinite.ts';

/**
 * How rates of 0 or 1 are kept off the infinite ends of the normal quantile: 'log-linear' adds 1/2 to the count of
 * each kind of answer and 1 to each total, for every cell whether extreme or not (Hautus 1995: less biased than
 * replacing only extreme rates by 1/(2N)); 'none' uses the raw rates and gives no d′ when one is 0 or 1.
 */
export type DetectionCorrection = 'log-linear' | 'none';

export interface SignalDetectionCounts {
  /** AI conversations the judge called AI (hits), and AI conversations with a parsed verdict. */
  hits: number;
  signal: number;
  /** Human conversations the judge called AI (false alarms), and human conversations with a parsed verdict. */
  falseAlarms: number;
  noise: number;
}

export interface SignalDetection extends SignalDetectionCounts {
  correction: DetectionCorrection;
  /** Hit and false-alarm rates as used (corrected when the correction is log-linear). */
  hitRate: number | null;
  falseAlarmRate: number | null;
  /** Sensitivity d′ = z(H) − z(F): how far apart the judge's impressions of AI and human conversations lie, in
   * standard deviations (0: cannot tell them apart). */
  dPrime: number | null;
  /** Criterion c = −(z(H) + z(F))/2: the judge's bias (positive: slow to say "AI", so AI passes more easily;
   * negative: quick to say "AI"). */
  criterion: number | null;
  /** Standard error of d′ (Gourevitch & Galanter 1967) and its 95% interval; c's standard error is half of it. */
  dPrimeSe: number | null;
  dPrimeLo: number | null;
  dPrimeHi: number | null;
  criterionSe: number | null;
  reason: 'no AI conversations judged' | 'no human conversations judged' | 'rate of 0 or 1' | null;
}

/**
 * The judge's sensitivity d′ and criterion c, by equal-variance signal detection theory, from its verdicts on AI
 * conversations (signal: a hit is calling one AI) and on human conversations (noise: a false alarm is calling one
 * AI): d′ = Φ⁻¹(H) − Φ⁻¹(F), c = −(Φ⁻¹(H) + Φ⁻¹(F))/2, with the log-linear correction by default.
 * Var(d′) ≈ H(1 − H)/(N_s·φ(Φ⁻¹(H))²) + F(1 − F)/(N_n·φ(Φ⁻¹(F))²), Var(c) = Var(d′)/4 (delta method).
 * Sources: N. A. Macmillan & C. D. Creelman (2005), Detection Theory: A User's Guide, 2nd ed., ch. 1-2;
 * H. Stanislaw & N. Todorov (1999), "Calculation of signal detection theory measures", Behav. Res. Methods 31;
 * M. J. Hautus (1995), "Corrections for extreme proportions and their biasing effects on estimated values of d′",
 * Behav. Res. Methods 27; V. Gourevitch & E. Galanter (1967), Psychometrika 32; decision 0093.
 * @returns nulls with a reason when either kind of conversation has no parsed verdict, or (correction 'none') a
 *   rate is 0 or 1. Never NaN or ±Infinity.
 * @throws Error when counts are not whole numbers with hits ≤ signal and falseAlarms ≤ noise; or a number it reads is
 *   NaN or ±Infinity, or a count is negative (decision 0083).
 * @example signalDetection({ hits: 69, signal: 100, falseAlarms: 31, noise: 100 }, 'none') // d′ 0.9917, c 0
 */
export function signalDetection(
  counts: SignalDetectionCounts,
  correction: DetectionCorrection = 'log-linear',
): SignalDetection {
  const { hits, signal, falseAlarms, noise } = counts;
  for (const [k, n, kName, nName] of [
    [hits, signal, 'hits', 'signal'],
    [falseAlarms, noise, 'falseAlarms', 'noise'],
  ] as const) {
    requireCount('signalDetection', `counts.${nName}`, n, true);
    requireCount('signalDetection', `counts.${kName}`, k, true);
    if (k > n)
      throw new Error(`signalDetection requires counts.${kName} <= counts.${nName} (got ${k} of ${n})`);
  }
  const none = {
    ...counts,
    correction,
    hitRate: null,
    falseAlarmRate: null,
    dPrime: null,
    criterion: null,
    dPrimeSe: null,
    dPrimeLo: null,
    dPrimeHi: null,
    criterionSe: null,
  };
  if (signal === 0) return { ...none, reason: 'no AI conversations judged' };
  if (noise === 0) return { ...none, reason: 'no human conversations judged' };
  const H = correction === 'log-linear' ? (hits + 0.5) / (signal + 1) : hits / signal;
  const F = correction === 'log-linear' ? (falseAlarms + 0.5) / (noise + 1) : falseAlarms / noise;
  if (!(H > 0 && H < 1 && F > 0 && F < 1))
    return { ...none, hitRate: H, falseAlarmRate: F, reason: 'rate of 0 or 1' };
  const zH = normalQuantile(H);
  const zF = normalQuantile(F);
  const dPrime = zH - zF;
  // The rates' effective sample sizes are the totals the rates were computed over.
  const nS = correction === 'log-linear' ? signal + 1 : signal;
  const nN = correction === 'log-linear' ? noise + 1 : noise;
  const se = Math.sqrt(
    (H * (1 - H)) / (nS * normalDensity(zH) ** 2) + (F * (1 - F)) / (nN * normalDensity(zF) ** 2),
  );
  return {
    ...counts,
    correction,
    hitRate: H,
    falseAlarmRate: F,
    dPrime,
    criterion: -(zH + zF) / 2,
    dPrimeSe: se,
    dPrimeLo: dPrime - Z95 * se,
    dPrimeHi: dPrime + Z95 * se,
    criterionSe: se / 2,
    reason: null,
  };
}
