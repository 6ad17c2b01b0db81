// What the parts of the preference section share: where it lives, how a table and an interval are written, the
// section's texts.
import { tableFromSpecs, type ColumnSpec } from '../../../render/columnSpec.ts';
import { fixed, pct, signed, withInterval } from '../../../render/format.ts';
import type { PreferenceWinTieLoseRow } from '../../../stats/preferenceWinTieLose.ts';
import { slugify } from '../../../records/ids.ts';
import { readProse } from '../../prose.ts';
import type { PreferenceTable } from './model.ts';

/** Where the section lives under the site. */
export const PREFERENCE_PATH = 'preference';

/** What the builders take from the pipeline. */
export interface PreferenceSectionContext {
  /** Display name of a model id. */
  name: (id: string) => string;
  seed: number;
  rounds: number;
}

/** The section's texts (content/method.md). */
export const prose = readProse(new URL('../content/method.md', import.meta.url));

/** A model's quality profile, where the section's tables link a model. */
export const modelHref = (id: string) => `${PREFERENCE_PATH}/quality/#m-${slugify(id)}`;

/** A table declared as columns (`tableFromSpecs`), with its download name (`preference/data/<name>.csv`) and title. */
export function specTable<R>(
  name: string,
  title: string,
  columns: readonly ColumnSpec<R>[],
  rows: readonly R[],
  options: Parameters<typeof tableFromSpecs<R>>[2] = {},
): PreferenceTable {
  return { name, title, table: tableFromSpecs(columns, rows, options) };
}

/** The model column of the section's tables: the model's name, linking to its quality profile. */
export function modelColumn<R>(name: (id: string) => string, of: (row: R) => string): ColumnSpec<R> {
  return {
    id: 'model',
    label: 'Model',
    value: of,
    format: (_v, r) => name(of(r)),
    sort: (r) => name(of(r)),
    href: (r) => modelHref(of(r)),
  };
}

/** An outcome's share (`winRate`), downloaded as its count (`win`). */
export function outcomeColumn<R>(
  of: (row: R) => PreferenceWinTieLoseRow,
  id: 'win' | 'tie' | 'bothbad' | 'lose',
  label: string,
  description?: string,
): ColumnSpec<R> {
  return {
    id,
    label,
    ...(description ? { description } : {}),
    numeric: true,
    value: (r) => of(r)[id],
    format: (_v, r) => pct(of(r)[`${id}Rate`]),
    sort: (r) => of(r)[`${id}Rate`],
  };
}

/** The mean preference with its interval in the cell (`signedInterval`), downloaded as `meanScore`, `meanScoreLo`, `meanScoreHi`. */
export function meanPreferenceColumn<R>(
  of: (row: R) => PreferenceWinTieLoseRow,
  description?: string,
): ColumnSpec<R> {
  return {
    id: 'mean',
    label: 'mean preference (95% CI)',
    ...(description ? { description } : {}),
    numeric: true,
    field: 'meanScore',
    value: (r) => of(r).meanScore,
    format: (_v, r) => signedInterval(of(r).meanScore, of(r).scoreLo, of(r).scoreHi),
    interval: (r) => {
      const { scoreLo: lo, scoreHi: hi } = of(r);
      return lo === null || hi === null ? undefined : { lo, hi };
    },
    showInterval: false,
  };
}

/** A mean with its interval as `1.25 [0.78, 1.72]`, or the mean alone. */
export function meanInterval(mean: number, lo: number | null, hi: number | null, digits = 2): string {
  return withInterval(fixed(mean, digits), lo, hi, (x) => fixed(x, digits));
}

/** A signed mean with its interval as `+1.25 [+0.78, +1.72]`, or the signed mean alone. */
export const signedInterval = (mean: number, lo: number | null, hi: number | null) =>
  withInterval(signed(mean, 2), lo, hi, (x) => signed(x, 2));
