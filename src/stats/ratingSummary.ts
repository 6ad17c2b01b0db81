import { requireFinite } from './requireFinite.ts';

/** How one quality was rated on a set of items. */
export interface RatingSummary {
  /** Items with at least one numeric rating. */
  items: number;
  /** Numeric ratings (missing and free-text values excluded). */
  ratings: number;
  /** Mean over items of each item's mean rating (each item weighs the same); null without ratings. */
  mean: number | null;
  /** "no ratings" when mean is null; null otherwise. */
  meanReason: 'no ratings' | null;
  /** Standard deviation of the item means (n − 1 in the denominator); null with fewer than two items. */
  sd: number | null;
  /** "fewer than two rated items" when sd is null; null otherwise. */
  sdReason: 'fewer than two rated items' | null;
  /** How many ratings took each value of the scale, from min to max. */
  distribution: { value: number; count: number }[];
}

/**
 * Summary of ratings on a scale: the mean of the per-item mean ratings, their spread, and the count of each
 * scale value among all ratings. Null values (a rater gave no number) are left out of everything.
 * Source: FED (Mehri & Eskenazi 2020, section 4) averages its five raters per item before comparing systems.
 * @returns mean null ("no ratings") without a numeric rating, sd null ("fewer than two rated items") with fewer
 *   than two rated items (never NaN).
 * @throws Error when the scale is not whole numbers with min < max, or a rating lies outside it; or a number it reads
 *   is NaN or ±Infinity (decision 0083).
 * @example ratingSummary([[2, 1, null], [0, 0]], { min: 0, max: 2 }) // { items: 2, ratings: 4, mean: 0.75, sd: 1.0607, distribution: [{value: 0, count: 2}, {value: 1, count: 1}, {value: 2, count: 1}] }
 */
export function ratingSummary(
  units: readonly (readonly (number | null)[])[],
  scale: { min: number; max: number },
): RatingSummary {
  if (!Number.isInteger(scale.min) || !Number.isInteger(scale.max) || scale.min >= scale.max)
    throw new Error(
      `ratingSummary requires a scale of whole numbers with min < max (got ${scale.min}-${scale.max})`,
    );
  units.forEach((u, i) =>
    u.forEach((v, j) => {
      if (v !== null) requireFinite('ratingSummary', `units[${i}][${j}]`, v);
    }),
  );
  const counts = new Array<number>(scale.max - scale.min + 1).fill(0);
  const means: number[] = [];
  let ratings = 0;
  for (const u of units) {
    let sum = 0;
    let n = 0;
    for (const v of u) {
      if (v === null) continue;
      if (!Number.isInteger(v) || v < scale.min || v > scale.max)
        throw new Error(`ratingSummary: rating ${v} is outside the scale ${scale.min}-${scale.max}`);
      counts[v - scale.min]!++;
      sum += v;
      n++;
    }
    if (n > 0) means.push(sum / n);
    ratings += n;
  }
  const mean = means.length ? means.reduce((a, b) => a + b, 0) / means.length : null;
  const sd =
    mean !== null && means.length > 1
      ? Math.sqrt(means.reduce((a, m) => a + (m - mean) ** 2, 0) / (means.length - 1))
      : null;
  return {
    items: means.length,
    ratings,
    mean,
    meanReason: mean === null ? 'no ratings' : null,
    sd,
    sdReason: sd === null ? 'fewer than two rated items' : null,
    distribution: counts.map((count, k) => ({ value: scale.min + k, count })),
  };
}
