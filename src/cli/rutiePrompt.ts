// `parley prompt`: the prompt a model sees at ruTiE question k, built from the task file's template and the
// answers given before k (a submission's, or the gold answers). Pure given the dataset.
import type { Dataset } from '../records/dataset.ts';
import type { ModelInfo } from '../records/model.ts';
import { POOL_DIALOG_KEY } from '../profiles/rutie/linkRutie.ts';
import type { RutieChoice } from '../records/rutie.ts';
import { sequentialPrompt } from '../render/sequentialPrompt.ts';

/** A problem with what `parley prompt` was asked, worded for the terminal (the command prints it, no stack trace). */
export class PromptError extends Error {}

/** Names compare case-insensitively, ignoring surrounding white space. */
const nameKey = (name: string): string => name.trim().toLowerCase();

/** Every name a model goes by: its key (id), the display name the site shows, and every alias met or declared. */
function namesOf(data: Dataset, model: ModelInfo): string[] {
  const declared = data.manifest.models[model.id];
  return [
    model.id,
    model.display,
    ...model.aliases,
    ...(declared ? [declared.display, ...declared.aliases] : []),
  ];
}

/** How a model is named in a message: `Lynx-13B (key lynx-13b)`, or the key alone when the two are one. */
const label = (m: ModelInfo): string => (m.display === m.id ? m.id : `${m.display} (key ${m.id})`);

/**
 * The model whose submission answers dialog `dialogId` of `split` that `name` names: its key (the id its file
 * gave), the display name the site shows, or any alias, each compared case-insensitively and exactly.
 * @throws PromptError when no submission answers the dialog, when no such submission goes by `name` (listing the
 * names of those that do), or when `name` fits more than one (naming them).
 * @example findRutieModel(data, 'lynx-13B', 0) // 'lynx-13b'
 */
export function findRutieModel(
  data: Dataset,
  name: string,
  dialogId: number = POOL_DIALOG_KEY.dialogId,
  split: string = POOL_DIALOG_KEY.split,
): string {
  const answering = new Set(
    data.rutie.answers.filter((a) => a.split === split && a.dialogId === dialogId).map((a) => a.model),
  );
  const byId = new Map(data.models.map((m) => [m.id, m]));
  const submitters = [...answering]
    .sort()
    .map((id) => byId.get(id) ?? { id, display: id, aliases: [], isGroundTruth: false });
  if (submitters.length === 0)
    throw new PromptError(
      `no submission answers dialog ${dialogId} of split ${split}, so there is no model ${JSON.stringify(name)} to follow; leave out --model for the gold answers`,
    );
  const wanted = nameKey(name);
  const fits = (m: ModelInfo) => namesOf(data, m).some((n) => nameKey(n) === wanted);
  const matches = submitters.filter(fits);
  if (matches.length === 1) return matches[0]!.id;
  if (matches.length > 1)
    throw new PromptError(
      `${JSON.stringify(name)} names ${matches.length} submissions: ${matches.map(label).join(', ')}; give one by its key`,
    );
  const elsewhere = data.models.filter((m) => !answering.has(m.id) && fits(m));
  const note = elsewhere.length
    ? ` (${elsewhere.map(label).join(', ')} ${elsewhere.length === 1 ? 'has' : 'have'} no answers to it)`
    : '';
  throw new PromptError(
    `no submission answering dialog ${dialogId} of split ${split} goes by ${JSON.stringify(name)}${note}. The models that answer it: ${submitters.map(label).join(', ')}`,
  );
}

/**
 * The prompt for question_id `k` of dialog `dialogId` in the test split, with earlier answers from `model`'s
 * submission (its key, display name or any alias: findRutieModel), or the gold answers when no model is named.
 * @throws PromptError with a message for the terminal when the task file, the question or an earlier answer is missing.
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
    throw new PromptError(
      `no ruTiE task file with dialog ${dialogId} of split ${POOL_DIALOG_KEY.split} was read: the prompt needs its templates`,
    );
  const index = dialog.findIndex((q) => q.questionId === k);
  if (index === -1)
    throw new PromptError(`dialog ${dialogId} has no question_id ${k} (it has ${dialog.length} questions)`);
  let answers: (RutieChoice | null)[];
  if (model !== undefined) {
    const id = findRutieModel(data, model, dialogId);
    const mine = data.rutie.answers.filter(
      (a) => a.model === id && a.split === POOL_DIALOG_KEY.split && a.dialogId === dialogId,
    );
    const byId = new Map(mine.map((a) => [a.questionId, a.answer]));
    answers = dialog.map((q) => byId.get(q.questionId) ?? null);
  } else answers = dialog.map((q) => q.gold);
  const missing = dialog.slice(0, index).find((q, j) => answers[j] === null);
  if (missing)
    throw new PromptError(
      `question_id ${missing.questionId} has no ${model === undefined ? 'gold answer' : `answer from ${model}`}, so the dialog before question_id ${k} is unknown`,
    );
  return sequentialPrompt(dialog, answers as RutieChoice[], index);
}
