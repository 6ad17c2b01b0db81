import { roundSeed } from './bootstrapBradleyTerry.ts';
import { cholesky } from './cholesky.ts';
import { BOOTSTRAP_ROUNDS, BT_DEGENERATE_SHARE } from './constants.ts';
import { quantileSorted7 } from './quantileSorted7.ts';
import { createRandom } from './random.ts';
import { requireCount, requireFinite, requireFiniteAll } from './requireFinite.ts';

/** One instruction judged for a model against the baseline. */
export interface LengthControlledRow {
  /** How much the judge prefers the model's answer to the baseline's, in [0, 1]: 1 model better, 0 baseline
   * better, 1/2 a draw, values between from a judge that gives probabilities. Null when the verdict was not
   * parsed: left out of the fit and of the raw win rate, but predicted (AlpacaEval counts it in the LC mean). */
  preference: number | null;
  /** Answer lengths in characters (Unicode code points, as Python's len). */
  modelLength: number;
  baselineLength: number;
  /** The instruction's difficulty (AlpacaEval's instruction_difficulty, a per-instruction log-odds shift), when
   * known; the GLM uses it only when every row has it. */
  difficulty?: number;
}

/** The GLM's coefficients (AlpacaEval's weights file columns, in this order: length, difficulty, not-gamed). */
export interface LengthControlledCoefficients {
  /** Coefficient of tanh(standardised length difference, baseline minus model). */
  length: number;
  /** Coefficient of the instruction difficulty; null when difficulty was not used. */
  difficulty: number | null;
  /** The model's own log-odds against the baseline at equal length and zero difficulty (AlpacaEval's
   * not_gamed_baseline coefficient). */
  intercept: number;
}

export type LengthControlledReason =
  'no parsed preferences' | 'fewer than two instructions' | 'length difference constant' | 'no finite fit';

export interface WinRateAgainstBaseline {
  /** Rows with a parsed preference. */
  n: number;
  /** Mean preference (AlpacaEval's win_rate / 100); null with n = 0. */
  winRate: number | null;
  /** Sample standard deviation / √n (AlpacaEval's standard_error / 100); null with n < 2. */
  standardError: number | null;
  /** Preferences above, below and exactly at 1/2. */
  wins: number;
  losses: number;
  draws: number;
  /** (wins + draws/2)/n after rounding soft preferences to 0 or 1 (AlpacaEval's discrete_win_rate / 100). */
  discreteWinRate: number | null;
  reason: 'no parsed preferences' | null;
}

export interface LengthControlledWinRate extends WinRateAgainstBaseline {
  /** Rows (instructions), parsed or not. */
  rows: number;
  /** Whether the GLM used instruction difficulty (every row had one). */
  difficultyUsed: boolean;
  /** Mean over all rows of the GLM's prediction with the length term set to zero: the win rate the model would
   * have had with answers as long as the baseline's; null with reason. */
  lengthControlled: number | null;
  /** AlpacaEval's lc_standard_error / 100: sample standard deviation of the rows' predictions / √rows. It ignores
   * the uncertainty of the fit; the bootstrap interval below does not. */
  lengthControlledSe: number | null;
  /** 2.5% and 97.5% quantiles of the length-controlled win rate over bootstrap rounds that resample the
   * instructions and refit; null when withheld (see intervalReason). */
  lo: number | null;
  hi: number | null;
  /** The raw win rate's interval from the same rounds. */
  winRateLo: number | null;
  winRateHi: number | null;
  coefficients: LengthControlledCoefficients | null;
  /** Why lengthControlled is null. */
  lengthControlledReason: LengthControlledReason | null;
  /** Rounds whose resample had no finite fit; over BT_DEGENERATE_SHARE of the rounds withholds the interval. */
  failedRounds: number;
  rounds: number;
  intervalReason: LengthControlledReason | 'too many failed rounds' | null;
}

