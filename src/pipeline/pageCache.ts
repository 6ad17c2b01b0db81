// The page cache of `parley build` (docs/decisions/0107): each conversation page, seed page and filtered gallery
// page is keyed on exactly what it renders from (its page data and the frame every page shares,
// src/site/pageInputs.ts); a page whose key, Parley's code, the output directory and the base are those of the
// last build is kept from the last output instead of being rendered again. These are more than nine in ten of a
// large site's pages and most of its bytes; the other pages (a few dozen: statistics, the gallery's front pages)
// are rendered every build. A kept page is linked from the live output into the staging
// folder of the new site (outputStaging.ts), so the live site stays whole until the new one replaces it.
import { join } from 'node:path';
import type { GalleryCard } from '../site/galleryModel.ts';
import {
  conversationPages,
  galleryPageKey,
  galleryPages,
  pageShell,
  seedPages,
  type ConversationPageData,
  type GalleryPageData,
  type SeedPageData,
} from '../site/pageInputs.ts';
import type { SiteModel } from '../site/siteModel.ts';
import { nodeFs, type BuildFs } from './buildFs.ts';
import { hashOf } from './inputCache.ts';

const FORMAT = 'parley-pages';
const FORMAT_VERSION = 3;

/** What the last build rendered, kept in the cache directory beside its other caches. */
export interface PageManifest {
  format: typeof FORMAT;
  formatVersion: typeof FORMAT_VERSION;
  /** Parley's code version, the output directory and the base the pages were built with. */
  code: string;
  outDir: string;
  base: string;
  /**
   * Each keyed page's key and its file's fingerprint (stamped), by its path (`c/...`, `s/...`, `gallery/...`): a page is kept
   * only when its file is still the one this build wrote (not one another build, or a hand, wrote there since).
   */
  pages: Record<string, string>;
  /** Each search index part's key and the fingerprint of its entry file, by its name (searchIndex.ts). */
  search: Record<string, string>;
}

/** A file's size, change time and inode, or undefined when there is no such file. */
function fingerprint(file: string, fs: BuildFs): string | undefined {
  const s = fs.stat(file);
  return s === undefined ? undefined : `${s.size}:${s.mtimeMs}:${s.ino}`;
}

/** A key with the fingerprint of the file that holds what it keys (a renamed file keeps its fingerprint). */
export function stamped(key: string, file: string, fs: BuildFs = nodeFs): string | undefined {
  const f = fingerprint(file, fs);
  return f === undefined ? undefined : `${key}|${f}`;
}

/** The conditions the last build's pages must share with this one to be kept. */
export type PageSettings = Pick<PageManifest, 'code' | 'outDir' | 'base'>;

/**
 * Each keyed page's key, by path: the hash of its page data and of the frame (hashed once). One entry per field
 * of the page data: a field added there fails the type check until it is keyed here. Conversation and seed pages
 * come first, then the filtered gallery pages (under galleryPageKey: their path without the closing slash).
 */
export function pageKeys(site: SiteModel): Map<string, string> {
  const shell = hashOf(pageShell(site));
  const keys = new Map<string, string>();
  const conversation = conversationPages(site);
  for (const c of site.conversations) {
    const p = conversation(c);
    const parts: { [K in keyof ConversationPageData]-?: unknown } & { shell: string } = {
      conversation: p.conversation,
      benchmarkTitle: p.benchmarkTitle,
      tags: p.tags ?? null,
      notes: p.notes,
      shell,
    };
    keys.set(c.path, hashOf(parts));
  }
  const seed = seedPages(site);
  for (const s of site.seeds) {
    const p = seed(s);
    const parts: { [K in keyof SeedPageData]-?: unknown } & { shell: string } = {
      seed: p.seed,
      // A seed page shows its conversations as their pages do: their keys stand for them.
      conversations: p.conversations.map((c) => keys.get(c.path)),
      shell,
    };
    keys.set(s.path, hashOf(parts));
  }
  // A card is on several gallery pages (its category's, filtered and not): each is hashed once, and its hash
  // stands for it in the keys of the pages that list it.
  const cardKeys = new Map<GalleryCard, string>();
  const card = (c: GalleryCard): string => {
    let k = cardKeys.get(c);
    if (k === undefined) cardKeys.set(c, (k = hashOf(c)));
    return k;
  };
  const gallery = galleryPages(site);
  for (const g of site.gallery?.pages ?? []) {
    const p = gallery(g);
    const parts: { [K in keyof GalleryPageData]-?: unknown } & { shell: string } = {
      page: p.page,
      category: p.category,
      bars: p.bars,
      curated: p.curated.map(card),
      automatic: p.automatic.map(card),
      examples: p.examples,
      names: p.names,
      shell,
    };
    keys.set(galleryPageKey(g), hashOf(parts));
  }
  return keys;
}

