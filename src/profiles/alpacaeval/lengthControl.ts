// AlpacaEval 2's length-controlled win rate reproduced from what it publishes: the per-model GLM weights (its
// repository's `metrics/weights/<annotator>/length_controlled_v1/baseline_<model>.csv`) and the instruction
// difficulties, which AlpacaEval downloads from Hugging Face and which Parley recovers from the `glm_preference`
// column an annotations file carries (the GLM's prediction per instruction). Decision 0108; docs/formats.md. Pure.
import type { AlpacaAnnotation } from '../../records/peers.ts';
import type { PublishedLeaderboardRow } from '../../records/published.ts';
import { numpySum, pandasSem } from '../../stats/numpySum.ts';
import { isLcWeightsRow } from './readers.ts';
import type { AlpacaComparison } from './winRate.ts';

/** One model's GLM coefficients (the weights CSV's three columns). */
export interface LcCoefficients {
  /** np.tanh(std_delta_len): the length term. */
  length: number;
  /** instruction_difficulty. */
  difficulty: number;
  /** not_gamed_baseline.astype(float): the model's own log-odds against the baseline at equal length. */
  intercept: number;
}

/** A published weights table: its rows by model, and what it is about (by path or by content: link.ts). */
export interface LcWeights {
  file: string;
  annotator?: string;
  baseline?: string;
  rows: ReadonlyMap<string, LcCoefficients>;
}

/** The coefficients of a weights row, by the columns' names as AlpacaEval writes them; undefined when one is absent. */
function coefficientsOf(r: PublishedLeaderboardRow): LcCoefficients | undefined {
  const col = (test: (k: string) => boolean) => {
    const k = Object.keys(r.values).find(test);
    return k === undefined ? undefined : r.values[k]!.value;
  };
  const length = col((k) => k.includes('std_delta_len'));
  const difficulty = col((k) => k === 'instruction_difficulty');
  const intercept = col((k) => k.startsWith('not_gamed_baseline'));
  return length === undefined || difficulty === undefined || intercept === undefined
    ? undefined
    : { length, difficulty, intercept };
}

/** The weights tables among the published rows, one per file, in the order met. */
export function alpacaLcWeights(published: readonly PublishedLeaderboardRow[]): LcWeights[] {
  const out = new Map<
    string,
    { file: string; annotator?: string; baseline?: string; rows: Map<string, LcCoefficients> }
  >();
  for (const r of published) {
    if (!isLcWeightsRow(r)) continue;
    let t = out.get(r.source.file);
    if (!t) {
      t = { file: r.source.file, rows: new Map() };
      if (r.labels?.annotator) t.annotator = r.labels.annotator;
      if (r.labels?.baseline) t.baseline = r.labels.baseline;
      out.set(r.source.file, t);
    }
    const c = coefficientsOf(r);
    if (c) t.rows.set(r.model, c);
  }
  return [...out.values()];
}

/**
 * The weights table for a comparison (annotator, baseline): the one of that annotator (and baseline, when the table
 * names one); else, when no table names an annotator, the only one with that baseline. Undefined when none fits.
 */
export function weightsFor(
  tables: readonly LcWeights[],
  annotator: string,
  baseline: string,
): LcWeights | undefined {
  const fits = (t: LcWeights) =>
    (t.baseline === undefined || t.baseline === baseline) && t.rows.has(baseline);
  const named = tables.filter((t) => t.annotator === annotator && fits(t));
  if (named.length > 0) return named[0];
  const unnamed = tables.filter((t) => t.annotator === undefined && fits(t));
  return unnamed.length === 1 ? unnamed[0] : undefined;
}

const logistic = (t: number) => (t >= 0 ? 1 / (1 + Math.exp(-t)) : Math.exp(t) / (1 + Math.exp(t)));
const logit = (p: number) => Math.log(p / (1 - p));

/**
 * Decimals a number was printed with, at most: those of its shortest round-trip text (`0.0452750109` has 10).
 * @example printedPlaces(0.0452750109) // 10; printedPlaces(1e-7) // 7
 */
