// Large Arena bootstraps computed ahead of the (synchronous) site model, with their rounds split across worker
// threads, and stored in the input-hash cache under the key buildSiteModel's memo will ask for.
import type { Dataset } from '../records/dataset.ts';
import type { PairJudgment } from '../records/pairJudgment.ts';
import { groupBy } from '../stats/groupBy.ts';
import { pairCounts } from '../stats/pairCounts.ts';
import type { InputCache } from './inputCache.ts';
import {
  parallelBootstrap,
  PARALLEL_BOOTSTRAP_MIN_JUDGMENTS,
  type StartedWorkers,
} from './parallelBootstrap.ts';

/**
 * Returns how many bootstraps were computed here. `workers`: threads started ahead (startBootstrapWorkers), taken by
 * the first bootstrap computed; the others start their own.
 */
export async function prewarmBootstraps(
  data: Dataset,
  cache: InputCache,
  workers?: StartedWorkers,
): Promise<number> {
  const { seed, rounds } = data.manifest.bootstrap;
  const arena = data.pairJudgments.filter((p) => p.kind === 'arena');
  let done = 0;
  // The groups of buildSiteModel: a view per (benchmark, judge), arena judgments by setting.
  for (const [, ps] of groupBy(
    arena,
    (p: PairJudgment) => `${p.benchmark}\u0000${p.judge}\u0000${p.setting}`,
  )) {
    const judgments = ps.reduce((t, p) => t + (p.weight ?? 1), 0);
    if (judgments < PARALLEL_BOOTSTRAP_MIN_JUDGMENTS) continue;
    const counts = pairCounts(ps);
    if (new Set(counts.flatMap((c) => [c.model1, c.model2])).size < 2) continue;
    const key = { counts, rounds, seed };
    if (cache.has('bootstrap', key)) continue;
    const ready = workers && workers.workers.length > 0 ? workers : undefined;
    cache.put('bootstrap', key, await parallelBootstrap(counts, { rounds, seed }, ready));
    done++;
  }
  return done;
}
