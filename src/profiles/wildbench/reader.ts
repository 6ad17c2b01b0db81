// The reader of WildBench's pairwise evaluation result files (allenai/WildBench, v2: eval_results/<version>/
// pairwise.v2/eval=<judge>/ref=<reference>/<model>.json): a JSON array with one record per task, each naming the
// two models (`model_A`, `model_B`), the judge's parsed answer (`parsed_result.choice`: A++, A+, A=B, B+, B++)
// with its `winner` and `extent`, and both answers (`model_outputs`, by model). Every record is used or rejected
// with its line and the field at fault; the file's layout is recognised by its keys (./profile.ts), never its name.
import { isObject } from '../../ingest/jsonLines.ts';
import { note, type ReadContext } from '../../ingest/readContext.ts';
import { reject, rowUsed } from '../../ingest/rowOutcomes.ts';
import { recordsOf } from '../../records/recordKind.ts';
import { quote } from '../../records/report.ts';
import { parseJsonDocument } from '../peers/jsonDocument.ts';
import { foldersOf } from '../peers/paths.ts';
import { WILDBENCH_PAIR, WildBenchChoiceSchema, type WildBenchChoice, type WildBenchPair } from './record.ts';

/** The value of the last `<marker>=<value>` folder of a path (WildBench's `eval=<judge>`, `ref=<model>`). */
export function folderValue(path: string, marker: string): string | undefined {
  const prefix = `${marker}=`;
  const folder = foldersOf(path)
    .filter((f) => f.startsWith(prefix) && f.length > prefix.length)
    .at(-1);
  return folder?.slice(prefix.length);
}

/** Characters of a text as Python's len counts them (code points). */
const codePoints = (s: string) => [...s].length;

/** The choice `winner` and `extent` say, or a reason they say none. */
function choiceOfWinner(
  winner: unknown,
  extent: unknown,
  a: string,
  b: string,
): WildBenchChoice | { reason: string } {
  if (winner === 'tie') return 'A=B';
  if (winner !== a && winner !== b)
    return { reason: `winner ${quote(String(winner))} is neither model_A, model_B nor "tie"` };
  if (extent !== 1 && extent !== 2)
    return { reason: `extent must be 1 or 2 for a winner (got ${JSON.stringify(extent) ?? 'nothing'})` };
  return `${winner === a ? 'A' : 'B'}${extent === 2 ? '++' : '+'}` as WildBenchChoice;
}

/** The fields of one record, or the field at fault and why. */
function fieldsOf(r: unknown):
  | { column?: string; reason: string }
  | (Omit<WildBenchPair, 'judge' | 'reference' | 'source' | 'modelA' | 'modelB'> & {
      nameA: string;
      nameB: string;
      refName?: string;
      judgeName?: string;
    }) {
  if (!isObject(r)) return { reason: `expected a judgment object, found ${r === null ? 'null' : typeof r}` };
  const sessionId = r.session_id;
  if (typeof sessionId !== 'string' || sessionId.trim() === '')
    return { column: 'session_id', reason: 'session_id is missing or not a text' };
  const assignment = isObject(r.assignment) ? r.assignment : {};
  const nameA = r.model_A ?? assignment.A;
  const nameB = r.model_B ?? assignment.B;
  if (typeof nameA !== 'string' || nameA.trim() === '')
    return { column: 'model_A', reason: 'model_A is missing or not a text' };
  if (typeof nameB !== 'string' || nameB.trim() === '')
    return { column: 'model_B', reason: 'model_B is missing or not a text' };
  if (nameA === nameB)
    return {
      column: 'model_B',
      reason: `model_A and model_B are the same model (${quote(nameA)}): no comparison`,
    };
  const parsed = isObject(r.parsed_result) ? r.parsed_result.choice : undefined;
  let choice: WildBenchChoice | undefined;
  if (parsed !== undefined) {
    const c = WildBenchChoiceSchema.safeParse(parsed);
    if (!c.success)
      return {
        column: 'parsed_result.choice',
        reason: `the judge's choice ${quote(String(parsed))} is not one of A++, A+, A=B, B+, B++`,
      };
    choice = c.data;
  }
  if (r.winner !== undefined) {
    const w = choiceOfWinner(r.winner, r.extent, nameA, nameB);
    if (typeof w !== 'string') return { column: 'winner', reason: w.reason };
    if (choice !== undefined && w !== choice)
      return {
        column: 'winner',
        reason: `winner and extent say ${w} but parsed_result.choice says ${choice}: the record contradicts itself`,
      };
    choice = w;
  }
  if (choice === undefined)
    return { column: 'parsed_result', reason: 'no choice: neither parsed_result.choice nor winner is given' };
  const outputs = isObject(r.model_outputs)
    ? r.model_outputs
    : typeof r.generator === 'string' && typeof r.ref_generator === 'string'
      ? { [r.generator]: r.model_output, [r.ref_generator]: r.ref_output }
      : undefined;
  if (!outputs)
    return {
      column: 'model_outputs',
      reason: "model_outputs is missing: WB-Reward's length penalty needs both answers",
    };
  const textOf = (name: string) => {
    const o = outputs[name];
    return Array.isArray(o) && typeof o[0] === 'string' ? o[0] : o;
  };
  const outA = textOf(nameA);
  const outB = textOf(nameB);
  if (typeof outA !== 'string')
    return { column: 'model_outputs', reason: `model_outputs holds no answer of model_A ${quote(nameA)}` };
  if (typeof outB !== 'string')
    return { column: 'model_outputs', reason: `model_outputs holds no answer of model_B ${quote(nameB)}` };
  const checklist =
    Array.isArray(r.checklist) && r.checklist.every((c) => typeof c === 'string')
      ? (r.checklist as string[])
      : undefined;
  const judgeName =
    isObject(r.eval_config) && typeof r.eval_config.gpt === 'string' ? r.eval_config.gpt : undefined;
  return {
    sessionId,
    nameA,
    nameB,
    choice,
    lengthA: codePoints(outA),
    lengthB: codePoints(outB),
    ...(checklist ? { checklist } : {}),
    ...(typeof r.ref_generator === 'string' ? { refName: r.ref_generator } : {}),
    ...(judgeName ? { judgeName } : {}),
  };
}

