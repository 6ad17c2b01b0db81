// A data directory holding several peers' files, each in the peer's own layout, from hand-written rows: for the
// peers section's build test and its browser test (test/e2e/peers.e2e.test.ts). The numbers each peer would print
// are worked out by hand below (HAND), and the published files print them (one AlpacaEval number deliberately
// not), so a page can be checked for "agrees" and for "differs".
import { jsonl } from './readTree.ts';

/** The hand-computed numbers the pages must show (each with its working). */
export const HAND = {
  alpaca: {
    // model-x's preferences 2, 2, 1, 1.5: x = 1, 1, 0, 0.5; win rate 100·2.5/4 = 62.5; s² = (0.375² + 0.375² +
    // 0.625² + 0.125²)/3 = 0.6875/3, SE = 100·√(0.6875/3)/2 = 23.9357 (printed 23.94).
    model: 'model-x',
    annotator: 'weighted_alpaca_eval_gpt4_turbo',
    baseline: 'gpt4_1106_preview',
    winRate: 62.5,
    standardError: (100 * Math.sqrt(0.6875 / 3)) / 2,
    wins: 2,
    baseWins: 1,
    draws: 1,
    n: 4,
    // Rounded preferences 2, 2, 1 and the draw 1.5: the same 62.5.
    discrete: 62.5,
    // Outputs of 20, 21, 22 and 23 characters: mean 21.5, AlpacaEval prints its integer part, 21; the
    // leaderboard below prints 22, so this is the one published number that differs (by −1).
    avgLength: 21,
    publishedAvgLength: 22,
    // The baseline compared with itself on 2 instructions: reported, not counted.
    selfDraws: 2,
    /** A published row with no annotations in the data. */
    publishedOnly: 'gpt-4o-2024-05-13',
  },
  arenaHard: {
    // q1: game 1 B>>A (model is B: a strong win, 3), game 2 A>B (model is A: a win, 1); q2: A=B (a tie), B>A
    // (model is A: a loss). W 4, T 1, L 1: score 100·(4 + ½)/6 = 75.
    model: 'model-x',
    wins: 4,
    ties: 1,
    losses: 1,
    score: 75,
    // token_len written 300 and 359: avg_tokens trunc(659/2) = 329, as the leaderboard prints (made-up counts:
    // Parley counts other numbers of cl100k tokens in these texts, which the page says). The baseline's 4 and 8
    // are its answers' true cl100k counts: avg_tokens trunc(12/2) = 6.
    avgTokens: 329,
  },
  mtBench: {
    // model-a turn 1: 8, 7, 10 (mean 8.33); turn 2: 9, −1 (left out), 6 (7.5); pooled 8, 9, 7, 10, 6: 8.
    // model-b: 5 and 4.
    a: { turn1: 25 / 3, turn2: 7.5, average: 8, n: 5, ungraded: 1 },
    b: { turn1: 5, turn2: 4, average: 4.5, n: 2 },
    // Per category, model-a: writing (8, 9) 8.5, math 7, coding (10, 6) 8.
    categories: { writing: 8.5, math: 7, coding: 8 },
    // Pairs: 81/1 both games model_1 (a wins); 81/2 games disagree (tie); 82/1 game-1 tie (tie); 82/2 an error
    // (left out); 83/1 both model_2 (b wins). Each: 1 win, 1 loss, 2 ties; win rate 0.25, adjusted 0.5.
    pair: { win: 1, loss: 1, tie: 2, winRate: 0.25, adjusted: 0.5 },
  },
  inspect: {
    // Samples C, C, I, C: accuracy 0.75, stderr = np.std([1,1,0,1], ddof=1)/√4 = 0.5/2 = 0.25.
    task: 'arith',
    accuracy: 0.75,
    stderr: 0.25,
    n: 4,
  },
  lmEval: {
    // arc_easy acc 1, 0, 1, 1: 0.75 ± s/√4 with s = 0.5: 0.25; gsm8k strict-match 0, 1: 0.5 ± 0.5.
    arcAcc: 0.75,
    arcStderr: 0.25,
    gsmStrict: 0.5,
    /** The group row: published, with no samples of its own. */
    group: 'science',
  },
  lmarena: {
    // Anonymous battles: 6 (one more is not anonymous and is left out); 5 in English, 1 in Chinese.
    battles: 6,
    english: 5,
    chinese: 1,
  },
} as const;

