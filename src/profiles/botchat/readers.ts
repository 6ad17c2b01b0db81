// Readers for BotChat's files (layouts in ../shared/data/README.md). Each turns a table into typed records and
// accounts for every row: used, or rejected with its line or row, column and reason.
import { setOwn } from '../../ingest/setOwn.ts';
import { conversationId, type Conversation } from '../../records/conversation.ts';
import type { PairJudgment } from '../../records/pairJudgment.ts';
import type { PublishedValue } from '../../records/published.ts';
import type { Source } from '../../records/source.ts';
import type { UniJudgment } from '../../records/uniJudgment.ts';
import { parseChatsCell, parseIntCell } from '../../ingest/cells.ts';
import { parsePairAnswer, parseUniAnswer } from '../../ingest/judgeAnswer.ts';
import { textDigest } from '../../ingest/textDigest.ts';
import { GROUND_TRUTH } from '../../ingest/modelRegistry.ts';
import { fileProblem, note, unknownModel, type ReadContext } from '../../ingest/readContext.ts';
import { reject, rowUsed, rejectRows } from '../../ingest/rowOutcomes.ts';
import { quote } from '../../records/report.ts';
import { columnIndex, type TableLike, type TableRow } from '../../ingest/table.ts';

/** BotChat's benchmark name in records. */
export const BOTCHAT = 'botchat';
/** The judge of BotChat's released judgments (the `gpt4` column holds GPT-4's answers). */
export const BOTCHAT_JUDGE = 'gpt-4';
/** Chats given as the seed at the start of every BotChat model conversation. */
export const BOTCHAT_SEED_CHATS = 2;

/** Columns each BotChat file must have. */
export const BOTCHAT_COLUMNS = {
  convs: ['index', 'nround'],
  gt: ['index', 'conv-GT', 'nround'],
  unieval: ['model', 'index', 'conversation', 'gpt4'],
  pair: ['cmp_index', 'A', 'B', 'conversation1', 'conversation2', 'gpt4'],
  leaderboard: ['Model'],
} as const;

function at(r: TableRow, column?: string): { line?: number; row?: number; column?: string } {
  return {
    ...(r.line !== undefined ? { line: r.line } : {}),
    ...(r.row !== undefined ? { row: r.row } : {}),
    ...(column ? { column } : {}),
  };
}

function sourceOf(ctx: ReadContext, r: TableRow): Source {
  return {
    file: ctx.file,
    ...(r.line !== undefined ? { line: r.line } : {}),
    ...(r.row !== undefined ? { row: r.row } : {}),
  };
}

/**
 * Adds the table's own rejections (unsplittable rows) and checks the required columns. A header that lacks one is
 * a problem of the file, said once with what was found and what is needed; its rows are not read.
 */
function start(
  table: TableLike,
  ctx: ReadContext,
  required: readonly string[],
): Record<string, number> | undefined {
  rejectRows(ctx.report, table.rejections);
  const { index, missing } = columnIndex(table.header, required);
  if (missing.length > 0) {
    fileProblem(
      ctx,
      `the header lacks column${missing.length > 1 ? 's' : ''} ${missing.map((m) => `"${m}"`).join(', ')} (found: ${table.header.map((h) => `"${h}"`).join(', ') || 'nothing'}); this layout needs ${required.map((m) => `"${m}"`).join(', ')}: rename the columns, or name the file's role in a manifest; its rows are not read`,
    );
    return undefined;
  }
  return index;
}

function cell(r: TableRow, i: number | undefined): string {
  return i === undefined ? '' : (r.cells[i] ?? '');
}

/** Checks a row has no more cells than the header; extra cells are reported (and ignored) as a finding. */
function checkWidth(table: TableLike, r: TableRow, ctx: ReadContext): void {
  if (
    r.cells.length > table.header.length &&
    r.cells.slice(table.header.length).some((c) => c.trim() !== '')
  ) {
    note(
      ctx,
      at(r),
      'extra-cells',
      `${r.cells.length} cells but the header has ${table.header.length}; the extra cells were ignored`,
    );
  }
}

/**
 * MuTualTest-convs (.tsv or .xlsx): `index`, `nround`, then one column per model whose cells are JSON arrays of
 * chats (the first two are the seed). Each model cell is one unit of the report.
 */
