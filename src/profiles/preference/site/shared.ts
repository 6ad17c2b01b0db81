// What the parts of the preference section share: where it lives, how a table and an interval are written, the
// section's texts.
import type { Cell, Column, TableModel } from '../../../site/viewModel.ts';
import { fixed, signed, withInterval } from '../../../render/format.ts';
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

/** A table with its download name (`preference/data/<name>.csv`) and title. */
export function table(
  name: string,
  title: string,
  columns: Column[],
  rows: Cell[][],
  raw: TableModel['raw'],
): PreferenceTable {
  return { name, title, table: { columns, rows, raw } };
}

/** A mean with its interval as `1.25 [0.78, 1.72]`, or the mean alone. */
export function meanInterval(mean: number, lo: number | null, hi: number | null, digits = 2): string {
  return withInterval(fixed(mean, digits), lo, hi, (x) => fixed(x, digits));
}

/** A signed mean with its interval as `+1.25 [+0.78, +1.72]`, or the signed mean alone. */
export const signedInterval = (mean: number, lo: number | null, hi: number | null) =>
  withInterval(signed(mean, 2), lo, hi, (x) => signed(x, 2));
