// Readers of MT-Bench's files (FastChat's llm_judge; layouts in docs/formats.md): data/<bench>/question.jsonl,
// model_answer/<model>.jsonl, reference_answer/<judge>.jsonl, and model_judgment/<judge>_single.jsonl (a grade from
// 1 to 10 per answer and turn) and <judge>_pair.jsonl (two games per question and turn, the order swapped).
import type { JsonLine } from '../../ingest/jsonLines.ts';
import { isObject } from '../../ingest/jsonLines.ts';
import { type ReadContext } from '../../ingest/readContext.ts';
import { reject, rowUsed } from '../../ingest/rowOutcomes.ts';
import { textDigest } from '../../ingest/textDigest.ts';
import type { PairOutcome } from '../../records/pairJudgment.ts';
import { quote } from '../../records/report.ts';
import { eachObject, idText } from '../arenahard/readers.ts';
import { pushed } from '../peers/jsonDocument.ts';
import { folderAfter, foldersOf } from '../peers/paths.ts';

export const MT_BENCH = 'mt-bench';

/** The question set a file belongs to: the folder after `data/` (`data/mt_bench/...`), else ''. */
const benchOf = (path: string) => folderAfter(path, 'data') ?? '';

/** A list of strings, or undefined when it is not one. */
function strings(v: unknown): string[] | undefined {
  return Array.isArray(v) && v.every((t) => typeof t === 'string') ? (v as string[]) : undefined;
}

/** A turn number: 1 when absent (old pair files have none), else a whole number from 1. */
function turnOf(v: unknown): number | undefined {
  if (v === undefined || v === null) return 1;
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : undefined;
}

/** `judge`: [judge model, prompt name] (a Python tuple written as a list), or a plain name. */
function judgeOf(v: unknown): { judge: string; prompt: string } | undefined {
  if (typeof v === 'string' && v.trim() !== '') return { judge: v.trim(), prompt: '' };
  const s = strings(v);
  return s && s.length >= 1 && s[0]!.trim() !== '' ? { judge: s[0]!.trim(), prompt: s[1] ?? '' } : undefined;
}

/** question.jsonl: `{question_id, category, turns: [str, ...], reference?: [str, ...]}`. */
export function readMtBenchQuestions(lines: Iterable<JsonLine>, ctx: ReadContext): void {
  const bench = benchOf(ctx.file);
  eachObject(lines, ctx, 'a question', (o, line) => {
    const questionId = idText(o.question_id);
    if (!questionId) return reject(ctx, { line, column: 'question_id' }, 'no question_id');
    const turns = strings(o.turns);
    if (!turns || turns.length === 0)
      return reject(ctx, { line, column: 'turns' }, '"turns" is not a list of texts');
    const reference = strings(o.reference);
    rowUsed(ctx);
    ctx.sink.peers.questions.push({
      benchmark: ctx.benchmark ?? MT_BENCH,
      bench,
      questionId,
      category: typeof o.category === 'string' ? o.category : '',
      cluster: '',
      turns,
      ...(reference ? { reference } : {}),
      source: { file: ctx.file, line },
    });
  });
}

/** model_answer/<model>.jsonl (and reference_answer/): `{question_id, answer_id, model_id, choices: [{turns: [str]}]}`. */
export function readMtBenchAnswers(lines: Iterable<JsonLine>, ctx: ReadContext): void {
  const bench = benchOf(ctx.file);
  const reference = foldersOf(ctx.file).includes('reference_answer');
  eachObject(lines, ctx, 'an answer', (o, line) => {
    const questionId = idText(o.question_id);
    if (!questionId) return reject(ctx, { line, column: 'question_id' }, 'no question_id');
    const name = idText(o.model_id);
    if (!name) return reject(ctx, { line, column: 'model_id' }, 'no model_id');
    const choice = Array.isArray(o.choices) && isObject(o.choices[0]) ? o.choices[0] : undefined;
    const turns = strings(choice?.turns);
    if (!turns || turns.length === 0)
      return reject(ctx, { line, column: 'choices' }, 'choices[0].turns is not a list of texts');
    rowUsed(ctx);
    ctx.sink.peers.answers.push({
      benchmark: ctx.benchmark ?? MT_BENCH,
      bench,
      model: ctx.registry.resolveOrAdd(name),
      questionId,
      answerId: idText(o.answer_id) ?? '',
      turns,
      ...(reference ? { reference: true } : {}),
      source: { file: ctx.file, line },
    });
  });
}

