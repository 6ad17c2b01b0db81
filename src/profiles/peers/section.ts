// The peers section of the site (key `peers`): for each peer format the data hold (AlpacaEval, arena-hard-auto,
// MT-Bench, lm-evaluation-harness, Inspect, LMArena dumps), Parley's tables beside the peer's published numbers.
// Its model (./site/build.ts), its pages (./pages: peers/ and peers/<format>/), its downloads under data/peers/, its
// rows on a model's page, its entry in the navigation and its block on the home page.
import type { ModelSection } from '../../site/viewModel.ts';
import type { SiteSection } from '../profile.ts';
import { rowsOfModel } from '../tables.ts';
import { buildPeersSection } from './site/build.ts';
import { peersDownloads } from './site/downloads.ts';
import type { PeersModel } from './site/model.ts';

export const peersSection: SiteSection<PeersModel, 'peers'> = {
  key: 'peers',
  title: 'Peer evaluations',
  place: 40,
  build: (data, ctx) => buildPeersSection(data, ctx),
  pages: [
    // A rest route, so that a site without peer files has no such page.
    { pattern: '/peers/[...index]', entrypoint: new URL('./pages/index.astro', import.meta.url) },
    { pattern: '/peers/[format]', entrypoint: new URL('./pages/format.astro', import.meta.url) },
  ],
  downloads: { bootstrap: true, tables: peersDownloads },
  modelRows(model, peers) {
    const out: ModelSection[] = [];
    for (const f of peers.formats)
      for (const t of f.tables) {
        const rows = rowsOfModel(t.table, model);
        if (rows)
          out.push({ title: `${f.title}: ${t.title}`, path: `peers/${f.id}/`, table: rows, links: [] });
      }
    return out;
  },
  nav: { label: 'Peers' },
  // The overview's block on the home page when it compares several formats; a site of one format opens with that
  // benchmark's own leaderboard (its board, or its judge view) instead of a one-row overview.
  home: {
    summary: new URL('./components/PeersSummary.astro', import.meta.url),
    shown: (peers) => peers.formats.length > 1,
  },
  boards: (peers) => peers.formats.flatMap((f) => f.boards ?? []),
};
