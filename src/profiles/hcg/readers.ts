// Readers for the HCG study (Human_Chatbot-Generation; layouts in docs/formats.md and ../shared/data/README.md).
// Dialogue files and judgment files are aligned by line number; judges come from `<Judge>_Evaluator/` folders.
import { setOwn } from '../../ingest/setOwn.ts';
import { conversationId } from '../../records/conversation.ts';
import type { PublishedValue } from '../../records/published.ts';
import { hcgJudgeIndexChat, type HcgIndexReading } from './judgeIndex.ts';
import { uniChoice, pairChoice } from '../../ingest/judgeAnswer.ts';
import { isObject, parseJsonLines, type JsonLine } from '../../ingest/jsonLines.ts';
import { GROUND_TRUTH } from '../../ingest/modelRegistry.ts';
import { parsePythonLiteral, PythonLiteralError } from '../../ingest/pythonLiteral.ts';
import { note, type ReadContext } from '../../ingest/readContext.ts';
import { reject, rowUsed } from '../../ingest/rowOutcomes.ts';
import { quote } from '../../records/report.ts';
import {
  documentedName,
  documentedRealTurns,
  hcgNaming,
  hcgStem,
  inGtFolder,
  type DialogueFileInfo,
  type DialogueReading,
  type HcgNaming,
  type NamingInput,
  type SummaryNames,
} from './naming.ts';

export const HCG = 'hcg';
/** Chats in an HCG dialogue when neither its file nor its content says (the study's settings are 6 and 12 chats). */
export const HCG_DEFAULT_CHATS = 6;
/** Where dialogue files read so far are kept for the judgment files that refer to them (ReadContext.shared). */
const DIALOGUE_FILES = 'hcg-dialogue-files';
/** Where the published summaries read so far keep the names they give (ReadContext.shared). */
const SUMMARY_NAMES = 'hcg-summary-names';
/** The folder's naming, once made (ReadContext.shared). */
const NAMING = 'hcg-naming';

/** The dialogue files read so far (readFirst: before every judgment file), by base name, for this read. */
function dialogueFiles(ctx: ReadContext): Map<string, DialogueFileInfo> {
  let m = ctx.shared?.get(DIALOGUE_FILES) as Map<string, DialogueFileInfo> | undefined;
  if (!m) ctx.shared?.set(DIALOGUE_FILES, (m = new Map()));
  return m ?? new Map();
}

/** The names the published summaries read so far give (readFirst: before every judgment file), for this read. */
function summaryNames(ctx: ReadContext): SummaryNames[] {
  let l = ctx.shared?.get(SUMMARY_NAMES) as SummaryNames[] | undefined;
  if (!l) ctx.shared?.set(SUMMARY_NAMES, (l = []));
  return l ?? [];
}

/** Roles whose files name dialogue files. */
const UNI_ROLES = ['hcg-uni'];
const PAIR_ROLES = ['hcg-pair', 'hcg-gt'];

/**
 * How this read names its dialogue files (naming.ts): from every HCG file the read holds (ReadContext.files), the
 * dialogue files and the summaries (read first). Made once per read, at the first judgment file; a reader given no
 * list of files (a reader called alone) sees only its own file.
 */
function namingOf(ctx: ReadContext): HcgNaming {
  const made = ctx.shared?.get(NAMING) as HcgNaming | undefined;
  if (made) return made;
  const naming = hcgNaming({
    ...folderNames(ctx),
    dialogueFiles: dialogueFiles(ctx),
    summaries: summaryNames(ctx),
  });
  if (ctx.files) ctx.shared?.set(NAMING, naming);
  return naming;
}

/** The dialogue names this read's file names give: dialogue files, single-dialogue and comparison judgment files. */
function folderNames(ctx: ReadContext): Pick<NamingInput, 'dialogueStems' | 'uniStems' | 'pairFiles'> {
  const benchmark = ctx.benchmark ?? HCG;
  const files = ctx.files?.filter((f) => f.benchmark === benchmark) ?? [
    { file: ctx.file, role: ctx.report.role, benchmark },
  ];
  return {
    dialogueStems: files.filter((f) => f.role === 'hcg-dialogues').map((f) => hcgStem(f.file)),
    uniStems: files.filter((f) => UNI_ROLES.includes(f.role)).map((f) => hcgStem(f.file)),
    pairFiles: files
      .filter((f) => PAIR_ROLES.includes(f.role))
      .map((f) => ({ stem: hcgStem(f.file), gtFolder: f.role === 'hcg-gt' || inGtFolder(f.file) })),
  };
}

