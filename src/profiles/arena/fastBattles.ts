// The fast path of the plain battles reader (decision 0106): a JSONL file of Arena-style battles read as bytes,
// each distinct line parsed and checked once by the full reader (readBattlesJsonLines), the repeats counted. A
// 1.6M-battle file holds some 22k distinct lines, so the file collapses to that many weighted records while it
// is read. Every line is still accounted for exactly as the full reader does: used, or rejected with its
// file:line:column and reason (a line the full reader rejects or notes is given to it again at each repeat, so
// its messages carry their own line).
import { completeUtf8Length } from '../../ingest/streamText.ts';
import { isUtf8 } from 'node:buffer';
import { closeSync, openSync, readSync } from 'node:fs';
import { sniffUtf16 } from '../../ingest/decode.ts';
import { decodeHead, HEAD_BYTES, readHeadSync } from '../../ingest/fileHead.ts';
import { isObject, parseJsonLines, parseJsonLineText, type JsonLine } from '../../ingest/jsonLines.ts';
import type { ReadContext } from '../../ingest/readContext.ts';
import { addRowsOf, rowUsed } from '../../ingest/rowOutcomes.ts';
import { STREAM_BLOCK_BYTES } from '../../ingest/streamText.ts';
import { emptySink } from '../../records/dataset.ts';
import type { PairJudgment } from '../../records/pairJudgment.ts';
import { newFileReport } from '../../records/report.ts';
import { readBattlesJsonLines } from './battles.ts';

/** What a distinct line gave the full reader: nothing (blank), one battle used cleanly, or anything else. */
const BLANK = 0;
const USED = 1;
const OTHER = 2;

/**
 * Distinct byte strings (lines) and what each gave, in an open-addressing table keyed by the bytes themselves (no
 * string is made for a line already met).
 */
class LineTable {
  #keys = new Uint8Array(1 << 20);
  #view = new DataView(this.#keys.buffer);
  #keyEnd = 0;
  #start: number[] = [];
  #length: number[] = [];
  #hash: number[] = [];
  /** Slot -> entry + 1 (0: empty). */
  #slots = new Int32Array(1 << 12);
  readonly kind: number[] = [];
  readonly count: number[] = [];
  readonly record: (PairJudgment | undefined)[] = [];

  get size(): number {
    return this.kind.length;
  }

