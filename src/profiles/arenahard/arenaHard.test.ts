// arena-hard-auto's files written here in its own layout (data/<bench>/question.jsonl, model_answer/<model>.jsonl,
// model_judgment/<judge>/<model>.jsonl, leaderboard/arena_hard_leaderboard_<date>.csv), in both generations'
// record keys, and again renamed into one folder: recognised by content, and scored as the peer scores.
import { describe, expect, it } from 'vitest';
import { jsonl, readTree } from '../../../test/peers/readTree.ts';
import { countCl100k } from '../../stats/tokens.ts';
import { markdownCounts, markdownTotals, withoutCodeBlocks } from './markdownCounts.ts';
import {
  arenaHardAverageTokens,
  arenaHardCounts,
  arenaHardInterval,
  arenaHardScore,
  checkTokenLengths,
  gameOutcome,
  parseVerdict,
} from './score.ts';

const Q = ['q1', 'q2'];
const PROMPT = { q1: 'Write a haiku about tea.', q2: 'Explain **recursion** briefly.' } as const;
const TEXT = {
  base: { q1: 'Green leaves steep slowly', q2: 'Recursion: a function calling itself.' },
  x: {
    q1: '# Tea\n- warm cup\n- **quiet** morning',
    q2: 'It is when a function calls itself until a base case.',
  },
} as const;

const question2024 = (q: 'q1' | 'q2') => ({
  question_id: q,
  category: 'arena-hard-v0.1',
  cluster: 'Misc',
  turns: [{ content: PROMPT[q] }],
});
const answer2024 = (model: string, q: 'q1' | 'q2', text: string, tokenLen = countCl100k(text)) => ({
  question_id: q,
  answer_id: `${model}-${q}`,
  model_id: model,
  choices: [{ index: 0, turns: [{ content: text, token_len: tokenLen }] }],
  tstamp: 1711076966.37,
});
/** A 2024 judge prompt: game 1 shows the baseline's answer as Assistant A. */
const userPrompt = (q: 'q1' | 'q2', a: string, b: string) =>
  `<|User Prompt|>\n${PROMPT[q]}\n\n<|The Start of Assistant A's Answer|>\n${a}\n<|The End of Assistant A's Answer|>\n\n<|The Start of Assistant B's Answer|>\n${b}\n<|The End of Assistant B's Answer|>`;
const judgment2024 = (q: 'q1' | 'q2', s1: string | null, s2: string | null) => ({
  question_id: q,
  model: 'model-x',
  judge: 'gpt-4-1106-preview',
  games: [
    { user_prompt: userPrompt(q, TEXT.base[q], TEXT.x[q]), judgment: `... [[${s1}]]`, score: s1 },
    { user_prompt: userPrompt(q, TEXT.x[q], TEXT.base[q]), judgment: `... [[${s2}]]`, score: s2 },
  ],
});
const judgment2025 = (uid: string, s1: string | null, s2: string | null) => ({
  uid,
  category: 'hard_prompt',
  judge: 'gpt-4.1',
  model: 'org/model-y',
  baseline: 'o3-mini-2025-01-31',
  games: [
    { score: s1, judgment: { answer: `[[${s1}]]` }, prompt: [{ role: 'user', content: '...' }] },
    s2 === null ? null : { score: s2, judgment: { answer: `[[${s2}]]` }, prompt: [] },
  ],
});
const answer2025 = (uid: string, text: string) => ({
  uid,
  ans_id: `y-${uid}`,
  model: 'model-y',
  messages: [
    { role: 'user', content: 'Prompt' },
    { role: 'assistant', content: { answer: text } },
  ],
  tstamp: 1.5,
  metadata: { token_len: 5, ...markdownMeta(text) },
});
const markdownMeta = (text: string) => {
  const c = markdownCounts(text);
  return { header_count: c.headers, list_count: c.lists, bold_count: c.bold };
};

