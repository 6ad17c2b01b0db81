// Readers of LMArena's (Chatbot Arena's) public battle dumps (layouts in docs/formats.md): FastChat's clean_battle
// files and the public leaderboard files (one JSON array, or JSON lines), the Hugging Face releases exported to JSON
// lines, and the Kaggle 55k CSV. Each battle becomes a pair judgment that keeps the dump's covariates: the anonymous
// flag, language, turns, time, the style counts of conv_metadata and the category tags.
import { isObject, type JsonLine } from '../../ingest/jsonLines.ts';
import { note, type ReadContext } from '../../ingest/readContext.ts';
import { reject, rowUsed, rejectRows } from '../../ingest/rowOutcomes.ts';
import { parsePythonLiteral } from '../../ingest/pythonLiteral.ts';
import { setOwn } from '../../ingest/setOwn.ts';
import type { TableLike } from '../../ingest/table.ts';
import type { PairOutcome, PairStyle } from '../../records/pairJudgment.ts';
import { quote } from '../../records/report.ts';
import { idText } from '../arenahard/readers.ts';
import { parseJsonDocument } from '../peers/jsonDocument.ts';
import { rowAt } from '../peers/publishedTable.ts';

export const LMARENA = 'lmarena';

/** The judge of every battle: the arena's voters (each vote's user id is not a judge of its own). */
export const LMARENA_VOTERS = 'lmarena-voters';

/** The `winner` values of the dumps: FastChat's (`tie (bothbad)`) and the 2025 releases' (`both_bad`). */
const WINNERS: Readonly<Record<string, PairOutcome>> = {
  model_a: 'model1',
  model_b: 'model2',
  tie: 'tie',
  'tie (bothbad)': 'bothbad',
  both_bad: 'bothbad',
};

/** A boolean as JSON or a CSV export writes it (`true`, `True`, `1`), or undefined. */
function flag(v: unknown): boolean | undefined {
  if (typeof v === 'boolean') return v;
  if (v === 1 || v === 0) return v === 1;
  if (typeof v === 'string') {
    const s = v.trim().toLowerCase();
    if (s === 'true' || s === '1') return true;
    if (s === 'false' || s === '0') return false;
  }
  return undefined;
}

/** A number, or a numeric string (a CSV cell), or undefined. */
function num(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return undefined;
}

/** An element's count: a whole number >= 0, or the sum of a dict of them (`{h1: 2, h2: 0, ...}`); else undefined. */
function total(v: unknown): number | undefined {
  const count = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;
  if (count(v)) return v;
  if (!isObject(v)) return undefined;
  const values = Object.values(v);
  return values.every(count) ? values.reduce((s, x) => s + x, 0) : undefined;
}

/** The pairs of `conv_metadata` keys the style covariates come from: tokens, then the markdown counts. */
const STYLE_KEYS = [
  ['tokens', 'sum_assistant_a_tokens', 'sum_assistant_b_tokens'],
  ['headers', 'header_count_a', 'header_count_b'],
  ['lists', 'list_count_a', 'list_count_b'],
  ['bold', 'bold_count_a', 'bold_count_b'],
] as const;

/** A value as a message quotes it. */
const shown = (v: unknown): string => quote(JSON.stringify(v) ?? String(v));

/**
 * The style covariates of `conv_metadata`, side a and side b, and what could not be read. A covariate whose two
 * keys are both absent is not in the dump (older dumps carry the token sums only): left out without a word. One
 * whose keys are there but not counts (a whole number >= 0, or a dict of them as FastChat's
 * `extract_style_feature` sums), or only one side of it, is left out with an issue naming the key.
 */
