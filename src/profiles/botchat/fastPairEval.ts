// The fast path of BotChat's pairwise judgment reader (GTEval.tsv, ArenaEval-N.tsv) for counting (decision 0106):
// the TSV read as bytes, rows split without making strings of the conversation cells, whose JSON is checked in
// place (an array of strings with valid escapes: what parseChatsCell accepts), and the judgments collapsed to
// weighted records per (model pair, outcome) as they are read. The rows are accounted for as readBotchatPairEval
// does: used, or rejected with file:line:column and the same reason; an unreadable judge answer is noted at its
// row. Anything outside the plain layout (a CR, invalid UTF-8, a control character, a row whose cells do not match
// the header, a quote the plain rules do not cover, a record read twice) sends the whole file to the full reader,
// before anything was written to the read's report or sink.
import { completeUtf8Length } from '../../ingest/streamText.ts';
import { isUtf8 } from 'node:buffer';
import { closeSync, openSync, readSync } from 'node:fs';
import { parseChatsCell } from '../../ingest/cells.ts';
import { sniffUtf16 } from '../../ingest/decode.ts';
import { MAX_ROW_CHARS } from '../../ingest/delimited.ts';
import { delimiterFinding } from '../../ingest/delimiterHint.ts';
import { parsePairAnswer, type PairAnswer } from '../../ingest/judgeAnswer.ts';
import { GROUND_TRUTH } from '../../ingest/modelRegistry.ts';
import { note, reject, unknownModel, type ReadContext } from '../../ingest/readContext.ts';
import { addRowsOf, rowUsed } from '../../ingest/rowOutcomes.ts';
import { STREAM_BLOCK_BYTES } from '../../ingest/streamText.ts';
import { columnIndex } from '../../ingest/table.ts';
import type { PairJudgment } from '../../records/pairJudgment.ts';
import { newFileReport, quote } from '../../records/report.ts';
import { BOTCHAT, BOTCHAT_COLUMNS, BOTCHAT_JUDGE, settingFromArenaName } from './readers.ts';

const QUOTE = 34;
const TAB = 9;
const LF = 10;
const BACKSLASH = 92;

/** A byte a plain file never holds: a control character other than tab and LF (CR and NUL included). */
const isControl = (c: number) => c < 0x20 && c !== TAB && c !== LF;

/** Where the cells of one row lie: start, end (exclusive) and whether quoted, per cell. */
interface Cells {
  /** How many cells the row has. */
  count: number;
  start: Int32Array;
  end: Int32Array;
  quoted: Uint8Array;
  /** Per cell: 1 when it was split as a chats cell known to be plain (chatCellEnd: chatsOk holds). */
  chats: Uint8Array;
  /** Per column: 1 for the columns holding chats (tried with chatCellEnd first). */
  chatColumns: Uint8Array;
  /** Line ends inside the row's quoted cells. */
  lines: number;
  /** Where the next row starts. */
  next: number;
}

/** Outcome of splitting a row: the cells, more input needed, or not the plain layout. */
const MORE = 1;
const ODD = 2;

/**
 * Splits the row at `p` of b[0, n) into cells (at most as many as `out` holds): plain rules only (a quoted cell closes with a quote
 * followed by a tab or a line end; an unquoted cell holds no quote). `final`: no more input after n.
 */
function splitRow(b: Buffer, p: number, n: number, final: boolean, scan: Scan, out: Cells): 0 | 1 | 2 {
  let lines = 0;
  let k = 0;
  const capacity = out.start.length;
  for (;;) {
    if (k === capacity) return ODD;
    let end: number;
    out.chats[k] = 0;
    const chats = p < n && b[p] === QUOTE && out.chatColumns[k] === 1 ? chatCellEnd(b, p, n, scan) : -1;
    if (chats >= 0) {
      // A chats cell of the plain layout, its end found while its JSON was checked (no line end inside).
      out.start[k] = p + 1;
      out.end[k] = chats;
      out.quoted[k] = 1;
      out.chats[k] = 1;
      p = chats + 1;
    } else if (p < n && b[p] === QUOTE) {
      let q = p + 1;
      for (;;) {
        const e = scan.quote.from(q);
        if (e >= n) return final ? ODD : MORE;
        if (e + 1 >= n) {
          if (!final) return MORE;
          end = e;
          break;
        }
        if (b[e + 1] === QUOTE) {
          q = e + 2;
          continue;
        }
        end = e;
        break;
      }
      for (let l = scan.lf.from(p + 1); l < end; l = scan.lf.from(l + 1)) lines++;
      out.start[k] = p + 1;
      out.end[k] = end;
      out.quoted[k] = 1;
      p = end + 1;
      if (p < n && b[p] !== TAB && b[p] !== LF) return ODD;
    } else {
      end = Math.min(scan.tab.from(p), scan.lf.from(p), n);
      if (end === n && !final) return MORE;
      if (scan.quote.from(p) < end) return ODD;
      out.start[k] = p;
      out.end[k] = end;
      out.quoted[k] = 0;
      p = end;
    }
    k++;
    if (p < n && b[p] === TAB) {
      p++;
      continue;
    }
    out.count = k;
    // The row ends at a line end, or at the end of the input.
    out.lines = lines + (p < n ? 1 : 0);
    out.next = p < n ? p + 1 : p;
    return 0;
  }
}

