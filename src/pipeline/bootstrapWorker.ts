// A worker thread of parallelBootstrap: computes one range of bootstrap rounds and sends the samples back.
import { parentPort, workerData } from 'node:worker_threads';
import { bootstrapSamples } from '../stats/bootstrapBradleyTerry.ts';
import type { PairCount } from '../stats/pairCounts.ts';

const { counts, options } = workerData as {
  counts: PairCount[];
  options: Parameters<typeof bootstrapSamples>[1];
};
const samples = bootstrapSamples(counts, options);
parentPort!.postMessage(
  samples,
  samples.map((s) => s.buffer as ArrayBuffer),
);
