// Work the input cache holds, declared with its inputs: the memo's stage and exactly what the computation is handed,
// whose hash is its key. The views ask the memo for it with `memoWork`, and a page group declares the same work
// (PageGroup.cachedWork, src/sections/pageGroup.ts) from the same functions, so that the build can compute the large
// pieces ahead, on several threads, under the key the views then ask for (decision 0167).
import type { PairCount } from '../stats/pairCounts.ts';
import type { Memo } from './viewContext.ts';

/** The bootstrap of an Arena setting's Bradley-Terry ratings: its pair counts, the site's rounds and seed. */
export interface BootstrapWork {
  stage: 'bootstrap';
  inputs: { counts: PairCount[]; rounds: number; seed: number };
  /** How many judgments the counts hold (weights counted), for choosing which work is large. */
  judgments: number;
}

/** Every kind of declared work. */
export type CachedWork = BootstrapWork;

/**
 * The bootstrap work of one setting's counts: the one place its stage and key are spelled.
 * @example bootstrapWork(counts, { seed: 1, rounds: 1000 }).inputs // { counts, rounds: 1000, seed: 1 }
 */
export function bootstrapWork(
  counts: PairCount[],
  settings: { seed: number; rounds: number },
): BootstrapWork {
  let judgments = 0;
  for (const c of counts) judgments += c.wins1 + c.wins2 + c.ties + c.bothbad + c.unparsed;
  return { stage: 'bootstrap', inputs: { counts, rounds: settings.rounds, seed: settings.seed }, judgments };
}

/** The work's value from the memo: stored under the hash of its stage and inputs, or computed. */
export function memoWork<T>(memo: Memo, work: CachedWork, compute: () => T): T {
  return memo(work.stage, work.inputs, compute);
}