/** A cell's text: its bytes decoded, a quoted cell's doubled quotes made single. */
function cellText(b: Buffer, c: Cells, k: number): string {
  const s = b.toString('utf8', c.start[k], c.end[k]);
  return c.quoted[k] && s.includes('""') ? s.replaceAll('""', '"') : s;
}

/** Position of the next `byte` at or after a point, remembered between calls (each search runs once per byte). */
class Next {
  readonly #b: Buffer;
  readonly #byte: number;
  #at = -2;
  /** The last position asked about: the answer holds for any position from it up to the answer. */
  #asked = 0;
  constructor(b: Buffer, byte: number) {
    this.#b = b;
    this.#byte = byte;
  }
  /** The next position at or after i (Infinity: none). */
  from(i: number): number {
    if (i < this.#asked || this.#at === -2 || (this.#at !== -1 && this.#at < i))
      this.#at = this.#b.indexOf(this.#byte, i);
    this.#asked = i;
    return this.#at === -1 ? Infinity : this.#at;
  }
}

/** The searches of one buffer. */
interface Scan {
  quote: Next;
  tab: Next;
  lf: Next;
  backslash: Next;
}

const scanOf = (b: Buffer): Scan => ({
  quote: new Next(b, QUOTE),
  tab: new Next(b, TAB),
  lf: new Next(b, LF),
  backslash: new Next(b, BACKSLASH),
});

const isWs = (c: number | undefined) => c === 32;
/** A JSON escape of two characters after its backslash: \\ \/ \b \f \n \r \t (the quote is told apart by its caller). */
const isShortEscape = (c: number | undefined) =>
  c === BACKSLASH || c === 0x2f || c === 0x62 || c === 0x66 || c === 0x6e || c === 0x72 || c === 0x74;

const isHex = (c: number | undefined) =>
  c !== undefined && ((c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102));

/**
 * True when the quoted cell b[s, e) is, once its doubled quotes are made single, a JSON array of strings with
 * spaces around its tokens: then parseChatsCell accepts it. False means "not sure" (the caller asks
 * parseChatsCell). Raw tabs and line ends make it unsure; other control characters never reach here.
 */
function chatsOk(b: Buffer, s: number, e: number, scan: Scan): boolean {
  if (scan.tab.from(s) < e || scan.lf.from(s) < e) return false;
  let i = s;
  while (i < e && isWs(b[i])) i++;
  if (b[i] !== 0x5b) return false;
  i++;
  while (i < e && isWs(b[i])) i++;
  if (b[i] === 0x5d) return afterArray(b, i + 1, e);
  for (;;) {
    if (b[i] !== QUOTE || b[i + 1] !== QUOTE) return false;
    i += 2;
    // The string's body: escapes checked, up to its closing (doubled) quote.
    for (;;) {
      const q = scan.quote.from(i);
      if (q >= e) return false;
      const k = scan.backslash.from(i);
      if (k < q) {
        const c = b[k + 1];
        if (c === QUOTE) i = k + 3;
        else if (c === 0x75) {
          if (!(isHex(b[k + 2]) && isHex(b[k + 3]) && isHex(b[k + 4]) && isHex(b[k + 5]))) return false;
          i = k + 6;
        } else if (isShortEscape(c)) i = k + 2;
        else return false;
        continue;
      }
      i = q + 2;
      break;
    }
    while (i < e && isWs(b[i])) i++;
    if (b[i] === 0x2c) {
      i++;
      while (i < e && isWs(b[i])) i++;
      continue;
    }
    if (b[i] === 0x5d) return afterArray(b, i + 1, e);
    return false;
  }
}

function afterArray(b: Buffer, i: number, e: number): boolean {
  while (i < e && isWs(b[i])) i++;
  return i === e;
}

/**
 * Where the quoted cell opening at p of b[0, n) closes, found in one pass over its quotes and backslashes, when the
 * cell is a chats cell that chatsOk accepts and nothing else: a JSON array of strings with spaces around its tokens,
 * its quotes doubled, no raw tab or line end, and its closing quote followed by a tab or a line end. Then splitRow's
 * own search would end the cell there too (every quote before it is one of a doubled pair), with no line end
 * inside, and chatsOk would hold. -1 for anything else: splitRow then splits the cell its own way and takeRow asks
 * chatsOk, as before.
 */
function chatCellEnd(b: Buffer, p: number, n: number, scan: Scan): number {
  const at = (i: number) => (i < n ? b[i]! : -1);
  let i = p + 1;
  while (at(i) === 32) i++;
  if (at(i) !== 0x5b) return -1;
  i++;
  while (at(i) === 32) i++;
  if (at(i) !== 0x5d)
    for (;;) {
      if (at(i) !== QUOTE || at(i + 1) !== QUOTE) return -1;
      i += 2;
      // The string's body, up to its closing (doubled) quote; escapes checked as chatsOk checks them.
      for (;;) {
        const q = scan.quote.from(i);
        if (q >= n) return -1;
        const k = scan.backslash.from(i);
        if (k < q) {
          const c = at(k + 1);
          if (c === QUOTE) {
            if (at(k + 2) !== QUOTE) return -1;
            i = k + 3;
          } else if (c === 0x75) {
            if (!(isHex(at(k + 2)) && isHex(at(k + 3)) && isHex(at(k + 4)) && isHex(at(k + 5)))) return -1;
            i = k + 6;
          } else if (isShortEscape(c)) i = k + 2;
          else return -1;
          continue;
        }
        if (at(q + 1) !== QUOTE) return -1;
        i = q + 2;
        break;
      }
      while (at(i) === 32) i++;
      if (at(i) === 0x2c) {
        i++;
        while (at(i) === 32) i++;
        continue;
      }
      if (at(i) === 0x5d) break;
      return -1;
    }
  i++;
  while (at(i) === 32) i++;
  if (at(i) !== QUOTE || (at(i + 1) !== TAB && at(i + 1) !== LF)) return -1;
  if (scan.tab.from(p + 1) < i || scan.lf.from(p + 1) < i) return -1;
  return i;
}

/**
 * True when the bytes are plain: UTF-8 without control characters (bar tab and LF). Four bytes at a time: a word
 * with a byte below 0x20 (tabs and line ends, a few per row) has its bytes looked at one by one.
 */
function plain(b: Buffer, from: number, to: number): boolean {
  if (!isUtf8(b.subarray(from, to))) return false;
  let i = from;
  for (; i < to && ((b.byteOffset + i) & 3) !== 0; i++) if (isControl(b[i]!)) return false;
  const words = i < to ? (to - i) >> 2 : 0;
  const w = words > 0 ? new Int32Array(b.buffer, b.byteOffset + i, words) : new Int32Array(0);
  for (let k = 0; k < words; k++) {
    const x = w[k]!;
    if (((x - 0x20202020) & ~x & 0x80808080) !== 0) {
      const j = i + 4 * k;
      if (isControl(b[j]!) || isControl(b[j + 1]!) || isControl(b[j + 2]!) || isControl(b[j + 3]!))
        return false;
    }
  }
  for (i += 4 * words; i < to; i++) if (isControl(b[i]!)) return false;
  return true;
}

/** Most cells a row of the plain layout has (a header with more: the full read). */
const MAX_CELLS = 256;

/**
 * Reads the BotChat pairwise judgment file at `path` (ctx.file in messages) the fast way. Pushes one weighted
 * record per (kind, setting, model pair, outcome) with no seed, reason or answer text (they are counts), and the
 * rows' rejections and notes, to ctx. Returns false, with nothing written to ctx, when the file is not of the
 * plain layout: then the full reader reads it.
 */
export function readPairEvalFast(path: string, ctx: ReadContext, kind: 'gt' | 'arena'): boolean {
  const setting = ctx.setting ?? (kind === 'arena' ? (settingFromArenaName(ctx.file) ?? '') : '');
  if (kind === 'arena' && setting === '') return false;
  const state = newState(ctx, setting);
  const fd = openSync(path, 'r');
  try {
    const cells: Cells = {
      count: 0,
      start: new Int32Array(MAX_CELLS),
      end: new Int32Array(MAX_CELLS),
      quoted: new Uint8Array(MAX_CELLS),
      chats: new Uint8Array(MAX_CELLS),
      chatColumns: new Uint8Array(MAX_CELLS),
      lines: 0,
      next: 0,
    };
    /** The header's width and columns, once it was read. */
    let width = 0;
    let index: Record<string, number> = {};
    // One buffer: the carried start of a row, then the next block read in after it.
    let work = Buffer.allocUnsafeSlow(2 * STREAM_BLOCK_BYTES);
    let carried = 0;
    let first = true;
    let line = 1;
    let checked = 0;
    for (;;) {
      if (work.length - carried < STREAM_BLOCK_BYTES) {
        const grown = Buffer.allocUnsafeSlow(carried + 2 * STREAM_BLOCK_BYTES);
        work.copy(grown, 0, 0, carried);
        work = grown;
      }
      const got = readSync(fd, work, carried, STREAM_BLOCK_BYTES, null);
      const final = got === 0;
      let b: Buffer = work.subarray(0, carried + got);
      if (first && !final) {
        first = false;
        if (b.length >= 2 && ((b[0] === 0xff && b[1] === 0xfe) || (b[0] === 0xfe && b[1] === 0xff)))
          return false;
        if (sniffUtf16(b) !== undefined) return false;
        for (let k = 0; k < 2; k++)
          if (b.length >= 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) b = b.subarray(3);
      }
      const cut = final ? b.length : completeUtf8Length(b);
      if (!plain(b, Math.min(checked, cut), cut)) return false;
      // Searches only go forward: one set for splitting rows, one for the chat cells within them.
      const scan = scanOf(b);
      const cellScan = scanOf(b);
      let p = 0;
      while (p < cut) {
        if (b[p] === LF) {
          p++;
          line++;
          continue;
        }
        const r = splitRow(b, p, cut, final, scan, cells);
        if (r === ODD) return false;
        if (r === MORE) break;
        if (cells.next - p > MAX_ROW_CHARS) return false;
        if (width > 0) {
          if (cells.count !== width || !takeRow(b, cells, index, line, state, cellScan)) return false;
        } else {
          // The header, as the streamed table takes it; a layout it does not fit is the full reader's to report.
          const header = Array.from({ length: cells.count }, (_, k) => cellText(b, cells, k).trim());
          const columns = columnIndex(header, BOTCHAT_COLUMNS.pair);
          if (columns.missing.length > 0 || delimiterFinding(header, ctx.file, '\t')) return false;
          index = columns.index;
          width = cells.count;
          cells.chatColumns[index.conversation1!] = 1;
          cells.chatColumns[index.conversation2!] = 1;
        }
        line += cells.lines;
        p = cells.next;
      }
      if (final) break;
      // The row not complete yet moves to the buffer's start (the buffer b views).
      carried = b.length - p;
      b.copy(work, 0, p);
      // The carried bytes up to the cut were checked already.
      checked = Math.max(0, cut - p);
    }
  } finally {
    closeSync(fd);
  }
  commit(ctx, state);
  return true;
}

/**
 * A set of strings kept as two 32-bit hashes each: `add` says whether the string may have been added before. A
 * "maybe" that is wrong (two strings with both hashes equal) only sends the file to the full reader.
 */
class HashSet {
  /** Two hashes per slot, side by side (one cache line per probe); (0, 0) marks an empty slot. */
  #slots = new Int32Array(2 << 16);
  #size = 0;
  #h1 = 0;
  #h2 = 0;
  /** The free slot `has` found for the last hashes (-1: they were there). */
  #free = -1;

