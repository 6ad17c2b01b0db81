// Static build. `parley build` writes the site model file (src/site/siteModelFile.ts) and runs Astro with its
// path in PARLEY_SITE_DATA, the one environment variable of the hand-off: its header says where the pages go
// (default dist) and where the site will be served (`parley build` takes that from the user's PARLEY_BASE: '/',
// a path such as '/parley/', or a full URL such as 'https://example.org/parley/', then also Astro's `site`, for
// absolute URLs); the pages read the model (src/site/loadSite.ts). A header of another checkout's code stops
// the build here.
//
// The pages of the profiles' sections (the parts of the site a benchmark adds) live in their profiles, not in
// src/pages: the one integration below injects a route for every page a section declares, and a Vite plugin the
// module of their home-page blocks and conversation notes (src/profiles/routes.ts, derived from
// src/profiles/index.ts; Astro loads this config through Vite, which reads the TypeScript).
//
// Nothing here reaches the network (no outside integrations, telemetry off in the CLI), and nothing non-deterministic
// is inlined: stylesheets are always files, scripts are bundled module files (assetsInlineLimit 0 also keeps
// small scripts out of the HTML), asset names are content hashes, so the strict Content-Security-Policy of
// src/layouts/Base.astro holds and two builds of the same data are byte-identical.
//
// build.format 'directory' (models/gpt4/index.html served as /models/gpt4/): clean, stable permalinks for
// conversations, and every static host serves them; 'file' would make links end in .html.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import { SECTION_COMPONENT_MODULES, sectionComponentsModule, sectionRoutes } from './src/profiles/routes.ts';
import { readSiteModelHeader, SITE_MODEL_ENV } from './src/site/siteModelFile.ts';

/** The header of the site model file of a Parley build, or undefined in another Astro build with this config. */
const modelFile = process.env[SITE_MODEL_ENV];
const handoff = modelFile
  ? readSiteModelHeader(modelFile, fileURLToPath(new URL('.', import.meta.url)))
  : undefined;

/**
 * Injects the routes of every page the profiles' sections declare, in a Parley build (one with a site model to
 * read). An Astro build of other pages with this config (the shell test's) gets none: their pages would ask for
 * the site model.
 */
const sectionPages = {
  name: 'parley-section-pages',
  hooks: {
    'astro:config:setup': ({ injectRoute }) => {
      if (!handoff) return;
      for (const route of sectionRoutes()) injectRoute(route);
    },
  },
};

/**
 * The components the profiles' sections add to shared pages (home-page blocks, conversation notes), as modules
 * derived from SECTIONS (src/profiles/routes.ts), which the shell imports by their ids: the shell names no profile.
 */
const kinds = Object.entries(SECTION_COMPONENT_MODULES);
const sectionComponents = {
  name: 'parley-section-components',
  resolveId: (id) => (kinds.some(([, module]) => module === id) ? `\0${id}` : undefined),
  load: (id) => {
    const kind = kinds.find(([, module]) => id === `\0${module}`)?.[0];
    return kind ? sectionComponentsModule(kind) : undefined;
  },
};

/** Splits the base into Astro's `site` (origin, when a URL is given) and `base` (a path ending in '/'). */
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
  ...siteAndBase(handoff?.base),
  output: 'static',
  // A build that renders in two processes gives each an output folder of its own (src/pipeline/buildSite.ts).
  outDir: process.env.PARLEY_RENDER_OUT || handoff?.outDir || 'dist',
  trailingSlash: 'ignore',
  compressHTML: true,
  build: { format: 'directory', inlineStylesheets: 'never', assets: '_assets' },
  devToolbar: { enabled: false },
  vite: { build: { assetsInlineLimit: 0 }, plugins: [sectionComponents] },
  integrations: [sectionPages],
});
