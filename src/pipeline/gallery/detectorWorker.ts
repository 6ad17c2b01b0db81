// The second thread of the gallery detectors (detectorPool.ts): runs detectBadCases on the conversations it is
// sent, with the token counts it is sent (the main thread's, so both threads count alike), and answers on its
// port, then wakes the main thread, which waits for it without an event loop.
import { parentPort, type MessagePort } from 'node:worker_threads';
import { detectBadCases } from '../../detect/detectBadCases.ts';
import { createTokenCounter } from '../../stats/tokens.ts';
import type { DetectorJob } from './detectorPool.ts';

interface Request {
  jobs: DetectorJob[];
  counts: Record<string, number>;
  reply: MessagePort;
  done: Int32Array;
}

parentPort!.on('message', ({ jobs, counts, reply, done }: Request) => {
  const counter = createTokenCounter(counts);
  let answer: unknown;
  try {
    answer = {
      tags: jobs.map(([input, o]) => detectBadCases(input, { ...o, tokensOf: (t) => counter.count(t) })),
    };
  } catch (e) {
    answer = { error: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  }
  reply.postMessage(answer);
  Atomics.store(done, 0, 1);
  Atomics.notify(done, 0);
});
