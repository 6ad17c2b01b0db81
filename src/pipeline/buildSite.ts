// `parley build`: read the data, compute the site model, let Astro render the pages, write the downloads, index
// the text for search, and print a page-weight summary. The output folder's contract (outputFolder.ts,
// outputStaging.ts): the folder is checked before any data is read, the site is built in a staging folder beside
// it and swapped in whole at the end, so the last complete site stays in place until then, whatever stops the
// build. Besides the output, a build writes only its cache folder (.parley-cache/ in the working directory).
import { spawn } from 'node:child_process';
import { rmSync, statSync } from 'node:fs';
import { copyFile, cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, homedir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDataset } from '../profiles/index.ts';
import { reportTotals, type IngestReport } from '../records/report.ts';
import { rowsCsv } from '../render/csv.ts';
import { stableJson } from '../render/stableJson.ts';
import { codeVersion } from '../site/codeVersion.ts';
import type { SiteModel, TableModel } from '../site/siteModel.ts';
import { RENDER_PART_ENV, SITE_MODEL_ENV, writeSiteModelFile } from '../site/siteModelFile.ts';
import { createTokenCounter } from '../stats/tokens.ts';
import { withBuildLock } from './buildLock.ts';
import { count, pagesWritten, readStep, type BuildProgress } from './buildProgress.ts';
import { buildSiteModel } from './buildSiteModel.ts';
import { writeCompareData } from './compareData.ts';
import { createInputCache, dataDigests, formatTally, hashFile, hashOf } from './inputCache.ts';
import {
  pageFile,
  pageKeys,
  planPages,
  planSummary,
  readPageManifest,
  stamped,
  writePageManifest,
  type PageSettings,
} from './pageCache.ts';
import { formatBytes, gzippedPageWeight, pageWeight } from './pageWeight.ts';
import { onInterrupt } from './interrupts.ts';
import { CACHE_MARKER, guardOutput, hasMarker, markerText } from './outputFolder.ts';
import {
  linkFiles,
  lockOutput,
  processAlive,
  recoverOutput,
  startStaging,
  type Staging,
} from './outputStaging.ts';
import { nothingRead, nothingReadMessage } from './nothingRead.ts';
import { EXIT, UserError, workingDirectory } from './userError.ts';
import { startDetectorPool } from './gallery/detectorPool.ts';
import { prewarmBootstraps } from './prewarmBootstraps.ts';
import { readTokenCache, writeTokenCache } from './tokenCacheFile.ts';
import { writeSearchIndex } from './searchIndex.ts';
import { qualityDownloads } from './siteQuality.ts';
import { sectionDownloads } from './siteSections.ts';

/** How the build names the cached stages when it says what it reused. */
const CACHE_LABELS: Record<string, string> = {
  view: 'statistics (views)',
  lengths: 'chat lengths (benchmarks)',
  bootstrap: 'Bradley-Terry bootstraps',
  'gallery-tags': 'gallery detectors',
};

/** The project root (where astro.config.mjs lives). */
export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface BuildSiteOptions {
  dataDir: string;
  outDir: string;
  manifestPath?: string;
  strict?: boolean;
  /** Read files that links in the data directory lead to outside it. */
  followOutsideLinks?: boolean;
  /** Where the token cache and the site model are kept between builds. */
  cacheDir?: string;
  log: (message: string) => void;
  /** Where each long step is, for a progress line (src/cli/progress.ts draws it). */
  progress?: (p: BuildProgress) => void;
}

/**
 * What shapes a build's output besides Parley's code and the data files' content, one entry per option: the
 * table's type names every option of BuildSiteOptions, so an option added there fails the type check until it
 * says here whether it shapes the output (and so the key of the whole build).
 */
