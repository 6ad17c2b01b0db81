// The large cached work the page groups declare (PageGroup.cachedWork: today the views' Arena bootstraps) computed
// ahead of the (synchronous) site model, with its rounds split across worker threads, and stored in the input-hash
// cache under the key the group's memo will ask for: the declaration and the memo derive it with one function
// (views/cachedWork.ts), so the two cannot disagree (src/sections/views/viewsGroup.test.ts).
import type { Dataset } from '../records/dataset.ts';
import { PAGE_GROUPS } from '../sections/index.ts';
import type { PageGroup } from '../sections/pageGroup.ts';
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
  groups: readonly PageGroup[] = PAGE_GROUPS,
  workers?: StartedWorkers,
): Promise<number> {
  let done = 0;
  for (const work of groups.flatMap((g) => g.cachedWork?.(data) ?? [])) {
    if (work.judgments < PARALLEL_BOOTSTRAP_MIN_JUDGMENTS || cache.has(work.stage, work.inputs)) continue;
    const { counts, rounds, seed } = work.inputs;
    const ready = workers && workers.workers.length > 0 ? workers : undefined;
    cache.put(work.stage, work.inputs, await parallelBootstrap(counts, { rounds, seed }, ready));
    done++;
  }
  return done;
}
