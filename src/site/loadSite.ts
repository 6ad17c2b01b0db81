// Pages read the site model the build wrote (siteModelFile.ts: its path in PARLEY_SITE_DATA, checked against the
// code of this checkout); read once per build.
import { statSync } from 'node:fs';
import type { ConversationView, SiteModel } from './siteModel.ts';
import {
  readSiteModelAndHeader,
  RENDER_PART_ENV,
  SITE_MODEL_ENV,
  type SiteModelHeader,
} from './siteModelFile.ts';
import { joinSitePath } from './sitePath.ts';
import { galleryPageKey } from './pageInputs.ts';
import { renderShares } from './renderShares.ts';

// One process can build several sites (the tests do): the cache is keyed by the model file and its change time.
let cached:
  { key: string; site: SiteModel; header: SiteModelHeader; byId?: Map<string, ConversationView> } | undefined;

/**
 * The site model of this build. Astro runs from the project root (`parley build` starts it there), whose code
 * the model's header must name.
 * @throws Error when the build did not say where it is, or the file is not this checkout's site model.
 */
export function loadSite(): SiteModel {
  return loaded().site;
}

function loaded(): { site: SiteModel; header: SiteModelHeader } {
  const path = process.env[SITE_MODEL_ENV];
  if (!path)
    throw new Error(
      `${SITE_MODEL_ENV} is not set: build the site with \`parley build DIR\` (or \`npm run build\`), not \`astro build\``,
    );
  const st = statSync(path);
  const key = `${path}\u0000${st.mtimeMs}\u0000${st.size}`;
  if (cached?.key !== key) cached = { key, ...readSiteModelAndHeader(path, process.cwd()) };
  return cached;
}

let wanted: { list: readonly string[]; set: Set<string> } | undefined;

/** The part this process renders (k of n, from 0), or the whole. */
function renderPart(): { k: number; n: number } {
  const m = /^(\d+)\/(\d+)$/.exec(process.env[RENDER_PART_ENV] ?? '');
  return m && Number(m[1]) < Number(m[2]) ? { k: Number(m[1]), n: Number(m[2]) } : { k: 0, n: 1 };
}

/**
 * Of the keyed pages (conversation, seed and filtered gallery pages, each under `key(page)`), those this build
 * renders: all, or those the header names when the build keeps the others from its last output
 * (src/pipeline/pageCache.ts); and of those, when several Astro processes share them (RENDER_PART_ENV), this
 * process's share (renderShares.ts). Every other page is rendered by each process alike.
 */
export function renderedPages<T extends { path: string }>(
  pages: readonly T[],
  key: (page: T) => string = (p) => p.path,
): T[] {
  const chosen = renderedAlike(pages, key);
  const { k, n } = renderPart();
  if (n === 1) return chosen;
  const share = shares(n);
  return chosen.filter((p) => share.get(key(p)) === k);
}

let shared: { site: SiteModel; n: number; share: Map<string, number> } | undefined;

/** Each keyed page's process, from the site model and the header's list of pages to render. */
function shares(n: number): Map<string, number> {
  const { site, header } = loaded();
  if (shared?.site !== site || shared.n !== n) {
    const share = renderShares(
      site.conversations.map((c) => c.path),
      site.seeds.map((s) => s.path),
      (site.gallery?.pages ?? []).map(galleryPageKey),
      header.renderPages ? new Set(header.renderPages) : undefined,
      n,
    );
    shared = { site, n, share };
  }
  return shared.share;
}

/**
 * Of the keyed pages every Astro process renders alike (the filtered gallery pages, keyed under `key(page)`), those
 * this build renders: all, or those the header names when the build keeps the others from its last output.
 */
export function renderedAlike<T>(pages: readonly T[], key: (page: T) => string): T[] {
  const list = loaded().header.renderPages;
  if (!list) return [...pages];
  if (wanted?.list !== list) wanted = { list, set: new Set(list) };
  return pages.filter((p) => wanted!.set.has(key(p)));
}

export function conversationById(id: string): ConversationView | undefined {
  const site = loadSite();
  cached!.byId ??= new Map(site.conversations.map((c) => [c.id, c]));
  return cached!.byId.get(id);
}

/** A site-internal link: the base path joined with a site path (`models/gpt4/`). */
export function href(path: string): string {
  return joinSitePath(import.meta.env.BASE_URL, path);
}
