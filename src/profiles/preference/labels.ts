// Reader for preference labels (docs/preference-labels.md): one labelled task a JSONL line, or a row of the CSV
// twin with the same columns. Every field is checked against PreferenceLabelRowSchema (the single source of the
// layout); a row with any problem is rejected once, at its first bad column, with every problem named.
import {
  FLAG_CRITERIA,
  PREFERENCE_LABEL_FIELDS,
  PREFERENCE_REQUIRED_FIELDS,
  PREFERENCES,
  PROMPT_TAGS,
  PreferenceLabelRowSchema,
  RATING_CRITERIA,
  REJECTION_REASONS,
  preferenceCode,
  type PreferenceLabel,
  type PreferenceLabelField,
  type ResponseRatings,
  type Score,
} from '../../records/preferenceLabel.ts';
import { isObject, parseJsonLines } from '../../ingest/jsonLines.ts';
import { note, type ReadContext } from '../../ingest/readContext.ts';
import { reject, rowUsed, rejectRows } from '../../ingest/rowOutcomes.ts';
import { quote } from '../../records/report.ts';
import type { Table } from '../../ingest/table.ts';

/** The benchmark id of preference labels. */
export const PREFERENCE = 'preference';

/** The separator of several prompt tags in one CSV cell (`In-Domain;Adversarial`). */
export const TAG_SEPARATOR = ';';

type At = { line?: number; row?: number };
interface Problem {
  column: string;
  reason: string;
  /** Every field the problem is about, when more than `column` (those fields are not checked again). */
  covers?: readonly string[];
}

/** How a field is checked and described; decides the CSV decoding and the wording of errors. */
type FieldKind =
  'id' | 'text' | 'turn' | 'score' | 'yesno' | 'tags' | 'preference' | 'rejection' | 'context' | 'side';

function kindOf(field: PreferenceLabelField): FieldKind {
  if (field === 'turn') return 'turn';
  if (field === 'prompt_tags') return 'tags';
  if (field === 'preference') return 'preference';
  if (field === 'rejection') return 'rejection';
  if (field === 'context') return 'context';
  if (field === 'rewrite_of') return 'side';
  if (/^[ab]_/.test(field))
    return FLAG_CRITERIA.some((f) => field.endsWith(`_${f.column}`)) ? 'yesno' : 'score';
  if (['task_id', 'rater_id', 'conversation_id', 'model_a', 'model_b'].includes(field)) return 'id';
  return 'text';
}

const list = (items: readonly string[]) => items.map((i) => JSON.stringify(i)).join(', ');

function shown(v: unknown): string {
  if (typeof v === 'string') return quote(v);
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'an object';
  return String(v);
}

/** A case-insensitive match among the allowed spellings, for "did you mean" hints. */
function suggestion(value: unknown, allowed: readonly string[]): string {
  if (typeof value !== 'string') return '';
  const hit = allowed.find((a) => a.toLowerCase() === value.trim().replace(/\s+/g, ' ').toLowerCase());
  return hit ? ` (did you mean ${JSON.stringify(hit)}?)` : '';
}

/** Why a value does not fit its field, in the reader's words. The schema has already said it does not. */
function describeProblem(field: PreferenceLabelField, value: unknown): string {
  if (value === undefined) return `"${field}" is missing`;
  switch (kindOf(field)) {
    case 'id':
    case 'text':
      return typeof value === 'string'
        ? `"${field}" is empty`
        : `"${field}" must be text (got ${shown(value)})`;
    case 'turn':
      return `"${field}" must be a whole number from 1 (got ${shown(value)})`;
    case 'score':
      return `"${field}" must be 1, 2 or 3 (got ${shown(value)})`;
    case 'yesno':
      return `"${field}" must be "yes" or "no" (got ${shown(value)})${suggestion(value, ['yes', 'no'])}`;
    case 'preference':
      return `"${field}" must be one of the seven preferences spelled as in the guide (${list(PREFERENCES.map((p) => p.label))}) or their short forms (${PREFERENCES.map((p) => p.code).join(', ')}) (got ${shown(value)})${suggestion(
        value,
        PREFERENCES.map((p) => p.label),
      )}`;
    case 'side':
      return `"${field}" must be "A" or "B", the response the rewrite replaces (got ${shown(value)})${suggestion(value, ['A', 'B'])}`;
    case 'rejection':
      return `"${field}" must be one of ${list(REJECTION_REASONS)}, or empty when the task was labelled (got ${shown(value)})${suggestion(value, REJECTION_REASONS)}`;
    case 'tags': {
      if (!Array.isArray(value)) return `"${field}" must be a list of tags (got ${shown(value)})`;
      if (value.length === 0) return `"${field}" is empty: every prompt needs at least one tag`;
      const bad = value.find((t) => !(PROMPT_TAGS as readonly unknown[]).includes(t));
      if (bad !== undefined)
        return `unknown prompt tag ${shown(bad)}${suggestion(bad, PROMPT_TAGS)}; tags are ${list(PROMPT_TAGS)}`;
      const twice = value.find((t, i) => value.indexOf(t) !== i);
      return `prompt tag ${shown(twice)} is listed twice`;
    }
    case 'context': {
      if (!Array.isArray(value)) return `"${field}" must be a list of messages (got ${shown(value)})`;
      const i = value.findIndex(
        (m) => !isObject(m) || (m.role !== 'user' && m.role !== 'agent') || typeof m.text !== 'string',
      );
      return `"${field}" message ${i + 1} must be {"role": "user" or "agent", "text": "..."} (got ${shown(value[i])})`;
    }
  }
}