const LEADERBOARD = [
  'model,score,rating_q025,rating_q975,CI,avg_tokens,date',
  'model-x,75.0,60.0,88.0,"(-15.00, +13.00)",12.0,2024-07-31',
  'gpt-4-0314,50.0,50.0,50.0,"(-0.00, +0.00)",7.0,2024-07-31',
].join('\n');

const LAYOUT = {
  'data/arena-hard-v0.1/question.jsonl': jsonl(Q.map((q) => question2024(q as 'q1'))),
  'data/arena-hard-v0.1/model_answer/gpt-4-0314.jsonl': jsonl([
    answer2024('gpt-4-0314', 'q1', TEXT.base.q1),
    answer2024('gpt-4-0314', 'q2', TEXT.base.q2),
  ]),
  'data/arena-hard-v0.1/model_answer/model-x.jsonl': jsonl([
    answer2024('model-x', 'q1', TEXT.x.q1),
    answer2024('model-x', 'q2', TEXT.x.q2, 99),
  ]),
  'data/arena-hard-v0.1/model_judgment/gpt-4-1106-preview/model-x.jsonl': jsonl([
    judgment2024('q1', 'B>>A', 'A>B'),
    judgment2024('q2', 'A=B', 'B>A'),
  ]),
  'data/arena-hard-v2.0/question.jsonl': jsonl([
    { uid: 'u1', category: 'hard_prompt', subcategory: 'coding', prompt: 'Sort a list.' },
  ]),
  'data/arena-hard-v2.0/model_answer/model-y.jsonl': jsonl([
    answer2025('u1', '## Plan\n1. read\n2. sort\n```\n# not a header\n```'),
  ]),
  'data/arena-hard-v2.0/model_judgment/gpt-4.1/model-y.jsonl': jsonl([
    judgment2025('u1', 'A<<B', 'A>B'),
    judgment2025('u2', 'A>B', null),
  ]),
  'leaderboard/arena_hard_leaderboard_20240731.csv': LEADERBOARD,
};

