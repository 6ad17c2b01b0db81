// The pipeline's view of the profiles' sections: built models, the list the navigation and the home page show, a
// model's rows in every section that scores it, and the downloads, all in SECTIONS order.
import { describe, expect, it } from 'vitest';
import type { PreferenceModel } from '../../profiles/preference/site/model.ts';
import type { RutieModel } from '../../profiles/rutie/site/model.ts';
import type { SsaSiteModel } from '../../profiles/meena/site/model.ts';
import { SECTIONS } from '../../profiles/index.ts';
import { emptyDataset } from '../../records/dataset.ts';
import type { TableModel } from '../../site/viewModel.ts';
import { buildSections, sectionDownloads, sectionIndex, sectionRows } from './profileSections.ts';

const t = (models: string[]): TableModel => ({
  columns: [{ key: 'model', label: 'Model' }],
  rows: models.map((m, i) => [{ text: `${m} row ${i}` }]),
  raw: models.map((m, i) => ({ model: m, i })),
});

const rutie = { leaderboard: t(['x', 'y']) } as unknown as RutieModel;
const preference = {
  leaderboard: { name: 'leaderboard', title: '', table: t(['y']) },
} as unknown as PreferenceModel;
const ssa = {
  leaderboard: { table: t(['y', 'y', 'z']), svg: '', notes: [] },
  browser: {
    table: t(['y']),
    systems: [{ model: 'y', display: 'Y', path: 'meena/y/', conversations: [{}, {}], summary: [] }],
    tables: {},
    notes: [],
  },
} as unknown as SsaSiteModel;

describe('buildSections', () => {
  it('builds nothing from a dataset that holds nothing for any section', () => {
    const ctx = {
      name: (m: string) => m,
      seed: 1,
      rounds: 10,
      countTokens: () => 0,
      conversationPaths: new Map(),
    };
    const timed: string[] = [];
    expect(buildSections(emptyDataset(), ctx, (key, f) => (timed.push(key), f()))).toEqual({});
    // Every section is tried, each once, in SECTIONS order (the profiles' and the shared ones, by place).
    expect(timed).toEqual(SECTIONS.map((s) => s.key));
    expect(timed.slice(0, 3)).toEqual(['rutie', 'preference', 'ssa']);
  });
});

describe('sectionRows', () => {
  it('lists only the sections that score the model, each with its rows, in the navigation order', () => {
    const y = sectionRows('y', { rutie, preference, ssa });
    expect(y.map((s) => [s.title, s.path, s.table.rows.length])).toEqual([
      ['ruTiE', 'rutie/', 1],
      ['Preference labels', 'preference/', 1],
      ['Meena SSA', 'ssa/', 2],
      ['Meena transcripts', 'meena/y/', 1],
    ]);
    expect(y[0]!.links).toEqual([{ label: 'its answers question by question', path: 'rutie/questions/1/' }]);
    expect(y[3]!.links).toEqual([{ label: 'its 2 conversations', path: 'meena/y/' }]);
    expect(sectionRows('x', { rutie, ssa }).map((s) => s.title)).toEqual(['ruTiE']);
    expect(sectionRows('nobody', { rutie, preference, ssa })).toEqual([]);
    expect(sectionRows('y', {})).toEqual([]);
  });
});

describe('sectionIndex', () => {
  it('lists the built sections with their navigation label and their components on shared pages', () => {
    expect(sectionIndex({ ssa, rutie })).toEqual([
      {
        key: 'rutie',
        title: 'ruTiE',
        path: 'rutie/',
        nav: 'ruTiE',
        summary: '/src/profiles/rutie/components/RutieSummary.astro',
      },
      {
        key: 'ssa',
        title: 'Meena SSA',
        path: 'ssa/',
        nav: 'SSA',
        summary: '/src/profiles/meena/components/SsaSummary.astro',
        conversationNote: '/src/profiles/meena/components/FedConversationNote.astro',
        // This SSA model has no FED labels and no interactive labels: no conversation has a note.
        conversationNotes: {},
      },
    ]);
    expect(sectionIndex({})).toEqual([]);
  });
});

describe('sectionDownloads', () => {
  it("writes each built section's tables under its folder, with the bootstrap where the tables hold intervals", () => {
    const r = {
      leaderboard: t(['x']),
      figures: [],
      comparisons: null,
      humans: null,
      questionPages: [],
    } as unknown as RutieModel;
    const p = {
      downloads: [{ name: 'leaderboard', title: '', table: t(['y']) }],
    } as unknown as PreferenceModel;
    const d = sectionDownloads({ rutie: r, preference: p });
    expect(d.map((x) => [x.dir, x.bootstrap, x.tables.map((tb) => tb.name)])).toEqual([
      ['data/rutie', false, ['leaderboard', 'questions']],
      ['preference/data', true, ['leaderboard']],
    ]);
    expect(sectionDownloads({})).toEqual([]);
  });
});
