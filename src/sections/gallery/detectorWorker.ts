// The second thread of the gallery detectors (detectorPool.ts): runs detectBadCases on the conversations it is
// sent, with the token counts it is sent (the main thread's, so both threads count alike), counting its progress
// in the shared words, and answers on its port, then wakes the main thread, which waits for it without an event
// loop. On an error it answers nothing: the main thread runs the conversations itself.
import { parentPort, type MessagePort } from 'node:worker_threads';
import type { Tag } from '../../detect/tag.ts';
import { createTokenCounter } from '../../stats/tokens.ts';
import { detectAll, type DetectorJob } from './detectorPool.ts';

interface Request {
  jobs: DetectorJob[];
  counts: Record<string, number>;
  reply: MessagePort;
  /** [0] 1 when answered, [1] conversations done. */
  shared: Int32Array;
}

parentPort!.on('message', ({ jobs, counts, reply, shared }: Request) => {
  try {
    const counter = createTokenCounter(counts);
    const tags: Tag[][] = [];
    for (const job of jobs) {
      tags.push(...detectAll([job], (t) => counter.count(t)));
      Atomics.add(shared, 1, 1);
    }
    reply.postMessage({ tags });
  } catch {
    reply.postMessage({});
  } finally {
    Atomics.store(shared, 0, 1);
    Atomics.notify(shared, 0);
  }
});
