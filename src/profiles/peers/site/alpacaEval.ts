// AlpacaEval on the peers page: each model's head-to-head numbers against the baseline, computed from the
// annotations as AlpacaEval computes them, the length-controlled win rate refitted by Parley, and the published
// leaderboard beside them.
import type { PublishedLeaderboardRow } from '../../../records/published.ts';
import type { Cell, TableModel } from '../../../site/viewModel.ts';
import { alpacaPreference, lengthControlledWinRate } from '../../../stats/lengthControlledWinRate.ts';
import { ALPACA_EVAL } from '../../alpacaeval/readers.ts';
import {
  alpacaAverageLength,
  alpacaComparisons,
  alpacaWinRate,
  type AlpacaComparison,
} from '../../alpacaeval/winRate.ts';
import { byText, table } from '../../tables.ts';
import { comparisonTable, listed, tally, type Comparison } from './compare.ts';
import type { PeerFormat } from './model.ts';
import { intervalCell, modelCell, numberCell, rawNumber, type PeerInput } from './shared.ts';

/** The published columns Parley recomputes, and how each is read off Parley's row. */
const COMPARED = [
  'win_rate',
  'standard_error',
  'n_wins',
  'n_wins_base',
  'n_draws',
  'n_total',
  'discrete_win_rate',
  'avg_length',
  'length_controlled_winrate',
  'lc_standard_error',
] as const;
type Compared = (typeof COMPARED)[number];

/** Parley's numbers of one (annotator, model), in the published columns, and what they are computed over. */
type Computed = Partial<Record<Compared, number>> & { n: number };
type Row = { cells: Cell[]; raw: Record<string, string | number | boolean | null>; sort: number };

/** One model's row against the baseline: AlpacaEval's win rates, the average length and Parley's LC refit. */
function alpacaModelRow(
  input: PeerInput,
  g: AlpacaComparison,
): { row: Row; computed: Computed; note?: string } {
  const { data, ctx } = input;
  const w = alpacaWinRate(g.annotations.map((a) => a.preference));
  const outputs = data.peers.alpacaOutputs.filter((o) => o.model === g.model).map((o) => o.length);
  const lengths = outputs.length > 0 ? outputs : g.annotations.map((a) => a.modelLength);
  const avg = alpacaAverageLength(lengths);
  const lc = lengthControlledWinRate(
    [...g.annotations]
      .sort((a, b) => a.position - b.position)
      .map((a) => ({
        preference: alpacaPreference(a.preference),
        modelLength: a.modelLength,
        baselineLength: a.baselineLength,
      })),
    { seed: ctx.seed, rounds: ctx.rounds },
  );
  const lcPct = lc.lengthControlled === null ? undefined : 100 * lc.lengthControlled;
  const computed: Computed = {
    win_rate: w.win_rate,
    standard_error: w.standard_error,
    n_wins: w.n_wins,
    n_wins_base: w.n_wins_base,
    n_draws: w.n_draws,
    n_total: w.n_total,
    discrete_win_rate: w.discrete_win_rate,
    avg_length: avg,
    ...(lcPct === undefined ? {} : { length_controlled_winrate: lcPct }),
    ...(lc.lengthControlledSe === null ? {} : { lc_standard_error: 100 * lc.lengthControlledSe }),
    n: w.n_total,
  };
  const row: Row = {
    cells: [
      modelCell(input, g.model),
      { text: g.annotator },
      { text: ctx.name(g.baseline) },
      numberCell(w.win_rate, 2, String(w.win_rate)),
      numberCell(w.standard_error, 2, String(w.standard_error)),
      { text: `${w.n_wins} / ${w.n_wins_base} / ${w.n_draws}`, sort: w.n_wins },
      { text: String(w.n_total), sort: w.n_total },
      numberCell(w.discrete_win_rate, 2),
      {
        text: String(avg),
        sort: avg,
        title: outputs.length > 0 ? 'from model_outputs.json' : 'from the annotations',
      },
      numberCell(lcPct, 2, lcPct === undefined ? (lc.lengthControlledReason ?? undefined) : String(lcPct)),
      intervalCell(lc.lo === null ? null : 100 * lc.lo, lc.hi === null ? null : 100 * lc.hi, 2),
    ],
    raw: {
      model: g.model,
      annotator: g.annotator,
      baseline: g.baseline,
      win_rate: w.win_rate,
      standard_error: rawNumber(w.standard_error),
      n_wins: w.n_wins,
      n_wins_base: w.n_wins_base,
      n_draws: w.n_draws,
      n_total: w.n_total,
      discrete_win_rate: rawNumber(w.discrete_win_rate),
      avg_length: avg,
      avg_length_from: outputs.length > 0 ? 'model_outputs' : 'annotations',
      lc_win_rate: rawNumber(lcPct),
      lc_standard_error: lc.lengthControlledSe === null ? null : 100 * lc.lengthControlledSe,
      lc_lo: lc.lo === null ? null : 100 * lc.lo,
      lc_hi: lc.hi === null ? null : 100 * lc.hi,
    },
    sort: w.win_rate,
  };
  return lc.lengthControlled === null
    ? {
        row,
        computed,
        note: `${ctx.name(g.model)} (${g.annotator}): no length-controlled win rate (${lc.lengthControlledReason}).`,
      }
    : { row, computed };
}

