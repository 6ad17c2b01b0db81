// Language quality and flags per model: a small multiple of each model's ratings per criterion, and the rates of
// the yes/no judgments (language match, false refusal, preachy, templated).
import { FLAG_CRITERIA, RATING_CRITERIA, type PreferenceLabel } from '../../../records/preferenceLabel.ts';
import { slugify } from '../../../records/ids.ts';
import { groupedBarsChart } from '../../../render/charts/groupedBarsChart.ts';
import { qualityProfile } from '../../../render/charts/qualityProfile.ts';
import { preferenceFlagRates } from '../../../stats/preferenceFlagRates.ts';
import { preferenceRatings } from '../../../stats/preferenceRatings.ts';
import { formatInterval, pct } from '../../../render/format.ts';
import type { PreferenceModel } from './model.ts';
import { meanInterval, modelHref, prose, table } from './shared.ts';

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
    table: table(
      'quality',
      'Language quality per model and criterion',
      [
        { key: 'model', label: 'Model' },
        { key: 'criterion', label: 'Criterion' },
        { key: 'mean', label: 'mean (95% CI)', numeric: true },
        { key: 'n1', label: 'rated 1', numeric: true },
        { key: 'n2', label: 'rated 2', numeric: true },
        { key: 'n3', label: 'rated 3', numeric: true },
        { key: 'n', label: 'responses', numeric: true },
      ],
      ratings.map((r) => [
        { text: name(r.model), href: modelHref(r.model) },
        {
          text: criterionLabel.get(r.criterion)!,
          sort: RATING_CRITERIA.findIndex((c) => c.key === r.criterion),
        },
        { text: meanInterval(r.mean, r.lo, r.hi), sort: r.mean },
        { text: String(r.counts[0]), sort: r.counts[0] },
        { text: String(r.counts[1]), sort: r.counts[1] },
        { text: String(r.counts[2]), sort: r.counts[2] },
        { text: String(r.n), sort: r.n },
      ]),
      ratings.map((r) => ({
        model: r.model,
        criterion: r.criterion,
        mean: r.mean,
        lo: r.lo,
        hi: r.hi,
        rated1: r.counts[0],
        rated2: r.counts[1],
        rated3: r.counts[2],
        n: r.n,
      })),
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
    table: table(
      'flags',
      'Flag rates per model',
      [
        { key: 'model', label: 'Model' },
        { key: 'flag', label: 'Judgment' },
        { key: 'rate', label: '"yes" %', numeric: true },
        { key: 'ci', label: '95% CI' },
        { key: 'k', label: 'yes', numeric: true },
        { key: 'n', label: 'responses', numeric: true },
      ],
      flagRows.map((r) => [
        { text: name(r.model), href: modelHref(r.model) },
        { text: flagLabel.get(r.flag)!, sort: FLAG_CRITERIA.findIndex((f) => f.key === r.flag) },
        { text: pct(r.rate), sort: r.rate },
        { text: formatInterval(r.lo, r.hi, pct) },
        { text: String(r.k), sort: r.k },
        { text: String(r.n), sort: r.n },
      ]),
      flagRows.map((r) => ({
        model: r.model,
        flag: r.flag,
        yes: r.k,
        n: r.n,
        rate: r.rate,
        lo: r.lo,
        hi: r.hi,
      })),
    ),
  };
}
