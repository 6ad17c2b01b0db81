// The search index in parts (docs/decisions/0107, 0165): the pages that are rendered every build in the main index
// (pagefind/), the filtered gallery pages in a part of their own (pagefind-shards/gallery/), and the conversation
// pages in shards by benchmark, each benchmark's pages spread over buckets by a hash of their folder
// (`c/<benchmark>/<seed>`: a seed's pages stay together; pagefind-shards/<benchmark>-<n>/). The search page merges
// the parts into the main index in the browser (Pagefind's mergeIndex). A part of keyed pages is indexed again only
// when one of its pages changed, so an edited conversation re-indexes about SHARD_PAGES pages, not the whole site.
import type { ConversationView } from './siteModel.ts';

/** About how many conversation pages one shard holds. */
export const SHARD_PAGES = 1000;
/** At most this many shards per benchmark: the search page loads every shard's index. */
export const MAX_SHARDS_PER_BENCHMARK = 16;
/** Where the shards lie in the built site. */
export const SHARDS_DIR = 'pagefind-shards';
/**
 * The name of the filtered gallery pages' part: a conversation shard's name always ends in `-<n>`, so no benchmark
 * can take it.
 */
export const GALLERY_PART = 'gallery';

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

/** A part of the search index merged into the main index in the browser: its name, its folder, its pages. */
export interface SearchPart {
  name: string;
  /** Where it lies in the built site, without a closing slash (`pagefind-shards/<name>`). */
  dir: string;
  /** Its pages' paths, sorted. */
  paths: string[];
}

/**
 * Every part merged into the main index, in the order the search page merges them: the filtered gallery pages' part
 * (when there is one), then the conversation shards. `galleryPaths` are the filtered gallery pages' paths
 * (pageInputs.galleryPageKey); the build indexes these parts and the search page lists them, from this one list.
 */
export function searchParts(
  conversations: readonly Pick<ConversationView, 'path'>[],
  galleryPaths: readonly string[],
): SearchPart[] {
  const gallery: SearchPart[] =
    galleryPaths.length > 0
      ? [{ name: GALLERY_PART, dir: `${SHARDS_DIR}/${GALLERY_PART}`, paths: sorted([...galleryPaths]) }]
      : [];
  return [
    ...gallery,
    ...searchShards(conversations).map((s) => ({
      name: s.name,
      dir: `${SHARDS_DIR}/${s.name}`,
      paths: s.paths,
    })),
  ];
}
