// The byte-level half of the fast GTEval reader (fastPairEval.ts, decisions 0106 and 0171): a range of a BotChat
// pairwise judgment TSV scanned row by row into plain numbers, with nothing in it that needs the read's context
// (no model registry, no report), so a worker thread can scan one part of the file while the main thread scans the
// other (pairEvalWorker.ts). Each row becomes FIELDS numbers: its line (counted from the range's start), its two
// model names as indexes into the scan's names, the hashes of its cmp_index and seed, the first of its chats cells
// that does not parse with the reason, and its judge answer's outcome with the problem and raw text of an
// unreadable one. What a row then becomes (used, rejected, noted; the file read again by the full reader) is decided
// in file order by fastPairEval's takeRows, the same way for every part. A scan that meets anything outside the
// plain layout (a CR, invalid UTF-8, a control character, a row whose cells do not match the header, a quote the
// plain rules do not cover) stops with ok false: the whole file goes to the full reader.
import { isUtf8 } from 'node:buffer';
import { readSync } from 'node:fs';
import { parseChatsCell } from '../../ingest/cells.ts';
import { sniffUtf16 } from '../../ingest/decode.ts';
import { MAX_ROW_CHARS } from '../../ingest/delimited.ts';
import { parsePairAnswer } from '../../ingest/judgeAnswer.ts';
import { completeUtf8Length, STREAM_BLOCK_BYTES } from '../../ingest/streamText.ts';
import type { PairJudgment } from '../../records/pairJudgment.ts';

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

/** The header's width and where the columns the reader needs are. */
export interface Layout {
  width: number;
  /** Column of cmp_index, A, B, conversation1, conversation2 and gpt4. */
  index: Record<string, number>;
}

/** The outcomes, numbered for the rows' numbers and the counts' keys. */
export const OUTCOMES: readonly PairJudgment['outcome'][] = [
  'model1',
  'model2',
  'tie',
  'bothbad',
  'unparsed',
];

/** The numbers of one row, at these offsets among its FIELDS. */
export const F_LINE = 0;
export const F_A = 1;
export const F_B = 2;
export const F_FLAGS = 3;
export const F_CMP = 4;
export const F_SEED = 6;
/** 0: both chats cells parse; 1 or 2: conversation1 or conversation2 is the first that does not. */
export const F_CHATS = 8;
export const F_CHATS_REASON = 9;
export const F_OUTCOME = 10;
/** -1, or the index in problems of an unreadable answer's problem (its raw text follows it). */
export const F_PROBLEM = 11;
export const FIELDS = 12;
/** F_FLAGS bits: the row has a cmp_index; its cmp_index has a seed (the part before ";"). */
export const HAS_CMP = 1;
export const HAS_SEED = 2;

/** What a scan found. */
export interface Scanned {
  /** False: something outside the plain layout was met (the full reader reads the file). */
  ok: boolean;
  /** FIELDS numbers per row, in file order. */
  data: Int32Array;
  rows: number;
  /** The model names met (trimmed), in the order met. */
  names: string[];
  /** The chats cells' rejection reasons. */
  strings: string[];
  /** Each unreadable answer's problem followed by its raw text. */
  problems: string[];
  /** The header's layout (a scan from the file's start reads it). */
  layout?: Layout;
  /** Where the scan stopped: the start of the first row at or after `stop`, or the file's end. */
  end: number;
  /** Line ends passed between the range's start and `end`. */
  lines: number;
}

export interface ScanRange {
  /** Where to start: 0, or the start of a row. */
  from: number;
  /** Stop at the first row starting at or after this byte (Infinity: the file's end); `header` may set it. */
  stop: number;
  /** The header's layout, for a scan from inside the file; undefined: the range starts with the header. */
  layout?: Layout;
  /** From the header's cell texts, the layout, or undefined when the full reader must read the file. */
  header?: (cells: string[]) => Layout | undefined;
  /** Read blocks are counted in [1] (a stalled worker is told apart from a slow one). */
  progress?: Int32Array;
}

const newCells = (): Cells => ({
  count: 0,
  start: new Int32Array(MAX_CELLS),
  end: new Int32Array(MAX_CELLS),
  quoted: new Uint8Array(MAX_CELLS),
  chats: new Uint8Array(MAX_CELLS),
  chatColumns: new Uint8Array(MAX_CELLS),
  lines: 0,
  next: 0,
});

