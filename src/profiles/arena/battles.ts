// Reader for Arena-style battles (the Chatbot Arena convention): JSONL or CSV rows `model_a, model_b, winner`
// with winner in `model_a | model_b | tie | tie (bothbad)`, optional `question_id, judge, turn`.
import type { PairOutcome } from '../../records/pairJudgment.ts';
import { isObject, parseJsonLines, type JsonLine } from '../../ingest/jsonLines.ts';
import { note, type ReadContext } from '../../ingest/readContext.ts';
import { reject, rowUsed, rejectRows } from '../../ingest/rowOutcomes.ts';
import { quote } from '../../records/report.ts';
import { columnIndex, type TableLike } from '../../ingest/table.ts';

/** Benchmark name for battles when the manifest gives none. */
export const ARENA = 'arena';

/**
 * The judge of battles whose file names none (no judge column, no manifest judge): in the Chatbot Arena convention
 * a battle's verdict is a person's vote, so they are read as human votes (shown so: the profile's `judges`).
 */
export const HUMAN_VOTES = 'human';

/** The winner values of the Arena convention, mapped to outcomes. */
export const ARENA_WINNERS: Readonly<Record<string, PairOutcome>> = {
  model_a: 'model1',
  model_b: 'model2',
  tie: 'tie',
  'tie (bothbad)': 'bothbad',
};

interface BattleFields {
  model_a: unknown;
  model_b: unknown;
  winner: unknown;
  question_id?: unknown;
  judge?: unknown;
  turn?: unknown;
}

function text(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined;
}

function addBattle(ctx: ReadContext, at: { line?: number; row?: number }, b: BattleFields): void {
  for (const f of ['model_a', 'model_b', 'winner'] as const) {
    const v = text(b[f]);
    if (v === undefined || v.trim() === '') {
      reject(ctx, { ...at, column: f }, `"${f}" is ${v === undefined ? 'missing or not text' : 'empty'}`);
      return;
    }
  }
  const a = text(b.model_a)!.trim();
  const bb = text(b.model_b)!.trim();
  const w = text(b.winner)!.trim();
  const outcome = ARENA_WINNERS[w];
  if (outcome === undefined || !Object.hasOwn(ARENA_WINNERS, w)) {
    reject(
      ctx,
      { ...at, column: 'winner' },
      `winner must be model_a, model_b, tie or "tie (bothbad)" (got ${quote(w)})`,
    );
    return;
  }
  const model1 = ctx.registry.resolveOrAdd(a);
  const model2 = ctx.registry.resolveOrAdd(bb);
  if (model1 === model2) {
    reject(ctx, { ...at, column: 'model_b' }, `a model battles itself (${quote(a)} vs ${quote(bb)})`);
    return;
  }
  const turn = text(b.turn);
  if (b.turn !== undefined && b.turn !== null && turn === undefined)
    note(ctx, { ...at, column: 'turn' }, 'bad-turn', 'turn is not a number or text; ignored');
  ctx.sink.pairJudgments.push({
    benchmark: ctx.benchmark ?? ARENA,
    kind: 'arena',
    setting: ctx.setting ?? '',
    judge: text(b.judge)?.trim() || ctx.judge || HUMAN_VOTES,
    seed: text(b.question_id)?.trim() ?? '',
    model1,
    model2,
    outcome,
    reason: '',
    raw: w,
    source: { file: ctx.file, ...at },
  });
  rowUsed(ctx);
}

/** Battles as JSONL: one JSON object a line. */
export function readBattlesJsonl(textIn: string, ctx: ReadContext): void {
  readBattlesJsonLines(parseJsonLines(textIn), ctx);
}

/** Battles from parsed JSONL lines (a whole text's, or a file's as it is streamed). */
export function readBattlesJsonLines(lines: Iterable<JsonLine>, ctx: ReadContext): void {
  for (const l of lines) {
    if (!l.ok) {
      reject(ctx, { line: l.line }, l.reason);
      continue;
    }
    if (!isObject(l.value)) {
      reject(ctx, { line: l.line }, 'expected a JSON object with model_a, model_b and winner');
      continue;
    }
    addBattle(ctx, { line: l.line }, l.value as unknown as BattleFields);
  }
}

/** Battles as a CSV/TSV table with a header. */
export function readBattlesTable(table: TableLike, ctx: ReadContext): void {
  rejectRows(ctx.report, table.rejections);
  const { index, missing } = columnIndex(table.header, ['model_a', 'model_b', 'winner']);
  const opt = columnIndex(table.header, ['question_id', 'judge', 'turn']).index;
  for (const r of table.rows) {
    const at = r.line !== undefined ? { line: r.line } : { row: r.row ?? 0 };
    if (missing.length > 0) {
      reject(ctx, { ...at, column: missing[0] }, `column "${missing[0]}" missing from the header`);
      continue;
    }
    const get = (i: number | undefined) => (i === undefined ? undefined : r.cells[i]);
    addBattle(ctx, at, {
      model_a: get(index.model_a),
      model_b: get(index.model_b),
      winner: get(index.winner),
      question_id: get(opt.question_id),
      judge: get(opt.judge),
      turn: get(opt.turn),
    });
  }
}
