// The benchmark views as page groups: the chat lengths they and the model pages draw, then a view per benchmark and
// judge (b/<benchmark>-<judge>/), with the bootstraps its ratings ask the memo for declared as cached work.
import type { PageGroup } from '../pageGroup.ts';
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
  build: (data, { lengths }, ctx) => ({ views: buildSiteViews(data, ctx, lengths) }),
  cachedWork: viewsCachedWork,
};
