// Reader for SSA labels (docs/ssa-labels.md): one row per (response, rater) with the rater's sensible and
// specific answers, as CSV, TSV or JSONL. A response labelled not sensible counts as not specific even when the
// rater said it was specific; such rows are used and reported.
import { ownValue } from '../../ingest/setOwn.ts';
import type { SsaDecoding, SsaMode } from '../../records/ssa.ts';
import { isObject, parseJsonLines } from '../../ingest/jsonLines.ts';
import { note, type ReadContext } from '../../ingest/readContext.ts';
import { reject, rowUsed, rejectRows } from '../../ingest/rowOutcomes.ts';
import { quote } from '../../records/report.ts';
import { columnIndex, type Table } from '../../ingest/table.ts';

/** Columns every label row needs. */
export const SSA_LABEL_COLUMNS = [
  'model',
  'mode',
  'conversation',
  'turn',
  'rater',
  'sensible',
  'specific',
] as const;
/** Columns a label row may have. */
export const SSA_LABEL_OPTIONAL = [
  'version',
  'response',
  'context',
  'run',
  'samples',
  'temperature',
  'top_k',
] as const;

/** Spellings of yes and no accepted in the sensible and specific columns (compared lower-cased). */
export const YES_NO: Readonly<Record<string, boolean>> = {
  '1': true,
  '0': false,
  yes: true,
  no: false,
  y: true,
  n: false,
  true: true,
  false: false,
};

type At = { line?: number; row?: number };

function cellText(v: unknown): string | undefined {
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v === 'boolean') return String(v);
  if (v === null || v === undefined) return '';
  return undefined;
}

/** Reads yes/no; undefined for an empty cell; a string reason for anything else. */
function yesNo(v: string): boolean | undefined | { bad: string } {
  if (v === '') return undefined;
  const b = ownValue(YES_NO, v.toLowerCase());
  return b === undefined ? { bad: v } : b;
}

const WHOLE = /^\d+$/;
const DECIMAL = /^(\d+(\.\d*)?|\.\d+)$/;

/**
 * The decoding columns (`samples`, `temperature`, `top_k`), each optional: undefined when all are empty, the
 * fields given, or the first malformed column with its reason.
 */
function readDecoding(
  fields: Record<string, string>,
): SsaDecoding | undefined | { column: string; reason: string } {
  const out: SsaDecoding = {};
  const whole = (column: 'samples' | 'top_k', what: string) => {
    const v = fields[column]!;
    if (v === '') return undefined;
    const n = Number(v);
    if (!WHOLE.test(v) || !Number.isSafeInteger(n) || n < 1)
      return { column, reason: `${what} must be a whole number from 1 (got ${quote(v)})` };
    return n;
  };
  const samples = whole('samples', 'samples (sample-and-rank N)');
  if (typeof samples === 'object') return samples;
  if (samples !== undefined) out.samples = samples;
  const t = fields.temperature!;
  if (t !== '') {
    const n = Number(t);
    if (!DECIMAL.test(t) || !Number.isFinite(n))
      return { column: 'temperature', reason: `temperature must be a number of 0 or more (got ${quote(t)})` };
    out.temperature = n;
  }
  const topK = whole('top_k', 'top_k');
  if (typeof topK === 'object') return topK;
  if (topK !== undefined) out.topK = topK;
  return Object.keys(out).length > 0 ? out : undefined;
}

