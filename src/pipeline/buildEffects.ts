// What a build does to the world, passed in (issue 35, docs/decisions/0162), as Observable Framework's
// build(config, effects): the file system it writes to (buildFs.ts), the rendering of the pages (Astro) and the
// search index (Pagefind). `nodeEffects()` are the real ones; test/shared/memoryEffects.ts holds a build's files in a map and
// fakes the two renderers, so the whole pipeline, with its page cache and its output contract, runs in unit tests.
import { spawn } from 'node:child_process';
import { rmSync, statSync } from 'node:fs';
import { copyFile, cp, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteModel } from '../site/siteModel.ts';
import { galleryPageKey } from '../site/pageInputs.ts';
import { renderShares } from '../site/renderShares.ts';
import { RENDER_PART_ENV, SITE_MODEL_ENV, writeSiteModelFile } from '../site/siteModelFile.ts';
import { nodeFs, type BuildFs } from './buildFs.ts';
import { withBuildLock } from './buildLock.ts';
import { pagesWritten, type BuildProgress } from './buildProgress.ts';
import { onInterrupt } from './interrupts.ts';
import { processAlive } from './outputStaging.ts';
import { pageFile } from './pageCache.ts';
import { writeSearchIndex, type SearchIndexProgress, type SearchIndexResult } from './searchIndex.ts';

/** The project root (where astro.config.mjs lives). */
export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** What the build asks of the page renderer: the pages of a site model, written into a folder. */
export interface RenderRequest {
  site: SiteModel;
  /** The folder the pages go into (the staging folder's site/). */
  into: string;
  /** Each keyed page's key (conversation and seed pages, pageCache.ts), by path. */
  keys: ReadonlyMap<string, string>;
  /** The keyed pages to render when the others are kept from the last build; undefined: every page. */
  render: readonly string[] | undefined;
  /** Parley's code version and the base the site is served from. */
  code: string;
  base: string;
  /** The build's cache folder (Astro reads the site model from a file there). */
  cacheDir: string;
  lap: (step: string) => void;
  log: (message: string) => void;
  progress?: (p: BuildProgress) => void;
  /**
   * Told when pages are in `into` before the whole request is done, so that the build indexes them and writes the
   * downloads while the rest still renders: `shared` once the folder holds every page without a key, then the keyed
   * pages (paths) as they land. A renderer may tell nothing: the build takes the request's end for all of them.
   */
  onPlaced?: (placed: { shared: boolean; keyed: readonly string[] }) => void;
}

/**
 * When the pages are in the built site (buildSite's placement): the indexer waits on it for each part. Each promise
 * rejects when the rendering fails.
 */
export interface PagesReady {
  /** The pages without keys are in place (and so is the site folder). */
  shared(): Promise<void>;
  /** These keyed pages (paths) are in place. */
  keyed(paths: readonly string[]): Promise<void>;
}

/** What the build asks of the search indexer (searchIndex.ts says what each field means). */
export interface IndexRequest {
  /** The built site (the staging folder's site/), its pages rendered. */
  into: string;
  /** The conversation pages' keys, by path. */
  pageKeys: ReadonlyMap<string, string>;
  /** The filtered gallery pages' keys, by path (pageInputs.galleryPageKey): a part of their own. */
  galleryKeys: ReadonlyMap<string, string>;
  /** The last output and its parts' keys, when the last build's pages were kept. */
  previous: { dir: string; keys: Record<string, string> } | undefined;
  /** When the pages to index are in place; absent: they all are. */
  ready?: PagesReady;
  onProgress?: (progress: SearchIndexProgress) => void;
}

/** Everything a build does besides computing: where it writes, how pages are rendered, how they are indexed. */
export interface BuildEffects {
  /** The output, staging and cache folders. */
  fs: BuildFs;
  /** Writes every page of the site (or every page but the kept keyed ones) into `into`. */
  renderPages(request: RenderRequest): Promise<void>;
  /** Writes the search index of the pages in `into`; returns its parts' keys for the next build. */
  indexSearch(request: IndexRequest): Promise<SearchIndexResult>;
}

/** The real effects: node:fs, Astro in child processes, Pagefind in worker threads. */
export function nodeEffects(): BuildEffects {
  return {
    fs: nodeFs,
    renderPages: renderWithAstro,
    indexSearch: (r) =>
      writeSearchIndex(r.into, r.pageKeys, r.galleryKeys, r.previous, r.onProgress, r.ready),
  };
}

/**
 * Renders the pages with Astro into `into`: every page but the conversation and seed pages whose key is the last
 * build's (`render` names the keyed ones to render; the build links the others from the live output).
 */
