// Readers for the HCG study (Human_Chatbot-Generation, OASST part; layouts in ../shared/data/README.md).
// Dialogue files and judgment files are aligned by line number; judges come from `<Judge>_Evaluator/` folders.
import { setOwn } from '../../ingest/setOwn.ts';
import { conversationId } from '../../records/conversation.ts';
import type { PublishedValue } from '../../records/published.ts';
import { hcgJudgeIndexChat, type HcgIndexReading } from './judgeIndex.ts';
import { uniChoice, pairChoice } from '../../ingest/judgeAnswer.ts';
import { isObject, parseJsonLines, type JsonLine } from '../../ingest/jsonLines.ts';
import { GROUND_TRUTH } from '../../ingest/modelRegistry.ts';
import { parsePythonLiteral, PythonLiteralError } from '../../ingest/pythonLiteral.ts';
import { note, reject, type ReadContext } from '../../ingest/readContext.ts';
import { quote } from '../../records/report.ts';

export const HCG = 'hcg';
/** Chats in an HCG dialogue when neither its file nor its content says (the study's settings are 6 and 12 chats). */
export const HCG_DEFAULT_CHATS = 6;
/** Where dialogue files read so far are kept for the judgment files that refer to them (ReadContext.shared). */
const DIALOGUE_FILES = 'hcg-dialogue-files';

/** What an HCG dialogue file is: whose dialogues (the inquirer model, or GT for the real ones) and how many turns. */
export interface HcgDialogueName {
  model: string;
  setting: string;
}

/**
 * The study's documented file names, for any split: the real dialogues `<split>_min_<turns>_turns_summary`, and a
 * model's `<dataset>_<language>_<inquirer>_<responder>_<turns>` (e.g. `oasst1_en_llama_3B_GPT4oMini_6`). Returns
 * undefined for any other name. The content of a dialogue file says more, and wins (readHcgDialogues).
 */
export function parseHcgDialogueName(base: string): HcgDialogueName | undefined {
  const b = base.replace(/\.jsonl$/, '');
  const real = /^.+_min_(\d+)_turns_summary$/.exec(b);
  if (real) return { model: GROUND_TRUTH, setting: real[1] ?? '' };
  const m = /^[^_]+_[^_]+_(.+)_[^_]+_(\d+)$/.exec(b);
  return m ? { model: m[1] ?? '', setting: m[2] ?? '' } : undefined;
}

/** The dialogue files read so far (readFirst: before every judgment file), by base name, for this read. */
function dialogueFiles(ctx: ReadContext): Map<string, HcgDialogueName> {
  let m = ctx.shared?.get(DIALOGUE_FILES) as Map<string, HcgDialogueName> | undefined;
  if (!m) ctx.shared?.set(DIALOGUE_FILES, (m = new Map()));
  return m ?? new Map();
}

/** What a judgment file's dialogue base name stands for: the dialogue file of that name, else the documented name. */
function dialogueOf(base: string, ctx: ReadContext): HcgDialogueName | undefined {
  return dialogueFiles(ctx).get(base.replace(/\.jsonl$/, '')) ?? parseHcgDialogueName(base);
}

/**
 * Splits a gt/pair result file name into its two dialogue names (A then B): `<dialogue A>_<dialogue B>`, each a
 * dialogue file read or a documented name.
 */
export function parseHcgPairName(
  base: string,
  known: (name: string) => HcgDialogueName | undefined = parseHcgDialogueName,
): [HcgDialogueName, HcgDialogueName] | undefined {
  const b = base.replace(/\.jsonl$/, '');
  for (let cut = 1; cut < b.length; cut++) {
    if (b[cut] !== '_') continue;
    const a = known(b.slice(0, cut));
    const c = known(b.slice(cut + 1));
    if (a && c) return [a, c];
  }
  return undefined;
}

/**
 * The judge of a judgment file, from its folders: `<Judge>_Evaluator/` as the study names them, else the folder
 * that holds the `uni_eval`, `gt_eval` or `pair_eval` folder.
 */
export function hcgJudgeFromPath(file: string): string | undefined {
  const m = /(?:^|\/)([^/]+)_Evaluator\//.exec(file);
  if (m) return m[1];
  return /(?:^|\/)([^/]+)\/(?:uni|gt|pair)_eval\/[^/]+$/.exec(file)?.[1];
}

/**
 * The study's own figure images: `<Judge>_Evaluator/{uni,gt}_eval[_<N>_turns].png` under a summary folder.
 * Returns what the image shows, or undefined for any other path. Pure (the image is never read).
 */
