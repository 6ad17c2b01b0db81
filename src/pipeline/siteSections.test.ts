// The pipeline's view of the profiles' sections: a model's rows in every section that scores it, in SECTIONS order.
import { describe, expect, it } from 'vitest';
import type { RutieModel } from '../profiles/rutie/site/model.ts';
import type { TableModel } from '../site/viewModel.ts';
import { sectionDownloads, sectionIndex, sectionRows } from './siteSections.ts';

const t = (models: string[]): TableModel => ({
  columns: [{ key: 'model', label: 'Model' }],
  rows: models.map((m, i) => [{ text: `${m} row ${i}` }]),
  raw: models.map((m, i) => ({ model: m, i })),
});

describe('sectionRows', () => {
  const rutie = { leaderboard: t(['x', 'y']) } as unknown as RutieModel;

  it('lists only the sections that score the model, each with its rows and links', () => {
    const y = sectionRows('y', { rutie });
    expect(y.map((s) => [s.title, s.path, s.table.rows.length])).toEqual([['ruTiE', 'rutie/', 1]]);
    expect(y[0]!.links).toEqual([{ label: 'its answers question by question', path: 'rutie/questions/1/' }]);
    expect(sectionRows('nobody', { rutie })).toEqual([]);
    expect(sectionRows('y', {})).toEqual([]);
  });
});

describe('sectionIndex', () => {
  it('lists the built sections with their navigation label and home-page component', () => {
    const rutie = { leaderboard: t([]) } as unknown as RutieModel;
    expect(sectionIndex({ rutie })).toEqual([
      {
        key: 'rutie',
        title: 'ruTiE',
        path: 'rutie/',
        nav: 'ruTiE',
        summary: '/src/profiles/rutie/components/RutieSummary.astro',
      },
    ]);
    expect(sectionIndex({})).toEqual([]);
  });
});

describe('sectionDownloads', () => {
  it("writes each built section's tables under data/<key>/", () => {
    const rutie = {
      leaderboard: t(['x']),
      figures: [],
      comparisons: null,
      humans: null,
      questionPages: [],
    } as unknown as RutieModel;
    const d = sectionDownloads({ rutie });
    expect(d.map((x) => [x.dir, x.bootstrap, x.tables.map((tb) => tb.name)])).toEqual([
      ['data/rutie', false, ['leaderboard', 'questions']],
    ]);
    expect(sectionDownloads({})).toEqual([]);
  });
});
