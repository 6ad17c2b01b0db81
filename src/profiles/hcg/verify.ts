// Is a judgment about the dialogue it is filed under? HCG's judgment files are aligned with their dialogue file by
// line number only, and a judge may have judged another generation of the "same" dialogues. The passages a judge
// quotes in its reason are looked up in the dialogue at its line: a file whose quotes are found there judged these
// dialogues; a file whose quotes are mostly not found judged other text. Only judgments verified this way carry the
// digest of the text they judged (`judgedText`), and only those are compared across judges.
import { textDigest } from '../../ingest/textDigest.ts';
import type { Conversation } from '../../records/conversation.ts';
import type { RecordSink } from '../../records/dataset.ts';
import { GROUND_TRUTH } from '../../records/ids.ts';
import type { IngestReport } from '../../records/report.ts';
import { settingSplit } from './naming.ts';
import { HCG } from './readers.ts';

/** Shortest passage counted as a quote (shorter ones, a word or two in quotes, say nothing of the text). */
export const MIN_QUOTE_CHARS = 12;

/**
 * A file judged these dialogues when at least this many of its quoting lines are found in them and no more than
 * `MAX_NOT_FOUND_SHARE` of its quoting lines are not.
 */
export const MIN_QUOTES_FOUND = 1;
export const MAX_NOT_FOUND_SHARE = 0.1;

/** Text reduced for comparison: lower case, white space collapsed, typographic quotes and dashes made plain. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The passages a reason quotes: text in double or typographic quotes, or in single quotes that stand apart from
 * words (so "the human's reply ... the bot's" is not a quote), at least MIN_QUOTE_CHARS long, normalised.
 * @example quotedPassages('It says "I am an AI language model" twice') // ['i am an ai language model']
 */
