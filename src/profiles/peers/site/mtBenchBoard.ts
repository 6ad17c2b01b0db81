// MT-Bench's own leaderboard on the home page: per model the average grade of both turns, turn 1 and turn 2, as
// FastChat's show_result.py prints them (mtBenchSingleScores), each with a 95% interval over questions, the ranks
// those intervals allow, the grades behind them and, behind the column chooser, the per-category means and the
// answers' length and markdown. With answers and no grades, the board is the answers' table, and says that the
// scores appear when the judge's grade file is added.
import { columnOn, tableFromSpecs, type ColumnSpec } from '../../../render/columnSpec.ts';
import { fixed, MISSING } from '../../../render/format.ts';
import type { BenchQuestion, ModelAnswer, SampleScore } from '../../../records/peers.ts';
import type { BoardModel, TableModel } from '../../../site/viewModel.ts';
import { clusterBootstrapMean } from '../../../stats/clusterBootstrapMean.ts';
import { meanInterval } from '../../../stats/meanInterval.ts';
import { rankRanges, rankSpec } from '../../../views/leaderboard.ts';
import { mtBenchCategoryScores, mtBenchSingleScores, type MtBenchModelScores } from '../../mtbench/scores.ts';
import { byText } from '../../tables.ts';
import { answerStats, type AnswerStats } from './answerStats.ts';
import type { PeerTable } from './model.ts';
import type { PeerInput } from './shared.ts';

/** The encoding Parley counts MT-Bench's answers in: FastChat's answer files carry no token counts. */
export const MT_BENCH_ENCODING = 'cl100k_base';

type Interval = { lo: number; hi: number };

/** One model's row: its FastChat scores, their intervals, its per-category means and its answers. */
interface Row {
  model: string;
  scores?: MtBenchModelScores;
  average?: Interval;
  turn1?: Interval;
  turn2?: Interval;
  categories: Map<string, { mean: number; n: number }>;
  answers?: AnswerStats;
}

/** A turn's Student-t interval over its graded questions (one grade per question and turn), when n ≥ 2. */
function turnInterval(grades: readonly SampleScore[], turn: number): Interval | undefined {
  const values = grades.filter((g) => (g.turn ?? 1) === turn && !Number.isNaN(g.value)).map((g) => g.value);
  if (values.length < 2) return undefined;
  const t = meanInterval(values);
  return t.lo === null || t.hi === null ? undefined : { lo: t.lo, hi: t.hi };
}

/** The average's interval: a percentile bootstrap over questions, a question's grades of both turns drawn together. */
function averageInterval(grades: readonly SampleScore[], seed: number, rounds: number): Interval | undefined {
  const byQuestion = new Map<string, number[]>();
  for (const g of grades) {
    if (Number.isNaN(g.value)) continue;
    const list = byQuestion.get(g.sampleId);
    if (list) list.push(g.value);
    else byQuestion.set(g.sampleId, [g.value]);
  }
  if (byQuestion.size < 2) return undefined;
  const keys = [...byQuestion.keys()].sort(byText);
  const b = clusterBootstrapMean(
    keys.map((k) => byQuestion.get(k)!),
    { seed, rounds },
  );
  return { lo: b.lo, hi: b.hi };
}

const grade = (v: unknown) => (typeof v === 'number' ? fixed(v, 2) : MISSING);
const round1 = (v: unknown) => (typeof v === 'number' ? fixed(v, 1) : MISSING);

/** The model column, linked to the model's page when it has one. */
function modelColumn(input: PeerInput): ColumnSpec<Row> {
  return {
    id: 'model',
    label: 'Model',
    value: (r) => r.model,
    format: (_v, r) => input.ctx.name(r.model),
    sort: (r) => input.ctx.name(r.model),
    href: (r) => (input.models.has(r.model) ? `models/${r.model}/` : undefined),
  };
}

/** A score column: the mean as FastChat prints it (two decimals shown, every digit in the tooltip and downloads). */
function scoreColumn(
  id: 'average' | 'turn1' | 'turn2',
  label: string,
  description: string,
  mean: (r: Row) => { mean: number; n: number } | undefined,
): ColumnSpec<Row> {
  return {
    id,
    label,
    description,
    numeric: true,
    value: (r) => mean(r)?.mean ?? null,
    format: grade,
    interval: (r) => r[id],
    formatInterval: (x) => fixed(x, 2),
    title: (r) => {
      const m = mean(r);
      return m ? `${m.mean} over ${m.n} grades` : undefined;
    },
    sort: (r) => mean(r)?.mean ?? -1,
  };
}

