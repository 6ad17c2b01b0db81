// The Meena section of the site (key `ssa`): SSA beside the Meena paper, the Meena-release conversations and FED's
// labels. Its model (./site/build.ts), its pages (./pages: ssa/, ssa/static/, meena/, fed/), its downloads under data/ssa/,
// its rows on a model's page, its entry in the navigation and its block on the home page.
import type { ModelSection } from '../../site/viewModel.ts';
import type { SiteSection } from '../profile.ts';
import { rowsOfModel } from '../tables.ts';
import { buildSsaSection } from './site/build.ts';
import { conversationNotes } from './site/conversationNotes.ts';
import { ssaTables } from './site/downloads.ts';
import type { SsaSiteModel } from './site/model.ts';

const page = (pattern: string, file: string) => ({
  pattern,
  entrypoint: new URL(`./pages/${file}`, import.meta.url),
});

export const meenaSection: SiteSection<SsaSiteModel, 'ssa'> = {
  key: 'ssa',
  title: 'Meena SSA',
  place: 30,
  build: (data, ctx) => buildSsaSection(data, ctx),
  // Rest routes for the section's index pages, so that a site without the data has none of them.
  pages: [
    page('/ssa/[...index]', 'ssa.astro'),
    page('/ssa/figures/[figure]', 'ssaFigure.astro'),
    page('/ssa/static/[...page]', 'ssaStatic.astro'),
    page('/meena/[...index]', 'meena.astro'),
    page('/meena/[model]', 'meenaSystem.astro'),
    page('/fed/[...index]', 'fed.astro'),
    page('/fed/[seed]', 'fedConversation.astro'),
  ],
  downloads: { bootstrap: true, tables: ssaTables },
  modelRows(model, ssa) {
    const out: ModelSection[] = [];
    const scores = ssa.leaderboard && rowsOfModel(ssa.leaderboard.table, model);
    if (scores) out.push({ title: 'Meena SSA', path: 'ssa/', table: scores, links: [] });
    const system = ssa.browser?.systems.find((x) => x.model === model);
    const transcripts = system && ssa.browser && rowsOfModel(ssa.browser.table, model);
    if (system && transcripts)
      out.push({
        title: 'Meena transcripts',
        path: system.path,
        table: transcripts,
        links: [{ label: `its ${system.conversations.length} conversations`, path: system.path }],
      });
    return out;
  },
  nav: { label: 'SSA' },
  home: { summary: new URL('./components/SsaSummary.astro', import.meta.url) },
  conversationNote: {
    component: new URL('./components/FedConversationNote.astro', import.meta.url),
    notes: (m) => conversationNotes(m),
  },
};
