// A computation's declared share of a Dataset, and the cache key derived from it (docs/decisions/0105). The
// computation is handed a dataset in which only the declared fields can be read: record lists narrowed to one
// benchmark, or fields handed over whole. Reading any other field throws, so a computation that starts reading a
// new kind of record fails every build and test until its declaration names it. The key is the hash of the content
// of exactly what was handed over, so a cached result can only be reused for the same inputs.
import type { Dataset } from '../../records/dataset.ts';
import { hashOf } from '../hashOf.ts';

/** The Dataset fields that are lists of records carrying a `benchmark`: the ones a slice can narrow. */
export type BenchmarkList = {
  [K in keyof Dataset]-?: Dataset[K] extends readonly { benchmark: string }[] ? K : never;
}[keyof Dataset];

/** What a computation reads of a dataset. */
export interface DatasetReads {
  /** Record lists handed over holding only the records of the slice's benchmark (in their order). */
  readonly ofBenchmark: readonly BenchmarkList[];
  /** Fields handed over whole: tables every benchmark shares (models, judges) and settings (the manifest). */
  readonly whole: readonly (keyof Dataset)[];
}

/** A read of a field that the computation's declaration does not name. */
export class UndeclaredReadError extends Error {
  constructor(field: string, what: string) {
    super(
      `${what} read Dataset.${field}, which its declared inputs do not name: add it to the declaration (so the cache key covers it) or stop reading it`,
    );
    this.name = 'UndeclaredReadError';
  }
}

export interface DatasetSlice {
  /** The dataset as the computation sees it: the declared fields (narrowed), and a throw on any other. */
  readonly data: Dataset;
  /**
   * The inputs part of a cache key: the benchmark and the SHA-256 of each declared field's content as handed over,
   * by field. Computed on demand (a build without a cache never hashes).
   */
  inputs(): { benchmark: string; reads: Record<string, string> };
}

/** Hands out slices of one dataset; `data` must not change while its slices are in use. */
export type Slicer = (benchmark: string, reads: DatasetReads, what: string) => DatasetSlice;

/**
 * A slicer of `data`. Its slices of one benchmark share their narrowed lists and content hashes (the views of a
 * benchmark filter and hash each list once); they live as long as the slicer, one pass of a build.
 * A slice's dataset throws UndeclaredReadError when an undeclared field is read.
 */
export function createSlicer(data: Dataset): Slicer {
  const narrowed = new Map<string, readonly { benchmark: string }[]>();
  const hashes = new Map<unknown, string>();
  const narrow = (field: BenchmarkList, benchmark: string) => {
    const key = `${field}\u0000${benchmark}`;
    let list = narrowed.get(key);
    if (!list) {
      const all: readonly { benchmark: string }[] = data[field];
      narrowed.set(key, (list = all.filter((r) => r.benchmark === benchmark)));
    }
    return list;
  };
  const contentHash = (value: unknown) => {
    let h = hashes.get(value);
    if (h === undefined) hashes.set(value, (h = hashOf(value)));
    return h;
  };
  return (benchmark, reads, what) => {
    const handed = new Map<string, unknown>();
    for (const f of reads.ofBenchmark) handed.set(f, narrow(f, benchmark));
    for (const f of reads.whole) handed.set(f, data[f]);
    const guarded = new Proxy(data, {
      get(target, key, receiver) {
        if (typeof key !== 'string') return Reflect.get(target, key, receiver);
        if (handed.has(key)) return handed.get(key);
        if (Object.hasOwn(target, key)) throw new UndeclaredReadError(key, what);
        return Reflect.get(target, key, receiver);
      },
    });
    return {
      data: guarded,
      inputs: () => ({
        benchmark,
        reads: Object.fromEntries([...handed].map(([field, value]) => [field, contentHash(value)])),
      }),
    };
  };
}
