// What AlpacaEval's tables are about, decided from their content once every file is read. A leaderboard CSV names
// its annotator (the judge configuration) only in its file name (`<annotator>_leaderboard.csv`), and a weights CSV
// its annotator and baseline only in its path (`weights/<annotator>/.../baseline_<model>.csv`). Renamed
// (`leaderboard.csv`, `lc.csv`), they are matched here by what they hold: the baseline row (win rate 50, every
// comparison a draw; in the weights, the row of zeros) and the annotations of the same models against it.
import type { RecordSink } from '../../records/dataset.ts';
import type { PublishedLeaderboardRow } from '../../records/published.ts';
import type { IngestReport } from '../../records/report.ts';
import { quote } from '../../records/report.ts';
import { agreesToPrinted } from '../../render/format.ts';
import { ALPACA_EVAL, isLcWeightsRow, LC_WEIGHTS_BOARD } from './readers.ts';
import { alpacaComparisons, alpacaWinRate, type AlpacaComparison } from './winRate.ts';

/** The published counts an annotator's annotations must reproduce for a table to be taken as that annotator's. */
const COUNTS = ['n_wins', 'n_wins_base', 'n_draws', 'n_total'] as const;

/**
 * The model a leaderboard table compares every other model with, told by its row: a win rate of exactly 50 with
 * every comparison a draw (n_draws = n_total), a standard error of 0 and an LC win rate of 50 where the table has
 * them. Undefined when no row, or more than one, looks so.
 * @example tableBaseline(rows) // 'gpt4_1106_preview'
 */
export function tableBaseline(rows: readonly PublishedLeaderboardRow[]): string | undefined {
  const is = (r: PublishedLeaderboardRow, k: string, x: number) =>
    r.values[k] === undefined || r.values[k].value === x;
  const found = new Set(
    rows
      .filter(
        (r) =>
          r.values.win_rate?.value === 50 &&
          is(r, 'standard_error', 0) &&
          is(r, 'length_controlled_winrate', 50) &&
          (r.values.n_draws === undefined ||
            r.values.n_total === undefined ||
            r.values.n_draws.value === r.values.n_total.value),
      )
      .map((r) => r.model),
  );
  return found.size === 1 ? [...found][0] : undefined;
}

/** The baseline of a weights table by content: the one model whose coefficients are all zero. */
export function weightsBaseline(rows: readonly PublishedLeaderboardRow[]): string | undefined {
  const zero = rows.filter((r) => {
    const v = Object.values(r.values);
    return v.length > 0 && v.every((x) => x.value === 0);
  });
  return zero.length === 1 ? zero[0]!.model : undefined;
}

/** Rows grouped by the file they were read from, in the order met. */
function byFile(rows: readonly PublishedLeaderboardRow[]): Map<string, PublishedLeaderboardRow[]> {
  const out = new Map<string, PublishedLeaderboardRow[]>();
  for (const r of rows) {
    const list = out.get(r.source.file);
    if (list) list.push(r);
    else out.set(r.source.file, [r]);
  }
  return out;
}

/** Whether an annotator's numbers for a model are the table's: its counts, or (a table without counts) its win rate. */
function sameNumbers(g: AlpacaComparison, p: PublishedLeaderboardRow): boolean {
  const w = alpacaWinRate(g.annotations.map((x) => x.preference));
  if (COUNTS.some((k) => p.values[k] !== undefined))
    return COUNTS.every((k) => p.values[k] !== undefined && p.values[k].value === w[k]);
  return p.values.win_rate !== undefined && agreesToPrinted(w.win_rate, p.values.win_rate) === true;
}

/**
 * The annotator whose annotations a leaderboard table reports, decided by content: of the annotators whose
 * annotations judge some of the table's models against the table's baseline (tableBaseline), the only one whose
 * numbers are the table's for every model they share: wins, baseline wins, draws and n (integers, which another
 * judge does not reproduce by chance), or the win rate in a table without counts.
 * @returns the annotator and how it was decided, or the candidates when none or several fit.
 */
