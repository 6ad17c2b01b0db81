// Readers of arena-hard-auto's files (lm-sys/arena-hard-auto 2024 and lmarena/arena-hard-auto 2025; layouts in
// docs/formats.md): data/<bench>/question.jsonl, model_answer/<model>.jsonl, model_judgment/<judge>/<model>.jsonl,
// and the published leaderboard CSVs. Both generations' record keys are read.
import { createHash } from 'node:crypto';
import { isObject, type JsonLine } from '../../ingest/jsonLines.ts';
import { note, type ReadContext } from '../../ingest/readContext.ts';
import { reject, rowUsed } from '../../ingest/rowOutcomes.ts';
import type { TableLike } from '../../ingest/table.ts';
import type { MarkdownCounts, ModelAnswer } from '../../records/peers.ts';
import { quote } from '../../records/report.ts';
import { pushed } from '../peers/jsonDocument.ts';
import { folderAfter, foldersOf, stemOf } from '../peers/paths.ts';
import { readPublishedTable } from '../peers/publishedTable.ts';
import { gameOutcome } from './score.ts';

export const ARENA_HARD = 'arena-hard';

/**
 * The baseline of each question set, from the peer's own configuration (config/<bench>.yaml), for judgment files
 * that do not name it (2024 lines): v0.1 judges every model against gpt-4-0314.
 */
export const ARENA_HARD_BASELINES: Readonly<Record<string, string>> = { 'arena-hard-v0.1': 'gpt-4-0314' };

/** The question set a file belongs to: the folder after `data/` (`data/arena-hard-v0.1/...`), else ''. */
export function benchOf(path: string): string {
  return folderAfter(path, 'data') ?? '';
}

/** An id as text (question ids are strings in arena-hard, numbers in MT-Bench). */
export function idText(v: unknown): string | undefined {
  if (typeof v === 'string' && v.trim() !== '') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined;
}

/** Runs a line reader over JSON lines: broken lines and non-objects are rejected with their line. */
export function eachObject(
  lines: Iterable<JsonLine>,
  ctx: ReadContext,
  what: string,
  read: (o: Record<string, unknown>, line: number) => void,
): void {
  for (const l of lines) {
    if (!l.ok) reject(ctx, { line: l.line }, l.reason);
    else if (!isObject(l.value)) reject(ctx, { line: l.line }, `expected a JSON object (${what})`);
    else read(l.value, l.line);
  }
}

/** question.jsonl: 2024 `{question_id, category, cluster, turns: [{content}]}`, 2025 `{uid, category, subcategory, prompt}`. */
export function readArenaHardQuestions(lines: Iterable<JsonLine>, ctx: ReadContext): void {
  const bench = benchOf(ctx.file);
  eachObject(lines, ctx, 'a question', (o, line) => {
    const questionId = idText(o.question_id ?? o.uid);
    if (!questionId) return reject(ctx, { line, column: 'question_id' }, 'no question_id or uid');
    const turns = Array.isArray(o.turns)
      ? o.turns.map((t) =>
          isObject(t) && typeof t.content === 'string' ? t.content : typeof t === 'string' ? t : undefined,
        )
      : typeof o.prompt === 'string'
        ? [o.prompt]
        : undefined;
    if (!turns || turns.length === 0 || turns.some((t) => t === undefined))
      return reject(ctx, { line, column: o.turns ? 'turns' : 'prompt' }, 'the prompt is missing or not text');
    const cluster = o.cluster ?? o.subcategory;
    rowUsed(ctx);
    ctx.sink.peers.questions.push({
      benchmark: ctx.benchmark ?? ARENA_HARD,
      bench,
      questionId,
      category: typeof o.category === 'string' ? o.category : '',
      cluster: typeof cluster === 'string' ? cluster : '',
      turns: turns as string[],
      source: { file: ctx.file, line },
    });
  });
}

/** The markdown counts of a `metadata`/`conv_metadata` object, when it has them. */
function markdownOf(meta: Record<string, unknown>): MarkdownCounts | undefined {
  const counts = (v: unknown) =>
    isObject(v) && Object.values(v).every((n) => typeof n === 'number')
      ? (v as Record<string, number>)
      : undefined;
  const headers = counts(meta.header_count);
  const lists = counts(meta.list_count);
  const bold = counts(meta.bold_count);
  return headers && lists && bold ? { headers, lists, bold } : undefined;
}

