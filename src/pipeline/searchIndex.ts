// The site's search index (Pagefind), in parts (src/site/searchShards.ts, docs/decisions/0107): the main index
// of every page but the conversation pages, and one shard per group of conversation pages. A part whose pages are
// the same as at the last build (by the pages' keys for conversation pages, by the bytes of the HTML for the
// rest, which are rendered every build) is moved over from the last output instead of being indexed again.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { SHARDS_DIR, searchShards } from '../site/searchShards.ts';
import { hashOf } from './inputCache.ts';
import { stamped } from './pageCache.ts';

/** Top-level folders of a built site that hold no page of the main index. */
const NOT_PAGES = new Set(['c', 'pagefind', SHARDS_DIR, '_assets', 'data']);
/** The entry file of every Pagefind index, rewritten whenever the index is: its fingerprint stands for the part. */
const ENTRY = 'pagefind-entry.json';
/** Indexes built at once (each part is its own index in Pagefind's one process). */
const AT_ONCE = 2;

/** Names a glob can hold as they are: Pagefind reads a folder fastest through a glob (addDirectory). */
const PLAIN = /^[A-Za-z0-9._/-]+$/;
const anyOf = (xs: readonly string[]): string => (xs.length === 1 ? xs[0]! : `{${xs.join(',')}}`);

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
  /** A glob matching exactly those files, when their names allow one. */
  glob?: string;
}

export interface SearchIndexResult {
  /** Each part's key with its entry file's fingerprint (pageCache.stamped), by name, for the next build. */
  keys: Record<string, string>;
  indexed: { parts: number; pages: number };
  reused: { parts: number; pages: number };
}

/**
 * Writes the search index of the site in `outDir`. `pageKeys` are the conversation pages' keys (pageCache.ts);
 * `previous` is the last output and its parts' keys, when the last build's pages were kept.
 */
export async function writeSearchIndex(
  outDir: string,
  pageKeys: ReadonlyMap<string, string>,
  previous: { dir: string; keys: Record<string, string> } | undefined,
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
  const folders = kept.map(([f]) => f).filter((f) => f !== '');
  const mainGlob = [
    ...(byFolder.get('')?.searchable ? ['*.html'] : []),
    ...(folders.length ? [`${anyOf(folders)}/**/*.html`] : []),
  ];
  const parts: Part[] = [
    {
      name: 'main',
      dir: 'pagefind',
      key: h.digest('hex'),
      files,
      ...(folders.every((f) => PLAIN.test(f)) && mainGlob.length > 0 ? { glob: anyOf(mainGlob) } : {}),
    },
    ...searchShards([...pageKeys.keys()].map((path) => ({ path }))).map((s) => ({
      name: `shard:${s.name}`,
      dir: `${SHARDS_DIR}/${s.name}`,
      key: hashOf(s.paths.map((p) => [p, pageKeys.get(p)])),
      files: s.paths.map((p) => `${p}/index.html`),
      // A page of the shard is a conversation page whose parent folder is one of the shard's.
      ...(s.folders.every((f) => PLAIN.test(f)) ? { glob: `${anyOf(s.folders)}/*/index.html` } : {}),
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
      const to = join(outDir, ...p.dir.split('/'));
      await mkdir(join(to, '..'), { recursive: true });
      await rename(from, to);
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
  const pagefind = await import('pagefind');
  try {
    const next = todo.values();
    const worker = async (): Promise<void> => {
      for (let p = next.next(); !p.done; p = next.next()) await indexPart(pagefind, outDir, p.value);
    };
    await Promise.all(Array.from({ length: Math.min(AT_ONCE, todo.length) }, worker));
  } finally {
    await pagefind.close();
  }
  result.indexed.parts = todo.length;
  result.indexed.pages = todo.reduce((n, p) => n + p.files.length, 0);
  return stamp();
}

/** Indexes one part's pages, in their order, and writes the index. */
async function indexPart(pagefind: typeof import('pagefind'), outDir: string, part: Part): Promise<void> {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`search index ${part.name}: Pagefind could not start: ${errors.join('; ')}`);
  if (part.glob) {
    const added = await index.addDirectory({ path: outDir, glob: part.glob });
    if (added.errors.length > 0 || added.page_count !== part.files.length)
      throw new Error(
        `search index ${part.name}: ${added.page_count} pages indexed where ${part.files.length} were meant${added.errors.length ? `: ${added.errors.join('; ')}` : ''}`,
      );
  } else
    for (const f of part.files) {
      const content = await readFile(join(outDir, f), 'utf8');
      const added = await index.addHTMLFile({ sourcePath: f, content });
      if (added.errors.length > 0)
        throw new Error(`search index ${part.name}: ${f}: ${added.errors.join('; ')}`);
    }
  const written = await index.writeFiles({ outputPath: join(outDir, ...part.dir.split('/')) });
  if (written.errors.length > 0) throw new Error(`search index ${part.name}: ${written.errors.join('; ')}`);
  // Pagefind's process keeps an index until it is deleted: without this it held every part at once.
  await index.deleteIndex();
}
