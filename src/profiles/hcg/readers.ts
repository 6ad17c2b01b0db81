// Readers for the HCG study (Human_Chatbot-Generation, OASST part; layouts in ../shared/data/README.md).
// Dialogue files and judgment files are aligned by line number; judges come from `<Judge>_Evaluator/` folders.
import { setOwn } from '../../ingest/setOwn.ts';
import { conversationId } from '../../records/conversation.ts';
import type { PublishedValue } from '../../records/published.ts';
import { hcgJudgeIndexChat, type HcgIndexReading } from './judgeIndex.ts';
import { uniChoice, pairChoice } from '../../ingest/judgeAnswer.ts';
import { isObject, parseJsonLines } from '../../ingest/jsonLines.ts';
import { GROUND_TRUTH } from '../../ingest/modelRegistry.ts';
import { parsePythonLiteral, PythonLiteralError } from '../../ingest/pythonLiteral.ts';
import { note, reject, type ReadContext } from '../../ingest/readContext.ts';
import { quote } from '../../records/report.ts';

export const HCG = 'hcg';
/** Base name of HCG's real OASST dialogues (the ground truth). */
export const HCG_REAL = 'oasst1_en_min_6_turns_summary';
/** The real dialogues have at least this many turns; they stand as the ground truth of both settings. */
export const HCG_REAL_SETTING = '6';
/** Chats in an HCG dialogue when the setting does not say (the study's settings are 6 and 12 chats). */
export const HCG_DEFAULT_CHATS = 6;

/** What an HCG dialogue file name says: the inquirer model (or GT) and the number of turns. */
export interface HcgDialogueName {
  model: string;
  setting: string;
}

/** Reads `oasst1_en_<inquirer>_GPT4oMini_<turns>` or the real dialogues' name; undefined when neither. */
export function parseHcgDialogueName(base: string): HcgDialogueName | undefined {
  const b = base.replace(/\.jsonl$/, '');
  if (b === HCG_REAL) return { model: GROUND_TRUTH, setting: HCG_REAL_SETTING };
  const m = /^oasst1_en_(.+)_GPT4oMini_(\d+)$/.exec(b);
  return m ? { model: m[1] ?? '', setting: m[2] ?? '' } : undefined;
}

/** Splits a gt/pair result file name into its two dialogue names (A then B). */
export function parseHcgPairName(base: string): [HcgDialogueName, HcgDialogueName] | undefined {
  const b = base.replace(/\.jsonl$/, '');
  for (let cut = 1; cut < b.length; cut++) {
    if (b[cut] !== '_') continue;
    const a = parseHcgDialogueName(b.slice(0, cut));
    const c = parseHcgDialogueName(b.slice(cut + 1));
    if (a && c) return [a, c];
  }
  return undefined;
}

/** The judge named by a path's `<Judge>_Evaluator` folder. */
export function hcgJudgeFromPath(file: string): string | undefined {
  const m = /(?:^|\/)([^/]+)_Evaluator\//.exec(file);
  return m?.[1];
}

/**
 * The study's own figure images: `result_summary_oasst/<Judge>_Evaluator/{uni,gt}_eval[_<N>_turns].png`.
 * Returns what the image shows, or undefined for any other path. Pure (the image is never read).
 */
export function parseHcgReferenceImage(
  file: string,
): { judge: string; kind: 'uni' | 'gt'; setting: string } | undefined {
  const m = /(?:^|\/)result_summary_oasst\/([^/]+)_Evaluator\/(uni|gt)_eval(?:_(\d+)_turns)?\.png$/.exec(
    file,
  );
  if (!m) return undefined;
  return { judge: m[1] ?? '', kind: m[2] === 'gt' ? 'gt' : 'uni', setting: m[3] ?? '' };
}

function baseName(file: string): string {
  return file.split('/').pop() ?? file;
}

function resolveModel(ctx: ReadContext, token: string): string {
  return token === GROUND_TRUTH ? GROUND_TRUTH : ctx.registry.resolveOrAdd(token);
}

