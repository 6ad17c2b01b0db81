import type { PairOutcome } from '../records/pairJudgment.ts';
import {
  ratingRows,
  toPairArrays,
  type BradleyTerryOptions,
  type BradleyTerryRow,
  type ComponentFit,
} from './bradleyTerry.ts';
import { ratingPlan, subsetPairs, type RatingPlan } from './bradleyTerryStructure.ts';
import { cholesky } from './cholesky.ts';
import { BT_SCALE } from './constants.ts';
import type { PairCount } from './pairCounts.ts';
import {
  STYLE_FEATURES,
  styleFeatures,
  type StyleFeature,
  type StyleFeatureSummary,
  type StyleSides,
} from './styleFeatures.ts';
import { requireRatingOptions, requireStyleSides } from './requireFinite.ts';

/** One pairwise battle with the style counts of both answers. */
export interface StyleBattle {
  model1: string;
  model2: string;
  /** As in PairJudgment: ties of both kinds count half a win for each side; unparsed battles are left out. */
  outcome: PairOutcome;
  style: StyleSides;
}

/**
 * A style coefficient larger than this (in log-odds per standard deviation) means the covariates predict the
 * outcomes (almost) perfectly: the likelihood has no finite maximum (separation), and the fit is refused. A
 * coefficient of 30 would turn a one-SD style difference into odds of 1e13 to 1; real fits give well under 1.
 */
export const STYLE_SEPARATION_LIMIT = 30;

/** Why a style-controlled fit could not be made (the whole column is then withheld). */
export type StyleFitFailure =
  'no rated models' | 'style confounded with the models' | 'style separates the outcomes';

export interface StyleCoefficient extends StyleFeatureSummary {
  /** Change in log-odds that model1 wins per standard deviation of the feature's normalized difference
   * (positive: the judge favours the side with more of it, all else equal); null when unused or not fitted. */
  coefficient: number | null;
  /** The same on the rating scale: coefficient · 400/ln 10 rating points per standard deviation. */
  ratingPoints: number | null;
}

export interface StyleControlled {
  /** One row per model, as bradleyTerry gives them (components, unrated models with reasons, the same order),
   * with the style-controlled ratings; with reason 'no rated models', every row is unrated with its reason; empty
   * when the fit failed for another reason. */
  rows: BradleyTerryRow[];
  /** Every style feature, used or not, with its coefficient. */
  coefficients: StyleCoefficient[];
  /** Parsed battles between rated models (the fit's data, over which the covariates are standardised). */
  battles: number;
  /** Why there is no style-controlled fit; null when there is one. */
  reason: StyleFitFailure | null;
  /** Each used feature's variance inflation against the models (styleVarianceInflation); above STYLE_VIF_LIMIT the
   * fit is withheld as 'style confounded with the models'. */
  varianceInflation: { feature: string; vif: number }[];
}

/** The data of a style fit in index form: parsed battles only. */
export interface StyleDesign {
  /** Every model of the battles, in string order (the order of toPairArrays). */
  models: string[];
  /** Model indices of each parsed battle's two sides, and model1's score (1, 0 or 1/2). */
  a: Int32Array;
  b: Int32Array;
  y: Float64Array;
  /** Standardised covariates, k per battle (row-major). */
  z: Float64Array;
  k: number;
  features: ReturnType<typeof styleFeatures>;
}

/** Outcome counts per unordered pair of the battles (as pairCounts gives them for judgments). */
export function styleBattleCounts(battles: readonly StyleBattle[]): PairCount[] {
  const m = new Map<string, PairCount>();
  for (const t of battles) {
    if (t.model1 === t.model2) continue;
    const swap = t.model1 > t.model2;
    const [x, y] = swap ? [t.model2, t.model1] : [t.model1, t.model2];
    const key = `${x}\u0000${y}`;
    let c = m.get(key);
    if (!c) m.set(key, (c = { model1: x, model2: y, wins1: 0, wins2: 0, ties: 0, bothbad: 0, unparsed: 0 }));
    if (t.outcome === 'model1') c[swap ? 'wins2' : 'wins1']++;
    else if (t.outcome === 'model2') c[swap ? 'wins1' : 'wins2']++;
    else if (t.outcome === 'unparsed') c.unparsed++;
    else c[t.outcome === 'tie' ? 'ties' : 'bothbad']++;
  }
  return [...m.values()].sort((p, q) =>
    p.model1 !== q.model1 ? (p.model1 < q.model1 ? -1 : 1) : p.model2 < q.model2 ? -1 : 1,
  );
}

