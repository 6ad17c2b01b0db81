// MT-Bench on the peers page: single-answer grades per turn and per category, and pairwise win rates, computed
// from FastChat's judgment files as show_result.py computes them. No published MT-Bench file is read.
import type { BenchQuestion, ModelAnswer, SampleScore } from '../../../records/peers.ts';
import { tableFromSpecs, type ColumnSpec } from '../../../render/columnSpec.ts';
import { MT_BENCH } from '../../mtbench/readers.ts';
import {
  mtBenchCategoryScores,
  mtBenchSingleScores,
  mtBenchWinRates,
  type MeanGrade,
  type MtBenchModelScores,
  type MtBenchWinRate,
} from '../../mtbench/scores.ts';
import { byText } from '../../tables.ts';
import type { PeerFormat, PeerTable } from './model.ts';
import { mtBenchBoard, type MtBenchBoard } from './mtBenchBoard.ts';
import { modelColumn, numberColumn, rawNumber, type PeerInput } from './shared.ts';

/** Groups records by a key, in the key's text order. */
function groupBy<T>(items: readonly T[], key: (x: T) => string): [string, T[]][] {
  const m = new Map<string, T[]>();
  for (const x of items) m.set(key(x), [...(m.get(key(x)) ?? []), x]);
  return [...m.entries()].sort((a, b) => byText(a[0], b[0]));
}

export function mtBenchFormat(input: PeerInput): PeerFormat | undefined {
  const { data } = input;
  const grades = data.peers.sampleScores.filter((s) => s.benchmark === MT_BENCH);
  const pairs = data.peers.mtBenchPairs.filter((p) => p.benchmark === MT_BENCH);
  const answers = data.peers.answers.filter((a) => a.benchmark === MT_BENCH && !a.reference);
  if (grades.length === 0 && pairs.length === 0 && answers.length === 0) return undefined;
  const questions = data.peers.questions.filter((q) => q.benchmark === MT_BENCH);
  const tables: PeerTable[] = [];
  const models = new Set<string>();
  const groups = groupBy(grades, (g) => `${g.run}\u0000${g.scorer}`);
  const boards = mtBenchBoards(input, groups, answers, questions);
  for (const b of boards) tables.push(b.table);
  answers.forEach((a) => models.add(a.model));
  for (const [, mine] of groups) {
    const { run, scorer } = mine[0]!;
    const suffix = groups.length > 1 ? `-${tables.length + 1}` : '';
    const scores = mtBenchSingleScores(mine).sort(
      (a, b) => b.average.mean - a.average.mean || byText(a.model, b.model),
    );
    scores.forEach((s) => models.add(s.model));
    tables.push({
      id: `single${suffix}`,
      title: `Single-answer grades (${run}, judge ${scorer})`,
      method:
        "Mean grade (1–10) per turn and of both turns pooled, each grade counted once; a grade of −1 (none found in the judge's text) is left out.",
      table: tableFromSpecs(singleColumns(input), scores, {
        extra: () => ({ bench: run, judge: scorer }),
        fieldOrder: ['model', 'bench', 'judge'],
        sortedBy: 'average',
      }),
    });
    const byCategory = mtBenchCategoryScores(mine, questions);
    const categories = [...new Set(byCategory.map((c) => c.category))].sort(byText);
    const catModels = scores.map((s) => s.model);
    const cell = (m: string, c: string) => byCategory.find((x) => x.model === m && x.category === c);
    tables.push({
      id: `categories${suffix}`,
      title: `Grades per category (${run}, judge ${scorer})`,
      method:
        "Parley's breakdown (FastChat prints none): the mean grade of each category's questions, both turns pooled.",
      table: tableFromSpecs(
        [
          modelColumn(input, (m: string) => m),
          ...categories.map((c): ColumnSpec<string> =>
            numberColumn({
              id: c || 'unknown',
              label: c || 'not in the question file',
              digits: 2,
              value: (m) => rawNumber(cell(m, c)?.mean),
              title: (m) => `${cell(m, c)!.n} grades`,
            }),
          ),
        ],
        catModels,
      ),
    });
  }
  const pairGroups = groupBy(pairs, (p) => `${p.bench}\u0000${p.judge}`);
  for (const [, mine] of pairGroups) {
    const { bench, judge } = mine[0]!;
    const suffix =
      pairGroups.length > 1 ? `-${tables.filter((t) => t.id.startsWith('pairwise')).length + 1}` : '';
    const rates = mtBenchWinRates(mine);
    rates.forEach((r) => models.add(r.model));
    tables.push({
      id: `pairwise${suffix}`,
      title: `Pairwise win rates (${bench}, judge ${judge})`,
      method:
        'Every pair judged, both orders: a line with an error is left out; a tie in game 1, or games that disagree, is a tie for both.',
      table: tableFromSpecs(pairwiseColumns(input), rates, { extra: () => ({ bench, judge }) }),
    });
  }
  return {
    id: 'mt-bench',
    title: 'MT-Bench',
    origin: "FastChat's llm_judge: questions, model answers, single-answer and pairwise judgments",
    tally: { models: models.size, compared: 0, agree: 0, notRecomputed: 0 },
    tables,
    boards: boards.map((b) => b.board),
    notes: [
      'No published MT-Bench numbers are set beside these: FastChat publishes its judgments on Hugging Face, not as a leaderboard file Parley reads, so the tables are computed only.',
    ],
  };
}