/** The page manifest of the last build, or undefined when there is none or it is not one this Parley wrote. */
export async function readPageManifest(
  file: string,
  fs: BuildFs = nodeFs,
): Promise<PageManifest | undefined> {
  let value: unknown;
  try {
    value = JSON.parse(fs.readFile(file).toString('utf8'));
  } catch {
    return undefined;
  }
  const m = value as Partial<PageManifest> | null;
  if (
    m === null ||
    typeof m !== 'object' ||
    m.format !== FORMAT ||
    m.formatVersion !== FORMAT_VERSION ||
    typeof m.code !== 'string' ||
    typeof m.outDir !== 'string' ||
    typeof m.base !== 'string' ||
    typeof m.pages !== 'object' ||
    m.pages === null ||
    typeof m.search !== 'object' ||
    m.search === null
  )
    return undefined;
  return m as PageManifest;
}

export async function writePageManifest(
  file: string,
  settings: PageSettings,
  pages: ReadonlyMap<string, string>,
  search: Record<string, string>,
  fs: BuildFs = nodeFs,
): Promise<void> {
  const stampedPages: Record<string, string> = {};
  for (const [path, key] of pages) {
    const s = stamped(key, pageFile(settings.outDir, path), fs);
    if (s !== undefined) stampedPages[path] = s;
  }
  const m: PageManifest = {
    format: FORMAT,
    formatVersion: FORMAT_VERSION,
    ...settings,
    pages: stampedPages,
    search,
  };
  await fs.writeFile(file, JSON.stringify(m));
}

/** The file of a page in a built site. */
export const pageFile = (dir: string, path: string): string => join(dir, ...path.split('/'), 'index.html');

/**
 * Which keyed pages to render and which to keep from the last output (in `previousDir`, the live output folder):
 * kept are those whose key is the last build's, built with the same settings, whose file is still the one that
 * build wrote.
 */
export function planPages(
  previous: PageManifest | undefined,
  settings: PageSettings,
  keys: ReadonlyMap<string, string>,
  previousDir: string,
  fs: BuildFs = nodeFs,
): { keep: string[]; render: string[] } {
  const same =
    previous !== undefined &&
    previous.code === settings.code &&
    previous.outDir === settings.outDir &&
    previous.base === settings.base;
  const keep: string[] = [];
  const render: string[] = [];
  for (const [path, key] of keys) {
    if (
      same &&
      previous.pages[path] !== undefined &&
      previous.pages[path] === stamped(key, pageFile(previousDir, path), fs)
    )
      keep.push(path);
    else render.push(path);
  }
  return { keep, render };
}

/** What a plan renders and keeps, in words for the build's log: conversation and seed pages, then gallery pages. */
export function planSummary(plan: { keep: readonly string[]; render: readonly string[] }): string {
  const gallery = (paths: readonly string[]) => paths.filter((p) => p.startsWith('gallery/')).length;
  const g = { render: gallery(plan.render), keep: gallery(plan.keep) };
  const render = plan.render.length - g.render;
  const keep = plan.keep.length - g.keep;
  return `${render} of ${render + keep} conversation and seed pages rendered, ${keep} kept from the last build; ${g.render} of ${g.render + g.keep} gallery pages rendered, ${g.keep} kept; every other page rendered`;
}
