// The gallery detectors on both cores: a worker thread, started when the build starts (its modules load while the
// data is read), takes half of the conversations. The gallery is computed inside the synchronous site-model step,
// so the main thread runs its half, then waits for the worker's answer with Atomics.wait and takes it with
// receiveMessageOnPort: no event loop needed, and the tags come back in the conversations' order.
import { availableParallelism } from 'node:os';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { detectBadCases, type DetectOptions } from '../../detect/detectBadCases.ts';
import type { DetectorInput, Tag } from '../../detect/tag.ts';

/** What the detectors are handed for one conversation, but the token counter (code). */
export type DetectorJob = readonly [DetectorInput, Omit<DetectOptions, 'tokensOf'>];

/** Below this many conversations one thread does it: the hand-over would cost more than it saves. */
const MIN_SHARED = 400;

export interface DetectorPool {
  /** Each job's tags, in order. */
  detect(jobs: readonly DetectorJob[], tokensOf: (text: string) => number): Tag[][];
  close(): Promise<void>;
}

/** Starts the second thread when the machine has a second core; without one, detect runs on this thread. */
export function startDetectorPool(minShared = MIN_SHARED): DetectorPool {
  const worker =
    availableParallelism() >= 2 ? new Worker(new URL('./detectorWorker.ts', import.meta.url)) : undefined;
  worker?.unref();
  const here = (jobs: readonly DetectorJob[], tokensOf: (text: string) => number) =>
    jobs.map(([input, o]) => detectBadCases(input, { ...o, tokensOf }));
  return {
    detect(jobs, tokensOf) {
      if (!worker || jobs.length < minShared) return here(jobs, tokensOf);
      const half = Math.floor(jobs.length / 2);
      const theirs = jobs.slice(half);
      // The worker counts with this thread's counts of every chat it will look at.
      const counts: Record<string, number> = {};
      for (const [input] of theirs) for (const chat of input.chats) counts[chat] = tokensOf(chat);
      const { port1, port2 } = new MessageChannel();
      const done = new Int32Array(new SharedArrayBuffer(4));
      worker.postMessage({ jobs: theirs, counts, reply: port2, done }, [port2]);
      const mine = here(jobs.slice(0, half), tokensOf);
      Atomics.wait(done, 0, 0);
      const answer = receiveMessageOnPort(port1)?.message as { tags?: Tag[][]; error?: string } | undefined;
      port1.close();
      if (!answer?.tags)
        throw new Error(`the gallery detectors' second thread failed: ${answer?.error ?? 'no answer'}`);
      return [...mine, ...answer.tags];
    },
    async close() {
      await worker?.terminate();
    },
  };
}