describe('arena-hard verdicts and scores', () => {
  it('reads both generations’ verdict spellings and nothing else', () => {
    expect(parseVerdict('B<<A')).toEqual({ better: 'A', strong: true });
    expect(parseVerdict('A<B')).toEqual({ better: 'B', strong: false });
    expect([parseVerdict('A>>>B'), parseVerdict('AB'), parseVerdict(null)]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(['A>B', 'B>>A', 'A=B', 'A>>>B'].map(gameOutcome)).toEqual(['model1', 'model2', 'tie', 'unparsed']);
  });

  it('counts strong verdicts three times, from the model’s side of each game (hand count: 4 wins, 1 tie, 1 loss)', () => {
    const c = arenaHardCounts([
      { verdicts: ['B>>A', 'A>B'], generation: '2024' },
      { verdicts: ['A=B', 'B>A'], generation: '2024' },
    ]);
    expect(c).toEqual({ wins: 4, ties: 1, losses: 1, games: 4, dropped: 0 });
    expect(arenaHardScore(c)).toBe(75);
  });

  it('drops a bad game in 2024 files and the whole line in 2025 files', () => {
    expect(arenaHardCounts([{ verdicts: ['A>B', null], generation: '2024' }])).toMatchObject({
      losses: 1,
      games: 1,
      dropped: 1,
    });
    expect(arenaHardCounts([{ verdicts: ['A>B', null], generation: '2025' }])).toMatchObject({
      losses: 0,
      games: 0,
      dropped: 2,
    });
    expect(() => arenaHardScore({ wins: 0, ties: 0, losses: 0, games: 0, dropped: 2 })).toThrow(
      /arenaHardScore requires/,
    );
  });

  it('gives a seeded bootstrap interval around the score, the same twice', () => {
    const c = { wins: 30, ties: 10, losses: 20, games: 40, dropped: 0 };
    const a = arenaHardInterval(c, { seed: 7, rounds: 500, level: 0.95 });
    expect(a).toEqual(arenaHardInterval(c, { seed: 7, rounds: 500, level: 0.95 }));
    expect(a.lo).toBeLessThan(arenaHardScore(c));
    expect(a.hi).toBeGreaterThan(arenaHardScore(c));
  });

  it('truncates the mean token count, as avg_tokens is printed', () => {
    expect(arenaHardAverageTokens([{ tokenLen: 300 }, { tokenLen: 359 }])).toBe(329);
    expect(arenaHardAverageTokens([{ tokenLen: 300 }, {}])).toBeUndefined();
  });
});

describe('markdownCounts', () => {
  it('counts headers of exactly k hashes, list items and one-line bold spans', () => {
    const c = markdownCounts(
      '# A\n## B\n###C\n1. one\n  2. two\n- x\n* y\n+ z\n**bold** and __also__ and **not\nbold**',
    );
    expect(c.headers).toEqual({ h1: 1, h2: 1, h3: 0, h4: 0, h5: 0, h6: 0 });
    expect(c.lists).toEqual({ ordered: 2, unordered: 3 });
    expect(c.bold).toEqual({ '**': 1, __: 1 });
    expect(markdownTotals(c)).toEqual({ headers: 2, lists: 5, bold: 2 });
  });

  it('leaves code blocks out, wherever their text occurs', () => {
    expect(withoutCodeBlocks('x\n```\n# h\n```\n# h\n')).toBe('x\n``````');
    expect(markdownCounts('```py\n# comment\n- item\n```').headers.h1).toBe(0);
  });

  it("treats only a line feed as a line start, and Python's digits and spaces", () => {
    expect(markdownCounts('a\u2028# h').headers.h1).toBe(0);
    expect(markdownCounts('a\r\n# h').headers.h1).toBe(1);
    expect(markdownCounts('\u0663. Arabic-Indic three').lists.ordered).toBe(1);
    expect(markdownCounts('#\ufeffx').headers.h1).toBe(0);
  });
});

describe("arena-hard's data tree", () => {
  it('reads questions, answers, judgments and the leaderboard of both generations by content', async () => {
    const { data, roles, messages, totals } = await readTree(LAYOUT);
    expect(Object.entries(roles).map(([f, r]) => `${r} ${f}`)).toEqual([
      'arena-hard-answers data/arena-hard-v0.1/model_answer/gpt-4-0314.jsonl',
      'arena-hard-answers data/arena-hard-v0.1/model_answer/model-x.jsonl',
      'arena-hard-judgments data/arena-hard-v0.1/model_judgment/gpt-4-1106-preview/model-x.jsonl',
      'arena-hard-questions data/arena-hard-v0.1/question.jsonl',
      'arena-hard-answers data/arena-hard-v2.0/model_answer/model-y.jsonl',
      'arena-hard-judgments data/arena-hard-v2.0/model_judgment/gpt-4.1/model-y.jsonl',
      'arena-hard-questions data/arena-hard-v2.0/question.jsonl',
      'arena-hard-leaderboard leaderboard/arena_hard_leaderboard_20240731.csv',
    ]);
    expect(messages).toEqual([]);
    expect(totals).toMatchObject({ rejected: 0, reconciles: true });
    const x = data.peers.arenaHardJudgments.filter((j) => j.model === 'model-x');
    // The 2024 lines do not name the baseline: game 1's Assistant A is gpt-4-0314's answer.
    expect(x.map((j) => j.baseline)).toEqual(['gpt-4-0314', 'gpt-4-0314']);
    const published = data.publishedLeaderboard.find((r) => r.model === 'model-x')!;
    expect(arenaHardScore(arenaHardCounts(x))).toBe(published.values.score!.value);
    expect(published).toMatchObject({
      board: 'arena_hard_leaderboard_20240731',
      labels: { CI: '(-15.00, +13.00)', date: '2024-07-31', published: '20240731' },
    });
    // Each game is a battle of its own order: game 1 the baseline first, game 2 the model first.
    expect(
      data.pairJudgments
        .filter((j) => j.judge === 'gpt-4-1106-preview')
        .map((j) => `${j.model1}>${j.model2} ${j.outcome} ${j.raw}`),
    ).toEqual([
      'gpt-4-0314>model-x model2 B>>A',
      'model-x>gpt-4-0314 model1 A>B',
      'gpt-4-0314>model-x tie A=B',
      'model-x>gpt-4-0314 model2 B>A',
    ]);
    // 2025: the model's path prefix is dropped, the line with a missing game is left out whole.
    const y = data.peers.arenaHardJudgments.filter((j) => j.model === 'model-y');
    expect(y.map((j) => [j.generation, j.baseline, j.verdicts])).toEqual([
      ['2025', 'o3-mini-2025-01-31', ['A<<B', 'A>B']],
      ['2025', 'o3-mini-2025-01-31', ['A>B', null]],
    ]);
    expect(arenaHardCounts(y)).toEqual({ wins: 4, ties: 0, losses: 0, games: 2, dropped: 2 });
  });

  it("checks the files' token counts against cl100k and the 2025 markdown counts", async () => {
    const { data } = await readTree(LAYOUT);
    const check = checkTokenLengths(data.peers.answers.filter((a) => a.bench === 'arena-hard-v0.1'));
    expect(check.checked).toBe(4);
    expect(check.equal).toBe(3);
    expect(check.differ).toEqual([
      { model: 'model-x', questionId: 'q2', written: 99, counted: countCl100k(TEXT.x.q2) },
    ]);
    const y = data.peers.answers.find((a) => a.model === 'model-y')!;
    expect(y.markdown).toEqual(markdownCounts(y.turns[0]!));
    expect(y.markdown!.headers.h1).toBe(0);
    expect(y.tokenEncoding).toBe('o200k_base');
  });

  it('reads the same files renamed into one folder, by content', async () => {
    const flat = Object.fromEntries(
      Object.entries(LAYOUT).map(([path, body], i) => [
        `mixed/f${i}.${path.endsWith('.csv') ? 'csv' : 'jsonl'}`,
        body,
      ]),
    );
    const { data, roles, messages } = await readTree(flat);
    expect(Object.values(roles).sort()).toEqual([
      'arena-hard-answers',
      'arena-hard-answers',
      'arena-hard-answers',
      'arena-hard-judgments',
      'arena-hard-judgments',
      'arena-hard-leaderboard',
      'arena-hard-questions',
      'arena-hard-questions',
    ]);
    expect(messages).toEqual([]);
    // Without a data/<bench>/ folder the baseline is still found by its answer text.
    const x = data.peers.arenaHardJudgments.filter((j) => j.model === 'model-x');
    expect(x.map((j) => j.baseline)).toEqual(['gpt-4-0314', 'gpt-4-0314']);
    expect(arenaHardScore(arenaHardCounts(x))).toBe(75);
  });

  it('rejects a judgment line without two games, and notes a judgment whose baseline is unknown', async () => {
    const { messages, data } = await readTree({
      'data/other-bench/model_judgment/j/m.jsonl': jsonl([
        { question_id: 'q9', model: 'm', judge: 'j', games: [{ score: 'A>B' }, { score: 'B>A' }] },
        { question_id: 'q9b', model: 'm', judge: 'j', games: [{ score: 'A>B' }] },
      ]),
    });
    expect(messages).toEqual([
      'data/other-bench/model_judgment/j/m.jsonl:2: column games: expected two games, got 1',
      "data/other-bench/model_judgment/j/m.jsonl: 1 judgment lines do not name their baseline, and no answer read matches game 1's Assistant A: their games are not counted as battles (the peer's score against the baseline is computed all the same)",
    ]);
    expect(data.pairJudgments).toEqual([]);
    expect(data.peers.arenaHardJudgments).toHaveLength(1);
  });
});