/** How this read's file names alone name dialogue files (no file's content): for the dialogue files themselves. */
function namesOnly(ctx: ReadContext): HcgNaming {
  const key = `${NAMING}-names`;
  const made = ctx.shared?.get(key) as HcgNaming | undefined;
  if (made) return made;
  const naming = hcgNaming({ ...folderNames(ctx), dialogueFiles: new Map(), summaries: [] });
  if (ctx.files) ctx.shared?.set(key, naming);
  return naming;
}

/** One side of a comparison, for the data-quality page. */
function sideText(name: string, d: DialogueReading): string {
  const whose =
    d.model === GROUND_TRUTH
      ? 'the real dialogues'
      : `model ${quote(d.model)}${d.turns ? `, ${d.turns} turns` : ''}`;
  return `${quote(name)} (${whose}${d.fromContent ? ', from its dialogue file' : ''})`;
}

/**
 * True when a dialogue name read without its dialogue file says something the study's documented pattern alone
 * would not: a model other than the pattern's, the real dialogues by another name, or a name read whole.
 */
function departsFromPattern(stem: string, d: DialogueReading): boolean {
  if (d.fromContent) return false;
  const documented = documentedName(stem);
  return documented === undefined || documented.model !== d.model;
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
 * real ones), else from the file's name read with the folder's other names (naming.ts: at worst the whole name);
 * the setting (turns) from the name, else the lines' `turns`. The leading turns taken from the source dialogue are
 * seed chats, not the model's output.
 */
export function readHcgDialogues(text: string, ctx: ReadContext): void {
  const lines = parseJsonLines(text);
  const parsed = lines.map((l) => dialogueLine(l, ctx)).filter((d): d is DialogueLine => d !== undefined);
  const stem = hcgStem(ctx.file);
  // The names alone (dialogue files are read first: no content of another file is known yet).
  const named = namesOnly(ctx).dialogue(stem);

  const inquirer = mostCommon(parsed.flatMap((d) => (d.inquirer ? [d.inquirer] : [])));
  const real =
    inquirer === undefined && parsed.length > 0 && parsed.every((d) => d.fromSource === d.chats.length);
  const modelName = ctx.model ?? inquirer ?? (real ? GROUND_TRUTH : named.model);
  const turns = named.turns || String(mostCommon(parsed.flatMap((d) => (d.turns ? [d.turns] : []))) ?? '');
  const naming = namesOnly(ctx);
  const split = naming.splitOf(stem, real);
  const setting =
    ctx.setting ??
    (naming.splits.size >= 2 && split !== null ? (turns ? `${split}-${turns}` : split) : turns);
  const model = resolveModel(ctx, modelName);
  if (inquirer && !named.whole && named.model !== GROUND_TRUTH && named.model !== inquirer)
    note(
      ctx,
      {},
      'name-differs',
      `the lines say inquirer_model ${quote(inquirer)}, the file name says ${quote(named.model)}: the lines are used`,
    );
  if (
    ctx.model === undefined &&
    inquirer === undefined &&
    !real &&
    parsed.length > 0 &&
    departsFromPattern(stem, named)
  )
    note(
      ctx,
      {},
      'name-read',
      `no "inquirer_model" field and not the real dialogues (some turns are not from the source), and the name does not follow the study's documented pattern: ${named.how}`,
    );
  dialogueFiles(ctx).set(stem, { model: modelName, turns });
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
    rowUsed(ctx);
  }
}

/**
 * Walks a line-aligned judgment file: counts every line, rejects broken JSON and non-objects, notes an empty
 * file, and hands each object to `use` with its line and its 1-based position (the seed it is aligned with).
 */
function eachJudgment(
  text: string,
  ctx: ReadContext,
  judge: string,
  expected: string,
  use: (value: Record<string, unknown>, line: number, seed: string) => void,
): void {
  const lines = parseJsonLines(text);
  ctx.report.judge ??= judge;
  lines.forEach((l, k) => {
    if (!l.ok) reject(ctx, { line: l.line }, l.reason);
    else if (!isObject(l.value)) reject(ctx, { line: l.line }, `expected a JSON object with ${expected}`);
    else use(l.value, l.line, String(k + 1));
  });
}

