import {
  FLAG_CRITERIA,
  mirrorPreference,
  RATING_CRITERIA,
  type PreferenceLabel,
} from '../records/preferenceLabel.ts';
import { krippendorffAlpha, type AlphaLevel, type AlphaValue } from './krippendorffAlpha.ts';
import { percentAgreement } from './percentAgreement.ts';
import { ratedLabels, type RatedLabel } from './ratedLabels.ts';

export interface AgreementMeasure {
  /** `preference`, a rating key (`grammar`, ...) or a flag key (`languageMatch`, ...). */
  key: string;
  label: string;
  level: AlphaLevel;
  /** Krippendorff's alpha; null when undefined (no pairable values, or no variation at all). */
  alpha: number | null;
  /** Pairwise percent agreement; null when no unit has two values. */
  agreement: number | null;
  /** Units (task, or task and response for ratings and flags) with at least two values. */
  units: number;
  /** Pairable values. */
  pairable: number;
}

export interface PreferenceAgreement {
  /** Tasks with rated labels from at least two raters. */
  items: number;
  /** Labels in those tasks that were compared. */
  labels: number;
  raters: number;
  /** Labels left out because their task shows other models than the task's first label. */
  mismatched: number;
  measures: AgreementMeasure[];
}

/**
 * Agreement between raters on tasks labelled more than once: Krippendorff's alpha and percent agreement for the
 * preference (nominal, seven values), each 1-3 rating (ordinal; a unit is one response of one task) and each
 * yes/no judgment (nominal). A later label that shows the task's models the other way round is mirrored
 * (preference mirrored, A and B ratings swapped) before comparing; one that shows other models is left out.
 * Rejected labels are left out.
 * Source: krippendorffAlpha (Krippendorff 2011), percentAgreement (Fleiss 1971).
 * @example preferenceAgreement(labels).measures[0] // { key: 'preference', level: 'nominal', alpha: 0.41, ... }
 */
export function preferenceAgreement(labels: readonly PreferenceLabel[]): PreferenceAgreement {
  const byTask = new Map<string, RatedLabel[]>();
  for (const l of ratedLabels(labels)) {
    const list = byTask.get(l.taskId);
    if (list) list.push(l);
    else byTask.set(l.taskId, [l]);
  }
  let mismatched = 0;
  const groups: RatedLabel[][] = [];
  for (const list of byTask.values()) {
    const ref = list[0]!;
    const aligned: RatedLabel[] = [ref];
    for (const l of list.slice(1)) {
      if (l.modelA === ref.modelA && l.modelB === ref.modelB) aligned.push(l);
      else if (l.modelA === ref.modelB && l.modelB === ref.modelA)
        aligned.push({
          ...l,
          modelA: l.modelB,
          modelB: l.modelA,
          preference: mirrorPreference(l.preference),
          ratingsA: l.ratingsB,
          ratingsB: l.ratingsA,
        });
      else mismatched++;
    }
    if (aligned.length >= 2) groups.push(aligned);
  }
  const measure = (
    key: string,
    label: string,
    level: AlphaLevel,
    units: AlphaValue[][],
  ): AgreementMeasure => {
    const k = krippendorffAlpha(units, level);
    const p = percentAgreement(units);
    return {
      key,
      label,
      level,
      alpha: k.alpha,
      agreement: p.agreement,
      units: k.units,
      pairable: k.pairable,
    };
  };
  const sides = (pick: (l: RatedLabel, side: 'A' | 'B') => AlphaValue) =>
    groups.flatMap((g) => [g.map((l) => pick(l, 'A')), g.map((l) => pick(l, 'B'))]);
  const ratingsOf = (l: RatedLabel, side: 'A' | 'B') => (side === 'A' ? l.ratingsA : l.ratingsB);
  return {
    items: groups.length,
    labels: groups.reduce((n, g) => n + g.length, 0),
    raters: new Set(groups.flat().map((l) => l.raterId)).size,
    mismatched,
    measures: [
      measure(
        'preference',
        'Preference',
        'nominal',
        groups.map((g) => g.map((l) => l.preference)),
      ),
      ...RATING_CRITERIA.map((c) =>
        measure(
          c.key,
          c.label,
          'ordinal',
          sides((l, s) => ratingsOf(l, s)[c.key]),
        ),
      ),
      ...FLAG_CRITERIA.map((f) =>
        measure(
          f.key,
          f.label,
          'nominal',
          sides((l, s) => ratingsOf(l, s)[f.key]),
        ),
      ),
    ],
  };
}
