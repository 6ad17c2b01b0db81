// Rater agreement: Krippendorff's alpha and percent agreement on the preference, the ratings and the judgments.
import type { PreferenceLabel } from '../../../records/preferenceLabel.ts';
import { asPct, type ColumnSpec } from '../../../render/columnSpec.ts';
import { fixed } from '../../../render/format.ts';
import { preferenceAgreement, type AgreementMeasure } from '../../../stats/preferenceAgreement.ts';
import type { PreferenceModel } from './model.ts';
import { specTable } from './shared.ts';

// The downloads are each measure's whole record; the columns are what the page shows of it.
const COLUMNS: ColumnSpec<AgreementMeasure>[] = [
  { id: 'measure', label: 'What was rated', field: null, value: (m) => m.label },
  { id: 'level', label: 'Level', field: null, value: (m) => m.level },
  {
    id: 'alpha',
    label: "Krippendorff's alpha",
    field: null,
    numeric: true,
    value: (m) => m.alpha,
    format: (v) => fixed(typeof v === 'number' ? v : null, 3),
    sort: (m) => m.alpha ?? -2,
    title: (m) => (m.alpha === null ? 'undefined: no pairable values, or every value the same' : undefined),
  },
  {
    id: 'agreement',
    label: 'agreement %',
    field: null,
    numeric: true,
    value: (m) => m.agreement,
    format: asPct(1),
    sort: (m) => m.agreement ?? -1,
  },
  {
    id: 'units',
    label: 'units',
    description: 'tasks (preference) or responses (ratings, judgments) rated at least twice',
    field: null,
    numeric: true,
    value: (m) => m.units,
  },
  { id: 'pairable', label: 'values', field: null, numeric: true, value: (m) => m.pairable },
];

/** Agreement per measure, over the items two or more raters labelled. */
export function agreementSection(labels: PreferenceLabel[]): PreferenceModel['agreement'] {
  const agr = preferenceAgreement(labels);
  return {
    items: agr.items,
    labels: agr.labels,
    raters: agr.raters,
    mismatched: agr.mismatched,
    table: specTable('agreement', 'Rater agreement', COLUMNS, agr.measures, { extra: (m) => ({ ...m }) }),
  };
}
