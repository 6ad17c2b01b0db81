// The ruTiE section on the demo content (content/rutie, made by scripts/demo/rutie.ts) and on a dataset built
// here by hand.
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../../records/dataset.ts';
import { readDataset } from '../../index.ts';
import { emptyRutieRecords, type RutieAnswer, type RutieQuestion } from '../../../records/rutie.ts';
import type { RutieModel } from './model.ts';
import { buildRutieSection, positionWindow, RUTIE_QUESTIONS_PER_PAGE } from './build.ts';
import { rutieDownloads } from './downloads.ts';

describe('buildRutieSection on the demo content', () => {
  let data: Dataset;
  let s: RutieModel;
  beforeAll(async () => {
    data = await readDataset(resolve(import.meta.dirname, '../../../../content'));
    s = buildRutieSection(data)!;
  });

  it("reproduces the demo server response's accuracy for Heron-70B exactly", () => {
    const published = data.rutie.serverScores.find((x) => x.model === 'heron-70b')!;
    const row = s.leaderboard.raw.find((r) => r.model === 'heron-70b')!;
    expect(row.accuracy).toBe(published.value);
    const cells = s.leaderboard.rows[s.leaderboard.raw.indexOf(row)]!;
    expect(cells.at(-1)).toMatchObject({ text: '0.00', tone: 'ok' });
  });

  it('reports exactly the planted problems of content/README.md, with their lines', () => {
    const files = data.report.files.filter((f) => f.file.startsWith('rutie/'));
    expect(files.flatMap((f) => f.rejections.map((r) => `${r.file}:${r.line}: ${r.column}`))).toEqual([
      'rutie/submissions/otter-7b.ruTiE.json:145: outputs',
      'rutie/submissions/otter-7b.ruTiE.json:278: meta.question_id',
    ]);
    // The two unanswered questions are said once (rutie-missing), not again as a gap in the file's ids.
    expect(files.flatMap((f) => f.findings.map((x) => x.kind)).sort()).toEqual([
      'rutie-missing',
      'rutie-pool-answer',
    ]);
  });

  it('scores the planted submission on all 40 questions, its two unusable answers counting as wrong', () => {
    const row = s.leaderboard.raw.find((r) => r.model === 'otter-7b')!;
    expect(row).toMatchObject({ scored: 40, answered: 38, questions: 40 });
  });

  it('has every breakdown, a McNemar row per pair of the five contenders, and the consensus figure', () => {
    expect(s.hasGold).toBe(true);
    expect(s.withoutGold).toEqual([]);
    expect(s.figures.map((f) => f.id)).toEqual([
      'categories',
      'imitation-classes',
      'context',
      'position',
      'consensus',
    ]);
    expect(s.comparisons!.rows).toHaveLength(10);
    // All thirteen categories of the card occur in the demo dialog, in the card's order.
    expect(s.figures[0]!.table.rows.map((r) => r[0]!.text)).toEqual([
      'world',
      'math',
      'memory',
      'reasoning',
      'strings',
      'spell',
      'games and rules',
      'sound',
      'shape',
      'lexis',
      'emotion',
      'ethics',
      'trap',
    ]);
  });

  it('does not compare the demo pools with the counts MERA published for its own 430-question dialog', () => {
    const consensus = s.figures.find((f) => f.id === 'consensus')!;
    expect(consensus.table.raw.every((r) => r.published === null)).toBe(true);
    expect(consensus.notes[0]).toContain('430-question test dialog');
  });

  it('offers every table of the section as a download, the comparison of the two designs too', () => {
    const names = rutieDownloads(s).map((d) => d.name);
    expect(names).toEqual(
      expect.arrayContaining(['leaderboard', 'mcnemar', 'pools', 'pools-between', 'questions']),
    );
    const between = rutieDownloads(s).find((d) => d.name === 'pools-between')!;
    expect(between.raw).toEqual(s.humans!.between!.raw);
    expect(between.raw).toHaveLength(1);
    expect(between.raw[0]!.questions).toBeGreaterThan(0);
  });
});

