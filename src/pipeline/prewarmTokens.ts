// The cold tokenization on both cores (issue 37, item 4; docs/decisions/0172): before the (synchronous) site model
// counts its chats, the texts its counter does not know yet are counted here, half on this thread and half on a
// worker thread started when the build starts (tokenWorker.ts: its tables load while the data is read), and the
// worker's counts are handed to the counter (learn). A count is a function of its text alone, so
// which thread made it changes nothing the build writes; the token cache file is sorted by key. A worker that fails
// leaves its half to this thread.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { countCl100k } from '../stats/tokens.ts';

/** Below this many texts to count one thread does it: the hand-over would cost more than it saves. */
const MIN_SHARED = 2000;

/** What prewarmTokens needs of the build's counter (stats/tokens.ts createTokenCounter). */
export interface LearningCounter {
  knows(text: string): boolean;
  learn(text: string, n: number): void;
}

/** A thread that counts tokens; undefined on a machine with one core. */
export interface TokenThread {
  /** The texts' counts, in order; rejects when the thread fails. */
  count(texts: readonly string[]): Promise<Int32Array>;
  close(): Promise<void>;
}

/** Starts the token thread when the machine has a second core. */
export function startTokenThread(): TokenThread | undefined {
  if (availableParallelism() < 2) return undefined;
  const w = new Worker(new URL('./tokenWorker.ts', import.meta.url));
  let failed: Error | undefined;
  let waiting: { ok: (c: Int32Array) => void; fail: (e: Error) => void } | undefined;
  const fail = (e: Error) => {
    failed ??= e;
    waiting?.fail(e);
    waiting = undefined;
  };
  w.on('message', (counts: Int32Array) => {
    const got = waiting;
    waiting = undefined;
    w.unref();
    got?.ok(counts);
  });
  w.on('error', fail);
  w.on('exit', (code) => fail(new Error(`token counts: the counting thread ended (exit code ${code})`)));
  // Idle, the thread does not keep the process alive; asked, it does: the build awaits its answer with nothing
  // else pending, and an unreferenced thread would let Node end the process there (exit 0, no site).
  w.unref();
  return {
    count: (texts) =>
      new Promise<Int32Array>((ok, reject) => {
        if (failed) return reject(failed);
        waiting = { ok, fail: reject };
        w.ref();
        w.postMessage(texts);
      }),
    close: async () => {
      await w.terminate();
    },
  };
}

/**
 * Counts every text of `texts` that `counter` does not know, half here and half on `thread` (when given and there
 * are at least `minShared` of them); returns how many texts were counted (each distinct text once).
 * @example await prewarmTokens(['Hello there!'], counter) // 1; counter.count('Hello there!') is then a lookup
 */
export async function prewarmTokens(
  texts: Iterable<string>,
  counter: LearningCounter,
  thread?: TokenThread,
  minShared = MIN_SHARED,
): Promise<number> {
  const todo = new Set<string>();
  for (const t of texts) if (!todo.has(t) && !counter.knows(t)) todo.add(t);
  const entries = [...todo];
  // Counted here or there, every count is learned: the build's log calls reused only the counts of earlier builds.
  const here = (list: readonly string[]) => {
    for (const t of list) counter.learn(t, countCl100k(t));
  };
  if (!thread || entries.length < minShared) {
    here(entries);
    return entries.length;
  }
  const half = Math.floor(entries.length / 2);
  const theirs = entries.slice(half);
  const answer = thread.count(theirs).then(
    (counts) => counts,
    () => undefined,
  );
  here(entries.slice(0, half));
  const counts = await answer;
  if (counts?.length === theirs.length) theirs.forEach((t, i) => counter.learn(t, counts[i]!));
  else here(theirs);
  return entries.length;
}