/**
 * AlpacaEval's preference (1 baseline better, 2 model better, 1.5 or the legacy 0 a draw, soft values between)
 * as a preference in [0, 1] for the model; null for a missing, NaN or out-of-range value.
 * @throws Error when p is ±Infinity (decision 0083; NaN reads as null: AlpacaEval's own missing preference).
 * @example alpacaPreference(1.9) // 0.9; alpacaPreference(0) // 0.5
 */
export function alpacaPreference(p: number | null | undefined): number | null {
  // NaN is AlpacaEval's own spelling of "no preference" (pandas' missing value): read as null, as AlpacaEval does.
  if (p === null || p === undefined || Number.isNaN(p)) return null;
  requireFinite('alpacaPreference', 'p', p);
  if (p === 0) return 0.5;
  return p >= 1 && p <= 2 ? p - 1 : null;
}

/**
 * The raw win rate of a model against a baseline from preferences in [0, 1] (null = unparsed, left out): the mean,
 * its standard error (sample sd/√n), wins, losses and draws (above, below, at 1/2) and the discrete win rate.
 * Source: AlpacaEval's get_winrate (tatsu-lab/alpaca_eval, metrics/winrate.py), described in
 * /work/research/formats.md §1.5; reproduced to 1e-12 on its text_davinci_001 and vicuna-13b-v1.5 files
 * (lengthControlledWinRate.corpus.test.ts).
 * @returns winRate and discreteWinRate null with no parsed preference, standardError null with fewer than two.
 * @throws Error when a preference is outside [0, 1]; or a number it reads is NaN or ±Infinity, or a count is negative
 *   (decision 0083).
 * @example winRateAgainstBaseline([1, 0, 0.5, null]) // { n: 3, winRate: 0.5, wins: 1, losses: 1, draws: 1, ... }
 */
export function winRateAgainstBaseline(preferences: readonly (number | null)[]): WinRateAgainstBaseline {
  preferences.forEach((p, i) => {
    if (p !== null && !(p >= 0 && p <= 1))
      throw new Error(`winRateAgainstBaseline requires preferences[${i}] to be in [0, 1] or null (got ${p})`);
  });
  const x = preferences.filter((p): p is number => p !== null);
  const n = x.length;
  if (n === 0)
    return {
      n,
      winRate: null,
      standardError: null,
      wins: 0,
      losses: 0,
      draws: 0,
      discreteWinRate: null,
      reason: 'no parsed preferences',
    };
  const mean = x.reduce((s, v) => s + v, 0) / n;
  const ss = x.reduce((s, v) => s + (v - mean) ** 2, 0);
  const wins = x.filter((v) => v > 0.5).length;
  const losses = x.filter((v) => v < 0.5).length;
  const draws = n - wins - losses;
  return {
    n,
    winRate: mean,
    standardError: n >= 2 ? Math.sqrt(ss / (n - 1) / n) : null,
    wins,
    losses,
    draws,
    discreteWinRate: (wins + draws / 2) / n,
    reason: null,
  };
}

const sigmoid = (t: number) => (t >= 0 ? 1 / (1 + Math.exp(-t)) : Math.exp(t) / (1 + Math.exp(t)));

/**
 * The length-controlled win rate from a fitted GLM: the mean over instructions of σ(intercept + difficulty · dᵢ),
 * the model's predicted preference with the length term at zero (its answer as long as the baseline's). With
 * AlpacaEval's weights and instruction difficulties this is its published length_controlled_winrate / 100.
 * Source: AlpacaEval's length_controlled_v1 prediction step (metrics/glm_winrate.py); /work/research/formats.md §1.6.
 * @throws Error when there are no difficulties, or the GLM has a difficulty coefficient and a difficulty is not
 *   finite.
 * @example lengthControlledPrediction({ length: -1.69, difficulty: 0.94, intercept: -0.53 }, difficulties) // 0.3813 for gpt4
 */
