import { FLAG_CRITERIA, type FlagKey, type PreferenceLabel } from '../records/preferenceLabel.ts';
import { ratedLabels } from './ratedLabels.ts';
import { wilsonInterval } from './wilsonInterval.ts';

export interface PreferenceFlagRow {
  model: string;
  flag: FlagKey;
  /** Responses of the model marked "yes" on this flag, of n rated. */
  k: number;
  n: number;
  rate: number;
  /** 95% Wilson interval of the rate. */
  lo: number;
  hi: number;
}

/**
 * Per model and yes/no judgment (Language Match, False Refusal, Preachy, Templated): the share of the model's
 * rated responses marked "yes", with a 95% Wilson interval. For Language Match "yes" is the good answer (the
 * language-match rate); for the other three it is a fault. Rejected labels are left out. Rows sorted by model
 * id, then flag in the guide's order.
 * Source: the guide's issue tags (seed 003); interval by wilsonInterval (Wilson 1927).
 * @example preferenceFlagRates(labels).find((r) => r.flag === 'preachy') // { k: 1, n: 4, rate: 0.25, ... }
 */
export function preferenceFlagRates(labels: readonly PreferenceLabel[]): PreferenceFlagRow[] {
  const by = new Map<string, Record<FlagKey, [number, number]>>();
  const add = (model: string, ratings: Record<FlagKey, boolean>) => {
    let m = by.get(model);
    if (!m)
      by.set(
        model,
        (m = Object.fromEntries(FLAG_CRITERIA.map((f) => [f.key, [0, 0]])) as Record<
          FlagKey,
          [number, number]
        >),
      );
    for (const f of FLAG_CRITERIA) {
      const c = m[f.key];
      if (ratings[f.key]) c[0]++;
      c[1]++;
    }
  };
  for (const l of ratedLabels(labels)) {
    add(l.modelA, l.ratingsA);
    add(l.modelB, l.ratingsB);
  }
  return [...by.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap(([model, m]) =>
      FLAG_CRITERIA.map((f) => {
        const [k, n] = m[f.key];
        return { model, flag: f.key, k, n, rate: k / n, ...wilsonInterval(k, n) };
      }),
    );
}