/** A dialogue file: one JSON object a line, `conversation` a JSON list or a Python-repr string of turns. */
export function readHcgDialogues(text: string, ctx: ReadContext): void {
  const name = parseHcgDialogueName(baseName(ctx.file));
  const lines = parseJsonLines(text);
  if (!name) {
    ctx.report.rowsRead += lines.length;
    for (const l of lines)
      reject(
        ctx,
        { line: l.line },
        `cannot tell the model from the file name ${quote(baseName(ctx.file))} (expected "oasst1_en_<model>_GPT4oMini_<turns>.jsonl")`,
      );
    return;
  }
  const model = resolveModel(ctx, name.model);
  const setting = ctx.setting ?? name.setting;
  let seedNo = 0;
  for (const l of lines) {
    ctx.report.rowsRead++;
    seedNo++;
    if (!l.ok) {
      reject(ctx, { line: l.line }, l.reason);
      continue;
    }
    if (!isObject(l.value)) {
      reject(ctx, { line: l.line }, 'expected a JSON object');
      continue;
    }
    let turns: unknown = l.value.conversation;
    if (typeof turns === 'string') {
      try {
        turns = parsePythonLiteral(turns);
      } catch (e) {
        if (!(e instanceof PythonLiteralError)) throw e;
        reject(ctx, { line: l.line, column: 'conversation' }, `not a readable Python list (${e.message})`);
        continue;
      }
    }
    if (!Array.isArray(turns)) {
      reject(ctx, { line: l.line, column: 'conversation' }, 'expected a list of {role, content} turns');
      continue;
    }
    const chats: string[] = [];
    const speakers: string[] = [];
    let bad: string | undefined;
    turns.forEach((t, k) => {
      if (bad) return;
      if (!isObject(t) || typeof t.content !== 'string' || typeof t.role !== 'string')
        bad = `turn ${k + 1} is not {role, content} with text`;
      else {
        chats.push(t.content);
        speakers.push(t.role);
      }
    });
    if (bad) {
      reject(ctx, { line: l.line, column: 'conversation' }, bad);
      continue;
    }
    const seed = String(seedNo);
    ctx.sink.conversations.push({
      id: conversationId(HCG, setting, seed, model),
      benchmark: HCG,
      setting,
      seed,
      model,
      chats,
      speakers,
      seedChats: 0,
      judgedSpeaker: 'human',
      source: { file: ctx.file, line: l.line },
    });
    ctx.report.rowsUsed++;
  }
}

/**
 * Walks a line-aligned judgment file: counts every line, rejects broken JSON and non-objects, notes an empty
 * file, and hands each object to `use` with its line and its 1-based position (the seed it is aligned with).
 * When the file name cannot be read (`nameProblem`), every line is rejected with that reason.
 */
function eachJudgment(
  text: string,
  ctx: ReadContext,
  judge: string,
  expected: string,
  nameProblem: string | undefined,
  use: (value: Record<string, unknown>, line: number, seed: string) => void,
): void {
  const lines = parseJsonLines(text);
  ctx.report.judge ??= judge;
  if (nameProblem !== undefined) {
    ctx.report.rowsRead += lines.length;
    for (const l of lines) reject(ctx, { line: l.line }, nameProblem);
    return;
  }
  lines.forEach((l, k) => {
    ctx.report.rowsRead++;
    if (!l.ok) reject(ctx, { line: l.line }, l.reason);
    else if (!isObject(l.value)) reject(ctx, { line: l.line }, `expected a JSON object with ${expected}`);
    else use(l.value, l.line, String(k + 1));
  });
}