const arr = (records: unknown[]) => JSON.stringify(records, null, 2);
const BASELINE_CHARS = [10, 19, 16, 13];

function alpacaEval(): Record<string, string> {
  const h = HAND.alpaca;
  // Baseline outputs of 10, 19, 16, 13 characters, the model's of 20 to 23: the length difference (10, 2, 6, 10)
  // does not separate wins from losses, so the length-controlled model has a finite fit.
  const ann = (i: number, preference: number | null, model: string = h.model, modelChars = 20 + i) => ({
    instruction: `Instruction ${i}?`,
    output_1: 'b'.repeat(BASELINE_CHARS[i]!),
    generator_1: h.baseline,
    dataset: 'helpful_base',
    output_2: (model === h.baseline ? 'b' : 'm').repeat(modelChars),
    generator_2: model,
    annotator: h.annotator,
    preference,
    price_per_example: 0.01,
    time_per_example: 1.2,
  });
  const outputs = [0, 1, 2, 3].map((i) => ({
    instruction: `Instruction ${i}?`,
    output: 'm'.repeat(20 + i),
    generator: h.model,
    dataset: 'helpful_base',
  }));
  const leaderboard = [
    ',win_rate,standard_error,n_wins,n_wins_base,n_draws,n_total,discrete_win_rate,mode,avg_length,length_controlled_winrate,lc_standard_error',
    `${h.model},62.5,23.94,2,1,1,4,62.5,community,${h.publishedAvgLength},55.1,3.2`,
    `${h.publishedOnly},51.33,1.47,400,395,10,805,50.3,verified,1873,57.46,0.5`,
    `${h.baseline},50.0,0.0,0,0,2,2,50.0,minimal,10,50.0,0.0`,
  ].join('\n');
  return {
    [`results/${h.model}/${h.annotator}/annotations.json`]: arr([
      ann(0, 2),
      ann(1, 2),
      ann(2, 1),
      ann(3, 1.5),
    ]),
    [`results/${h.model}/model_outputs.json`]: arr(outputs),
    [`results/${h.baseline}/${h.annotator}/annotations.json`]: arr([
      ann(0, 1.5, h.baseline, BASELINE_CHARS[0]),
      ann(1, 1.5, h.baseline, BASELINE_CHARS[1]),
    ]),
    [`src/alpaca_eval/leaderboards/data_AlpacaEval_2/${h.annotator}_leaderboard.csv`]: leaderboard,
  };
}

function arenaHard(): Record<string, string> {
  const prompt = { q1: 'Write a haiku about tea.', q2: 'Explain recursion briefly.' } as const;
  const text = {
    base: { q1: 'Green leaves steep slowly', q2: 'Recursion: a function calling itself.' },
    x: { q1: '# Tea\n- warm cup\n- **quiet** morning', q2: 'A function that calls itself.' },
  } as const;
  const qs = ['q1', 'q2'] as const;
  const answer = (model: string, q: 'q1' | 'q2', body: string, tokenLen: number) => ({
    question_id: q,
    answer_id: `${model}-${q}`,
    model_id: model,
    choices: [{ index: 0, turns: [{ content: body, token_len: tokenLen }] }],
    tstamp: 1711076966.37,
  });
  const shown = (q: 'q1' | 'q2', a: string, b: string) =>
    `<|User Prompt|>\n${prompt[q]}\n\n<|The Start of Assistant A's Answer|>\n${a}\n<|The End of Assistant A's Answer|>\n\n<|The Start of Assistant B's Answer|>\n${b}\n<|The End of Assistant B's Answer|>`;
  const judgment = (q: 'q1' | 'q2', s1: string, s2: string) => ({
    question_id: q,
    model: HAND.arenaHard.model,
    judge: 'gpt-4-1106-preview',
    games: [
      { user_prompt: shown(q, text.base[q], text.x[q]), judgment: `... [[${s1}]]`, score: s1 },
      { user_prompt: shown(q, text.x[q], text.base[q]), judgment: `... [[${s2}]]`, score: s2 },
    ],
  });
  const bench = 'data/arena-hard-v0.1';
  return {
    [`${bench}/question.jsonl`]: jsonl(
      qs.map((q) => ({
        question_id: q,
        category: 'arena-hard-v0.1',
        cluster: 'Misc',
        turns: [{ content: prompt[q] }],
      })),
    ),
    [`${bench}/model_answer/gpt-4-0314.jsonl`]: jsonl([
      answer('gpt-4-0314', 'q1', text.base.q1, 4),
      answer('gpt-4-0314', 'q2', text.base.q2, 8),
    ]),
    [`${bench}/model_answer/model-x.jsonl`]: jsonl([
      answer('model-x', 'q1', text.x.q1, 300),
      answer('model-x', 'q2', text.x.q2, 359),
    ]),
    [`${bench}/model_judgment/gpt-4-1106-preview/model-x.jsonl`]: jsonl([
      judgment('q1', 'B>>A', 'A>B'),
      judgment('q2', 'A=B', 'B>A'),
    ]),
    'leaderboard/arena_hard_leaderboard_20240731.csv': [
      'model,score,rating_q025,rating_q975,CI,avg_tokens,date',
      'model-x,75.0,60.0,88.0,"(-15.00, +13.00)",329.0,2024-07-31',
      'gpt-4-0314,50.0,50.0,50.0,"(-0.00, +0.00)",6.0,2024-07-31',
    ].join('\n'),
  };
}