async function renderWithAstro(request: RenderRequest): Promise<void> {
  const { site, into, keys, render, code: version, base, cacheDir, lap, log, progress } = request;
  const modelFile = join(cacheDir, 'site-model.json');
  // Astro moves its assets into the output folder by renaming them from the project's .astro folder: across two
  // file systems that fails (EXDEV), so Astro then renders on the project's own disk and the pages are copied.
  // Many keyed pages to render are shared between two Astro processes (one per core): each renders every page
  // without a key (the same bytes) and its own share of the keyed ones (renderShares.ts), into a folder of its own
  // inside the project (where Astro also keeps its prerender chunks: two processes need two). The first process to
  // end becomes the site (its copies of the pages without keys are the ones kept); each later one's share joins it
  // as it ends, and the build is told (onPlaced), so it indexes and writes the downloads meanwhile (decision 0172).
  const direct = statSync(dirname(into)).dev === statSync(PROJECT_ROOT).dev;
  const parts = renderProcesses(render?.length ?? keys.size);
  await dropStaleRenders();
  const outs =
    direct && parts === 1
      ? [into]
      : Array.from({ length: parts }, (_, k) =>
          join(PROJECT_ROOT, '.astro', `parley-render-${process.pid}-${k}`),
        );
  const ownOuts = outs.filter((o) => o !== into);
  const forgetOuts = onInterrupt(() => {
    for (const o of ownOuts) rmSync(o, { recursive: true, force: true });
  });
  const share = keyedShares(site, render, parts);
  await withBuildLock(
    join(PROJECT_ROOT, '.astro', 'parley-build.lock'),
    async () => {
      // Written under the lock: another build of this checkout with the same cache directory cannot replace it
      // before Astro has read it.
      await writeSiteModelFile(
        modelFile,
        {
          code: version,
          outDir: outs[0]!,
          base,
          ...(render ? { renderPages: [...render] } : {}),
        },
        site,
      );
      lap('site model file');
      progress?.({ stage: 'pages', detail: 'Astro bundles the site' });
      try {
        // Each process counts the pages it writes; the progress line shows their sum.
        const written = outs.map(() => 0);
        // The processes' outputs are placed one at a time, in the order they end.
        let placing: Promise<void> = Promise.resolve();
        let first = true;
        const place = (k: number) =>
          (placing = placing.then(async () => {
            const out = outs[k]!;
            if (first) {
              first = false;
              if (out !== into) {
                if (direct) await rename(out, into);
                else await cp(out, into, { recursive: true });
              }
              request.onPlaced?.({ shared: true, keyed: share[k]! });
            } else {
              await movePages(out, into, share[k]!, direct);
              request.onPlaced?.({ shared: false, keyed: share[k]! });
            }
          }));
        await Promise.all(
          outs.map((out, k) =>
            runAstroBuild(
              modelFile,
              parts === 1 ? {} : { [RENDER_PART_ENV]: `${k}/${parts}`, PARLEY_RENDER_OUT: out },
              progress &&
                ((n) => {
                  written[k] = n;
                  const done = written.reduce((t, w) => t + w, 0);
                  progress!({
                    stage: 'pages',
                    done,
                    unit: 'pages written',
                    detail: `Astro, ${parts} process${parts === 1 ? '' : 'es'}`,
                  });
                }),
            ).then(() => place(k)),
          ),
        );
      } finally {
        for (const o of ownOuts) await rm(o, { recursive: true, force: true });
        forgetOuts();
      }
      lap(parts === 1 ? 'Astro' : `Astro (${parts} processes)`);
    },
    () => {
      log('another parley build of this checkout is rendering its pages; waiting for it to finish');
      progress?.({ stage: 'pages', detail: 'waiting for the other build' });
    },
  );
}

/**
 * Runs `astro build` in a child process on this Node. In-process, Astro keeps the routes of a first build, so a
 * second build in the same process (the tests build several sites) would render the first site's pages. The
 * child learns everything from the site model file (src/site/siteModelFile.ts), its path in SITE_MODEL_ENV. It
 * ends with the build's process, even one killed (exitWithParent.ts), and is stopped when the build is interrupted.
 * @throws Error with Astro's output when the build fails (an ErrnoException when the disk filled up).
 */
