// Rejected tasks: how many by reason, and per model.
import { REJECTION_REASONS, type PreferenceLabel } from '../../../records/preferenceLabel.ts';
import { rateBars } from '../../../render/charts/rateBars.ts';
import { rejectionCounts } from '../../../stats/rejectionCounts.ts';
import { pct } from '../../../render/format.ts';
import type { PreferenceModel } from './model.ts';
import { modelHref, table } from './shared.ts';

/** The counts of rejected labels (`rejected` of all `labels`), and the chart and tables of them. */
export function rejectionsSection(
  labels: PreferenceLabel[],
  name: (id: string) => string,
): { rejected: number; rejections: PreferenceModel['rejections'] } {
  const rej = rejectionCounts(labels);
  const rejections: PreferenceModel['rejections'] = {
    svg: rateBars(
      rej.byReason.map((r) => ({ model: r.reason, display: r.reason, rate: r.count })),
      { title: `Rejected tasks by reason (${rej.rejected} of ${rej.labels} labels)`, format: 'count' },
    ),
    table: table(
      'rejections',
      'Rejections by reason',
      [
        { key: 'reason', label: 'Reason' },
        { key: 'count', label: 'labels', numeric: true },
        { key: 'share', label: '% of all labels', numeric: true },
      ],
      rej.byReason.map((r) => [
        { text: r.reason, sort: REJECTION_REASONS.indexOf(r.reason) },
        { text: String(r.count), sort: r.count },
        { text: pct(r.count / rej.labels), sort: r.count / rej.labels },
      ]),
      rej.byReason.map((r) => ({ reason: r.reason, count: r.count, labels: rej.labels })),
    ),
    byModel: table(
      'rejections-by-model',
      'Rejections per model',
      [
        { key: 'model', label: 'Model' },
        { key: 'rejected', label: 'rejected', numeric: true },
        { key: 'labels', label: 'labels', numeric: true },
        ...REJECTION_REASONS.map((r) => ({ key: r, label: r, numeric: true })),
      ],
      rej.byModel.map((m) => [
        { text: name(m.model), href: modelHref(m.model) },
        { text: String(m.rejected), sort: m.rejected },
        { text: String(m.labels), sort: m.labels },
        ...REJECTION_REASONS.map((r) => ({ text: String(m.byReason[r]), sort: m.byReason[r] })),
      ]),
      rej.byModel.map((m) => ({ model: m.model, rejected: m.rejected, labels: m.labels, ...m.byReason })),
    ),
  };
  return { rejected: rej.rejected, rejections };
}