  /** The entry of bytes[from, to) (read through `view`) with hash h, or -1. */
  find(view: DataView, from: number, to: number, h: number): number {
    const mask = this.#slots.length - 1;
    const n = to - from;
    for (let s = h & mask; ; s = (s + 1) & mask) {
      const e = this.#slots[s]! - 1;
      if (e < 0) return -1;
      if (this.#hash[e] !== h || this.#length[e] !== n) continue;
      const k = this.#view;
      let i = this.#start[e]!;
      let j = from;
      // Four bytes at a time, then the rest.
      while (j + 4 <= to && k.getUint32(i, true) === view.getUint32(j, true)) {
        i += 4;
        j += 4;
      }
      while (j < to && k.getUint8(i) === view.getUint8(j)) {
        i++;
        j++;
      }
      if (j === to) return e;
    }
  }

  add(bytes: Uint8Array, from: number, to: number, h: number, kind: number, record?: PairJudgment): number {
    const n = to - from;
    if (this.#keyEnd + n > this.#keys.length) {
      const grown = new Uint8Array(Math.max(2 * this.#keys.length, this.#keyEnd + n));
      grown.set(this.#keys.subarray(0, this.#keyEnd));
      this.#keys = grown;
      this.#view = new DataView(grown.buffer);
    }
    this.#keys.set(bytes.subarray(from, to), this.#keyEnd);
    const e = this.kind.length;
    this.#start.push(this.#keyEnd);
    this.#keyEnd += n;
    this.#length.push(n);
    this.#hash.push(h);
    this.kind.push(kind);
    this.count.push(0);
    this.record.push(record);
    if (2 * (e + 1) > this.#slots.length) this.#rehash();
    else this.#place(e);
    return e;
  }

  #place(e: number): void {
    const mask = this.#slots.length - 1;
    let s = this.#hash[e]! & mask;
    while (this.#slots[s] !== 0) s = (s + 1) & mask;
    this.#slots[s] = e + 1;
  }

  #rehash(): void {
    this.#slots = new Int32Array(this.#slots.length * 2);
    for (let e = 0; e < this.kind.length; e++) this.#place(e);
  }
}

/** A hash of bytes[from, to), four bytes at a time (FNV-1a style steps on 32-bit words, then the rest). */
function hashBytes(v: DataView, from: number, to: number): number {
  let h = 0x811c9dc5 ^ (to - from);
  let i = from;
  for (; i + 4 <= to; i += 4) h = Math.imul(h ^ v.getUint32(i, true), 0x01000193) ^ (h >>> 15);
  for (; i < to; i++) h = Math.imul(h ^ v.getUint8(i), 0x01000193);
  h ^= h >>> 13;
  return Math.imul(h, 0x5bd1e995) >>> 0;
}

const viewOf = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength);

const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

/**
 * True when the file can be read on the fast path with results equal to the streamed reader's (streamJsonLines):
 * UTF-8 without NUL bytes, and line ends that are not CR alone. Anything else (UTF-16, invalid bytes, which the
 * streamed reader replaces and reports) is left to the full reader.
 */
function plainBlock(bytes: Uint8Array, first: boolean): boolean {
  if (first) {
    if (
      bytes.length >= 2 &&
      ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    )
      return false;
    if (sniffUtf16(bytes) !== undefined) return false;
    // The streamed reader judges CR-only line ends on its first piece: with an LF in it, they are not.
    if (bytes.indexOf(0x0a) === -1) return false;
  }
  return bytes.indexOf(0) === -1 && isUtf8(bytes);
}

/**
 * Reads the battles JSONL file at `path` (its name in messages: ctx.file) the fast way, into ctx. Each distinct
 * line goes once through the full reader; a line it used cleanly (one battle, no note) is counted at each repeat,
 * and at the end one record per distinct line is pushed, with `weight` its count and the source of its first line.
 * Any other line (blank lines aside) is given to the full reader at every occurrence, with its own line number.
 * Returns false, having touched nothing in ctx, when the file is not plain UTF-8 (see plainBlock): the caller then
 * reads it with the full reader. Invalid bytes found after the start also return false; by then only models met
 * in the valid part, in the order the full reader meets them too, were added to the registry.
 */
export function readBattlesFast(path: string, ctx: ReadContext): boolean {
  const fd = openSync(path, 'r');
  const table = new LineTable();
  // Results of the lines the full reader is given at each occurrence, in line order, kept apart until the end.
  const report = newFileReport(ctx.file, ctx.report.role, ctx.report.detectedBy);
  const sink = { ...emptySink(), pairJudgments: [] as PairJudgment[] };
  const local: ReadContext = { ...ctx, report, sink };
  // The file's judgments in line order: a distinct line's entry (>= 0), or -(k + 1) for the k-th record the full
  // reader gave for a line it was handed again (order in PairJudgment, for Elo). Four bytes a judgment.
  const seq = new Sequence();
  try {
    // One buffer, reused: the carried start of a line, then the next block read in after it.
    let work = Buffer.allocUnsafeSlow(2 * STREAM_BLOCK_BYTES);
    let carried = 0;
    let line = 1;
    let first = true;
    const fullRead = (text: string, n: number, into: ReadContext): JsonLine | undefined => {
      const parsed = parseJsonLineText(text, n);
      if (parsed) readBattlesJsonLines([parsed], into);
      return parsed;
    };
    // The full reader's sink for a line met the first time: made once (its other arrays take nothing from a battle
    // line), given a fresh array of judgments each time.
    const scratchSink = emptySink();
    const take = (b: Uint8Array, v: DataView, from: number, to: number) => {
      const h = hashBytes(v, from, to);
      let e = table.find(v, from, to, h);
      if (e < 0) {
        // First time: the full reader on a scratch context; clean use is remembered, anything else replayed.
        const text = decoder.decode(b.subarray(from, to));
        const scratch = newFileReport(ctx.file, ctx.report.role, ctx.report.detectedBy);
        const got: PairJudgment[] = [];
        scratchSink.pairJudgments = got;
        const parsed = fullRead(text, line, { ...ctx, report: scratch, sink: scratchSink });
        const clean =
          parsed !== undefined &&
          scratch.rowsRead === 1 &&
          scratch.rowsUsed === 1 &&
          scratch.rejections.length === 0 &&
          scratch.findings.length === 0 &&
          got.length === 1;
        e = table.add(b, from, to, h, parsed === undefined ? BLANK : clean ? USED : OTHER, got[0]);
      }
      const kind = table.kind[e]!;
      if (kind === USED) {
        table.count[e]!++;
        seq.push(e);
      } else if (kind === OTHER) {
        const before = sink.pairJudgments.length;
        fullRead(decoder.decode(b.subarray(from, to)), line, local);
        for (let k = before; k < sink.pairJudgments.length; k++) seq.push(-(k + 1));
      }
    };
    for (;;) {
      if (work.length - carried < STREAM_BLOCK_BYTES) {
        const grown = Buffer.allocUnsafeSlow(carried + 2 * STREAM_BLOCK_BYTES);
        work.copy(grown, 0, 0, carried);
        work = grown;
      }
      const got = readSync(fd, work, carried, STREAM_BLOCK_BYTES, null);
      let bytes: Buffer = work.subarray(0, carried + got);
      if (got === 0) {
        // The last line, without a line end (a file cut inside a character is left to the full reader).
        if (bytes.length > 0 && !plainBlock(bytes, false)) return false;
        if (bytes.length > 0) take(bytes, viewOf(bytes), 0, bytes.length);
        break;
      }
      const cut = completeUtf8Length(bytes);
      if (!plainBlock(bytes.subarray(0, cut), first)) return false;
      if (first) {
        first = false;
        // A byte-order mark is dropped (and one more at the start of the text, as the streamed reader does).
        for (let k = 0; k < 2; k++)
          if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
            bytes = bytes.subarray(3);
      }
      let start = 0;
      const view = viewOf(bytes);
      for (let end = bytes.indexOf(0x0a, start); end !== -1; end = bytes.indexOf(0x0a, start)) {
        take(bytes, view, start, end);
        start = end + 1;
        line++;
      }
      // The line not complete yet moves to the buffer's start, and the next block is read in after it.
      carried = bytes.length - start;
      bytes.copy(work, 0, start);
    }
  } finally {
    closeSync(fd);
  }
  commit(ctx, table, report, sink.pairJudgments, seq);
  return true;
}

/** A list of whole numbers that grows as numbers are pushed, four bytes each. */
class Sequence {
  #xs = new Int32Array(1 << 16);
  length = 0;

  push(x: number): void {
    if (this.length === this.#xs.length) {
      const grown = new Int32Array(2 * this.#xs.length);
      grown.set(this.#xs);
      this.#xs = grown;
    }
    this.#xs[this.length++] = x;
  }

  at(i: number): number {
    return this.#xs[i]!;
  }
}

/** Puts what the fast read found into the file's report and sink. */
function commit(
  ctx: ReadContext,
  table: LineTable,
  report: ReturnType<typeof newFileReport>,
  replayed: PairJudgment[],
  seq: Sequence,
): void {
  // Each clean line was used at each of its repeats (its count); the lines given to the full reader said their own.
  let clean = 0;
  for (let e = 0; e < table.size; e++) clean += table.count[e]!;
  rowUsed(ctx, clean);
  addRowsOf(ctx.report, report);
  ctx.report.findings.push(...report.findings);
  // Each record's places in the file's sequence of judgments (a distinct line's list is as long as its count).
  const orders: number[][] = table.count.map((n) => new Array<number>(n));
  const filled = new Int32Array(table.size);
  const replayedAt: number[] = [];
  for (let i = 0; i < seq.length; i++) {
    const x = seq.at(i);
    if (x >= 0) orders[x]![filled[x]!++] = i;
    else replayedAt[-x - 1] = i;
  }
  replayed.forEach((j, k) => ctx.sink.pairJudgments.push({ ...j, order: [replayedAt[k]!] }));
  for (let e = 0; e < table.size; e++) {
    const r = table.record[e];
    const n = table.count[e]!;
    if (table.kind[e] === USED && r && n > 0)
      ctx.sink.pairJudgments.push({ ...r, ...(n === 1 ? {} : { weight: n }), order: orders[e]! });
  }
}

/** Keys a line of the plain battle layout may have (the first line's decide; any other key: the full read). */
export const PLAIN_BATTLE_KEYS = ['model_a', 'model_b', 'winner', 'question_id', 'judge', 'turn'];

/**
 * True when a file's first line is a plain battle (model_a, model_b, winner and at most question_id, judge and
 * turn), as the full recognition would take it for the plain battles role (a test holds the two together: a dump
 * of LMArena, known by its other keys or by a judge named arena_user_..., is recognised before this role).
 */
export function isPlainBattlesFile(full: string): boolean {
  const head = decodeHead(readHeadSync(full, HEAD_BYTES));
  const first = parseJsonLines(head.split('\n')[0] ?? '')[0];
  if (!first?.ok || !isObject(first.value)) return false;
  const keys = Object.keys(first.value);
  const judge = first.value.judge;
  return (
    ['model_a', 'model_b', 'winner'].every((k) => keys.includes(k)) &&
    keys.every((k) => PLAIN_BATTLE_KEYS.includes(k)) &&
    !(typeof judge === 'string' && judge.startsWith('arena_user_'))
  );
}

/**
 * The plain battles role's counting reader (RoleReaders.countFile): a JSONL file of the plain layout, read straight
 * to weighted records in any directory. Its records are the streamed reader's, counted: battles have no identity
 * but their file's, and the copy check compares files as multisets of records, weights counted (readInputs).
 */
export function countBattlesFile(path: string, ctx: ReadContext): boolean {
  return /\.jsonl$/i.test(ctx.file) && isPlainBattlesFile(path) && readBattlesFast(path, ctx);
}