export function readStyle(meta: unknown): {
  style: PairStyle | undefined;
  issues: { key: string; message: string }[];
} {
  if (!isObject(meta)) return { style: undefined, issues: [] };
  const style: PairStyle = {};
  const issues: { key: string; message: string }[] = [];
  for (const [part, ka, kb] of STYLE_KEYS) {
    const hasA = Object.hasOwn(meta, ka);
    const hasB = Object.hasOwn(meta, kb);
    if (!hasA && !hasB) continue;
    if (hasA !== hasB) {
      const [has, lacks] = hasA ? [ka, kb] : [kb, ka];
      issues.push({ key: has, message: `${has} without ${lacks}: the battle's ${part} is left out` });
      continue;
    }
    const a = total(meta[ka]);
    const b = total(meta[kb]);
    if (a !== undefined && b !== undefined) {
      style[part] = [a, b];
      continue;
    }
    const [key, value] = a === undefined ? [ka, meta[ka]] : [kb, meta[kb]];
    issues.push({
      key,
      message: `${key} is not a count (a whole number >= 0, or a dict of them): ${shown(value)}; the battle's ${part} is left out`,
    });
  }
  return { style: Object.keys(style).length ? style : undefined, issues };
}

/** The style covariates of `conv_metadata`, side a and side b; the parts the dump has that can be read. */
export function styleOf(meta: unknown): PairStyle | undefined {
  return readStyle(meta).style;
}

/** The seven criteria of `criteria_v0.1`; a prompt meeting at least six is a "hard prompt" (LMArena's hard_6). */
export const HARD_PROMPT_CRITERIA = 6;

/**
 * The category slices of a battle, from its tags: `hard` (at least 6 of the criteria of `criteria_v0.1`), each other
 * `<name>_v<k>` tag whose own `<name>` field is true (`if`, `math`, `creative_writing`, ...), `code` and `refusal`
 * (`is_code`, `is_refusal`), `multi_turn` (more than one user turn), and `dedup_sampled` / `dedup_high_freq`.
 */
export function tagsOf(o: Record<string, unknown>): string[] {
  const tags: string[] = [];
  const ct = isObject(o.category_tag) ? o.category_tag : {};
  for (const [k, v] of Object.entries(ct)) {
    if (!isObject(v)) continue;
    const name = k.replace(/_v\d+(\.\d+)*$/, '');
    if (name === 'criteria') {
      if (Object.values(v).filter((x) => x === true).length >= HARD_PROMPT_CRITERIA) tags.push('hard');
    } else if (v[name] === true) tags.push(name);
  }
  if (flag(o.is_code)) tags.push('code');
  if (flag(o.is_refusal)) tags.push('refusal');
  const turns = num(o.turn);
  if (turns !== undefined && turns > 1) tags.push('multi_turn');
  if (isObject(o.dedup_tag)) {
    if (o.dedup_tag.sampled === true) tags.push('dedup_sampled');
    if (o.dedup_tag.high_freq === true) tags.push('dedup_high_freq');
  }
  return tags;
}

/** The time of a vote in seconds: `tstamp` (seconds) or `timestamp` (an ISO date, or seconds). */
function timeOf(o: Record<string, unknown>): number | undefined {
  const t = num(o.tstamp) ?? num(o.timestamp);
  if (t !== undefined) return t;
  const ms = typeof o.timestamp === 'string' ? Date.parse(o.timestamp) : Number.NaN;
  return Number.isFinite(ms) ? ms / 1000 : undefined;
}

/** The winner of a row: `winner`, or the Kaggle CSV's one-hot winner_model_a / winner_model_b / winner_tie. */
function outcomeOf(o: Record<string, unknown>): PairOutcome | string {
  if (o.winner !== undefined) {
    const w = typeof o.winner === 'string' ? o.winner.trim() : '';
    return Object.hasOwn(WINNERS, w)
      ? WINNERS[w]!
      : `winner must be model_a, model_b, tie, "tie (bothbad)" or both_bad (got ${quote(String(o.winner))})`;
  }
  const hot = (['winner_model_a', 'winner_model_b', 'winner_tie'] as const).map((k) => num(o[k]));
  if (hot.filter((h) => h === 1).length !== 1 || hot.some((h) => h !== 0 && h !== 1))
    return 'exactly one of winner_model_a, winner_model_b and winner_tie must be 1';
  return hot[0] === 1 ? 'model1' : hot[1] === 1 ? 'model2' : 'tie';
}