/** Turns a CSV cell into the value the schema checks: numbers, tag lists, JSON, or absent for an empty cell. */
function decodeCell(field: PreferenceLabelField, cell: string): { value: unknown } | { problem: string } {
  const kind = kindOf(field);
  if (kind === 'text') return { value: cell };
  const t = cell.trim();
  if (kind === 'id') return { value: t };
  if (t === '') return { value: undefined };
  switch (kind) {
    case 'turn':
    case 'score':
      return { value: /^-?\d+(\.0+)?$/.test(t) ? Number(t) : t };
    case 'tags':
      return {
        value: t
          .split(TAG_SEPARATOR)
          .map((s) => s.trim())
          .filter((s) => s !== ''),
      };
    case 'context':
      try {
        return { value: JSON.parse(t) as unknown };
      } catch (e) {
        return { problem: `"${field}" is not valid JSON (${(e as Error).message}; got ${quote(t)})` };
      }
    default:
      return { value: t };
  }
}

/** Per file: rows seen by task and rater (duplicates), and unknown fields already noted. */
interface FileState {
  seen: Map<string, At>;
  unknownNoted: Set<string>;
}

function where(at: At): string {
  return at.line !== undefined ? `line ${at.line}` : `row ${at.row}`;
}

function ratingsOf(v: Record<string, unknown>, side: 'a' | 'b'): ResponseRatings | null {
  const out: Record<string, unknown> = {};
  for (const c of RATING_CRITERIA) {
    const x = v[`${side}_${c.column}`];
    if (x === undefined || x === null) return null;
    out[c.key] = x as Score;
  }
  for (const c of FLAG_CRITERIA) {
    const x = v[`${side}_${c.column}`];
    if (x === undefined || x === null) return null;
    out[c.key] = x === 'yes';
  }
  return out as unknown as ResponseRatings;
}

/** Checks one row's fields (already decoded) and records it, or rejects it with every problem. */
function addRow(
  ctx: ReadContext,
  at: At,
  raw: Record<string, unknown>,
  state: FileState,
  decodeProblems: Problem[] = [],
): void {
  const problems: Problem[] = [...decodeProblems];
  const failed = new Set(decodeProblems.flatMap((p) => p.covers ?? [p.column]));
  const v: Record<string, unknown> = {};
  for (const field of PREFERENCE_LABEL_FIELDS) {
    if (failed.has(field)) continue;
    const r = PreferenceLabelRowSchema.shape[field].safeParse(raw[field]);
    if (r.success) v[field] = r.data;
    else problems.push({ column: field, reason: describeProblem(field, raw[field]) });
  }
  if (problems.length === 0) {
    const rejected = v.rejection !== undefined && v.rejection !== null;
    if (!rejected) {
      if (v.preference === undefined || v.preference === null)
        problems.push({ column: 'preference', reason: 'no preference given, and the task is not rejected' });
      const unrated = PREFERENCE_LABEL_FIELDS.filter(
        (f) => /^[ab]_/.test(f) && (v[f] === undefined || v[f] === null),
      );
      if (unrated.length > 0)
        problems.push({
          column: unrated[0]!,
          reason: `the task is not rejected, so every rating is needed; missing ${unrated
            .slice(0, 6)
            .map((f) => `"${f}"`)
            .join(', ')}${unrated.length > 6 ? `, ... (${unrated.length} in all)` : ''}`,
        });
      for (const f of ['response_a', 'response_b'] as const)
        if (v[f] === '')
          problems.push({ column: f, reason: `"${f}" is empty, and the task is not rejected` });
    }
    const hasRewrite = typeof v.rewrite === 'string' && v.rewrite.trim() !== '';
    const hasSide = v.rewrite_of === 'A' || v.rewrite_of === 'B';
    if (hasRewrite && !hasSide)
      problems.push({
        column: 'rewrite_of',
        reason: 'a rewrite is given but not which response it rewrites: "rewrite_of" must be "A" or "B"',
      });
    if (hasSide && !hasRewrite)
      problems.push({
        column: 'rewrite',
        reason: `"rewrite_of" is ${quote(v.rewrite_of as string)} but the rewrite is empty`,
      });
  }
  let modelA = '';
  let modelB = '';
  if (problems.length === 0) {
    modelA = ctx.registry.resolveOrAdd(v.model_a as string);
    modelB = ctx.registry.resolveOrAdd(v.model_b as string);
    if (modelA === modelB)
      problems.push({
        column: 'model_b',
        reason: `responses A and B come from the same model (${quote(v.model_a as string)} and ${quote(v.model_b as string)})`,
      });
    const key = `${v.task_id as string}\u0000${v.rater_id as string}`;
    const before = state.seen.get(key);
    if (before)
      problems.push({
        column: 'rater_id',
        reason: `task ${quote(v.task_id as string)} was already labelled by rater ${quote(v.rater_id as string)} at ${where(before)}`,
      });
    else if (problems.length === 0) state.seen.set(key, at);
  }
  if (problems.length > 0) {
    const [first, ...more] = problems;
    const also = more.length ? `; also ${more.map((p) => `column ${p.column}: ${p.reason}`).join('; ')}` : '';
    reject(ctx, { ...at, column: first!.column }, `${first!.reason}${also}`);
    return;
  }
  const rejection = (v.rejection ?? null) as PreferenceLabel['rejection'];
  const label: PreferenceLabel = {
    taskId: v.task_id as string,
    raterId: v.rater_id as string,
    character: v.character as string,
    conversationId: v.conversation_id as string,
    turn: v.turn as number,
    context: v.context as PreferenceLabel['context'],
    prompt: v.prompt as string,
    tags: v.prompt_tags as PreferenceLabel['tags'],
    modelA,
    modelB,
    responseA: v.response_a as string,
    responseB: v.response_b as string,
    preference: typeof v.preference === 'string' ? (preferenceCode(v.preference) ?? null) : null,
    ratingsA: ratingsOf(v, 'a'),
    ratingsB: ratingsOf(v, 'b'),
    rejection,
    comment: v.comment as string,
    ...(typeof v.rewrite === 'string' && v.rewrite.trim() !== ''
      ? { rewrite: { side: v.rewrite_of as 'A' | 'B', text: v.rewrite } }
      : {}),
    source: { file: ctx.file, ...at },
  };
  ctx.sink.preferenceLabels.push(label);
  rowUsed(ctx);
}