export function printedPlaces(x: number): number {
  const [mantissa = '', exponent = '0'] = Math.abs(x).toString().split('e');
  const dot = mantissa.indexOf('.');
  return Math.max(0, (dot === -1 ? 0 : mantissa.length - dot - 1) - Number(exponent));
}

/** Instruction difficulties by row position, with the bounds the printed precision of their source leaves. */
export interface Difficulties {
  /** dᵢ for row position i (AlpacaEval looks difficulties up by the row's position in a model's file). */
  values: Float64Array;
  /** The ends of the interval each dᵢ lies in, given that glm_preference was printed to `places` decimals. */
  lo: Float64Array;
  hi: Float64Array;
  /** The instruction at each position in the source file (to tell when another file's rows are not in its order). */
  instructionIds: readonly string[];
  /** Where they come from: the model and file whose glm_preference gave them, and its printed decimals. */
  model: string;
  annotator: string;
  file: string;
  places: number;
  /** The other sources, each with the largest difference of its difficulties from these and whether the two sets'
   * intervals overlap at every position (they do when both come from the same published difficulties). */
  others: { model: string; file: string; largest: number; consistent: boolean }[];
}

/** The difficulties one comparison's glm_preference gives, or undefined when a row lacks it or the fit cannot. */
function fromComparison(
  g: AlpacaComparison,
  w: LcCoefficients,
): Omit<Difficulties, 'model' | 'annotator' | 'others'> | undefined {
  const rows = [...g.annotations].sort((a, b) => a.position - b.position);
  if (!(w.difficulty !== 0 && Number.isFinite(w.difficulty))) return undefined;
  if (
    !rows.every(
      (a, i) =>
        a.position === i && a.glmPreference !== undefined && a.glmPreference > 0 && a.glmPreference < 1,
    )
  )
    return undefined;
  const places = Math.max(...rows.map((a) => printedPlaces(a.glmPreference!)));
  const half = 0.5 * 10 ** -places;
  const d = (p: number) => (logit(p) - w.intercept) / w.difficulty;
  const clip = (p: number) => Math.min(Math.max(p, Number.MIN_VALUE), 1 - Number.EPSILON / 2);
  const n = rows.length;
  const values = new Float64Array(n);
  const lo = new Float64Array(n);
  const hi = new Float64Array(n);
  rows.forEach((a, i) => {
    const p = a.glmPreference!;
    values[i] = d(p);
    const x = d(clip(p - half));
    const y = d(clip(p + half));
    lo[i] = Math.min(x, y, values[i]!);
    hi[i] = Math.max(x, y, values[i]!);
  });
  return {
    values,
    lo,
    hi,
    instructionIds: rows.map((a) => a.instructionId),
    file: rows[0]!.source.file,
    places,
  };
}

/**
 * AlpacaEval's instruction difficulties, recovered from an annotations file that carries `glm_preference` (AlpacaEval
 * writes the length-controlled GLM's prediction per row into a re-run's annotations): with that model's weights row,
 * glm_preferenceᵢ = σ(θ_d·dᵢ + θ₀), so dᵢ = (logit(glm_preferenceᵢ) − θ₀)/θ_d. Each dᵢ comes with the interval its
 * printed precision allows (pandas writes 10 decimals). Of several sources, the one with the most rows is used (then
 * the most decimals, then the first model by name); the others are compared with it.
 * Source: tatsu-lab/alpaca_eval, metrics/glm_winrate.py (get_length_controlled_winrate, _get_featurized_data).
 * @returns undefined when no comparison carries glm_preference on every row with a weights row for its model.
 * @example instructionDifficulties(groups, weights)?.values.length // 805
 */
