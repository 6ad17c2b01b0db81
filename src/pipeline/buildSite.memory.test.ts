// The whole build of the demo (content/) with its effects in memory (test/shared/memoryEffects.ts, docs/decisions/0162): what it
// writes, the output folder's contract (marker, staging swapped in, refusals, the lock), and the page cache across
// builds, counted through the fake renderer. The data is read from a copy on the disk, which the tests edit; the
// output and the cache are in memory. Real Astro and Pagefind runs, and byte-identity with a cold build, stay in
// test/e2e (incremental, outputFolder, determinism).
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPreferenceDemo, PREFERENCE_MODELS } from '../../scripts/demo/preference.ts';
import { writeHostileData } from '../../test/e2e/hostileSite.ts';
import { buildSite, PROJECT_ROOT } from './buildSite.ts';
import { memoryEffects, MemoryFs, type MemoryEffects } from '../../test/shared/memoryEffects.ts';
import { CACHE_MARKER, markerText, OUTPUT_MARKER } from './outputFolder.ts';
import { outputLock } from './outputStaging.ts';
import { EXIT, UserError } from './userError.ts';

const ROOT = '/parley-memory';
const OUT = `${ROOT}/site`;
const CACHE = `${ROOT}/cache`;
const VERSION = (
  JSON.parse(await readFile(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }
).version;

async function build(
  data: string,
  effects: MemoryEffects,
  out = OUT,
): Promise<{ code: number; log: string[] }> {
  const log: string[] = [];
  const code = await buildSite(
    { dataDir: data, outDir: out, cacheDir: CACHE, log: (m) => log.push(m) },
    effects,
  );
  return { code, log };
}

/** The keyed pages (conversations `c/`, seeds `s/`) of the fake renderer's latest build. */
const keyedRendered = (e: MemoryEffects) => e.rendered.at(-1)!.filter((r) => /^[cs]\//.test(r));
/** The gallery's keyed pages (a category's filtered pages) of the fake renderer's latest build. */
const galleryRendered = (e: MemoryEffects) => e.rendered.at(-1)!.filter((r) => r.startsWith('gallery/'));

/** Every file of the output with its bytes, for comparing a folder before and after. */
const snapshot = (fs: MemoryFs, dir: string) =>
  Object.fromEntries(fs.list(dir).map((f) => [f, fs.text(`${dir}/${f}`)]));

async function replaceOnce(file: string, from: string, to: string): Promise<void> {
  const text = await readFile(file, 'utf8');
  const at = text.indexOf(from);
  expect(at, `${from} in ${file}`).toBeGreaterThanOrEqual(0);
  await writeFile(file, `${text.slice(0, at)}${to}${text.slice(at + from.length)}`);
}

describe('buildSite with effects in memory, on the demo', () => {
  let data: string;
  const effects = memoryEffects();
  const { fs } = effects;
  let first: { code: number; log: string[] };

  beforeAll(async () => {
    data = join(await mkdtemp(join(tmpdir(), 'parley-memory-build-')), 'data');
    await cp(join(PROJECT_ROOT, 'content'), data, { recursive: true });
    first = await build(data, effects);
  }, 240_000);

  it('writes the site: pages, downloads, the marker; and its cache: marker, page manifest, stamp', () => {
    expect(first.code, first.log.join('\n')).toBe(0);
    const files = fs.list(OUT);
    expect(files).toContain('index.html');
    expect(files).toContain('data/botchat-gpt-4/leaderboard.csv');
    expect(files).toContain('data/botchat-gpt-4/leaderboard.json');
    expect(files).toContain('data/quality/rejected-rows.csv');
    expect(files).toContain('pagefind/pagefind-entry.json');
    expect(fs.text(`${OUT}/${OUTPUT_MARKER}`)).toBe(markerText('output', `parley ${VERSION}`));
    expect(fs.text(`${CACHE}/${CACHE_MARKER}`)).toBe(markerText('cache', `parley ${VERSION}`));
    // Every keyed page was rendered (none kept: there was no last build), and the manifest records each one.
    const keyed = keyedRendered(effects);
    expect(keyed.length).toBeGreaterThan(100);
    expect(first.log.join('\n')).toContain(
      `${keyed.length} of ${keyed.length} conversation and seed pages rendered, 0 kept from the last build`,
    );
    const manifest = JSON.parse(fs.text(`${CACHE}/pages.json`)!) as { pages: Record<string, string> };
    const gallery = galleryRendered(effects);
    expect(gallery.length).toBeGreaterThan(10);
    expect(first.log.join('\n')).toContain(
      `${gallery.length} of ${gallery.length} gallery pages rendered, 0 kept`,
    );
    expect(Object.keys(manifest.pages).sort()).toEqual([...keyed, ...gallery].sort());
    for (const p of [...keyed, ...gallery]) expect(files).toContain(`${p}/index.html`);
    expect(JSON.parse(fs.text(`${CACHE}/last-build.json`)!)).toHaveProperty('key');
    // The staging folder was swapped in and is gone; the lock is released: beside the output, only the cache.
    expect(fs.readdir(ROOT).map((e) => e.name)).toEqual(['cache', 'site']);
  });

  // Moved from test/e2e/site.e2e.test.ts.
  it('neutralises formula cells in CSV downloads', () => {
    const csv = fs.text(`${OUT}/data/botchat-gpt-4/leaderboard.csv`)!;
    expect(csv.split('\r\n')[0]).toContain('model');
    expect(csv.split('\r\n').length).toBeGreaterThan(3);
    for (const line of csv.split('\r\n').slice(1))
      for (const cell of line.split(',')) expect(cell).not.toMatch(/^[=+@]/);
  });

  // Moved from test/e2e/ssa.e2e.test.ts: the downloads need no browser, and no Astro.
  it('writes the SSA section downloads with formula cells neutralised', () => {
    const csv = fs.text(`${OUT}/data/ssa/leaderboard.csv`)!;
    expect(csv.split('\r\n')[0]).toContain('ssaLo');
    const json = JSON.parse(fs.text(`${OUT}/data/ssa/fed-means.json`)!) as { rows: unknown[] };
    expect(json.rows.length).toBeGreaterThan(0);
    const convs = fs.text(`${OUT}/data/ssa/conversations-human.csv`)!;
    expect(convs.split('\r\n').length).toBeGreaterThan(3);
    for (const line of convs.split('\r\n').slice(1))
      for (const cell of line.split(',')) expect(cell).not.toMatch(/^[=+@]/);
  });

  // Moved from test/e2e/preference.e2e.test.ts.
  it('offers preference CSV downloads with formula cells neutralised, and JSON with the bootstrap seed', () => {
    const demo = buildPreferenceDemo();
    const lines = fs.text(`${OUT}/preference/data/leaderboard.csv`)!.split('\r\n').filter(Boolean);
    expect(lines[0]!.split(',')[0]).toBe('model');
    expect(lines).toHaveLength(1 + PREFERENCE_MODELS.length);
    const tasks = fs.text(`${OUT}/preference/data/tasks.csv`)!;
    expect(tasks.split('\r\n').length).toBeGreaterThan(3);
    for (const line of tasks.split('\r\n').slice(1))
      for (const cell of line.split(',')) expect(cell).not.toMatch(/^[=+@-]/);
    const json = JSON.parse(fs.text(`${OUT}/preference/data/rule-findings.json`)!) as {
      bootstrap: { seed: number };
      rows: unknown[];
    };
    expect(json.rows).toHaveLength(demo.planted.length);
    expect(json.bootstrap.seed).toBe(20231101);
  });

  it('builds nothing again when nothing changed', async () => {
    const before = snapshot(fs, OUT);
    const again = await build(data, effects);
    expect(again.code).toBe(0);
    expect(again.log.join('\n')).toMatch(/nothing changed since the last build .*everything reused/);
    expect(effects.rendered).toHaveLength(1);
    expect(snapshot(fs, OUT)).toEqual(before);
  }, 120_000);

  it('keeps every keyed page, linked from the last site, when a change touches none of them', async () => {
    const page = `${OUT}/${keyedRendered(effects)[0]}/index.html`;
    const inode = fs.stat(page)!.ino;
    // A file no profile reads changes the data folder's digests, so the build runs; no page's inputs change.
    await writeFile(join(data, 'notes.txt'), 'a note beside the data\n');
    const again = await build(data, effects);
    expect(again.code, again.log.join('\n')).toBe(0);
    expect(effects.rendered).toHaveLength(2);
    expect(keyedRendered(effects)).toEqual([]);
    expect(galleryRendered(effects)).toEqual([]);
    expect(again.log.join('\n')).toMatch(
      /\(0 of (\d+) conversation and seed pages rendered, \1 kept from the last build/,
    );
    // The kept page is the last build's file (a hard link: the same inode), now in the new site.
    expect(fs.stat(page)!.ino).toBe(inode);
  }, 120_000);

  it("re-renders only the edited conversation's page and its seed's", async () => {
    await replaceOnce(
      join(data, 'meena', 'demo.txt'),
      'Start small with hiking and keep notes on what works.',
      'Start small with hiking, and keep notes on what works for you.',
    );
    const again = await build(data, effects);
    expect(again.code, again.log.join('\n')).toBe(0);
    const keyed = keyedRendered(effects);
    expect(keyed.map((p) => p.slice(0, 2)).sort()).toEqual(['c/', 's/']);
    expect(keyed.every((p) => p.includes('meena'))).toBe(true);
    expect(fs.text(`${OUT}/${keyed[0]}/index.html`)).toContain('key ');
  }, 120_000);

  it("re-renders the two pages a judgment's verdict shows on when it changes", async () => {
    await replaceOnce(join(data, 'botchat', 'UniEval.tsv'), '"Choice: Yes', '"Choice: No');
    const again = await build(data, effects);
    expect(again.code, again.log.join('\n')).toBe(0);
    expect(keyedRendered(effects)).toHaveLength(2);
    expect(keyedRendered(effects).every((p) => p.includes('botchat'))).toBe(true);
  }, 120_000);

  it('leaves the last site whole and removes its staging folder when rendering fails half way', async () => {
    const before = snapshot(fs, OUT);
    const manifest = fs.text(`${CACHE}/pages.json`);
    await replaceOnce(join(data, 'meena', 'demo.txt'), 'for you.', 'for you!');
    const failing: MemoryEffects = {
      ...effects,
      async renderPages(request) {
        // Half the pages written into the staging folder, then the renderer fails (Astro's crash, a kill).
        await fs.mkdir(`${request.into}/c`);
        await fs.writeFile(`${request.into}/index.html`, 'half a site');
        throw new Error('the renderer stopped');
      },
    };
    await expect(build(data, failing)).rejects.toThrow('the renderer stopped');
    expect(snapshot(fs, OUT)).toEqual(before);
    expect(fs.text(`${CACHE}/pages.json`)).toBe(manifest);
    expect(fs.readdir(ROOT).map((e) => e.name)).toEqual(['cache', 'site']);
    // The next build goes ahead, and renders the edited conversation's pages.
    const again = await build(data, effects);
    expect(again.code, again.log.join('\n')).toBe(0);
    expect(keyedRendered(effects)).toHaveLength(2);
    expect(fs.text(`${OUT}/index.html`)).not.toBe('half a site');
  }, 120_000);

  it('removes a conversation taken out of the data, and leaves no empty folder where its pages were', async () => {
    const file = join(data, 'meena', 'demo.txt');
    const text = await readFile(file, 'utf8');
    const at = text.indexOf('Human Conversation 2');
    expect(at).toBeGreaterThan(0);
    const pagesBefore = fs.list(OUT).filter((f) => f.startsWith('c/meena/'));
    await writeFile(file, text.slice(0, at));
    const again = await build(data, effects);
    expect(again.code, again.log.join('\n')).toBe(0);
    expect(keyedRendered(effects)).toEqual([]);
    const pagesAfter = fs.list(OUT).filter((f) => f.startsWith('c/meena/'));
    expect(pagesAfter.length).toBeLessThan(pagesBefore.length);
    for (const d of fs.dirs) if (d.startsWith(`${OUT}/`)) expect(fs.readdir(d).length, d).toBeGreaterThan(0);
  }, 120_000);
});

describe('the output folder contract, in memory', () => {
  const data = join(PROJECT_ROOT, 'content');

  it("refuses an output holding the user's files before reading anything, and changes nothing", async () => {
    const effects = memoryEffects();
    await effects.fs.mkdir(OUT);
    await effects.fs.writeFile(`${OUT}/notes.txt`, 'mine\n');
    const before = [...effects.fs.files.keys()];
    const refused = build(data, effects);
    await expect(refused).rejects.toThrow(UserError);
    await expect(refused).rejects.toMatchObject({ exitCode: EXIT.refused });
    await expect(refused).rejects.toThrow(/holds files Parley did not write \(notes\.txt\)/);
    expect([...effects.fs.files.keys()]).toEqual(before);
    expect(effects.fs.stat(CACHE)).toBeUndefined();
    expect(effects.rendered).toEqual([]);
  });

  it('puts back the last site a build killed between the two renames left, and removes only what builds left', async () => {
    const effects = memoryEffects();
    const { fs } = effects;
    // A build killed between the renames of its swap: no output, the last site whole in previous/.
    const dead = spawnSync('true').pid;
    const staging = `${ROOT}/.site.parley-staging-${dead}`;
    await fs.mkdir(`${staging}/previous`);
    await fs.writeFile(
      `${staging}/.parley-staging.json`,
      JSON.stringify({ format: 'parley-staging', out: OUT, pid: dead }),
    );
    await fs.writeFile(`${staging}/previous/${OUTPUT_MARKER}`, markerText('output', 'parley 0.0.1'));
    await fs.writeFile(`${staging}/previous/index.html`, 'the last site');
    // A folder named like a staging folder, without the note: the user's.
    await fs.mkdir(`${ROOT}/.site.parley-staging-1`);
    await fs.writeFile(`${ROOT}/.site.parley-staging-1/mine.txt`, 'mine');
    const { code, log } = await build(data, effects);
    expect(code, log.join('\n')).toBe(0);
    expect(log.slice(0, 2)).toEqual([
      `put back the last site that an interrupted build had moved aside (.site.parley-staging-${dead})`,
      `removed .site.parley-staging-${dead}, left by a build that was stopped (process ${dead})`,
    ]);
    expect(fs.readdir(ROOT).map((e) => e.name)).toEqual(['.site.parley-staging-1', 'cache', 'site']);
    expect(fs.text(`${ROOT}/.site.parley-staging-1/mine.txt`)).toBe('mine');
    expect(fs.text(`${OUT}/index.html`)).toContain('<main data-pagefind-body>shell ');
  }, 240_000);

  it('refuses an output with a .git folder', async () => {
    const effects = memoryEffects();
    await effects.fs.mkdir(`${OUT}/.git`);
    await expect(build(data, effects)).rejects.toThrow(/holds a \.git folder/);
  });

  it('refuses to build while another running build holds the output', async () => {
    const effects = memoryEffects();
    await effects.fs.mkdir(ROOT);
    // The parent of this test process runs: its id in the lock is a live build's.
    await effects.fs.writeFile(outputLock(OUT), String(process.ppid));
    const held = build(data, effects);
    await expect(held).rejects.toMatchObject({ exitCode: EXIT.locked });
    await expect(held).rejects.toThrow(
      `another parley build (process ${process.ppid}) is writing into ${OUT}`,
    );
    expect(effects.fs.stat(OUT)).toBeUndefined();
  });
});

describe('downloads built from hostile text (test/e2e/hostileSite.ts), in memory', () => {
  // Moved from test/e2e/hostile.e2e.test.ts: the CSV files need no browser, and no Astro.
  it('writes no CSV cell that a spreadsheet would run as a formula', async () => {
    const data = join(await mkdtemp(join(tmpdir(), 'parley-memory-hostile-')), 'data');
    await writeHostileData(data);
    const effects = memoryEffects();
    const { code, log } = await build(data, effects);
    expect(code, log.join('\n')).toBe(0);
    const csvs = effects.fs.list(`${OUT}/data`).filter((f) => f.endsWith('.csv'));
    expect(csvs.length).toBeGreaterThan(5);
    let cells = 0;
    for (const f of csvs) {
      const rows = parse(effects.fs.text(`${OUT}/data/${f}`)!, { relax_column_count: true }) as string[][];
      for (const row of rows)
        for (const c of row) {
          cells++;
          if (/^[=+\-@\t\r]/.test(c)) expect(c, f).toMatch(/^-?\d+(\.\d+)?(e[-+]?\d+)?$/i);
        }
    }
    expect(cells).toBeGreaterThan(100);
  }, 240_000);
});
