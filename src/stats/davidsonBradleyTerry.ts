import {
  fitComponents,
  ratingRows,
  toPairArrays,
  type BradleyTerryOptions,
  type BradleyTerryRow,
} from './bradleyTerry.ts';
import {
  ratingPlan,
  type ComponentPlan,
  type RatingPlan,
  type UnratedModel,
} from './bradleyTerryStructure.ts';
import { cholesky } from './cholesky.ts';
import { ciRank } from './ciRank.ts';
import { davidsonRecession } from './davidsonRecession.ts';
import type { PairCount } from './pairCounts.ts';
import { componentFits, ratedGroups } from './styleControlledBradleyTerry.ts';
import { requireRatingOptions } from './requireFinite.ts';
import { Z95 } from './wilsonInterval.ts';

/** A rating row with a Wald interval from the model's information (see davidsonBradleyTerry). */
export interface IntervalRow extends BradleyTerryRow {
  /** Standard error of the rating (rating points); null when the rating or its information is missing. */
  se: number | null;
  /** rating ± Z95 · se; null with se null. */
  lo: number | null;
  hi: number | null;
  /** CI rank within the component (ciRank) among the models with an interval; null without one. */
  rank: number | null;
  rankAmong: number | null;
  /** Why there is no interval: the row's own reason, or 'only ties' (no win decides a gap). */
  intervalReason: BradleyTerryRow['reason'] | 'only ties' | null;
}

export interface DavidsonTie {
  /** Davidson's ν: P(tie) = ν√(πᵢπⱼ)/(πᵢ + πⱼ + ν√(πᵢπⱼ)); 0 with no tie; null with only ties (see reason). */
  nu: number | null;
  /** 95% Wald interval of ν, from log ν; null when ν is 0 or null. */
  lo: number | null;
  hi: number | null;
  /** The chance of a tie between two equally strong models, ν/(2 + ν). */
  atEqualStrength: number | null;
  /** 'no finite maximum': ties and wins, but no cycle of results with more wins than ties (decision 0084). */
  reason: 'no ties' | 'only ties' | 'no finite maximum' | null;
}

export interface DavidsonBradleyTerry {
  rows: IntervalRow[];
  tie: DavidsonTie;
  /** Ties (both kinds) and games among the rated models. */
  ties: number;
  games: number;
}

/** Rated pairs in parameter form: parameter indices of both sides (−1: a group's reference) and W, L, T. */
interface TiePairs {
  i: Int32Array;
  j: Int32Array;
  w: Float64Array;
  l: Float64Array;
  t: Float64Array;
}

/** Log-likelihood, gradient and information (lower triangle) of the Davidson model at β = (θ_free, log ν). */
function davidsonPass(
  p: TiePairs,
  beta: Float64Array,
  P: number,
  grad: Float64Array,
  H: Float64Array | null,
): number {
  const lambda = beta[P - 1]!;
  const nu = Math.exp(lambda);
  let ll = 0;
  grad.fill(0);
  H?.fill(0);
  for (let k = 0; k < p.i.length; k++) {
    const x = p.i[k]!;
    const y = p.j[k]!;
    const d = (x >= 0 ? beta[x]! : 0) - (y >= 0 ? beta[y]! : 0);
    const a = Math.exp(d / 2);
    const b = Math.exp(-d / 2);
    const D = a + b + nu;
    const n = p.w[k]! + p.l[k]! + p.t[k]!;
    ll += ((p.w[k]! - p.l[k]!) * d) / 2 + (p.t[k]! > 0 ? p.t[k]! * lambda : 0) - n * Math.log(D);
    // ∂/∂d and ∂/∂λ of the pair's log-likelihood.
    const D1 = (a - b) / 2;
    const gd = (p.w[k]! - p.l[k]!) / 2 - (n * D1) / D;
    const gl = p.t[k]! - (n * nu) / D;
    if (x >= 0) grad[x] = grad[x]! + gd;
    if (y >= 0) grad[y] = grad[y]! - gd;
    grad[P - 1] = grad[P - 1]! + gl;
    if (!H) continue;
    // Information: n·(D''/D − (D'/D)²) for d, n·(ν/D − (ν/D)²) for λ, −n·ν·D'/D² across.
    const hdd = n * ((a + b) / 4 / D - (D1 / D) ** 2);
    const hll = n * (nu / D - (nu / D) ** 2);
    const hdl = (-n * nu * D1) / (D * D);
    if (x >= 0) H[x * P + x] = H[x * P + x]! + hdd;
    if (y >= 0) H[y * P + y] = H[y * P + y]! + hdd;
    if (x >= 0 && y >= 0) {
      const at = x > y ? x * P + y : y * P + x;
      H[at] = H[at]! - hdd;
    }
    H[(P - 1) * P + (P - 1)] = H[(P - 1) * P + (P - 1)]! + hll;
    if (x >= 0) H[(P - 1) * P + x] = H[(P - 1) * P + x]! + hdl;
    if (y >= 0) H[(P - 1) * P + y] = H[(P - 1) * P + y]! - hdl;
  }
  return ll;
}