/**
 * The design of the parsed battles between two rated models (`rated[x]` = 1; a model against itself is skipped,
 * as in pairCounts): the covariates are standardised over exactly these battles, so a model that takes no part
 * in the fit (decision 0080) changes nothing in it.
 */
export function styleDesign(
  battles: readonly StyleBattle[],
  models: readonly string[],
  rated: Uint8Array,
): StyleDesign {
  const at = new Map(models.map((x, k) => [x, k]));
  const parsed = battles.filter(
    (t) =>
      t.outcome !== 'unparsed' &&
      t.model1 !== t.model2 &&
      rated[at.get(t.model1)!] &&
      rated[at.get(t.model2)!],
  );
  const features = styleFeatures(parsed.map((t) => t.style));
  const n = parsed.length;
  const design: StyleDesign = {
    models: [...models],
    a: new Int32Array(n),
    b: new Int32Array(n),
    y: new Float64Array(n),
    z: features.z,
    k: features.used.length,
    features,
  };
  parsed.forEach((t, q) => {
    design.a[q] = at.get(t.model1)!;
    design.b[q] = at.get(t.model2)!;
    design.y[q] = t.outcome === 'model1' ? 1 : t.outcome === 'model2' ? 0 : 0.5;
  });
  return design;
}

/**
 * Above this variance inflation factor a style feature counts as confounded with the models, and no
 * style-controlled rating is given: 99% of the feature's variation across battles is which two models met, so its
 * coefficient's standard error is ten times what an independent feature's would be, and the ratings swing by
 * hundreds of points between bootstrap rounds. Decision 0090.
 */
export const STYLE_VIF_LIMIT = 100;

/**
 * Above this variance inflation factor (the usual rule of thumb, e.g. Kutner et al. 2005, Applied Linear Statistical
 * Models, §10.5) the fit is made, and the method text says that the feature is mostly a property of the models, so
 * the style-controlled ratings rest on little: read their intervals.
 */
export const STYLE_VIF_WARN = 10;

/**
 * The variance inflation factor of each used style feature against the models: 1 / (1 − R²), R² (uncentred, as the
 * fit has no intercept) of the least-squares fit of the feature's standardised difference on the battle's model
 * indicators (+1 for model1, −1 for model2, one model of each group left out). 1: the feature varies freely within
 * pairs of models; large: it is almost a property of the models. Infinity when it is one exactly.
 * Source: the variance inflation factor (Marquardt 1970, Technometrics 12(3), 591-612), here of a feature on the
 * model indicators of a Bradley-Terry design.
 * @example styleVarianceInflation(design, groups) // [1.3] for a length that varies within every pair of models
 */
