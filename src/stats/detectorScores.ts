/** Precision and recall of one detector (category) against hand labels. */
export interface DetectorScore {
  category: string;
  /** Items labelled with the category. */
  labelled: number;
  /** Items the detector flagged. */
  detected: number;
  /** Items both labelled and flagged. */
  truePositives: number;
  /** truePositives / detected; null when nothing was flagged. */
  precision: number | null;
  /** truePositives / labelled; null when nothing carries the label. */
  recall: number | null;
}

/**
 * Precision and recall of each category's detector over single-label items: an item counts as a positive of
 * the category it is labelled with and as a detection of every category that fired on it. With one label per
 * item, a detector that rightly finds a second problem in an item labelled for another one counts as a false
 * positive: read the per-item list beside the numbers.
 * Source: the usual definitions (e.g. Manning, Raghavan and Schütze 2008, "Introduction to Information
 * Retrieval", section 8.3).
 * @example detectorScores([{ label: 'a', detected: ['a'] }, { label: 'b', detected: ['a'] }], ['a', 'b'])
 *   // [{ category: 'a', labelled: 1, detected: 2, truePositives: 1, precision: 0.5, recall: 1 },
 *   //  { category: 'b', labelled: 1, detected: 0, truePositives: 0, precision: null, recall: 0 }]
 */
export function detectorScores(
  items: readonly { label: string; detected: readonly string[] }[],
  categories: readonly string[],
): DetectorScore[] {
  return categories.map((category) => {
    let labelled = 0;
    let detected = 0;
    let truePositives = 0;
    for (const it of items) {
      const isLabelled = it.label === category;
      const isDetected = it.detected.includes(category);
      if (isLabelled) labelled++;
      if (isDetected) detected++;
      if (isLabelled && isDetected) truePositives++;
    }
    return {
      category,
      labelled,
      detected,
      truePositives,
      precision: detected > 0 ? truePositives / detected : null,
      recall: labelled > 0 ? truePositives / labelled : null,
    };
  });
}
