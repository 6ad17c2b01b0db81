// Static build. The CLI (`parley build`) sets PARLEY_SITE_DATA (the site model) and PARLEY_OUT_DIR; nothing here
// reaches the network, and no script or stylesheet is inlined, so a strict Content-Security-Policy holds.
import { defineConfig } from 'astro/config';

export default defineConfig({
  output: 'static',
  outDir: process.env.PARLEY_OUT_DIR ?? 'dist',
  base: process.env.PARLEY_BASE ?? '/',
  trailingSlash: 'ignore',
  compressHTML: true,
  build: { format: 'directory', inlineStylesheets: 'never', assets: '_assets' },
  devToolbar: { enabled: false },
  vite: { build: { assetsInlineLimit: 0 } },
});
