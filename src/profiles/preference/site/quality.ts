// Language quality and flags per model: a small multiple of each model's ratings per criterion, and the rates of
// the yes/no judgments (language match, false refusal, preachy, templated).
import { FLAG_CRITERIA, RATING_CRITERIA, type PreferenceLabel } from '../../../records/preferenceLabel.ts';
import { slugify } from '../../../records/ids.ts';
import { groupedBarsChart } from '../../../render/charts/groupedBarsChart.ts';
import { qualityProfile } from '../../../render/charts/qualityProfile.ts';
import { preferenceFlagRates } from '../../../stats/preferenceFlagRates.ts';
import { preferenceRatings } from '../../../stats/preferenceRatings.ts';
import { asPct, type ColumnSpec } from '../../../render/columnSpec.ts';
import { formatInterval, pct } from '../../../render/format.ts';
import type { PreferenceModel } from './model.ts';
import { meanInterval, modelColumn, prose, specTable } from './shared.ts';

/** Each model's quality profile (models in `order`) and the table of its ratings per criterion. */
export function qualitySection(
  labels: PreferenceLabel[],
  order: readonly string[],
  name: (id: string) => string,
): PreferenceModel['quality'] {
  const ratings = preferenceRatings(labels);
  const criterionLabel = new Map<string, string>(RATING_CRITERIA.map((c) => [c.key, c.label]));
  return {
    method: prose.text('quality-method'),
    profiles: order.map((m) => ({
      model: slugify(m),
      display: name(m),
      svg: qualityProfile({
        model: m,
        display: name(m),
        criteria: ratings
          .filter((r) => r.model === m)
          .map((r) => ({
            label: criterionLabel.get(r.criterion)!,
            counts: r.counts,
            mean: r.mean,
            lo: r.lo,
            hi: r.hi,
          })),
      }),
    })),
    table: specTable<Rating>(
      'quality',
      'Language quality per model and criterion',
      [
        modelColumn(name, (r: Rating) => r.model),
        {
          id: 'criterion',
          label: 'Criterion',
          value: (r) => r.criterion,
          format: (_v, r) => criterionLabel.get(r.criterion)!,
          sort: (r) => RATING_CRITERIA.findIndex((c) => c.key === r.criterion),
        },
        {
          id: 'mean',
          label: 'mean (95% CI)',
          numeric: true,
          value: (r) => r.mean,
          format: (_v, r) => meanInterval(r.mean, r.lo, r.hi),
          interval: (r) => (r.lo === null || r.hi === null ? undefined : { lo: r.lo, hi: r.hi }),
          intervalFields: ['lo', 'hi'],
          showInterval: false,
        },
        ...([1, 2, 3] as const).map((k): ColumnSpec<Rating> => ({
          id: `n${k}`,
          label: `rated ${k}`,
          field: `rated${k}`,
          numeric: true,
          value: (r) => r.counts[k - 1],
        })),
        { id: 'n', label: 'responses', numeric: true, value: (r) => r.n },
      ],
      ratings,
    ),
  };
}

/** The flag rates per model with Wilson intervals, as a chart (models in `order`) and a table. */
export function flagsSection(
  labels: PreferenceLabel[],
  order: readonly string[],
  name: (id: string) => string,
): PreferenceModel['flags'] {
  const flagRows = preferenceFlagRates(labels);
  const flagLabel = new Map<string, string>(FLAG_CRITERIA.map((f) => [f.key, f.label]));
  return {
    method: prose.text('flags-method'),
    svg: groupedBarsChart(
      flagRows.map((r) => ({
        label: name(r.model),
        group: flagLabel.get(r.flag)!,
        value: r.rate,
        lo: r.lo,
        hi: r.hi,
      })),
      {
        title: 'Flag rates per model (Language Match: the share in the right language)',
        percent: true,
        groups: FLAG_CRITERIA.map((f) => f.label),
        labels: order.map(name),
      },
    ),
    table: specTable<Flag>(
      'flags',
      'Flag rates per model',
      [
        modelColumn(name, (r: Flag) => r.model),
        {
          id: 'flag',
          label: 'Judgment',
          value: (r) => r.flag,
          format: (_v, r) => flagLabel.get(r.flag)!,
          sort: (r) => FLAG_CRITERIA.findIndex((f) => f.key === r.flag),
        },
        {
          id: 'rate',
          label: '"yes" %',
          numeric: true,
          value: (r) => r.rate,
          format: asPct(1),
          interval: (r) => ({ lo: r.lo, hi: r.hi }),
          intervalFields: ['lo', 'hi'],
          showInterval: false,
        },
        { id: 'ci', label: '95% CI', field: null, value: (r) => formatInterval(r.lo, r.hi, pct) },
        { id: 'k', label: 'yes', field: 'yes', numeric: true, value: (r) => r.k },
        { id: 'n', label: 'responses', numeric: true, value: (r) => r.n },
      ],
      flagRows,
      { fieldOrder: ['model', 'flag', 'yes', 'n', 'rate', 'lo', 'hi'] },
    ),
  };
}

type Rating = ReturnType<typeof preferenceRatings>[number];
type Flag = ReturnType<typeof preferenceFlagRates>[number];