export function parseHcgReferenceImage(
  file: string,
): { judge: string; kind: 'uni' | 'gt'; setting: string } | undefined {
  const m = /(?:^|\/)([^/]+)_Evaluator\/(uni|gt)_eval(?:_(\d+)_turns)?\.png$/.exec(file);
  if (!m) return undefined;
  return { judge: m[1] ?? '', kind: m[2] === 'gt' ? 'gt' : 'uni', setting: m[3] ?? '' };
}

function baseName(file: string): string {
  return file.split('/').pop() ?? file;
}

function resolveModel(ctx: ReadContext, token: string): string {
  return token === GROUND_TRUTH ? GROUND_TRUTH : ctx.registry.resolveOrAdd(token);
}

/** The most frequent value of a list (the first met among equals), or undefined for an empty list. */
function mostCommon<T>(values: readonly T[]): T | undefined {
  const n = new Map<T, number>();
  for (const v of values) n.set(v, (n.get(v) ?? 0) + 1);
  let best: T | undefined;
  for (const [v, k] of n) if (best === undefined || k > n.get(best)!) best = v;
  return best;
}

/** The leading turns whose `conversation_id` is filled: turns taken from the source dialogue, not generated. */
function sourceTurns(ids: unknown, turns: number): number {
  if (!Array.isArray(ids)) return 0;
  let k = 0;
  while (k < Math.min(ids.length, turns) && typeof ids[k] === 'string' && ids[k] !== '') k++;
  return k;
}

/** One line of a dialogue file, parsed: its turns, and what its own fields say. */
interface DialogueLine {
  line: number;
  chats: string[];
  speakers: string[];
  inquirer?: string;
  turns?: number;
  /** Leading turns taken from the source dialogue (filled `conversation_id`). */
  fromSource: number;
}

/** Parses one line into its turns, or rejects it (with its line) and returns undefined. */
function dialogueLine(l: JsonLine, ctx: ReadContext): DialogueLine | undefined {
  if (!l.ok) return void reject(ctx, { line: l.line }, l.reason);
  if (!isObject(l.value)) return void reject(ctx, { line: l.line }, 'expected a JSON object');
  let turns: unknown = l.value.conversation;
  if (typeof turns === 'string') {
    try {
      turns = parsePythonLiteral(turns);
    } catch (e) {
      if (!(e instanceof PythonLiteralError)) throw e;
      return void reject(
        ctx,
        { line: l.line, column: 'conversation' },
        `not a readable Python list (${e.message})`,
      );
    }
  }
  if (!Array.isArray(turns))
    return void reject(
      ctx,
      { line: l.line, column: 'conversation' },
      'expected a list of {role, content} turns',
    );
  const chats: string[] = [];
  const speakers: string[] = [];
  for (const [k, t] of turns.entries()) {
    if (!isObject(t) || typeof t.content !== 'string' || typeof t.role !== 'string')
      return void reject(
        ctx,
        { line: l.line, column: 'conversation' },
        `turn ${k + 1} is not {role, content} with text`,
      );
    chats.push(t.content);
    speakers.push(t.role);
  }
  const inquirer = l.value.inquirer_model;
  const n = l.value.turns;
  return {
    line: l.line,
    chats,
    speakers,
    ...(typeof inquirer === 'string' && inquirer.trim() !== '' ? { inquirer: inquirer.trim() } : {}),
    ...(typeof n === 'number' && Number.isInteger(n) && n > 0 ? { turns: n } : {}),
    fromSource: sourceTurns(l.value.conversation_id, chats.length),
  };
}

/**
 * A dialogue file: one JSON object a line, `conversation` a JSON list or a Python-repr string of turns. Whose
 * dialogues they are comes from the content (`inquirer_model`; none, with every turn from the source, for the
 * real ones), else from the documented file name; the setting (turns) from the name, else the lines' `turns`.
 * The leading turns taken from the source dialogue are seed chats, not the model's output.
 */
