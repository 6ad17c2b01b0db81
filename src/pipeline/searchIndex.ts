// The site's search index (Pagefind), in parts (src/site/searchShards.ts, docs/decisions/0107 and 0165): the main
// index of the pages rendered every build, the filtered gallery pages' part, and one shard per group of
// conversation pages. A part whose pages are the same as at the last build (by the pages' keys for keyed pages, by
// the bytes of the HTML for the rest, which are rendered every build) is linked from the last output (the live
// site, left whole) instead of being indexed again.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { SHARDS_DIR, searchParts } from '../site/searchShards.ts';
import { hashOf } from './inputCache.ts';
import { onInterrupt } from './interrupts.ts';
import { filesUnder, linkFiles } from './outputStaging.ts';
import { stamped } from './pageCache.ts';
import type { Part } from './searchIndexPart.ts';
import type { PagesReady } from './buildEffects.ts';

/** Top-level folders of a built site that hold no page of the main index. */
const NOT_PAGES = new Set(['c', 'pagefind', SHARDS_DIR, '_assets', 'data']);
/** The entry file of every Pagefind index, rewritten whenever the index is: its fingerprint stands for the part. */
const ENTRY = 'pagefind-entry.json';
/** Indexes built at once (each part is its own index in Pagefind's one process). */
const AT_ONCE = 2;

/**
 * Every HTML file of the built site outside the conversation pages and the `apart` files (the other parts' pages),
 * site-relative with '/', sorted.
 */
async function mainPages(outDir: string, apart: ReadonlySet<string>): Promise<string[]> {
  const out: string[] = [];
  const walk = async (rel: string): Promise<void> => {
    const entries = await readdir(join(outDir, rel), { withFileTypes: true });
    for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (!(rel === '' && NOT_PAGES.has(e.name))) await walk(r);
      } else if (e.name.endsWith('.html') && !apart.has(r)) out.push(r);
    }
  };
  await walk('');
  return out;
}

/** How far the indexing is: parts written and pages handed to Pagefind, of those to index (kept parts aside). */
export interface SearchIndexProgress {
  parts: { done: number; total: number };
  pages: { done: number; total: number };
}

export interface SearchIndexResult {
  /** Each part's key with its entry file's fingerprint (pageCache.stamped), by name, for the next build. */
  keys: Record<string, string>;
  /** The parts indexed (their names: `main`, `shard:<name>`) and their pages, and the parts kept. */
  indexed: { parts: number; pages: number; names: string[] };
  reused: { parts: number; pages: number };
}

/**
 * Writes the search index of the site in `outDir`. `pageKeys` are the conversation pages' keys and `galleryKeys` the
 * filtered gallery pages' (pageCache.ts), each by path; `previous` is the last output and its parts' keys, when the
 * last build's pages were kept. `onProgress` is told after each batch of pages and each part. `ready`, when given,
 * says when the pages are in place: the main index waits for the pages without keys, each keyed part for its own
 * pages, and the threads take the parts in order of those ready (decision 0172); absent, every page is in place.
 */
