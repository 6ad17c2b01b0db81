// `parley prompt`: the prompt a model sees at ruTiE question k, built from the task file's template and the
// answers given before k (a submission's, or the gold answers). Pure given the dataset.
import type { Dataset } from '../records/dataset.ts';
import { POOL_DIALOG_KEY } from '../profiles/rutie/linkRutie.ts';
import type { RutieChoice } from '../records/rutie.ts';
import { sequentialPrompt } from '../render/sequentialPrompt.ts';

/**
 * The prompt for question_id `k` of dialog `dialogId` in the test split, with earlier answers from `model`'s
 * submission (model id or any spelling the manifest maps to it), or the gold answers when no model is named.
 * @throws Error with a message for the terminal when the task file, the question or an earlier answer is missing.
 */
export function rutiePromptFor(
  data: Dataset,
  k: number,
  model?: string,
  dialogId: number = POOL_DIALOG_KEY.dialogId,
): string {
  const dialog = data.rutie.questions
    .filter((q) => q.split === POOL_DIALOG_KEY.split && q.dialogId === dialogId)
    .sort((a, b) => a.questionId - b.questionId);
  if (dialog.length === 0)
    throw new Error(
      `no ruTiE task file with dialog ${dialogId} of split ${POOL_DIALOG_KEY.split} was read: the prompt needs its templates`,
    );
  const index = dialog.findIndex((q) => q.questionId === k);
  if (index === -1)
    throw new Error(`dialog ${dialogId} has no question_id ${k} (it has ${dialog.length} questions)`);
  let answers: (RutieChoice | null)[];
  if (model !== undefined) {
    const id = data.models.find((m) => m.id === model || m.aliases.includes(model))?.id;
    const mine = data.rutie.answers.filter(
      (a) => a.model === id && a.split === POOL_DIALOG_KEY.split && a.dialogId === dialogId,
    );
    if (mine.length === 0)
      throw new Error(`no submission of model ${JSON.stringify(model)} answers dialog ${dialogId}`);
    const byId = new Map(mine.map((a) => [a.questionId, a.answer]));
    answers = dialog.map((q) => byId.get(q.questionId) ?? null);
  } else answers = dialog.map((q) => q.gold);
  const missing = dialog.slice(0, index).find((q, j) => answers[j] === null);
  if (missing)
    throw new Error(
      `question_id ${missing.questionId} has no ${model === undefined ? 'gold answer' : `answer from ${model}`}, so the dialog before question_id ${k} is unknown`,
    );
  return sequentialPrompt(dialog, answers as RutieChoice[], index);
}