export function quotedPassages(reason: string): string[] {
  const re = new RegExp(
    `"([^"]{${MIN_QUOTE_CHARS},})"|\u201c([^\u201d]{${MIN_QUOTE_CHARS},})\u201d|\u2018([^\u2019]{${MIN_QUOTE_CHARS},})\u2019|(?<![A-Za-z])'([^']{${MIN_QUOTE_CHARS},})'(?![A-Za-z])`,
    'g',
  );
  const out: string[] = [];
  for (const m of reason.matchAll(re)) {
    const q = normalise(m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').replace(/^[\s.,;:…]+|[\s.,;:…]+$/g, '');
    if (q.length >= MIN_QUOTE_CHARS) out.push(q);
  }
  return out;
}

/** What one judgment's quotes say: found in its dialogue, quoted but not found, or nothing quoted. */
export type QuoteCheck = 'found' | 'not-found' | 'no-quotes';

/** Checks a reason's quotes against the text it is filed under (any one quote found verifies the line). */
export function checkQuotes(reason: string, text: string): QuoteCheck {
  const quotes = quotedPassages(reason);
  if (quotes.length === 0) return 'no-quotes';
  return quotes.some((q) => text.includes(q)) ? 'found' : 'not-found';
}

/** What a file's quotes say of the whole file. */
export interface FileVerification {
  found: number;
  notFound: number;
  noQuotes: number;
  /** `matches`: its quotes are found in the dialogues; `differs`: mostly not; `unclear`: too little to tell. */
  status: 'matches' | 'differs' | 'unclear';
}

/** A file's status from its lines' quote checks (see MIN_QUOTES_FOUND and MAX_NOT_FOUND_SHARE). */
export function fileVerification(checks: readonly QuoteCheck[]): FileVerification {
  const found = checks.filter((c) => c === 'found').length;
  const notFound = checks.filter((c) => c === 'not-found').length;
  const noQuotes = checks.length - found - notFound;
  const quoting = found + notFound;
  const status =
    found >= MIN_QUOTES_FOUND && notFound <= MAX_NOT_FOUND_SHARE * quoting
      ? 'matches'
      : notFound >= 3 && notFound > quoting / 2
        ? 'differs'
        : 'unclear';
  return { found, notFound, noQuotes, status };
}

/**
 * Verifies every HCG judgment against the dialogue(s) it is aligned with, file by file, and gives the judgments of
 * verified files (except lines whose own quotes are not found) the digest of the text they judged. Each judgment
 * file's report says what its quotes showed; a file that judged other text says so, and its verdicts stay off the
 * dialogues' pages' comparisons.
 */
export function verifyHcgJudgments(sink: RecordSink, report: IngestReport): void {
  const conversations = new Map<string, Conversation>();
  for (const c of sink.conversations) if (c.benchmark === HCG) conversations.set(c.id, c);
  const textOf = new Map<string, string>();
  const text = (c: Conversation) => {
    let t = textOf.get(c.id);
    if (t === undefined) textOf.set(c.id, (t = normalise(c.chats.join('\n'))));
    return t;
  };
  type Item = { judgment: { reason: string; judgedText?: string }; texts: Conversation[]; check: QuoteCheck };
  const byFile = new Map<string, Item[]>();
  const add = (file: string, item: Item) => {
    let list = byFile.get(file);
    if (!list) byFile.set(file, (list = []));
    list.push(item);
  };
  // Judgments with no dialogue read at their line: nothing to look their quotes up in.
  const unchecked = new Map<string, number>();
  const none = (file: string) => unchecked.set(file, (unchecked.get(file) ?? 0) + 1);
  for (const j of sink.uniJudgments) {
    if (j.benchmark !== HCG || !j.conversationId) continue;
    const c = conversations.get(j.conversationId);
    if (c) add(j.source.file, { judgment: j, texts: [c], check: checkQuotes(j.reason, text(c)) });
    else none(j.source.file);
  }
  // The real dialogues stand in every setting of their split under their own: a comparison finds them by seed (in
  // a folder of two splits, by split and seed).
  const realOf = new Map<string, Map<string, Conversation>>();
  for (const c of conversations.values()) {
    if (c.model !== GROUND_TRUTH) continue;
    let bySeed = realOf.get(settingSplit(c.setting));
    if (!bySeed) realOf.set(settingSplit(c.setting), (bySeed = new Map()));
    if (!bySeed.has(c.seed)) bySeed.set(c.seed, c);
  }
  const only = realOf.size === 1 ? [...realOf.values()][0] : undefined;
  const side = (model: string, j: { setting: string; seed: string }) =>
    model === GROUND_TRUTH
      ? (conversations.get(`${HCG}/${j.setting}/${j.seed}/${model}`) ??
        (only ?? realOf.get(settingSplit(j.setting)))?.get(j.seed))
      : conversations.get(`${HCG}/${j.setting}/${j.seed}/${model}`);
  for (const j of sink.pairJudgments) {
    if (j.benchmark !== HCG || j.seed === '') continue;
    const a = side(j.model1, j);
    const b = side(j.model2, j);
    if (a && b)
      add(j.source.file, {
        judgment: j,
        texts: [a, b],
        check: checkQuotes(j.reason, `${text(a)}\n${text(b)}`),
      });
    else none(j.source.file);
  }
  for (const [file, items] of byFile) {
    const v = fileVerification(items.map((i) => i.check));
    const f = report.files.find((r) => r.file === file);
    if (v.status === 'matches')
      for (const i of items)
        if (i.check !== 'not-found') i.judgment.judgedText = textDigest(i.texts.map((c) => c.chats));
    const missing = unchecked.get(file) ?? 0;
    f?.findings.push({
      file,
      kind: v.status === 'differs' ? 'judged-other-text' : 'text-check',
      message: verificationMessage(v, items.length) + unreadLines(missing),
    });
  }
  // Files none of whose judgments has its dialogue in the read: said, never assumed either way.
  for (const [file, n] of unchecked) {
    if (byFile.has(file)) continue;
    report.files
      .find((r) => r.file === file)
      ?.findings.push({ file, kind: 'not-verified', message: notVerifiedMessage(n) });
  }
}

/** What a verified file says of its lines that have no dialogue read at their line ('' when none). */
function unreadLines(n: number): string {
  if (n === 0) return '';
  return n === 1
    ? '. 1 more judgment has no dialogue read at its line, and is not verified'
    : `. ${n} more judgments have no dialogue read at their line, and are not verified`;
}

/** What cannot be checked of a file whose dialogues are not in the read. */
function notVerifiedMessage(n: number): string {
  return `not verified: no dialogue file ${n === 1 ? 'this judgment is' : `these ${n} judgments are`} aligned with is read, so what they quote cannot be looked up in the text they judged. They count in this judge's rates and the study's summaries, which need no text, but are not compared with other judges' verdicts (decision 0103)`;
}

/** What a file's quotes showed, for the data-quality page. */
function verificationMessage(v: FileVerification, n: number): string {
  const counts = `of ${n} judgments, ${v.found} quote the dialogue they are aligned with, ${v.notFound} quote text that is not in it, ${v.noQuotes} quote nothing`;
  if (v.status === 'matches')
    return `${counts}: the file judged these dialogues; its verdicts are compared with other judges'${v.notFound > 0 ? ` (except the ${v.notFound} whose quotes are not found)` : ''}`;
  if (v.status === 'differs')
    return `${counts}: this judge judged other text than these dialogues (another generation of them?); its verdicts count in its own pass rates, but are not compared with other judges' and are not shown as verdicts on these dialogues`;
  return v.notFound > 0 && v.found > 0
    ? `${counts}: its quotes are found in part and not found in part, so which text it judged cannot be told; its verdicts are not compared with other judges'`
    : `${counts}: too few quotes to tell which text was judged; its verdicts are not compared with other judges'`;
}