export function styleVarianceInflation(d: StyleDesign, groups: readonly (readonly number[])[]): number[] {
  const col = new Map<number, number>();
  for (const g of groups) for (const x of g.slice(1)) col.set(x, col.size);
  const inGroup = new Set(groups.flat());
  const p = col.size;
  const xtx = new Float64Array(p * p);
  const xtz = Array.from({ length: d.k }, () => new Float64Array(p));
  const tss = new Float64Array(d.k);
  const cells = (q: number): [number, number][] => {
    const out: [number, number][] = [];
    const i = col.get(d.a[q]!);
    const j = col.get(d.b[q]!);
    if (i !== undefined) out.push([i, 1]);
    if (j !== undefined) out.push([j, -1]);
    return out;
  };
  for (let q = 0; q < d.a.length; q++) {
    if (!inGroup.has(d.a[q]!) || !inGroup.has(d.b[q]!)) continue;
    const x = cells(q);
    for (const [i, u] of x) for (const [j, v] of x) xtx[i * p + j]! += u * v;
    for (let f = 0; f < d.k; f++) {
      const z = d.z[q * d.k + f]!;
      tss[f]! += z * z;
      for (const [i, u] of x) xtz[f]![i]! += u * z;
    }
  }
  const chol = p > 0 ? cholesky(xtx, p) : undefined;
  return Array.from({ length: d.k }, (_, f) => {
    if (p === 0 || tss[f] === 0) return 1;
    if (!chol) return Number.POSITIVE_INFINITY;
    const beta = chol.solve(xtz[f]!);
    let explained = 0;
    for (let i = 0; i < p; i++) explained += beta[i]! * xtz[f]![i]!;
    const r2 = Math.min(1, explained / tss[f]!);
    return r2 >= 1 - 1e-12 ? Number.POSITIVE_INFINITY : 1 / (1 - r2);
  });
}

/** A fitted style model: natural-log strengths (NaN for models not fitted; each group centred on 0) and θ. */
export interface StyleModelFit {
  strengths: Float64Array;
  theta: Float64Array;
}

/** A style fit's data in parameter form: each group's first model is its reference (strength 0 before
 * centring), the other models and the k coefficients are the P parameters. */
interface StyleProblem {
  m: number;
  k: number;
  /** Free model parameters; the coefficients follow them. */
  free: number;
  P: number;
  groups: readonly (readonly number[])[];
  /** Parameter index of each model (−1 for a reference model and for models outside the groups). */
  param: Int32Array;
  /** Design index of each battle used (both models in a group), and its parameters, score and covariates. */
  battles: Int32Array;
  pi: Int32Array;
  pj: Int32Array;
  /** pi and pj with −1 replaced by P: a slot that holds 0 in padded parameter vectors (no branch in the loop). */
  qi: Int32Array;
  qj: Int32Array;
  y: Float64Array;
  z: Float64Array;
}

function styleProblem(d: StyleDesign, groups: readonly (readonly number[])[]): StyleProblem {
  const m = d.models.length;
  const k = d.k;
  const param = new Int32Array(m).fill(-1);
  const inGroup = new Uint8Array(m);
  let free = 0;
  for (const g of groups)
    g.forEach((x, t) => {
      inGroup[x] = 1;
      if (t > 0) param[x] = free++;
    });
  const keep: number[] = [];
  for (let q = 0; q < d.a.length; q++) if (inGroup[d.a[q]!] && inGroup[d.b[q]!]) keep.push(q);
  const n = keep.length;
  const pr: StyleProblem = {
    m,
    k,
    free,
    P: free + k,
    groups,
    param,
    battles: Int32Array.from(keep),
    pi: new Int32Array(n),
    pj: new Int32Array(n),
    qi: new Int32Array(n),
    qj: new Int32Array(n),
    y: new Float64Array(n),
    z: new Float64Array(n * k),
  };
  keep.forEach((q, u) => {
    pr.pi[u] = param[d.a[q]!]!;
    pr.pj[u] = param[d.b[q]!]!;
    pr.qi[u] = pr.pi[u]! >= 0 ? pr.pi[u]! : free + k;
    pr.qj[u] = pr.pj[u]! >= 0 ? pr.pj[u]! : free + k;
    pr.y[u] = d.y[q]!;
    for (let f = 0; f < k; f++) pr.z[u * k + f] = d.z[q * k + f]!;
  });
  return pr;
}

/**
 * One pass over a problem's battles at parameters `beta` with battle weights `w` (per used battle): the
 * log-likelihood (when `ll`), the gradient into `grad` and, when `H` is given, the information matrix (lower
 * triangle) into `H`.
 */
