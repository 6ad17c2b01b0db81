// arena-hard-auto (lm-sys 2024, lmarena 2025): a judge model compares each model's answer with a baseline's on
// hard prompts, twice with the order swapped. Its data/<bench>/ tree is read as published, each file recognised by
// its content (docs/formats.md): questions, answers (with token counts), judgments, and the leaderboard CSVs.
import { hasAll, type RoleSpec, type Sniff } from '../../ingest/roles.ts';
import type { Dataset } from '../../records/dataset.ts';
import type { BenchmarkProfile } from '../profile.ts';
import {
  ARENA_HARD,
  readArenaHardAnswers,
  readArenaHardJudgments,
  readArenaHardLeaderboard,
  readArenaHardQuestions,
} from './readers.ts';

const first = (f: Sniff) => (f.ext === 'jsonl' ? f.firstObject : undefined);
const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The first turn of an answer line's first choice (arena-hard 2024 and MT-Bench answers have `choices[].turns`). */
export function firstChoiceTurn(o: Record<string, unknown> | undefined): unknown {
  const c = Array.isArray(o?.choices) ? o.choices[0] : undefined;
  return isObj(c) && Array.isArray(c.turns) ? c.turns[0] : undefined;
}

/** 2024 answers: turns are objects with content and token_len; 2025: messages ending with an {answer} object. */
function isAnswers(f: Sniff): boolean {
  const o = first(f);
  if (!o) return false;
  const turn = firstChoiceTurn(o);
  if (hasAll(f.keys, 'question_id', 'model_id', 'choices')) return isObj(turn) && 'content' in turn;
  if (!hasAll(f.keys, 'uid', 'model', 'messages') || !Array.isArray(o.messages)) return false;
  const last = o.messages.at(-1);
  return isObj(last) && isObj(last.content) && 'answer' in last.content;
}

/** Judgment lines: two games, a model, a judge and a question. */
const isJudgments = (f: Sniff) =>
  hasAll(f.keys, 'games', 'model', 'judge') &&
  (f.keys.includes('question_id') || f.keys.includes('uid')) &&
  Array.isArray(first(f)?.games);

/** Questions: 2024 `{question_id, category, cluster, turns: [{content}]}`, 2025 `{uid, category, prompt}`. */
function isQuestions(f: Sniff): boolean {
  const o = first(f);
  if (!o || f.keys.includes('model') || f.keys.includes('model_id')) return false;
  if (hasAll(f.keys, 'uid', 'category', 'prompt')) return true;
  const turn = Array.isArray(o.turns) ? o.turns[0] : undefined;
  return hasAll(f.keys, 'question_id', 'category', 'cluster', 'turns') && isObj(turn) && 'content' in turn;
}

const roles: RoleSpec[] = [
  {
    role: 'arena-hard-questions',
    formats: ['jsonl'],
    benchmark: ARENA_HARD,
    layout:
      'arena-hard questions: {question_id, category, cluster, turns: [{content}]} or {uid, category, prompt} a line',
    key: false,
    recognise: isQuestions,
    jsonLines: readArenaHardQuestions,
  },
  {
    role: 'arena-hard-answers',
    formats: ['jsonl'],
    benchmark: ARENA_HARD,
    layout:
      'arena-hard answers: {question_id, model_id, choices: [{turns: [{content, token_len}]}]} or {uid, model, messages} a line',
    key: true,
    recognise: isAnswers,
    // The judgments look their baseline up among the answers (2024 lines do not name it).
    readFirst: true,
    jsonLines: readArenaHardAnswers,
  },
  {
    role: 'arena-hard-judgments',
    formats: ['jsonl'],
    benchmark: ARENA_HARD,
    layout: 'arena-hard judgments: {question_id or uid, model, judge, games: [game 1, game 2]} a line',
    key: true,
    recognise: isJudgments,
    jsonLines: readArenaHardJudgments,
  },
  {
    role: 'arena-hard-leaderboard',
    formats: ['csv'],
    benchmark: ARENA_HARD,
    layout: 'arena-hard leaderboard: CSV model, score, rating_q025, rating_q975, CI, avg_tokens',
    key: false,
    recognise: (f) =>
      f.ext === 'csv' && hasAll(f.header, 'model', 'score', 'rating_q025', 'rating_q975', 'avg_tokens'),
    table: readArenaHardLeaderboard,
  },
];

/** What `parley check` says of arena-hard's records: per question set, questions, answering models and judges. */
function contents(data: Dataset): string[] {
  const p = data.peers;
  const judged = p.arenaHardJudgments.filter((j) => j.benchmark === ARENA_HARD);
  const answers = p.answers.filter((a) => a.benchmark === ARENA_HARD);
  const questions = p.questions.filter((q) => q.benchmark === ARENA_HARD);
  const benches = [...new Set([...judged, ...answers, ...questions].map((r) => r.bench))].sort();
  return benches.map((b) => {
    const q = questions.filter((r) => r.bench === b).length;
    const models = new Set(answers.filter((r) => r.bench === b).map((r) => r.model)).size;
    const judges = [...new Set(judged.filter((r) => r.bench === b).map((r) => r.judge))];
    const lines = judged.filter((r) => r.bench === b).length;
    return `arena-hard ${b || '(no data/<bench>/ folder)'}: ${q} questions, answers of ${models} models, ${lines} judgment lines${judges.length ? ` by ${judges.join(', ')}` : ''}`;
  });
}

export const arenaHardProfile: BenchmarkProfile = {
  id: ARENA_HARD,
  title: 'Arena-Hard-Auto',
  shortTitle: 'Arena-Hard',
  roles,
  contents,
};