/** The assistant text and token count of one answer line, in either generation's layout, or why not. */
function answerParts(
  o: Record<string, unknown>,
): Omit<ModelAnswer, 'benchmark' | 'bench' | 'model' | 'questionId' | 'source'> | string {
  const meta = isObject(o.metadata) ? o.metadata : isObject(o.conv_metadata) ? o.conv_metadata : undefined;
  const metaTokens = typeof meta?.token_len === 'number' ? meta.token_len : undefined;
  const markdown = meta ? markdownOf(meta) : undefined;
  const answerId = idText(o.answer_id ?? o.ans_id) ?? '';
  if (Array.isArray(o.choices)) {
    const turns =
      isObject(o.choices[0]) && Array.isArray(o.choices[0].turns) ? o.choices[0].turns : undefined;
    if (!turns || turns.length === 0) return 'choices[0].turns is missing or empty';
    const texts = turns.map((t) => (isObject(t) && typeof t.content === 'string' ? t.content : undefined));
    if (texts.some((t) => t === undefined)) return 'a turn of choices[0] has no text content';
    const first = turns[0] as Record<string, unknown>;
    const tokenLen = typeof first.token_len === 'number' ? first.token_len : metaTokens;
    return {
      answerId,
      turns: texts as string[],
      ...(tokenLen !== undefined ? { tokenLen, tokenEncoding: 'cl100k_base' as const } : {}),
      ...(markdown ? { markdown } : {}),
    };
  }
  if (Array.isArray(o.messages)) {
    const assistant = o.messages.filter((m) => isObject(m) && m.role === 'assistant') as Record<
      string,
      unknown
    >[];
    const texts = assistant.map((m) =>
      isObject(m.content) && typeof m.content.answer === 'string'
        ? m.content.answer
        : typeof m.content === 'string'
          ? m.content
          : undefined,
    );
    if (texts.length === 0 || texts.some((t) => t === undefined))
      return 'no assistant message with an answer';
    return {
      answerId,
      turns: texts as string[],
      ...(metaTokens !== undefined ? { tokenLen: metaTokens, tokenEncoding: 'o200k_base' as const } : {}),
      ...(markdown ? { markdown } : {}),
    };
  }
  return 'neither choices (2024) nor messages (2025)';
}

/** The key under which answers are left for the judgment reader: which model wrote a given text for a question. */
const ANSWER_TEXTS = 'arena-hard:answer-texts';
const textKey = (bench: string, questionId: string, text: string) =>
  `${bench}\u0000${questionId}\u0000${createHash('sha1').update(text).digest('base64')}`;

/** model_answer/<model>.jsonl: one answer per question, in the 2024 (`choices`) or 2025 (`messages`) layout. */
export function readArenaHardAnswers(lines: Iterable<JsonLine>, ctx: ReadContext): void {
  const bench = benchOf(ctx.file);
  const texts =
    (ctx.shared?.get(ANSWER_TEXTS) as Map<string, string> | undefined) ?? new Map<string, string>();
  ctx.shared?.set(ANSWER_TEXTS, texts);
  let stemNoted = false;
  eachObject(lines, ctx, 'an answer', (o, line) => {
    const questionId = idText(o.question_id ?? o.uid);
    if (!questionId) return reject(ctx, { line, column: 'question_id' }, 'no question_id or uid');
    const name = idText(o.model_id ?? o.model);
    if (!name) return reject(ctx, { line, column: 'model_id' }, 'no model_id or model');
    const parts = answerParts(o);
    if (typeof parts === 'string')
      return reject(ctx, { line, column: o.choices ? 'choices' : 'messages' }, parts);
    if (!stemNoted && foldersOf(ctx.file).includes('model_answer') && stemOf(ctx.file) !== name) {
      stemNoted = true;
      note(
        ctx,
        { line },
        'model-name',
        `the file is named ${quote(stemOf(ctx.file))} but its answers are by ${quote(name)}: read as ${quote(name)}`,
      );
    }
    const model = ctx.registry.resolveOrAdd(name);
    // The row is used; the record ledger moves it to the duplicates when its record was read before.
    rowUsed(ctx);
    if (
      pushed(ctx.sink.peers.answers, {
        benchmark: ctx.benchmark ?? ARENA_HARD,
        bench,
        model,
        questionId,
        ...parts,
        source: { file: ctx.file, line },
      })
    )
      texts.set(textKey(bench, questionId, parts.turns[0]!), model);
  });
}

const A_START = "<|The Start of Assistant A's Answer|>\n";
const A_END = "\n<|The End of Assistant A's Answer|>";

