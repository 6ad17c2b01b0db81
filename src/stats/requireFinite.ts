// The boundary rule of decision 0083: a statistic throws on a number it cannot use — NaN, ±Infinity, a negative
// count, a fraction where it counts whole things — with an error that names the statistic and the argument, in
// the manner of simple-statistics ("sampleVariance requires at least two data points"). Every exported statistic
// of src/stats checks the numbers it reads with these, before it computes anything.
import type { BradleyTerryOptions } from './bradleyTerry.ts';
import type { PairCount } from './pairCounts.ts';
import type { StyleSides } from './styleFeatures.ts';

/**
 * Throws unless x is a finite number.
 * @throws Error "`fn` requires `arg` to be a finite number (got x)".
 * @example requireFinite('wilsonInterval', 'z', NaN) // throws "wilsonInterval requires z to be a finite number (got NaN)"
 */
export function requireFinite(fn: string, arg: string, x: number): void {
  if (!Number.isFinite(x)) throw new Error(`${fn} requires ${arg} to be a finite number (got ${String(x)})`);
}

/**
 * Throws unless x is a count: a finite number ≥ 0, and a whole number when `whole`.
 * @throws Error "`fn` requires `arg` to be a finite number >= 0 (got x)", or "a whole number >= 0".
 * @example requireCount('bradleyTerry', 'counts[0].wins1', -1) // throws "bradleyTerry requires counts[0].wins1 to be a finite number >= 0 (got -1)"
 */
export function requireCount(fn: string, arg: string, x: number, whole = false): void {
  if (whole ? !(Number.isInteger(x) && x >= 0) : !(Number.isFinite(x) && x >= 0))
    throw new Error(
      `${fn} requires ${arg} to be a ${whole ? 'whole' : 'finite'} number >= 0 (got ${String(x)})`,
    );
}

/**
 * requireFinite for every value of a list, naming its position (`arg[i]`).
 * @example requireFiniteAll('meanInterval', 'values', [1, NaN]) // throws "meanInterval requires values[1] to be a finite number (got NaN)"
 */
export function requireFiniteAll(fn: string, arg: string, xs: ArrayLike<number>): void {
  // The argument's name is made only for a number that fails (lists run to millions: Elo's places in a file).
  for (let i = 0; i < xs.length; i++) if (!Number.isFinite(xs[i])) requireFinite(fn, `${arg}[${i}]`, xs[i]!);
}

/**
 * requireCount for every value of a list, naming its position (`arg[i]`).
 * @example requireCountAll('fleissKappa', 'counts[0]', [2, -1]) // throws "fleissKappa requires counts[0][1] to be a whole number >= 0 (got -1)"
 */
export function requireCountAll(fn: string, arg: string, xs: ArrayLike<number>, whole = false): void {
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i]!;
    if (whole ? !(Number.isInteger(x) && x >= 0) : !(Number.isFinite(x) && x >= 0))
      requireCount(fn, `${arg}[${i}]`, x, whole);
  }
}

const PAIR_COUNT_FIELDS = ['wins1', 'wins2', 'ties', 'bothbad', 'unparsed'] as const;

/**
 * requireCount for every outcome count of pair counts (wins1, wins2, ties, bothbad, unparsed; fractions allowed,
 * as weighted judgments give them), naming the row and field (`counts[i].wins1`).
 * @example requirePairCounts('bradleyTerry', [{ model1: 'a', model2: 'b', wins1: NaN, ... }]) // throws "bradleyTerry requires counts[0].wins1 to be a finite number >= 0 (got NaN)"
 */
export function requirePairCounts(fn: string, counts: readonly PairCount[], arg = 'counts'): void {
  counts.forEach((c, i) => {
    for (const f of PAIR_COUNT_FIELDS) requireCount(fn, `${arg}[${i}].${f}`, c[f]);
  });
}

/**
 * requireCount for the optional weight of each judgment (a weighted record counts that many times), naming it
 * (`pairs[i].weight`).
 */
export function requireWeights(fn: string, items: readonly { weight?: number }[], arg: string): void {
  items.forEach((p, i) => {
    if (p.weight !== undefined) requireCount(fn, `${arg}[${i}].weight`, p.weight);
  });
}

/** requireFinite for the numbers of Bradley-Terry options (initial, scale, base, anchor.rating), when given. */
export function requireRatingOptions(fn: string, options: BradleyTerryOptions): void {
  if (options.initial !== undefined) requireFinite(fn, 'options.initial', options.initial);
  if (options.scale !== undefined) requireFinite(fn, 'options.scale', options.scale);
  if (options.base !== undefined) requireFinite(fn, 'options.base', options.base);
  if (options.anchor !== undefined) requireFinite(fn, 'options.anchor.rating', options.anchor.rating);
}

/** requireCount for every style count of one battle's sides (`arg.length[0]`, `arg.headers[1]`, ...). */
export function requireStyleSides(fn: string, sides: StyleSides, arg: string): void {
  for (const feature of ['length', 'headers', 'lists', 'bold'] as const) {
    const pair = sides[feature];
    if (pair !== undefined) requireCountAll(fn, `${arg}.${feature}`, pair);
  }
}

/**
 * The numbers of Uni-Eval judgments: firstAiChat (null or a whole number >= 0) and length (absent, null or a whole
 * number >= 0), naming them (`judgments[i].firstAiChat`).
 */
export function requireUniJudgments(
  fn: string,
  judgments: readonly { firstAiChat?: number | null; length?: number | null }[],
  arg = 'judgments',
): void {
  judgments.forEach((j, i) => {
    if (j.firstAiChat != null) requireCount(fn, `${arg}[${i}].firstAiChat`, j.firstAiChat, true);
    if (j.length != null) requireCount(fn, `${arg}[${i}].length`, j.length, true);
  });
}

/** The turn (a whole number >= 0) of each label, naming it (`labels[i].turn`). */
export function requireTurns(fn: string, labels: readonly { turn: number }[], arg = 'labels'): void {
  labels.forEach((l, i) => requireCount(fn, `${arg}[${i}].turn`, l.turn, true));
}
