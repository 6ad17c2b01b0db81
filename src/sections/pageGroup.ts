// A group of the site's pages (the benchmark views, the conversations, the judges, the gallery, the comparison, the
// data-quality page, the profiles' sections): what it reads of the site model built before it, the fields of the
// site model it writes, the files it adds to the output, and the cached work it will ask for. The build
// (src/pipeline/buildSiteModel.ts) is a loop over the groups in their order; decision 0167.
import type { Dataset } from '../records/dataset.ts';
import type { SiteModel } from '../site/siteModel.ts';
import type { LengthStats } from '../stats/lengthStats.ts';
import type { Memo, MemoEach } from '../views/viewContext.ts';
import type { CachedWork } from '../views/cachedWork.ts';
import type { DetectorPool } from './gallery/detectorPool.ts';

/**
 * The site model as the groups build it: its fields, and the parts groups hand on to later groups that the pages
 * do not read (the chat lengths, which the views and the model pages both draw).
 */
export interface SiteParts extends SiteModel {
  /** Chat lengths of every benchmark's models, by benchmark. */
  lengths: ReadonlyMap<string, LengthStats[]>;
}

/** A field of the site parts. */
export type PartKey = keyof SiteParts;

/** A file a group adds to the output: its path under the site (slash-separated, not URL-encoded) and its text. */
export interface GroupFile {
  path: string;
  text: string;
}

/** What the build hands every group besides the dataset and the parts it reads. */
export interface GroupContext {
  /** A model's display name, and a judge's. */
  name: (model: string) => string;
  judgeName: (judge: string) => string;
  /** cl100k tokens of a text (cached by the build). */
  tokens: (text: string) => number;
  /** The version of Parley that builds the site. */
  version: string;
  /** The input-hash cache (src/pipeline/inputCache.ts): its keys are the hashes of what each computation reads. */
  cache?: { memo: Memo; memoEach?: MemoEach };
  /** Runs the gallery's detectors on both cores (started by the build); default: on this thread. */
  detect?: DetectorPool['detect'];
  /**
   * Runs `f` as one step of the build (its progress and its seconds in the build log); a group that runs several
   * steps of its own (the profiles' sections) names each.
   */
  step: <T>(name: string, f: () => T) => T;
}

/**
 * A group of pages. `R` names the parts it reads (written by groups before it), `W` the parts it writes. Written
 * as methods so that a group of any parts is a `PageGroup` to the loop.
 */
export interface PageGroup<R extends PartKey = PartKey, W extends PartKey = PartKey> {
  /** Its name in the build's progress and timings (`views`, `judges`, `gallery`). */
  key: string;
  /** The parts it reads; the build hands it these and no other. */
  reads: readonly R[];
  /** The parts it writes; writing any other throws (a bug). */
  writes: readonly W[];
  /**
   * The steps it runs (`step` is called once per step): 1 unless it says otherwise; for the build's progress.
   */
  steps?: number;
  /** Its parts of the site model; a part left out is absent (a gallery with no conversation). */
  build?(data: Dataset, parts: Pick<SiteParts, R>, ctx: GroupContext): Partial<Pick<SiteParts, W>>;
  /** The files it adds to the output, from the finished site model's parts it reads. */
  files?(data: Dataset, parts: Pick<SiteParts, R>): readonly GroupFile[];
  /**
   * The cached work its build will ask the memo for (each under the key `work.key` derives), so that the build
   * can compute the large ones ahead, in parallel, under the same key (src/pipeline/prewarmBootstraps.ts).
   */
  cachedWork?(data: Dataset): readonly CachedWork[];
}

/**
 * The parts a group reads, and only those.
 * @throws Error when a part it reads was written by no group before it (a bug in the groups' order).
 */
export function handParts<R extends PartKey>(
  parts: Partial<SiteParts>,
  written: ReadonlySet<PartKey>,
  group: Pick<PageGroup<R>, 'key' | 'reads'>,
): Pick<SiteParts, R> {
  const out: Partial<Pick<SiteParts, R>> = {};
  for (const k of group.reads) {
    if (!written.has(k))
      throw new Error(`the page group ${group.key} reads ${k}, which no group before it writes`);
    if (k in parts) out[k] = parts[k] as SiteParts[R];
  }
  // Every part read was written; an optional part (a gallery, the judges) may be absent, as in the site model.
  return out as Pick<SiteParts, R>;
}

/**
 * A group's parts, checked against what it declares it writes.
 * @throws Error when it wrote a part it does not declare (a bug).
 */
export function checkWrites<W extends PartKey>(
  group: Pick<PageGroup<PartKey, W>, 'key' | 'writes'>,
  built: Partial<Pick<SiteParts, W>>,
): Partial<Pick<SiteParts, W>> {
  const declared = new Set<string>(group.writes);
  for (const k of Object.keys(built))
    if (!declared.has(k))
      throw new Error(`the page group ${group.key} wrote ${k}, which it does not declare`);
  return built;
}