function noteUnknown(ctx: ReadContext, state: FileState, at: At, names: readonly string[]): void {
  const known = new Set<string>(PREFERENCE_LABEL_FIELDS);
  for (const n of names) {
    if (known.has(n) || state.unknownNoted.has(n)) continue;
    state.unknownNoted.add(n);
    note(
      ctx,
      { ...at, column: n },
      'unknown-field',
      `field ${quote(n)} is not part of the preference-label layout; ignored (first met here)`,
    );
  }
}

/** Preference labels as JSONL: one JSON object a line. */
export function readPreferenceJsonl(text: string, ctx: ReadContext): void {
  const state: FileState = { seen: new Map(), unknownNoted: new Set() };
  for (const l of parseJsonLines(text)) {
    const at = { line: l.line };
    if (!l.ok) {
      reject(ctx, at, l.reason);
      continue;
    }
    if (!isObject(l.value)) {
      reject(
        ctx,
        at,
        'expected a JSON object with the preference-label fields (see docs/preference-labels.md)',
      );
      continue;
    }
    noteUnknown(ctx, state, at, Object.keys(l.value));
    addRow(ctx, at, l.value, state);
  }
}

/** Preference labels as a CSV/TSV table (or a sheet) with the same columns as the JSONL layout. */
export function readPreferenceTable(table: Table, ctx: ReadContext): void {
  const state: FileState = { seen: new Map(), unknownNoted: new Set() };
  rejectRows(ctx.report, table.rejections);
  const index = new Map<string, number>();
  table.header.forEach((h, i) => {
    if (!index.has(h)) index.set(h, i);
  });
  const first = table.rows[0];
  // A header of one cell is a file split at the wrong delimiter (noted as such), not one unknown field.
  if (first && table.header.length > 1)
    noteUnknown(ctx, state, first.line !== undefined ? { line: 1 } : { row: 1 }, table.header);
  const absent = PREFERENCE_REQUIRED_FIELDS.filter((f) => !index.has(f));
  for (const r of table.rows) {
    const at: At = r.line !== undefined ? { line: r.line } : { row: r.row ?? 0 };
    const raw: Record<string, unknown> = {};
    // Columns missing from the header are one problem, however many (a wrong delimiter misses them all).
    const problems: Problem[] =
      absent.length === 0
        ? []
        : [
            {
              column: absent[0]!,
              covers: absent,
              reason: `${absent.length === 1 ? 'column' : `${absent.length} columns`} ${absent
                .slice(0, 5)
                .map((f) => `"${f}"`)
                .join(
                  ', ',
                )}${absent.length > 5 ? ', ...' : ''} ${absent.length === 1 ? 'is' : 'are'} missing from the header`,
            },
          ];
    for (const field of PREFERENCE_LABEL_FIELDS) {
      const i = index.get(field);
      if (i === undefined) continue;
      const d = decodeCell(field, r.cells[i] ?? '');
      if ('problem' in d) problems.push({ column: field, reason: d.problem });
      else if (d.value !== undefined) raw[field] = d.value;
    }
    addRow(ctx, at, raw, state, problems);
  }
}