/** One battle row of any dump: a pair judgment with its covariates, or a rejection. */
function addBattle(
  ctx: ReadContext,
  at: { line: number } | { row: number },
  o: Record<string, unknown>,
): void {
  const a = idText(o.model_a);
  const b = idText(o.model_b);
  if (!a || !b) return reject(ctx, { ...at, column: a ? 'model_b' : 'model_a' }, 'a model is missing');
  const outcome = outcomeOf(o);
  if (!['model1', 'model2', 'tie', 'bothbad'].includes(outcome))
    return reject(ctx, { ...at, column: 'winner' }, outcome);
  const model1 = ctx.registry.resolveOrAdd(a);
  const model2 = ctx.registry.resolveOrAdd(b);
  if (model1 === model2)
    return reject(ctx, { ...at, column: 'model_b' }, `a model battles itself (${quote(a)})`);
  const anonymous = flag(o.anony);
  const turns = num(o.turn);
  const time = timeOf(o);
  const { style, issues } = readStyle(o.conv_metadata);
  for (const i of issues)
    note(
      ctx,
      { ...at, column: `conv_metadata.${i.key}` },
      'style-metadata',
      `${i.message} (the vote is used)`,
    );
  const tags = tagsOf(o);
  ctx.sink.pairJudgments.push({
    benchmark: ctx.benchmark ?? LMARENA,
    kind: 'arena',
    setting: ctx.setting ?? '',
    judge: ctx.judge ?? LMARENA_VOTERS,
    seed: idText(o.question_id ?? o.id) ?? '',
    model1,
    model2,
    outcome: outcome as PairOutcome,
    reason: '',
    raw: idText(o.winner) ?? outcome,
    ...(typeof o.language === 'string' && o.language.trim() ? { language: o.language.trim() } : {}),
    ...(anonymous !== undefined ? { anonymous } : {}),
    ...(turns !== undefined && Number.isInteger(turns) && turns >= 1 ? { turns } : {}),
    ...(time !== undefined ? { time } : {}),
    ...(style ? { style } : {}),
    ...(tags.length ? { tags } : {}),
    source: { file: ctx.file, ...at },
  });
  rowUsed(ctx);
}

/** A dump as one JSON array (FastChat's clean_battle_<date>.json and the public leaderboard files). */
export function readArenaDumpArray(text: string, ctx: ReadContext): void {
  const doc = parseJsonDocument(text);
  if (!doc.ok) {
    return reject(ctx, { line: doc.line ?? 1 }, doc.reason);
  }
  const rows = Array.isArray(doc.value) ? doc.value : undefined;
  if (!rows) {
    return reject(ctx, { line: 1 }, 'expected a JSON array of battles');
  }
  rows.forEach((r, i) => {
    const line = isObject(r) ? doc.lineOf(r) : undefined;
    const at = line !== undefined ? { line } : { row: i + 1 };
    if (isObject(r)) addBattle(ctx, at, r);
    else {
      reject(ctx, at, 'expected an object with model_a, model_b and winner');
    }
  });
}

/** A dump as JSON lines (a Hugging Face release exported, or a clean_battle file rewritten a line per battle). */
export function readArenaDumpLines(lines: Iterable<JsonLine>, ctx: ReadContext): void {
  for (const l of lines) {
    if (l.ok && isObject(l.value)) {
      addBattle(ctx, { line: l.line }, l.value);
      continue;
    }
    reject(ctx, { line: l.line }, l.ok ? 'expected an object with model_a, model_b and winner' : l.reason);
  }
}

/** Columns of a CSV export that hold a structure, written as JSON or as a Python literal (`{'h1': 0, ...}`). */
const STRUCTURED = ['conv_metadata', 'category_tag', 'dedup_tag'];

/** A structured cell read as JSON, else as a Python literal, else left out. */
function structure(cell: string): unknown {
  try {
    return JSON.parse(cell);
  } catch {
    try {
      return parsePythonLiteral(cell);
    } catch {
      return undefined;
    }
  }
}

/** A dump as a CSV table: the Kaggle 55k file, or an export with winner and the covariates as columns. */
export function readArenaDumpTable(table: TableLike, ctx: ReadContext): void {
  rejectRows(ctx.report, table.rejections);
  for (const r of table.rows) {
    const o: Record<string, unknown> = {};
    table.header.forEach((k, i) => {
      const cell = r.cells[i] ?? '';
      if (cell === '') return;
      setOwn(o, k, STRUCTURED.includes(k) ? structure(cell) : cell);
    });
    addBattle(ctx, rowAt(r), o);
  }
}
