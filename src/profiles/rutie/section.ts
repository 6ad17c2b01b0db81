// The ruTiE section of the site: its model (./site/build.ts), its pages (./pages), its downloads under data/rutie/,
// its row on a model's page, its entry in the navigation and its block on the home page.
import type { SiteSection } from '../profile.ts';
import { rowsOfModel } from '../tables.ts';
import { buildRutieSection } from './site/build.ts';
import { rutieDownloads } from './site/downloads.ts';
import type { RutieModel } from './site/model.ts';

export const rutieSection: SiteSection<RutieModel, 'rutie'> = {
  key: 'rutie',
  title: 'ruTiE',
  place: 10,
  build: (data) => buildRutieSection(data),
  pages: [
    // A rest route, so that a site without ruTiE data has no such page.
    { pattern: '/rutie/[...section]', entrypoint: new URL('./pages/index.astro', import.meta.url) },
    { pattern: '/rutie/[figure]', entrypoint: new URL('./pages/figure.astro', import.meta.url) },
    { pattern: '/rutie/questions/[page]', entrypoint: new URL('./pages/questions.astro', import.meta.url) },
  ],
  downloads: { bootstrap: false, tables: rutieDownloads },
  modelRows(model, rutie) {
    const table = rowsOfModel(rutie.leaderboard, model);
    if (!table) return [];
    const links = [{ label: 'its answers question by question', path: 'rutie/questions/1/' }];
    return [{ title: 'ruTiE', path: 'rutie/', table, links }];
  },
  nav: { label: 'ruTiE' },
  home: { summary: new URL('./components/RutieSummary.astro', import.meta.url) },
};