function evaluate(
  pr: StyleProblem,
  beta: Float64Array,
  w: Float64Array,
  grad: Float64Array,
  H: Float64Array | null,
  ll: boolean,
): number {
  const { k, free, P, pi, pj, y, z } = pr;
  let sum = 0;
  grad.fill(0);
  H?.fill(0);
  for (let u = 0; u < pi.length; u++) {
    const wu = w[u]!;
    if (wu === 0) continue;
    const i = pi[u]!;
    const j = pj[u]!;
    let eta = (i >= 0 ? beta[i]! : 0) - (j >= 0 ? beta[j]! : 0);
    for (let f = 0; f < k; f++) eta += beta[free + f]! * z[u * k + f]!;
    const yu = y[u]!;
    const e = Math.exp(-Math.abs(eta));
    // σ(η) computed from e^−|η| so it never overflows; log σ(η) likewise.
    const p = eta >= 0 ? 1 / (1 + e) : e / (1 + e);
    if (ll) {
      const lp = eta >= 0 ? -Math.log1p(e) : eta - Math.log1p(e);
      sum += wu * (yu * lp + (1 - yu) * (lp - eta));
    }
    const r = wu * (yu - p);
    if (i >= 0) grad[i] = grad[i]! + r;
    if (j >= 0) grad[j] = grad[j]! - r;
    for (let f = 0; f < k; f++) grad[free + f] = grad[free + f]! + r * z[u * k + f]!;
    if (!H) continue;
    const v = wu * p * (1 - p);
    if (i >= 0) H[i * P + i] = H[i * P + i]! + v;
    if (j >= 0) H[j * P + j] = H[j * P + j]! + v;
    if (i >= 0 && j >= 0) H[i > j ? i * P + j : j * P + i] = H[i > j ? i * P + j : j * P + i]! - v;
    for (let f = 0; f < k; f++) {
      const vz = v * z[u * k + f]!;
      const row = (free + f) * P;
      if (i >= 0) H[row + i] = H[row + i]! + vz;
      if (j >= 0) H[row + j] = H[row + j]! - vz;
      for (let g = 0; g <= f; g++) H[row + free + g] = H[row + free + g]! + vz * z[u * k + g]!;
    }
  }
  return sum;
}

/**
 * The gradient alone (the chord method's pass), into `grad` (length P + 1; its last entry is scratch), at padded
 * parameters `beta` (length P + 1, beta[P] = 0).
 */
function gradientPass(pr: StyleProblem, beta: Float64Array, w: Float64Array, grad: Float64Array): void {
  const { k, free, qi, qj, y, z } = pr;
  grad.fill(0);
  for (let u = 0; u < qi.length; u++) {
    const wu = w[u]!;
    if (wu === 0) continue;
    const i = qi[u]!;
    const j = qj[u]!;
    let eta = beta[i]! - beta[j]!;
    const zu = u * k;
    for (let f = 0; f < k; f++) eta += beta[free + f]! * z[zu + f]!;
    const r = wu * (y[u]! - 1 / (1 + Math.exp(-eta)));
    grad[i] = grad[i]! + r;
    grad[j] = grad[j]! - r;
    for (let f = 0; f < k; f++) grad[free + f] = grad[free + f]! + r * z[zu + f]!;
  }
}

/** Whether parameters are past the separation limits (coefficients) or far beyond any real rating gap. */
function separated(pr: StyleProblem, beta: Float64Array): boolean {
  for (let p = 0; p < pr.P; p++)
    if (!(Math.abs(beta[p]!) <= (p >= pr.free ? STYLE_SEPARATION_LIMIT : 50 * STYLE_SEPARATION_LIMIT)))
      return true;
  return false;
}