export function readBotchatConversations(table: TableLike, ctx: ReadContext): void {
  const modelColumns = table.header
    .map((h, i) => ({ h, i }))
    .filter(({ h }) => h !== 'index' && h !== 'nround' && h !== '');
  const index = start(table, ctx, BOTCHAT_COLUMNS.convs);
  if (!index) return;
  const resolved = modelColumns.map(({ h, i }) => ({ column: h, i, id: ctx.registry.resolve(h) }));
  // A column naming no known model is a problem of the header, said once; its cells are not read as rows.
  for (const m of resolved)
    if (m.id === undefined)
      fileProblem(
        ctx,
        `${unknownModel(ctx, m.column)}; the column's conversations are not read`,
        'unreadable',
        m.column,
      );
  const models = resolved.filter((m): m is typeof m & { id: string } => m.id !== undefined);
  const seen = new Map<string, number>();
  for (const r of table.rows) {
    checkWidth(table, r, ctx);
    const seed = cell(r, index.index).trim();
    const firstLoc = r.line ?? r.row ?? 0;
    const dup = seen.get(seed);
    for (const m of models) {
      if (seed === '') {
        reject(ctx, at(r, 'index'), 'the seed id is empty');
        continue;
      }
      if (dup !== undefined) {
        reject(
          ctx,
          at(r, 'index'),
          `duplicate seed id ${quote(seed)} (first at ${r.line !== undefined ? 'line' : 'row'} ${dup})`,
        );
        continue;
      }
      const text = cell(r, m.i);
      if (text.trim() === '') {
        reject(ctx, at(r, m.column), 'the cell is empty: no conversation for this model and seed');
        continue;
      }
      const chats = parseChatsCell(text);
      if (!chats.ok) {
        reject(ctx, at(r, m.column), chats.reason);
        continue;
      }
      const conversation: Conversation = {
        id: conversationId(BOTCHAT, '', seed, m.id),
        benchmark: BOTCHAT,
        setting: '',
        seed,
        model: m.id,
        chats: chats.value,
        speakers: chats.value.map((_, k) => (k % 2 === 0 ? 'A' : 'B')),
        seedChats: Math.min(BOTCHAT_SEED_CHATS, chats.value.length),
        source: sourceOf(ctx, r),
      };
      ctx.sink.conversations.push(conversation);
      rowUsed(ctx);
    }
    if (dup === undefined && seed !== '') seen.set(seed, firstLoc);
  }
}

/** MuTual_test.xlsx: `index`, `conv-GT` (JSON array of chats), `nround` (the chat count). */
export function readBotchatGroundTruth(table: TableLike, ctx: ReadContext): void {
  const index = start(table, ctx, BOTCHAT_COLUMNS.gt);
  if (!index) return;
  const seen = new Map<string, number>();
  for (const r of table.rows) {
    checkWidth(table, r, ctx);
    const seed = cell(r, index.index).trim();
    if (seed === '') {
      reject(ctx, at(r, 'index'), 'the seed id is empty');
      continue;
    }
    const dup = seen.get(seed);
    if (dup !== undefined) {
      reject(
        ctx,
        at(r, 'index'),
        `duplicate seed id ${quote(seed)} (first at ${r.line !== undefined ? 'line' : 'row'} ${dup})`,
      );
      continue;
    }
    const chats = parseChatsCell(cell(r, index['conv-GT']));
    if (!chats.ok) {
      reject(ctx, at(r, 'conv-GT'), chats.reason);
      continue;
    }
    const nround = parseIntCell(cell(r, index.nround));
    if (!nround.ok) {
      reject(ctx, at(r, 'nround'), nround.reason);
      continue;
    }
    if (nround.value !== chats.value.length) {
      note(
        ctx,
        at(r, 'nround'),
        'nround-mismatch',
        `nround is ${nround.value} but conv-GT has ${chats.value.length} chats; the chat count is used`,
      );
    }
    seen.set(seed, r.line ?? r.row ?? 0);
    ctx.sink.conversations.push({
      id: conversationId(BOTCHAT, '', seed, GROUND_TRUTH),
      benchmark: BOTCHAT,
      setting: '',
      seed,
      model: GROUND_TRUTH,
      chats: chats.value,
      speakers: chats.value.map((_, k) => (k % 2 === 0 ? 'A' : 'B')),
      seedChats: chats.value.length,
      source: sourceOf(ctx, r),
    });
    rowUsed(ctx);
  }
}

