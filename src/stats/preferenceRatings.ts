import { RATING_CRITERIA, type PreferenceLabel, type RatingKey } from '../records/preferenceLabel.ts';
import { meanInterval } from './meanInterval.ts';
import { ratedLabels } from './ratedLabels.ts';

export interface PreferenceRatingRow {
  model: string;
  criterion: RatingKey;
  /** Responses of the model rated on this criterion. */
  n: number;
  mean: number;
  /** 95% Student-t interval of the mean; null with one rating. */
  lo: number | null;
  hi: number | null;
  /** How many responses got 1, 2 and 3. */
  counts: [number, number, number];
}

/**
 * Per model and language-quality criterion (Grammar, Presentation, Language Consistency, Fluency, Overall
 * Understandability): the mean 1-3 rating of the model's responses with a 95% Student-t interval, and the
 * distribution of the three scores. Each rater's rating of each response counts once; rejected labels are left
 * out. Rows sorted by model id, then criterion in the guide's order.
 * Source: the guide's language-quality criteria (seed 003); interval by meanInterval.
 * @example preferenceRatings(labels).find((r) => r.model === 'x' && r.criterion === 'fluency') // { mean: 2.5, counts: [0, 1, 1], ... }
 */
export function preferenceRatings(labels: readonly PreferenceLabel[]): PreferenceRatingRow[] {
  const by = new Map<string, Record<RatingKey, number[]>>();
  const add = (model: string, ratings: Record<RatingKey, number>) => {
    let m = by.get(model);
    if (!m)
      by.set(
        model,
        (m = Object.fromEntries(RATING_CRITERIA.map((c) => [c.key, [] as number[]])) as Record<
          RatingKey,
          number[]
        >),
      );
    for (const c of RATING_CRITERIA) m[c.key].push(ratings[c.key]);
  };
  for (const l of ratedLabels(labels)) {
    add(l.modelA, l.ratingsA);
    add(l.modelB, l.ratingsB);
  }
  return [...by.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap(([model, m]) =>
      RATING_CRITERIA.map((c) => {
        const values = m[c.key];
        const mi = meanInterval(values);
        const counts: [number, number, number] = [0, 0, 0];
        for (const v of values) counts[v - 1]!++;
        return { model, criterion: c.key, n: values.length, mean: mi.mean, lo: mi.lo, hi: mi.hi, counts };
      }),
    );
}
