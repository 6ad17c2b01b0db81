// Reader of a ruTiE human-benchmark pool (a crowdsourcing export: `pool1.tsv` tab-separated, `pool2.csv`
// semicolon-separated): one row per annotator, `INPUT:dialog` the dialog shown (JSON), `OUTPUT:result` the
// annotator's answers as a Python-repr list (parsed by the safe literal reader, never evaluated).
import { pushAll } from '../../ingest/pushAll.ts';
import { ownValue } from '../../ingest/setOwn.ts';
import type { RutieChoice, RutiePoolDesign, RutiePoolQuestion } from '../../records/rutie.ts';
import { RutiePoolDesignSchema } from '../../records/rutie.ts';
import { isObject } from '../../ingest/jsonLines.ts';
import { parseLocatedJson } from '../../ingest/locatedJson.ts';
import { parsePythonLiteral, PythonLiteralError } from '../../ingest/pythonLiteral.ts';
import { note, type ReadContext } from '../../ingest/readContext.ts';
import { reject, rowUsed, rejectRows } from '../../ingest/rowOutcomes.ts';
import { quote } from '../../records/report.ts';
import { describeValue } from './rutieJson.ts';
import { poolDesignFromName } from './rutieNames.ts';
import { shortRowFindings } from '../../ingest/shortRows.ts';
import { columnIndex, parseDelimited } from '../../ingest/table.ts';

export const POOL_DIALOG = 'INPUT:dialog';
export const POOL_RESULT = 'OUTPUT:result';
export const POOL_WORKER = 'ASSIGNMENT:worker_id';
export const POOL_STATUS = 'ASSIGNMENT:status';

/** The answer words of `OUTPUT:result` and the option numbers they stand for. */
const ANSWER_WORDS: Record<string, RutieChoice> = { answer_1: '1', answer_2: '2' };

/** The delimiter of a pool file: whichever of tab, semicolon and comma splits its first line into the known header. */
export function poolDelimiter(text: string): string {
  const first = (text.replace(/^\uFEFF/, '').split('\n')[0] ?? '').replace(/\r$/, '');
  for (const d of ['\t', ';', ','])
    if (first.split(d).some((h) => h.trim().replace(/^"|"$/g, '') === POOL_DIALOG)) return d;
  return '\t';
}

function parseDialog(cell: string): { ok: true; value: RutiePoolQuestion[] } | { ok: false; reason: string } {
  const parsed = parseLocatedJson(cell);
  if (!parsed.ok)
    return { ok: false, reason: `not readable JSON (character ${parsed.column}: ${parsed.reason})` };
  if (!Array.isArray(parsed.value)) return { ok: false, reason: 'expected a JSON list of questions' };
  const out: RutiePoolQuestion[] = [];
  for (const [k, q] of parsed.value.entries()) {
    if (
      !isObject(q) ||
      typeof q.question !== 'string' ||
      typeof q.answer_1 !== 'string' ||
      typeof q.answer_2 !== 'string'
    )
      return { ok: false, reason: `item ${k + 1} is not {question, answer_1, answer_2} with text` };
    out.push({ question: q.question, choice1: q.answer_1, choice2: q.answer_2 });
  }
  return { ok: true, value: out };
}

/** Index of the first question where two dialogs differ, or -1 when they are the same. */
function firstDifference(a: readonly RutiePoolQuestion[], b: readonly RutiePoolQuestion[]): number {
  const n = Math.max(a.length, b.length);
  for (let k = 0; k < n; k++) {
    const x = a[k];
    const y = b[k];
    if (!x || !y || x.question !== y.question || x.choice1 !== y.choice1 || x.choice2 !== y.choice2) return k;
  }
  return -1;
}

