// The WildBench section of the site: the WB-Reward leaderboards (./site/build.ts), its page (./pages), the
// leaderboards as CSV and JSON under data/wildbench/, and a model's rows on its page.
import type { SiteSection } from '../profile.ts';
import { rowsOfModel } from '../tables.ts';
import { buildWildBenchSection } from './site/build.ts';
import type { WildBenchModel } from './site/model.ts';

export const wildBenchSection: SiteSection<WildBenchModel, 'wildbench'> = {
  key: 'wildbench',
  title: 'WildBench',
  place: 45,
  build: (data, ctx) => buildWildBenchSection(data, ctx),
  pages: [
    // A rest route, so that a site without WildBench data has no such page.
    { pattern: '/wildbench/[...index]', entrypoint: new URL('./pages/index.astro', import.meta.url) },
  ],
  downloads: {
    bootstrap: false,
    tables: (m) => m.boards.map((b) => ({ name: b.download, raw: b.table.raw })),
  },
  modelRows(model, m) {
    return m.boards.flatMap((b) => {
      const table = rowsOfModel(b.table, model);
      return table ? [{ title: 'WildBench: WB-Reward', path: 'wildbench/', table, links: [] }] : [];
    });
  },
  nav: { label: 'WildBench' },
};
