// The bad-case gallery (gallery/...) as a page group.
import { benchmarkShortTitle } from '../../profiles/index.ts';
import type { PageGroup } from '../pageGroup.ts';
import { gallerySection } from './gallerySection.ts';

/**
 * The gallery of the conversations' tags; absent when the data hold no conversation. Each conversation's tags are
 * cached under the hash of what the detectors read of it (memoEach).
 */
export const galleryGroup: PageGroup<'conversations', 'gallery'> = {
  key: 'gallery',
  reads: ['conversations'],
  writes: ['gallery'],
  build: (data, { conversations }, ctx) =>
    gallerySection(data, conversations, {
      tokens: ctx.tokens,
      name: ctx.name,
      benchmarkTitle: benchmarkShortTitle,
      ...(ctx.cache?.memoEach ? { memoEach: ctx.cache.memoEach } : {}),
      ...(ctx.detect ? { detect: ctx.detect } : {}),
    }),
};
