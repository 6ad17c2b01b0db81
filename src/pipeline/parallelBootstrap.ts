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
 * The bootstrap of bootstrapBradleyTerry, its rounds split into `workers` ranges computed in worker threads
 * (the main thread computes the first range). Same arguments, same result.
 */
export async function parallelBootstrap(
  counts: readonly PairCount[],
  options: BradleyTerryOptions & { rounds?: number; seed: number },
  workers = Math.min(2, availableParallelism()),
): Promise<BootstrapRow[]> {
  const rounds = options.rounds ?? BOOTSTRAP_ROUNDS;
  if (!Number.isInteger(rounds) || rounds < 1)
    throw new Error(`parallelBootstrap requires at least one round (got ${rounds})`);
  const point = bradleyTerry(counts, options);
  const parts = Math.max(1, Math.min(workers, rounds));
  const bounds = Array.from({ length: parts + 1 }, (_, k) => Math.round((k * rounds) / parts));
  const pieces = bounds.slice(1).map((to, k) => ({ ...options, from: bounds[k]!, to }));
  const remote = pieces.slice(1).map(
    (piece) =>
      new Promise<Float64Array[]>((resolve, reject) => {
        const w = new Worker(new URL('./bootstrapWorker.ts', import.meta.url), {
          workerData: { counts, options: piece },
        });
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
