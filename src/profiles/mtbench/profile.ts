// MT-Bench (FastChat's llm_judge): 80 two-turn questions in 8 categories; a judge model grades each answer from 1
// to 10 (single) or compares two models' answers twice with the order swapped (pair). Its data/<bench>/ tree is read
// as published, each file recognised by its content (docs/formats.md).
import { hasAll, type RoleSpec, type Sniff } from '../../ingest/roles.ts';
import type { Dataset } from '../../records/dataset.ts';
import { firstChoiceTurn } from '../arenahard/profile.ts';
import type { BenchmarkProfile } from '../profile.ts';
import {
  MT_BENCH,
  readMtBenchAnswers,
  readMtBenchPairs,
  readMtBenchQuestions,
  readMtBenchSingle,
} from './readers.ts';

const first = (f: Sniff) => (f.ext === 'jsonl' ? f.firstObject : undefined);

/** Questions: `turns` is a list of texts, and no model answers them. */
const isQuestions = (f: Sniff) => {
  const turns = first(f)?.turns;
  return (
    hasAll(f.keys, 'question_id', 'category', 'turns') &&
    !f.keys.includes('model_id') &&
    Array.isArray(turns) &&
    typeof turns[0] === 'string'
  );
};

/** Answers: `choices[0].turns` is a list of texts (arena-hard's turns are objects). */
const isAnswers = (f: Sniff) =>
  hasAll(f.keys, 'question_id', 'model_id', 'choices') && typeof firstChoiceTurn(first(f)) === 'string';

const roles: RoleSpec[] = [
  {
    role: 'mt-bench-questions',
    formats: ['jsonl'],
    benchmark: MT_BENCH,
    layout: 'MT-Bench questions: {question_id, category, turns: [text, ...]} a line',
    key: false,
    recognise: isQuestions,
    jsonLines: readMtBenchQuestions,
  },
  {
    role: 'mt-bench-answers',
    formats: ['jsonl'],
    benchmark: MT_BENCH,
    layout: 'MT-Bench answers: {question_id, answer_id, model_id, choices: [{turns: [text, ...]}]} a line',
    key: false,
    recognise: isAnswers,
    jsonLines: readMtBenchAnswers,
  },
  {
    role: 'mt-bench-single',
    formats: ['jsonl'],
    benchmark: MT_BENCH,
    layout: 'MT-Bench single-answer grades: {question_id, model, judge, judgment, score, turn} a line',
    key: true,
    recognise: (f) =>
      hasAll(f.keys, 'question_id', 'model', 'judge', 'judgment', 'score') && !f.keys.includes('games'),
    jsonLines: readMtBenchSingle,
  },
  {
    role: 'mt-bench-pair',
    formats: ['jsonl'],
    benchmark: MT_BENCH,
    layout:
      'MT-Bench pairwise judgments: {question_id, model_1, model_2, g1_winner, g2_winner, judge, turn} a line',
    key: true,
    recognise: (f) => hasAll(f.keys, 'question_id', 'model_1', 'model_2', 'g1_winner', 'g2_winner'),
    jsonLines: readMtBenchPairs,
  },
];

/** What `parley check` says of MT-Bench's records. */
function contents(data: Dataset): string[] {
  const p = data.peers;
  const grades = p.sampleScores.filter((s) => s.benchmark === MT_BENCH);
  const pairs = p.mtBenchPairs.filter((s) => s.benchmark === MT_BENCH);
  const out: string[] = [];
  if (grades.length) {
    const ungraded = grades.filter((g) => Number.isNaN(g.value)).length;
    out.push(
      `MT-Bench single grades: ${grades.length} of ${new Set(grades.map((g) => g.model)).size} models${ungraded ? ` (${ungraded} without a grade, left out as FastChat does)` : ''}`,
    );
  }
  if (pairs.length) {
    const errors = pairs.filter((g) => g.g1 === 'error' || g.g2 === 'error').length;
    out.push(
      `MT-Bench pairwise judgments: ${pairs.length}${errors ? ` (${errors} with an error, left out)` : ''}`,
    );
  }
  return out;
}

export const mtBenchProfile: BenchmarkProfile = {
  id: MT_BENCH,
  title: 'MT-Bench',
  shortTitle: 'MT-Bench',
  roles,
  contents,
};