async function buildSettings(
  options: BuildSiteOptions,
  outDir: string,
): Promise<{ [K in keyof BuildSiteOptions]-?: unknown }> {
  return {
    // Its files count by content (the digests), not by where they lie.
    dataDir: null,
    outDir,
    manifestPath: options.manifestPath ? await hashFile(options.manifestPath) : null,
    strict: options.strict ?? false,
    followOutsideLinks: options.followOutsideLinks ?? false,
    // Where the caches are kept, and how the build reports: not what it builds.
    cacheDir: null,
    log: null,
    progress: null,
  };
}

async function readJson<T>(path: string, fallback: T): Promise<T> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as T;
  } catch {
    return fallback;
  }
}

/**
 * Writes tables as CSV (formula cells neutralised) and JSON (numbers unrounded; the bootstrap beside the rows when
 * given) into `dir`; returns how many files were written.
 */
async function writeTables(
  dir: string,
  tables: readonly { name: string; raw: TableModel['raw'] }[],
  bootstrap?: SiteModel['bootstrap'],
): Promise<number> {
  await mkdir(dir, { recursive: true });
  for (const t of tables) {
    // A nested value (a ratings row's styleControlled) becomes `<key>.<name>` columns in the CSV.
    await writeFile(join(dir, `${t.name}.csv`), rowsCsv(t.raw));
    await writeFile(
      join(dir, `${t.name}.json`),
      stableJson(bootstrap ? { bootstrap, rows: t.raw } : { rows: t.raw }),
    );
  }
  return tables.length * 2;
}

/** Writes every view's leaderboard and figure tables under `data/<view>/`, and every section's downloads. */
async function writeDownloads(outDir: string, site: SiteModel): Promise<number> {
  let n = 0;
  for (const view of site.views) {
    const tables = [
      { name: 'leaderboard', raw: view.leaderboard.table.raw },
      ...(view.leaderboard.blocks ?? []).map((b) => ({ name: b.id, raw: b.table.raw })),
      ...view.figures.map((f) => ({ name: f.id, raw: f.table.raw })),
    ];
    n += await writeTables(join(outDir, 'data', view.path), tables, site.bootstrap);
  }
  for (const d of sectionDownloads(site.sections))
    if (d.tables.length > 0)
      n += await writeTables(
        join(outDir, ...d.dir.split('/')),
        d.tables,
        d.bootstrap ? site.bootstrap : undefined,
      );
  return n;
}

/**
 * Writes every rejected row and every note of the read under `data/quality/` (the data-quality page shows them
 * grouped); returns how many files were written.
 */