/** The benchmark's own leaderboards: one per question set and judge, or the answers' alone. */
function mtBenchBoards(
  input: PeerInput,
  groups: [string, SampleScore[]][],
  answers: readonly ModelAnswer[],
  questions: readonly BenchQuestion[],
): MtBenchBoard[] {
  const boards: MtBenchBoard[] = [];
  if (groups.length > 0)
    for (const [, mine] of groups) {
      const { run, scorer } = mine[0]!;
      const suffix = groups.length > 1 ? `-${boards.length + 1}` : '';
      boards.push(
        mtBenchBoard(input, {
          run,
          scorer,
          grades: mine,
          answers: answers.filter((a) => a.bench === run),
          questions: questions.filter((q) => q.bench === run),
          suffix,
          title: groups.length > 1 ? `MT-Bench (${run || 'no question set'}, judge ${scorer})` : 'MT-Bench',
        }),
      );
    }
  else if (answers.length > 0)
    boards.push(
      mtBenchBoard(input, {
        run: '',
        scorer: '',
        grades: [],
        answers,
        questions,
        suffix: '',
        title: 'MT-Bench',
      }),
    );
  return boards;
}

/** A turn's mean grade (four decimals, its count in the tooltip), downloaded with its count as `<id>_n`. */
function turnColumn(
  id: 'turn1' | 'turn2',
  label: string,
  grade: (s: MtBenchModelScores) => MeanGrade | undefined,
): ColumnSpec<MtBenchModelScores> {
  return numberColumn({
    id,
    label,
    digits: 4,
    value: (s) => rawNumber(grade(s)?.mean),
    title: (s) => `${grade(s)!.n} grades`,
    fields: (s) => ({ [id]: rawNumber(grade(s)?.mean), [`${id}_n`]: grade(s)?.n ?? 0 }),
  });
}

function singleColumns(input: PeerInput): ColumnSpec<MtBenchModelScores>[] {
  return [
    modelColumn(input, (s) => s.model),
    turnColumn('turn1', 'Turn 1', (s) => s.turn1),
    turnColumn('turn2', 'Turn 2', (s) => s.turn2),
    numberColumn({
      id: 'average',
      label: 'Average',
      description: 'every grade of both turns pooled',
      digits: 4,
      value: (s) => rawNumber(s.average.mean),
    }),
    { id: 'n', label: 'Grades', value: (s) => s.average.n },
    { id: 'ungraded', label: 'Ungraded', description: 'grades of −1, left out', value: (s) => s.ungraded },
  ];
}

function pairwiseColumns(input: PeerInput): ColumnSpec<MtBenchWinRate>[] {
  const rate = (id: 'win_rate' | 'loss_rate' | 'win_rate_adjusted', label: string, description?: string) =>
    numberColumn<MtBenchWinRate>({
      id,
      label,
      ...(description ? { description } : {}),
      digits: 4,
      value: (r) => r[id],
    });
  return [
    modelColumn(input, (r) => r.model),
    { id: 'win', label: 'Wins', value: (r) => r.win },
    { id: 'loss', label: 'Losses', value: (r) => r.loss },
    { id: 'tie', label: 'Ties', value: (r) => r.tie },
    rate('win_rate', 'Win rate'),
    rate('loss_rate', 'Loss rate'),
    rate('win_rate_adjusted', 'Adjusted', '(wins + ties/2) / judged'),
  ];
}
