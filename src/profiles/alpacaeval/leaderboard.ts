// AlpacaEval's own leaderboard, one per annotator (judge configuration): led by the length-controlled win rate as
// AlpacaEval published it, Parley's value beside it (reproduced from the published weights, or, where it cannot be,
// Parley's approximation, labelled as such) with the difference; then the raw win rate with its standard error and
// the average length, each published and recomputed from the annotations. Declared as ColumnSpec, so the cells, the
// downloads and the compact table (at most eight columns: a home page's) come from one declaration. Pure.
import type { AlpacaAnnotation, AlpacaOutput } from '../../records/peers.ts';
import type { PublishedLeaderboardRow } from '../../records/published.ts';
import { tableFromSpecs, type ColumnSpec } from '../../render/columnSpec.ts';
import { boardSpecs, pv } from './leaderboardColumns.ts';
import { agreementOf } from '../../render/format.ts';
import type { TableModel } from '../../site/viewModel.ts';
import { alpacaPreference, lengthControlledWinRate } from '../../stats/lengthControlledWinRate.ts';
import { byText } from '../tables.ts';
import { tableBaseline } from './link.ts';
import {
  alpacaLcWeights,
  instructionDifficulties,
  misalignedRows,
  predictedLc,
  weightsFor,
  type Difficulties,
  type LcWeights,
} from './lengthControl.ts';
import { isLcWeightsRow } from './readers.ts';
import {
  alpacaAverageLength,
  alpacaComparisons,
  alpacaWinRate,
  type AlpacaComparison,
  type AlpacaWinRate,
} from './winRate.ts';

/** What the leaderboards are built from: one benchmark's AlpacaEval records. */
export interface AlpacaLeaderboardInput {
  annotations: readonly AlpacaAnnotation[];
  outputs: readonly AlpacaOutput[];
  /** The published rows: leaderboards and the length-control weights. */
  published: readonly PublishedLeaderboardRow[];
  name: (model: string) => string;
  /** The ids that have a model page (their cells link to it). */
  models: ReadonlySet<string>;
  /** The site's bootstrap, for the approximation's interval. */
  seed: number;
  rounds: number;
}

/** Parley's length-controlled win rate of a row: reproduced from the published weights, or approximated. */
export type ParleyLc =
  | {
      kind: 'reproduced';
      /** Percent, as AlpacaEval prints it. */
      value: number;
      standardError: number;
      /** How far the value may be off because the difficulties were printed to few decimals (percent). */
      inputError: number;
      rows: number;
      /** How the rows were counted, for a model known only from the published table. */
      assumption?: string;
    }
  | {
      kind: 'approximation';
      value: number;
      lo: number | null;
      hi: number | null;
      /** Whether the refit had instruction difficulties. */
      difficulty: boolean;
    };

/** One model's row of an annotator's leaderboard. */
export interface AlpacaRow {
  model: string;
  annotator: string;
  baseline: string | undefined;
  /** The published row, when the annotator's table lists the model. */
  published?: PublishedLeaderboardRow;
  /** AlpacaEval's numbers recomputed from the model's annotations, when the data hold them. */
  computed?: AlpacaWinRate & {
    rows: number;
    avgLength: number;
    avgLengthFrom: 'model_outputs' | 'annotations';
  };
  lc?: ParleyLc;
  /** Why Parley has no LC for the row, when it has none. */
  lcReason?: string;
  /** True for the baseline's own row (its comparison with itself is reported, not counted). */
  isBaseline: boolean;
}

/** One annotator's leaderboard. */
export interface AlpacaBoard {
  annotator: string;
  baseline: string | undefined;
  rows: AlpacaRow[];
  specs: ColumnSpec<AlpacaRow>[];
  table: TableModel;
  /** What the table leads with: the LC win rate when any row has one (published or Parley's), else the win rate. */
  headline: 'lc' | 'win_rate';
  /** True when nothing in it is recomputed: a published table alone. */
  asPublished: boolean;
  /** How the LC was reproduced or approximated, and what could not be. */
  notes: string[];
}