/** Newton's method with step halving from `beta` (changed in place). */
function newton(
  pr: StyleProblem,
  w: Float64Array,
  beta: Float64Array,
): true | Exclude<StyleFitFailure, 'no rated models'> {
  const grad = new Float64Array(pr.P);
  const H = new Float64Array(pr.P * pr.P);
  const trial = new Float64Array(pr.P);
  let ll = evaluate(pr, beta, w, grad, H, true);
  for (let iter = 0; iter < 200; iter++) {
    const c = cholesky(H, pr.P);
    if (!c) return 'style confounded with the models';
    const step = c.solve(grad);
    let size = 0;
    for (let p = 0; p < pr.P; p++) size = Math.max(size, Math.abs(step[p]!));
    // Step halving for long steps (short ones are inside the quadratic region, where rounding noise in the
    // log-likelihood would only stall it): the log-likelihood is concave, so a short enough step never lowers it.
    let t = 1;
    if (size > 1e-3)
      for (; t > 1e-6; t /= 2) {
        for (let p = 0; p < pr.P; p++) trial[p] = beta[p]! + t * step[p]!;
        if (evaluate(pr, trial, w, grad, null, true) >= ll) break;
      }
    for (let p = 0; p < pr.P; p++) beta[p] = beta[p]! + t * step[p]!;
    if (separated(pr, beta)) return 'style separates the outcomes';
    if (t * size < 1e-10) return true;
    ll = evaluate(pr, beta, w, grad, H, true);
  }
  return 'style separates the outcomes';
}

/** Strengths (centred per group) and coefficients from parameters. */
function toFit(pr: StyleProblem, beta: Float64Array): StyleModelFit {
  const strengths = new Float64Array(pr.m).fill(NaN);
  for (const g of pr.groups) {
    let mean = 0;
    for (const x of g) mean += pr.param[x]! >= 0 ? beta[pr.param[x]!]! : 0;
    mean /= g.length;
    for (const x of g) strengths[x] = (pr.param[x]! >= 0 ? beta[pr.param[x]!]! : 0) - mean;
  }
  return { strengths, theta: beta.slice(pr.free) };
}

/** Parameters of a problem from a fit (each group's reference model at 0). */
function fromFit(pr: StyleProblem, fit: StyleModelFit): Float64Array {
  const beta = new Float64Array(pr.P);
  for (const g of pr.groups)
    for (const x of g) if (pr.param[x]! >= 0) beta[pr.param[x]!] = fit.strengths[x]! - fit.strengths[g[0]!]!;
  for (let f = 0; f < pr.k; f++) beta[pr.free + f] = fit.theta[f]!;
  return beta;
}

/** Battle weights of a problem's battles from weights over all design battles (1 each when absent). */
function problemWeights(pr: StyleProblem, weights?: Float64Array): Float64Array {
  const w = new Float64Array(pr.battles.length);
  if (!weights) return w.fill(1);
  for (let u = 0; u < w.length; u++) w[u] = weights[pr.battles[u]!]!;
  return w;
}

/**
 * Maximum-likelihood fit of logit P(model1 wins) = s₁ − s₂ + θ·z on the battles whose two models are both in one
 * of `groups` (each group: model indices, one free shift each), by Newton's method with step halving, from
 * `start` (or 0). `weights` (battle multiplicities over the design's battles, e.g. a bootstrap round's) default
 * to 1.
 * @returns the fit, or the reason there is none: the information matrix is singular (a covariate is a linear
 *   combination of the model indicators: style confounded with the models), or a coefficient or strength runs
 *   past STYLE_SEPARATION_LIMIT / does not settle (separation).
 */
export function fitStyleModel(
  d: StyleDesign,
  groups: readonly (readonly number[])[],
  weights?: Float64Array,
  start?: StyleModelFit,
): StyleModelFit | Exclude<StyleFitFailure, 'no rated models'> {
  const pr = styleProblem(d, groups);
  const beta = start ? fromFit(pr, start) : new Float64Array(pr.P);
  const done = newton(pr, problemWeights(pr, weights), beta);
  return done === true ? toFit(pr, beta) : done;
}

/**
 * Fast refits of the same groups to new battle weights (bootstrap rounds), by the chord method: Newton steps that
 * all reuse the information matrix at `start` with unit weights, factorised once. A round's weights sum to the
 * same total, so each step gains one to two digits (decision 0043 does the same for plain Bradley-Terry).
 * @returns a refit function, which gives undefined when its steps do not settle within 50 (the caller then uses
 *   fitStyleModel); undefined itself when the information matrix at the start is singular.
 */