/** UniEval.tsv: `model, qidx, index ("MT-1;gpt4"), conversation (JSON array), gpt4` (the judge's raw answer). */
export function readBotchatUniEval(table: TableLike, ctx: ReadContext): void {
  const index = start(table, ctx, BOTCHAT_COLUMNS.unieval);
  if (!index) return;
  const judge = ctx.judge ?? BOTCHAT_JUDGE;
  const setting = ctx.setting ?? '';
  const seen = new Map<string, number>();
  for (const r of table.rows) {
    checkWidth(table, r, ctx);
    const modelName = cell(r, index.model).trim();
    const model = ctx.registry.resolve(modelName);
    if (model === undefined) {
      reject(ctx, at(r, 'model'), unknownModel(ctx, modelName));
      continue;
    }
    const seed = (cell(r, index.index).split(';')[0] ?? '').trim();
    if (seed === '') {
      reject(ctx, at(r, 'index'), `no seed id in ${quote(cell(r, index.index))} (expected "MT-1;gpt4")`);
      continue;
    }
    const key = `${seed}\u0000${model}`;
    const dup = seen.get(key);
    if (dup !== undefined) {
      reject(
        ctx,
        at(r, 'index'),
        `duplicate judgment of ${quote(seed)} for ${quote(modelName)} (first at ${r.line !== undefined ? 'line' : 'row'} ${dup})`,
      );
      continue;
    }
    const chats = parseChatsCell(cell(r, index.conversation));
    if (!chats.ok) {
      reject(ctx, at(r, 'conversation'), chats.reason);
      continue;
    }
    seen.set(key, r.line ?? r.row ?? 0);
    const raw = cell(r, index.gpt4);
    const answer = parseUniAnswer(raw);
    if (answer.firstAiChat !== null && answer.firstAiChat > chats.value.length) {
      note(
        ctx,
        at(r, 'gpt4'),
        'index-out-of-range',
        `"Index: ${answer.firstAiChat}" is past the conversation's ${chats.value.length} chats`,
      );
    }
    if (answer.problem) {
      note(
        ctx,
        at(r, 'gpt4'),
        answer.verdict === 'unparsed' ? 'unparsed-judge' : 'judge-note',
        answer.problem,
        raw,
      );
    }
    const judgment: UniJudgment = {
      benchmark: BOTCHAT,
      setting,
      judge,
      seed,
      model,
      conversationId: conversationId(BOTCHAT, '', seed, model),
      verdict: answer.verdict,
      firstAiChat: answer.firstAiChat,
      length: chats.value.length,
      reason: answer.reason,
      raw,
      // The row embeds the conversation it judges: its digest says which text this verdict is about.
      judgedText: textDigest(chats.value),
      source: sourceOf(ctx, r),
    };
    ctx.sink.uniJudgments.push(judgment);
    rowUsed(ctx);
  }
}

/** The N of an Arena file from its name (`ArenaEval-16.tsv`, `arena_N8.tsv`): `N=16`, or undefined. */
export function settingFromArenaName(file: string): string | undefined {
  const base = file.split('/').pop() ?? file;
  const m = /(?:^|[^0-9])(\d{1,3})(?:[^0-9]|$)/.exec(base.replace(/\.(tsv|csv|xlsx)$/i, ''));
  return m ? `N=${Number(m[1])}` : undefined;
}

/**
 * GTEval.tsv and Arena files: `cmp_index ("MT-10;GT;gpt35"), A, B, conversation1, conversation2, gpt4`.
 * A comparison with GT on either side is a ground-truth comparison; otherwise an Arena one.
 */
