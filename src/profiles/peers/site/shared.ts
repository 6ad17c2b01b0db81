// Small pieces the peers section's format builders share: the builder's inputs and a model's cell.
import type { Dataset } from '../../../records/dataset.ts';
import { fixed, formatInterval, MISSING } from '../../../render/format.ts';
import type { Cell } from '../../../site/viewModel.ts';
import type { SectionContext } from '../../profile.ts';

/** What every format builder is given. */
export interface PeerInput {
  data: Dataset;
  ctx: SectionContext;
  /** The ids that have a model page. */
  models: ReadonlySet<string>;
}

/** A model's cell: its display name, linked to its page when it has one. */
export function modelCell(input: PeerInput, model: string): Cell {
  return { text: input.ctx.name(model), ...(input.models.has(model) ? { href: `models/${model}/` } : {}) };
}

/** A number with fixed decimals, sorted by its value; an en dash for none. */
export function numberCell(x: number | undefined | null, digits: number, title?: string): Cell {
  if (x === undefined || x === null || !Number.isFinite(x))
    return { text: MISSING, sort: null, tone: 'muted' };
  return { text: fixed(x, digits), sort: x, ...(title ? { title } : {}) };
}

/** An interval as `lo–hi` with fixed decimals, or an en dash. */
export function intervalCell(
  lo: number | null | undefined,
  hi: number | null | undefined,
  digits: number,
): Cell {
  if (lo === null || lo === undefined || hi === null || hi === undefined)
    return { text: MISSING, tone: 'muted' };
  return { text: formatInterval(lo, hi, (x) => fixed(x, digits)), sort: lo };
}

/** A finite number or null, for the downloads. */
export const rawNumber = (x: number | undefined | null): number | null =>
  x === undefined || x === null || !Number.isFinite(x) ? null : x;
