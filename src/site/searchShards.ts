// The search index in parts (docs/decisions/0107): every page but the conversation pages in the main index
// (pagefind/), and the conversation pages in shards by benchmark, each benchmark's pages spread over buckets by a
// hash of their folder (`c/<benchmark>/<seed>`: a seed's pages stay together; pagefind-shards/<name>/). The search page merges the shards into the main index in the
// browser (Pagefind's mergeIndex). A shard is indexed again only when one of its pages changed, so an edited
// conversation re-indexes about SHARD_PAGES pages, not the whole site.
import type { ConversationView } from './siteModel.ts';

/** About how many conversation pages one shard holds. */
export const SHARD_PAGES = 1000;
/** At most this many shards per benchmark: the search page loads every shard's index. */
export const MAX_SHARDS_PER_BENCHMARK = 16;
/** Where the shards lie in the built site. */
export const SHARDS_DIR = 'pagefind-shards';

/** FNV-1a, 32 bits: a stable spread of page paths over buckets (not a secret, not a checksum). */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export interface SearchShard {
  /** `<benchmark>-<bucket>`. */
  name: string;
  /** The folders whose pages it holds (each page's parent folder), sorted. */
  folders: string[];
  /** Its pages' paths, sorted. */
  paths: string[];
}

const sorted = (xs: string[]): string[] => xs.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
const parent = (path: string): string => path.slice(0, Math.max(0, path.lastIndexOf('/')));

/** The shards of the conversation pages, in a stable order. */
export function searchShards(conversations: readonly Pick<ConversationView, 'path'>[]): SearchShard[] {
  // The benchmark is the path's second segment (c/<benchmark>/...), already made safe for a path.
  const byBenchmark = new Map<string, Map<string, string[]>>();
  for (const c of conversations) {
    const benchmark = c.path.split('/')[1] ?? '';
    const folders = byBenchmark.get(benchmark) ?? new Map<string, string[]>();
    byBenchmark.set(benchmark, folders);
    const folder = parent(c.path);
    const pages = folders.get(folder);
    if (pages) pages.push(c.path);
    else folders.set(folder, [c.path]);
  }
  const shards: SearchShard[] = [];
  for (const benchmark of sorted([...byBenchmark.keys()])) {
    const folders = byBenchmark.get(benchmark)!;
    const pages = [...folders.values()].reduce((n, ps) => n + ps.length, 0);
    const k = Math.min(MAX_SHARDS_PER_BENCHMARK, Math.max(1, Math.ceil(pages / SHARD_PAGES)));
    const buckets: string[][] = Array.from({ length: k }, () => []);
    for (const folder of folders.keys()) buckets[fnv1a(folder) % k]!.push(folder);
    buckets.forEach((b, i) => {
      if (b.length > 0)
        shards.push({
          name: `${benchmark}-${i}`,
          folders: sorted(b),
          paths: sorted(b.flatMap((f) => folders.get(f)!)),
        });
    });
  }
  return shards;
}
