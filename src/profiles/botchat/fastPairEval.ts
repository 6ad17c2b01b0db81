// The fast path of BotChat's pairwise judgment reader (GTEval.tsv, ArenaEval-N.tsv) for counting (decision 0106):
// the TSV read as bytes, rows split without making strings of the conversation cells, whose JSON is checked in
// place (an array of strings with valid escapes: what parseChatsCell accepts), and the judgments collapsed to
// weighted records per (model pair, outcome) as they are read. The rows are accounted for as readBotchatPairEval
// does: used, or rejected with file:line:column and the same reason; an unreadable judge answer is noted at its
// row. Anything outside the plain layout (a CR, invalid UTF-8, a control character, a row whose cells do not match
// the header, a quote the plain rules do not cover, a record read twice) sends the whole file to the full reader,
// before anything was written to the read's report or sink.
//
// A large file is read on two cores (decision 0171): the bytes are scanned into numbers by pairEvalScan.ts, the
// part after a row start near the middle by a worker thread (pairEvalWorker.ts), and the rows of both parts are
// then taken here in file order (takeRows), so the records, rejections, notes and counts are the one-thread read's.
import { closeSync, fstatSync, openSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { delimiterFinding } from '../../ingest/delimiterHint.ts';
import { GROUND_TRUTH } from '../../ingest/modelRegistry.ts';
import { note, reject, unknownModel, type ReadContext } from '../../ingest/readContext.ts';
import { addRowsOf, rowUsed } from '../../ingest/rowOutcomes.ts';
import { columnIndex } from '../../ingest/table.ts';
import type { PairJudgment } from '../../records/pairJudgment.ts';
import { newFileReport, quote } from '../../records/report.ts';
import {
  F_A,
  F_B,
  F_CHATS,
  F_CHATS_REASON,
  F_CMP,
  F_FLAGS,
  F_LINE,
  F_OUTCOME,
  F_PROBLEM,
  F_SEED,
  FIELDS,
  HAS_CMP,
  HAS_SEED,
  OUTCOMES,
  findRowStart,
  scanRows,
  type Layout,
  type ScanRange,
  type Scanned,
} from './pairEvalScan.ts';
import { BOTCHAT, BOTCHAT_COLUMNS, BOTCHAT_JUDGE, settingFromArenaName } from './readers.ts';

/** Files this large or larger are read on two threads (below it, starting the second costs more than it saves). */
export const SPLIT_MIN_BYTES = 64 * 1024 * 1024;
/** How long the worker may go without reading a block before its part is scanned here. */
const STALL_MS = 60_000;

export interface FastReadOptions {
  /**
   * Where the second thread starts: at the first row start after this byte. Default: the middle of a file of
   * SPLIT_MIN_BYTES or more on a machine of two cores or more; Infinity: one thread.
   */
  splitFrom?: number;
  /** Told how many threads scanned the file (2: the worker's part was taken). */
  threads?: (n: 1 | 2) => void;
}

/**
 * Reads the BotChat pairwise judgment file at `path` (ctx.file in messages) the fast way. Pushes one weighted
 * record per (kind, setting, model pair, outcome) with no seed, reason or answer text (they are counts), and the
 * rows' rejections and notes, to ctx. Returns false, with nothing written to ctx, when the file is not of the
 * plain layout: then the full reader reads it.
 */
export function readPairEvalFast(
  path: string,
  ctx: ReadContext,
  kind: 'gt' | 'arena',
  options: FastReadOptions = {},
): boolean {
  const setting = ctx.setting ?? (kind === 'arena' ? (settingFromArenaName(ctx.file) ?? '') : '');
  if (kind === 'arena' && setting === '') return false;
  const state = newState(ctx, setting);
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    const from =
      options.splitFrom ??
      (size >= SPLIT_MIN_BYTES && availableParallelism() >= 2 ? Math.floor(size / 2) : Infinity);
    let second: SecondPart | undefined;
    const range: ScanRange = { from: 0, stop: Infinity };
    range.header = (cells: string[]): Layout | undefined => {
      // The header, as the streamed table takes it; a layout it does not fit is the full reader's to report.
      const columns = columnIndex(cells, BOTCHAT_COLUMNS.pair);
      if (columns.missing.length > 0 || delimiterFinding(cells, ctx.file, '\t')) return undefined;
      const layout = { width: cells.length, index: columns.index };
      // The second part starts on the other core as soon as the header is known, at a row start near the middle.
      if (from < size) range.stop = findRowStart(fd, from, layout);
      if (range.stop < size) second = startSecondPart(path, range.stop, layout);
      return layout;
    };
    try {
      const mine = scanRows(fd, range);
      const split = range.stop;
      if (!mine.ok || !takeRows(mine, 1, state)) return false;
      if (mine.end === split && split !== Infinity) {
        // The first part ended where the second began: its rows follow, their lines after the first part's.
        const taken = second?.take();
        const theirs = taken ?? scanRows(fd, { from: split, stop: Infinity, layout: mine.layout });
        if (!theirs.ok || !takeRows(theirs, 1 + mine.lines, state)) return false;
        options.threads?.(taken ? 2 : 1);
      } else options.threads?.(1);
    } finally {
      second?.close();
    }
  } finally {
    closeSync(fd);
  }
  commit(ctx, state);
  return true;
}

