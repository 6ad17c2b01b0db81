// The data-quality page (quality/) and its downloads (data/quality/) as a page group.
import type { PageGroup } from '../pageGroup.ts';
import { buildQuality, qualityDownloads } from './siteQuality.ts';

/** What was read, used and rejected, grouped; every rejected row and note in full as downloads. */
export const qualityGroup: PageGroup<never, 'quality'> = {
  key: 'quality',
  reads: [],
  writes: ['quality'],
  build: (data) => ({ quality: buildQuality(data) }),
  files: (data) => qualityDownloads(data.report),
};