/**
 * Every published number Parley recomputes, beside Parley's value (keyed by annotator and model), in the order of
 * board and model; the published rows with no annotations (other than the baseline's self-comparison) unmatched.
 */
function alpacaPublishedComparisons(
  published: readonly PublishedLeaderboardRow[],
  computedOf: ReadonlyMap<string, Computed>,
  selves: readonly AlpacaComparison[],
  name: (model: string) => string,
): { comparisons: Comparison[]; unmatched: string[]; unmatchedValues: number } {
  const comparisons: Comparison[] = [];
  const unmatched: string[] = [];
  let unmatchedValues = 0;
  const sortedPublished = [...published].sort(
    (a, b) => byText(a.board ?? '', b.board ?? '') || byText(a.model, b.model),
  );
  for (const r of sortedPublished) {
    const mine = computedOf.get(`${r.board ?? ''}\u0000${r.model}`);
    const self = selves.some((s) => s.model === r.model && s.annotator === (r.board ?? ''));
    if (!mine) {
      if (!self) {
        unmatched.push(name(r.model));
        unmatchedValues += COMPARED.filter((c) => r.values[c]).length;
      }
      continue;
    }
    for (const column of COMPARED) {
      const p = r.values[column];
      if (!p) continue;
      const lc = column === 'length_controlled_winrate' || column === 'lc_standard_error';
      comparisons.push({
        model: r.model,
        board: r.board ?? '',
        column,
        computed: mine[column],
        published: p,
        n: mine.n,
        ...(lc
          ? {
              note: "Parley refits AlpacaEval's length-control model on these annotations alone, without the instruction difficulties AlpacaEval fits across all its models, so it approximates the published value rather than reproducing it",
            }
          : column === 'avg_length'
            ? {
                note: 'the mean length in characters of the outputs in the data (model_outputs.json when present)',
              }
            : {}),
      });
    }
  }
  return { comparisons, unmatched, unmatchedValues };
}

/** The win-rate leaderboard, its rows by win rate (highest first, ties in the order computed). */
function alpacaLeaderboard(rows: readonly Row[]): TableModel {
  const order = rows.map((_, i) => i).sort((i, j) => rows[j]!.sort - rows[i]!.sort || i - j);
  return table(
    [
      { key: 'model', label: 'Model' },
      { key: 'annotator', label: 'Annotator', help: 'the judge configuration (AlpacaEval annotator)' },
      { key: 'baseline', label: 'Baseline' },
      {
        key: 'win_rate',
        label: 'Win rate %',
        numeric: true,
        help: "mean of the judge's preferences for the model, soft preferences as they are",
      },
      {
        key: 'standard_error',
        label: 'SE',
        numeric: true,
        help: 'standard error of the win rate (pandas sem)',
      },
      { key: 'record', label: 'Wins / base wins / draws', numeric: true },
      { key: 'n_total', label: 'n', numeric: true, help: 'annotations with a valid preference' },
      {
        key: 'discrete_win_rate',
        label: 'Discrete %',
        numeric: true,
        help: 'win rate with each preference rounded first (a draw counts half)',
      },
      {
        key: 'avg_length',
        label: 'Avg length',
        numeric: true,
        help: 'integer part of the mean output length in characters',
      },
      {
        key: 'lc_win_rate',
        label: 'LC win rate %',
        numeric: true,
        help: "length-controlled win rate, Parley's refit (see the notes)",
      },
      { key: 'lc_ci', label: 'LC 95% interval', help: "bootstrap over the instructions, the site's seed" },
    ],
    order.map((i) => rows[i]!.cells),
    order.map((i) => rows[i]!.raw),
  );
}

