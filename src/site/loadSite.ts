// Pages read the site model the build wrote (siteModelFile.ts: its path in PARLEY_SITE_DATA, checked against the
// code of this checkout); read once per build.
import { statSync } from 'node:fs';
import type { ConversationView, SiteModel } from './siteModel.ts';
import { readSiteModelFile, SITE_MODEL_ENV } from './siteModelFile.ts';
import { joinSitePath } from './sitePath.ts';

// One process can build several sites (the tests do): the cache is keyed by the model file and its change time.
let cached: { key: string; site: SiteModel; byId?: Map<string, ConversationView> } | undefined;

/**
 * The site model of this build. Astro runs from the project root (`parley build` starts it there), whose code
 * the model's header must name.
 * @throws Error when the build did not say where it is, or the file is not this checkout's site model.
 */
export function loadSite(): SiteModel {
  const path = process.env[SITE_MODEL_ENV];
  if (!path)
    throw new Error(
      `${SITE_MODEL_ENV} is not set: build the site with \`parley build DIR\` (or \`npm run build\`), not \`astro build\``,
    );
  const st = statSync(path);
  const key = `${path}\u0000${st.mtimeMs}\u0000${st.size}`;
  if (cached?.key !== key) cached = { key, site: readSiteModelFile(path, process.cwd()) };
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
