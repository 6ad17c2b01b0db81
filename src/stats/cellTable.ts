// The per-cell count table of pair judgments (issue 36 item 1): one cell per combination of the judgments'
// categorical attributes that occurs, holding each model pair's outcome counts. Any slice that is a choice of
// values per attribute is a sum of cells, so a page can refit a leaderboard for a reader's own slice from this
// table alone, with the same rating code the build uses (`selectCounts` gives what `pairCounts` gives on the
// slice's judgments). Pure; deterministic (cells, models and values in string order).
import type { PairJudgment } from '../records/pairJudgment.ts';
import type { PairCount } from './pairCounts.ts';
import { requireWeights } from './requireFinite.ts';

/** A categorical attribute of a judgment: its name (path-safe) and the value a judgment has ('' when none). */
export interface CellAttribute {
  name: string;
  of: (j: PairJudgment) => string;
}

/** Values a count field of a cell's pair runs through, in this order, after the two model indices. */
export const CELL_FIELDS = ['wins1', 'wins2', 'ties', 'bothbad', 'unparsed'] as const;

/** Numbers per pair in a cell's `counts`: model indices i < j, then the CELL_FIELDS. */
export const CELL_STRIDE = 2 + CELL_FIELDS.length;

export interface CellTable {
  /** Models in string order; a pair's indices point here. */
  models: string[];
  /** Each attribute's values in string order; a cell's `at` points here. */
  attributes: { name: string; values: string[] }[];
  /**
   * The cells that occur, in the order of their `at`: per attribute the index of the cell's value, and the flat
   * counts of every pair judged in the cell, CELL_STRIDE numbers a pair, pairs in (i, j) order.
   */
  cells: { at: number[]; counts: number[] }[];
}

const byString = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The cell table of the pair judgments over the attributes. A judgment of a model against itself is left out (as
 * `pairCounts` leaves it out); a weighted judgment counts its weight.
 * @throws Error when a weight is not a finite non-negative number (as pairCounts).
 */
export function buildCellTable(
  pairs: readonly PairJudgment[],
  attributes: readonly CellAttribute[],
): CellTable {
  requireWeights('buildCellTable', pairs, 'pairs');
  const kept = pairs.filter((j) => j.model1 !== j.model2);
  const models = [...new Set(kept.flatMap((j) => [j.model1, j.model2]))].sort(byString);
  const modelIndex = new Map(models.map((m, i) => [m, i]));
  const valuesOf = kept.map((j) => attributes.map((a) => a.of(j)));
  const dictionaries = attributes.map((a, k) => ({
    name: a.name,
    values: [...new Set(valuesOf.map((v) => v[k]!))].sort(byString),
  }));
  const valueIndex = dictionaries.map((d) => new Map(d.values.map((v, i) => [v, i])));
  // cell key -> pair key (i * n + j) -> counts
  const cells = new Map<string, { at: number[]; pairs: Map<number, number[]> }>();
  const n = models.length;
  kept.forEach((j, r) => {
    const at = valuesOf[r]!.map((v, k) => valueIndex[k]!.get(v)!);
    const key = at.join(',');
    let cell = cells.get(key);
    if (!cell) cells.set(key, (cell = { at, pairs: new Map() }));
    const a = modelIndex.get(j.model1)!;
    const b = modelIndex.get(j.model2)!;
    const swap = a > b;
    const pairKey = swap ? b * n + a : a * n + b;
    let c = cell.pairs.get(pairKey);
    if (!c) cell.pairs.set(pairKey, (c = [0, 0, 0, 0, 0]));
    const w = j.weight ?? 1;
    switch (j.outcome) {
      case 'model1':
        c[swap ? 1 : 0]! += w;
        break;
      case 'model2':
        c[swap ? 0 : 1]! += w;
        break;
      case 'tie':
        c[2]! += w;
        break;
      case 'bothbad':
        c[3]! += w;
        break;
      default:
        c[4]! += w;
    }
  });
  const ordered = [...cells.values()].sort((x, y) => {
    for (let k = 0; k < x.at.length; k++) if (x.at[k] !== y.at[k]) return x.at[k]! - y.at[k]!;
    return 0;
  });
  return {
    models,
    attributes: dictionaries,
    cells: ordered.map((cell) => ({
      at: cell.at,
      counts: [...cell.pairs]
        .sort((x, y) => x[0] - y[0])
        .flatMap(([pairKey, c]) => [Math.floor(pairKey / n), pairKey % n, ...c]),
    })),
  };
}