  /** True when s (or a string with the same hashes) was added; `add` after it adds s. */
  has(s: string): boolean {
    let h1 = 0x811c9dc5;
    let h2 = 0x2545f491 ^ s.length;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 0x01000193);
      h2 = Math.imul(h2 ^ c, 0x5bd1e995) ^ (h2 >>> 13);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 15), 0x2c1b3c6d);
    this.#h1 = h1 ^ (h1 >>> 12);
    // (0, 0) is the empty mark: a string with both hashes 0 is kept as (0, 1).
    this.#h2 = this.#h1 === 0 && h2 === 0 ? 1 : h2;
    this.#free = this.#slot();
    return this.#free < 0;
  }

  /** Adds the string `has` was last asked about (when it was not there). */
  add(): void {
    const k = this.#free;
    if (k < 0) return;
    this.#free = -1;
    this.#slots[2 * k] = this.#h1;
    this.#slots[2 * k + 1] = this.#h2;
    if (4 * ++this.#size > this.#slots.length) this.#grow();
  }

  /** The free slot for the last hashes, or -1 when they are there. */
  #slot(): number {
    const t = this.#slots;
    const mask = (t.length >> 1) - 1;
    const h1 = this.#h1;
    const h2 = this.#h2;
    for (let k = h1 & mask; ; k = (k + 1) & mask) {
      const a = t[2 * k]!;
      const b = t[2 * k + 1]!;
      if (a === h1 && b === h2) return -1;
      if (a === 0 && b === 0) return k;
    }
  }

  #grow(): void {
    const old = this.#slots;
    const t = new Int32Array(old.length * 2);
    const mask = (t.length >> 1) - 1;
    for (let j = 0; j < old.length; j += 2) {
      const a = old[j]!;
      const b = old[j + 1]!;
      if (a === 0 && b === 0) continue;
      let k = a & mask;
      while (t[2 * k] !== 0 || t[2 * k + 1] !== 0) k = (k + 1) & mask;
      t[2 * k] = a;
      t[2 * k + 1] = b;
    }
    this.#slots = t;
  }
}