/** A short text of a decoding, for keys and messages: `N=20 T=0.88 top-k=40`. */
export function decodingText(d: SsaDecoding | undefined): string {
  if (!d) return '';
  return [
    d.samples !== undefined ? `N=${d.samples}` : '',
    d.temperature !== undefined ? `T=${d.temperature}` : '',
    d.topK !== undefined ? `top-k=${d.topK}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Per file: the first line of each (model, version, mode, conversation, turn, rater), to reject duplicates. */
type Seen = Map<string, string>;

function addLabel(ctx: ReadContext, at: At, get: (column: string) => unknown, seen: Seen): void {
  const fields: Record<string, string> = {};
  for (const c of [...SSA_LABEL_COLUMNS, ...SSA_LABEL_OPTIONAL]) {
    const v = cellText(get(c));
    if (v === undefined) {
      reject(ctx, { ...at, column: c }, `"${c}" is not text, a number or a boolean`);
      return;
    }
    fields[c] = v;
  }
  for (const c of ['model', 'mode', 'conversation', 'turn', 'rater', 'sensible'] as const) {
    if (fields[c] === '') {
      reject(ctx, { ...at, column: c }, `"${c}" is empty`);
      return;
    }
  }
  const mode = fields.mode!.toLowerCase();
  if (mode !== 'static' && mode !== 'interactive') {
    reject(ctx, { ...at, column: 'mode' }, `mode must be static or interactive (got ${quote(fields.mode!)})`);
    return;
  }
  const turn = Number(fields.turn);
  if (!/^\d+$/.test(fields.turn!) || !Number.isInteger(turn) || turn < 1) {
    reject(ctx, { ...at, column: 'turn' }, `turn must be a whole number from 1 (got ${quote(fields.turn!)})`);
    return;
  }
  const sensible = yesNo(fields.sensible!);
  if (typeof sensible !== 'boolean') {
    reject(
      ctx,
      { ...at, column: 'sensible' },
      `sensible must be 1/0, yes/no or true/false (got ${quote(fields.sensible!)})`,
    );
    return;
  }
  const specific = yesNo(fields.specific!);
  if (typeof specific === 'object') {
    reject(
      ctx,
      { ...at, column: 'specific' },
      `specific must be 1/0, yes/no, true/false, or empty when not sensible (got ${quote(specific.bad)})`,
    );
    return;
  }
  if (specific === undefined && sensible) {
    reject(ctx, { ...at, column: 'specific' }, 'specific is empty, but the response is labelled sensible');
    return;
  }
  const decoding = readDecoding(fields);
  if (decoding && 'reason' in decoding) {
    reject(ctx, { ...at, column: decoding.column }, decoding.reason);
    return;
  }
  const model = ctx.registry.resolveOrAdd(fields.model!);
  const version = fields.version ?? '';
  const run = fields.run ?? '';
  const key = [
    model,
    version,
    mode,
    run,
    decodingText(decoding),
    fields.conversation,
    turn,
    fields.rater,
  ].join('\u0000');
  const where = `${ctx.file}:${at.line ?? `row ${at.row}`}`;
  const first = seen.get(key);
  if (first !== undefined) {
    reject(
      ctx,
      { ...at, column: 'rater' },
      `duplicate label: rater ${quote(fields.rater!)} already labelled turn ${turn} of ${quote(fields.conversation!)} for ${quote(fields.model!)}${version ? ` ${quote(version)}` : ''} (${mode}${run ? `, run ${quote(run)}` : ''}${decoding ? `, ${decodingText(decoding)}` : ''}) at ${first}`,
    );
    return;
  }
  seen.set(key, where);
  if (fields.context) {
    // One context id, one text: a second text for it is kept off the page (the first is shown) and reported.
    const contextKey = `context\u0000${mode}\u0000${fields.conversation}`;
    const earlier = seen.get(contextKey);
    if (earlier === undefined) seen.set(contextKey, `${where}\u0000${fields.context}`);
    else if (earlier.slice(earlier.indexOf('\u0000') + 1) !== fields.context)
      note(
        ctx,
        { ...at, column: 'context' },
        'context-differs',
        `context ${quote(fields.conversation!)} is given another text than at ${earlier.slice(0, earlier.indexOf('\u0000'))}; the first is shown`,
      );
  }
  if (!sensible && specific === true)
    note(
      ctx,
      { ...at, column: 'specific' },
      'not-sensible-specific',
      `rater ${quote(fields.rater!)} labelled turn ${turn} of ${quote(fields.conversation!)} specific but not sensible; counted as not specific`,
    );
  ctx.sink.ssaLabels.push({
    model,
    version,
    mode: mode as SsaMode,
    conversation: fields.conversation!,
    turn,
    rater: fields.rater!,
    sensible,
    ...(specific !== undefined ? { specificAnswered: specific } : {}),
    specific: sensible && specific === true,
    ...(fields.response ? { response: fields.response } : {}),
    ...(fields.context ? { context: fields.context } : {}),
    ...(run ? { run } : {}),
    ...(decoding ? { decoding } : {}),
    source: { file: ctx.file, ...at },
  });
  rowUsed(ctx);
}

/** SSA labels as JSONL: one object a line with the columns as keys. */
export function readSsaLabelsJsonl(text: string, ctx: ReadContext): void {
  const seen: Seen = new Map();
  for (const l of parseJsonLines(text)) {
    if (!l.ok || !isObject(l.value)) {
      reject(ctx, { line: l.line }, l.ok ? 'expected a JSON object with the label columns' : l.reason);
      continue;
    }
    const value = l.value;
    const missing = SSA_LABEL_COLUMNS.find((c) => !(c in value));
    if (missing) {
      reject(ctx, { line: l.line, column: missing }, `"${missing}" is missing`);
      continue;
    }
    addLabel(ctx, { line: l.line }, (c) => value[c], seen);
  }
}

/** SSA labels as a CSV or TSV table with a header. */
export function readSsaLabelsTable(table: Table, ctx: ReadContext): void {
  rejectRows(ctx.report, table.rejections);
  const { index, missing } = columnIndex(table.header, SSA_LABEL_COLUMNS);
  const opt = columnIndex(table.header, SSA_LABEL_OPTIONAL).index;
  const seen: Seen = new Map();
  for (const r of table.rows) {
    const at: At = r.line !== undefined ? { line: r.line } : { row: r.row ?? 0 };
    if (missing.length > 0) {
      reject(ctx, { ...at, column: missing[0] }, `column "${missing[0]}" missing from the header`);
      continue;
    }
    addLabel(
      ctx,
      at,
      (c) => {
        const i = index[c] ?? opt[c];
        return i === undefined ? '' : (r.cells[i] ?? '');
      },
      seen,
    );
  }
}
