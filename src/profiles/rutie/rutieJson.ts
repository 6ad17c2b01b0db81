// Shared steps of the ruTiE JSON readers (task files and MERA submissions): open the document, find its items
// under a split, read `meta.dialog_id` / `meta.question_id`, and check that each dialog runs 0, 1, 2, ... in order.
import { isObject } from '../../ingest/jsonLines.ts';
import { parseLocatedJson } from '../../ingest/locatedJson.ts';
import { reject } from '../../ingest/rowOutcomes.ts';
import { note, type ReadContext } from '../../ingest/readContext.ts';
import { quote } from '../../records/report.ts';

/** One item found in a ruTiE JSON document, with the split it sits in and the line where it starts. */
export interface RutieJsonItem {
  split: string;
  line: number;
  value: unknown;
}

/**
 * Opens a ruTiE JSON document and lists its items. Accepted layouts: MERA's `{"data": {"<split>": [[item, ...],
 * ...]}}` (a list of dialogs per split), the same with a flat list per split, and a bare list of items (the card's
 * example; its split is `defaultSplit`). A document that cannot be read counts as one rejected row.
 */
export function listRutieItems(
  text: string,
  ctx: ReadContext,
  defaultSplit: string,
): { items: RutieJsonItem[]; numberText: (container: object, key: string | number) => string | undefined } {
  const none = { items: [], numberText: () => undefined };
  const parsed = parseLocatedJson(text);
  if (!parsed.ok) {
    reject(ctx, { line: parsed.line }, `not readable JSON (character ${parsed.column}: ${parsed.reason})`);
    return none;
  }
  const items: RutieJsonItem[] = [];
  const add = (split: string, list: unknown[]) => {
    for (const entry of list) {
      // A dialog is a list of items; a flat list holds the items themselves.
      const inner = Array.isArray(entry) ? entry : [entry];
      for (const v of inner) {
        const line =
          (isObject(v) || Array.isArray(v) ? parsed.lineOf(v) : undefined) ?? parsed.lineOf(list) ?? 1;
        items.push({ split, line, value: v });
      }
    }
  };
  const top = parsed.value;
  if (Array.isArray(top)) add(defaultSplit, top);
  else if (isObject(top) && isObject(top.data)) {
    for (const [split, list] of Object.entries(top.data)) {
      if (Array.isArray(list)) add(split, list);
      else {
        reject(
          ctx,
          { line: parsed.lineOf(top.data) ?? 1, column: `data.${split}` },
          `expected a list of dialogs under "data.${split}", got ${list === null ? 'null' : typeof list}`,
        );
      }
    }
  } else {
    reject(
      ctx,
      { line: 1 },
      'expected {"data": {"test": [[...]]}} (MERA) or a list of questions; found neither',
    );
    return none;
  }
  if (items.length === 0) note(ctx, {}, 'empty-file', 'the file holds no ruTiE items');
  return { items, numberText: parsed.numberText };
}

/** A value as a message quotes it: text in quotes (shortened), anything else as JSON (`null`, `3`, `[1]`). */
export function describeValue(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (typeof v === 'string') return quote(v);
  const json = JSON.stringify(v) ?? String(v);
  return json.length > 60 ? `${json.slice(0, 60)}...` : json;
}

/** Reads `meta.dialog_id` and `meta.question_id` (whole numbers from 0); a reason when they are not there. */
export function readIds(
  item: Record<string, unknown>,
):
  | { ok: true; dialogId: number; questionId: number; meta: Record<string, unknown> }
  | { ok: false; column: string; reason: string } {
  const meta = item.meta;
  if (!isObject(meta))
    return { ok: false, column: 'meta', reason: 'no "meta" object with dialog_id and question_id' };
  for (const key of ['dialog_id', 'question_id'] as const) {
    const v = meta[key];
    // Safe integers only: an id such as 1e300 is whole but names no question a dialog can have.
    if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0)
      return {
        ok: false,
        column: `meta.${key}`,
        reason: `expected a whole number from 0, got ${describeValue(v)}`,
      };
  }
  return { ok: true, dialogId: meta.dialog_id as number, questionId: meta.question_id as number, meta };
}

/** Writes whole numbers as short ranges: [1, 2, 3, 7] -> "1-3, 7". */
export function formatIdRanges(ids: readonly number[], max = 12): string {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let k = 0; k < sorted.length;) {
    let j = k;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    ranges.push(j === k ? String(sorted[k]) : `${sorted[k]}-${sorted[j]}`);
    k = j + 1;
  }
  return ranges.length > max
    ? `${ranges.slice(0, max).join(', ')}, ... (${ranges.length - max} more ranges)`
    : ranges.join(', ');
}

/**
 * Checks the order of one file's items per (split, dialog): each dialog must run 0, 1, 2, ... by question_id.
 * Gaps and items out of order are noted (the rows are used: the order is the reader's concern, not the data's
 * loss), with the line of the first item out of place.
 */
export function checkDialogOrder(
  ctx: ReadContext,
  entries: readonly { split: string; dialogId: number; questionId: number; line: number }[],
  what: string,
): void {
  const byDialog = new Map<
    string,
    { split: string; dialogId: number; items: { questionId: number; line: number }[] }
  >();
  for (const e of entries) {
    const k = `${e.split}\u0000${e.dialogId}`;
    let d = byDialog.get(k);
    if (!d) byDialog.set(k, (d = { split: e.split, dialogId: e.dialogId, items: [] }));
    d.items.push({ questionId: e.questionId, line: e.line });
  }
  for (const d of byDialog.values()) {
    const where = `dialog ${d.dialogId}${d.split ? ` of split ${d.split}` : ''}`;
    for (let k = 1; k < d.items.length; k++) {
      const prev = d.items[k - 1]!;
      const cur = d.items[k]!;
      if (cur.questionId < prev.questionId) {
        note(
          ctx,
          { line: cur.line, column: 'meta.question_id' },
          'rutie-order',
          `${where}: question_id ${cur.questionId} comes after ${prev.questionId}; ${what} must follow the dialog in question_id order`,
        );
        break;
      }
    }
    // The gaps are found between the sorted ids, never by counting up to the largest one (which may be huge).
    const ids = [...new Set(d.items.map((i) => i.questionId))].sort((x, y) => x - y);
    const gaps: string[] = [];
    let missing = 0;
    let next = 0;
    for (const id of ids) {
      if (id > next) {
        gaps.push(id - 1 === next ? String(next) : `${next}-${id - 1}`);
        missing += id - next;
      }
      next = id + 1;
    }
    if (missing > 0)
      note(
        ctx,
        {},
        'rutie-gap',
        `${where}: no usable ${what} for question_id ${gaps.length > 12 ? `${gaps.slice(0, 12).join(', ')}, ... (${gaps.length - 12} more ranges)` : gaps.join(', ')} (ids run 0-${next - 1}, ${missing} missing)`,
      );
  }
}
