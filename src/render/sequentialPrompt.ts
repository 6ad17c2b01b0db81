// The prompt a model sees at question k of a ruTiE dialog: the question's own instruction template, filled with
// the dialog so far (each earlier question followed by the text of the option that was chosen), the question
// and its two options. Pure.
import type { RutieChoice } from '../records/rutie.ts';

/** What the prompt needs of a question: its template and its text. */
export interface PromptQuestion {
  /** The template, with `{context}`, `{question}`, `{choice1}` and `{choice2}` placeholders. */
  instruction: string;
  question: string;
  choice1: string;
  choice2: string;
}

const PLACEHOLDER = /\{(context|question|choice1|choice2)\}/g;

/**
 * The dialog before question k, as the card's worked example writes it: for each earlier question, the question
 * and on the next line the text of the chosen option; the lines joined by line breaks ('' for the first question).
 */
export function dialogContext(
  dialog: readonly PromptQuestion[],
  answers: readonly RutieChoice[],
  k: number,
): string {
  const lines: string[] = [];
  for (let j = 0; j < k; j++) {
    const q = dialog[j]!;
    const a = answers[j];
    if (a !== '1' && a !== '2')
      throw new Error(
        `sequentialPrompt requires answers "1" or "2" to every earlier question (question ${j} has ${JSON.stringify(a)})`,
      );
    lines.push(q.question, a === '1' ? q.choice1 : q.choice2);
  }
  return lines.join('\n');
}

/**
 * The prompt for question k (0-based, in question_id order): question k's instruction with `{context}` replaced by
 * dialogContext, and `{question}`, `{choice1}`, `{choice2}` by question k's text. Placeholders are replaced in
 * one pass, so text that itself contains "{question}" stays as written. Source: the ruTiE dataset card (MERA),
 * "Data Instances", and its worked example of the second question.
 * @throws Error when k is not a question of the dialog, an earlier answer is missing or not "1"/"2", or
 *   question k has no template.
 * @example sequentialPrompt(dialog, ['2'], 1) // the card's second-question prompt after answering choice 2
 */
export function sequentialPrompt(
  dialog: readonly PromptQuestion[],
  answers: readonly RutieChoice[],
  k: number,
): string {
  if (!Number.isInteger(k) || k < 0 || k >= dialog.length)
    throw new Error(`sequentialPrompt requires a question from 0 to ${dialog.length - 1} (got ${k})`);
  const q = dialog[k]!;
  if (q.instruction.trim() === '')
    throw new Error(`sequentialPrompt requires an instruction template on question ${k} (it is empty)`);
  const context = dialogContext(dialog, answers, k);
  const values: Record<string, string> = {
    context,
    question: q.question,
    choice1: q.choice1,
    choice2: q.choice2,
  };
  return q.instruction.replace(PLACEHOLDER, (_, name: string) => values[name] ?? '');
}