/** A part of the file scanned by a worker thread. */
interface SecondPart {
  /** Its scan, once the worker answers; undefined when it failed or stalled (the part is then scanned here). */
  take(): Scanned | undefined;
  close(): void;
}

/** The shared words: [0] 1 when the worker answered, [1] blocks it has read. */
const DONE = 0;

function startSecondPart(path: string, from: number, layout: Layout): SecondPart | undefined {
  const { port1, port2 } = new MessageChannel();
  const shared = new Int32Array(new SharedArrayBuffer(8));
  let worker: Worker | undefined;
  try {
    worker = new Worker(new URL('./pairEvalWorker.ts', import.meta.url), {
      workerData: { path, from, layout, reply: port2, shared },
      transferList: [port2],
    });
  } catch {
    return undefined;
  }
  // An error (its modules do not load) is seen as a stall: the part is scanned here.
  worker.on('error', () => undefined);
  worker.unref();
  return {
    take() {
      let seen = -1;
      while (Atomics.load(shared, DONE) === 0) {
        const progress = Atomics.load(shared, 1);
        if (progress === seen) break; // No block read in STALL_MS.
        seen = progress;
        Atomics.wait(shared, DONE, 0, STALL_MS);
      }
      return (receiveMessageOnPort(port1)?.message as { scanned?: Scanned } | undefined)?.scanned;
    },
    close() {
      port1.close();
      void worker.terminate();
    },
  };
}

/**
 * A set of 64-bit keys, each given as two 32-bit hashes: `has` says whether a key may have been added before. A
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

  /** True when the key (h1, h2) was added; `add` after it adds it. */
  has(h1: number, h2: number): boolean {
    this.#h1 = h1;
    // (0, 0) is the empty mark: a key (0, 0) is kept as (0, 1).
    this.#h2 = h1 === 0 && h2 === 0 ? 1 : h2;
    this.#free = this.#slot();
    return this.#free < 0;
  }

  /** Adds the key `has` was last asked about (when it was not there). */
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
  /** Model names met, with the id each resolves to (undefined: unknown). */
  names: Map<string, string | undefined>;
  /** The cmp_index values met (a repeat, rejected by the full reader with its first line: the full read). */
  seen: HashSet;
  /** The records' identities met (a repeat, which the ledger would drop: the full read). */
  identities: HashSet;
  /** Small numbers for model ids, for the counts' keys. */
  modelNumber: Map<string, number>;
  /** Small numbers for model ids, for the identities' hashes (not bounded by MAX_MODELS). */
  idNumber: Map<string, number>;
  counts: Map<number, PairJudgment>;
  /** Each used row's record key, in line order (order in PairJudgment, for Elo). */
  seq: number[];
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
    idNumber: new Map(),
    counts: new Map(),
    seq: [],
  };
}

/**
 * The scanned rows of one part, in order, as readBotchatPairEval takes them: each used (counted), rejected or noted,
 * with its line (`lineBase` + the line in the part). False when a row's record would meet one read before (the
 * ledger) or its cmp_index repeats one: the full read.
 */
