// The gallery detectors on both cores: a worker thread, started when the build starts (its modules load while the
// data is read), takes half of the conversations. The gallery is computed inside the synchronous site-model step,
// so the main thread runs its half, then waits for the worker's answer with Atomics.wait and takes it with
// receiveMessageOnPort: no event loop needed, and the tags come back in the conversations' order. The detectors
// are pure, so when the worker fails or stalls its half is run here instead, with the same result.
import { availableParallelism } from 'node:os';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { detectBadCases, type DetectOptions } from '../../detect/detectBadCases.ts';
import type { DetectorInput, Tag } from '../../detect/tag.ts';
import { textKey } from '../../stats/tokens.ts';

/** What the detectors are handed for one conversation, but the token counter (code). */
export type DetectorJob = readonly [DetectorInput, Omit<DetectOptions, 'tokensOf'>];

/** Below this many conversations one thread does it: the hand-over would cost more than it saves. */
const MIN_SHARED = 400;
/** How long the worker may go without finishing a conversation before its half is run here. */
const STALL_MS = 60_000;

/** The shared words: [0] 1 when the answer is posted, [1] conversations the worker has finished. */
const DONE = 0;
const PROGRESS = 1;

/** Each job's tags, in order, on this thread. */
export function detectAll(jobs: readonly DetectorJob[], tokensOf: (text: string) => number): Tag[][] {
  return jobs.map(([input, o]) => detectBadCases(input, { ...o, tokensOf }));
}

export interface DetectorPool {
  /** Each job's tags, in order. */
  detect(jobs: readonly DetectorJob[], tokensOf: (text: string) => number): Tag[][];
  close(): Promise<void>;
}

/** Starts the second thread when the machine has a second core; without one, detect runs on this thread. */
export function startDetectorPool(minShared = MIN_SHARED): DetectorPool {
  let worker: Worker | undefined =
    availableParallelism() >= 2 ? new Worker(new URL('./detectorWorker.ts', import.meta.url)) : undefined;
  // A worker that fails (its modules do not load, it runs out of memory) is not used again; its half runs here.
  worker?.on('error', () => (worker = undefined));
  worker?.unref();
  const here = detectAll;

  /** The worker's tags for `theirs`, or undefined when it failed or stalled. */
  const ask = (
    w: Worker,
    theirs: readonly DetectorJob[],
    tokensOf: (text: string) => number,
    mine: () => Tag[][],
  ) => {
    // The worker counts with this thread's counts of every chat it will look at (by the counter's own keys).
    const counts: Record<string, number> = {};
    for (const [input] of theirs) for (const chat of input.chats) counts[textKey(chat)] = tokensOf(chat);
    const { port1, port2 } = new MessageChannel();
    const shared = new Int32Array(new SharedArrayBuffer(8));
    w.postMessage({ jobs: theirs, counts, reply: port2, shared }, [port2]);
    const ours = mine();
    let seen = -1;
    while (Atomics.load(shared, DONE) === 0) {
      const progress = Atomics.load(shared, PROGRESS);
      if (progress === seen) break; // No conversation finished in STALL_MS.
      seen = progress;
      Atomics.wait(shared, DONE, 0, STALL_MS);
    }
    const answer = receiveMessageOnPort(port1)?.message as { tags?: Tag[][] } | undefined;
    port1.close();
    return answer?.tags?.length === theirs.length ? { ours, theirs: answer.tags } : { ours };
  };

  return {
    detect(jobs, tokensOf) {
      const w = worker;
      if (!w || jobs.length < minShared) return here(jobs, tokensOf);
      const half = Math.floor(jobs.length / 2);
      const theirs = jobs.slice(half);
      const got = ask(w, theirs, tokensOf, () => here(jobs.slice(0, half), tokensOf));
      if (got.theirs) return [...got.ours, ...got.theirs];
      // Failed or stalled: stop it, and run its half here.
      worker = undefined;
      void w.terminate();
      return [...got.ours, ...here(theirs, tokensOf)];
    },
    async close() {
      await worker?.terminate();
    },
  };
}