interface State {
  ctx: ReadContext;
  /** Where rejections and notes go until the read is known to be plain. */
  local: ReadContext;
  setting: string;
  judge: string;
  names: Map<string, string | undefined>;
  /** The cmp_index values met (a repeat, rejected by the full reader with its first line: the full read). */
  seen: HashSet;
  /** The records' identities met (a repeat, which the ledger would drop: the full read). */
  identities: HashSet;
  /** Small numbers for model ids, for the counts' keys. */
  modelNumber: Map<string, number>;
  counts: Map<number, PairJudgment>;
  /** Each used row's record key, in line order (order in PairJudgment, for Elo). */
  seq: number[];
  answers: Map<string, PairAnswer>;
}

function newState(ctx: ReadContext, setting: string): State {
  const report = newFileReport(ctx.file, ctx.report.role, ctx.report.detectedBy);
  return {
    ctx,
    local: { ...ctx, report },
    setting,
    judge: ctx.judge ?? BOTCHAT_JUDGE,
    names: new Map(),
    seen: new HashSet(),
    identities: new HashSet(),
    modelNumber: new Map(),
    counts: new Map(),
    seq: [],
    answers: new Map(),
  };
}

/** One row, as readBotchatPairEval takes it; false when the row's record would meet one read before (the ledger). */
function takeRow(
  b: Buffer,
  c: Cells,
  index: Record<string, number>,
  line: number,
  st: State,
  scan: Scan,
): boolean {
  const local = st.local;
  const name = (k: number) => {
    const text = cellText(b, c, k).trim();
    let id = st.names.get(text);
    if (id === undefined && !st.names.has(text)) st.names.set(text, (id = local.registry.resolve(text)));
    return { text, id };
  };
  const A = name(index.A!);
  const B = name(index.B!);
  if (A.id === undefined || B.id === undefined) {
    const col = A.id === undefined ? 'A' : 'B';
    reject(local, { line, column: col }, unknownModel(local, col === 'A' ? A.text : B.text));
    return true;
  }
  if (A.id === B.id && A.id !== GROUND_TRUTH) {
    reject(
      local,
      { line, column: 'B' },
      `a model compared with itself (${quote(A.text)} vs ${quote(B.text)})`,
    );
    return true;
  }
  const cmp = cellText(b, c, index.cmp_index!).trim();
  const semi = cmp.indexOf(';');
  const seed = (semi === -1 ? cmp : cmp.slice(0, semi)).trim();
  // A cmp_index met before (or one with the same hashes): the full reader rejects it with its first line.
  if (cmp !== '' && st.seen.has(cmp)) return false;
  let broken = false;
  for (const col of ['conversation1', 'conversation2'] as const) {
    const k = index[col]!;
    if (c.chats[k] || (c.quoted[k] && chatsOk(b, c.start[k]!, c.end[k]!, scan))) continue;
    const chats = parseChatsCell(cellText(b, c, k));
    if (!chats.ok && !broken) {
      reject(local, { line, column: col }, chats.reason);
      broken = true;
    }
  }
  if (broken) return true;
  if (cmp !== '') st.seen.add();
  const raw = cellText(b, c, index.gpt4!);
  let answer = st.answers.get(raw);
  if (!answer) {
    answer = parsePairAnswer(raw);
    // Judge answers repeat in templated files; a few thousand distinct ones are kept.
    if (st.answers.size < 4096) st.answers.set(raw, answer);
  }
  if (answer.problem) note(local, { line, column: 'gpt4' }, 'unparsed-judge', answer.problem, raw);
  const isGt = A.id === GROUND_TRUTH || B.id === GROUND_TRUTH;
  const kind = isGt ? 'gt' : 'arena';
  const setting = isGt ? '' : st.setting;
  if (seed !== '') {
    if (st.identities.has(`${kind}\u0000${seed}\u0000${A.id}\u0000${B.id}`)) return false;
    st.identities.add();
  }
  // More models than the keys hold (never in BotChat's files): the full read.
  if (st.modelNumber.size >= MAX_MODELS - 1) return false;
  const key =
    ((modelNumber(st, A.id) * MAX_MODELS + modelNumber(st, B.id)) * 2 + (isGt ? 1 : 0)) * 8 +
    OUTCOMES.indexOf(answer.outcome);
  const r = st.counts.get(key);
  if (r) r.weight!++;
  else
    st.counts.set(key, {
      benchmark: BOTCHAT,
      kind,
      setting,
      judge: st.judge,
      seed: '',
      model1: A.id,
      model2: B.id,
      outcome: answer.outcome,
      reason: '',
      raw: '',
      weight: 1,
      source: { file: st.ctx.file, line },
    });
  st.seq.push(key);
  rowUsed(local);
  return true;
}

