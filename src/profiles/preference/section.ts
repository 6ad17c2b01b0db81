// The preference-labels section of the site: its model (./site/build.ts), its pages (./pages), its downloads
// under preference/data/ (where its pages have always linked them), its row on a model's page, its entry in the
// navigation and its block on the home page.
import type { SiteSection } from '../profile.ts';
import { rowsOfModel } from '../tables.ts';
import { buildPreferenceSection } from './site/build.ts';
import type { PreferenceModel } from './site/model.ts';

export const preferenceSection: SiteSection<PreferenceModel, 'preference'> = {
  key: 'preference',
  title: 'Preference labels',
  place: 20,
  build: (data, ctx) => buildPreferenceSection(data, ctx),
  pages: [
    // A rest route: the leaderboard at preference/ and the other pages under it; none without labels.
    { pattern: '/preference/[...page]', entrypoint: new URL('./pages/index.astro', import.meta.url) },
    { pattern: '/preference/tasks/[task]', entrypoint: new URL('./pages/task.astro', import.meta.url) },
    // Each fault flag's cases, paginated: preference/flags/<flag>/, then .../2/, ...
    {
      pattern: '/preference/flags/[flag]/[...page]',
      entrypoint: new URL('./pages/flag.astro', import.meta.url),
    },
  ],
  downloads: {
    dir: 'preference/data',
    bootstrap: true,
    tables: (pref) => pref.downloads.map((t) => ({ name: t.name, raw: t.table.raw })),
  },
  modelRows(model, pref) {
    const table = rowsOfModel(pref.leaderboard.table, model);
    return table ? [{ title: 'Preference labels', path: 'preference/', table, links: [] }] : [];
  },
  nav: { label: 'Preferences' },
  home: { summary: new URL('./components/PreferenceSummary.astro', import.meta.url) },
};
