// The composition root of a build: dataset in, site model out, as a loop over the page groups (src/sections/index.ts
// PAGE_GROUPS, decision 0167). Each group is handed the parts of the site model it declares it reads, and writes
// the parts it declares; this file names no group. Statistics stay pure; pages stay dumb.
import type { Dataset } from '../records/dataset.ts';
import type { DetectorPool } from '../sections/gallery/detectorPool.ts';
import { PAGE_GROUPS } from '../sections/index.ts';
import {
  checkWrites,
  handParts,
  type GroupContext,
  type GroupFile,
  type PageGroup,
  type PartKey,
  type SiteParts,
} from '../sections/pageGroup.ts';
import { siteNames } from '../sections/views/siteViews.ts';
import type { SiteModel } from '../site/siteModel.ts';
import type { Memo, MemoEach } from '../views/viewContext.ts';

export interface BuildModelOptions {
  /** Counts cl100k tokens of a text (cached by the caller). */
  countTokens: (text: string) => number;
  version: string;
  /** The input-hash cache (see inputCache.ts); its keys are the hashes of what each computation is handed. */
  cache?: { memo: Memo; memoEach?: MemoEach };
  /** Runs the gallery detectors on both cores (sections/gallery/detectorPool.ts). */
  detectors?: DetectorPool;
  /** When given, filled with the seconds each step took (`views`, `gallery`, a section's key), for the build log. */
  timings?: Record<string, number>;
  /** Told as each step starts (`views`, `gallery`, ...), with the steps done and their number, for progress. */
  onStep?: (step: string, done: number, total: number) => void;
}

/** The steps buildSiteModel tells onStep of: one a group that builds, or as many as it says. */
const STEPS = PAGE_GROUPS.reduce((n, g) => n + (g.build ? (g.steps ?? 1) : 0), 0);

/** Builds the whole site model from a dataset: every page group's `build`, in order. */
export function buildSiteModel(data: Dataset, options: BuildModelOptions): SiteModel {
  return siteModelOf(buildParts(data, options, PAGE_GROUPS));
}

/**
 * The parts the groups build, in order, each handed what it reads.
 * @throws Error when a group reads a part no group before it writes, or writes a part it does not declare.
 */
export function buildParts(
  data: Dataset,
  options: BuildModelOptions,
  groups: readonly PageGroup[],
): Partial<SiteParts> {
  const { name, judgeName } = siteNames(data);
  const tokenCache = new Map<string, number>();
  const tokens = (t: string) => {
    let n = tokenCache.get(t);
    if (n === undefined) tokenCache.set(t, (n = options.countTokens(t)));
    return n;
  };
  let done = 0;
  const step = <T>(key: string, f: () => T): T => {
    options.onStep?.(key, done++, STEPS);
    const t = performance.now();
    const out = f();
    if (options.timings) options.timings[key] = (performance.now() - t) / 1000;
    return out;
  };
  const ctx: GroupContext = {
    name,
    judgeName,
    tokens,
    version: options.version,
    step,
    ...(options.cache ? { cache: options.cache } : {}),
    ...(options.detectors ? { detect: options.detectors.detect } : {}),
  };
  const parts: Partial<SiteParts> = {};
  const written = new Set<PartKey>();
  for (const g of groups) {
    const handed = handParts(parts, written, g);
    if (g.build) {
      const build = g.build.bind(g);
      const run = () => build(data, handed, ctx);
      // A group of several steps names each itself.
      Object.assign(parts, checkWrites(g, (g.steps ?? 1) === 1 ? step(g.key, run) : run()));
    }
    for (const k of g.writes) written.add(k);
  }
  options.onStep?.('done', done, STEPS);
  return parts;
}

/**
 * The files every group adds to the output, from the finished site model, group by group: every group has run, so
 * every part is written (an optional one may be absent, as a gallery is without conversations); the chat lengths
 * are not carried by the site model.
 */
export function groupFiles(
  data: Dataset,
  site: SiteModel,
  groups: readonly PageGroup[] = PAGE_GROUPS,
): GroupFile[] {
  const written = new Set<PartKey>(groups.flatMap((g) => g.writes).filter((k) => k !== 'lengths'));
  return groups.flatMap((g) => (g.files ? g.files(data, handParts(site, written, g)) : []));
}

/**
 * The site model from the groups' parts, fields in the site model's order.
 * @throws Error when no group wrote one of its fields (a bug in the groups' declarations).
 */
function siteModelOf(parts: Partial<SiteParts>): SiteModel {
  const need = <K extends keyof SiteModel>(k: K): SiteModel[K] => {
    const v = parts[k];
    if (v === undefined) throw new Error(`no page group wrote the site model's ${k}`);
    return v as SiteModel[K];
  };
  return {
    title: need('title'),
    description: need('description'),
    demo: need('demo'),
    bootstrap: need('bootstrap'),
    version: need('version'),
    views: need('views'),
    models: need('models'),
    conversations: need('conversations'),
    seeds: need('seeds'),
    quality: need('quality'),
    ...(parts.gallery ? { gallery: parts.gallery } : {}),
    ...(parts.judges ? { judges: parts.judges } : {}),
    assets: need('assets'),
    sections: need('sections'),
    sectionIndex: need('sectionIndex'),
    boards: need('boards'),
  };
}