/** The annotator's published rows, by model (weights left out). */
function publishedOf(published: readonly PublishedLeaderboardRow[], annotator: string) {
  return new Map(
    published.filter((r) => !isLcWeightsRow(r) && (r.board ?? '') === annotator).map((r) => [r.model, r]),
  );
}

/** The approximation: lengthControlledWinRate refitted on the model's annotations (with difficulties when known). */
function approximate(
  g: AlpacaComparison,
  d: Difficulties | undefined,
  input: AlpacaLeaderboardInput,
): ParleyLc | string {
  const rows = [...g.annotations].sort((a, b) => a.position - b.position);
  const withD = d !== undefined && rows.every((a) => a.position < d.values.length);
  const lc = lengthControlledWinRate(
    rows.map((a) => ({
      preference: alpacaPreference(a.preference),
      modelLength: a.modelLength,
      baselineLength: a.baselineLength,
      ...(withD ? { difficulty: d.values[a.position]! } : {}),
    })),
    { seed: input.seed, rounds: input.rounds },
  );
  if (lc.lengthControlled === null) return lc.lengthControlledReason ?? 'no fit';
  return {
    kind: 'approximation',
    value: 100 * lc.lengthControlled,
    lo: lc.lo === null ? null : 100 * lc.lo,
    hi: lc.hi === null ? null : 100 * lc.hi,
    difficulty: withD,
  };
}

/**
 * Parley's LC of one row: reproduced when the weights table has the model and the baseline and the difficulties
 * are known; else approximated from the annotations; else the reason there is none.
 */
function parleyLc(
  row: AlpacaRow,
  g: AlpacaComparison | undefined,
  weights: LcWeights | undefined,
  d: Difficulties | undefined,
  input: AlpacaLeaderboardInput,
): { lc?: ParleyLc; reason?: string } {
  const wm = weights?.rows.get(row.model);
  const wb = row.baseline === undefined ? undefined : weights?.rows.get(row.baseline);
  if (wm && wb && d) {
    if (g) {
      if (g.annotations.length <= d.values.length)
        return { lc: { kind: 'reproduced', ...predictedLc(wm, wb, d, g.annotations.length) } };
    } else {
      // Known only from the table: the prediction averages over the model's rows, which n_total counts unless some
      // preferences were unparsed (then the file held every instruction). Both are tried; the one giving the
      // published value is kept, else n_total.
      const nTotal = pv(row, 'n_total')?.value;
      const counts = [nTotal, d.values.length].filter(
        (n, i, all): n is number =>
          n !== undefined && Number.isInteger(n) && n >= 1 && n <= d.values.length && all.indexOf(n) === i,
      );
      const tries = counts.map((n) => predictedLc(wm, wb, d, n));
      const published = pv(row, 'length_controlled_winrate');
      const fits = tries.find((t) => published && agreementOf(t.value, published, t.inputError)?.agrees);
      const chosen = fits ?? tries[0];
      if (chosen)
        return {
          lc: {
            kind: 'reproduced',
            ...chosen,
            assumption:
              chosen.rows === nTotal
                ? `over n_total = ${chosen.rows} rows (no annotations in the data: assumes every preference of the model was parsed)`
                : `over ${chosen.rows} rows, every instruction (no annotations in the data; n_total = ${nTotal} counts parsed preferences only)`,
          },
        };
    }
  }
  if (g) {
    const a = approximate(g, d, input);
    return typeof a === 'string' ? { reason: `no length-controlled fit (${a})` } : { lc: a };
  }
  if (!weights) return { reason: 'no annotations in the data, and no length-control weights read' };
  if (!wm) return { reason: 'no annotations in the data, and the weights have no row for this model' };
  if (!d)
    return {
      reason:
        'no annotations in the data, and no instruction difficulties (no annotations carry glm_preference)',
    };
  return { reason: 'the weights have no row for the baseline' };
}