function mtBench(): Record<string, string> {
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
    judge: ['gpt-4', turn === 1 ? 'single-v1' : 'single-v1-multi-turn'],
    user_prompt: `[Question] ${q} turn ${turn} [Answer] ${model}`,
    judgment: `Rating: [[${score}]]`,
    score,
    turn,
    tstamp: 1697787680.8,
  });
  const pair = (q: number, turn: number, g1: string, g2: string) => ({
    question_id: q,
    model_1: 'model-a',
    model_2: 'model-b',
    g1_winner: g1,
    g2_winner: g2,
    judge: ['gpt-4', turn === 1 ? 'pair-v2' : 'pair-v2-multi-turn'],
    g1_user_prompt: `[User Question] ${q} turn ${turn}`,
    g1_judgment: '...',
    g2_user_prompt: `[User Question] ${q} turn ${turn}`,
    g2_judgment: '...',
    turn,
    tstamp: 1697787361.48,
  });
  const root = 'fastchat/llm_judge/data/mt_bench';
  return {
    [`${root}/question.jsonl`]: jsonl(questions),
    [`${root}/model_answer/model-a.jsonl`]: jsonl([81, 82, 83].map((q) => answer('model-a', q))),
    [`${root}/model_answer/model-b.jsonl`]: jsonl([81].map((q) => answer('model-b', q))),
    [`${root}/model_judgment/gpt-4_single.jsonl`]: jsonl([
      single('model-a', 81, 1, 8),
      single('model-a', 81, 2, 9),
      single('model-a', 82, 1, 7),
      single('model-a', 82, 2, -1),
      single('model-a', 83, 1, 10),
      single('model-a', 83, 2, 6),
      single('model-b', 81, 1, 5),
      single('model-b', 81, 2, 4),
    ]),
    [`${root}/model_judgment/gpt-4_pair.jsonl`]: jsonl([
      pair(81, 1, 'model_1', 'model_1'),
      pair(81, 2, 'model_1', 'model_2'),
      pair(82, 1, 'tie', 'model_1'),
      pair(82, 2, 'error', 'model_1'),
      pair(83, 1, 'model_2', 'model_2'),
    ]),
  };
}

function inspect(): Record<string, string> {
  const h = HAND.inspect;
  const values = ['C', 'C', 'I', 'C'];
  const log = {
    version: 2,
    status: 'success',
    eval: {
      eval_id: 'E1',
      run_id: 'R1',
      created: '2026-01-02T03:04:05+00:00',
      task: h.task,
      task_id: 'T1',
      task_version: 0,
      dataset: { name: h.task, samples: 4, sample_ids: [1, 2, 3, 4] },
      model: 'openai/gpt-4o-mini',
      config: {},
    },
    plan: { name: 'plan', steps: [] },
    results: {
      total_samples: 4,
      completed_samples: 4,
      scores: [
        {
          name: 'match',
          scorer: 'match',
          reducer: 'mean',
          params: {},
          metrics: {
            accuracy: { name: 'accuracy', value: h.accuracy, params: {} },
            stderr: { name: 'stderr', value: h.stderr, params: {} },
          },
        },
      ],
    },
    samples: values.map((v, i) => ({
      id: i + 1,
      epoch: 1,
      input: `What is ${i + 1}+${i + 1}?`,
      target: String(2 * (i + 1)),
      scores: { match: { value: v, answer: v === 'C' ? String(2 * (i + 1)) : '0' } },
    })),
  };
  return { 'logs/2026-01-02T03-04-05+00-00_arith_T1.json': JSON.stringify(log, null, 1) };
}