async function writeQualityDownloads(outDir: string, report: IngestReport): Promise<number> {
  const files = qualityDownloads(report);
  for (const f of files) {
    const path = join(outDir, ...f.path.split('/'));
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, f.text);
  }
  return files.length;
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
  const forget = onInterrupt(async () => {
    child.kill('SIGKILL');
    await closed;
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

/**
 * Renders the pages into the staging folder: Astro renders every page but the conversation, seed and gallery
 * pages whose key is the last build's, which are linked from the live output (pageCache.ts, outputStaging.linkFiles).
 */
async function renderPages(
  site: SiteModel,
  ctx: {
    cacheDir: string;
    version: string;
    outDir: string;
    staging: Staging;
    base: string;
    lap: (step: string) => void;
    log: (m: string) => void;
    progress?: (p: BuildProgress) => void;
  },
) {
  const { cacheDir, version, outDir, staging, base, lap } = ctx;
  const modelFile = join(cacheDir, 'site-model.json');
  const t1 = performance.now();
  ctx.progress?.({ stage: 'pages', detail: 'page keys' });
  const keys = pageKeys(site);
  const manifestFile = join(cacheDir, 'pages.json');
  const previous = await readPageManifest(manifestFile);
  const settings = { code: version, outDir, base };
  const plan = planPages(previous, settings, keys, outDir);
  lap('page keys');
  // Astro moves its assets into the output folder by renaming them from the project's .astro folder: across two
  // file systems that fails (EXDEV), so Astro then renders on the project's own disk and the pages are copied.
  // Many keyed pages to render are shared between two Astro processes (one per core): each renders every other
  // page too (the same bytes; the second's are dropped) and its own share of the keyed ones, into a folder of its
  // own inside the project (where Astro also keeps its prerender chunks: two processes need two).
  const direct = statSync(dirname(staging.site)).dev === statSync(PROJECT_ROOT).dev;
  const parts = renderProcesses(plan.render.length);
  await dropStaleRenders();
  const outs =
    direct && parts === 1
      ? [staging.site]
      : Array.from({ length: parts }, (_, k) =>
          join(PROJECT_ROOT, '.astro', `parley-render-${process.pid}-${k}`),
        );
  const ownOuts = outs.filter((o) => o !== staging.site);
  const forgetOuts = onInterrupt(() => {
    for (const o of ownOuts) rmSync(o, { recursive: true, force: true });
  });
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
          ...(plan.keep.length > 0 ? { renderPages: plan.render } : {}),
        },
        site,
      );
      lap('site model file');
      ctx.progress?.({ stage: 'pages', detail: 'Astro bundles the site' });
      try {
        // Each process counts the pages it writes; the progress line shows their sum.
        const written = outs.map(() => 0);
        await Promise.all(
          outs.map((out, k) =>
            runAstroBuild(
              modelFile,
              parts === 1 ? {} : { [RENDER_PART_ENV]: `${k}/${parts}`, PARLEY_RENDER_OUT: out },
              ctx.progress &&
                ((n) => {
                  written[k] = n;
                  const done = written.reduce((t, w) => t + w, 0);
                  ctx.progress!({
                    stage: 'pages',
                    done,
                    unit: 'pages written',
                    detail: `Astro, ${parts} process${parts === 1 ? '' : 'es'}`,
                  });
                }),
            ),
          ),
        );
        // The other processes' shares of the keyed pages join the first's output.
        for (let k = 1; k < parts; k++)
          await movePages(
            outs[k]!,
            outs[0]!,
            keyedPart(site, plan.keep.length > 0 ? plan.render : undefined, k, parts),
          );
        if (outs[0] !== staging.site) {
          if (direct) await rename(outs[0]!, staging.site);
          else await cp(outs[0]!, staging.site, { recursive: true });
        }
      } finally {
        for (const o of ownOuts) await rm(o, { recursive: true, force: true });
        forgetOuts();
      }
      lap(parts === 1 ? 'Astro' : `Astro (${parts} processes)`);
    },
    () => {
      ctx.log('another parley build of this checkout is rendering its pages; waiting for it to finish');
      ctx.progress?.({ stage: 'pages', detail: 'waiting for the other build' });
    },
  );
  await linkFiles(
    outDir,
    staging.site,
    plan.keep.map((p) => relative(outDir, pageFile(outDir, p)).split(sep).join('/')),
  );
  lap('kept pages linked');
  ctx.log(`pages: ${((performance.now() - t1) / 1000).toFixed(2)} s (${planSummary(plan)})`);
  return { keys, plan, previous, settings, manifestFile };
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
 * The keyed pages Astro process k of n renders: of the conversation pages, then of the seed pages, those this build
 * renders (all, or `render`), every n-th from the k-th, as loadSite.renderedPages chooses them.
 */
function keyedPart(site: SiteModel, render: readonly string[] | undefined, k: number, n: number): string[] {
  const set = render ? new Set(render) : undefined;
  return [site.conversations, site.seeds].flatMap((pages) =>
    pages
      .filter((p) => !set || set.has(p.path))
      .filter((_, i) => i % n === k)
      .map((p) => p.path),
  );
}

