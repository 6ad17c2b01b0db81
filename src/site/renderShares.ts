// Which Astro process renders each keyed page when several share them (docs/decisions/0172). The conversation pages
// go by search shard (searchShards.ts), whole shards to one process, so that a process's end completes its shards'
// pages and the build can index them while the other process still renders; then the seed pages and the filtered
// gallery pages, one at a time, each to the process with the fewest pages so far. Every keyed page is rendered by
// one process only; the pages without keys by each process alike (the second's copies are dropped). loadSite (in
// Astro) and the build (buildEffects.ts) compute the shares with this one function from the same site model.
import { searchShards } from './searchShards.ts';

/** The process with the fewest pages so far (the lowest number among equals). */
function lightest(loads: readonly number[]): number {
  let best = 0;
  for (let k = 1; k < loads.length; k++) if (loads[k]! < loads[best]!) best = k;
  return best;
}

/**
 * Each keyed page's process (0 to n - 1), by path. `conversations`, `seeds` and `gallery` are every such page's path
 * (the shards are those of all the conversation pages, as the search index cuts them); `render`, when given, the
 * pages this build renders (the others are kept from the last build and get no share).
 * @throws Error when n is not a whole number >= 1.
 * @example renderShares(['c/b/1/x', 'c/b/2/x'], ['s/b/1'], [], undefined, 2) // each shard and the seed page spread
 */
export function renderShares(
  conversations: readonly string[],
  seeds: readonly string[],
  gallery: readonly string[],
  render: ReadonlySet<string> | undefined,
  n: number,
): Map<string, number> {
  if (!Number.isInteger(n) || n < 1) throw new Error(`renderShares requires n >= 1 processes (got ${n})`);
  const share = new Map<string, number>();
  const loads = Array.from({ length: n }, () => 0);
  const rendered = (p: string) => !render || render.has(p);
  const shards = searchShards(conversations.map((path) => ({ path })))
    .map((s) => s.paths.filter(rendered))
    .map((paths, i) => ({ paths, i }))
    // The largest first (the earlier shard among equals): the greedy spread then ends most even.
    .sort((a, b) => b.paths.length - a.paths.length || a.i - b.i);
  for (const { paths } of shards) {
    if (paths.length === 0) continue;
    const k = lightest(loads);
    for (const p of paths) share.set(p, k);
    loads[k]! += paths.length;
  }
  for (const p of [...seeds, ...gallery].filter(rendered)) {
    const k = lightest(loads);
    share.set(p, k);
    loads[k]!++;
  }
  return share;
}