export function createStyleRefit(
  d: StyleDesign,
  groups: readonly (readonly number[])[],
  start: StyleModelFit,
  tolerance = 1e-6,
): ((weights: Float64Array) => StyleModelFit | undefined) | undefined {
  const pr = styleProblem(d, groups);
  const beta0 = fromFit(pr, start);
  const grad = new Float64Array(pr.P + 1);
  const H = new Float64Array(pr.P * pr.P);
  evaluate(pr, beta0, problemWeights(pr), grad.subarray(0, pr.P), H, false);
  const c = cholesky(H, pr.P);
  if (!c) return undefined;
  return (weights) => {
    const w = problemWeights(pr, weights);
    // Padded: beta[P] stays 0 (the reference models' slot).
    const beta = new Float64Array(pr.P + 1);
    beta.set(beta0);
    for (let step = 0; step < 50; step++) {
      gradientPass(pr, beta, w, grad);
      const delta = c.solve(grad.subarray(0, pr.P));
      let size = 0;
      for (let p = 0; p < pr.P; p++) {
        beta[p] = beta[p]! + delta[p]!;
        size = Math.max(size, Math.abs(delta[p]!));
      }
      if (!(size < 20) || separated(pr, beta)) return undefined;
      if (size < tolerance) return toFit(pr, beta.subarray(0, pr.P));
    }
    return undefined;
  };
}

/** The coefficients of every style feature from a fit's θ (null for unused features or without a fit). */
export function styleCoefficients(d: StyleDesign, theta: Float64Array | null): StyleCoefficient[] {
  const factor = BT_SCALE.scale / Math.log(BT_SCALE.base);
  return STYLE_FEATURES.map((feature: StyleFeature) => {
    const summary = d.features.summaries.find((s) => s.feature === feature)!;
    const f = d.features.used.indexOf(feature);
    const coefficient = theta && f >= 0 ? theta[f]! : null;
    return { ...summary, coefficient, ratingPoints: coefficient === null ? null : coefficient * factor };
  });
}

/** The rated groups of a plan, one per component with at least two rated models. */
export function ratedGroups(plan: RatingPlan): number[][] {
  return plan.components.filter((c) => c.rated.length >= 2).map((c) => c.rated);
}

/**
 * Style-controlled Bradley-Terry ratings: the maximum-likelihood fit of
 * logit P(model1 wins) = (s₁ − s₂) + Σ_f θ_f·z_f, where s are the models' log-strengths and z_f the standardised
 * normalized differences of the style features (answer length in tokens and, where every battle has them,
 * markdown headers, list items and bold spans; see styleFeatures). Ties of both kinds count half a win for each
 * side, as in bradleyTerry. Ratings are initial + 400·log₁₀(strength), as bradleyTerry's, but read "all else being
 * equal in style": what the model would score against an answer of the same length and markdown.
 *
 * The rules of decision 0080 apply as they are: only the models bradleyTerry rates (per comparison component; a
 * model that never won or never lost, or has no parsed game, gets the same null rating, reason and note) take
 * part, every component is centred on its own (or on the anchor), and nothing is compared across components. The
 * style coefficients θ are shared by all components. No penalty (FastChat adds a small ridge, 0.5·‖params‖²/2;
 * with thousands of battles the difference is far below the intervals).
 * Source: T. Li, A. N. Angelopoulos & W.-L. Chiang (2024), "Does style matter? Disentangling style and substance
 * in Chatbot Arena", LMSYS blog; the model is FastChat's fit_contextual_bt (rating_systems.py), described in
 * /work/research/formats.md §4.2 and refitted here by Newton's method.
 * @returns reason set when there is no fit: 'no rated models' (rows say why for each model), 'style confounded
 *   with the models' (a covariate is determined by which models play, so ratings and style cannot be told apart;
 *   rows empty), or 'style separates the outcomes' (no finite maximum; rows empty). Coefficients are null for
 *   unused features (reason 'missing' or 'constant'). Never NaN.
 * @throws Error when fewer than two models appear, a style count is negative, or the anchor model is not rated; or a
 *   number it reads is NaN or ±Infinity, or a count is negative (decision 0083).
 * @example styleControlledBradleyTerry(battles).coefficients[0] // { feature: 'length', coefficient: 0.25, ... }
 */
