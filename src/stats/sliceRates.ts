import { wilsonInterval } from './wilsonInterval.ts';

/**
 * Below this many judgments a slice is marked "few judgments" (shown, never hidden). At n = 30 the 95% Wilson
 * interval of a rate of 50% runs from 33.2% to 66.8% (±17 percentage points): narrower than that, a slice's rate
 * says little beside the whole benchmark's. A reading threshold chosen by Parley, not a test; decision 0096.
 */
export const SLICE_MIN_N = 30;

/** A statistic's result on a slice: anything, with the number of judgments it used. */
export interface SliceStatistic {
  n: number;
}

export type SliceRow<R extends SliceStatistic> = R & {
  slice: string;
  /** True when n < the minimum (SLICE_MIN_N unless given): the page marks the row "few judgments". */
  belowMinN: boolean;
};

/**
 * Order of slice labels: numbers inside labels compare as numbers ("N=8" before "N=16", "2-4" before "10-12"),
 * the rest as strings. Deterministic (no locale).
 */
export function compareSliceLabels(a: string, b: string): number {
  const pa = a.match(/\d+|\D+/g) ?? [];
  const pb = b.match(/\d+|\D+/g) ?? [];
  for (let k = 0; k < Math.min(pa.length, pb.length); k++) {
    const x = pa[k]!;
    const y = pb[k]!;
    const nx = /^\d/.test(x);
    const ny = /^\d/.test(y);
    if (nx && ny && Number(x) !== Number(y)) return Number(x) - Number(y);
    if (x !== y) return x < y ? -1 : 1;
  }
  return pa.length - pb.length;
}

/**
 * Any statistic per slice: items are grouped by `sliceOf` (null: the item belongs to no slice and is left out),
 * `statistic` runs on each group, and each row is marked belowMinN when its n is under `minN`. Rows come in the
 * order of `order` (labels not in it follow) or of compareSliceLabels. Slices are never dropped for being small.
 * @throws Error when minN is not a whole number ≥ 1; or a number it reads is NaN or ±Infinity, or a count is negative
 *   (decision 0083).
 * @example bySlice(judgments, (j) => j.setting, (g) => ({ n: g.length, mean: ... })) // [{ slice: 'N=8', n: 120, belowMinN: false, mean }]
 */
export function bySlice<T, R extends SliceStatistic>(
  items: readonly T[],
  sliceOf: (item: T) => string | null,
  statistic: (items: T[], slice: string) => R,
  options: { minN?: number; order?: readonly string[] } = {},
): SliceRow<R>[] {
  const minN = options.minN ?? SLICE_MIN_N;
  if (!Number.isInteger(minN) || minN < 1)
    throw new Error(`bySlice requires options.minN to be a whole number >= 1 (got ${minN})`);
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const s = sliceOf(item);
    if (s === null) continue;
    let g = groups.get(s);
    if (!g) groups.set(s, (g = []));
    g.push(item);
  }
  const rank = new Map((options.order ?? []).map((s, k) => [s, k]));
  const labels = [...groups.keys()].sort(
    (a, b) => (rank.get(a) ?? Infinity) - (rank.get(b) ?? Infinity) || compareSliceLabels(a, b),
  );
  return labels.map((slice) => {
    const r = statistic(groups.get(slice)!, slice);
    return { ...r, slice, belowMinN: r.n < minN };
  });
}

export interface SliceRate extends SliceStatistic {
  /** Items of the slice with an outcome (success true or false); items whose outcome is null are counted apart. */
  n: number;
  successes: number;
  /** Items of the slice without an outcome (e.g. unparsed verdicts). */
  excluded: number;
  /** successes / n with its 95% Wilson interval; null with n = 0 (see reason). */
  rate: number | null;
  lo: number | null;
  hi: number | null;
  reason: 'no parsed verdicts' | null;
}

/**
 * A rate per slice (pass rate per seed category, win rate per setting N, per split, per dialogue-length bucket)
 * with n and its 95% Wilson interval, small slices marked (bySlice, SLICE_MIN_N).
 * Source: the interval is wilsonInterval's (E. B. Wilson 1927, JASA 22); a leaderboard per category follows
 * LMArena's category leaderboards; which slices exist is declared per benchmark, not here. Decision 0096.
 * @returns one row per slice; rate null with reason 'no parsed verdicts' when a slice has no outcome at all.
 * @throws Error when a number it reads is NaN or ±Infinity, or a count is negative (decision 0083).
 * @example sliceRates(judgments, { slice: (j) => j.setting, success: (j) => j.verdict === 'unparsed' ? null : j.verdict === 'human' })
 */
export function sliceRates<T>(
  items: readonly T[],
  options: {
    slice: (item: T) => string | null;
    success: (item: T) => boolean | null;
    minN?: number;
    order?: readonly string[];
  },
): SliceRow<SliceRate>[] {
  if (options.minN !== undefined && !(Number.isInteger(options.minN) && options.minN >= 1))
    throw new Error(`sliceRates requires options.minN to be a whole number >= 1 (got ${options.minN})`);
  return bySlice(
    items,
    options.slice,
    (group) => {
      let n = 0;
      let successes = 0;
      for (const x of group) {
        const s = options.success(x);
        if (s === null) continue;
        n++;
        if (s) successes++;
      }
      const excluded = group.length - n;
      if (n === 0)
        return {
          n,
          successes,
          excluded,
          rate: null,
          lo: null,
          hi: null,
          reason: 'no parsed verdicts' as const,
        };
      const { lo, hi } = wilsonInterval(successes, n);
      return { n, successes, excluded, rate: successes / n, lo, hi, reason: null };
    },
    options,
  );
}

/**
 * The label of a length bucket: `edges` are the upper bounds of the buckets (ascending whole numbers); a length
 * up to the first edge is "≤ e₁", between edges "a–b", above the last "> e_k".
 * @throws Error when the edges are not ascending whole numbers, or the length is not a whole number ≥ 0; or a number
 *   it reads is NaN or ±Infinity, or a count is negative (decision 0083).
 * @example lengthBucket(7, [4, 8, 16]) // '5–8'
 */
export function lengthBucket(length: number, edges: readonly number[]): string {
  if (edges.length === 0 || edges.some((e, k) => !Number.isInteger(e) || (k > 0 && e <= edges[k - 1]!)))
    throw new Error(`lengthBucket requires ascending whole edges (got ${edges.join(', ')})`);
  if (!Number.isInteger(length) || length < 0)
    throw new Error(`lengthBucket requires a whole length >= 0 (got ${length})`);
  if (length <= edges[0]!) return `≤ ${edges[0]}`;
  for (let k = 1; k < edges.length; k++) if (length <= edges[k]!) return `${edges[k - 1]! + 1}–${edges[k]}`;
  return `> ${edges[edges.length - 1]}`;
}
