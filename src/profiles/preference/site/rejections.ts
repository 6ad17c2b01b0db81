// Rejected tasks: how many by reason, and per model.
import { REJECTION_REASONS, type PreferenceLabel } from '../../../records/preferenceLabel.ts';
import { rateBars } from '../../../render/charts/rateBars.ts';
import { type ColumnSpec } from '../../../render/columnSpec.ts';
import { pct } from '../../../render/format.ts';
import { rejectionCounts, type RejectionCounts } from '../../../stats/rejectionCounts.ts';
import type { PreferenceModel } from './model.ts';
import { modelColumn, specTable } from './shared.ts';

/** The counts of rejected labels (`rejected` of all `labels`), and the chart and tables of them. */
export function rejectionsSection(
  labels: PreferenceLabel[],
  name: (id: string) => string,
): { rejected: number; rejections: PreferenceModel['rejections'] } {
  const rej = rejectionCounts(labels);
  const byReason: ColumnSpec<RejectionCounts['byReason'][number]>[] = [
    {
      id: 'reason',
      label: 'Reason',
      value: (r) => r.reason,
      sort: (r) => REJECTION_REASONS.indexOf(r.reason),
    },
    { id: 'count', label: 'labels', numeric: true, value: (r) => r.count },
    {
      id: 'share',
      label: '% of all labels',
      numeric: true,
      field: null,
      value: (r) => r.count / rej.labels,
      format: (_v, r) => pct(r.count / rej.labels),
    },
  ];
  const byModel: ColumnSpec<RejectionCounts['byModel'][number]>[] = [
    modelColumn(name, (m) => m.model),
    { id: 'rejected', label: 'rejected', numeric: true, value: (m) => m.rejected },
    { id: 'labels', label: 'labels', numeric: true, value: (m) => m.labels },
    ...REJECTION_REASONS.map((r): ColumnSpec<RejectionCounts['byModel'][number]> => ({
      id: r,
      label: r,
      numeric: true,
      value: (m) => m.byReason[r],
    })),
  ];
  const rejections: PreferenceModel['rejections'] = {
    svg: rateBars(
      rej.byReason.map((r) => ({ model: r.reason, display: r.reason, rate: r.count })),
      { title: `Rejected tasks by reason (${rej.rejected} of ${rej.labels} labels)`, format: 'count' },
    ),
    table: specTable('rejections', 'Rejections by reason', byReason, rej.byReason, {
      extra: () => ({ labels: rej.labels }),
    }),
    byModel: specTable('rejections-by-model', 'Rejections per model', byModel, rej.byModel),
  };
  return { rejected: rej.rejected, rejections };
}