export function annotatorOfTable(
  rows: readonly PublishedLeaderboardRow[],
  groups: readonly AlpacaComparison[],
): { annotator: string; by: string } | { candidates: string[] } {
  const baseline = tableBaseline(rows);
  const published = new Map(rows.map((r) => [r.model, r]));
  const shared = groups.filter(
    (g) => !g.selfComparison && published.has(g.model) && (baseline === undefined || g.baseline === baseline),
  );
  const candidates = [...new Set(shared.map((g) => g.annotator))].sort();
  const fitting = candidates.filter((a) =>
    shared.filter((g) => g.annotator === a).every((g) => sameNumbers(g, published.get(g.model)!)),
  );
  if (fitting.length !== 1) return { candidates };
  const n = shared.filter((g) => g.annotator === fitting[0]).length;
  const against = baseline === undefined ? '' : ` against its baseline ${quote(baseline)}`;
  return {
    annotator: fitting[0]!,
    by: `its annotations judge ${n} of the table's models${against} and give the table's numbers for ${n === 1 ? 'it' : 'each'}${candidates.length > 1 ? ` (of ${candidates.join(', ')}, the only one)` : ''}`,
  };
}

/** Records a finding on a file's report (the file was read: its report exists). */
function noteOn(report: IngestReport, file: string, kind: string, message: string): void {
  report.files.find((f) => f.file === file)?.findings.push({ file, kind, message });
}

/**
 * Link step: each AlpacaEval leaderboard table whose file name names no annotator of the annotations is matched to
 * its annotator by content (annotatorOfTable), and each length-control weights table without its baseline or
 * annotator in its path gets them by content (weightsBaseline; the only annotator whose annotations use that
 * baseline). Every decision, and every table that could not be matched, is a finding on its file.
 */
export function linkAlpacaTables(sink: RecordSink, report: IngestReport): void {
  const rows = sink.publishedLeaderboard.filter((r) => r.benchmark === ALPACA_EVAL);
  if (rows.length === 0) return;
  const groups = alpacaComparisons(sink.peers.alpacaAnnotations.filter((a) => a.benchmark === ALPACA_EVAL));
  const annotators = new Set(groups.map((g) => g.annotator));
  for (const [file, table] of byFile(rows.filter((r) => !isLcWeightsRow(r)))) {
    const named = table[0]!.board ?? '';
    if (annotators.has(named) || groups.length === 0) continue;
    const m = annotatorOfTable(table, groups);
    if ('annotator' in m) {
      for (const r of table) r.board = m.annotator;
      noteOn(
        report,
        file,
        'annotator-by-content',
        `the file name names no annotator of the annotations read; its rows are taken as ${quote(m.annotator)}'s: ${m.by}`,
      );
    } else
      noteOn(
        report,
        file,
        'annotator-unknown',
        m.candidates.length === 0
          ? `no annotations read judge this table's models against its baseline: shown as published, nothing recomputed`
          : `cannot tell which annotator this table reports: ${m.candidates.join(', ')} judge${m.candidates.length === 1 ? 's' : ''} its models, and no one of them gives its numbers for every model: shown as published under ${quote(named)}; name the file <annotator>_leaderboard.csv`,
      );
  }
  for (const [file, table] of byFile(rows.filter(isLcWeightsRow))) {
    const labels = table[0]!.labels ?? {};
    let baseline = labels.baseline;
    if (baseline === undefined) {
      baseline = weightsBaseline(table);
      if (baseline !== undefined)
        noteOn(
          report,
          file,
          'baseline-by-content',
          `the file name names no baseline; ${quote(baseline)}, the one model whose coefficients are all zero, is taken as the baseline`,
        );
    }
    let annotator = labels.annotator;
    if (annotator === undefined && baseline !== undefined) {
      const models = new Set(table.map((r) => r.model));
      const users = [
        ...new Set(
          groups.filter((g) => g.baseline === baseline && models.has(g.model)).map((g) => g.annotator),
        ),
      ].sort();
      if (users.length === 1) {
        annotator = users[0]!;
        noteOn(
          report,
          file,
          'annotator-by-content',
          `the path names no annotator; the weights are taken as ${quote(annotator)}'s, the only annotator whose annotations judge models of this table against ${quote(baseline)}`,
        );
      }
    }
    for (const r of table) {
      r.labels = {
        ...(r.labels ?? {}),
        ...(baseline !== undefined ? { baseline } : {}),
        ...(annotator !== undefined ? { annotator } : {}),
      };
      r.board = `${LC_WEIGHTS_BOARD}${annotator ? ` ${annotator}` : ''}`;
    }
  }
}