export function lengthControlledPrediction(
  coefficients: LengthControlledCoefficients,
  difficulties: readonly number[],
): number {
  if (difficulties.length === 0)
    throw new Error('lengthControlledPrediction requires at least one instruction');
  requireFinite('lengthControlledPrediction', 'coefficients.length', coefficients.length);
  requireFinite('lengthControlledPrediction', 'coefficients.intercept', coefficients.intercept);
  if (coefficients.difficulty !== null) {
    requireFinite('lengthControlledPrediction', 'coefficients.difficulty', coefficients.difficulty);
    requireFiniteAll('lengthControlledPrediction', 'difficulties', difficulties);
  }
  let sum = 0;
  for (const d of difficulties) {
    sum += sigmoid(coefficients.intercept + (coefficients.difficulty ?? 0) * d);
  }
  return sum / difficulties.length;
}

/** Features of the GLM for a set of rows: tanh of the standardised length difference, difficulty, 1. */
interface GlmData {
  /** tanh(Δ/sd(Δ)) per row (Δ = baseline length − model length); null when every Δ is 0 (the term is dropped and
   * its coefficient is 0). */
  length: Float64Array | null;
  difficulty: Float64Array | null;
  preference: (number | null)[];
}

/** Builds the GLM's features (sample sd of Δ over all rows, as AlpacaEval's pandas std), or why it cannot. */
function glmData(
  rows: readonly LengthControlledRow[],
  useDifficulty: boolean,
): GlmData | 'fewer than two instructions' | 'length difference constant' {
  const n = rows.length;
  if (n < 2) return 'fewer than two instructions';
  const delta = rows.map((r) => r.baselineLength - r.modelLength);
  const mean = delta.reduce((s, v) => s + v, 0) / n;
  const sd = Math.sqrt(delta.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1));
  const allZero = delta.every((v) => v === 0);
  // Equal lengths everywhere (a baseline against itself) need no control; a constant nonzero difference cannot be
  // told apart from the model's own strength.
  if (!(sd > 0) && !allZero) return 'length difference constant';
  return {
    length: allZero ? null : Float64Array.from(delta, (v) => Math.tanh(v / sd)),
    difficulty: useDifficulty ? Float64Array.from(rows, (r) => r.difficulty!) : null,
    preference: rows.map((r) => r.preference),
  };
}

/**
 * Maximum likelihood of the soft-label logistic model logit E[y] = θ_len·tanh(zᵢ) (+ θ_diff·dᵢ) + θ₀ by Newton's
 * method, over the rows with a preference. The log-likelihood Σ y log σ + (1 − y) log(1 − σ) is concave.
 * @returns the coefficients, or undefined when there is no finite maximum (a coefficient passes 50 or the
 *   iteration does not settle: e.g. every preference is 1, or length separates wins from losses).
 */
function fitGlm(g: GlmData): LengthControlledCoefficients | undefined {
  const P = (g.length ? 1 : 0) + (g.difficulty ? 1 : 0) + 1;
  // The design of the rows with a preference: [(tanh z), (d), 1] per row, and the soft labels.
  const X: number[] = [];
  const y: number[] = [];
  g.preference.forEach((p, i) => {
    if (p === null) return;
    if (g.length) X.push(g.length[i]!);
    if (g.difficulty) X.push(g.difficulty[i]!);
    X.push(1);
    y.push(p);
  });
  const beta = new Float64Array(P);
  const grad = new Float64Array(P);
  const H = new Float64Array(P * P);
  for (let iter = 0; iter < 100; iter++) {
    grad.fill(0);
    H.fill(0);
    for (let u = 0; u < y.length; u++) {
      let eta = 0;
      for (let f = 0; f < P; f++) eta += beta[f]! * X[u * P + f]!;
      const p = sigmoid(eta);
      const r = y[u]! - p;
      const v = p * (1 - p);
      for (let f = 0; f < P; f++) {
        const xf = X[u * P + f]!;
        grad[f] = grad[f]! + r * xf;
        for (let h = 0; h <= f; h++) H[f * P + h] = H[f * P + h]! + v * xf * X[u * P + h]!;
      }
    }
    const c = cholesky(H, P);
    if (!c) return undefined;
    const step = c.solve(grad);
    let size = 0;
    for (let f = 0; f < P; f++) {
      beta[f] = beta[f]! + step[f]!;
      size = Math.max(size, Math.abs(step[f]!));
    }
    if (!beta.every((b) => Math.abs(b) <= 50)) return undefined;
    if (size < 1e-12)
      return {
        length: g.length ? beta[0]! : 0,
        difficulty: g.difficulty ? beta[P - 2]! : null,
        intercept: beta[P - 1]!,
      };
  }
  return undefined;
}