export function styleControlledBradleyTerry(
  battles: readonly StyleBattle[],
  options: BradleyTerryOptions = {},
): StyleControlled {
  requireRatingOptions('styleControlledBradleyTerry', options);
  battles.forEach((b, i) => requireStyleSides('styleControlledBradleyTerry', b.style, `battles[${i}].style`));
  return styleControlledCore(battles, options).result;
}

/** styleControlledBradleyTerry with the pieces its bootstrap reuses. */
export function styleControlledCore(
  battles: readonly StyleBattle[],
  options: BradleyTerryOptions,
): {
  result: StyleControlled;
  counts: PairCount[];
  a: ReturnType<typeof toPairArrays>;
  design: StyleDesign;
  groups: number[][];
  fit: StyleModelFit | null;
} {
  const counts = styleBattleCounts(battles);
  const a = toPairArrays(counts);
  if (a.models.length < 2)
    throw new Error(`styleControlledBradleyTerry requires at least two models (got ${a.models.length})`);
  const plan = ratingPlan(a);
  const groups = ratedGroups(plan);
  const rated = new Uint8Array(a.models.length);
  for (const g of groups) for (const x of g) rated[x] = 1;
  const design = styleDesign(battles, a.models, rated);
  const vif = groups.length > 0 ? styleVarianceInflation(design, groups) : [];
  const confounded = vif.some((v) => v > STYLE_VIF_LIMIT);
  const fit =
    groups.length === 0
      ? 'no rated models'
      : confounded
        ? 'style confounded with the models'
        : fitStyleModel(design, groups);
  const pieces = { counts, a, design, groups };
  const varianceInflation = vif.map((v, f) => ({ feature: design.features.used[f]!, vif: v }));
  const battlesUsed = design.a.length;
  if (typeof fit === 'string') {
    // Without rated models the rows still say why each model has no rating; a failed fit rates nobody.
    const rows = fit === 'no rated models' ? ratingRows(a, plan, [], counts) : [];
    const result: StyleControlled = {
      rows,
      coefficients: styleCoefficients(design, null),
      battles: battlesUsed,
      reason: fit,
      varianceInflation,
    };
    return { ...pieces, fit: null, result };
  }
  const rows = ratingRows(a, plan, componentFits(a, plan, fit.strengths, options), counts);
  const coefficients = styleCoefficients(design, fit.theta);
  return {
    ...pieces,
    fit,
    result: { rows, coefficients, battles: battlesUsed, reason: null, varianceInflation },
  };
}

/** ComponentFits (as bradleyTerry's fitComponents gives them) for strengths fitted elsewhere. */
export function componentFits(
  a: ReturnType<typeof toPairArrays>,
  plan: RatingPlan,
  strengths: Float64Array,
  options: BradleyTerryOptions,
): ComponentFit[] {
  const initial = options.initial ?? BT_SCALE.initial;
  const factor = (options.scale ?? BT_SCALE.scale) / Math.log(options.base ?? BT_SCALE.base);
  const fits: ComponentFit[] = [];
  let anchored = false;
  plan.components.forEach((c, k) => {
    if (c.rated.length < 2) return;
    const s = Float64Array.from(c.rated, (x) => strengths[x]!);
    let shift = initial;
    const at = options.anchor ? c.rated.findIndex((x) => a.models[x] === options.anchor!.model) : -1;
    if (at >= 0) {
      shift = options.anchor!.rating - factor * s[at]!;
      anchored = true;
    }
    fits.push({ plan: c, component: k + 1, rated: subsetPairs(a, c.rated), strengths: s, shift, factor });
  });
  if (options.anchor && !anchored)
    throw new Error(
      `styleControlledBradleyTerry: the anchor model ${JSON.stringify(options.anchor.model)} is not among the rated models`,
    );
  return fits;
}