async function runAstroBuild(
  modelFile: string,
  env: Record<string, string> = {},
  onPages?: (written: number) => void,
): Promise<void> {
  const entry = fileURLToPath(import.meta.resolve('astro'));
  const root = entry.slice(0, entry.lastIndexOf(`${sep}node_modules${sep}astro${sep}`));
  const cli = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const preload = fileURLToPath(new URL('./exitWithParent.ts', import.meta.url));
  // Astro's own output is silenced; with progress wanted, a second preload counts the pages it writes.
  const counter = fileURLToPath(new URL('./astroPageCounter.ts', import.meta.url));
  // From the project root: Astro resolves the packages its prerender chunks import from the working directory.
  const child = spawn(
    process.execPath,
    [
      '--import',
      preload,
      ...(onPages ? ['--import', counter] : []),
      cli,
      'build',
      '--root',
      PROJECT_ROOT,
      '--silent',
    ],
    {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        [SITE_MODEL_ENV]: modelFile,
        ...env,
        // Astro's usage telemetry would reach the network; a Parley build makes no outside request.
        ASTRO_TELEMETRY_DISABLED: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  let output = '';
  if (onPages)
    child.on('message', (m) => {
      const n = pagesWritten(m);
      if (n !== undefined) onPages(n);
    });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const closed = new Promise<number | null>((ok) => child.on('close', ok));
  // 'close' waits for the pipes too, which a process Astro started (esbuild) may hold after Astro ends: an
  // interrupted build waits for Astro's own end only.
  const ended = new Promise<void>((ok) => child.once('exit', () => ok()));
  const forget = onInterrupt(async () => {
    child.kill('SIGKILL');
    await ended;
  });
  const code = await closed;
  forget();
  if (code !== 0) {
    // A full disk is the machine's state, not Astro's failure: say it as such (userError.ts).
    const full = /\b(ENOSPC|EDQUOT)\b/.exec(output);
    if (full) throw Object.assign(new Error(`astro build: ${full[1]}`), { code: full[1] });
    throw new Error(`astro build failed (exit ${code}):\n${output.trim()}`);
  }
  if (output.trim() !== '') process.stderr.write(output);
}

/** Keyed pages to render from which two Astro processes share them (fewer: one; the second's start costs more). */
const SPLIT_FROM_PAGES = 1000;

/**
 * How many Astro processes render this build's pages: two on a machine with two cores or more when there are many
 * keyed pages to render; PARLEY_RENDER_PROCESSES (1 or 2) says otherwise (the tests render the demo both ways).
 */
function renderProcesses(keyedToRender: number): number {
  const asked = Number(process.env.PARLEY_RENDER_PROCESSES);
  if (asked === 1 || asked === 2) return asked;
  return availableParallelism() >= 2 && keyedToRender >= SPLIT_FROM_PAGES ? 2 : 1;
}

/**
 * The keyed pages each of n Astro processes renders: of the conversation, seed and filtered gallery pages, those
 * this build renders (all, or `render`), as loadSite.renderedPages shares them (renderShares.ts), each process's in
 * the site model's order.
 */
function keyedShares(site: SiteModel, render: readonly string[] | undefined, n: number): string[][] {
  const paths = [
    ...site.conversations.map((c) => c.path),
    ...site.seeds.map((s) => s.path),
    ...(site.gallery?.pages ?? []).map(galleryPageKey),
  ];
  const set = render ? new Set(render) : undefined;
  const out: string[][] = Array.from({ length: n }, () => []);
  if (n === 1) {
    out[0] = set ? paths.filter((p) => set.has(p)) : paths;
    return out;
  }
  const share = renderShares(
    site.conversations.map((c) => c.path),
    site.seeds.map((s) => s.path),
    (site.gallery?.pages ?? []).map(galleryPageKey),
    set,
    n,
  );
  for (const p of paths) {
    const k = share.get(p);
    if (k !== undefined) out[k]!.push(p);
  }
  return out;
}

/**
 * Moves pages' files from one built site into another (their folders made): renamed on one file system, copied
 * across two.
 */
async function movePages(from: string, to: string, paths: readonly string[], direct: boolean): Promise<void> {
  const made = new Set<string>();
  for (const p of paths) {
    const target = pageFile(to, p);
    if (!made.has(dirname(target))) {
      await mkdir(dirname(target), { recursive: true });
      made.add(dirname(target));
    }
    if (direct) await rename(pageFile(from, p), target);
    else await copyFile(pageFile(from, p), target);
  }
}

/** Removes the render folders that killed builds left in the project's .astro folder (their process is gone). */
async function dropStaleRenders(): Promise<void> {
  const dir = join(PROJECT_ROOT, '.astro');
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const n of names) {
    const m = /^parley-render-(\d+)(-\d+)?$/.exec(n);
    if (m && !processAlive(Number(m[1]))) await rm(join(dir, n), { recursive: true, force: true });
  }
}
