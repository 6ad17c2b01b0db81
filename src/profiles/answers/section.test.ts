import { describe, expect, it } from 'vitest';
import { answersSection } from './section.ts';
import type { AnswersModel, QuestionView } from './site/model.ts';

// Three questions of one benchmark: gpt4 answered two of them, vicuna one, nobody else any.
const question = (...models: string[]) =>
  ({ answers: models.map((model) => ({ model })) }) as unknown as QuestionView;
const MODEL: AnswersModel = {
  benchmarks: [
    {
      id: 'mt-bench',
      title: 'MT-Bench',
      encoding: 'cl100k_base tokens (Parley’s count)',
      models: [],
      index: { columns: [], rows: [], raw: [] },
      questions: [question('gpt4', 'vicuna'), question('gpt4'), question()],
    },
  ],
};

describe('answersSection.modelRows', () => {
  it('gives a model the number of questions it answered, shown and downloaded, and says how lengths are counted', () => {
    const [row] = answersSection.modelRows!('gpt4', MODEL);
    expect(row!.table.columns.map((c) => [c.key, c.numeric ?? false])).toEqual([
      ['answered', true],
      ['encoding', false],
    ]);
    expect(row!.table.rows).toEqual([
      [{ text: '2', sort: 2 }, { text: 'cl100k_base tokens (Parley’s count)' }],
    ]);
    expect(row!.table.raw).toEqual([{ model: 'gpt4', answered: 2 }]);
    expect(answersSection.modelRows!('vicuna', MODEL)[0]!.table.raw).toEqual([
      { model: 'vicuna', answered: 1 },
    ]);
  });

  it('gives a model that answered nothing no rows', () => {
    expect(answersSection.modelRows!('claude', MODEL)).toEqual([]);
  });
});
