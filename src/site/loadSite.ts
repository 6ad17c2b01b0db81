// Pages read the site model the build wrote (its path in PARLEY_SITE_DATA); read once per build.
import { readFileSync, statSync } from 'node:fs';
import type { ConversationView, SiteModel } from './siteModel.ts';
import { joinSitePath } from './sitePath.ts';

// One process can build several sites (the tests do): the cache is keyed by the model file and its change time.
let cached: { key: string; site: SiteModel; byId?: Map<string, ConversationView> } | undefined;

/** The site model of this build. @throws Error when the build did not say where it is. */
export function loadSite(): SiteModel {
  const path = process.env.PARLEY_SITE_DATA;
  if (!path)
    throw new Error(
      'PARLEY_SITE_DATA is not set: build the site with `parley build DIR` (or `npm run build`), not `astro build`',
    );
  const st = statSync(path);
  const key = `${path}\u0000${st.mtimeMs}\u0000${st.size}`;
  if (cached?.key !== key) cached = { key, site: JSON.parse(readFileSync(path, 'utf8')) as SiteModel };
  return cached.site;
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