/** Rows by the published LC (else win rate), then those with no published value by Parley's, then by name. */
function order(rows: AlpacaRow[], headline: 'lc' | 'win_rate', name: (m: string) => string): AlpacaRow[] {
  const key = headline === 'lc' ? 'length_controlled_winrate' : 'win_rate';
  const mine = (r: AlpacaRow) => (headline === 'lc' ? r.lc?.value : r.computed?.win_rate);
  return rows.sort((a, b) => {
    const pa = pv(a, key)?.value;
    const pb = pv(b, key)?.value;
    if (pa !== undefined || pb !== undefined) {
      if (pa === undefined) return 1;
      if (pb === undefined) return -1;
      if (pa !== pb) return pb - pa;
    }
    const ma = mine(a) ?? -Infinity;
    const mb = mine(b) ?? -Infinity;
    return mb - ma || byText(name(a.model), name(b.model));
  });
}

/**
 * AlpacaEval's leaderboards, one per annotator: those with annotations in the data first (most models first), then
 * those known only from a published table. Each row is a model of the annotator's published table or of its
 * annotations; the baseline's own row is kept as published (its comparison with itself is not a result).
 * @example alpacaEvalBoards(input)[0].table // the leaderboard led by "LC win rate %"
 */
export function alpacaEvalBoards(input: AlpacaLeaderboardInput): AlpacaBoard[] {
  const groups = alpacaComparisons(input.annotations);
  const tables = alpacaLcWeights(input.published);
  const d = instructionDifficulties(groups, tables);
  const boardsOfTables = input.published.filter((r) => !isLcWeightsRow(r)).map((r) => r.board ?? '');
  const annotators = [...new Set([...groups.map((g) => g.annotator), ...boardsOfTables])];
  const models = (a: string) => groups.filter((g) => g.annotator === a && !g.selfComparison).length;
  annotators.sort((a, b) => models(b) - models(a) || byText(a, b));
  const outputs = new Map<string, number[]>();
  for (const o of input.outputs) {
    const list = outputs.get(o.model);
    if (list) list.push(o.length);
    else outputs.set(o.model, [o.length]);
  }
  return annotators.map((annotator) => {
    const published = publishedOf(input.published, annotator);
    const own = groups.filter((g) => g.annotator === annotator);
    const baseline =
      own.find((g) => g.selfComparison)?.baseline ??
      own[0]?.baseline ??
      tableBaseline([...published.values()]);
    const weights = baseline === undefined ? undefined : weightsFor(tables, annotator, baseline);
    const byModel = new Map(own.filter((g) => !g.selfComparison).map((g) => [g.model, g]));
    const ids = [...new Set([...published.keys(), ...byModel.keys()])];
    const notes: string[] = [];
    const rows = ids.map((model): AlpacaRow => {
      const g = byModel.get(model);
      const row: AlpacaRow = {
        model,
        annotator,
        baseline: g?.baseline ?? baseline,
        ...(published.has(model) ? { published: published.get(model)! } : {}),
        isBaseline: model === baseline && !g,
      };
      if (g) {
        const w = alpacaWinRate(g.annotations.map((a) => a.preference));
        const out = outputs.get(model);
        const lengths = out && out.length > 0 ? out : g.annotations.map((a) => a.modelLength);
        row.computed = {
          ...w,
          rows: g.annotations.length,
          avgLength: alpacaAverageLength(lengths),
          avgLengthFrom: out && out.length > 0 ? 'model_outputs' : 'annotations',
        };
      }
      if (row.isBaseline) return row;
      const { lc, reason } = parleyLc(row, g, weights, d, input);
      if (lc) row.lc = lc;
      if (reason) row.lcReason = reason;
      if (g && d && lc?.kind === 'reproduced') {
        const off = misalignedRows(g.annotations, d);
        if (off)
          notes.push(
            `${input.name(model)}: ${off.count} of its ${g.annotations.length} rows, from row ${off.first + 1} on, hold another instruction than the difficulties' source has at that position; AlpacaEval looks difficulties up by position, and so does the reproduction.`,
          );
      }
      return row;
    });
    const headline = rows.some((r) => r.lc || pv(r, 'length_controlled_winrate')) ? 'lc' : 'win_rate';
    order(rows, headline, input.name);
    notes.unshift(...lcNotes(rows, weights, d, input.name));
    const specs = boardSpecs(rows, input);
    const table = tableFromSpecs(specs, rows, {
      rowIds: (r) => r.model,
      extra: (r) => ({
        annotator,
        baseline: r.baseline ?? null,
        lc_kind: r.lc?.kind ?? null,
        lc_input_error: r.lc?.kind === 'reproduced' ? r.lc.inputError : null,
        lc_standard_error_parley: r.lc?.kind === 'reproduced' ? r.lc.standardError : null,
        lc_lo: r.lc?.kind === 'approximation' ? r.lc.lo : null,
        lc_hi: r.lc?.kind === 'approximation' ? r.lc.hi : null,
        standard_error_published: pv(r, 'standard_error')?.value ?? null,
        standard_error: r.computed?.standard_error ?? null,
        n_wins_base: r.computed?.n_wins_base ?? null,
        n_draws: r.computed?.n_draws ?? null,
        discrete_win_rate: r.computed?.discrete_win_rate ?? null,
        avg_length_from: r.computed?.avgLengthFrom ?? null,
      }),
    });
    const asPublished = rows.every((r) => !r.computed && !r.lc);
    return { annotator, baseline, rows, specs, table, headline, asPublished, notes };
  });
}

