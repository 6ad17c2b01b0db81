// MT-Bench on the peers page: single-answer grades per turn and per category, and pairwise win rates, computed
// from FastChat's judgment files as show_result.py computes them. No published MT-Bench file is read.
import type { BenchQuestion, ModelAnswer, SampleScore } from '../../../records/peers.ts';
import type { Cell } from '../../../site/viewModel.ts';
import { MT_BENCH } from '../../mtbench/readers.ts';
import { mtBenchCategoryScores, mtBenchSingleScores, mtBenchWinRates } from '../../mtbench/scores.ts';
import { byText, table } from '../../tables.ts';
import type { PeerFormat, PeerTable } from './model.ts';
import { mtBenchBoard, type MtBenchBoard } from './mtBenchBoard.ts';
import { modelCell, numberCell, rawNumber, type PeerInput } from './shared.ts';

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
      table: table(
        [
          { key: 'model', label: 'Model' },
          { key: 'turn1', label: 'Turn 1', numeric: true },
          { key: 'turn2', label: 'Turn 2', numeric: true },
          { key: 'average', label: 'Average', numeric: true, help: 'every grade of both turns pooled' },
          { key: 'n', label: 'Grades', numeric: true },
          { key: 'ungraded', label: 'Ungraded', numeric: true, help: 'grades of −1, left out' },
        ],
        scores.map((s): Cell[] => [
          modelCell(input, s.model),
          numberCell(s.turn1?.mean, 4, s.turn1 ? `${s.turn1.n} grades` : undefined),
          numberCell(s.turn2?.mean, 4, s.turn2 ? `${s.turn2.n} grades` : undefined),
          numberCell(s.average.mean, 4),
          { text: String(s.average.n), sort: s.average.n },
          { text: String(s.ungraded), sort: s.ungraded },
        ]),
        scores.map((s) => ({
          model: s.model,
          bench: run,
          judge: scorer,
          turn1: rawNumber(s.turn1?.mean),
          turn1_n: s.turn1?.n ?? 0,
          turn2: rawNumber(s.turn2?.mean),
          turn2_n: s.turn2?.n ?? 0,
          average: rawNumber(s.average.mean),
          n: s.average.n,
          ungraded: s.ungraded,
        })),
      ),
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
      table: table(
        [
          { key: 'model', label: 'Model' },
          ...categories.map((c) => ({
            key: c || 'unknown',
            label: c || 'not in the question file',
            numeric: true,
          })),
        ],
        catModels.map((m): Cell[] => [
          modelCell(input, m),
          ...categories.map((c) => {
            const x = cell(m, c);
            return numberCell(x?.mean, 2, x ? `${x.n} grades` : undefined);
          }),
        ]),
        catModels.map((m) => ({
          model: m,
          ...Object.fromEntries(categories.map((c) => [c || 'unknown', rawNumber(cell(m, c)?.mean)])),
        })),
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
      table: table(
        [
          { key: 'model', label: 'Model' },
          { key: 'win', label: 'Wins', numeric: true },
          { key: 'loss', label: 'Losses', numeric: true },
          { key: 'tie', label: 'Ties', numeric: true },
          { key: 'win_rate', label: 'Win rate', numeric: true },
          { key: 'loss_rate', label: 'Loss rate', numeric: true },
          { key: 'win_rate_adjusted', label: 'Adjusted', numeric: true, help: '(wins + ties/2) / judged' },
        ],
        rates.map((r): Cell[] => [
          modelCell(input, r.model),
          { text: String(r.win), sort: r.win },
          { text: String(r.loss), sort: r.loss },
          { text: String(r.tie), sort: r.tie },
          numberCell(r.win_rate, 4),
          numberCell(r.loss_rate, 4),
          numberCell(r.win_rate_adjusted, 4),
        ]),
        rates.map((r) => ({ ...r, bench, judge })),
      ),
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
