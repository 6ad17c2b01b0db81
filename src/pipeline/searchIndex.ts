// The site's search index (Pagefind), in parts (src/site/searchShards.ts, docs/decisions/0107): the main index
// of every page but the conversation pages, and one shard per group of conversation pages. A part whose pages are
// the same as at the last build (by the pages' keys for conversation pages, by the bytes of the HTML for the
// rest, which are rendered every build) is linked from the last output (the live site, left whole) instead of
// being indexed again.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SHARDS_DIR, searchShards } from '../site/searchShards.ts';
import { hashOf } from './inputCache.ts';
import { onInterrupt } from './interrupts.ts';
import { filesUnder, linkFiles } from './outputStaging.ts';
import { stamped } from './pageCache.ts';

/** Top-level folders of a built site that hold no page of the main index. */
const NOT_PAGES = new Set(['c', 'pagefind', SHARDS_DIR, '_assets', 'data']);
/** The entry file of every Pagefind index, rewritten whenever the index is: its fingerprint stands for the part. */
const ENTRY = 'pagefind-entry.json';
/** Indexes built at once (each part is its own index in Pagefind's one process). */
const AT_ONCE = 2;

/** Pages handed to Pagefind before their answers are awaited (its process takes them in the order sent). */
const IN_FLIGHT = 64;

/** Every HTML file of the built site outside the conversation pages, site-relative with '/', sorted. */
async function mainPages(outDir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (rel: string): Promise<void> => {
    const entries = await readdir(join(outDir, rel), { withFileTypes: true });
    for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (!(rel === '' && NOT_PAGES.has(e.name))) await walk(r);
      } else if (e.name.endsWith('.html')) out.push(r);
    }
  };
  await walk('');
  return out;
}

interface Part {
  name: string;
  /** Where it is written, relative to the site. */
  dir: string;
  key: string;
  /** The pages' files, site-relative. */
  files: string[];
}

/** How far the indexing is: parts written and pages handed to Pagefind, of those to index (kept parts aside). */
export interface SearchIndexProgress {
  parts: { done: number; total: number };
  pages: { done: number; total: number };
}

export interface SearchIndexResult {
  /** Each part's key with its entry file's fingerprint (pageCache.stamped), by name, for the next build. */
  keys: Record<string, string>;
  indexed: { parts: number; pages: number };
  reused: { parts: number; pages: number };
}

/**
 * Writes the search index of the site in `outDir`. `pageKeys` are the conversation pages' keys (pageCache.ts);
 * `previous` is the last output and its parts' keys, when the last build's pages were kept. `onProgress` is told
 * after each batch of pages and each part.
 */
