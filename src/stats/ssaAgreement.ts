import type { SsaLabel } from '../records/ssa.ts';
import { krippendorffAlpha } from './krippendorffAlpha.ts';
import { percentAgreement } from './percentAgreement.ts';
import { ssaResponseKey } from './ssaTurnLabels.ts';
import { requireTurns } from './requireFinite.ts';

/** Agreement of raters on one question. */
export interface LabelAgreement {
  /** Pairwise percent agreement (null when no response has two raters). */
  agreement: number | null;
  /** Krippendorff's alpha, nominal (null when undefined: no pairable values, or no variation). */
  alpha: number | null;
  /** Responses with at least two raters. */
  units: number;
}

/**
 * How much raters agree on sensible and on specific: over responses (units) labelled by two or more raters,
 * pairwise percent agreement and Krippendorff's alpha at the nominal level. Specific is taken as counted (a
 * rater who called a response not sensible said it was not specific), as the paper's two-question form asks it.
 * Source: Adiwardana et al. (2020), Table 1 (agreement and Krippendorff's alpha per question);
 * Krippendorff (2011) for alpha; Fleiss (1971) for the pooled pairwise agreement (see percentAgreement).
 * @throws Error when a number it reads is NaN or ±Infinity, or a count is negative (decision 0083).
 * @example ssaAgreement(labels).sensible // { agreement: 0.76, alpha: 0.42, units: 1477 }
 */
export function ssaAgreement(labels: readonly SsaLabel[]): {
  sensible: LabelAgreement;
  specific: LabelAgreement;
} {
  requireTurns('ssaAgreement', labels);
  const units = new Map<string, SsaLabel[]>();
  for (const l of labels) {
    const key = ssaResponseKey(l);
    const u = units.get(key);
    if (u) u.push(l);
    else units.set(key, [l]);
  }
  const sensible = [...units.values()].map((u) => u.map((l) => l.sensible));
  const specific = [...units.values()].map((u) => u.map((l) => l.sensible && l.specific));
  const measure = (values: boolean[][]): LabelAgreement => {
    const p = percentAgreement(values);
    return { agreement: p.agreement, alpha: krippendorffAlpha(values, 'nominal').alpha, units: p.units };
  };
  return { sensible: measure(sensible), specific: measure(specific) };
}
