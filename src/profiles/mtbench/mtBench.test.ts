// MT-Bench's files written here in FastChat's layout (fastchat/llm_judge/data/mt_bench/question.jsonl,
// model_answer/, reference_answer/, model_judgment/gpt-4_single.jsonl and gpt-4_pair.jsonl) and again renamed:
// recognised by content, and the tables computed as FastChat's show_result.py computes them (hand-counted here).
import { describe, expect, it } from 'vitest';
import { jsonl, readTree } from '../../../test/peers/readTree.ts';
import { mtBenchPairOutcome } from './readers.ts';
import { mtBenchCategoryScores, mtBenchSingleScores, mtBenchWinRates } from './scores.ts';

const questions = [
  { question_id: 81, category: 'writing', turns: ['Write a blog post.', 'Rewrite it as a poem.'] },
  { question_id: 82, category: 'math', turns: ['What is 2+2?', 'And 3+3?'], reference: ['4', '6'] },
  { question_id: 83, category: 'coding', turns: ['Sort a list.', 'In place?'] },
];
const answer = (model: string, q: number) => ({
  question_id: q,
  answer_id: `${model}-${q}`,
  model_id: model,
  choices: [{ index: 0, turns: [`${model} answers ${q}`, `${model} again ${q}`] }],
  tstamp: 1697787300.5,
});
const single = (model: string, q: number, turn: number, score: number) => ({
  question_id: q,
  model,
  judge: [
    'gpt-4',
    q === 82
      ? turn === 1
        ? 'single-math-v1'
        : 'single-math-v1-multi-turn'
      : turn === 1
        ? 'single-v1'
        : 'single-v1-multi-turn',
  ],
  user_prompt: `[Question] ${q} turn ${turn} [Answer] ${model}`,
  judgment: `Rating: [[${score}]]`,
  score,
  turn,
  tstamp: 1697787680.8,
});
const pair = (q: number, turn: number, g1: string, g2: string, prompt = `[User Question] ${q}`) => ({
  question_id: q,
  model_1: 'model-a',
  model_2: 'model-b',
  g1_winner: g1,
  g2_winner: g2,
  judge: ['gpt-4', turn === 1 ? 'pair-v2' : 'pair-v2-multi-turn'],
  g1_user_prompt: prompt,
  g1_judgment: '...',
  g2_user_prompt: prompt,
  g2_judgment: '...',
  turn,
  tstamp: 1697787361.48,
});

const GRADES = [
  single('model-a', 81, 1, 8),
  single('model-a', 81, 2, 9),
  single('model-a', 82, 1, 7),
  single('model-a', 82, 2, -1),
  single('model-a', 83, 1, 10),
  single('model-a', 83, 2, 6),
  single('model-b', 81, 1, 5),
  single('model-b', 81, 2, 4),
];
const PAIRS = [
  pair(81, 1, 'model_1', 'model_1'),
  pair(81, 2, 'model_1', 'model_2'),
  pair(82, 1, 'tie', 'model_1'),
  pair(82, 2, 'error', 'model_1'),
  pair(83, 1, 'model_2', 'model_2'),
];
const ROOT = 'fastchat/llm_judge/data/mt_bench';
const LAYOUT = {
  [`${ROOT}/question.jsonl`]: jsonl(questions),
  [`${ROOT}/model_answer/model-a.jsonl`]: jsonl([81, 82, 83].map((q) => answer('model-a', q))),
  [`${ROOT}/model_answer/model-b.jsonl`]: jsonl([81].map((q) => answer('model-b', q))),
  [`${ROOT}/reference_answer/gpt-4.jsonl`]: jsonl([82].map((q) => answer('gpt-4', q))),
  [`${ROOT}/model_judgment/gpt-4_single.jsonl`]: jsonl(GRADES),
  [`${ROOT}/model_judgment/gpt-4_pair.jsonl`]: jsonl(PAIRS),
};

describe('MT-Bench tables', () => {
  it('averages each turn and both turns pooled, leaving −1 out (hand: 25/3, 7.5, 8; 5, 4, 4.5)', async () => {
    const { data } = await readTree(LAYOUT);
    expect(mtBenchSingleScores(data.peers.sampleScores)).toEqual([
      {
        model: 'model-a',
        turn1: { mean: 25 / 3, n: 3 },
        turn2: { mean: 7.5, n: 2 },
        average: { mean: 8, n: 5 },
        ungraded: 1,
      },
      {
        model: 'model-b',
        turn1: { mean: 5, n: 1 },
        turn2: { mean: 4, n: 1 },
        average: { mean: 4.5, n: 2 },
        ungraded: 0,
      },
    ]);
  });

  it('scores each category with both turns pooled (Parley’s table: writing 8.5, math 7, coding 8)', async () => {
    const { data } = await readTree(LAYOUT);
    const a = mtBenchCategoryScores(data.peers.sampleScores, data.peers.questions).filter(
      (r) => r.model === 'model-a',
    );
    expect(a).toEqual([
      { model: 'model-a', category: 'writing', mean: 8.5, n: 2 },
      { model: 'model-a', category: 'math', mean: 7, n: 1 },
      { model: 'model-a', category: 'coding', mean: 8, n: 2 },
    ]);
  });

  it('counts pairs as FastChat does: errors out, game-1 ties and disagreeing games as ties', async () => {
    const { data } = await readTree(LAYOUT);
    expect(mtBenchWinRates(data.peers.mtBenchPairs, { baseline: 'model-b' })).toEqual([
      { model: 'model-a', win: 1, loss: 1, tie: 2, win_rate: 0.25, loss_rate: 0.25, win_rate_adjusted: 0.5 },
    ]);
    expect(mtBenchWinRates(data.peers.mtBenchPairs).map((r) => r.model)).toEqual(['model-a', 'model-b']);
    expect(
      ['model_1/model_1', 'model_1/model_2', 'tie/model_1', 'error/tie', 'model_2/model_2'].map((s) =>
        mtBenchPairOutcome(...(s.split('/') as [string, string])),
      ),
    ).toEqual(['model1', 'tie', 'tie', 'unparsed', 'model2']);
  });
});

