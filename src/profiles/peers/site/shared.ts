// Small pieces the peers section's format builders share: the builder's inputs and the columns their tables share.
import type { Dataset } from '../../../records/dataset.ts';
import { asFixed, type ColumnSpec, type TableValue } from '../../../render/columnSpec.ts';
import { fixed, formatInterval, MISSING } from '../../../render/format.ts';
import type { SectionContext } from '../../profile.ts';

/** What every format builder is given. */
export interface PeerInput {
  data: Dataset;
  ctx: SectionContext;
  /** The ids that have a model page. */
  models: ReadonlySet<string>;
}

/** A finite number or null, for the downloads. */
export const rawNumber = (x: number | undefined | null): number | null =>
  x === undefined || x === null || !Number.isFinite(x) ? null : x;

/**
 * The model column of a peer's table: the model's display name, linked to its page when it has one, sorted by that
 * name and downloaded as the model's id.
 */
export function modelColumn<R>(input: PeerInput, model: (row: R) => string): ColumnSpec<R> {
  return {
    id: 'model',
    label: 'Model',
    value: (r) => model(r),
    format: (_v, r) => input.ctx.name(model(r)),
    sort: (r) => input.ctx.name(model(r)),
    href: (r) => (input.models.has(model(r)) ? `models/${model(r)}/` : undefined),
  };
}

/**
 * A number column with fixed decimals (numberCell's cell): sorted by its value, an en dash (muted) for none; the
 * download holds the value as given.
 */
export function numberColumn<R>(
  spec: Omit<ColumnSpec<R>, 'value' | 'format' | 'tone' | 'numeric'> & {
    value: (row: R) => number | null | undefined;
    digits: number;
  },
): ColumnSpec<R> {
  const { value, digits, title, ...rest } = spec;
  const shown = (r: R) => Number.isFinite(value(r));
  return {
    ...rest,
    numeric: true,
    value: (r) => value(r) ?? null,
    format: asFixed(digits),
    tone: (r) => (shown(r) ? undefined : 'muted'),
    ...(title ? { title: (r: R) => (shown(r) ? title(r) : undefined) } : {}),
  };
}

/**
 * An interval column (intervalCell's cell): `lo–hi` with fixed decimals, sorted by its lower end; `missing(row)`
 * (default an en dash), muted and sorted by its text, where there is none. Downloaded as the fields `fields` names.
 */
export function intervalColumn<R>(spec: {
  id: string;
  label: string;
  description?: string;
  digits: number;
  interval: (row: R) => { lo: number | null | undefined; hi: number | null | undefined };
  fields: (row: R) => Record<string, TableValue>;
  missing?: (row: R) => string;
}): ColumnSpec<R> {
  const ends = (r: R) => {
    const { lo, hi } = spec.interval(r);
    return lo === null || lo === undefined || hi === null || hi === undefined ? undefined : { lo, hi };
  };
  return {
    id: spec.id,
    label: spec.label,
    ...(spec.description ? { description: spec.description } : {}),
    numeric: false,
    value: (r) => ends(r)?.lo,
    format: (_v, r) => {
      const e = ends(r);
      return e ? formatInterval(e.lo, e.hi, (x) => fixed(x, spec.digits)) : (spec.missing?.(r) ?? MISSING);
    },
    tone: (r) => (ends(r) ? undefined : 'muted'),
    fields: spec.fields,
  };
}
