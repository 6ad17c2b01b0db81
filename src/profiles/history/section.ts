// The history section: each model's score over a leaderboard's dated snapshots, and the methodology changelog.
// Pages under history/.
import type { SiteSection } from '../profile.ts';
import { rowsOfModel } from '../tables.ts';
import { buildHistorySection } from './site/build.ts';
import type { HistoryModel } from './site/model.ts';

export const historySection: SiteSection<HistoryModel, 'history'> = {
  key: 'history',
  title: 'Leaderboard history and methodology changes',
  place: 70,
  build: (data, ctx) => buildHistorySection(data, ctx),
  pages: [
    { pattern: '/history/[...benchmark]', entrypoint: new URL('./pages/index.astro', import.meta.url) },
  ],
  downloads: {
    bootstrap: false,
    tables: (m) => m.benchmarks.map((b) => ({ name: b.download, raw: b.points })),
  },
  modelRows(model, m) {
    return m.benchmarks.flatMap((b) => {
      const table = rowsOfModel(b.table, model);
      return table ? [{ title: `${b.title}: history`, path: `history#h-${b.path}`, table, links: [] }] : [];
    });
  },
  nav: { label: 'History' },
};