/** A uni_eval result file: `{"choice": "Yes"|"No", "index": "None"|"<n>", "reason": ...}` a line. */
export function readHcgUni(text: string, ctx: ReadContext): void {
  const name = parseHcgDialogueName(baseName(ctx.file));
  const model = name ? resolveModel(ctx, name.model) : '';
  const setting = ctx.setting ?? name?.setting ?? '';
  const judge = ctx.judge ?? hcgJudgeFromPath(ctx.file) ?? 'unknown';
  const problem = name ? undefined : `cannot tell the model from the file name ${quote(baseName(ctx.file))}`;
  const readings = new Map<HcgIndexReading, number>();
  eachJudgment(text, ctx, judge, '"choice", "index" and "reason"', problem, (value, line, seed) => {
    const choice = value.choice;
    const index = value.index;
    const reason = typeof value.reason === 'string' ? value.reason : '';
    const raw = JSON.stringify(value);
    const answer = uniChoice(
      typeof choice === 'string' ? choice : '',
      index === undefined || index === null ? 'None' : String(index),
    );
    if (typeof choice !== 'string')
      answer.problem = `no "choice" text (got ${quote(JSON.stringify(choice) ?? 'nothing')})`;
    if (answer.problem)
      note(
        ctx,
        // A Yes with a problem is a Yes whose index cannot be read.
        { line: line, column: answer.verdict === 'ai' ? 'index' : 'choice' },
        answer.verdict === 'unparsed' ? 'unparsed-judge' : 'judge-note',
        answer.problem,
        raw,
      );
    // The judge's index counts human utterances or chats (see hcgJudgeIndex.ts): read as the chat it means.
    let firstAiChat = answer.firstAiChat;
    let indexAsWritten: number | undefined;
    if (answer.verdict === 'ai' && firstAiChat !== null) {
      const read = hcgJudgeIndexChat(firstAiChat, reason, Number(setting) || HCG_DEFAULT_CHATS);
      readings.set(read.reading, (readings.get(read.reading) ?? 0) + 1);
      if (read.chat !== firstAiChat) indexAsWritten = firstAiChat;
      firstAiChat = read.chat;
    }
    ctx.sink.uniJudgments.push({
      benchmark: HCG,
      setting,
      judge,
      seed,
      model,
      conversationId: conversationId(HCG, setting, seed, model),
      verdict: typeof choice === 'string' ? answer.verdict : 'unparsed',
      firstAiChat,
      ...(indexAsWritten !== undefined ? { indexAsWritten } : {}),
      reason,
      raw,
      source: { file: ctx.file, line: line },
    });
    ctx.report.rowsUsed++;
  });
  if (readings.size > 0) {
    const said = (r: HcgIndexReading, what: string) =>
      readings.get(r) ? [`${readings.get(r)} ${what}`] : [];
    note(
      ctx,
      { column: 'index' },
      'judge-index',
      `of ${[...readings.values()].reduce((a, b) => a + b, 0)} "Yes" answers with an index, ${[
        ...said('human-utterance', 'counted human utterances (index k read as chat 2k - 1)'),
        ...said('chat-by-reason', 'counted chats, as the reason says (kept)'),
        ...said('chat', 'counted chats past the human utterances (kept)'),
        ...said('unknown', 'pointed at a bot chat or past the dialogue (AI, chat unknown)'),
      ].join(
        '; ',
      )}. HCG's prompt asks for a chat and for a human utterance; reading each index as the chat it means moves first-AI chats and pass@N curves, not pass rates (docs/decisions/0060-hcg-judge-index.md)`,
    );
  }
}

