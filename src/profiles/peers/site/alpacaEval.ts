// AlpacaEval on the peers page: its own leaderboard per annotator (led by the published LC win rate, Parley's
// value beside it: reproduced from the published weights, or an approximation said to be one), then every published
// number Parley recomputes beside it, judged by the site's one agreement rule.
import { seg } from '../../../views/viewContext.ts';
import { alpacaEvalBoards, type AlpacaBoard, type AlpacaRow } from '../../alpacaeval/leaderboard.ts';
import { ALPACA_EVAL, isLcWeightsRow } from '../../alpacaeval/readers.ts';
import { alpacaComparisons } from '../../alpacaeval/winRate.ts';
import { byText } from '../../tables.ts';
import { comparisonTable, listed, tally, type Comparison } from './compare.ts';
import type { PeerFormat, PeerTable } from './model.ts';
import type { PeerInput } from './shared.ts';

/** The published columns Parley recomputes from the annotations, as AlpacaEval names them. */
const FROM_ANNOTATIONS = [
  'win_rate',
  'standard_error',
  'n_wins',
  'n_wins_base',
  'n_draws',
  'n_total',
  'discrete_win_rate',
  'avg_length',
] as const;

const AVG_LENGTH_NOTE =
  'the mean length in characters of the outputs in the data (model_outputs.json when present)';

/** Every published number of one row that Parley recomputes, beside Parley's value. */
function rowComparisons(r: AlpacaRow): Comparison[] {
  const p = r.published;
  if (!p) return [];
  const out: Comparison[] = [];
  const at = { model: r.model, board: r.annotator };
  if (r.computed)
    for (const column of FROM_ANNOTATIONS) {
      const published = p.values[column];
      if (!published) continue;
      out.push({
        ...at,
        column,
        computed: column === 'avg_length' ? r.computed.avgLength : r.computed[column],
        published,
        n: r.computed.n_total,
        ...(column === 'avg_length' ? { note: AVG_LENGTH_NOTE } : {}),
      });
    }
  const lc = p.values.length_controlled_winrate;
  const lcSe = p.values.lc_standard_error;
  if (r.lc?.kind === 'reproduced') {
    const note = `reproduced from the published weights and difficulties, ${r.lc.assumption ?? `over the model's ${r.lc.rows} annotations`}`;
    if (lc)
      out.push({
        ...at,
        column: 'length_controlled_winrate',
        computed: r.lc.value,
        published: lc,
        n: r.lc.rows,
        inputError: r.lc.inputError,
        note,
      });
    if (lcSe)
      out.push({
        ...at,
        column: 'lc_standard_error',
        computed: r.lc.standardError,
        published: lcSe,
        n: r.lc.rows,
        inputError: r.lc.inputError,
        note,
      });
  } else if (r.lc?.kind === 'approximation' && lc)
    out.push({
      ...at,
      column: 'length_controlled_winrate',
      computed: r.lc.value,
      published: lc,
      n: r.computed?.n_total,
      approximation: true,
      note: "Parley's approximation (a refit of the length-control GLM on this model's annotations), not AlpacaEval's regularised fit: shown with its difference, not judged (decision 0108)",
    });
  return out;
}

/**
 * A board's table on the page. The heading stays short (an annotator's name is one long word, which would overflow a
 * phone's width in a heading); the method names the annotator and the baseline.
 */
function boardTable(b: AlpacaBoard, i: number, name: (m: string) => string): PeerTable {
  const against = b.baseline === undefined ? '' : ` against the baseline ${name(b.baseline)}`;
  const lead =
    b.headline === 'lc'
      ? "Led by AlpacaEval's length-controlled (LC) win rate as published, with Parley's value beside it and the difference; then the raw win rate ± its standard error and the average length, published and recomputed from the annotations."
      : 'Led by the raw win rate ± its standard error, published and recomputed from the annotations, then the average length.';
  return {
    id: i === 0 ? 'leaderboard' : `leaderboard-${seg(b.annotator)}`,
    title: `Leaderboard${i === 0 ? '' : ` ${i + 1}`}${b.asPublished ? ' (as published)' : ''}`,
    method: `Annotator (AlpacaEval's judge configuration) ${b.annotator}${against}. ${lead} Rows with no annotations in the data are shown as published.`,
    table: b.table,
  };
}

