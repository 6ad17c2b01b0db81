// Rater agreement: Krippendorff's alpha and percent agreement on the preference, the ratings and the judgments.
import type { PreferenceLabel } from '../../../records/preferenceLabel.ts';
import { preferenceAgreement } from '../../../stats/preferenceAgreement.ts';
import { fixed, MISSING, pct } from '../../../render/format.ts';
import type { PreferenceModel } from './model.ts';
import { table } from './shared.ts';

/** Agreement per measure, over the items two or more raters labelled. */
export function agreementSection(labels: PreferenceLabel[]): PreferenceModel['agreement'] {
  const agr = preferenceAgreement(labels);
  return {
    items: agr.items,
    labels: agr.labels,
    raters: agr.raters,
    mismatched: agr.mismatched,
    table: table(
      'agreement',
      'Rater agreement',
      [
        { key: 'measure', label: 'What was rated' },
        { key: 'level', label: 'Level' },
        { key: 'alpha', label: "Krippendorff's alpha", numeric: true },
        { key: 'agreement', label: 'agreement %', numeric: true },
        {
          key: 'units',
          label: 'units',
          numeric: true,
          help: 'tasks (preference) or responses (ratings, judgments) rated at least twice',
        },
        { key: 'pairable', label: 'values', numeric: true },
      ],
      agr.measures.map((m) => [
        { text: m.label },
        { text: m.level },
        {
          text: m.alpha === null ? MISSING : fixed(m.alpha, 3),
          sort: m.alpha ?? -2,
          ...(m.alpha === null ? { title: 'undefined: no pairable values, or every value the same' } : {}),
        },
        { text: pct(m.agreement), sort: m.agreement ?? -1 },
        { text: String(m.units), sort: m.units },
        { text: String(m.pairable), sort: m.pairable },
      ]),
      agr.measures.map((m) => ({ ...m })),
    ),
  };
}