/** A dataset with only ruTiE records, for hand-worked cases. */
function dataset(questions: RutieQuestion[], answers: RutieAnswer[]): Dataset {
  const rutie = { ...emptyRutieRecords(), questions, answers };
  return { rutie, models: [] } as unknown as Dataset;
}
const q = (id: number, gold: '1' | '2' | null, categories: string[], useContext: boolean): RutieQuestion => ({
  split: 'test',
  dialogId: 0,
  questionId: id,
  instruction: '',
  question: `q${id}`,
  choice1: 'a',
  choice2: 'b',
  gold,
  categories,
  useContext,
  imitation: [],
  source: { file: 'task.json', line: id + 1 },
});
const a = (model: string, id: number, answer: '1' | '2'): RutieAnswer => ({
  model,
  split: 'test',
  dialogId: 0,
  questionId: id,
  answer,
  source: { file: `${model}.json`, line: id + 1 },
});

describe('buildRutieSection by hand', () => {
  // Four questions, gold 1 1 2 2. Model A answers 1 1 2 1 (3 right), B answers 2 1 2 (q3 missing: 2 right).
  const questions = [
    q(0, '1', ['math'], false),
    q(1, '1', ['math', 'memory'], true),
    q(2, '2', ['memory'], true),
    q(3, '2', [], false),
  ];
  const answers = [
    ...(['1', '1', '2', '1'] as const).map((x, i) => a('A', i, x)),
    ...(['2', '1', '2'] as const).map((x, i) => a('B', i, x)),
  ];
  const s = buildRutieSection(dataset(questions, answers))!;

  it('counts a missing answer as wrong', () => {
    expect(s.leaderboard.raw.map((r) => [r.model, r.correct, r.scored, r.answered])).toEqual([
      ['A', 3, 4, 4],
      ['B', 2, 4, 3],
    ]);
  });
  it('puts a question in each of its categories and leaves unlabelled ones out, with a note', () => {
    const f = s.figures.find((x) => x.id === 'categories')!;
    // math: q0 (A right, B wrong), q1 (both right); memory: q1 (both), q2 (both right).
    expect(f.table.rows.map((r) => r.map((c) => c.text))).toEqual([
      ['math', '2', '100.0', '50.0'],
      ['memory', '2', '100.0', '100.0'],
    ]);
    expect(f.notes).toEqual(['1 scored questions carry no category and count in no group.']);
  });
  it('tests A against B on the one discordant question, q0 (A alone right; q3 both wrong)', () => {
    // b = 1, c = 0: exact p = 2 * P(X <= 0 | n = 1) = 1; chi-square (|1 - 0| - 1)^2 / 1 = 0, p = 1.
    expect(s.comparisons!.raw).toEqual([
      {
        a: 'A',
        b: 'B',
        bothCorrect: 2,
        onlyA: 1,
        onlyB: 0,
        bothWrong: 1,
        exactP: 1,
        chiSquare: 0,
        chiSquareP: 1,
      },
    ]);
    expect(s.comparisons!.rows[0]!.at(-1)!.text).toBe('no significant difference');
  });
  it('pages the question browser and sizes the position window from the dialog', () => {
    expect(s.questionPages).toHaveLength(1);
    expect(s.questionPages[0]!.questions[3]!.answers).toEqual([
      { model: 'A', display: 'A', answer: '1', correct: false },
      { model: 'B', display: 'B', answer: null, correct: false },
    ]);
    expect(RUTIE_QUESTIONS_PER_PAGE).toBe(50);
    expect([positionWindow(4), positionWindow(40), positionWindow(430)]).toEqual([4, 10, 43]);
  });
  it('says what cannot be computed when no question has gold', () => {
    const closed = buildRutieSection(
      dataset(
        questions.map((x) => ({ ...x, gold: null })),
        answers,
      ),
    )!;
    expect(closed.hasGold).toBe(false);
    expect(closed.figures).toEqual([]);
    expect(closed.comparisons).toBeNull();
    expect(closed.leaderboard.raw.map((r) => r.accuracy)).toEqual([null, null]);
    expect(closed.withoutGold[0]).toContain('cannot compute any accuracy');
  });
});