/** Newton's method with step halving on the concave Davidson log-likelihood; returns β and the final information. */
function fitDavidson(p: TiePairs, beta: Float64Array): { beta: Float64Array; H: Float64Array } | undefined {
  const P = beta.length;
  const grad = new Float64Array(P);
  const H = new Float64Array(P * P);
  const trial = new Float64Array(P);
  let ll = davidsonPass(p, beta, P, grad, H);
  for (let iter = 0; iter < 200; iter++) {
    const c = cholesky(H, P);
    if (!c) return undefined;
    const step = c.solve(grad);
    let size = 0;
    for (let q = 0; q < P; q++) size = Math.max(size, Math.abs(step[q]!));
    let t = 1;
    if (size > 1e-3)
      for (; t > 1e-6; t /= 2) {
        for (let q = 0; q < P; q++) trial[q] = beta[q]! + t * step[q]!;
        if (davidsonPass(p, trial, P, grad, null) >= ll) break;
      }
    for (let q = 0; q < P; q++) beta[q] = beta[q]! + t * step[q]!;
    ll = davidsonPass(p, beta, P, grad, H);
    if (t * size < 1e-11) return { beta, H };
  }
  return undefined;
}

/**
 * Bradley-Terry with ties modelled (Davidson's model) instead of counted as half a win:
 * P(i beats j) = πᵢ/(πᵢ + πⱼ + ν√(πᵢπⱼ)), P(tie) = ν√(πᵢπⱼ)/(πᵢ + πⱼ + ν√(πᵢπⱼ)), ties of both kinds alike.
 * A tie here is evidence that two models are close, not half a win for each; with ties frequent the rating gaps
 * come out wider than under "a tie counts half" (two models, W:L:T = 8:2:4: Davidson's gap is 400·log₁₀ 4 =
 * 240.8 points, half-counting's 400·log₁₀ 2.5 = 159.2). Ratings are on bradleyTerry's scale and follow its rules
 * (decision 0080: the same candidate groups, components centred on their own, unrated models with their reasons).
 * ν is shared by all components. Fitted by Newton's method on (log-strengths, log ν), a concave problem, from the
 * plain fit. Intervals: rating ± 1.96 standard errors from the inverse observed information (the rating as
 * centred, or relative to the anchor); CI ranks within components.
 *
 * Here a tie bounds a gap both ways only while ν is finite, so decision 0080's groups are not enough (decision
 * 0084): with ties among the rated games, the maximum is finite exactly when some cycle of results, following wins
 * from loser to winner and ties either way, holds more wins than ties (davidsonRecession; any pair with wins
 * each way is one). Without one (one pair at 8:0 with 4 ties, or 1:0:1), the likelihood keeps rising as ν and the
 * gaps grow together: every group with a win in it is withheld, a model that won and never lost within its group
 * as 'never lost' (bound above), one that lost and never won as 'never won' (below), the rest as 'no finite
 * rating'; ν is null ('no finite maximum').
 * Sources: R. R. Davidson (1970), "On extending the Bradley-Terry model to accommodate ties in paired comparison
 * experiments", JASA 65(329), 317-328; decisions 0092 and 0084.
 * @returns with no tie among the rated models, bradleyTerry's ratings (ν = 0, reason 'no ties'); with only ties,
 *   equal ratings, no interval and ν null ('only ties'); with no finite maximum, the rows above and ν null ('no
 *   finite maximum'). Never NaN.
 * @throws Error when a count or an option is not finite (or a count negative), fewer than two models appear, or
 *   the anchor is not rated.
 * @example davidsonBradleyTerry([{ model1: 'a', model2: 'b', wins1: 8, wins2: 2, ties: 4, bothbad: 0, unparsed: 0 }])
 *   // a − b = 240.82 rating points; tie.nu = 1, tie.atEqualStrength = 1/3
 * @example davidsonBradleyTerry([{ model1: 'a', model2: 'b', wins1: 8, wins2: 0, ties: 4, bothbad: 0, unparsed: 0 }])
 *   // a: { rating: null, reason: 'never lost', bound: 'above' }; b: 'never won'; tie.reason 'no finite maximum'
 */