/** <judge>_single.jsonl: one grade per (model, question, turn); −1 is FastChat's "no grade found". */
export function readMtBenchSingle(lines: Iterable<JsonLine>, ctx: ReadContext): void {
  const bench = benchOf(ctx.file);
  eachObject(lines, ctx, 'a single-answer judgment', (o, line) => {
    const questionId = idText(o.question_id);
    if (!questionId) return reject(ctx, { line, column: 'question_id' }, 'no question_id');
    const name = idText(o.model);
    if (!name) return reject(ctx, { line, column: 'model' }, 'no model');
    const judge = judgeOf(o.judge);
    if (!judge) return reject(ctx, { line, column: 'judge' }, '"judge" is not [judge model, prompt name]');
    if (typeof o.score !== 'number' || !Number.isFinite(o.score))
      return reject(
        ctx,
        { line, column: 'score' },
        `"score" must be a number (got ${quote(JSON.stringify(o.score) ?? 'nothing')})`,
      );
    const turn = turnOf(o.turn);
    if (turn === undefined)
      return reject(ctx, { line, column: 'turn' }, '"turn" must be a whole number from 1');
    rowUsed(ctx);
    ctx.sink.peers.sampleScores.push({
      benchmark: ctx.benchmark ?? MT_BENCH,
      run: bench,
      task: '',
      model: ctx.registry.resolveOrAdd(name),
      scorer: judge.judge,
      variant: judge.prompt,
      sampleId: questionId,
      turn,
      // FastChat writes −1 when the judge's text holds no [[grade]]; its tables leave those rows out.
      value: o.score === -1 ? Number.NaN : o.score,
      written: String(o.score),
      ...(typeof o.judgment === 'string' ? { answer: o.judgment } : {}),
      ...(typeof o.user_prompt === 'string' ? { judged: textDigest([o.user_prompt]) } : {}),
      source: { file: ctx.file, line },
    });
  });
}

const WINNERS = ['model_1', 'model_2', 'tie', 'error'];

/**
 * The outcome FastChat counts for a pair line: an error in either game leaves it out (unparsed); a tie in game 1,
 * or games that disagree, is a tie; else the winner both games agree on.
 */
export function mtBenchPairOutcome(g1: string, g2: string): PairOutcome {
  if (g1 === 'error' || g2 === 'error') return 'unparsed';
  if (g1 === 'tie' || g1 !== g2) return 'tie';
  return g1 === 'model_1' ? 'model1' : 'model2';
}

/** The texts judged under each question id: an edited question set reuses ids for other questions. */
const JUDGED_TEXTS = 'mt-bench:judged-texts';

/**
 * The seed of a pair judgment: the question id, marked `~2`, `~3` ... when the same id was judged with another text
 * before (a question set edited under the same ids), so the two stay two battles.
 */
function seedOf(ctx: ReadContext, key: string, questionId: string, judged: string): string {
  const texts =
    (ctx.shared?.get(JUDGED_TEXTS) as Map<string, string[]> | undefined) ?? new Map<string, string[]>();
  ctx.shared?.set(JUDGED_TEXTS, texts);
  const seen = texts.get(key) ?? [];
  if (!seen.includes(judged)) texts.set(key, [...seen, judged]);
  const k = (texts.get(key) ?? []).indexOf(judged);
  return k <= 0 ? questionId : `${questionId}~${k + 1}`;
}

/** <judge>_pair.jsonl: one line per (model_1, model_2, question, turn), game 1 showing model_1 first. */
export function readMtBenchPairs(lines: Iterable<JsonLine>, ctx: ReadContext): void {
  const bench = benchOf(ctx.file);
  eachObject(lines, ctx, 'a pairwise judgment', (o, line) => {
    const questionId = idText(o.question_id);
    if (!questionId) return reject(ctx, { line, column: 'question_id' }, 'no question_id');
    const n1 = idText(o.model_1);
    const n2 = idText(o.model_2);
    if (!n1 || !n2) return reject(ctx, { line, column: n1 ? 'model_2' : 'model_1' }, 'a model is missing');
    const judge = judgeOf(o.judge);
    if (!judge) return reject(ctx, { line, column: 'judge' }, '"judge" is not [judge model, prompt name]');
    for (const g of ['g1_winner', 'g2_winner'] as const)
      if (typeof o[g] !== 'string' || !WINNERS.includes(o[g]))
        return reject(
          ctx,
          { line, column: g },
          `must be model_1, model_2, tie or error (got ${quote(String(o[g]))})`,
        );
    const turn = turnOf(o.turn);
    if (turn === undefined)
      return reject(ctx, { line, column: 'turn' }, '"turn" must be a whole number from 1');
    const model1 = ctx.registry.resolveOrAdd(n1);
    const model2 = ctx.registry.resolveOrAdd(n2);
    if (model1 === model2)
      return reject(ctx, { line, column: 'model_2' }, `a model is compared with itself (${quote(n1)})`);
    const [g1, g2] = [o.g1_winner as string, o.g2_winner as string];
    const source = { file: ctx.file, line };
    const judged = textDigest([typeof o.g1_user_prompt === 'string' ? o.g1_user_prompt : '']);
    rowUsed(ctx);
    const kept = pushed(ctx.sink.peers.mtBenchPairs, {
      benchmark: ctx.benchmark ?? MT_BENCH,
      bench,
      judge: judge.judge,
      prompt: judge.prompt,
      model1,
      model2,
      questionId,
      turn,
      g1,
      g2,
      judged,
      source,
    });
    if (kept)
      ctx.sink.pairJudgments.push({
        benchmark: ctx.benchmark ?? MT_BENCH,
        kind: 'arena',
        setting: [bench, `turn ${turn}`].filter(Boolean).join(', '),
        judge: judge.judge,
        seed: seedOf(
          ctx,
          [bench, judge.judge, model1, model2, turn, questionId].join('\u0000'),
          questionId,
          judged,
        ),
        model1,
        model2,
        outcome: mtBenchPairOutcome(g1, g2),
        reason: '',
        raw: `${g1} / ${g2}`,
        source,
      });
  });
}
