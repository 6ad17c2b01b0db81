// The benchmark views as page groups: the chat lengths they and the model pages draw, then a view per benchmark and
// judge (b/<benchmark>-<judge>/), with the bootstraps its ratings ask the memo for declared as cached work, and
// the cell tables its page refits a reader's slice from (data/cells/<benchmark>.json).
import type { PageGroup } from '../pageGroup.ts';
import { cellDownloads, cellFiles, viewRefit } from './cellDownloads.ts';
import { benchmarkLengths, buildSiteViews, viewsCachedWork } from './siteViews.ts';

/** Chat lengths of every benchmark's models (cached under the hash of each benchmark's conversations). */
export const lengthsGroup: PageGroup<never, 'lengths'> = {
  key: 'chat lengths',
  reads: [],
  writes: ['lengths'],
  build: (data, _parts, ctx) => ({ lengths: benchmarkLengths(data, ctx) }),
};

/** The views of every benchmark under every judge (cached under the hash of each view's slice of the dataset). */
export const viewsGroup: PageGroup<'lengths', 'views'> = {
  key: 'views',
  reads: ['lengths'],
  writes: ['views'],
  build: (data, { lengths }, ctx) => {
    const views = buildSiteViews(data, ctx, lengths);
    const cells = cellDownloads(data);
    for (const v of views) {
      const refit = viewRefit(cells, v);
      if (refit) v.refit = refit;
    }
    return { views };
  },
  cachedWork: viewsCachedWork,
};

/** The cell tables the leaderboard pages refit a reader's own slice from (data/cells/; decision 0173). */
export const cellsGroup: PageGroup<never, never> = {
  key: 'slice cells',
  reads: [],
  writes: [],
  files: (data) => cellFiles(data),
};