export function readBotchatPairEval(table: TableLike, ctx: ReadContext, kind: 'gt' | 'arena'): void {
  const index = start(table, ctx, BOTCHAT_COLUMNS.pair);
  if (!index) return;
  const judge = ctx.judge ?? BOTCHAT_JUDGE;
  const setting = ctx.setting ?? (kind === 'arena' ? (settingFromArenaName(ctx.file) ?? '') : '');
  if (kind === 'arena' && setting === '') {
    note(
      ctx,
      {},
      'no-setting',
      'no N in the file name or the manifest (expected e.g. "ArenaEval-16.tsv" or setting "N=16"); ratings of this file are kept apart under an empty setting',
    );
  }
  const seen = new Map<string, number>();
  for (const r of table.rows) {
    checkWidth(table, r, ctx);
    const names = { A: cell(r, index.A).trim(), B: cell(r, index.B).trim() };
    const model1 = ctx.registry.resolve(names.A);
    const model2 = ctx.registry.resolve(names.B);
    if (model1 === undefined || model2 === undefined) {
      const col = model1 === undefined ? 'A' : 'B';
      reject(ctx, at(r, col), unknownModel(ctx, names[col]));
      continue;
    }
    if (model1 === model2 && model1 !== GROUND_TRUTH) {
      reject(ctx, at(r, 'B'), `a model compared with itself (${quote(names.A)} vs ${quote(names.B)})`);
      continue;
    }
    const cmp = cell(r, index.cmp_index).trim();
    const seed = (cmp.split(';')[0] ?? '').trim();
    const dup = seen.get(cmp);
    if (cmp !== '' && dup !== undefined) {
      reject(
        ctx,
        at(r, 'cmp_index'),
        `duplicate comparison ${quote(cmp)} (first at ${r.line !== undefined ? 'line' : 'row'} ${dup})`,
      );
      continue;
    }
    let broken = false;
    const texts: string[][] = [];
    for (const c of ['conversation1', 'conversation2'] as const) {
      const chats = parseChatsCell(cell(r, index[c]));
      if (!chats.ok && !broken) {
        reject(ctx, at(r, c), chats.reason);
        broken = true;
      } else if (chats.ok) texts.push(chats.value);
    }
    if (broken) continue;
    if (cmp !== '') seen.set(cmp, r.line ?? r.row ?? 0);
    const raw = cell(r, index.gpt4);
    const answer = parsePairAnswer(raw);
    if (answer.problem) note(ctx, at(r, 'gpt4'), 'unparsed-judge', answer.problem, raw);
    const isGt = model1 === GROUND_TRUTH || model2 === GROUND_TRUTH;
    const judgment: PairJudgment = {
      benchmark: BOTCHAT,
      kind: isGt ? 'gt' : 'arena',
      setting: isGt ? '' : setting,
      judge,
      seed,
      model1,
      model2,
      outcome: answer.outcome,
      reason: answer.reason,
      raw,
      judgedText: textDigest(texts),
      source: sourceOf(ctx, r),
    };
    ctx.sink.pairJudgments.push(judgment);
    rowUsed(ctx);
  }
}

/** The numeric columns of BotChat's lb.csv. */
export const BOTCHAT_LEADERBOARD_COLUMNS = [
  'Win_Tie_Rate',
  'Length',
  'Uni_Eval_16',
  'Uni_Eval_8',
  'ELO_16',
  'ELO_8',
] as const;

/** lb.csv: the published leaderboard, read as reference values with their printed text. */
export function readBotchatLeaderboard(table: TableLike, ctx: ReadContext): void {
  const index = start(table, ctx, BOTCHAT_COLUMNS.leaderboard);
  if (!index) return;
  const seen = new Map<string, number>();
  for (const r of table.rows) {
    const name = cell(r, index.Model).trim();
    const model = ctx.registry.resolve(name);
    if (model === undefined) {
      reject(ctx, at(r, 'Model'), unknownModel(ctx, name));
      continue;
    }
    if (seen.has(model)) {
      reject(ctx, at(r, 'Model'), `model ${quote(name)} listed twice (first at line ${seen.get(model)})`);
      continue;
    }
    const values: Record<string, PublishedValue> = {};
    let bad = false;
    for (const col of table.header) {
      if (col === 'Model' || col === 'Link' || col === 'Filter' || col === '') continue;
      const text = cell(r, table.header.indexOf(col)).trim();
      if (text === '') continue;
      const v = Number(text);
      if (!/^-?\d+(\.\d+)?$/.test(text) || !Number.isFinite(v)) {
        reject(ctx, at(r, col), `expected a number, got ${quote(text)}`);
        bad = true;
        break;
      }
      setOwn(values, col, { value: v, printed: text });
    }
    if (bad) continue;
    seen.set(model, r.line ?? r.row ?? 0);
    const link =
      index.Link !== undefined ? cell(r, index.Link).trim() : cell(r, table.header.indexOf('Link')).trim();
    ctx.sink.publishedLeaderboard.push({
      benchmark: BOTCHAT,
      model,
      values,
      ...(link ? { link } : {}),
      source: sourceOf(ctx, r),
    });
    rowUsed(ctx);
  }
}
