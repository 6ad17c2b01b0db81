import { wilsonInterval, Z95 } from './wilsonInterval.ts';
import { requireCount } from './requireFinite.ts';

/** An automatic judge's labels against human labels on the same items (the validation set). */
export interface JudgeConfusion {
  /** Items humans labelled positive, and how many of them the judge labelled positive. */
  positives: number;
  truePositives: number;
  /** Items humans labelled negative, and how many of them the judge labelled negative. */
  negatives: number;
  trueNegatives: number;
}

/**
 * The confusion counts of a judge against human labels, one item per entry (true = positive, e.g. "AI").
 * @example judgeConfusion([{ judge: true, human: true }, { judge: true, human: false }]) // { positives: 1, truePositives: 1, negatives: 1, trueNegatives: 0 }
 */
export function judgeConfusion(items: readonly { judge: boolean; human: boolean }[]): JudgeConfusion {
  const out = { positives: 0, truePositives: 0, negatives: 0, trueNegatives: 0 };
  for (const x of items)
    if (x.human) {
      out.positives++;
      if (x.judge) out.truePositives++;
    } else {
      out.negatives++;
      if (!x.judge) out.trueNegatives++;
    }
  return out;
}

export type RoganGladenReason =
  | 'no judgments'
  | 'no human-labelled positives'
  | 'no human-labelled negatives'
  | 'judge no better than chance';

export interface RoganGladen {
  /** The judge's rate of positive labels on the items to correct: positives / n. */
  apparent: number | null;
  positives: number;
  n: number;
  /** Measured on the validation set, with 95% Wilson intervals. */
  sensitivity: number | null;
  sensitivityLo: number | null;
  sensitivityHi: number | null;
  specificity: number | null;
  specificityLo: number | null;
  specificityHi: number | null;
  /** The corrected rate (apparent + specificity − 1)/(sensitivity + specificity − 1), clamped to [0, 1]. */
  corrected: number | null;
  /** The same before clamping (may lie outside [0, 1] by chance: the validation set is a sample too). */
  unclamped: number | null;
  /** 'below 0' or 'above 1' when the estimate was clamped (the page says so beside the number); null otherwise. */
  clamped: 'below 0' | 'above 1' | null;
  /** Delta-method standard error, and its 95% interval clamped to [0, 1]. */
  se: number | null;
  lo: number | null;
  hi: number | null;
  reason: RoganGladenReason | null;
}

/**
 * Corrects the rate at which an automatic judge labels items positive (e.g. "AI", or "human" for a pass rate) for
 * its measured error: with sensitivity Se and specificity Sp from a validation set labelled by humans, the true
 * rate π relates to the judge's rate p by p = π·Se + (1 − π)(1 − Sp), so π̂ = (p + Sp − 1)/(Se + Sp − 1).
 * Its variance by the delta method, with p, Se and Sp independent binomial estimates:
 * Var(π̂) = [p(1 − p)/n + π̂²·Se(1 − Se)/n₊ + (1 − π̂)²·Sp(1 − Sp)/n₋]/(Se + Sp − 1)². The estimate and the
 * interval π̂ ± 1.96·se are clamped to [0, 1], and a clamped estimate is marked (it says the judge's rate is below
 * what its false positives alone would give, or above what its hits could).
 * Sources: W. J. Rogan & B. Gladen (1978), "Estimating prevalence from the results of a screening test", Am. J.
 * Epidemiol. 107(1), 71-76; the delta-method variance and its Wald interval as discussed by Z. Lang & J. Reiczigel
 * (2014), "Confidence limits for prevalence of disease adjusted for estimated sensitivity and specificity", Prev.
 * Vet. Med. 113(1), 13-22 (who also give a better-covering adjusted interval, not used here); decision 0094.
 * @returns nulls with a reason: 'no judgments' (n = 0), 'no human-labelled positives' / 'negatives' (Se or Sp
 *   unmeasured), 'judge no better than chance' (Se + Sp ≤ 1: the correction divides by zero or flips sign). Never NaN.
 * @throws Error when counts are not whole numbers within their totals; or a number it reads is NaN or ±Infinity, or a
 *   count is negative (decision 0083).
 * @example roganGladen({ positives: 30, n: 100 }, { positives: 50, truePositives: 45, negatives: 50, trueNegatives: 40 })
 *   // corrected 0.142857 (= 0.1/0.7), se 0.0957
 */
export function roganGladen(
  apparent: { positives: number; n: number },
  validation: JudgeConfusion,
): RoganGladen {
  const check = (k: number, n: number, kName: string, nName: string) => {
    requireCount('roganGladen', nName, n, true);
    requireCount('roganGladen', kName, k, true);
    if (k > n) throw new Error(`roganGladen requires ${kName} <= ${nName} (got ${k} of ${n})`);
  };
  check(apparent.positives, apparent.n, 'apparent.positives', 'apparent.n');
  check(validation.truePositives, validation.positives, 'validation.truePositives', 'validation.positives');
  check(validation.trueNegatives, validation.negatives, 'validation.trueNegatives', 'validation.negatives');
  const rate = (k: number, n: number) => (n > 0 ? { v: k / n, ...wilsonInterval(k, n) } : null);
  const p = apparent.n > 0 ? apparent.positives / apparent.n : null;
  const se = rate(validation.truePositives, validation.positives);
  const sp = rate(validation.trueNegatives, validation.negatives);
  const base = {
    apparent: p,
    positives: apparent.positives,
    n: apparent.n,
    sensitivity: se?.v ?? null,
    sensitivityLo: se?.lo ?? null,
    sensitivityHi: se?.hi ?? null,
    specificity: sp?.v ?? null,
    specificityLo: sp?.lo ?? null,
    specificityHi: sp?.hi ?? null,
  };
  const none = { corrected: null, unclamped: null, clamped: null, se: null, lo: null, hi: null };
  if (p === null) return { ...base, ...none, reason: 'no judgments' };
  if (!se) return { ...base, ...none, reason: 'no human-labelled positives' };
  if (!sp) return { ...base, ...none, reason: 'no human-labelled negatives' };
  const youden = se.v + sp.v - 1;
  if (!(youden > 0)) return { ...base, ...none, reason: 'judge no better than chance' };
  const pi = (p + sp.v - 1) / youden;
  const variance =
    ((p * (1 - p)) / apparent.n +
      (pi * pi * se.v * (1 - se.v)) / validation.positives +
      ((1 - pi) * (1 - pi) * sp.v * (1 - sp.v)) / validation.negatives) /
    (youden * youden);
  const sd = Math.sqrt(variance);
  const clamp = (x: number) => Math.min(1, Math.max(0, x));
  return {
    ...base,
    corrected: clamp(pi),
    unclamped: pi,
    clamped: pi < 0 ? 'below 0' : pi > 1 ? 'above 1' : null,
    se: sd,
    lo: clamp(pi - Z95 * sd),
    hi: clamp(pi + Z95 * sd),
    reason: null,
  };
}
