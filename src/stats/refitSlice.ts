// A leaderboard for a reader's own slice (issue 36 item 1): the slice's pair counts from the cell table
// (selectCounts), Bradley-Terry with closed-form sandwich intervals (bradleyTerrySandwich, decision 0092), ranks
// from the intervals, and decision 0080's rules. The page's script and the build's tests call this one function,
// so the leaderboard a reader computes in the browser is the build's computation of that slice. Pure.
import { bradleyTerrySandwich, type SandwichRow } from './bradleyTerrySandwich.ts';
import { selectCounts, type CellTable } from './cellTable.ts';
import { rankRows } from './davidsonBradleyTerry.ts';
import type { PairCount } from './pairCounts.ts';
import { requirePairCounts } from './requireFinite.ts';

/**
 * The fewest points a model must score, and concede, in the slice (a win scores 1, a tie ½ each way) for its
 * sandwich interval to be shown: a Wald-type interval leans on the normal approximation, and the usual rule of
 * thumb for a binomial share asks n·p ≥ 5 and n·(1 − p) ≥ 5. Below it the interval is withheld as "too few games"
 * (decision 0173), as the bootstrap withholds it on degenerate rounds (decision 0080).
 */
export const REFIT_MIN_POINTS = 5;

export interface RefitRow extends Omit<SandwichRow, 'intervalReason'> {
  /** Why there is no interval: the sandwich's reason, or 'too few games' (fewer than REFIT_MIN_POINTS each way). */
  intervalReason: SandwichRow['intervalReason'] | 'too few games';
}

export interface RefitResult {
  /** The slice's pair counts (what pairCounts gives on the slice's judgments). */
  counts: PairCount[];
  /** Parsed battles in the slice (wins, losses and ties of both kinds). */
  battles: number;
  /** One row per model that appears in the slice, best rated first within a component; unrated rows last. */
  rows: RefitRow[];
  /** How many comparison components the rated models fall into (ranks count within one only). */
  components: number;
}

/**
 * The leaderboard of one slice of a cell table: refitCounts of selectCounts(table, selection).
 * @returns undefined when fewer than two models appear in the slice (nothing to rate).
 * @throws Error when the selection names an attribute the table does not have (selectCounts).
 * @example refitSlice(table, { language: ['English'] })?.rows[0] // { model, rating, lo, hi, rank, ... }
 */
export function refitSlice(
  table: CellTable,
  selection: Readonly<Record<string, readonly string[]>>,
): RefitResult | undefined {
  return refitCounts(selectCounts(table, selection));
}

/**
 * The leaderboard of a slice's pair counts: bradleyTerrySandwich, with the interval (and so the rank) withheld from
 * a rated model that scored or conceded fewer than REFIT_MIN_POINTS in the slice; ranks are then re-read from the
 * intervals left (ciRank within components). Rows: rated first, by component, then by rating (best first).
 * @returns undefined when fewer than two models appear in the counts (nothing to rate).
 * @throws Error when a count is not finite or negative (decision 0083).
 * @example refitCounts([{ model1: 'a', model2: 'b', wins1: 30, wins2: 10, ... }])?.rows[0].rating // 1095.42
 */
export function refitCounts(counts: PairCount[]): RefitResult | undefined {
  requirePairCounts('refitCounts', counts);
  const models = new Set(counts.flatMap((c) => [c.model1, c.model2]));
  if (models.size < 2) return undefined;
  let battles = 0;
  for (const c of counts) battles += c.wins1 + c.wins2 + c.ties + c.bothbad;
  const fit = bradleyTerrySandwich(counts);
  const rows: RefitRow[] = fit.rows.map((r) => ({ ...r }));
  let withheld = false;
  for (const r of rows) {
    if (r.lo === null) continue;
    const half = r.ties / 2;
    if (r.wins + half < REFIT_MIN_POINTS || r.losses + half < REFIT_MIN_POINTS) {
      Object.assign(r, { se: null, modelSe: null, lo: null, hi: null, rank: null, rankAmong: null });
      r.intervalReason = 'too few games';
      withheld = true;
    }
  }
  if (withheld) {
    for (const r of rows) Object.assign(r, { rank: null, rankAmong: null });
    rankRows(rows as Parameters<typeof rankRows>[0]);
  }
  const components = new Set(rows.map((r) => r.component).filter((c) => c !== null)).size;
  rows.sort(
    (a, b) =>
      (a.rating === null ? 1 : 0) - (b.rating === null ? 1 : 0) ||
      (a.component ?? Infinity) - (b.component ?? Infinity) ||
      (b.rating ?? 0) - (a.rating ?? 0) ||
      (a.model < b.model ? -1 : a.model > b.model ? 1 : 0),
  );
  return { counts, battles, rows, components };
}

/**
 * A cell table read back from its download (JSON), checked for the shape the refit needs.
 * @throws Error naming the first field that is not as buildCellTable writes it.
 * @example parseCellTable(JSON.stringify(buildCellTable(pairs, attributes))) // the same table
 */
export function parseCellTable(value: unknown): CellTable {
  const fail = (what: string): never => {
    throw new Error(`parseCellTable: ${what}`);
  };
  const t = value as Partial<CellTable> | null;
  if (!t || typeof t !== 'object') return fail('not an object');
  const strings = (x: unknown) => Array.isArray(x) && x.every((s) => typeof s === 'string');
  const numbers = (x: unknown) =>
    Array.isArray(x) && x.every((v) => typeof v === 'number' && Number.isFinite(v) && v >= 0);
  if (!strings(t.models)) fail('models is not a list of names');
  if (!Array.isArray(t.attributes)) fail('attributes is not a list');
  t.attributes!.forEach((a, k) => {
    if (typeof a?.name !== 'string' || !strings(a.values)) fail(`attributes[${k}] has no name or values`);
  });
  if (!Array.isArray(t.cells)) fail('cells is not a list');
  t.cells!.forEach((c, k) => {
    if (!numbers(c?.at) || c.at.length !== t.attributes!.length)
      fail(`cells[${k}].at does not hold one value index per attribute`);
    if (!numbers(c.counts)) fail(`cells[${k}].counts is not a list of counts`);
  });
  return t as CellTable;
}
