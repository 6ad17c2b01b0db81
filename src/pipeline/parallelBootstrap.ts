// bootstrapBradleyTerry with its rounds split across worker threads. Each round has its own random stream, so
// the result is identical to the single-threaded one, whatever the number of workers.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { bootstrapSamples, summarizeBootstrap, type BootstrapRow } from '../stats/bootstrapBradleyTerry.ts';
import { bradleyTerry, type BradleyTerryOptions } from '../stats/bradleyTerry.ts';
import { BOOTSTRAP_ROUNDS } from '../stats/constants.ts';
import type { PairCount } from '../stats/pairCounts.ts';

/** Below this many judgments a bootstrap is quicker on one thread than the start of a worker. */
export const PARALLEL_BOOTSTRAP_MIN_JUDGMENTS = 200_000;

/**
 * Worker threads started ahead of their work, for parallelBootstrap: a thread takes some 0.1 s to start (its
 * modules load), which a caller can spend reading its data. Each is used once; `close` ends those never used.
 */
export interface StartedWorkers {
  workers: Worker[];
  close(): void;
}

/** Starts `n` bootstrap worker threads that wait for their rounds (see StartedWorkers). */
export function startBootstrapWorkers(n = Math.min(2, availableParallelism()) - 1): StartedWorkers {
  const workers: Worker[] = [];
  for (let k = 0; k < n; k++) {
    const w = new Worker(WORKER, { workerData: null });
    // A thread that failed to start is left out (a new one is started for its rounds).
    w.on('error', () => {});
    w.once('exit', () => {
      const i = workers.indexOf(w);
      if (i >= 0) workers.splice(i, 1);
    });
    workers.push(w);
  }
  return { workers, close: () => workers.splice(0).forEach((w) => void w.terminate()) };
}

const WORKER = new URL('./bootstrapWorker.ts', import.meta.url);

/**
 * The bootstrap of bootstrapBradleyTerry, its rounds split into `workers` ranges computed in worker threads
 * (the main thread computes the first range); or into one range per started worker and one for the main thread.
 * Same arguments, same result.
 */
export async function parallelBootstrap(
  counts: readonly PairCount[],
  options: BradleyTerryOptions & { rounds?: number; seed: number },
  workers: number | StartedWorkers = Math.min(2, availableParallelism()),
): Promise<BootstrapRow[]> {
  const started = typeof workers === 'number' ? undefined : workers.workers.splice(0);
  const threads = started ? started.length + 1 : (workers as number);
  const rounds = options.rounds ?? BOOTSTRAP_ROUNDS;
  if (!Number.isInteger(rounds) || rounds < 1)
    throw new Error(`parallelBootstrap requires at least one round (got ${rounds})`);
  const point = bradleyTerry(counts, options);
  const parts = Math.max(1, Math.min(threads, rounds));
  // Started threads with no rounds to compute are ended.
  for (const w of started?.slice(parts - 1) ?? []) void w.terminate();
  const bounds = Array.from({ length: parts + 1 }, (_, k) => Math.round((k * rounds) / parts));
  const pieces = bounds.slice(1).map((to, k) => ({ ...options, from: bounds[k]!, to }));
  const remote = pieces.slice(1).map(
    (piece, k) =>
      new Promise<Float64Array[]>((resolve, reject) => {
        const ready = started?.[k];
        if (ready) ready.postMessage({ counts, options: piece });
        const w = ready ?? new Worker(WORKER, { workerData: { counts, options: piece } });
        w.once('message', (m: Float64Array[]) => resolve(m));
        w.once('error', reject);
        w.once('exit', (code) => {
          if (code !== 0) reject(new Error(`bootstrap worker stopped with exit code ${code}`));
        });
      }),
  );
  const first = bootstrapSamples(counts, pieces[0]!);
  const rest = await Promise.all(remote);
  const samples = first.map((s, k) => {
    const all = new Float64Array(rounds);
    all.set(s, 0);
    let at = s.length;
    for (const r of rest) {
      all.set(r[k]!, at);
      at += r[k]!.length;
    }
    return all;
  });
  return summarizeBootstrap(counts, point, samples);
}
