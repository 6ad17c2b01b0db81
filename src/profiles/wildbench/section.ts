// The WildBench section of the site: the WB-Reward leaderboards (./site/build.ts), its page (./pages), the
// leaderboards as CSV and JSON under data/wildbench/, its boards at the head of the home page, and a model's rows on
// its page.
import type { SiteSection } from '../profile.ts';
import { formatNumber } from '../../render/format.ts';
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
  // The home page leads with each judge's WB-Reward leaderboard (a site of WildBench files alone opens with it).
  boards: (m) =>
    m.boards.map((b) => ({
      benchmark: 'wildbench',
      id: `wildbench-${b.download}`,
      title:
        m.boards.length === 1
          ? 'WildBench: WB-Reward'
          : `WildBench: WB-Reward, ${b.judge || 'judge not named'}`,
      lead: `Each model's mean reward against ${b.references.length === 1 ? 'the reference model' : `each of ${b.references.length} reference models`} (+100 much better to −100 much worse, a slight win by an answer longer by more than K = ${formatNumber(m.k)} characters counted as a tie), and WB-Reward-Mix, their mean${b.judge ? `; judged by ${b.judge}` : ''}.`,
      table: b.table,
      links: [{ label: 'WildBench: what WB-Reward is', path: 'wildbench/' }],
      notes:
        m.unattributed > 0
          ? [
              `${formatNumber(m.unattributed)} of ${formatNumber(m.judgments)} judgments name no reference model and count in no reward.`,
            ]
          : [],
      download: `data/wildbench/${b.download}`,
    })),
};