export function davidsonBradleyTerry(
  counts: readonly PairCount[],
  options: BradleyTerryOptions = {},
): DavidsonBradleyTerry {
  const a = toPairArrays(counts, 'davidsonBradleyTerry');
  requireRatingOptions('davidsonBradleyTerry', options);
  if (a.models.length < 2)
    throw new Error(`davidsonBradleyTerry requires at least two models (got ${a.models.length})`);
  const plan = ratingPlan(a);
  const groups = ratedGroups(plan);
  // Parameters: each group's models after its first, then log ν.
  const param = new Int32Array(a.models.length).fill(-1);
  const inGroup = new Uint8Array(a.models.length);
  let free = 0;
  for (const g of groups)
    g.forEach((x, t) => {
      inGroup[x] = 1;
      if (t > 0) param[x] = free++;
    });
  const used = counts.filter((c) => c.wins1 + c.wins2 + c.ties + c.bothbad > 0);
  const keep = used.map((_, k) => k).filter((k) => inGroup[a.i[k]!] && inGroup[a.j[k]!]);
  const pairs: TiePairs = {
    i: Int32Array.from(keep, (k) => param[a.i[k]!]!),
    j: Int32Array.from(keep, (k) => param[a.j[k]!]!),
    w: Float64Array.from(keep, (k) => used[k]!.wins1),
    l: Float64Array.from(keep, (k) => used[k]!.wins2),
    t: Float64Array.from(keep, (k) => used[k]!.ties + used[k]!.bothbad),
  };
  const ties = pairs.t.reduce((s, v) => s + v, 0);
  const decisive = pairs.w.reduce((s, v) => s + v, 0) + pairs.l.reduce((s, v) => s + v, 0);
  const games = ties + decisive;
  const plain = fitComponents(a, plan, options);
  const strengths = new Float64Array(a.models.length);
  for (const f of plain) f.plan.rated.forEach((x, k) => (strengths[x] = f.strengths[k]!));
  if (
    ties > 0 &&
    decisive > 0 &&
    davidsonRecession(
      a.models.length,
      Int32Array.from(keep, (k) => a.i[k]!),
      Int32Array.from(keep, (k) => a.j[k]!),
      pairs.w,
      pairs.l,
      pairs.t,
    ) !== null
  )
    return withoutMaximum(a, plan, counts, keep, pairs, options, ties, games);
  if (groups.length === 0 || ties === 0 || decisive === 0) {
    // No tie: ν = 0 is the maximum and the model is plain Bradley-Terry. Only ties: equal strengths, ν → ∞.
    const onlyTies = groups.length > 0 && decisive === 0;
    const rows = ratingRows(a, plan, plain, counts);
    const info = onlyTies ? null : plainInformation(pairs, groups, param, strengths, free);
    return {
      rows: intervalRows(rows, a.models, param, groups, info, plain[0]?.factor ?? 0, options, onlyTies),
      tie: {
        nu: onlyTies ? null : 0,
        lo: null,
        hi: null,
        atEqualStrength: onlyTies ? null : 0,
        reason: onlyTies ? 'only ties' : 'no ties',
      },
      ties,
      games,
    };
  }
  const beta = new Float64Array(free + 1);
  for (const g of groups)
    for (const x of g) if (param[x]! >= 0) beta[param[x]!] = strengths[x]! - strengths[g[0]!]!;
  const share = ties / games;
  beta[free] = Math.log((2 * share) / (1 - share));
  const fit = fitDavidson(pairs, beta);
  if (!fit) throw new Error('davidsonBradleyTerry: the fit did not settle (please report the data)');
  const theta = new Float64Array(a.models.length);
  for (const g of groups) {
    let mean = 0;
    for (const x of g) mean += param[x]! >= 0 ? fit.beta[param[x]!]! : 0;
    mean /= g.length;
    for (const x of g) theta[x] = (param[x]! >= 0 ? fit.beta[param[x]!]! : 0) - mean;
  }
  const fits = componentFits(a, plan, theta, options);
  const rows = ratingRows(a, plan, fits, counts);
  const inverse = cholesky(fit.H, free + 1)!.inverse();
  const nu = Math.exp(fit.beta[free]!);
  const seLog = Math.sqrt(inverse[free * (free + 1) + free]!);
  return {
    rows: intervalRows(
      rows,
      a.models,
      param,
      groups,
      { inverse, P: free + 1 },
      fits[0]?.factor ?? 0,
      options,
      false,
    ),
    tie: {
      nu,
      lo: nu * Math.exp(-Z95 * seLog),
      hi: nu * Math.exp(Z95 * seLog),
      atEqualStrength: nu / (2 + nu),
      reason: null,
    },
    ties,
    games,
  };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The sentence beside a model withheld because Davidson's model has no finite maximum. */
function withheldNote(reason: BradleyTerryRow['reason'], won: number, lost: number, tied: number): string {
  const why = 'with ties modelled, no cycle of results holds more wins than ties, so no rating is finite';
  const games = won + lost + tied;
  if (reason === 'never lost')
    return `never lost in ${plural(games, 'game')} within its group (${plural(won, 'win')}, ${plural(tied, 'tie')}): ${why}`;
  if (reason === 'never won')
    return `never won in ${plural(games, 'game')} within its group (${plural(lost, 'loss', 'losses')}, ${plural(tied, 'tie')}): ${why}`;
  return `${plural(won, 'win')}, ${plural(lost, 'loss', 'losses')} and ${plural(tied, 'tie')} within its group: ${why}`;
}

/**
 * The fit when Davidson's model has no finite maximum (ties and wins, but no cycle of results with more wins than
 * ties: davidsonRecession). Every rated group with a win in it is withheld: a model that won but never lost
 * within its group is 'never lost' (bound above), one that lost but never won 'never won' (below), any other 'no
 * finite rating'. A group with only ties keeps its equal ratings without an interval ('only ties'). ν has no
 * finite estimate.
 */
function withoutMaximum(
  a: ReturnType<typeof toPairArrays>,
  plan: RatingPlan,
  counts: readonly PairCount[],
  keep: readonly number[],
  pairs: TiePairs,
  options: BradleyTerryOptions,
  ties: number,
  games: number,
): DavidsonBradleyTerry {
  const m = a.models.length;
  const won = new Float64Array(m);
  const lost = new Float64Array(m);
  const tied = new Float64Array(m);
  keep.forEach((k, t) => {
    const x = a.i[k]!;
    const y = a.j[k]!;
    won[x] = won[x]! + pairs.w[t]!;
    lost[x] = lost[x]! + pairs.l[t]!;
    won[y] = won[y]! + pairs.l[t]!;
    lost[y] = lost[y]! + pairs.w[t]!;
    tied[x] = tied[x]! + pairs.t[t]!;
    tied[y] = tied[y]! + pairs.t[t]!;
  });
  const withheld = new Set<number>();
  const components = plan.components.map((c): ComponentPlan => {
    if (c.rated.length < 2 || !c.rated.some((x) => won[x]! > 0)) return c;
    const unrated = c.rated.map((x): UnratedModel => {
      withheld.add(x);
      if (won[x]! > 0 && lost[x] === 0) return { model: x, reason: 'never lost', bound: 'above', group: [] };
      if (lost[x]! > 0 && won[x] === 0) return { model: x, reason: 'never won', bound: 'below', group: [] };
      return { model: x, reason: 'no finite rating', bound: null, group: [] };
    });
    return { ...c, rated: [], unrated: [...c.unrated, ...unrated] };
  });
  const reduced: RatingPlan = { ...plan, components };
  const fits = fitComponents(a, reduced, options);
  const index = new Map(a.models.map((name, k) => [name, k]));
  const rows = ratingRows(a, reduced, fits, counts).map((r) => {
    const x = index.get(r.model)!;
    if (!withheld.has(x)) return r;
    return { ...r, note: withheldNote(r.reason, won[x]!, lost[x]!, tied[x]!) };
  });
  return {
    rows: intervalRows(
      rows,
      a.models,
      new Int32Array(m).fill(-1),
      [],
      null,
      fits[0]?.factor ?? 0,
      options,
      true,
    ),
    tie: { nu: null, lo: null, hi: null, atEqualStrength: null, reason: 'no finite maximum' },
    ties,
    games,
  };
}

/**
 * The inverse information of the model without ties (ν = 0: plain Bradley-Terry, whose information for a pair is
 * n·p(1 − p)) over the free strengths, at the plain fit's strengths.
 */
function plainInformation(
  p: TiePairs,
  groups: readonly (readonly number[])[],
  param: Int32Array,
  strengths: Float64Array,
  free: number,
): { inverse: Float64Array; P: number } | null {
  if (free === 0) return null;
  const beta = new Float64Array(free + 1);
  for (const g of groups)
    for (const x of g) if (param[x]! >= 0) beta[param[x]!] = strengths[x]! - strengths[g[0]!]!;
  beta[free] = -Infinity;
  const H = new Float64Array((free + 1) * (free + 1));
  davidsonPass(p, beta, free + 1, new Float64Array(free + 1), H);
  const block = new Float64Array(free * free);
  for (let r = 0; r < free; r++) for (let c = 0; c < free; c++) block[r * free + c] = H[r * (free + 1) + c]!;
  const chol = cholesky(block, free);
  return chol ? { inverse: chol.inverse(), P: free } : null;
}

/** Rows with Wald intervals from the inverse information over (free strengths, …), and CI ranks. */
function intervalRows(
  rows: readonly BradleyTerryRow[],
  models: readonly string[],
  param: Int32Array,
  groups: readonly (readonly number[])[],
  info: { inverse: Float64Array; P: number } | null,
  factor: number,
  options: BradleyTerryOptions,
  onlyTies: boolean,
): IntervalRow[] {
  const index = new Map(models.map((m, k) => [m, k]));
  const groupOf = new Map<number, readonly number[]>();
  for (const g of groups) for (const x of g) groupOf.set(x, g);
  const out = rows.map((r): IntervalRow => {
    const none = { se: null, lo: null, hi: null, rank: null, rankAmong: null };
    if (r.rating === null) return { ...r, ...none, intervalReason: r.reason };
    if (onlyTies || !info) return { ...r, ...none, intervalReason: onlyTies ? 'only ties' : r.reason };
    const x = index.get(r.model)!;
    const g = groupOf.get(x)!;
    const anchor = options.anchor ? g.find((y) => models[y] === options.anchor!.model) : undefined;
    const variance = ratingVariance(x, g, anchor, param, info);
    const se = factor * Math.sqrt(Math.max(0, variance));
    return {
      ...r,
      se,
      lo: r.rating - Z95 * se,
      hi: r.rating + Z95 * se,
      rank: null,
      rankAmong: null,
      intervalReason: null,
    };
  });
  rankRows(out);
  return out;
}

/**
 * The variance of model x's log-strength as reported: centred on its group's mean (cᵀVc with c = e_x − 1/m), or
 * relative to the anchor (e_x − e_anchor), from the covariance V of the free parameters (reference strength 0).
 */
export function ratingVariance(
  x: number,
  group: readonly number[],
  anchor: number | undefined,
  param: Int32Array,
  info: { inverse: Float64Array; P: number },
): number {
  const c = new Float64Array(info.P);
  const add = (y: number, v: number) => {
    if (param[y]! >= 0) c[param[y]!] = c[param[y]!]! + v;
  };
  add(x, 1);
  if (anchor !== undefined) add(anchor, -1);
  else for (const y of group) add(y, -1 / group.length);
  let v = 0;
  for (let p = 0; p < info.P; p++)
    for (let q = 0; q < info.P; q++) v += c[p]! * info.inverse[p * info.P + q]! * c[q]!;
  return v;
}

/** CI ranks within components for rows with intervals (in place). */
export function rankRows(rows: IntervalRow[]): void {
  const ranked = rows.filter((r) => r.lo !== null && r.hi !== null && r.component !== null);
  const ranks = ciRank(
    ranked.map((r) => ({ model: r.model, lo: r.lo!, hi: r.hi!, component: r.component! })),
  );
  const among = new Map<number, number>();
  for (const r of ranked) among.set(r.component!, (among.get(r.component!) ?? 0) + 1);
  for (const r of ranked) {
    r.rank = ranks[r.model]!;
    r.rankAmong = among.get(r.component!)!;
  }
}
