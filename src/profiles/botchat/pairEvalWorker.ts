// The second thread of the fast GTEval reader (fastPairEval.ts, decision 0171): scans the file from a row start to
// its end (pairEvalScan.ts) and answers with the scan on its port (its numbers moved, not copied), then wakes the
// main thread, which waits for it without an event loop. On an error it answers nothing: the main thread scans the
// part itself.
import { closeSync, openSync } from 'node:fs';
import { workerData, type MessagePort } from 'node:worker_threads';
import { scanRows, type Layout } from './pairEvalScan.ts';

interface Job {
  path: string;
  from: number;
  layout: Layout;
  reply: MessagePort;
  /** [0] 1 when answered, [1] blocks read. */
  shared: Int32Array;
}

const { path, from, layout, reply, shared } = workerData as Job;
try {
  const fd = openSync(path, 'r');
  try {
    const scanned = scanRows(fd, { from, stop: Infinity, layout, progress: shared });
    reply.postMessage({ scanned }, [scanned.data.buffer as ArrayBuffer]);
  } finally {
    closeSync(fd);
  }
} catch {
  reply.postMessage({});
} finally {
  Atomics.store(shared, 0, 1);
  Atomics.notify(shared, 0);
  reply.close();
}
