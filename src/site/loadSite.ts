// Pages read the site model the build wrote (its path in PARLEY_SITE_DATA); read once per build.
import { readFileSync } from 'node:fs';
import type { ConversationView, SiteModel } from './siteModel.ts';

let cached: SiteModel | undefined;
let byId: Map<string, ConversationView> | undefined;

/** The site model of this build. @throws Error when the build did not say where it is. */
export function loadSite(): SiteModel {
  if (cached) return cached;
  const path = process.env.PARLEY_SITE_DATA;
  if (!path)
    throw new Error(
      'PARLEY_SITE_DATA is not set: build the site with `parley build DIR` (or `npm run build`), not `astro build`',
    );
  cached = JSON.parse(readFileSync(path, 'utf8')) as SiteModel;
  return cached;
}

export function conversationById(id: string): ConversationView | undefined {
  byId ??= new Map(loadSite().conversations.map((c) => [c.id, c]));
  return byId.get(id);
}

/** A site-internal link: the base path joined with a site path (`models/gpt4/`). */
export function href(path: string): string {
  const base = import.meta.env.BASE_URL.endsWith('/')
    ? import.meta.env.BASE_URL
    : `${import.meta.env.BASE_URL}/`;
  const p = path.replace(/^\/+/, '');
  return `${base}${p}${p === '' || p.endsWith('/') || /\.[a-z0-9]+$/i.test(p) ? '' : '/'}`;
}