/** A gt_eval or pair_eval result file: `{"choice": "Conversation 1"|"Conversation 2"|"Both"|"Neither", "reason"}`. */
export function readHcgPair(text: string, ctx: ReadContext, kind: 'gt' | 'pair'): void {
  const names = parseHcgPairName(baseName(ctx.file));
  const model1 = names ? resolveModel(ctx, names[0].model) : '';
  const model2 = names ? resolveModel(ctx, names[1].model) : '';
  const setting = ctx.setting ?? names?.[1].setting ?? '';
  const judge = ctx.judge ?? hcgJudgeFromPath(ctx.file) ?? 'unknown';
  const problem = names
    ? undefined
    : `cannot tell the two dialogue files from the name ${quote(baseName(ctx.file))}`;
  eachJudgment(text, ctx, judge, '"choice" and "reason"', problem, (value, line, seed) => {
    const choice = typeof value.choice === 'string' ? value.choice : '';
    const raw = JSON.stringify(value);
    const outcome = pairChoice(choice);
    if (outcome === 'unparsed') {
      note(
        ctx,
        { line: line, column: 'choice' },
        'unparsed-judge',
        `"choice" is not Conversation 1, Conversation 2, Both or Neither (got ${typeof value.choice === 'string' ? quote(choice) : (JSON.stringify(value.choice) ?? 'nothing')})`,
        raw,
      );
    }
    ctx.sink.pairJudgments.push({
      benchmark: HCG,
      kind: kind === 'gt' ? 'gt' : 'arena',
      setting,
      judge,
      seed,
      model1,
      model2,
      outcome,
      reason: typeof value.reason === 'string' ? value.reason : '',
      raw,
      source: { file: ctx.file, line: line },
    });
    ctx.report.rowsUsed++;
  });
}

/** The result file a summary describes: the same path under `result_oasst` instead of `result_summary_oasst`. */
export function hcgResultFileOf(summaryFile: string): string {
  return summaryFile.replace('result_summary_oasst/', 'result_oasst/');
}

/**
 * Why a summary value cannot stand for what its key says: a rate (`Pass Rate`, `# Indistinguishable Rate`) must be
 * a number from 0 to 1 (HCG's summaries print rates as shares), another count (`# Total Dialogues`) a whole number
 * from 0. Undefined when fine.
 */
export function summaryValueProblem(key: string, value: string, numeric: boolean): string | undefined {
  const x = Number(value);
  // A rate first: the study writes "# Indistinguishable Rate" with the mark of a count.
  if (/\bRate$/i.test(key)) {
    if (!(numeric && x >= 0 && x <= 1)) return `a rate must be a number from 0 to 1 (got ${quote(value)})`;
  } else if (key.startsWith('#') && !(numeric && Number.isInteger(x) && x >= 0))
    return `a count must be a whole number from 0 (got ${quote(value)})`;
  return undefined;
}

/** A published summary: `Key: value` lines (`Pass Rate: 0.915...`, `Conversation A: FILE`). */
export function readHcgSummary(text: string, ctx: ReadContext): void {
  const kindMatch = /\/(uni|gt|pair)_eval\//.exec(ctx.file);
  const values: Record<string, PublishedValue> = {};
  const labels: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  let used = false;
  lines.forEach((s, k) => {
    if (s.trim() === '') return;
    ctx.report.rowsRead++;
    const m = /^([^:]+):\s*(.*)$/.exec(s.trim());
    if (!m) {
      reject(ctx, { line: k + 1 }, `expected "Key: value" (got ${quote(s)})`);
      return;
    }
    const key = (m[1] ?? '').trim();
    const v = (m[2] ?? '').trim();
    const numeric = /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(v);
    const problem = summaryValueProblem(key, v, numeric);
    if (problem) {
      reject(ctx, { line: k + 1, column: key }, problem);
      return;
    }
    if (numeric) setOwn(values, key, { value: Number(v), printed: v });
    else setOwn(labels, key, v);
    ctx.report.rowsUsed++;
    used = true;
  });
  if (!kindMatch) {
    note(ctx, {}, 'summary-kind', 'cannot tell uni, gt or pair from the folder; summary kept as uni');
  }
  if (!used) return;
  ctx.sink.publishedSummaries.push({
    benchmark: HCG,
    judge: ctx.judge ?? hcgJudgeFromPath(ctx.file) ?? 'unknown',
    kind: (kindMatch?.[1] as 'uni' | 'gt' | 'pair' | undefined) ?? 'uni',
    resultFile: hcgResultFileOf(ctx.file),
    values,
    labels,
    source: { file: ctx.file, line: 1 },
  });
}