function lmEval(): Record<string, string> {
  const run = '2024-05-14T12-33-21.123456';
  const dir = 'out/EleutherAI__pythia-14m';
  const line = (doc: number, metrics: Record<string, number>, filter = 'none') =>
    JSON.stringify({
      doc_id: doc,
      doc: { question: `Q${doc}?`, choices: ['a', 'b'], answer: 0 },
      target: '0',
      arguments: { gen_args_0: { arg_0: `Question: Q${doc}?\nAnswer:`, arg_1: ' a' } },
      resps: [[['-1.5', 'False']]],
      filtered_resps: [['-1.5', 'False']],
      filter,
      metrics: Object.keys(metrics),
      doc_hash: 'aa',
      prompt_hash: 'bb',
      target_hash: 'cc',
      ...metrics,
    });
  const results = {
    results: {
      arc_easy: { alias: 'arc_easy', 'acc,none': 0.75, 'acc_stderr,none': 0.25 },
      gsm8k: {
        alias: 'gsm8k',
        'exact_match,strict-match': 0.5,
        'exact_match_stderr,strict-match': 0.5,
      },
    },
    groups: { [HAND.lmEval.group]: { 'acc,none': 0.75, 'acc_stderr,none': 'N/A' } },
    versions: { arc_easy: 1, gsm8k: 3 },
    'n-shot': { arc_easy: 0, gsm8k: 5 },
    'n-samples': { arc_easy: { original: 2376, effective: 4 }, gsm8k: { original: 1319, effective: 2 } },
    config: { model: 'hf', model_args: 'pretrained=EleutherAI/pythia-14m', batch_size: 1 },
    model_name: 'EleutherAI/pythia-14m',
    date: 1715689101.5,
  };
  return {
    [`${dir}/results_${run}.json`]: JSON.stringify(results, null, 2),
    [`${dir}/samples_arc_easy_${run}.jsonl`]: [1, 0, 1, 1].map((acc, i) => line(i, { acc })).join('\n'),
    [`${dir}/samples_gsm8k_${run}.jsonl`]: [0, 1]
      .map((em, i) => line(i, { exact_match: em }, 'strict-match'))
      .join('\n'),
  };
}

function lmarena(): Record<string, string> {
  const battle = (i: number, a: string, b: string, winner: string, extra: Record<string, unknown> = {}) => ({
    question_id: `q${i}`,
    model_a: a,
    model_b: b,
    winner,
    judge: `arena_user_${i}`,
    turn: 1,
    anony: true,
    language: 'English',
    tstamp: 1700000000 + i,
    conv_metadata: { sum_assistant_a_tokens: 100 + i, sum_assistant_b_tokens: 50, turns: 1 },
    is_code: false,
    is_refusal: false,
    ...extra,
  });
  return {
    'arena/clean_battle_20240101.json': arr([
      battle(1, 'llama-2-7b-chat', 'vicuna-7b', 'model_a'),
      battle(2, 'llama-2-7b-chat', 'vicuna-7b', 'model_a'),
      battle(3, 'vicuna-7b', 'llama-2-7b-chat', 'model_a'),
      battle(4, 'vicuna-7b', 'alpaca-13b', 'model_a', { language: 'Chinese' }),
      battle(5, 'alpaca-13b', 'vicuna-7b', 'model_a'),
      battle(6, 'llama-2-7b-chat', 'alpaca-13b', 'tie'),
      battle(7, 'llama-2-7b-chat', 'alpaca-13b', 'model_b', { anony: false }),
    ]),
  };
}

/** Every peer's files, by path in its own layout: a data directory for `parley build`. */
export function peerSiteFiles(): Record<string, string> {
  return { ...alpacaEval(), ...arenaHard(), ...mtBench(), ...inspect(), ...lmEval(), ...lmarena() };
}