/** The answers' columns: count, length in tokens and markdown, each per answer. */
function answerColumns(more: boolean, written: boolean): ColumnSpec<Row>[] {
  const enc = written ? "the files' own token_len" : `${MT_BENCH_ENCODING} tokens, counted by Parley`;
  const cols: ColumnSpec<Row>[] = [
    {
      id: 'answers',
      label: 'Answers',
      numeric: true,
      description: 'questions the model answered (its answer file)',
      value: (r) => r.answers?.answers ?? null,
    },
    {
      id: 'tokens',
      label: 'Tokens per answer',
      numeric: true,
      description: `mean length of an answer (every turn) in ${enc}`,
      value: (r) => r.answers?.meanTokens ?? null,
      format: round1,
    },
    {
      id: 'medianTokens',
      label: 'Median tokens',
      numeric: true,
      description: `median length of an answer in ${enc}`,
      value: (r) => r.answers?.medianTokens ?? null,
      format: round1,
    },
    {
      id: 'headers',
      label: 'Headers',
      numeric: true,
      description: 'markdown headers per answer (arena-hard’s count, code blocks left out)',
      value: (r) => r.answers?.headers ?? null,
      format: (v) => (typeof v === 'number' ? fixed(v, 2) : MISSING),
    },
    {
      id: 'lists',
      label: 'List items',
      numeric: true,
      description: 'markdown list items per answer',
      value: (r) => r.answers?.lists ?? null,
      format: (v) => (typeof v === 'number' ? fixed(v, 2) : MISSING),
    },
    {
      id: 'bold',
      label: 'Bold',
      numeric: true,
      description: 'bold spans per answer',
      value: (r) => r.answers?.bold ?? null,
      format: (v) => (typeof v === 'number' ? fixed(v, 2) : MISSING),
    },
  ];
  return cols.map((c, i) => (more || i > 2 ? { ...c, more: true } : c));
}

export interface MtBenchBoard {
  table: PeerTable;
  board: BoardModel;
}

/**
 * The board of one question set and judge (or of the answers alone when `grades` is empty): its table and the
 * home page's block. `suffix` tells boards of several question sets or judges apart.
 */
