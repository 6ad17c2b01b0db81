// Static build. `parley build` sets PARLEY_SITE_DATA (the path of the JSON site model that the pages read, see
// src/site/loadSite.ts) and PARLEY_OUT_DIR; PARLEY_BASE says where the site will be served.
//
// Environment:
//   PARLEY_OUT_DIR    output directory (default dist)
//   PARLEY_SITE_DATA  the site model JSON written by the CLI (read by the pages, not here)
//   PARLEY_BASE       '/' (default), a path such as '/parley/', or a full URL such as
//                     'https://example.org/parley/' (then also Astro's `site`, for absolute URLs)
//
// The pages of the profiles' sections (the parts of the site a benchmark adds) live in their profiles, not in
// src/pages: the one integration below injects a route for every page a section declares (src/profiles/routes.ts,
// derived from src/profiles/index.ts; Astro loads this config through Vite, which reads the TypeScript).
//
// Nothing here reaches the network (no outside integrations, telemetry off in the CLI), and nothing non-deterministic
// is inlined: stylesheets are always files, scripts are bundled module files (assetsInlineLimit 0 also keeps
// small scripts out of the HTML), asset names are content hashes, so the strict Content-Security-Policy of
// src/layouts/Base.astro holds and two builds of the same data are byte-identical.
//
// build.format 'directory' (models/gpt4/index.html served as /models/gpt4/): clean, stable permalinks for
// conversations, and every static host serves them; 'file' would make links end in .html.
import { defineConfig } from 'astro/config';
import { sectionRoutes } from './src/profiles/routes.ts';

/**
 * Injects the routes of every page the profiles' sections declare, in a Parley build (one with a site model to
 * read). An Astro build of other pages with this config (the shell test's) gets none: their pages would ask for
 * the site model.
 */
const sectionPages = {
  name: 'parley-section-pages',
  hooks: {
    'astro:config:setup': ({ injectRoute }) => {
      if (!process.env.PARLEY_SITE_DATA) return;
      for (const route of sectionRoutes()) injectRoute(route);
    },
  },
};

/** Splits PARLEY_BASE into Astro's `site` (origin, when a URL is given) and `base` (a path ending in '/'). */
function siteAndBase(value) {
  const raw = (value ?? '/').trim() || '/';
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw)) {
    const url = new URL(raw);
    return { site: url.origin, base: url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/` };
  }
  const path = raw.startsWith('/') ? raw : `/${raw}`;
  return { base: path.endsWith('/') ? path : `${path}/` };
}

export default defineConfig({
  ...siteAndBase(process.env.PARLEY_BASE),
  output: 'static',
  outDir: process.env.PARLEY_OUT_DIR ?? 'dist',
  trailingSlash: 'ignore',
  compressHTML: true,
  build: { format: 'directory', inlineStylesheets: 'never', assets: '_assets' },
  devToolbar: { enabled: false },
  vite: { build: { assetsInlineLimit: 0 } },
  integrations: [sectionPages],
});
