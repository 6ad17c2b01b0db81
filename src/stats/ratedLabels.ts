import type { PreferenceCode, PreferenceLabel, ResponseRatings } from '../records/preferenceLabel.ts';

/** A label that counts in the statistics: not rejected, with a preference and both responses rated. */
export type RatedLabel = PreferenceLabel & {
  rejection: null;
  preference: PreferenceCode;
  ratingsA: ResponseRatings;
  ratingsB: ResponseRatings;
};

/**
 * The labels the preference statistics use: tasks the rater did not reject, with a preference and both
 * responses rated. Rejected tasks are counted by rejectionCounts and never enter preferences or ratings, even
 * when they carry a preference (the rules report lists those).
 * @example ratedLabels(labels).length // labels minus rejected ones
 */
export function ratedLabels(labels: readonly PreferenceLabel[]): RatedLabel[] {
  return labels.filter(
    (l): l is RatedLabel =>
      l.rejection === null && l.preference !== null && l.ratingsA !== null && l.ratingsB !== null,
  );
}