export async function writeSearchIndex(
  outDir: string,
  pageKeys: ReadonlyMap<string, string>,
  galleryKeys: ReadonlyMap<string, string>,
  previous: { dir: string; keys: Record<string, string> } | undefined,
  onProgress?: (progress: SearchIndexProgress) => void,
  ready?: PagesReady,
): Promise<SearchIndexResult> {
  await ready?.shared();
  // The parts of keyed pages: the filtered gallery pages' (every one searchable: they are rendered by one route
  // with the frame's data-pagefind-body) and the conversation shards, each keyed on its pages' keys.
  const pathsOf = new Map<string, readonly string[]>();
  const keyedParts = searchParts(
    [...pageKeys.keys()].map((path) => ({ path })),
    [...galleryKeys.keys()],
  ).map((s): Part => {
    pathsOf.set(`shard:${s.name}`, s.paths);
    return {
      name: `shard:${s.name}`,
      dir: s.dir,
      key: hashOf(s.paths.map((p) => [p, pageKeys.get(p) ?? galleryKeys.get(p)])),
      files: s.paths.map((p) => `${p}/index.html`),
    };
  });
  // The main index: the other pages (rendered every build), by top-level folder; a folder none of whose pages is
  // searchable (their main has no data-pagefind-body: seed pages) is left out, which leaves Pagefind's output the
  // same and spares it reading them.
  const byFolder = new Map<string, { files: string[]; searchable: boolean }>();
  const digests = new Map<string, string>();
  for (const f of await mainPages(outDir, new Set([...galleryKeys.keys()].map((p) => `${p}/index.html`)))) {
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
  const parts: Part[] = [{ name: 'main', dir: 'pagefind', key: h.digest('hex'), files }, ...keyedParts];
  const result: SearchIndexResult = {
    keys: {},
    indexed: { parts: 0, pages: 0, names: [] },
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
  // Each thread runs a Pagefind process of its own: one process takes pages one at a time on one core.
  const threads = Array.from({ length: Math.min(AT_ONCE, todo.length) }, () => startIndexThread());
  // An interrupted build stops the threads, and with them their Pagefind processes, before its folder goes.
  const forget = onInterrupt(async () => void (await Promise.all(threads.map((t) => t.stop()))));
  try {
    // Each part once its pages are in place (the main index's are: they came with the site folder), the first
    // ready in the parts' order; each part is an index of its own, so the order they are made in changes no byte.
    const waits = todo.map((p) => {
      const paths = pathsOf.get(p.name);
      const w = { part: p, taken: false, ready: !ready || !paths, wait: Promise.resolve() };
      if (!w.ready && ready && paths) {
        w.wait = ready.keyed(paths).then(() => void (w.ready = true));
        // A failed rendering rejects every wait; the one a thread awaits throws, the others are not lost.
        w.wait.catch(() => {});
      }
      return w;
    });
    const worker = async (thread: IndexThread): Promise<void> => {
      for (;;) {
        const open = waits.filter((x) => !x.taken);
        if (open.length === 0) return;
        const w = open.find((x) => x.ready);
        if (!w) {
          await Promise.race(open.map((x) => x.wait));
          continue;
        }
        w.taken = true;
        await thread.index(outDir, w.part, (pages) => {
          progress.pages.done += pages;
          tell?.();
        });
        progress.parts.done++;
        tell?.();
      }
    };
    await Promise.all(threads.map(worker));
  } finally {
    forget();
    await Promise.all(threads.map((t) => t.close()));
  }
  result.indexed.parts = todo.length;
  result.indexed.pages = todo.reduce((n, p) => n + p.files.length, 0);
  result.indexed.names = todo.map((p) => p.name);
  return stamp();
}

interface IndexThread {
  /** Indexes one part on this thread's Pagefind; `added` is told the pages handed over as it goes. */
  index(outDir: string, part: Part, added: (pages: number) => void): Promise<void>;
  /** Closes its Pagefind and ends the thread. */
  close(): Promise<void>;
  /** Kills its Pagefind and ends the thread, not waiting for the part it indexes (an interrupted build). */
  stop(): Promise<void>;
}

/** A thread that indexes parts with a Pagefind process of its own (searchIndexWorker.ts). */
function startIndexThread(): IndexThread {
  const w = new Worker(new URL('./searchIndexWorker.ts', import.meta.url));
  let failed: Error | undefined;
  let waiting: { added: (pages: number) => void; done: () => void; fail: (e: Error) => void } | undefined;
  const fail = (e: Error) => {
    failed ??= e;
    waiting?.fail(e);
    waiting = undefined;
  };
  w.on(
    'message',
    (
      m:
        | { type: 'ready' }
        | { type: 'pages'; pages: number }
        | { type: 'done' }
        | { type: 'error'; message: string },
    ) => {
      if (m.type === 'pages') waiting?.added(m.pages);
      else if (m.type === 'done') {
        const d = waiting;
        waiting = undefined;
        d?.done();
      } else if (m.type === 'error') fail(new Error(m.message));
    },
  );
  w.on('error', (e) => fail(e));
  w.on('exit', (code) => fail(new Error(`search index: the indexing thread ended (exit code ${code})`)));
  const ended = new Promise<void>((resolve) => w.once('exit', () => resolve()));
  return {
    index: (outDir, part, added) =>
      new Promise<void>((done, reject) => {
        if (failed) return reject(failed);
        waiting = { added, done, fail: reject };
        w.postMessage({ type: 'part', outDir, part });
      }),
    close: async () => {
      w.postMessage({ type: 'close' });
      await ended;
    },
    // Its Pagefind is killed (close) so that nothing writes into the staging folder once it goes; a thread that
    // does not end within five seconds is ended.
    stop: async () => {
      w.postMessage({ type: 'close' });
      const late = setTimeout(() => void w.terminate(), 5000);
      await ended;
      clearTimeout(late);
    },
  };
}