/** Models the counts' keys can tell apart. */
const MAX_MODELS = 4096;

/** The outcomes, numbered for the counts' keys. */
const OUTCOMES: readonly PairJudgment['outcome'][] = ['model1', 'model2', 'tie', 'bothbad', 'unparsed'];

function modelNumber(st: State, id: string): number {
  let n = st.modelNumber.get(id);
  if (n === undefined) st.modelNumber.set(id, (n = st.modelNumber.size));
  return n;
}

function commit(ctx: ReadContext, st: State): void {
  const r = st.local.report;
  addRowsOf(ctx.report, r);
  ctx.report.findings.push(...r.findings);
  // Each record's places among the file's judgments.
  const orders = new Map<number, number[]>();
  st.seq.forEach((key, i) => {
    let o = orders.get(key);
    if (!o) orders.set(key, (o = []));
    o.push(i);
  });
  for (const [key, j] of st.counts) ctx.sink.pairJudgments.push({ ...j, order: orders.get(key)! });
}

/** BotChat's pairwise roles, by the kind of comparison their rows default to. */
export const PAIR_ROLE_KINDS: Readonly<Record<string, 'gt' | 'arena'>> = {
  'botchat-gteval': 'gt',
  'botchat-arena': 'arena',
};

/**
 * The counting reader of BotChat's pairwise roles (RoleReaders.countFile), in any directory, when no other file of
 * the read could meet its records: no other pairwise file (the ledger would compare their identities: counts have
 * none), and for an Arena file no conversations file (the link check compares each Arena row's two conversations
 * with it: counts keep no text). Otherwise, and for anything outside the plain layout, the streamed reader reads it.
 */
export function countPairEvalFile(kind: 'gt' | 'arena') {
  return (path: string, ctx: ReadContext): boolean => {
    if (!/\.tsv$/i.test(ctx.file)) return false;
    const others = (ctx.files ?? []).filter((p) => p.file !== ctx.file);
    if (others.some((p) => Object.hasOwn(PAIR_ROLE_KINDS, p.role))) return false;
    if (kind === 'arena' && others.some((p) => p.role === 'botchat-convs' || p.role === 'botchat-gt'))
      return false;
    return readPairEvalFast(path, ctx, kind);
  };
}
