// The prompt builder on a dialog written for this test (the card's own example is checked against the card in
// sequentialPrompt.corpus.test.ts).
import { describe, expect, it } from 'vitest';
import { sequentialPrompt } from './sequentialPrompt.ts';

const TEMPLATE = 'Keep the talk going.\n{context}\n{question}\n1) {choice1}\n2) {choice2}\nWhich is better?';
const dialog = [
  { instruction: TEMPLATE, question: 'What colour is snow?', choice1: 'White', choice2: 'Green' },
  { instruction: TEMPLATE, question: 'And grass?', choice1: 'White', choice2: 'Green' },
  { instruction: TEMPLATE, question: 'Say "{question}".', choice1: '{context}', choice2: 'No' },
];

describe('sequentialPrompt', () => {
  it('fills the first question with an empty context', () => {
    expect(sequentialPrompt(dialog, [], 0)).toBe(
      'Keep the talk going.\n\nWhat colour is snow?\n1) White\n2) Green\nWhich is better?',
    );
  });
  it('writes each earlier question with the text of the chosen option, in order', () => {
    expect(sequentialPrompt(dialog, ['2', '2'], 2)).toBe(
      'Keep the talk going.\nWhat colour is snow?\nGreen\nAnd grass?\nGreen\nSay "{question}".\n1) {context}\n2) No\nWhich is better?',
    );
    // Later answers do not matter.
    expect(sequentialPrompt(dialog, ['1', '2', '1'], 1)).toBe(
      'Keep the talk going.\nWhat colour is snow?\nWhite\nAnd grass?\n1) White\n2) Green\nWhich is better?',
    );
  });
  it('names what is missing', () => {
    expect(() => sequentialPrompt(dialog, ['1'], 2)).toThrow(
      'sequentialPrompt requires answers "1" or "2" to every earlier question (question 1 has undefined)',
    );
    expect(() => sequentialPrompt(dialog, [], 3)).toThrow(
      'sequentialPrompt requires a question from 0 to 2 (got 3)',
    );
    expect(() => sequentialPrompt([{ ...dialog[0]!, instruction: '' }], [], 0)).toThrow(
      'instruction template',
    );
  });
});
