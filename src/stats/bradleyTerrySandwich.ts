import { fitComponents, ratingRows, toPairArrays, type BradleyTerryOptions } from './bradleyTerry.ts';
import { ratingPlan } from './bradleyTerryStructure.ts';
import { cholesky } from './cholesky.ts';
import { rankRows, ratingVariance, type IntervalRow } from './davidsonBradleyTerry.ts';
import type { PairCount } from './pairCounts.ts';
import { ratedGroups } from './styleControlledBradleyTerry.ts';
import { requireRatingOptions } from './requireFinite.ts';
import { Z95 } from './wilsonInterval.ts';

/**
 * How battles are weighted in the fit: 'none' (each battle once), or 'inverse pair frequency' (each battle of a
 * pair with n battles weighs N/(P·n), N battles over P pairs: every pair then counts the same in the fit, however
 * often it was sampled).
 */
export type PairWeighting = 'none' | 'inverse pair frequency';

export interface SandwichRow extends IntervalRow {
  /** The model-based standard error (inverse Fisher information), for comparison; null under pair weights, where
   * it is not valid, and wherever se is null. */
  modelSe: number | null;
}

export interface BradleyTerrySandwich {
  /** bradleyTerry's rows (weighted fit when asked), with sandwich standard errors, Wald intervals and CI ranks. */
  rows: SandwichRow[];
  weighting: PairWeighting;
}

/** Per pair (in toPairArrays order): W, L, T and the weight of each of its battles. */
function pairWeights(counts: readonly PairCount[], weighting: PairWeighting) {
  const used = counts.filter((c) => c.wins1 + c.wins2 + c.ties + c.bothbad > 0);
  const n = used.map((c) => c.wins1 + c.wins2 + c.ties + c.bothbad);
  const total = n.reduce((s, v) => s + v, 0);
  return {
    w: used.map((c) => c.wins1),
    l: used.map((c) => c.wins2),
    t: used.map((c) => c.ties + c.bothbad),
    weight: n.map((v) => (weighting === 'none' ? 1 : total / (n.length * v))),
  };
}

/**
 * Bradley-Terry ratings (ties half a win, as bradleyTerry) with sandwich (robust) standard errors: the covariance
 * of the log-strengths is H⁻¹ B H⁻¹, where H = Σ w·n·p(1 − p)·x xᵀ is the (weighted) information and
 * B = Σ w²·Σ_battles (y − p)²·x xᵀ the spread of the battles' scores (y = 1, 0 or 1/2; x = e_i − e_j; summed per
 * pair from its wins, losses and ties). Where the model holds (no ties, independent battles), B ≈ H and the sandwich
 * equals the model-based H⁻¹; where it does not (ties scored 1/2, which vary less than a win or a loss; weighted
 * battles), the sandwich stays valid and the model-based error does not. Intervals: rating ± 1.96·se, for the
 * rating as centred on its component's mean (or relative to the anchor); CI ranks within components. Computed in
 * one pass over the pairs: an alternative to the bootstrap for large data.
 * The rules of decision 0080 apply (the same rated groups, unrated rows with their reasons). A group whose rated
 * games are all ties gets equal ratings and no interval (intervalReason 'only ties'): its sandwich standard errors
 * are 0, since every tie scores exactly the ½ the fit expects, and no win decides a gap (as davidsonBradleyTerry).
 * Sources: P. J. Huber (1967), "The behavior of maximum likelihood estimates under nonstandard conditions",
 * Proc. Fifth Berkeley Symp. 1, 221-233; H. White (1982), "Maximum likelihood estimation of misspecified models",
 * Econometrica 50(1), 1-25; decision 0092.
 * @returns rows as bradleyTerry's with se, lo, hi, rank (null with intervalReason where there is no rating, or
 *   'only ties').
 * @throws Error when a count or an option is not finite (or a count negative), fewer than two models appear, or
 *   the anchor is not rated.
 * @example bradleyTerrySandwich([{ model1: 'a', model2: 'b', wins1: 30, wins2: 10, ties: 0, bothbad: 0, unparsed: 0 }])
 *   // a: rating 1095.42, se 31.72 (= modelSe: 400/ln 10 · ½ · 1/√(40 · 0.75 · 0.25))
 */
