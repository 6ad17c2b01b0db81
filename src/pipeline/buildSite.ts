// `parley build`: read the data, compute the site model, let Astro render the pages, write the downloads, index
// the text for search, and print a page-weight summary. The output folder's contract (outputFolder.ts,
// outputStaging.ts): the folder is checked before any data is read, the site is built in a staging folder beside
// it and swapped in whole at the end, so the last complete site stays in place until then, whatever stops the
// build. Besides the output, a build writes only its cache folder (.parley-cache/ in the working directory).
import { readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { readDataset } from '../profiles/index.ts';
import { reportTotals } from '../records/report.ts';
import { rowsCsv } from '../render/csv.ts';
import { stableJson } from '../render/stableJson.ts';
import { codeVersion } from '../site/codeVersion.ts';
import type { SiteModel, TableModel } from '../site/siteModel.ts';
import { galleryPageKey } from '../site/pageInputs.ts';
import { createTokenCounter } from '../stats/tokens.ts';
import { nodeEffects, PROJECT_ROOT, type BuildEffects } from './buildEffects.ts';
import type { BuildFs } from './buildFs.ts';
import { count, readStep, type BuildProgress } from './buildProgress.ts';
import { buildSiteModel, groupFiles } from './buildSiteModel.ts';
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
import { linkFiles, lockOutput, recoverOutput, startStaging, type Staging } from './outputStaging.ts';
import { nothingRead, nothingReadMessage } from './nothingRead.ts';
import { EXIT, UserError, workingDirectory } from './userError.ts';
import { startDetectorPool } from '../sections/gallery/detectorPool.ts';
import { prewarmBootstraps } from './prewarmBootstraps.ts';
import { readTokenCache, writeTokenCache } from './tokenCacheFile.ts';
import { prewarmTokens, startTokenThread, type TokenThread } from './prewarmTokens.ts';
import type { SearchIndexProgress, SearchIndexResult } from './searchIndex.ts';
import { pagePlacement, type PagePlacement } from './pagePlacement.ts';
import type { GroupFile } from '../sections/pageGroup.ts';
import { sectionDownloads } from '../sections/profiles/profileSections.ts';
import { fixed, formatSeconds } from '../render/format.ts';

/** How the build names the cached stages when it says what it reused. */
const CACHE_LABELS: Record<string, string> = {
  view: 'statistics (views)',
  lengths: 'chat lengths (benchmarks)',
  bootstrap: 'Bradley-Terry bootstraps',
  'gallery-tags': 'gallery detectors',
};

export { PROJECT_ROOT };

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

/** A JSON file the build wrote (in its cache folder), or `fallback` when it is missing or damaged. */
function readJson<T>(fs: BuildFs, path: string, fallback: T): T {
  try {
    return JSON.parse(fs.readFile(path).toString('utf8')) as T;
  } catch {
    return fallback;
  }
}

async function readPackage(): Promise<{ version?: string }> {
  try {
    return JSON.parse(await readFile(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version?: string };
  } catch {
    return {};
  }
}

/**
 * Writes tables as CSV (formula cells neutralised) and JSON (numbers unrounded; the bootstrap beside the rows when
 * given) into `dir`; returns how many files were written.
 */
async function writeTables(
  fs: BuildFs,
  dir: string,
  tables: readonly { name: string; raw: TableModel['raw'] }[],
  bootstrap?: SiteModel['bootstrap'],
): Promise<number> {
  await fs.mkdir(dir);
  for (const t of tables) {
    // A nested value (a ratings row's styleControlled) becomes `<key>.<name>` columns in the CSV.
    await fs.writeFile(join(dir, `${t.name}.csv`), rowsCsv(t.raw));
    await fs.writeFile(
      join(dir, `${t.name}.json`),
      stableJson(bootstrap ? { bootstrap, rows: t.raw } : { rows: t.raw }),
    );
  }
  return tables.length * 2;
}

/** Writes every view's leaderboard and figure tables under `data/<view>/`, and every section's downloads. */
async function writeDownloads(fs: BuildFs, outDir: string, site: SiteModel): Promise<number> {
  let n = 0;
  for (const view of site.views) {
    const tables = [
      { name: 'leaderboard', raw: view.leaderboard.table.raw },
      ...(view.leaderboard.blocks ?? []).map((b) => ({ name: b.id, raw: b.table.raw })),
      ...view.figures.map((f) => ({ name: f.id, raw: f.table.raw })),
    ];
    n += await writeTables(fs, join(outDir, 'data', view.path), tables, site.bootstrap);
  }
  for (const d of sectionDownloads(site.sections))
    if (d.tables.length > 0)
      n += await writeTables(
        fs,
        join(outDir, ...d.dir.split('/')),
        d.tables,
        d.bootstrap ? site.bootstrap : undefined,
      );
  return n;
}

/**
 * Writes the files the page groups add to the output (groupFiles: the data-quality downloads, the comparison's
 * data); returns how many.
 */
async function writeGroupFiles(fs: BuildFs, outDir: string, files: readonly GroupFile[]): Promise<number> {
  for (const f of files) {
    const path = join(outDir, ...f.path.split('/'));
    await fs.mkdir(dirname(path));
    await fs.writeFile(path, f.text);
  }
  return files.length;
}

/** What the build plans to render: the keyed pages' keys, the last build's page manifest, and which pages it keeps. */
async function planRender(
  site: SiteModel,
  fs: BuildFs,
  ctx: {
    cacheDir: string;
    version: string;
    outDir: string;
    base: string;
    progress?: (p: BuildProgress) => void;
  },
) {
  const { cacheDir, version, outDir, base } = ctx;
  ctx.progress?.({ stage: 'pages', detail: 'page keys' });
  const keys = pageKeys(site);
  const manifestFile = join(cacheDir, 'pages.json');
  const previous = await readPageManifest(manifestFile, fs);
  const settings = { code: version, outDir, base };
  const plan = planPages(previous, settings, keys, outDir, fs);
  return { keys, plan, previous, settings, manifestFile };
}

/**
 * Renders the pages into the staging folder: the renderer renders every page but the conversation, seed and gallery
 * pages whose key is the last build's, which are linked from the live output (pageCache.ts, outputStaging.linkFiles).
 * `placement` is told as pages land (when every page is rendered, as the renderer's processes end) and once all
 * are in place.
 */
async function renderPages(
  site: SiteModel,
  effects: BuildEffects,
  planned: Awaited<ReturnType<typeof planRender>>,
  placement: PagePlacement,
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
): Promise<void> {
  const { cacheDir, version, outDir, staging, base, lap } = ctx;
  const { fs } = effects;
  const { keys, plan } = planned;
  const t1 = performance.now();
  await effects.renderPages({
    site,
    into: staging.site,
    keys,
    render: plan.keep.length > 0 ? plan.render : undefined,
    code: version,
    base,
    cacheDir,
    lap,
    log: ctx.log,
    ...(ctx.progress ? { progress: ctx.progress } : {}),
    // With pages kept, a part's pages are in place only once they are linked: the index waits for the end.
    ...(plan.keep.length === 0 ? { onPlaced: (placed) => placement.tell(placed) } : {}),
  });
  await linkFiles(
    outDir,
    staging.site,
    plan.keep.map((p) => relative(outDir, pageFile(outDir, p)).split(sep).join('/')),
    fs,
  );
  placement.done();
  lap('kept pages linked');
  ctx.log(`pages: ${formatSeconds(performance.now() - t1, 2)} (${planSummary(plan)})`);
}

/**
 * Makes the cache folder (marked as Parley's) when it is absent or empty; a marked one is used as it is.
 * guardOutput has refused any other.
 */
async function prepareCache(fs: BuildFs, cacheDir: string, writer: string): Promise<void> {
  await fs.mkdir(cacheDir);
  if (!hasMarker(cacheDir, 'cache', fs))
    await fs.writeFile(join(cacheDir, CACHE_MARKER), markerText('cache', writer));
}

/**
 * Builds the site; returns the process exit code. Everything the build writes, renders and indexes goes through
 * `effects` (buildEffects.ts): the disk, Astro and Pagefind by default; memoryEffects() in the unit tests.
 * @throws UserError (userError.ts) when the output or cache folder is refused, another build holds the output,
 * or the working directory is gone; the file system's errors (a full disk, a read-only folder) as they come, the
 * last complete site left in place.
 */
export async function buildSite(
  options: BuildSiteOptions,
  effects: BuildEffects = nodeEffects(),
): Promise<number> {
  const { fs } = effects;
  const started = performance.now();
  const cwd = workingDirectory();
  // The contract first: nothing is read or written before the output and cache folders pass.
  const guarded = guardOutput(
    {
      outDir: options.outDir,
      dataDir: options.dataDir,
      ...(options.manifestPath ? { manifestPath: options.manifestPath } : {}),
      cacheDir: resolve(cwd, options.cacheDir ?? '.parley-cache'),
      cwd,
      home: homedir(),
    },
    fs,
  );
  const outDir = guarded.out;
  const cacheDir = guarded.cache;
  const unlock = lockOutput(outDir, fs);
  const forgetUnlock = onInterrupt(unlock);
  try {
    for (const m of await recoverOutput(outDir, fs)) options.log(m);
    // Parley's own package.json: read from the disk, as its code is (codeVersion).
    const pkg = await readPackage();
    const writer = `parley ${pkg.version ?? '0.0.0'}`;
    await prepareCache(fs, cacheDir, writer);
    return await guardedBuild(
      timedRun(options, effects, outDir, cacheDir, started),
      writer,
      pkg.version ?? '0.0.0',
    );
  } finally {
    forgetUnlock();
    unlock();
  }
}

/** One build's settings and clock: its options, the guarded folders, and where the time went, step by step. */
interface BuildRun {
  options: BuildSiteOptions;
  effects: BuildEffects;
  outDir: string;
  cacheDir: string;
  started: number;
  steps: [string, number][];
  lap: (step: string) => void;
}

function timedRun(
  options: BuildSiteOptions,
  effects: BuildEffects,
  outDir: string,
  cacheDir: string,
  started: number,
): BuildRun {
  const steps: [string, number][] = [];
  let mark = started;
  const lap = (step: string) => {
    const now = performance.now();
    steps.push([step, (now - mark) / 1000]);
    mark = now;
  };
  return { options, effects, outDir, cacheDir, started, steps, lap };
}

/**
 * The build proper, holding the output's lock: the "nothing changed" shortcut, then the site built in a staging
 * folder and swapped in.
 */
async function guardedBuild(run: BuildRun, writer: string, version: string): Promise<number> {
  const { options, outDir, cacheDir, lap } = run;
  const { fs } = run.effects;
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
  const stamp = readJson<{ key?: string }>(fs, stampFile, {});
  // The key with the fingerprint of the home page this build wrote: an output another build (another cache) or
  // a hand has written since is built again.
  if (stamp.key !== undefined && stamp.key === stamped(buildKey, join(outDir, 'index.html'), fs)) {
    options.log(
      `nothing changed since the last build into ${options.outDir} (${Object.keys(digests).length} input files and Parley's code hash the same): everything reused; ${formatSeconds(performance.now() - run.started, 1)}`,
    );
    return 0;
  }
  lap('input hashes');
  const staging = await startStaging(outDir, fs);
  const forgetStaging = onInterrupt(() => staging.discard());
  // The detectors' second thread starts now: its modules load while the data is read.
  const detectors = startDetectorPool();
  // So does the token counter's: the cl100k tables load while the data is read.
  const tokenThread = startTokenThread();
  let built: Built | undefined;
  try {
    built = await writeSite(run, { staging, code, version, base, detectors, tokenThread });
    if (built === undefined) return 1;
    options.progress?.({ stage: 'swap the site in' });
    await staging.commit(writer);
    lap('swap');
  } finally {
    staging.discard();
    forgetStaging();
    await detectors.close();
    await tokenThread?.close();
  }
  // After the swap: the page weights, and the page manifest and stamp the next build reuses from (fingerprints
  // of the files where they now are).
  options.progress?.({ stage: 'page weight' });
  const weight = await pageWeight(outDir, fs);
  const home = await gzippedPageWeight(outDir, 'index.html', fs);
  lap('page weight');
  await writePageManifest(built.manifestFile, built.settings, built.keys, built.search, fs);
  await fs.writeFile(stampFile, JSON.stringify({ key: stamped(buildKey, join(outDir, 'index.html'), fs) }));
  options.log(
    `built ${weight.pages} pages, ${built.downloads} downloads, ${formatBytes(weight.totalBytes)} in all into ${options.outDir}; heaviest page ${weight.heaviest.path} (${formatBytes(weight.heaviest.bytes)}); home page ${formatBytes(home.total)} gzipped with its scripts and styles; ${formatSeconds(performance.now() - run.started, 1)} (${run.steps
      .filter(([, t]) => t >= 0.05)
      .map(([step, t]) => `${step} ${fixed(t, 1)} s`)
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
    tokenThread: TokenThread | undefined;
  },
): Promise<Built | undefined> {
  const { options, cacheDir, lap, effects } = run;
  const { fs } = effects;
  const { staging, code, version, base, detectors, tokenThread } = ctx;
  const cache = createInputCache(cacheDir, code, fs);
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
  const tokenCache = readTokenCache(tokenCacheFile, fs);
  const counter = createTokenCounter(tokenCache);
  // The chats the build has not counted before, counted on both cores ahead of the site model, which counts them
  // one by one.
  options.progress?.({ stage: 'token counts' });
  await prewarmTokens(
    (function* () {
      for (const c of data.conversations) yield* c.chats;
    })(),
    counter,
    tokenThread,
  );
  lap('token counts');
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
    `statistics and charts: ${formatSeconds(performance.now() - t0, 2)} (${site.views.length} views, ${site.conversations.length} conversations; of it ${
      Object.entries(timings)
        .filter(([, t]) => t >= 0.005)
        .map(([k, t]) => `${k} ${fixed(t, 2)} s`)
        .join(', ') || 'no section over 5 ms'
    })`,
  );
  const tokenTexts = Object.keys(counter.cache()).length;
  options.log(
    `cache: ${formatTally(cache.tally(), CACHE_LABELS) || 'no cached stages'}; token counts: ${counter.hits()} lookups reused, ${tokenTexts - Object.keys(tokenCache).length} texts tokenized`,
  );
  writeTokenCache(tokenCacheFile, counter.cache(), fs);
  lap('statistics');
  return await pagesAndIndex(run, data, site, { staging, code, base });
}

/**
 * Renders the pages, writes the downloads and indexes the pages for search, into the staging folder, the three
 * overlapping (decision 0172): the downloads are written once the site folder is there and each search part is
 * indexed once its pages are, while the rest of the pages still render.
 */
async function pagesAndIndex(
  run: BuildRun,
  data: Awaited<ReturnType<typeof readDataset>>,
  site: SiteModel,
  ctx: { staging: Staging; code: string; base: string },
): Promise<Built> {
  const { options, outDir, cacheDir, lap, effects } = run;
  const { fs } = effects;
  const { staging, code, base } = ctx;
  const planned = await planRender(site, fs, {
    cacheDir,
    version: code,
    outDir,
    base,
    ...(options.progress ? { progress: options.progress } : {}),
  });
  const { keys, plan, previous, settings, manifestFile } = planned;
  lap('page keys');
  const placement = pagePlacement();
  let t2: number | undefined;
  const rendering = renderPages(site, effects, planned, placement, {
    cacheDir,
    version: code,
    outDir,
    staging,
    base,
    lap,
    log: options.log,
    ...(options.progress ? { progress: options.progress } : {}),
  }).then(
    () => {
      t2 = performance.now();
      options.progress?.({ stage: 'downloads and search index' });
    },
    (e: unknown) => {
      placement.fail(e);
      throw e;
    },
  );
  const into = staging.site;
  // Pagefind, in its own processes, reads only HTML: the downloads are written meanwhile.
  const searching = effects.indexSearch({
    into,
    pageKeys: new Map(site.conversations.map((c) => [c.path, keys.get(c.path)!])),
    galleryKeys: new Map(
      (site.gallery?.pages ?? []).map((g) => [galleryPageKey(g), keys.get(galleryPageKey(g))!]),
    ),
    previous: plan.keep.length > 0 && previous ? { dir: outDir, keys: previous.search } : undefined,
    ready: placement,
    ...(options.progress
      ? {
          // Shown once the pages are done (until then the progress line is the pages').
          onProgress: (s: SearchIndexProgress) => {
            if (t2 !== undefined)
              options.progress!({
                stage: 'downloads and search index',
                done: s.parts.done,
                total: s.parts.total,
                unit: 'search parts',
                detail: `${count(s.pages.done)}/${count(s.pages.total)} pages indexed`,
              });
          },
        }
      : {}),
  });
  const writing = (async () => {
    await placement.shared();
    const n =
      (await writeDownloads(fs, into, site)) + (await writeGroupFiles(fs, into, groupFiles(data, site)));
    // The source study's own figure images, found by ingest in the data directory, shown beside Parley's charts.
    for (const a of site.assets) {
      await fs.mkdir(dirname(join(into, a.to)));
      await fs.copyFile(join(resolve(options.dataDir), a.from), join(into, a.to));
    }
    return n;
  })();
  // Every one of the three ends before the build goes on (or stops: the first error, the pages' first).
  const [rendered, searched, wrote] = await Promise.allSettled([rendering, searching, writing]);
  for (const r of [rendered, searched, wrote]) if (r.status === 'rejected') throw r.reason;
  const search = (searched as PromiseFulfilledResult<SearchIndexResult>).value;
  const downloads = (wrote as PromiseFulfilledResult<number>).value;
  lap('downloads and search index');
  options.log(
    `downloads and search index: ${formatSeconds(performance.now() - t2!, 2)} after the pages (search index: ${search.indexed.parts} parts, ${search.indexed.pages} pages indexed; ${search.reused.parts} parts, ${search.reused.pages} pages kept${search.indexed.names.length > 0 ? `; indexed: ${search.indexed.names.join(', ')}` : ''})`,
  );
  return { manifestFile, settings, keys, search: search.keys, downloads };
}