/** Rows that must split into the header's width, one after the other, for a line start to be taken as a row start. */
const SYNC_ROWS = 4;

/**
 * A row start at or after `from`, likely: the first line start from which SYNC_ROWS rows split into the header's
 * width (a line inside a quoted judge answer does not: it splits into one cell, or meets a quote an unquoted cell
 * may not hold). Infinity when none is found in the next 4 MiB. The scan of the part before it says whether it was
 * one (scanRows' `end`): a wrong guess costs the second thread, never the result.
 */
export function findRowStart(fd: number, from: number, layout: Layout): number {
  const b = Buffer.allocUnsafe(4 * 1024 * 1024);
  const n = readSync(fd, b, 0, b.length, from);
  const cells = newCells();
  const scan = scanOf(b);
  for (let lf = b.indexOf(LF); lf !== -1 && lf + 1 < n; lf = b.indexOf(LF, lf + 1)) {
    let p = lf + 1;
    let k = 0;
    for (; k < SYNC_ROWS && p < n; k++) {
      if (splitRow(b, p, n, false, scan, cells) !== 0 || cells.count !== layout.width) break;
      p = cells.next;
    }
    if (k === SYNC_ROWS) return from + lf + 1;
  }
  return Infinity;
}

/** A two-hash pair of a string, written at d[at] and d[at + 1] (the hash sets of fastPairEval keep these). */
export function hashInto(s: string, d: Int32Array, at: number): void {
  let h1 = 0x811c9dc5;
  let h2 = 0x2545f491 ^ s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995) ^ (h2 >>> 13);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 15), 0x2c1b3c6d);
  d[at] = h1 ^ (h1 >>> 12);
  d[at + 1] = h2;
}

/** Strings kept once each, numbered in the order added. */
class Interned {
  readonly list: string[] = [];
  readonly #at = new Map<string, number>();
  of(s: string): number {
    let k = this.#at.get(s);
    if (k === undefined) this.#at.set(s, (k = this.list.push(s) - 1));
    return k;
  }
}

/**
 * Scans the rows of the file open as `fd` from `range.from` to the first row that starts at or after `range.stop`
 * (a row that runs over it is scanned whole, and the scan goes on to the file's end: `end` then says the stop was
 * not a row start).
 */