export function bradleyTerrySandwich(
  counts: readonly PairCount[],
  options: BradleyTerryOptions & { weighting?: PairWeighting } = {},
): BradleyTerrySandwich {
  const weighting = options.weighting ?? 'none';
  const a = toPairArrays(counts, 'bradleyTerrySandwich');
  requireRatingOptions('bradleyTerrySandwich', options);
  if (a.models.length < 2)
    throw new Error(`bradleyTerrySandwich requires at least two models (got ${a.models.length})`);
  const plan = ratingPlan(a);
  const pw = pairWeights(counts, weighting);
  const weighted = {
    ...a,
    games: Float64Array.from(a.games, (g, k) => g * pw.weight[k]!),
    score: Float64Array.from(a.score, (s, k) => s * pw.weight[k]!),
  };
  const fits = fitComponents(weighted, plan, options);
  const rows = ratingRows(a, plan, fits, counts);
  const groups = ratedGroups(plan);
  const strengths = new Float64Array(a.models.length);
  for (const f of fits) f.plan.rated.forEach((x, k) => (strengths[x] = f.strengths[k]!));
  const param = new Int32Array(a.models.length).fill(-1);
  let free = 0;
  for (const g of groups) g.forEach((x, t) => t > 0 && (param[x] = free++));
  // H and B over the free parameters (each group's first model is its reference).
  const H = new Float64Array(free * free);
  const B = new Float64Array(free * free);
  const addOuter = (M: Float64Array, x: number, y: number, v: number) => {
    const i = param[x]!;
    const j = param[y]!;
    if (i >= 0) M[i * free + i] = M[i * free + i]! + v;
    if (j >= 0) M[j * free + j] = M[j * free + j]! + v;
    if (i >= 0 && j >= 0) {
      M[i * free + j] = M[i * free + j]! - v;
      M[j * free + i] = M[j * free + i]! - v;
    }
  };
  const rated = new Uint8Array(a.models.length);
  for (const g of groups) for (const x of g) rated[x] = 1;
  for (let k = 0; k < a.i.length; k++) {
    const x = a.i[k]!;
    const y = a.j[k]!;
    if (!rated[x] || !rated[y]) continue;
    const p = 1 / (1 + Math.exp(strengths[y]! - strengths[x]!));
    const wk = pw.weight[k]!;
    addOuter(H, x, y, wk * a.games[k]! * p * (1 - p));
    addOuter(B, x, y, wk * wk * (pw.w[k]! * (1 - p) ** 2 + pw.l[k]! * p * p + pw.t[k]! * (0.5 - p) ** 2));
  }
  const hc = free > 0 ? cholesky(H, free) : undefined;
  const Hinv = hc?.inverse();
  // V = H⁻¹ B H⁻¹.
  let V: Float64Array | undefined;
  if (Hinv) {
    const HB = new Float64Array(free * free);
    for (let r = 0; r < free; r++)
      for (let c = 0; c < free; c++) {
        let s = 0;
        for (let k = 0; k < free; k++) s += Hinv[r * free + k]! * B[k * free + c]!;
        HB[r * free + c] = s;
      }
    V = new Float64Array(free * free);
    for (let r = 0; r < free; r++)
      for (let c = 0; c < free; c++) {
        let s = 0;
        for (let k = 0; k < free; k++) s += HB[r * free + k]! * Hinv[k * free + c]!;
        V[r * free + c] = s;
      }
  }
  const index = new Map(a.models.map((m, k) => [m, k]));
  const groupOf = new Map<number, readonly number[]>();
  for (const g of groups) for (const x of g) groupOf.set(x, g);
  // A group whose rated games are all ties: every p is ½ and every tie scores ½, so B and the standard errors
  // are 0. No win decides a gap; the interval is withheld, as davidsonBradleyTerry withholds it.
  const decided = new Set<readonly number[]>();
  for (let k = 0; k < a.i.length; k++)
    if (rated[a.i[k]!] && rated[a.j[k]!] && pw.w[k]! + pw.l[k]! > 0) decided.add(groupOf.get(a.i[k]!)!);
  const factor = fits[0]?.factor ?? 0;
  const out = rows.map((r): SandwichRow => {
    const none = { se: null, modelSe: null, lo: null, hi: null, rank: null, rankAmong: null };
    if (r.rating === null || !V || !Hinv) return { ...r, ...none, intervalReason: r.reason };
    const x = index.get(r.model)!;
    const g = groupOf.get(x)!;
    if (!decided.has(g)) return { ...r, ...none, intervalReason: 'only ties' };
    const anchor = options.anchor ? g.find((y) => a.models[y] === options.anchor!.model) : undefined;
    const se = factor * Math.sqrt(Math.max(0, ratingVariance(x, g, anchor, param, { inverse: V, P: free })));
    const model =
      factor * Math.sqrt(Math.max(0, ratingVariance(x, g, anchor, param, { inverse: Hinv, P: free })));
    return {
      ...r,
      se,
      modelSe: weighting === 'none' ? model : null,
      lo: r.rating - Z95 * se,
      hi: r.rating + Z95 * se,
      rank: null,
      rankAmong: null,
      intervalReason: null,
    };
  });
  rankRows(out);
  return { rows: out, weighting };
}