/** The LC estimate of one set of rows: the fit and the mean prediction over all rows with the length term zeroed. */
function estimate(
  rows: readonly LengthControlledRow[],
  useDifficulty: boolean,
): { coefficients: LengthControlledCoefficients; predictions: Float64Array } | LengthControlledReason {
  if (!rows.some((r) => r.preference !== null)) return 'no parsed preferences';
  const g = glmData(rows, useDifficulty);
  if (typeof g === 'string') return g;
  const coefficients = fitGlm(g);
  if (!coefficients) return 'no finite fit';
  const predictions = Float64Array.from(rows, (_, i) =>
    sigmoid(coefficients.intercept + (coefficients.difficulty ?? 0) * (g.difficulty?.[i] ?? 0)),
  );
  return { coefficients, predictions };
}

/**
 * AlpacaEval 2's length-controlled win rate against a baseline, beside the raw win rate, with bootstrap intervals.
 *
 * The GLM (AlpacaEval's length_controlled_v1 formula): logit E[preferenceᵢ] = θ_len·tanh(Δᵢ/sd(Δ)) +
 * θ_diff·dᵢ + θ₀, no other intercept, where Δᵢ is the baseline's answer length minus the model's in characters,
 * sd(Δ) its sample standard deviation over the model's rows, and dᵢ the instruction's difficulty (used when every
 * row has one; otherwise the term is dropped, AlpacaEval's length_controlled_minimal). It is fitted by unpenalised
 * maximum likelihood on the parsed rows, preferences as soft labels. The length-controlled win rate is the mean
 * over all rows of σ(θ_diff·dᵢ + θ₀): the prediction with the length term at zero.
 * AlpacaEval fits the same GLM with an L1 penalty chosen by 5-fold cross-validation and with annotations of two
 * "gamed" baselines added at weight 0.1 (regularisation towards the baseline; data hosted on Hugging Face, not in
 * its repository), so a refit here approximates its published LC; its prediction step is reproduced exactly by
 * lengthControlledPrediction (decision 0091).
 *
 * Interval: `rounds` bootstrap rounds resample the instructions (rows) with replacement, re-standardise Δ, refit
 * and predict; the 2.5% and 97.5% quantiles of the rounds (and of the raw win rate over the same rounds), widened
 * to hold the point value. Round r draws from its own stream, roundSeed(seed, r).
 * Source: Y. Dubois, B. Galambosi, P. Liang & T. B. Hashimoto (2024), "Length-controlled AlpacaEval: a simple way
 * to debias automatic evaluators", arXiv:2404.04475; tatsu-lab/alpaca_eval metrics/glm_winrate.py.
 * @returns lengthControlled null with lengthControlledReason: 'no parsed preferences', 'fewer than two
 *   instructions', 'length difference constant' (the same nonzero Δ everywhere: length and strength cannot be told
 *   apart), 'no finite fit' (e.g. the model won every instruction). Never NaN.
 * @throws Error when a preference is outside [0, 1], a length is negative, or rounds < 1; or a number it reads is NaN
 *   or ±Infinity, or a count is negative (decision 0083).
 * @example lengthControlledWinRate(rows, { seed: 20261125 }) // { winRate: 0.276, lengthControlled: 0.381, lo, hi, ... }
 */
