// `parley prompt` on the demo content: the dialog so far as a submission answered it, or as the gold answers.
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../records/dataset.ts';
import { readDataset } from '../profiles/index.ts';
import { rutiePromptFor } from './rutiePrompt.ts';

describe('rutiePromptFor', () => {
  let data: Dataset;
  beforeAll(async () => {
    data = await readDataset(resolve(import.meta.dirname, '../../content'));
  });

  it('writes each earlier question with the option the model chose', () => {
    const questions = data.rutie.questions
      .filter((q) => q.dialogId === 0)
      .sort((a, b) => a.questionId - b.questionId);
    const lynx = new Map(
      data.rutie.answers.filter((a) => a.model === 'lynx-13b').map((a) => [a.questionId, a.answer]),
    );
    const lines = rutiePromptFor(data, 3, 'lynx-13b').split('\n');
    // Template line, then 3 x (question, chosen option), then question 3, its two options and the closing line.
    expect(lines).toHaveLength(1 + 6 + 4);
    for (let j = 0; j < 3; j++) {
      const q = questions[j]!;
      expect(lines[1 + 2 * j]).toBe(q.question);
      expect(lines[2 + 2 * j]).toBe(lynx.get(j) === '1' ? q.choice1 : q.choice2);
    }
    expect(lines[7]).toBe(questions[3]!.question);
  });

  it('uses the gold answers when no model is named, and names what is missing', () => {
    expect(rutiePromptFor(data, 1).split('\n')[2]).toBe('В Казани');
    // The planted submission has no usable answer to question_id 20.
    expect(() => rutiePromptFor(data, 25, 'otter-7b')).toThrow(
      'question_id 20 has no answer from otter-7b, so the dialog before question_id 25 is unknown',
    );
    expect(() => rutiePromptFor(data, 99)).toThrow('dialog 0 has no question_id 99 (it has 40 questions)');
    expect(() => rutiePromptFor(data, 1, 'nobody')).toThrow(
      'no submission of model "nobody" answers dialog 0',
    );
  });
});
