// Reader of a ruTiE task file: the questions of one or more dialogs, with gold answers when the split is open.
import {
  RUTIE_CATEGORIES,
  RUTIE_IMITATION_CLASSES,
  type RutieChoice,
  type RutieQuestion,
} from '../../records/rutie.ts';
import { isObject } from '../../ingest/jsonLines.ts';
import { note, type ReadContext } from '../../ingest/readContext.ts';
import { reject, rowUsed } from '../../ingest/rowOutcomes.ts';
import { quote } from '../../records/report.ts';
import { checkDialogOrder, describeValue, listRutieItems, readIds } from './rutieJson.ts';

/** The split of a bare list of questions (the card's example), unless the manifest's `setting` names another. */
export const RUTIE_DEFAULT_SPLIT = 'test';

type Field<T> = { ok: true; value: T } | { ok: false; column: string; reason: string };

function labels(meta: Record<string, unknown>, key: string): Field<string[]> {
  const v = meta[key];
  if (v === undefined || v === null) return { ok: true, value: [] };
  if (typeof v === 'string') return { ok: true, value: [v] };
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return { ok: true, value: v as string[] };
  return {
    ok: false,
    column: `meta.${key}`,
    reason: `expected a list of labels, got ${describeValue(v)}`,
  };
}

function gold(item: Record<string, unknown>): Field<RutieChoice | null> {
  const v = item.outputs;
  if (v === undefined || v === null || v === '') return { ok: true, value: null };
  if (v === '1' || v === '2') return { ok: true, value: v };
  return {
    ok: false,
    column: 'outputs',
    reason: `the gold answer must be "1" or "2" (or absent in a closed split), got ${describeValue(v)}`,
  };
}

/** Reads a task file (see listRutieItems for the layouts); every item is used or rejected with its line. */
export function readRutieTask(text: string, ctx: ReadContext): void {
  const split = ctx.setting ?? RUTIE_DEFAULT_SPLIT;
  const { items } = listRutieItems(text, ctx, split);
  const seen = new Map<string, number>();
  const used: { split: string; dialogId: number; questionId: number; line: number }[] = [];
  const unknownLabels = new Map<string, number>();
  for (const it of items) {
    const at = (column?: string) => ({ line: it.line, ...(column ? { column } : {}) });
    if (!isObject(it.value)) {
      reject(ctx, at(), 'expected a question object {instruction, inputs, outputs, meta}');
      continue;
    }
    const item = it.value;
    const ids = readIds(item);
    if (!ids.ok) {
      reject(ctx, at(ids.column), ids.reason);
      continue;
    }
    const inputs = item.inputs;
    if (!isObject(inputs)) {
      reject(ctx, at('inputs'), 'no "inputs" object with question, choice1 and choice2');
      continue;
    }
    const missing = ['question', 'choice1', 'choice2'].find((k) => typeof inputs[k] !== 'string');
    if (missing) {
      reject(ctx, at(`inputs.${missing}`), `expected text, got ${describeValue(inputs[missing])}`);
      continue;
    }
    const g = gold(item);
    const cats = labels(ids.meta, 'category');
    const imit = labels(ids.meta, 'turing_imitation');
    const ctxFlag = ids.meta.use_context;
    const bad = [g, cats, imit].find((f) => !f.ok) as
      { ok: false; column: string; reason: string } | undefined;
    if (bad) {
      reject(ctx, at(bad.column), bad.reason);
      continue;
    }
    if (ctxFlag !== undefined && ctxFlag !== null && typeof ctxFlag !== 'boolean') {
      reject(ctx, at('meta.use_context'), `expected true or false, got ${describeValue(ctxFlag)}`);
      continue;
    }
    const key = `${it.split}\u0000${ids.dialogId}\u0000${ids.questionId}`;
    const first = seen.get(key);
    if (first !== undefined) {
      reject(
        ctx,
        at('meta.question_id'),
        `a second question ${ids.questionId} in dialog ${ids.dialogId} (the first is at line ${first}); kept the first`,
      );
      continue;
    }
    seen.set(key, it.line);
    const categories = (cats as { value: string[] }).value;
    const imitation = (imit as { value: string[] }).value;
    for (const c of categories)
      if (!(RUTIE_CATEGORIES as readonly string[]).includes(c) && !unknownLabels.has(`category ${c}`))
        unknownLabels.set(`category ${c}`, it.line);
    for (const c of imitation)
      if (
        !(RUTIE_IMITATION_CLASSES as readonly string[]).includes(c) &&
        !unknownLabels.has(`turing_imitation ${c}`)
      )
        unknownLabels.set(`turing_imitation ${c}`, it.line);
    const question: RutieQuestion = {
      split: it.split,
      dialogId: ids.dialogId,
      questionId: ids.questionId,
      instruction: typeof item.instruction === 'string' ? item.instruction : '',
      question: inputs.question as string,
      choice1: inputs.choice1 as string,
      choice2: inputs.choice2 as string,
      gold: (g as { value: RutieChoice | null }).value,
      categories,
      useContext: typeof ctxFlag === 'boolean' ? ctxFlag : null,
      imitation,
      source: { file: ctx.file, line: it.line },
    };
    ctx.sink.rutie.questions.push(question);
    used.push({ split: it.split, dialogId: ids.dialogId, questionId: ids.questionId, line: it.line });
    rowUsed(ctx);
  }
  for (const [label, line] of unknownLabels) {
    const [field, ...rest] = label.split(' ');
    note(
      ctx,
      { line, column: `meta.${field}` },
      'rutie-label',
      `label ${quote(rest.join(' '))} is not among the card's thirteen; kept as its own group`,
    );
  }
  checkDialogOrder(ctx, used, 'questions');
}
