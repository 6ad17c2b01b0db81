// The input-hash cache of a build: results of pure computations (statistics of a view, a bootstrap) stored under
// the hash of their inputs and of Parley's code, so a rebuild recomputes only what depends on what changed.
// Keys are computed from content (file hashes, counts), never from times; a stale entry can never be hit, only
// left unused. Entries are JSON files under `<cacheDir>/stages/`.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { listInputs } from '../ingest/listInputs.ts';

/** SHA-256 of a value's JSON (object keys in their given order), hex. */
export function hashOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

/** SHA-256 of a file's bytes, hex, read as a stream (files of any size). */
export function hashFile(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const h = createHash('sha256');
    createReadStream(path, { highWaterMark: 4 * 1024 * 1024 })
      .on('data', (b) => h.update(b))
      .on('error', reject)
      .on('end', () => resolve(h.digest('hex')));
  });
}

/** Every file under `dir` (hidden ones and node_modules left out), relative, sorted. */
export async function listFiles(dir: string, root = dir): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    if (e.name.startsWith('.') || e.name === 'node_modules') continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await listFiles(p, root)));
    else if (e.isFile()) out.push(relative(root, p).split(sep).join('/'));
  }
  return out.sort();
}

/**
 * Hashes of every file a read of a data directory would look at (readInputs' own walk: files reached through links
 * included, so a change behind a link is a change): `{ "UniEval.tsv": "ab12..." }`, sorted by path.
 */
export async function dataDigests(
  dir: string,
  options: { followOutsideLinks?: boolean } = {},
): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const f of (await listInputs(dir, options)).files) out[f] = await hashFile(join(dir, f));
  return out;
}

/**
 * The code version in cache keys: a hash of Parley's own source (src/, astro.config.mjs, package.json and the
 * lockfile). Any change to the code that computes or renders invalidates every entry.
 */
export async function codeVersion(projectRoot: string): Promise<string> {
  const h = createHash('sha256');
  const files = [
    ...(await listFiles(join(projectRoot, 'src'))).map((f) => `src/${f}`),
    'astro.config.mjs',
    'package.json',
    'package-lock.json',
  ];
  for (const f of files) {
    if (/\.(test|corpus\.test|e2e\.test)\.ts$/.test(f) || f.includes('__snapshots__')) continue;
    const p = join(projectRoot, f);
    if (!existsSync(p)) continue;
    h.update(f)
      .update('\0')
      .update(await readFile(p))
      .update('\0');
  }
  return h.digest('hex').slice(0, 16);
}

/** What a cache did in one build, per stage. */
export type CacheTally = Record<string, { reused: number; computed: number }>;

export interface InputCache {
  /**
   * The value stored under the hash of (`stage`, `inputs`, code version), or the value `compute` returns, then
   * stored. `inputs` must name everything the computation reads; values must survive JSON.
   */
  memo<T>(stage: string, inputs: unknown, compute: () => T): T;
  /** Whether a value is stored for (`stage`, `inputs`). */
  has(stage: string, inputs: unknown): boolean;
  /** Stores a value computed elsewhere (in parallel, ahead of the memo that will ask for it). */
  put(stage: string, inputs: unknown, value: unknown): void;
  tally(): CacheTally;
}

/** A cache in `dir` (created when missing). Entries of other code versions are never read. */
export function createInputCache(dir: string, version: string): InputCache {
  const root = join(dir, 'stages');
  mkdirSync(root, { recursive: true });
  const tally: CacheTally = {};
  /** Entries put in this build: reading them back is not reuse. */
  const fresh = new Set<string>();
  const fileOf = (stage: string, inputs: unknown) =>
    join(root, `${stage}-${hashOf([version, stage, inputs]).slice(0, 40)}.json`);
  return {
    has: (stage, inputs) => existsSync(fileOf(stage, inputs)),
    put(stage, inputs, value) {
      const file = fileOf(stage, inputs);
      writeFileSync(file, JSON.stringify(value));
      fresh.add(file);
      (tally[stage] ??= { reused: 0, computed: 0 }).computed++;
    },
    memo<T>(stage: string, inputs: unknown, compute: () => T): T {
      const t = (tally[stage] ??= { reused: 0, computed: 0 });
      const file = fileOf(stage, inputs);
      if (existsSync(file)) {
        try {
          const value = JSON.parse(readFileSync(file, 'utf8')) as T;
          if (!fresh.has(file)) t.reused++;
          return value;
        } catch {
          // A damaged entry is recomputed and rewritten.
        }
      }
      // Stored and returned as JSON, so a value computed now and one read back later are the same (NaN → null).
      const json = JSON.stringify(compute());
      writeFileSync(file, json);
      t.computed++;
      return JSON.parse(json) as T;
    },
    tally: () => tally,
  };
}

/** One line saying what was reused: `statistics: 1 of 2 views reused; bootstrap: 2 of 2 reused`. */
export function formatTally(tally: CacheTally, labels: Record<string, string> = {}): string {
  return Object.entries(tally)
    .map(([stage, t]) => `${labels[stage] ?? stage}: ${t.reused} of ${t.reused + t.computed} reused`)
    .join('; ');
}