export async function writeSearchIndex(
  outDir: string,
  pageKeys: ReadonlyMap<string, string>,
  previous: { dir: string; keys: Record<string, string> } | undefined,
  onProgress?: (progress: SearchIndexProgress) => void,
): Promise<SearchIndexResult> {
  // The main index: the pages outside the conversation pages, by top-level folder; a folder none of whose pages
  // is searchable (their main has no data-pagefind-body: seed pages) is left out, which leaves Pagefind's output
  // the same and spares it reading them.
  const byFolder = new Map<string, { files: string[]; searchable: boolean }>();
  const digests = new Map<string, string>();
  for (const f of await mainPages(outDir)) {
    const text = await readFile(join(outDir, f), 'utf8');
    const folder = f.includes('/') ? f.slice(0, f.indexOf('/')) : '';
    const entry = byFolder.get(folder) ?? { files: [], searchable: false };
    byFolder.set(folder, entry);
    entry.files.push(f);
    // The page's own main element, not text quoted in it (page text is escaped: no raw `<main` in it).
    entry.searchable ||= /\sdata-pagefind-body[\s=>]/.test(/<main\b[^>]*>/.exec(text)?.[0] ?? '');
    digests.set(f, createHash('sha256').update(text).digest('hex'));
  }
  const kept = [...byFolder].filter(([, e]) => e.searchable);
  const files = kept.flatMap(([, e]) => e.files);
  const h = createHash('sha256');
  for (const f of files) h.update(f).update('\0').update(digests.get(f)!).update('\0');
  const parts: Part[] = [
    {
      name: 'main',
      dir: 'pagefind',
      key: h.digest('hex'),
      files,
    },
    ...searchShards([...pageKeys.keys()].map((path) => ({ path }))).map((s) => ({
      name: `shard:${s.name}`,
      dir: `${SHARDS_DIR}/${s.name}`,
      key: hashOf(s.paths.map((p) => [p, pageKeys.get(p)])),
      files: s.paths.map((p) => `${p}/index.html`),
    })),
  ];
  const result: SearchIndexResult = {
    keys: {},
    indexed: { parts: 0, pages: 0 },
    reused: { parts: 0, pages: 0 },
  };
  const todo: Part[] = [];
  for (const p of parts) {
    const from = previous ? join(previous.dir, ...p.dir.split('/')) : '';
    if (
      previous &&
      previous.keys[p.name] !== undefined &&
      previous.keys[p.name] === stamped(p.key, join(from, ENTRY))
    ) {
      await linkFiles(from, join(outDir, ...p.dir.split('/')), await filesUnder(from));
      result.reused.parts++;
      result.reused.pages += p.files.length;
    } else todo.push(p);
  }
  const stamp = () => {
    for (const p of parts) {
      const s = stamped(p.key, join(outDir, ...p.dir.split('/'), ENTRY));
      if (s !== undefined) result.keys[p.name] = s;
    }
    return result;
  };
  if (todo.length === 0) return stamp();
  const progress: SearchIndexProgress = {
    parts: { done: 0, total: todo.length },
    pages: { done: 0, total: todo.reduce((n, p) => n + p.files.length, 0) },
  };
  const tell = onProgress && (() => onProgress(progress));
  tell?.();
  const pagefind = await import('pagefind');
  // Pagefind runs in its own process: an interrupted build stops it before its folder goes.
  const forget = onInterrupt(async () => void (await pagefind.close()));
  try {
    const next = todo.values();
    const worker = async (): Promise<void> => {
      for (let p = next.next(); !p.done; p = next.next()) {
        await indexPart(pagefind, outDir, p.value, (pages) => {
          progress.pages.done += pages;
          tell?.();
        });
        progress.parts.done++;
        tell?.();
      }
    };
    await Promise.all(Array.from({ length: Math.min(AT_ONCE, todo.length) }, worker));
  } finally {
    forget();
    await pagefind.close();
  }
  result.indexed.parts = todo.length;
  result.indexed.pages = todo.reduce((n, p) => n + p.files.length, 0);
  return stamp();
}

/**
 * Indexes one part's pages, in their order, and writes the index. The pages are handed over with their text, not as
 * a folder to walk: Pagefind numbers pages in the order it meets them, and a folder's order is the file system's
 * (creation order on tmpfs, a hash of the name on ext4), so a walked folder gave another index on another disk.
 */
async function indexPart(
  pagefind: typeof import('pagefind'),
  outDir: string,
  part: Part,
  added: (pages: number) => void,
): Promise<void> {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`search index ${part.name}: Pagefind could not start: ${errors.join('; ')}`);
  for (let at = 0; at < part.files.length; at += IN_FLIGHT) {
    const batch = part.files.slice(at, at + IN_FLIGHT);
    const texts = await Promise.all(batch.map((f) => readFile(join(outDir, f), 'utf8')));
    const answers = await Promise.all(
      batch.map((f, i) => index.addHTMLFile({ sourcePath: f, content: texts[i]! })),
    );
    answers.forEach((a, i) => {
      if (a.errors.length > 0)
        throw new Error(`search index ${part.name}: ${batch[i]}: ${a.errors.join('; ')}`);
    });
    added(batch.length);
  }
  const written = await index.writeFiles({ outputPath: join(outDir, ...part.dir.split('/')) });
  if (written.errors.length > 0) throw new Error(`search index ${part.name}: ${written.errors.join('; ')}`);
  // Pagefind's process keeps an index until it is deleted: without this it held every part at once.
  await index.deleteIndex();
}