/** AlpacaEval's page of the peers section, or undefined when the data hold neither annotations nor its tables. */
export function alpacaEvalFormat(input: PeerInput): PeerFormat | undefined {
  const { data, ctx } = input;
  const annotations = data.peers.alpacaAnnotations.filter((a) => a.benchmark === ALPACA_EVAL);
  const published = data.publishedLeaderboard.filter((r) => r.benchmark === ALPACA_EVAL);
  if (annotations.length === 0 && published.filter((r) => !isLcWeightsRow(r)).length === 0) return undefined;
  const boards = alpacaEvalBoards({
    annotations,
    outputs: data.peers.alpacaOutputs.filter((o) => o.benchmark === ALPACA_EVAL),
    published,
    name: ctx.name,
    models: input.models,
    seed: ctx.seed,
    rounds: ctx.rounds,
  });
  const notes: string[] = [];
  const comparisons: Comparison[] = [];
  let unmatchedValues = 0;
  const unmatched: string[] = [];
  for (const b of boards) {
    notes.push(...b.notes);
    for (const r of [...b.rows].sort((x, y) => byText(x.model, y.model))) {
      const cs = rowComparisons(r);
      comparisons.push(...cs);
      if (r.published && !r.computed && !r.isBaseline) {
        unmatched.push(ctx.name(r.model));
        unmatchedValues += FROM_ANNOTATIONS.filter((c) => r.published!.values[c]).length;
        if (
          r.published.values.length_controlled_winrate &&
          !cs.some((c) => c.column === 'length_controlled_winrate')
        )
          unmatchedValues++;
        if (r.published.values.lc_standard_error && !cs.some((c) => c.column === 'lc_standard_error'))
          unmatchedValues++;
      }
    }
  }
  const groups = alpacaComparisons(annotations);
  for (const s of groups.filter((g) => g.selfComparison))
    notes.push(
      `The baseline ${ctx.name(s.baseline)} compared with itself (${s.annotator}, ${s.annotations.length} instructions): reported as AlpacaEval reports it, not counted as a result.`,
    );
  if (unmatched.length > 0)
    notes.push(
      `${unmatched.length} published ${unmatched.length === 1 ? 'row has' : 'rows have'} no annotations in the data, so ${unmatched.length === 1 ? 'its win rates are' : 'their win rates are'} shown as published and not recomputed: ${listed(unmatched)}.`,
    );
  const models = new Set([
    ...groups.map((g) => g.model),
    ...published.filter((r) => !isLcWeightsRow(r)).map((r) => r.model),
  ]);
  const tables: PeerTable[] = boards.map((b, i) => boardTable(b, i, ctx.name));
  if (comparisons.length > 0)
    tables.push({
      id: 'published',
      title: 'Published beside computed',
      method:
        "Every number of the published leaderboards that Parley recomputes: from the annotations (win rates, counts, length) and from the published length-control weights (the LC win rate and its standard error). Agreement is judged to the printed digits, widened by the precision of double arithmetic (1e-12 relative) and of Parley's inputs; Parley's approximations are shown with their difference and not judged.",
      table: comparisonTable(comparisons, input.models, ctx.name),
    });
  return {
    id: 'alpacaeval',
    title: 'AlpacaEval',
    origin:
      'tatsu-lab/alpaca_eval: annotations.json per model and annotator, model_outputs.json, leaderboard CSVs, length-control weights',
    tally: tally(comparisons, models.size, unmatchedValues),
    tables,
    ...(comparisons.length > 0 ? { comparison: 'published' } : {}),
    ...(tables.length > 0 && boards.length > 0 ? { headline: tables[0]!.id } : {}),
    notes,
  };
}