/** A uni_eval result file: `{"choice": "Yes"|"No", "index": "None"|"<n>", "reason": ...}` a line. */
export function readHcgUni(text: string, ctx: ReadContext): void {
  const stem = hcgStem(ctx.file);
  const name = namingOf(ctx).dialogue(stem);
  const model = resolveModel(ctx, ctx.model ?? name.model);
  const setting = ctx.setting ?? name.setting;
  // The chats of a dialogue, for reading the judge's index: the turns its name or file says.
  const chats = Number(ctx.setting) || Number(name.turns) || HCG_DEFAULT_CHATS;
  const judge = ctx.judge ?? hcgJudgeFromPath(ctx.file) ?? 'unknown';
  if (ctx.model === undefined && departsFromPattern(stem, name))
    note(
      ctx,
      {},
      'name-read',
      `no dialogue file of this name is read, and the name does not follow the study's documented pattern: ${name.how}`,
    );
  const readings = new Map<HcgIndexReading, number>();
  eachJudgment(text, ctx, judge, '"choice", "index" and "reason"', (value, line, seed) => {
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
      const read = hcgJudgeIndexChat(firstAiChat, reason, chats);
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
    rowUsed(ctx);
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
  const stem = hcgStem(ctx.file);
  const naming = namingOf(ctx);
  const split = naming.split(stem);
  let model1: string;
  let model2: string;
  let setting: string;
  if (split.a !== undefined) {
    const a = naming.dialogue(split.a);
    const b = naming.dialogue(split.b);
    model1 = resolveModel(ctx, a.model);
    model2 = resolveModel(ctx, b.model);
    setting = ctx.setting ?? (b.setting || a.setting);
    note(
      ctx,
      {},
      'name-split',
      `read as conversation 1 = ${sideText(split.a, a)} against conversation 2 = ${sideText(split.b, b)}: the name split ${split.how}`,
    );
  } else {
    // Read under the whole name, one model a side: nothing is rejected, nothing is guessed.
    const side1 = `${stem} (conversation 1)`;
    const side2 = `${stem} (conversation 2)`;
    model1 = resolveModel(ctx, side1);
    model2 = resolveModel(ctx, side2);
    setting = ctx.setting ?? '';
    note(
      ctx,
      {},
      'name-not-split',
      `cannot tell the two dialogue files from the name (${split.why}): its rows are read under the whole name, ${quote(side1)} against ${quote(side2)}. The dialogue files, or judgment files or summaries that name them, would split it`,
    );
  }
  const judge = ctx.judge ?? hcgJudgeFromPath(ctx.file) ?? 'unknown';
  eachJudgment(text, ctx, judge, '"choice" and "reason"', (value, line, seed) => {
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
    rowUsed(ctx);
  });
}

/**
 * The result file a summary describes: the same path with its `result_summary_<split>` folder read as
 * `result_<split>` (the study's layout); where the paths differ, the pages take the one file of the summary's judge
 * with its name (summaryResultFile).
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
    rowUsed(ctx);
    used = true;
  });
  if (!used) return;
  // The content says the kind: a pass rate is of one dialogue file; two files compared are a gt comparison when
  // one is the real dialogues as the study names them, or when the summary is filed under gt_eval (the study
  // compares the real dialogues there). The folder name alone is read only when the content says neither.
  const a = labels['Conversation A'];
  const b = labels['Conversation B'];
  const real = (f: string | undefined) => f !== undefined && documentedRealTurns(hcgStem(f)) !== undefined;
  const kind: 'uni' | 'gt' | 'pair' | undefined =
    'Pass Rate' in values
      ? 'uni'
      : a !== undefined || b !== undefined
        ? real(a) || real(b) || kindMatch?.[1] === 'gt'
          ? 'gt'
          : 'pair'
        : (kindMatch?.[1] as 'uni' | 'gt' | 'pair' | undefined);
  if (!kind)
    note(ctx, {}, 'summary-kind', 'cannot tell uni, gt or pair from the content or the folder; kept as uni');
  const resultFile = hcgResultFileOf(ctx.file);
  // The names it gives, for the judgment files read after it (naming.ts).
  summaryNames(ctx).push({
    stem: hcgStem(resultFile),
    kind: kind ?? 'uni',
    ...(a !== undefined ? { a: hcgStem(a) } : {}),
    ...(b !== undefined ? { b: hcgStem(b) } : {}),
    gtFolder: inGtFolder(ctx.file),
  });
  ctx.sink.publishedSummaries.push({
    benchmark: HCG,
    judge: ctx.judge ?? hcgJudgeFromPath(ctx.file) ?? 'unknown',
    kind: kind ?? 'uni',
    resultFile,
    values,
    labels,
    source: { file: ctx.file, line: 1 },
  });
}
