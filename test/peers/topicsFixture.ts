// A hand-made MT-Bench question set for the topics section: 12 questions on three planted subjects (the set's own
// categories), graded for two models, in FastChat's layout. Used by the section's unit test and its browser test.
import { jsonl } from './readTree.ts';

const SUBJECTS: Record<string, string[]> = {
  cooking: [
    'Bake bread with flour, yeast and an oven; knead the dough',
    'A recipe for bread dough: flour, water, yeast, bake in the oven',
    'How long to bake sourdough bread in a hot oven with yeast',
    'Knead the dough, let the yeast rise, then bake the bread',
  ],
  coding: [
    'Fix this Python function that throws an exception on empty lists',
    'Python exception in my function: list index out of range',
    'Refactor the Python function and catch the exception',
    'Why does my Python list function raise an exception',
  ],
  travel: [
    'Plan a train trip through Italy: Rome, Florence, Venice hotels',
    'Cheap hotels in Rome and a train to Florence for my trip',
    'Itinerary for a week in Italy by train, with hotels in Venice',
    'Which train from Florence to Venice, and hotels for the trip',
  ],
};
export const QUESTIONS = Object.entries(SUBJECTS).flatMap(([category, texts], c) =>
  texts.map((t, i) => ({ question_id: 101 + 4 * c + i, category, turns: [t, 'Now say it shorter.'] })),
);

// model-a is graded 9 on cooking, 3 on coding and 6 on travel (turn 1), 8/2/5 on turn 2; model-b 5 everywhere, and
// once -1 (ungraded, left out) on question 101 turn 2.
const GRADE: Record<string, [number, number]> = { cooking: [9, 8], coding: [3, 2], travel: [6, 5] };
export const grades = QUESTIONS.flatMap((q) =>
  [1, 2].flatMap((turn) => [
    { question_id: q.question_id, model: 'model-a', score: GRADE[q.category]![turn - 1]!, turn },
    {
      question_id: q.question_id,
      model: 'model-b',
      score: q.question_id === 101 && turn === 2 ? -1 : 5,
      turn,
    },
  ]),
).map((g) => ({
  ...g,
  judge: ['gpt-4', g.turn === 1 ? 'single-v1' : 'single-v1-multi-turn'],
  user_prompt: `[Question] ${g.question_id}`,
  judgment: `Rating: [[${g.score}]]`,
  tstamp: 1697787680.8,
}));

export const ROOT = 'fastchat/llm_judge/data/mt_bench';
export const FILES = {
  [`${ROOT}/question.jsonl`]: jsonl(QUESTIONS),
  [`${ROOT}/model_judgment/gpt-4_single.jsonl`]: jsonl(grades),
};
