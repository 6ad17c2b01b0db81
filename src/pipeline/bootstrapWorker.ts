// A worker thread of parallelBootstrap: computes one range of bootstrap rounds and sends the samples back. Its
// work comes as workerData, or, for a worker started before the counts were known (startBootstrapWorkers), as the
// first message.
import { parentPort, workerData } from 'node:worker_threads';
import { bootstrapSamples } from '../stats/bootstrapBradleyTerry.ts';
import type { PairCount } from '../stats/pairCounts.ts';

interface Work {
  counts: PairCount[];
  options: Parameters<typeof bootstrapSamples>[1];
}

function run({ counts, options }: Work): void {
  const samples = bootstrapSamples(counts, options);
  parentPort!.postMessage(
    samples,
    samples.map((s) => s.buffer as ArrayBuffer),
  );
}

if (workerData) run(workerData as Work);
else parentPort!.once('message', (m: Work) => run(m));