/** Reads one pool file; the design comes from the manifest's `setting` or the file name (pool1, pool2). */
export function readRutiePool(text: string, ctx: ReadContext): void {
  const table = parseDelimited(text, ctx.file, poolDelimiter(text));
  pushAll(ctx.report.findings, shortRowFindings(table, ctx.file));
  rejectRows(ctx.report, table.rejections);
  const rejectAll = (reason: string) => {
    for (const r of table.rows) reject(ctx, { line: r.line ?? 0 }, reason);
  };
  const named = ctx.setting !== undefined ? RutiePoolDesignSchema.safeParse(ctx.setting) : undefined;
  if (named && !named.success) {
    rejectAll(
      `the manifest's setting ${quote(ctx.setting ?? '')} is not a pool design (use "with-history" or "without-history")`,
    );
    return;
  }
  const design: RutiePoolDesign | undefined = named?.data ?? poolDesignFromName(ctx.file);
  if (!design) {
    rejectAll(
      'cannot tell whether this pool showed the answer history: name the file pool1 / pool2, or give the manifest setting "with-history" or "without-history"',
    );
    return;
  }
  const { index, missing } = columnIndex(table.header, [POOL_DIALOG, POOL_RESULT]);
  if (missing.length > 0) {
    rejectAll(`the file has no column ${missing.join(', ')}`);
    return;
  }
  const worker = table.header.indexOf(POOL_WORKER);
  const status = table.header.indexOf(POOL_STATUS);
  let reference: { dialog: RutiePoolQuestion[]; line: number } | undefined;
  const annotators = new Map<string, number>();
  for (const row of table.rows) {
    const line = row.line ?? 0;
    const cell = (i: number) => row.cells[i] ?? '';
    if (status !== -1 && cell(status).trim().toUpperCase() === 'REJECTED') {
      reject(ctx, { line, column: POOL_STATUS }, 'the platform rejected this assignment (status REJECTED)');
      continue;
    }
    const dialog = parseDialog(cell(index[POOL_DIALOG]!));
    if (!dialog.ok) {
      reject(ctx, { line, column: POOL_DIALOG }, dialog.reason);
      continue;
    }
    if (reference) {
      const k = firstDifference(reference.dialog, dialog.value);
      if (k !== -1) {
        reject(
          ctx,
          { line, column: POOL_DIALOG },
          `the dialog differs from the one at line ${reference.line} from question ${k + 1} on; one pool is one dialog`,
        );
        continue;
      }
    }
    const annotator = worker !== -1 && cell(worker).trim() !== '' ? cell(worker).trim() : `line ${line}`;
    const earlier = annotators.get(annotator);
    if (earlier !== undefined) {
      reject(
        ctx,
        { line, column: POOL_WORKER },
        `a second assignment of annotator ${quote(annotator)} (the first is at line ${earlier})`,
      );
      continue;
    }
    let result: unknown;
    try {
      result = parsePythonLiteral(cell(index[POOL_RESULT]!));
    } catch (e) {
      if (!(e instanceof PythonLiteralError)) throw e;
      reject(ctx, { line, column: POOL_RESULT }, `not a readable Python list (${e.message})`);
      continue;
    }
    if (!Array.isArray(result)) {
      reject(ctx, { line, column: POOL_RESULT }, 'expected a list of {question, answer} items');
      continue;
    }
    const answers: (RutieChoice | null)[] = dialog.value.map(() => null);
    const problems: string[] = [];
    result.forEach((item, k) => {
      const q = dialog.value[k];
      if (!q) {
        problems.push(`item ${k + 1} is beyond the dialog's ${dialog.value.length} questions`);
        return;
      }
      if (!isObject(item)) {
        problems.push(`item ${k + 1} is not {question, answer}`);
        return;
      }
      const word = typeof item.answer === 'string' ? ownValue(ANSWER_WORDS, item.answer) : undefined;
      if (!word) {
        problems.push(`item ${k + 1}: answer ${describeValue(item.answer)} is not answer_1 or answer_2`);
        return;
      }
      // The result repeats the question ("<question>: <option 1> или <option 2>?"); it must be this question.
      if (typeof item.question === 'string' && !item.question.startsWith(q.question)) {
        problems.push(`item ${k + 1} answers ${quote(item.question)}, not question ${k + 1} of the dialog`);
        return;
      }
      answers[k] = word;
    });
    if (result.length < dialog.value.length)
      problems.push(`${dialog.value.length - result.length} questions at the end have no answer`);
    for (const p of problems.slice(0, 5))
      note(ctx, { line, column: POOL_RESULT }, 'rutie-pool-answer', `annotator ${annotator}: ${p}; left out`);
    if (problems.length > 5)
      note(
        ctx,
        { line, column: POOL_RESULT },
        'rutie-pool-answer',
        `annotator ${annotator}: ${problems.length - 5} more such items left out`,
      );
    annotators.set(annotator, line);
    reference ??= { dialog: dialog.value, line };
    ctx.sink.rutie.pools.push({
      pool: ctx.file,
      design,
      annotator,
      dialog: dialog.value,
      answers,
      source: { file: ctx.file, line },
    });
    rowUsed(ctx);
  }
}