/** The notes on a board's LC: where the reproduction's inputs come from, or why rows are approximated. */
function lcNotes(
  rows: readonly AlpacaRow[],
  weights: LcWeights | undefined,
  d: Difficulties | undefined,
  name: (m: string) => string,
): string[] {
  const notes: string[] = [];
  const reproduced = rows.filter((r) => r.lc?.kind === 'reproduced');
  const approximated = rows.filter((r) => r.lc?.kind === 'approximation');
  if (reproduced.length > 0 && weights && d) {
    notes.push(
      `Parley's LC of ${reproduced.length} model${reproduced.length === 1 ? '' : 's'} is AlpacaEval's own prediction step on its published inputs: the GLM weights of ${weights.file} and the instruction difficulties recovered from the glm_preference of ${name(d.model)}'s annotations (read with ${d.file}; printed to ${d.places} decimals, so each reproduced value carries a bound, shown on hover, within which it must agree).`,
    );
    for (const o of d.others)
      notes.push(
        o.consistent
          ? `The difficulties from ${name(o.model)}'s glm_preference (${o.file}) agree with these within their printed precision (largest difference ${o.largest.toPrecision(2)}).`
          : `The difficulties from ${name(o.model)}'s glm_preference (${o.file}) differ from these by up to ${o.largest.toPrecision(2)}, beyond their printed precision: the two files come from different fits; ${d.file} is used.`,
      );
    const assumed = reproduced.filter((r) => r.lc?.kind === 'reproduced' && r.lc.assumption);
    if (assumed.length > 0)
      notes.push(
        `${assumed.length} of them are known only from the published table: the prediction averages over the model's rows, counted as n_total (or every instruction, where that gives the published value: some preferences were unparsed).`,
      );
  }
  if (approximated.length > 0) {
    const withD = approximated.filter((r) => r.lc?.kind === 'approximation' && r.lc.difficulty).length;
    const why = !weights
      ? 'no length-control weights are in the data'
      : !d
        ? 'no annotations carry glm_preference, from which the instruction difficulties are recovered'
        : 'the weights have no row for them';
    notes.push(
      `Parley's LC of ${approximated.length} model${approximated.length === 1 ? '' : 's'} (marked ≈) is an approximation, not AlpacaEval's number, because ${why}: a refit of the length-control GLM on the model's annotations alone, ${withD === approximated.length ? 'with' : withD === 0 ? 'without' : 'partly with'} instruction difficulties, by plain maximum likelihood. AlpacaEval fits each model with an L1 penalty and with its two "gamed" baselines (the baseline prompted to be verbose and concise, at weight 0.1), and with difficulties fitted on all its models; without difficulties the refit overstates the length effect, and so the LC of models whose answers are much shorter than the baseline's, by many points (decision 0108 measures it). Read the published value.`,
    );
  }
  return notes;
}