function takeRows(s: Scanned, lineBase: number, st: State): boolean {
  const d = s.data;
  const local = st.local;
  // The id of each of the part's names, resolved at its first use, in file order (as the one-thread read does).
  const ids: (string | undefined)[] = [];
  const resolved = new Uint8Array(s.names.length);
  const idOf = (k: number) => {
    if (resolved[k] === 0) {
      resolved[k] = 1;
      const text = s.names[k]!;
      let id = st.names.get(text);
      if (id === undefined && !st.names.has(text)) st.names.set(text, (id = local.registry.resolve(text)));
      ids[k] = id;
    }
    return ids[k];
  };
  // Each name's numbers once its id has them (a map lookup per name, not per row).
  const idNumbers = new Int32Array(s.names.length).fill(-1);
  const modelNumbers = new Int32Array(s.names.length).fill(-1);
  const idNum = (k: number, id: string) =>
    idNumbers[k]! >= 0 ? idNumbers[k]! : (idNumbers[k] = idNumber(st, id));
  const modelNum = (k: number, id: string) =>
    modelNumbers[k]! >= 0 ? modelNumbers[k]! : (modelNumbers[k] = modelNumber(st, id));
  for (let r = 0, o = 0; r < s.rows; r++, o += FIELDS) {
    const line = lineBase + d[o + F_LINE]!;
    const a = d[o + F_A]!;
    const b = d[o + F_B]!;
    const A = idOf(a);
    const B = idOf(b);
    if (A === undefined || B === undefined) {
      const col = A === undefined ? 'A' : 'B';
      reject(local, { line, column: col }, unknownModel(local, s.names[col === 'A' ? a : b]!));
      continue;
    }
    if (A === B && A !== GROUND_TRUTH) {
      reject(
        local,
        { line, column: 'B' },
        `a model compared with itself (${quote(s.names[a]!)} vs ${quote(s.names[b]!)})`,
      );
      continue;
    }
    const flags = d[o + F_FLAGS]!;
    // A cmp_index met before (or one with the same hashes): the full reader rejects it with its first line.
    if (flags & HAS_CMP && st.seen.has(d[o + F_CMP]!, d[o + F_CMP + 1]!)) return false;
    const chats = d[o + F_CHATS]!;
    if (chats !== 0) {
      reject(
        local,
        { line, column: chats === 1 ? 'conversation1' : 'conversation2' },
        s.strings[d[o + F_CHATS_REASON]!]!,
      );
      continue;
    }
    if (flags & HAS_CMP) st.seen.add();
    const problem = d[o + F_PROBLEM]!;
    if (problem >= 0)
      note(local, { line, column: 'gpt4' }, 'unparsed-judge', s.problems[problem]!, s.problems[problem + 1]);
    const isGt = A === GROUND_TRUTH || B === GROUND_TRUTH;
    if (flags & HAS_SEED) {
      // The record's identity (kind, seed, model 1, model 2) as two hashes: the seed's, mixed with the rest.
      const i1 = idNum(a, A);
      const i2 = idNum(b, B);
      const h1 = mix(d[o + F_SEED]! ^ Math.imul(i1 + 1, 0x9e3779b1), i2 * 2 + (isGt ? 1 : 0));
      const h2 = mix(d[o + F_SEED + 1]! ^ Math.imul(i2 + 1, 0x85ebca6b), i1 * 2 + (isGt ? 1 : 0));
      if (st.identities.has(h1, h2)) return false;
      st.identities.add();
    }
    // More models than the keys hold (never in BotChat's files): the full read.
    if (st.modelNumber.size >= MAX_MODELS - 1) return false;
    const outcome = d[o + F_OUTCOME]!;
    const key = ((modelNum(a, A) * MAX_MODELS + modelNum(b, B)) * 2 + (isGt ? 1 : 0)) * 8 + outcome;
    const rec = st.counts.get(key);
    if (rec) rec.weight!++;
    else
      st.counts.set(key, {
        benchmark: BOTCHAT,
        kind: isGt ? 'gt' : 'arena',
        setting: isGt ? '' : st.setting,
        judge: st.judge,
        seed: '',
        model1: A,
        model2: B,
        outcome: OUTCOMES[outcome]!,
        reason: '',
        raw: '',
        weight: 1,
        source: { file: st.ctx.file, line },
      });
    st.seq.push(key);
    rowUsed(local);
  }
  return true;
}

/** A 32-bit hash of x and y (a step of MurmurHash3's finalizer after the two are combined). */
function mix(x: number, y: number): number {
  let h = Math.imul(x ^ (y + 0x7f4a7c15), 0xcc9e2d51);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  return h ^ (h >>> 13);
}

/** Models the counts' keys can tell apart. */
const MAX_MODELS = 4096;

function modelNumber(st: State, id: string): number {
  let n = st.modelNumber.get(id);
  if (n === undefined) st.modelNumber.set(id, (n = st.modelNumber.size));
  return n;
}

function idNumber(st: State, id: string): number {
  let n = st.idNumber.get(id);
  if (n === undefined) st.idNumber.set(id, (n = st.idNumber.size));
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