export function readHcgDialogues(text: string, ctx: ReadContext): void {
  const lines = parseJsonLines(text);
  ctx.report.rowsRead += lines.length;
  const parsed = lines.map((l) => dialogueLine(l, ctx)).filter((d): d is DialogueLine => d !== undefined);
  const named = parseHcgDialogueName(baseName(ctx.file));
  const inquirer = mostCommon(parsed.flatMap((d) => (d.inquirer ? [d.inquirer] : [])));
  const real =
    inquirer === undefined && parsed.length > 0 && parsed.every((d) => d.fromSource === d.chats.length);
  const modelName = ctx.model ?? inquirer ?? (real ? GROUND_TRUTH : named?.model);
  const setting =
    ctx.setting ??
    named?.setting ??
    String(mostCommon(parsed.flatMap((d) => (d.turns ? [d.turns] : []))) ?? '');
  if (modelName === undefined || modelName === '') {
    for (const d of parsed)
      reject(
        ctx,
        { line: d.line },
        `cannot tell whose dialogues these are: no "inquirer_model" field, and the file name ${quote(baseName(ctx.file))} does not follow <dataset>_<language>_<inquirer>_<responder>_<turns>.jsonl (name the model in a manifest)`,
      );
    return;
  }
  const model = resolveModel(ctx, modelName);
  if (inquirer && named && named.model !== GROUND_TRUTH && named.model !== inquirer)
    note(
      ctx,
      {},
      'name-differs',
      `the lines say inquirer_model ${quote(inquirer)}, the file name says ${quote(named.model)}: the lines are used`,
    );
  dialogueFiles(ctx).set(baseName(ctx.file).replace(/\.jsonl$/, ''), { model: modelName, setting });
  let seedNo = 0;
  for (const l of lines) {
    seedNo++;
    const d = parsed.find((p) => p.line === l.line);
    if (!d) continue;
    if (d.inquirer && d.inquirer !== inquirer)
      note(
        ctx,
        { line: d.line, column: 'inquirer_model' },
        'mixed-models',
        `inquirer_model ${quote(d.inquirer)} in a file of ${quote(inquirer ?? '')}: read as the file's model`,
      );
    const seed = String(seedNo);
    ctx.sink.conversations.push({
      id: conversationId(HCG, setting, seed, model),
      benchmark: HCG,
      setting,
      seed,
      model,
      chats: d.chats,
      speakers: d.speakers,
      // The real dialogues are the ground truth whole; a model's dialogue opens with turns from the source.
      seedChats: model === GROUND_TRUTH ? d.chats.length : d.fromSource,
      judgedSpeaker: 'human',
      source: { file: ctx.file, line: d.line },
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
  const name = dialogueOf(baseName(ctx.file), ctx);
  const model = name ? resolveModel(ctx, name.model) : '';
  const setting = ctx.setting ?? name?.setting ?? '';
  const judge = ctx.judge ?? hcgJudgeFromPath(ctx.file) ?? 'unknown';
  const problem = name
    ? undefined
    : `cannot tell which dialogues these judgments are of: no dialogue file is named ${quote(baseName(ctx.file))}, and the name does not follow <dataset>_<language>_<inquirer>_<responder>_<turns>.jsonl`;
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
export function readHcgPair(text: string, ctx: ReadContext): void {
  const names = parseHcgPairName(baseName(ctx.file), (b) => dialogueOf(b, ctx));
  const model1 = names ? resolveModel(ctx, names[0].model) : '';
  const model2 = names ? resolveModel(ctx, names[1].model) : '';
  const setting = ctx.setting ?? names?.[1].setting ?? '';
  const judge = ctx.judge ?? hcgJudgeFromPath(ctx.file) ?? 'unknown';
  const problem = names
    ? undefined
    : `cannot tell the two dialogue files from the name ${quote(baseName(ctx.file))} (expected <dialogue file A>_<dialogue file B>.jsonl)`;
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
      // A comparison with the real dialogues is a ground-truth comparison, whatever folder holds it.
      kind: model1 === GROUND_TRUTH || model2 === GROUND_TRUTH ? 'gt' : 'arena',
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

/**
 * The result file a summary describes: the same path with its `result_summary_<split>` folder read as
 * `result_<split>` (the study's layout); the pipeline matches by judge, kind and file name when the paths differ.
 */
export function hcgResultFileOf(summaryFile: string): string {
  return summaryFile.replace(/(^|\/)result_summary_([^/]*)\//, '$1result_$2/');
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
  if (!used) return;
  // The content says the kind: a pass rate is of one dialogue file; two files compared are a gt comparison when
  // one is the real dialogues. The folder name is read only when the content says neither.
  const a = labels['Conversation A'];
  const b = labels['Conversation B'];
  const real = (f: string | undefined) =>
    f !== undefined && parseHcgDialogueName(baseName(f))?.model === GROUND_TRUTH;
  const kind: 'uni' | 'gt' | 'pair' | undefined =
    'Pass Rate' in values
      ? 'uni'
      : a !== undefined || b !== undefined
        ? real(a) || real(b)
          ? 'gt'
          : 'pair'
        : (kindMatch?.[1] as 'uni' | 'gt' | 'pair' | undefined);
  if (!kind)
    note(ctx, {}, 'summary-kind', 'cannot tell uni, gt or pair from the content or the folder; kept as uni');
  ctx.sink.publishedSummaries.push({
    benchmark: HCG,
    judge: ctx.judge ?? hcgJudgeFromPath(ctx.file) ?? 'unknown',
    kind: kind ?? 'uni',
    resultFile: hcgResultFileOf(ctx.file),
    values,
    labels,
    source: { file: ctx.file, line: 1 },
  });
}