/**
 * The pair counts of a slice: the sum of the cells whose value of each attribute named in `selection` is one of
 * the values it lists (an attribute not named, or named with no values, is not filtered on). Equal to
 * `pairCounts` of the slice's judgments: one row per pair judged in the slice, sorted by model1 then model2.
 * @throws Error when the selection names an attribute the table does not have.
 */
export function selectCounts(
  table: CellTable,
  selection: Readonly<Record<string, readonly string[]>>,
): PairCount[] {
  const index = new Map(table.attributes.map((a, k) => [a.name, k]));
  const filters: { k: number; allowed: Set<number> }[] = [];
  for (const [name, values] of Object.entries(selection)) {
    const k = index.get(name);
    if (k === undefined) throw new Error(`selectCounts: no attribute named ${JSON.stringify(name)}`);
    if (values.length === 0) continue;
    const dictionary = table.attributes[k]!.values;
    filters.push({ k, allowed: new Set(values.map((v) => dictionary.indexOf(v)).filter((i) => i >= 0)) });
  }
  const n = table.models.length;
  const sums = new Map<number, number[]>();
  for (const cell of table.cells) {
    if (!filters.every((f) => f.allowed.has(cell.at[f.k]!))) continue;
    const c = cell.counts;
    for (let p = 0; p < c.length; p += CELL_STRIDE) {
      const key = c[p]! * n + c[p + 1]!;
      let s = sums.get(key);
      if (!s) sums.set(key, (s = [0, 0, 0, 0, 0]));
      for (let f = 0; f < CELL_FIELDS.length; f++) s[f]! += c[p + 2 + f]!;
    }
  }
  return [...sums]
    .sort((x, y) => x[0] - y[0])
    .map(([key, s]) => ({
      model1: table.models[Math.floor(key / n)]!,
      model2: table.models[key % n]!,
      wins1: s[0]!,
      wins2: s[1]!,
      ties: s[2]!,
      bothbad: s[3]!,
      unparsed: s[4]!,
    }));
}

/** A turn count as a slice value: 1, 2, 3, then 4+. */
export function turnsBucket(turns: number | undefined): string {
  return turns === undefined ? '' : turns >= 4 ? '4+' : String(turns);
}

/** A vote's month (UTC), `YYYY-MM`, from seconds since 1970. */
export function monthOf(seconds: number | undefined): string {
  if (seconds === undefined || !Number.isFinite(seconds)) return '';
  const d = new Date(seconds * 1000);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * The attributes a reader can slice pair judgments by, from the fields the records carry: the judge, the language,
 * the turn count, the month, whether the vote was anonymous, and each category tag present (`tag:<t>`: yes or no).
 * An attribute every judgment has the same value of is left out: it slices nothing.
 */
export function judgmentAttributes(judgments: readonly PairJudgment[]): CellAttribute[] {
  const tags = [...new Set(judgments.flatMap((j) => j.tags ?? []))].sort(byString);
  const candidates: CellAttribute[] = [
    { name: 'judge', of: (j) => j.judge },
    { name: 'language', of: (j) => j.language ?? '' },
    { name: 'turns', of: (j) => turnsBucket(j.turns) },
    { name: 'month', of: (j) => monthOf(j.time) },
    { name: 'anonymous', of: (j) => (j.anonymous === undefined ? '' : j.anonymous ? 'yes' : 'no') },
    ...tags.map((t) => ({ name: `tag:${t}`, of: (j: PairJudgment) => (j.tags?.includes(t) ? 'yes' : 'no') })),
  ];
  return candidates.filter((a) => {
    const first = judgments.length > 0 ? a.of(judgments[0]!) : '';
    return judgments.some((j) => a.of(j) !== first);
  });
}