describe("MT-Bench's data tree", () => {
  it('recognises every file by content and keeps reference answers apart from the models’', async () => {
    const { data, roles, messages, totals } = await readTree(LAYOUT);
    expect(Object.values(roles)).toEqual([
      'mt-bench-answers',
      'mt-bench-answers',
      'mt-bench-pair',
      'mt-bench-single',
      'mt-bench-questions',
      'mt-bench-answers',
    ]);
    expect(messages).toEqual([]);
    expect(totals).toMatchObject({ rejected: 0, reconciles: true });
    expect(data.peers.answers.filter((a) => a.reference).map((a) => a.model)).toEqual(['gpt-4']);
    expect(data.peers.questions.map((q) => [q.bench, q.questionId, q.reference?.length ?? 0])).toEqual([
      ['mt_bench', '81', 0],
      ['mt_bench', '82', 2],
      ['mt_bench', '83', 0],
    ]);
    expect(data.pairJudgments.map((j) => `${j.setting} ${j.seed} ${j.outcome}`)).toEqual([
      'mt_bench, turn 1 81 model1',
      'mt_bench, turn 2 81 tie',
      'mt_bench, turn 1 82 tie',
      'mt_bench, turn 2 82 unparsed',
      'mt_bench, turn 1 83 model2',
    ]);
  });

  it('reads the same files renamed, from the folder FastChat users run in, by content', async () => {
    const { data, roles } = await readTree({
      'q.jsonl': LAYOUT[`${ROOT}/question.jsonl`]!,
      'a/1.jsonl': LAYOUT[`${ROOT}/model_answer/model-a.jsonl`]!,
      'grades.jsonl': LAYOUT[`${ROOT}/model_judgment/gpt-4_single.jsonl`]!,
      'pairs.jsonl': LAYOUT[`${ROOT}/model_judgment/gpt-4_pair.jsonl`]!,
    });
    expect(Object.values(roles).sort()).toEqual([
      'mt-bench-answers',
      'mt-bench-pair',
      'mt-bench-questions',
      'mt-bench-single',
    ]);
    expect(mtBenchSingleScores(data.peers.sampleScores)[0]!.average).toEqual({ mean: 8, n: 5 });
    expect(
      mtBenchCategoryScores(data.peers.sampleScores, data.peers.questions).find(
        (r) => r.category === 'writing',
      )?.mean,
    ).toBe(8.5);
  });

  it('uses a re-run judgment once, and keeps judgments of an edited question under the same id apart', async () => {
    const { data, messages } = await readTree({
      'data/mt_bench/model_judgment/gpt-4_single.jsonl': jsonl([...GRADES, GRADES[0]]),
      'data/mt_bench/model_judgment/gpt-4_pair.jsonl': jsonl([
        pair(81, 1, 'model_1', 'model_1'),
        pair(81, 1, 'tie', 'tie', '[User Question] another 81'),
      ]),
    });
    expect(messages).toEqual([
      'data/mt_bench/model_judgment/gpt-4_single.jsonl: 1 record already read from data/mt_bench/model_judgment/gpt-4_single.jsonl (same identity and content): used once, from there',
    ]);
    expect(mtBenchSingleScores(data.peers.sampleScores)[0]!.average.n).toBe(5);
    expect(data.peers.mtBenchPairs).toHaveLength(2);
    expect(data.pairJudgments.map((j) => j.seed)).toEqual(['81', '81~2']);
  });

  it('rejects a grade that is not a number and a winner FastChat does not write, at their lines', async () => {
    const { messages } = await readTree({
      'data/mt_bench/model_judgment/gpt-4_single.jsonl': jsonl([{ ...GRADES[0], score: '8' }]),
      'data/mt_bench/model_judgment/gpt-4_pair.jsonl': jsonl([{ ...PAIRS[0], g2_winner: 'A' }]),
    });
    expect(messages).toEqual([
      'data/mt_bench/model_judgment/gpt-4_pair.jsonl:1: column g2_winner: must be model_1, model_2, tie or error (got "A")',
      'data/mt_bench/model_judgment/gpt-4_single.jsonl:1: column score: "score" must be a number (got "\\"8\\"")',
    ]);
  });
});