/** Moves pages' files from one built site into another (their folders made). */
async function movePages(from: string, to: string, paths: readonly string[]): Promise<void> {
  const made = new Set<string>();
  for (const p of paths) {
    const target = pageFile(to, p);
    if (!made.has(dirname(target))) {
      await mkdir(dirname(target), { recursive: true });
      made.add(dirname(target));
    }
    await rename(pageFile(from, p), target);
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

/**
 * Makes the cache folder (marked as Parley's) when it is absent or empty; a marked one is used as it is.
 * guardOutput has refused any other.
 */
async function prepareCache(cacheDir: string, writer: string): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  if (!hasMarker(cacheDir, 'cache'))
    await writeFile(join(cacheDir, CACHE_MARKER), markerText('cache', writer));
}

/**
 * Builds the site; returns the process exit code.
 * @throws UserError (userError.ts) when the output or cache folder is refused, another build holds the output,
 * or the working directory is gone; the file system's errors (a full disk, a read-only folder) as they come, the
 * last complete site left in place.
 */
export async function buildSite(options: BuildSiteOptions): Promise<number> {
  const started = performance.now();
  const cwd = workingDirectory();
  // The contract first: nothing is read or written before the output and cache folders pass.
  const guarded = guardOutput({
    outDir: options.outDir,
    dataDir: options.dataDir,
    ...(options.manifestPath ? { manifestPath: options.manifestPath } : {}),
    cacheDir: resolve(cwd, options.cacheDir ?? '.parley-cache'),
    cwd,
    home: homedir(),
  });
  const outDir = guarded.out;
  const cacheDir = guarded.cache;
  const unlock = lockOutput(outDir);
  const forgetUnlock = onInterrupt(unlock);
  try {
    for (const m of await recoverOutput(outDir)) options.log(m);
    const pkg = await readJson<{ version?: string }>(join(PROJECT_ROOT, 'package.json'), {});
    const writer = `parley ${pkg.version ?? '0.0.0'}`;
    await prepareCache(cacheDir, writer);
    return await guardedBuild(timedRun(options, outDir, cacheDir, started), writer, pkg.version ?? '0.0.0');
  } finally {
    forgetUnlock();
    unlock();
  }
}

/** One build's settings and clock: its options, the guarded folders, and where the time went, step by step. */
interface BuildRun {
  options: BuildSiteOptions;
  outDir: string;
  cacheDir: string;
  started: number;
  steps: [string, number][];
  lap: (step: string) => void;
}

function timedRun(options: BuildSiteOptions, outDir: string, cacheDir: string, started: number): BuildRun {
  const steps: [string, number][] = [];
  let mark = started;
  const lap = (step: string) => {
    const now = performance.now();
    steps.push([step, (now - mark) / 1000]);
    mark = now;
  };
  return { options, outDir, cacheDir, started, steps, lap };
}

/**
 * The build proper, holding the output's lock: the "nothing changed" shortcut, then the site built in a staging
 * folder and swapped in.
 */
async function guardedBuild(run: BuildRun, writer: string, version: string): Promise<number> {
  const { options, outDir, cacheDir, lap } = run;
  // Input-hash cache: nothing changed (data files, manifest, Parley's code, options) means nothing to do.
  const code = codeVersion(PROJECT_ROOT);
  const digests = await dataDigests(options.dataDir, {
    followOutsideLinks: options.followOutsideLinks ?? false,
    ...(options.progress
      ? {
          onFile: (done: number, total: number, file: string) =>
            options.progress!({ stage: 'input hashes', done, total, unit: 'files', detail: file }),
        }
      : {}),
  });
  // Where the site will be served (PARLEY_BASE, the user's setting): it changes every page's links.
  const base = process.env.PARLEY_BASE ?? '/';
  const buildKey = hashOf({ version: code, digests, ...(await buildSettings(options, outDir)), base });
  const stampFile = join(cacheDir, 'last-build.json');
  const stamp = await readJson<{ key?: string }>(stampFile, {});
  // The key with the fingerprint of the home page this build wrote: an output another build (another cache) or
  // a hand has written since is built again.
  if (stamp.key !== undefined && stamp.key === stamped(buildKey, join(outDir, 'index.html'))) {
    options.log(
      `nothing changed since the last build into ${options.outDir} (${Object.keys(digests).length} input files and Parley's code hash the same): everything reused; ${((performance.now() - run.started) / 1000).toFixed(1)} s`,
    );
    return 0;
  }
  lap('input hashes');
  const staging = await startStaging(outDir);
  const forgetStaging = onInterrupt(() => staging.discard());
  // The detectors' second thread starts now: its modules load while the data is read.
  const detectors = startDetectorPool();
  let built: Built | undefined;
  try {
    built = await writeSite(run, { staging, code, version, base, detectors });
    if (built === undefined) return 1;
    options.progress?.({ stage: 'swap the site in' });
    await staging.commit(writer);
    lap('swap');
  } finally {
    staging.discard();
    forgetStaging();
    await detectors.close();
  }
  // After the swap: the page weights, and the page manifest and stamp the next build reuses from (fingerprints
  // of the files where they now are).
  options.progress?.({ stage: 'page weight' });
  const weight = await pageWeight(outDir);
  const home = await gzippedPageWeight(outDir, 'index.html');
  lap('page weight');
  await writePageManifest(built.manifestFile, built.settings, built.keys, built.search);
  await writeFile(stampFile, JSON.stringify({ key: stamped(buildKey, join(outDir, 'index.html')) }));
  options.log(
    `built ${weight.pages} pages, ${built.downloads} downloads, ${formatBytes(weight.totalBytes)} in all into ${options.outDir}; heaviest page ${weight.heaviest.path} (${formatBytes(weight.heaviest.bytes)}); home page ${formatBytes(home.total)} gzipped with its scripts and styles; ${((performance.now() - run.started) / 1000).toFixed(1)} s (${run.steps
      .filter(([, t]) => t >= 0.05)
      .map(([step, t]) => `${step} ${t.toFixed(1)} s`)
      .join(', ')})`,
  );
  return 0;
}

/** What a build hands on to be recorded once its site is in place. */
interface Built {
  manifestFile: string;
  settings: PageSettings;
  keys: Map<string, string>;
  search: Record<string, string>;
  downloads: number;
}

/** Reads, computes and writes the whole site into the staging folder; undefined when --strict refuses. */
async function writeSite(
  run: BuildRun,
  ctx: {
    staging: Staging;
    code: string;
    version: string;
    base: string;
    detectors: ReturnType<typeof startDetectorPool>;
  },
): Promise<Built | undefined> {
  const { options, outDir, cacheDir, lap } = run;
  const { staging, code, version, base, detectors } = ctx;
  const cache = createInputCache(cacheDir, code);
  const data = await readDataset(options.dataDir, {
    ...(options.manifestPath ? { manifestPath: options.manifestPath } : {}),
    ...(options.followOutsideLinks ? { followOutsideLinks: true } : {}),
    ...(options.progress ? { onProgress: (p) => options.progress!(readStep(p)) } : {}),
  });
  lap('read');
  // Nothing to build from: refused, with the layouts looked for (an empty site would only hide the mistake).
  if (nothingRead(data.report))
    throw new UserError(
      nothingReadMessage(
        data.report,
        options.dataDir,
        `\`parley check ${options.dataDir}\` says why each file was not read.`,
      ),
      EXIT.nothingRead,
    );
  const totals = reportTotals(data.report);
  options.log(
    `read ${totals.rowsRead} rows from ${totals.files} files: ${totals.rowsUsed} used, ${totals.rejected} rejected, ${totals.findings} notes (details on the data-quality page)${totals.filesNotRead ? `; ${totals.filesNotRead} file${totals.filesNotRead === 1 ? '' : 's'} not read (\`parley check\` says why)` : ''}`,
  );
  if (options.strict && (totals.rejected > 0 || totals.problems > 0)) {
    options.log(
      `--strict: ${totals.problems ? `${totals.problems} problem${totals.problems === 1 ? '' : 's'}` : ''}${totals.problems && totals.rejected ? ' and ' : ''}${totals.rejected ? `${totals.rejected} rejected rows` : ''}; no site built. Run \`parley check\` for the list.`,
    );
    return undefined;
  }
  if (totals.problems > 0)
    options.log(
      `${totals.problems} problem${totals.problems === 1 ? '' : 's'} found (files that cannot be read, data missing or in disagreement): the site says so on its pages; \`parley check\` lists them`,
    );
  options.progress?.({ stage: 'bootstraps' });
  await prewarmBootstraps(data, cache);
  lap('bootstraps');
  const tokenCacheFile = join(cacheDir, 'tokens-cl100k.json');
  const tokenCache = readTokenCache(tokenCacheFile);
  const counter = createTokenCounter(tokenCache);
  const t0 = performance.now();
  const timings: Record<string, number> = {};
  const site = buildSiteModel(data, {
    timings,
    countTokens: (t) => counter.count(t),
    version,
    cache: { memo: cache.memo, memoEach: cache.memoEach },
    detectors,
    ...(options.progress
      ? {
          onStep: (step: string, done: number, total: number) =>
            options.progress!({ stage: 'statistics', done, total, unit: 'steps', detail: step }),
        }
      : {}),
  });
  options.log(
    `statistics and charts: ${((performance.now() - t0) / 1000).toFixed(2)} s (${site.views.length} views, ${site.conversations.length} conversations; of it ${
      Object.entries(timings)
        .filter(([, t]) => t >= 0.005)
        .map(([k, t]) => `${k} ${t.toFixed(2)} s`)
        .join(', ') || 'no section over 5 ms'
    })`,
  );
  const tokenTexts = Object.keys(counter.cache()).length;
  options.log(
    `cache: ${formatTally(cache.tally(), CACHE_LABELS) || 'no cached stages'}; token counts: ${counter.hits()} lookups reused, ${tokenTexts - Object.keys(tokenCache).length} texts tokenized`,
  );
  writeTokenCache(tokenCacheFile, counter.cache());
  lap('statistics');
  const { keys, plan, previous, settings, manifestFile } = await renderPages(site, {
    cacheDir,
    version: code,
    outDir,
    staging,
    base,
    lap,
    log: options.log,
    ...(options.progress ? { progress: options.progress } : {}),
  });
  const t2 = performance.now();
  options.progress?.({ stage: 'downloads and search index' });
  const into = staging.site;
  // The downloads are written while Pagefind, in its own process, indexes the pages (it reads only HTML).
  const searching = writeSearchIndex(
    into,
    new Map(site.conversations.map((c) => [c.path, keys.get(c.path)!])),
    plan.keep.length > 0 && previous ? { dir: outDir, keys: previous.search } : undefined,
    options.progress &&
      ((s) =>
        options.progress!({
          stage: 'downloads and search index',
          done: s.parts.done,
          total: s.parts.total,
          unit: 'search parts',
          detail: `${count(s.pages.done)}/${count(s.pages.total)} pages indexed`,
        })),
  );
  const writing = (async () => {
    const n =
      (await writeDownloads(into, site)) +
      (await writeQualityDownloads(into, data.report)) +
      // The two-model comparison's data, read by compare/ on demand.
      (await writeCompareData(into, data, site));
    // The source study's own figure images, found by ingest in the data directory, shown beside Parley's charts.
    for (const a of site.assets) {
      await mkdir(dirname(join(into, a.to)), { recursive: true });
      await copyFile(join(resolve(options.dataDir), a.from), join(into, a.to));
    }
    return n;
  })();
  const [search, downloads] = await Promise.all([searching, writing]);
  lap('downloads and search index');
  options.log(
    `downloads and search index: ${((performance.now() - t2) / 1000).toFixed(2)} s (search index: ${search.indexed.parts} parts, ${search.indexed.pages} pages indexed; ${search.reused.parts} parts, ${search.reused.pages} pages kept)`,
  );
  return { manifestFile, settings, keys, search: search.keys, downloads };
}