export function scanRows(fd: number, range: ScanRange): Scanned {
  const cells = newCells();
  const names = new Interned();
  const strings = new Interned();
  const problems: string[] = [];
  const answers = new Map<string, number>();
  let data = new Int32Array(FIELDS << 16);
  let rows = 0;
  let layout = range.layout;
  let stop = range.stop;
  const out = (ok: boolean, end: number, lines: number): Scanned => ({
    ok,
    data,
    rows,
    names: names.list,
    strings: strings.list,
    problems,
    ...(layout ? { layout } : {}),
    end,
    lines,
  });
  if (layout) {
    cells.chatColumns[layout.index.conversation1!] = 1;
    cells.chatColumns[layout.index.conversation2!] = 1;
  }
  // One buffer: the carried start of a row, then the next block read in after it. `base`: b[0]'s place in the file.
  let work = Buffer.allocUnsafeSlow(2 * STREAM_BLOCK_BYTES);
  let carried = 0;
  let pos = range.from;
  let base = range.from;
  let first = range.from === 0;
  let line = 0;
  let checked = 0;
  for (;;) {
    if (work.length - carried < STREAM_BLOCK_BYTES) {
      const grown = Buffer.allocUnsafeSlow(carried + 2 * STREAM_BLOCK_BYTES);
      work.copy(grown, 0, 0, carried);
      work = grown;
    }
    const got = readSync(fd, work, carried, STREAM_BLOCK_BYTES, pos);
    pos += got;
    if (range.progress) Atomics.add(range.progress, 1, 1);
    const final = got === 0;
    let b: Buffer = work.subarray(0, carried + got);
    if (first && !final) {
      first = false;
      if (b.length >= 2 && ((b[0] === 0xff && b[1] === 0xfe) || (b[0] === 0xfe && b[1] === 0xff)))
        return out(false, base, line);
      if (sniffUtf16(b) !== undefined) return out(false, base, line);
      for (let k = 0; k < 2; k++)
        if (b.length >= 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) {
          b = b.subarray(3);
          base += 3;
        }
    }
    const cut = final ? b.length : completeUtf8Length(b);
    if (!plain(b, Math.min(checked, cut), cut)) return out(false, base, line);
    // Searches only go forward: one set for splitting rows, one for the chat cells within them.
    const scan = scanOf(b);
    const cellScan = scanOf(b);
    let p = 0;
    while (p < cut) {
      if (base + p >= stop) {
        if (base + p === stop) return out(true, stop, line);
        // The stop fell inside a row: this scan goes on to the end.
        stop = Infinity;
      }
      if (b[p] === LF) {
        p++;
        line++;
        continue;
      }
      const r = splitRow(b, p, cut, final, scan, cells);
      if (r === ODD) return out(false, base + p, line);
      if (r === MORE) break;
      if (cells.next - p > MAX_ROW_CHARS) return out(false, base + p, line);
      if (layout) {
        if (cells.count !== layout.width) return out(false, base + p, line);
        if (data.length < (rows + 1) * FIELDS) {
          const grown = new Int32Array(data.length * 2);
          grown.set(data);
          data = grown;
        }
        scanRow(b, cells, layout.index, line, data, rows * FIELDS, cellScan);
        rows++;
      } else {
        const header = Array.from({ length: cells.count }, (_, k) => cellText(b, cells, k).trim());
        layout = range.header?.(header);
        if (!layout) return out(false, base + p, line);
        // The header's reader may have set where to stop, now that the layout is known.
        stop = range.stop;
        cells.chatColumns[layout.index.conversation1!] = 1;
        cells.chatColumns[layout.index.conversation2!] = 1;
      }
      line += cells.lines;
      p = cells.next;
    }
    if (final) return out(true, base + p, line);
    // The row not complete yet moves to the buffer's start (the buffer b views).
    carried = b.length - p;
    b.copy(work, 0, p);
    base += p;
    // The carried bytes up to the cut were checked already.
    checked = Math.max(0, cut - p);
  }

  /** One row's numbers, at d[o, o + FIELDS). */
  function scanRow(
    b: Buffer,
    c: Cells,
    index: Record<string, number>,
    line: number,
    d: Int32Array,
    o: number,
    scan: Scan,
  ): void {
    d[o + F_LINE] = line;
    d[o + F_A] = names.of(cellText(b, c, index.A!).trim());
    d[o + F_B] = names.of(cellText(b, c, index.B!).trim());
    const cmp = cellText(b, c, index.cmp_index!).trim();
    const semi = cmp.indexOf(';');
    const seed = (semi === -1 ? cmp : cmp.slice(0, semi)).trim();
    d[o + F_FLAGS] = (cmp !== '' ? HAS_CMP : 0) | (seed !== '' ? HAS_SEED : 0);
    hashInto(cmp, d, o + F_CMP);
    hashInto(seed, d, o + F_SEED);
    d[o + F_CHATS] = 0;
    d[o + F_CHATS_REASON] = 0;
    const columns = ['conversation1', 'conversation2'] as const;
    for (let n = 0; n < 2; n++) {
      const k = index[columns[n]!]!;
      if (c.chats[k] || (c.quoted[k] && chatsOk(b, c.start[k]!, c.end[k]!, scan))) continue;
      const chats = parseChatsCell(cellText(b, c, k));
      if (!chats.ok) {
        d[o + F_CHATS] = n + 1;
        d[o + F_CHATS_REASON] = strings.of(chats.reason);
        break;
      }
    }
    const raw = cellText(b, c, index.gpt4!);
    let answer = answers.get(raw);
    if (answer === undefined) {
      const a = parsePairAnswer(raw);
      // The outcome in the low 3 bits; above them, an unreadable answer's place in problems, plus one.
      answer = OUTCOMES.indexOf(a.outcome) | (a.problem ? (problems.push(a.problem, raw) - 1) << 3 : 0);
      // Judge answers repeat in templated files; a few thousand distinct ones are kept.
      if (answers.size < 4096) answers.set(raw, answer);
    }
    d[o + F_OUTCOME] = answer & 7;
    d[o + F_PROBLEM] = (answer >> 3) - 1;
  }
}
