// Reader of a MERA-format ruTiE submission: {"data": {"test": [[{outputs, meta: {dialog_id, question_id}}]]}},
// one file per model. Every answer is used or rejected with its line; order and gaps are noted.
import { isObject } from '../../ingest/jsonLines.ts';
import { type ReadContext } from '../../ingest/readContext.ts';
import { reject, rowUsed } from '../../ingest/rowOutcomes.ts';
import { checkDialogOrder, describeValue, listRutieItems, readIds } from './rutieJson.ts';
import { modelFromSubmissionName } from './rutieNames.ts';
import { RUTIE_DEFAULT_SPLIT } from './task.ts';

/** Reads one submission; the model comes from the manifest (`model`) or the file name. */
export function readRutieSubmission(text: string, ctx: ReadContext): void {
  const model = ctx.registry.resolveOrAdd(ctx.model ?? modelFromSubmissionName(ctx.file));
  const { items } = listRutieItems(text, ctx, ctx.setting ?? RUTIE_DEFAULT_SPLIT);
  const seen = new Map<string, number>();
  const used: { split: string; dialogId: number; questionId: number; line: number }[] = [];
  for (const it of items) {
    const at = (column?: string) => ({ line: it.line, ...(column ? { column } : {}) });
    if (!isObject(it.value)) {
      reject(ctx, at(), 'expected an answer object {outputs, meta: {dialog_id, question_id}}');
      continue;
    }
    const ids = readIds(it.value);
    if (!ids.ok) {
      reject(ctx, at(ids.column), ids.reason);
      continue;
    }
    const out = it.value.outputs;
    if (out !== '1' && out !== '2') {
      reject(
        ctx,
        at('outputs'),
        `question ${ids.questionId}: the answer must be "1" or "2", got ${describeValue(out)}`,
      );
      continue;
    }
    const key = `${it.split}\u0000${ids.dialogId}\u0000${ids.questionId}`;
    const first = seen.get(key);
    if (first !== undefined) {
      reject(
        ctx,
        at('meta.question_id'),
        `a second answer to question ${ids.questionId} of dialog ${ids.dialogId} (the first is at line ${first}); kept the first`,
      );
      continue;
    }
    seen.set(key, it.line);
    ctx.sink.rutie.answers.push({
      model,
      split: it.split,
      dialogId: ids.dialogId,
      questionId: ids.questionId,
      answer: out,
      source: { file: ctx.file, line: it.line },
    });
    used.push({ split: it.split, dialogId: ids.dialogId, questionId: ids.questionId, line: it.line });
    rowUsed(ctx);
  }
  checkDialogOrder(ctx, used, 'answers');
}