/** The answer shown as Assistant A in a 2024 judge prompt (game 1 shows the baseline's answer there). */
function assistantAText(game: unknown): string | undefined {
  const prompt = isObject(game) && typeof game.user_prompt === 'string' ? game.user_prompt : undefined;
  const i = prompt?.indexOf(A_START) ?? -1;
  const j = prompt?.indexOf(A_END, i) ?? -1;
  return i >= 0 && j > i ? prompt!.slice(i + A_START.length, j) : undefined;
}

/** A game's verdict as written (`score`), or null when the game or its score is missing. */
function verdictOf(game: unknown): string | null {
  return isObject(game) && typeof game.score === 'string' && game.score.trim() !== ''
    ? game.score.trim()
    : null;
}

/**
 * model_judgment/<judge>/<model>.jsonl: one line per question, two games (game 1 shows the baseline as Assistant A).
 * Each line is an ArenaHardJudgment; each game with a verdict is also a pair judgment (baseline as model 1).
 */
export function readArenaHardJudgments(lines: Iterable<JsonLine>, ctx: ReadContext): void {
  const bench = benchOf(ctx.file);
  const texts = ctx.shared?.get(ANSWER_TEXTS) as Map<string, string> | undefined;
  const folderJudge = folderAfter(ctx.file, 'model_judgment');
  let unnamedBaseline = 0;
  eachObject(lines, ctx, 'a judgment', (o, line) => {
    const questionId = idText(o.question_id ?? o.uid);
    if (!questionId) return reject(ctx, { line, column: 'question_id' }, 'no question_id or uid');
    const name = idText(o.model)?.split('/').pop();
    if (!name) return reject(ctx, { line, column: 'model' }, 'no model');
    if (!Array.isArray(o.games) || o.games.length !== 2)
      return reject(
        ctx,
        { line, column: 'games' },
        `expected two games, got ${Array.isArray(o.games) ? o.games.length : 'none'}`,
      );
    const judge = idText(o.judge) ?? folderJudge ?? ctx.judge ?? 'unknown';
    const model = ctx.registry.resolveOrAdd(name);
    const a = assistantAText(o.games[0]);
    const baselineName =
      idText(o.baseline) ??
      (a !== undefined ? texts?.get(textKey(bench, questionId, a)) : undefined) ??
      ARENA_HARD_BASELINES[bench];
    const baseline = baselineName !== undefined ? ctx.registry.resolveOrAdd(baselineName) : undefined;
    const verdicts: [string | null, string | null] = [verdictOf(o.games[0]), verdictOf(o.games[1])];
    const source = { file: ctx.file, line };
    const kept = pushed(ctx.sink.peers.arenaHardJudgments, {
      benchmark: ctx.benchmark ?? ARENA_HARD,
      bench,
      judge,
      model,
      ...(baseline !== undefined ? { baseline } : {}),
      questionId,
      category: typeof o.category === 'string' ? o.category : '',
      verdicts,
      generation: o.uid !== undefined ? '2025' : '2024',
      source,
    });
    rowUsed(ctx);
    if (!kept) return;
    if (baseline === undefined) return void unnamedBaseline++;
    if (baseline === model) return;
    verdicts.forEach((v, g) => {
      // Game 1: the baseline is A (model 1); game 2: the model is A. Each is a battle of its own order.
      const [m1, m2] = g === 0 ? [baseline, model] : [model, baseline];
      ctx.sink.pairJudgments.push({
        benchmark: ctx.benchmark ?? ARENA_HARD,
        kind: 'arena',
        setting: bench,
        judge,
        seed: questionId,
        model1: m1,
        model2: m2,
        outcome: gameOutcome(v),
        reason: '',
        raw: v ?? '',
        source,
      });
    });
  });
  if (unnamedBaseline > 0)
    note(
      ctx,
      {},
      'no-baseline',
      `${unnamedBaseline} judgment lines do not name their baseline, and no answer read matches game 1's Assistant A: their games are not counted as battles (the peer's score against the baseline is computed all the same)`,
    );
}

/** leaderboard/arena_hard_leaderboard_<date>.csv: model, score, rating_q025, rating_q975, CI, avg_tokens, date. */
export function readArenaHardLeaderboard(table: TableLike, ctx: ReadContext): void {
  const date = /(\d{8})/.exec(stemOf(ctx.file))?.[1];
  readPublishedTable(table, ctx, {
    benchmark: ARENA_HARD,
    modelColumn: table.header.indexOf('model'),
    board: stemOf(ctx.file),
    ...(date ? { labels: { published: date } } : {}),
  });
}
