import { REJECTION_REASONS, type PreferenceLabel, type RejectionReason } from '../records/preferenceLabel.ts';

export interface RejectionCounts {
  /** Every label read (labelled and rejected). */
  labels: number;
  rejected: number;
  /** Rejections per reason, in the guide's order, zero counts included. */
  byReason: { reason: RejectionReason; count: number }[];
  /** Per model (sorted by id): the labels it appears in, and how many of those were rejected, per reason. */
  byModel: { model: string; labels: number; rejected: number; byReason: Record<RejectionReason, number> }[];
}

/**
 * Rejected tasks by the guide's rejection reasons, overall and per model (a rejected task counts for both of its
 * models).
 * Source: the guide's rejection policy (seed 003).
 * @example rejectionCounts(labels).byReason // [{ reason: 'Model Generation Issue', count: 2 }, ...]
 */
export function rejectionCounts(labels: readonly PreferenceLabel[]): RejectionCounts {
  const zero = () =>
    Object.fromEntries(REJECTION_REASONS.map((r) => [r, 0])) as Record<RejectionReason, number>;
  const total = zero();
  const models = new Map<
    string,
    { labels: number; rejected: number; byReason: Record<RejectionReason, number> }
  >();
  let rejected = 0;
  for (const l of labels) {
    for (const model of [l.modelA, l.modelB]) {
      let m = models.get(model);
      if (!m) models.set(model, (m = { labels: 0, rejected: 0, byReason: zero() }));
      m.labels++;
      if (l.rejection !== null) {
        m.rejected++;
        m.byReason[l.rejection]++;
      }
    }
    if (l.rejection !== null) {
      rejected++;
      total[l.rejection]++;
    }
  }
  return {
    labels: labels.length,
    rejected,
    byReason: REJECTION_REASONS.map((reason) => ({ reason, count: total[reason] })),
    byModel: [...models.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([model, m]) => ({ model, ...m })),
  };
}