export function instructionDifficulties(
  groups: readonly AlpacaComparison[],
  tables: readonly LcWeights[],
): Difficulties | undefined {
  const found: Difficulties[] = [];
  for (const g of groups) {
    if (g.selfComparison || !g.annotations.some((a) => a.glmPreference !== undefined)) continue;
    const w = weightsFor(tables, g.annotator, g.baseline)?.rows.get(g.model);
    const d = w && fromComparison(g, w);
    if (d) found.push({ ...d, model: g.model, annotator: g.annotator, others: [] });
  }
  if (found.length === 0) return undefined;
  found.sort(
    (a, b) =>
      b.values.length - a.values.length ||
      b.places - a.places ||
      (a.model < b.model ? -1 : a.model > b.model ? 1 : 0),
  );
  const [best, ...rest] = found;
  best!.others = rest.map((o) => {
    let largest = 0;
    let consistent = true;
    for (let i = 0; i < Math.min(o.values.length, best!.values.length); i++) {
      largest = Math.max(largest, Math.abs(o.values[i]! - best!.values[i]!));
      if (o.hi[i]! < best!.lo[i]! || o.lo[i]! > best!.hi[i]!) consistent = false;
    }
    return { model: o.model, file: o.file, largest, consistent };
  });
  return best;
}

/** A length-controlled win rate predicted from published weights, in percent, with the bounds of its inputs. */
export interface PredictedLc {
  /** 100 × mean over rows 0..n−1 of σ(Δθ₀ + Δθ_d·dᵢ), Δ = the model's coefficients minus the baseline's. */
  value: number;
  /** 100 × pandas' sem of the rows' predictions (AlpacaEval's lc_standard_error). */
  standardError: number;
  /** The largest distance of `value` from the ends its inputs allow (difficulties within their printed precision). */
  inputError: number;
  rows: number;
}

/**
 * AlpacaEval's length-controlled win rate of a model against the baseline from the published weights: the mean over
 * the model's rows of the GLM's prediction with the length term at zero, σ(Δθ₀ + Δθ_d·dᵢ), dᵢ the difficulty of row
 * position i (as AlpacaEval looks it up: by position, whatever instruction the row holds), and the standard error of
 * those predictions as pandas computes it. The bounds take each dᵢ at the ends of its interval (σ is monotone).
 * Source: tatsu-lab/alpaca_eval, metrics/glm_winrate.py (predict_winrate; get_length_controlled_winrate).
 * @throws Error when rows is not between 1 and the number of difficulties.
 * @example predictedLc(weights.get('gpt-3.5-turbo-1106'), weights.get('gpt4_1106_preview'), d, 805).value // 19.3005890351
 */
export function predictedLc(
  model: LcCoefficients,
  baseline: LcCoefficients,
  d: Difficulties,
  rows: number,
): PredictedLc {
  if (!(Number.isInteger(rows) && rows >= 1 && rows <= d.values.length))
    throw new Error(`predictedLc requires between 1 and ${d.values.length} rows (got ${rows})`);
  const a = model.intercept - baseline.intercept;
  const b = model.difficulty - baseline.difficulty;
  const p = new Array<number>(rows);
  let low = 0;
  let high = 0;
  for (let i = 0; i < rows; i++) {
    p[i] = logistic(a + b * d.values[i]!);
    const x = logistic(a + b * d.lo[i]!);
    const y = logistic(a + b * d.hi[i]!);
    low += Math.min(x, y);
    high += Math.max(x, y);
  }
  // numpy's mean: its pairwise sum, divided.
  const value = (100 * numpySum(p)) / rows;
  return {
    value,
    standardError: 100 * pandasSem(p),
    inputError: Math.max(value - (100 * low) / rows, (100 * high) / rows - value, 0),
    rows,
  };
}

/**
 * The positions at which a model's rows hold another instruction than the difficulties' source file: AlpacaEval
 * gives those rows the difficulty of the source's instruction at that position (a file missing an instruction
 * shifts every later one). Returns the first such position and how many there are.
 */
export function misalignedRows(
  annotations: readonly AlpacaAnnotation[],
  d: Difficulties,
): { first: number; count: number } | undefined {
  let first = -1;
  let count = 0;
  for (const a of annotations)
    if (a.position < d.instructionIds.length && d.instructionIds[a.position] !== a.instructionId) {
      count++;
      if (first === -1 || a.position < first) first = a.position;
    }
  return count === 0 ? undefined : { first, count };
}
