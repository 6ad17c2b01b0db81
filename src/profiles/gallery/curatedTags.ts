// Reader for curated tags (docs/curated-tags.md): a person's list of conversations tagged with a bad-case
// category (or `good`) and a note. CSV with a header row, or JSON (an array of objects). Columns / keys:
// `conversation` (the id printed on the conversation page), `category`, `note`, and optionally `chat` (1-based)
// and `curator`. Tags whose conversation is not in the data are rejected once every file is read.
import { CASE_LABEL_NAMES, parseCaseLabel } from '../../records/badCase.ts';
import type { Conversation } from '../../records/conversation.ts';
import type { RecordSink } from '../../records/dataset.ts';
import { isObject } from '../../ingest/jsonLines.ts';
import { parseLocatedJson } from '../../ingest/locatedJson.ts';
import { type ReadContext } from '../../ingest/readContext.ts';
import { reject, rowUsed, rejectRows, rejectUsedRow } from '../../ingest/rowOutcomes.ts';
import { quote, type IngestReport } from '../../records/report.ts';
import { columnIndex, type Table } from '../../ingest/table.ts';

/** The required columns of a curated-tags file, in the documented order. */
export const CURATED_TAG_COLUMNS = ['conversation', 'category', 'note'] as const;
/** Columns a curated-tags file may add. */
export const CURATED_TAG_OPTIONAL = ['chat', 'curator'] as const;

/** The role's file names when no manifest names the file: `curated-tags.csv` or `curated-tags.json`. */
export const CURATED_TAGS_FILE = /(^|\/)curated[-_]tags\.(csv|json)$/i;

type Fields = Partial<
  Record<(typeof CURATED_TAG_COLUMNS)[number] | (typeof CURATED_TAG_OPTIONAL)[number], unknown>
>;

function addTag(ctx: ReadContext, at: { line?: number; row?: number }, f: Fields): void {
  const text = (k: keyof Fields): string | undefined =>
    typeof f[k] === 'string' ? (f[k] as string).trim() : typeof f[k] === 'number' ? String(f[k]) : undefined;
  const conversationId = text('conversation');
  if (!conversationId) {
    reject(ctx, { ...at, column: 'conversation' }, 'the conversation id is missing or empty');
    return;
  }
  const category = text('category') ?? '';
  const label = parseCaseLabel(category);
  if (!label) {
    reject(
      ctx,
      { ...at, column: 'category' },
      `unknown category ${quote(category)}: use one of ${Object.keys(CASE_LABEL_NAMES).join(', ')}`,
    );
    return;
  }
  const note = text('note');
  if (!note) {
    reject(ctx, { ...at, column: 'note' }, 'the note is empty: say what a reader should look at');
    return;
  }
  const chatText = text('chat');
  let chat: number | undefined;
  if (chatText !== undefined && chatText !== '') {
    chat = Number(chatText);
    if (!Number.isInteger(chat) || chat < 1) {
      reject(ctx, { ...at, column: 'chat' }, `chat must be a whole number from 1 (got ${quote(chatText)})`);
      return;
    }
  }
  const curator = text('curator');
  ctx.sink.curatedTags.push({
    conversationId,
    label,
    ...(chat !== undefined ? { chat } : {}),
    note,
    ...(curator ? { curator } : {}),
    source: { file: ctx.file, ...at },
  });
  rowUsed(ctx);
}

/** A curated-tags CSV (header row required). */
export function readCuratedTagsTable(table: Table, ctx: ReadContext): void {
  rejectRows(ctx.report, table.rejections);
  const { index, missing } = columnIndex(table.header, CURATED_TAG_COLUMNS);
  if (missing.length > 0) {
    const reason = `column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} missing from the header (a curated-tags file names ${CURATED_TAG_COLUMNS.join(', ')}; found ${table.header.map((h) => quote(h)).join(', ') || 'nothing'})`;
    // Every row is rejected with the reason; an empty file still gets one line saying why nothing was read.
    const rows = table.rows.length > 0 ? table.rows.map((r) => ({ line: r.line ?? 1 })) : [{ line: 1 }];
    for (const at of rows) {
      reject(ctx, { ...at, column: missing[0]! }, reason);
    }
    return;
  }
  const optional = columnIndex(table.header, CURATED_TAG_OPTIONAL).index;
  for (const r of table.rows) {
    const f: Fields = {};
    for (const [k, i] of Object.entries({ ...index, ...optional })) f[k as keyof Fields] = r.cells[i] ?? '';
    addTag(ctx, { ...(r.line !== undefined ? { line: r.line } : { row: r.row! }) }, f);
  }
}

/** A curated-tags JSON file: an array of objects with the same keys as the CSV columns. */
export function readCuratedTagsJson(text: string, ctx: ReadContext): void {
  // The located parser names the line of a syntax error and refuses nesting deeper than MAX_JSON_DEPTH.
  const parsed = parseLocatedJson(text);
  if (!parsed.ok) {
    reject(ctx, { line: parsed.line }, `not readable JSON (character ${parsed.column}: ${parsed.reason})`);
    return;
  }
  const value = parsed.value;
  if (!Array.isArray(value)) {
    reject(
      ctx,
      { line: 1 },
      'expected a JSON array of tags ([{"conversation": ..., "category": ..., "note": ...}])',
    );
    return;
  }
  // JSON has no row numbers of its own: a tag is placed by the line its object starts on.
  const starts = objectStartLines(text);
  value.forEach((item, k) => {
    const at = { line: starts[k] ?? 1 };
    if (!isObject(item)) {
      reject(ctx, at, `item ${k + 1} is not an object`);
      return;
    }
    addTag(ctx, at, item as Fields);
  });
}

/** 1-based line where each element of a top-level JSON array starts (strings are skipped over). */
function objectStartLines(text: string): number[] {
  const out: number[] = [];
  let depth = 0;
  let line = 1;
  let inString = false;
  let expectValue = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\n') line++;
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (depth === 1 && expectValue && !/\s/.test(ch) && ch !== ']') {
      out.push(line);
      expectValue = false;
    }
    if (ch === '"') inString = true;
    else if (ch === '[' || ch === '{') {
      depth++;
      if (depth === 1) expectValue = true;
    } else if (ch === ']' || ch === '}') depth--;
    else if (ch === ',' && depth === 1) expectValue = true;
  }
  return out;
}

/**
 * Checks every curated tag against the conversations that were read: a tag naming an unknown conversation,
 * or a chat past the conversation's end, is taken back out of the records and rejected with its row.
 */
export function linkCuratedTags(sink: RecordSink, report: IngestReport): void {
  if (sink.curatedTags.length === 0) return;
  const byId = new Map<string, Conversation>(sink.conversations.map((c) => [c.id, c]));
  const files = new Map(report.files.map((f) => [f.file, f]));
  sink.curatedTags = sink.curatedTags.filter((t) => {
    const c = byId.get(t.conversationId);
    const reason = !c
      ? `no conversation with id ${quote(t.conversationId)} was read (ids are printed on each conversation page)`
      : t.chat !== undefined && t.chat > c.chats.length
        ? `chat ${t.chat} is past the end of ${t.conversationId} (${c.chats.length} chats)`
        : undefined;
    if (!reason) return true;
    const f = files.get(t.source.file);
    if (f) {
      rejectUsedRow(f, {
        file: t.source.file,
        ...(t.source.line !== undefined ? { line: t.source.line } : {}),
        ...(t.source.row !== undefined ? { row: t.source.row } : {}),
        column: !c ? 'conversation' : 'chat',
        reason,
      });
    }
    return false;
  });
}