/** AlpacaEval's page of the peers section, or undefined when the data hold neither annotations nor its leaderboard. */
export function alpacaEvalFormat(input: PeerInput): PeerFormat | undefined {
  const { data, ctx } = input;
  const annotations = data.peers.alpacaAnnotations.filter((a) => a.benchmark === ALPACA_EVAL);
  const published = data.publishedLeaderboard.filter(
    (r) => r.benchmark === ALPACA_EVAL && !(r.board ?? '').startsWith('length-control weights'),
  );
  if (annotations.length === 0 && published.length === 0) return undefined;
  const groups = alpacaComparisons(annotations);
  const selves = groups.filter((g) => g.selfComparison);
  const notes: string[] = [];
  const rows: Row[] = [];
  const computedOf = new Map<string, Computed>();
  for (const g of groups.filter((x) => !x.selfComparison)) {
    const { row, computed, note } = alpacaModelRow(input, g);
    computedOf.set(`${g.annotator}\u0000${g.model}`, computed);
    if (note !== undefined) notes.push(note);
    rows.push(row);
  }
  for (const s of selves)
    notes.push(
      `The baseline ${ctx.name(s.baseline)} compared with itself (${s.annotator}, ${s.annotations.length} instructions): reported as AlpacaEval reports it, not counted as a result.`,
    );
  const { comparisons, unmatched, unmatchedValues } = alpacaPublishedComparisons(
    published,
    computedOf,
    selves,
    ctx.name,
  );
  if (unmatched.length > 0)
    notes.push(
      `${unmatched.length} published ${unmatched.length === 1 ? 'row has' : 'rows have'} no annotations in the data, so nothing could be recomputed for ${unmatched.length === 1 ? 'it' : 'them'}: ${listed(unmatched)}.`,
    );
  notes.push(
    "The length-controlled win rate is Parley's own refit of AlpacaEval's length-control model (lengthControlledWinRate) on each model's annotations, without instruction difficulty; its interval is the site's seeded bootstrap over the instructions. AlpacaEval's published value also uses difficulties fitted across every model, so the two are not expected to agree to the printed digits.",
  );
  const models = new Set([...groups.map((g) => g.model), ...published.map((r) => r.model)]);
  const tables = [
    {
      id: 'leaderboard',
      title: 'Win rates against the baseline',
      method:
        "Computed from each model's annotations as AlpacaEval computes them: preferences 1 (baseline better) to 2 (model better), 1.5 or the legacy 0 a draw, missing preferences left out.",
      table: alpacaLeaderboard(rows),
    },
  ];
  if (comparisons.length > 0)
    tables.push({
      id: 'published',
      title: 'Published beside computed',
      method:
        'Every number of the published leaderboard that Parley recomputes, for the models whose annotations are in the data.',
      table: comparisonTable(comparisons, input.models, ctx.name),
    });
  return {
    id: 'alpacaeval',
    title: 'AlpacaEval',
    origin:
      'tatsu-lab/alpaca_eval: annotations.json per model and annotator, model_outputs.json, leaderboard CSVs',
    tally: tally(comparisons, models.size, unmatchedValues),
    tables,
    ...(comparisons.length > 0 ? { comparison: 'published' } : {}),
    notes,
  };
}