/**
 * Reads a WildBench pairwise result file: each record becomes a WildBenchPair (registered kind WILDBENCH_PAIR) or
 * is rejected with its line and field. A document that is not a JSON array is rejected as one row.
 */
export function readWildBenchPairwise(text: string, ctx: ReadContext): void {
  const doc = parseJsonDocument(text);
  if (!doc.ok || !Array.isArray(doc.value)) {
    const found = doc.ok ? (doc.value === null ? 'null' : typeof doc.value) : undefined;
    reject(
      ctx,
      { line: doc.ok ? 1 : (doc.line ?? 1) },
      doc.ok ? `expected a JSON array of pairwise judgments, found ${found}` : doc.reason,
    );
    return;
  }
  if (doc.value.length === 0) note(ctx, {}, 'empty-file', 'the array holds no judgments');
  const refFolder = folderValue(ctx.file, 'ref');
  const judgeFolder = folderValue(ctx.file, 'eval');
  const target = recordsOf(ctx.sink, WILDBENCH_PAIR);
  let refNoted = false;
  doc.value.forEach((r, i) => {
    const line = isObject(r) ? doc.lineOf(r) : undefined;
    const at = line !== undefined ? { line } : { row: i + 1 };
    const f = fieldsOf(r);
    if ('reason' in f) return reject(ctx, { ...at, ...(f.column ? { column: f.column } : {}) }, f.reason);
    const { nameA, nameB, refName, judgeName, ...rest } = f;
    const modelA = ctx.registry.resolveOrAdd(nameA);
    const modelB = ctx.registry.resolveOrAdd(nameB);
    const pair = [modelA, modelB];
    // The reference: the record's own word, else the folder WildBench files it under, else the manifest's model.
    let reference = '';
    const named = refName ?? refFolder;
    if (named !== undefined) {
      const id = ctx.registry.resolveOrAdd(named);
      if (pair.includes(id)) reference = id;
      else if (!refNoted) {
        refNoted = true;
        note(
          ctx,
          { ...at, ...(refName ? { column: 'ref_generator' } : {}) },
          'wildbench-reference',
          `the reference ${quote(named)} (${refName ? 'ref_generator' : `folder ref=${named}`}) is neither model_A nor model_B: these judgments count in no WB-Reward`,
        );
      }
    } else if (ctx.model !== undefined) {
      const tested = ctx.registry.resolveOrAdd(ctx.model);
      if (tested === modelA) reference = modelB;
      else if (tested === modelB) reference = modelA;
    }
    const record: WildBenchPair = {
      ...rest,
      judge: judgeName ?? ctx.judge ?? judgeFolder ?? '',
      modelA,
      modelB,
      reference,
      source: { file: ctx.file, ...at },
    };
    // A record read before (a copy of the file) is left out by the ledger, which moves its row from used to
    // duplicate (rowOutcomes.ts).
    target.push(record);
    rowUsed(ctx);
  });
}
