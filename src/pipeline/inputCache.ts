// The input-hash cache of a build: results of pure computations (statistics of a view, a bootstrap) stored under
// the hash of their inputs and of Parley's code (src/site/codeVersion.ts), so a rebuild recomputes only what
// depends on what changed. Keys are computed from the content a computation is handed (a view's slice of the
// dataset, docs/decisions/0105; a bootstrap's counts), never from times; a stale entry can never be hit, only
// left unused. Entries are JSON files under `<cacheDir>/stages/`.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { listInputs } from '../ingest/listInputs.ts';
import { hashOf } from '../sections/hashOf.ts';
import { nodeFs, type BuildFs } from './buildFs.ts';

// The key derivation is the sections' (the work they declare is looked up under it); the cache's users take it here.
export { hashOf };

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

/**
 * Hashes of every file a read of a data directory would look at (readInputs' own walk: files reached through links
 * included, so a change behind a link is a change): `{ "UniEval.tsv": "ab12..." }`, sorted by path.
 */
export async function dataDigests(
  dir: string,
  options: {
    followOutsideLinks?: boolean;
    onFile?: (done: number, total: number, file: string) => void;
  } = {},
): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const { files } = await listInputs(dir, options);
  for (const [k, f] of files.entries()) {
    options.onFile?.(k, files.length, f);
    out[f] = await hashFile(join(dir, f));
  }
  return out;
}

/** What a cache did in one build, per stage. */
export type CacheTally = Record<string, { reused: number; computed: number }>;

export interface InputCache {
  /**
   * The value stored under the hash of (`stage`, `inputs`, code version), or the value `compute` returns, then
   * stored. `inputs` must name everything the computation reads; values must survive JSON.
   */
  memo<T>(stage: string, inputs: unknown, compute: () => T): T;
  /**
   * Each item's value, stored under the hash of (item, code version) in one file per stage holding this build's
   * items only; `compute` is given the items not stored, at once, and returns their values in order. Items must
   * name everything their computation reads; values must survive JSON.
   */
  memoEach<A, T>(stage: string, items: readonly A[], compute: (items: A[]) => T[]): T[];
  /** Whether a value is stored for (`stage`, `inputs`). */
  has(stage: string, inputs: unknown): boolean;
  /** Stores a value computed elsewhere (in parallel, ahead of the memo that will ask for it). */
  put(stage: string, inputs: unknown, value: unknown): void;
  tally(): CacheTally;
}

/** A cache in `dir` (created when missing). Entries of other code versions are never read. */
export function createInputCache(dir: string, version: string, fs: BuildFs = nodeFs): InputCache {
  const root = join(dir, 'stages');
  fs.mkdirSync(root);
  const exists = (file: string) => fs.stat(file) !== undefined;
  const tally: CacheTally = {};
  /** Entries put in this build: reading them back is not reuse. */
  const fresh = new Set<string>();
  const fileOf = (stage: string, inputs: unknown) =>
    join(root, `${stage}-${hashOf([version, stage, inputs]).slice(0, 40)}.json`);
  return {
    has: (stage, inputs) => exists(fileOf(stage, inputs)),
    put(stage, inputs, value) {
      const file = fileOf(stage, inputs);
      fs.writeFileSync(file, JSON.stringify(value));
      fresh.add(file);
      (tally[stage] ??= { reused: 0, computed: 0 }).computed++;
    },
    memo<T>(stage: string, inputs: unknown, compute: () => T): T {
      const t = (tally[stage] ??= { reused: 0, computed: 0 });
      const file = fileOf(stage, inputs);
      if (exists(file)) {
        try {
          const value = JSON.parse(fs.readFile(file).toString('utf8')) as T;
          if (!fresh.has(file)) t.reused++;
          return value;
        } catch {
          // A damaged entry is recomputed and rewritten.
        }
      }
      // Stored and returned as JSON, so a value computed now and one read back later are the same (NaN → null).
      const json = JSON.stringify(compute());
      fs.writeFileSync(file, json);
      t.computed++;
      return JSON.parse(json) as T;
    },
    memoEach<A, T>(stage: string, items: readonly A[], compute: (items: A[]) => T[]): T[] {
      const t = (tally[stage] ??= { reused: 0, computed: 0 });
      const file = join(root, `${stage}-each.json`);
      let stored: Record<string, unknown> = {};
      try {
        const s = JSON.parse(fs.readFile(file).toString('utf8')) as { version?: unknown; values?: unknown };
        if (s.version === version && typeof s.values === 'object' && s.values !== null)
          stored = s.values as Record<string, unknown>;
      } catch {
        // None yet, or damaged: every item is computed.
      }
      const keys = items.map((item) => hashOf(item));
      const now: Record<string, unknown> = {};
      const missing: A[] = [];
      const missingKeys: string[] = [];
      keys.forEach((key, i) => {
        if (Object.hasOwn(now, key)) return;
        if (Object.hasOwn(stored, key)) {
          t.reused++;
          now[key] = stored[key];
        } else {
          now[key] = undefined;
          missing.push(items[i]!);
          missingKeys.push(key);
        }
      });
      if (missing.length > 0) {
        const values = compute(missing);
        if (values.length !== missing.length)
          throw new Error(`${stage}: ${values.length} values computed for ${missing.length} items`);
        // As JSON, so a value computed now and one read back later are the same (NaN → null).
        missingKeys.forEach((key, i) => (now[key] = JSON.parse(JSON.stringify(values[i]) ?? 'null')));
        t.computed += missing.length;
      }
      fs.writeFileSync(file, JSON.stringify({ version, values: now }));
      return keys.map((key) => now[key] as T);
    },
    tally: () => tally,
  };
}

/**
 * A cache held in memory for one process (`parley ratings`): what a build's cache would return, values passed
 * through JSON as there, nothing written.
 */
export function createMemoryCache(): InputCache {
  const entries = new Map<string, string>();
  const tally: CacheTally = {};
  const keyOf = (stage: string, inputs: unknown) => hashOf([stage, inputs]);
  const count = (stage: string) => (tally[stage] ??= { reused: 0, computed: 0 });
  return {
    has: (stage, inputs) => entries.has(keyOf(stage, inputs)),
    put(stage, inputs, value) {
      entries.set(keyOf(stage, inputs), JSON.stringify(value));
      count(stage).computed++;
    },
    memo<T>(stage: string, inputs: unknown, compute: () => T): T {
      const key = keyOf(stage, inputs);
      let json = entries.get(key);
      if (json === undefined) {
        entries.set(key, (json = JSON.stringify(compute())));
        count(stage).computed++;
      }
      return JSON.parse(json) as T;
    },
    memoEach<A, T>(stage: string, items: readonly A[], compute: (items: A[]) => T[]): T[] {
      count(stage).computed += items.length;
      return compute([...items]).map((v) => JSON.parse(JSON.stringify(v) ?? 'null') as T);
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