export function mtBenchBoard(
  input: PeerInput,
  part: {
    run: string;
    scorer: string;
    grades: readonly SampleScore[];
    answers: readonly ModelAnswer[];
    questions: readonly BenchQuestion[];
    suffix: string;
    title: string;
  },
): MtBenchBoard {
  const { ctx } = input;
  const { grades, suffix } = part;
  const stats = answerStats(part.answers, ctx.countTokens);
  const written = stats.length > 0 && stats.every((s) => s.tokenSource === 'written');
  const scores = mtBenchSingleScores(grades);
  const byCat = mtBenchCategoryScores(grades, part.questions);
  const categories = [...new Set(byCat.map((c) => c.category))].sort(byText);
  const models = [...new Set([...scores.map((s) => s.model), ...stats.map((s) => s.model)])];
  const rows: Row[] = models.map((model) => {
    const mine = grades.filter((g) => g.model === model);
    const s = scores.find((x) => x.model === model);
    const average = s ? averageInterval(mine, ctx.seed, ctx.rounds) : undefined;
    const turn1 = s ? turnInterval(mine, 1) : undefined;
    const turn2 = s ? turnInterval(mine, 2) : undefined;
    const answers = stats.find((x) => x.model === model);
    return {
      model,
      ...(s ? { scores: s } : {}),
      ...(average ? { average } : {}),
      ...(turn1 ? { turn1 } : {}),
      ...(turn2 ? { turn2 } : {}),
      categories: new Map(
        byCat.filter((c) => c.model === model).map((c) => [c.category, { mean: c.mean, n: c.n }]),
      ),
      ...(answers ? { answers } : {}),
    };
  });
  const graded = scores.length > 0;
  rows.sort(
    (a, b) =>
      (b.scores?.average.mean ?? -Infinity) - (a.scores?.average.mean ?? -Infinity) ||
      (b.answers?.meanTokens ?? 0) - (a.answers?.meanTokens ?? 0) ||
      byText(a.model, b.model),
  );
  const ranges = rankRanges(new Map(rows.flatMap((r) => (r.average ? [[r.model, r.average] as const] : []))));
  const hasTurn2 = scores.some((s) => s.turn2);
  const specs: ColumnSpec<Row>[] = graded
    ? [
        modelColumn(input),
        columnOn(rankSpec(ranges, 'the average'), (r: Row) => r.model),
        scoreColumn(
          'average',
          'Average',
          `mean grade (1–10) of every graded answer of both turns, as FastChat's show_result.py prints it (each grade once; −1, no grade found, left out); 95% percentile bootstrap over questions (${ctx.rounds} rounds, seed ${ctx.seed}), a question's grades drawn together`,
          (r) => r.scores?.average,
        ),
        scoreColumn(
          'turn1',
          'Turn 1',
          "mean grade of the first turn's answers, with its Student-t 95% interval over questions",
          (r) => r.scores?.turn1,
        ),
        ...(hasTurn2
          ? [
              scoreColumn(
                'turn2',
                'Turn 2',
                "mean grade of the second turn's answers (the judge reads the whole conversation), with its Student-t 95% interval over questions",
                (r) => r.scores?.turn2,
              ),
            ]
          : []),
        {
          id: 'grades',
          label: 'Grades',
          numeric: true,
          description: 'grades averaged (both turns); the grades of −1 left out are in the tooltip',
          value: (r) => r.scores?.average.n ?? null,
          title: (r) => (r.scores?.ungraded ? `${r.scores.ungraded} without a grade, left out` : undefined),
        },
        ...categories.map((c): ColumnSpec<Row> => ({
          id: `category_${c || 'unknown'}`,
          label: c || 'no category',
          numeric: true,
          more: true,
          description: c
            ? `mean grade of the ${c} questions, both turns pooled (Parley's breakdown; FastChat prints none)`
            : 'mean grade of questions not in the question file',
          value: (r) => r.categories.get(c)?.mean ?? null,
          format: grade,
          title: (r) => {
            const x = r.categories.get(c);
            return x ? `${x.mean} over ${x.n} grades` : undefined;
          },
        })),
        ...(stats.length > 0 ? answerColumns(true, written) : []),
      ]
    : [modelColumn(input), ...answerColumns(false, written)];
  const table: TableModel = tableFromSpecs(specs, rows, { rowIds: (r) => r.model });
  const id = `board${suffix}`;
  const peerTable: PeerTable = {
    id,
    title: graded ? `${part.title}: scores` : `${part.title}: answers`,
    method: graded
      ? `Average of both turns, turn 1 and turn 2, as FastChat's show_result.py computes them, judge ${part.scorer}; intervals over questions (bootstrap for the average, Student t for each turn).`
      : `The answer files alone: per model its answers, their length in ${written ? "the files' own token counts" : `${MT_BENCH_ENCODING} tokens (Parley's count: FastChat's answer files carry none)`} and their markdown.`,
    table,
  };
  const boardId = `mt-bench${suffix}`;
  const answerLinks =
    part.answers.length > 0
      ? [{ label: 'Every answer, question by question', path: 'answers/mt-bench/' }]
      : [];
  return {
    table: peerTable,
    board: {
      benchmark:
        part.questions[0]?.benchmark ?? grades[0]?.benchmark ?? part.answers[0]?.benchmark ?? 'mt-bench',
      id: boardId,
      title: part.title,
      lead: graded
        ? `Judge ${part.scorer}'s grades (1–10), as FastChat's show_result.py averages them; 95% intervals over the ${new Set(grades.map((g) => g.sampleId)).size} questions in brackets. Computed by Parley: no published MT-Bench file is read.`
        : `The answers alone: no judgment file is in the data, so there is no score yet; the scores appear when the judge's grades (model_judgment/<judge>_single.jsonl) are added. Lengths in ${written ? "the files' own token counts" : `${MT_BENCH_ENCODING} tokens`}.`,
      table,
      links: [{ label: 'Every table of MT-Bench', path: 'peers/mt-bench/' }, ...answerLinks],
      notes: repeatedGrades(grades, ctx.name),
      download: `data/peers/mt-bench-${id}`,
    },
  };
}

/**
 * A note naming the models graded more than once on the same question and turn (answers judged again after they
 * changed): show_result.py averages every line, and so does Parley; the grades column counts them all.
 */
function repeatedGrades(grades: readonly SampleScore[], name: (m: string) => string): string[] {
  const seen = new Map<string, number>();
  const models = new Set<string>();
  for (const g of grades) {
    const k = `${g.model}\u0000${g.sampleId}\u0000${g.turn ?? 1}`;
    const n = (seen.get(k) ?? 0) + 1;
    seen.set(k, n);
    if (n === 2) models.add(g.model);
  }
  if (models.size === 0) return [];
  const list = [...models].map(name).sort(byText).join(', ');
  return [
    `Graded more than once on the same question and turn (its answers were judged again with other text): ${list}. Every grade counts, as show_result.py counts every line of the file.`,
  ];
}