export function lengthControlledWinRate(
  rows: readonly LengthControlledRow[],
  options: { seed: number; rounds?: number },
): LengthControlledWinRate {
  const rounds = options.rounds ?? BOOTSTRAP_ROUNDS;
  if (!Number.isInteger(rounds) || rounds < 1)
    throw new Error(
      `lengthControlledWinRate requires options.rounds to be a whole number >= 1 (got ${rounds})`,
    );
  requireFinite('lengthControlledWinRate', 'options.seed', options.seed);
  rows.forEach((r, i) => {
    requireCount('lengthControlledWinRate', `rows[${i}].modelLength`, r.modelLength);
    requireCount('lengthControlledWinRate', `rows[${i}].baselineLength`, r.baselineLength);
    if (r.difficulty !== undefined)
      requireFinite('lengthControlledWinRate', `rows[${i}].difficulty`, r.difficulty);
    if (r.preference !== null && !(r.preference >= 0 && r.preference <= 1))
      throw new Error(
        `lengthControlledWinRate requires rows[${i}].preference to be in [0, 1] or null (got ${r.preference})`,
      );
  });
  const raw = winRateAgainstBaseline(rows.map((r) => r.preference));
  const useDifficulty =
    rows.length > 0 && rows.every((r) => r.difficulty !== undefined && Number.isFinite(r.difficulty));
  const point = estimate(rows, useDifficulty);
  const base = { ...raw, rows: rows.length, difficultyUsed: useDifficulty, rounds };
  if (typeof point === 'string')
    return {
      ...base,
      lengthControlled: null,
      lengthControlledSe: null,
      lo: null,
      hi: null,
      winRateLo: null,
      winRateHi: null,
      coefficients: null,
      lengthControlledReason: point,
      failedRounds: 0,
      intervalReason: point,
    };
  const p = point.predictions;
  const lc = p.reduce((s, v) => s + v, 0) / p.length;
  const lcSe = Math.sqrt(p.reduce((s, v) => s + (v - lc) ** 2, 0) / (p.length - 1) / p.length);
  const boot = bootstrapRounds(rows, useDifficulty, options.seed, rounds);
  const withheld = boot.failed > BT_DEGENERATE_SHARE * rounds;
  const interval = (values: number[], at: number) => {
    if (withheld || values.length === 0) return [null, null] as const;
    const sorted = Float64Array.from(values).sort();
    return [
      Math.min(quantileSorted7(sorted, 0.025), at),
      Math.max(quantileSorted7(sorted, 0.975), at),
    ] as const;
  };
  const [lo, hi] = interval(boot.lc, lc);
  const [winRateLo, winRateHi] = interval(boot.raw, raw.winRate!);
  return {
    ...base,
    lengthControlled: lc,
    lengthControlledSe: lcSe,
    lo,
    hi,
    winRateLo,
    winRateHi,
    coefficients: point.coefficients,
    lengthControlledReason: null,
    failedRounds: boot.failed,
    intervalReason: withheld ? 'too many failed rounds' : null,
  };
}

/** The bootstrap rounds: each resamples the rows, and records the LC estimate and the raw win rate. */
function bootstrapRounds(
  rows: readonly LengthControlledRow[],
  useDifficulty: boolean,
  seed: number,
  rounds: number,
): { lc: number[]; raw: number[]; failed: number } {
  const lc: number[] = [];
  const raw: number[] = [];
  let failed = 0;
  const n = rows.length;
  for (let r = 0; r < rounds; r++) {
    const rng = createRandom(roundSeed(seed, r));
    const sample = Array.from({ length: n }, () => rows[Math.floor(rng() * n)]!);
    const e = estimate(sample, useDifficulty);
    if (typeof e === 'string') {
      failed++;
      continue;
    }
    lc.push(e.predictions.reduce((s, v) => s + v, 0) / n);
    const w = winRateAgainstBaseline(sample.map((x) => x.preference)).winRate;
    if (w !== null) raw.push(w);
  }
  return { lc, raw, failed };
}
