// The conversation pages (c/...) and the seed pages (s/...) as a page group.
import type { PageGroup } from '../pageGroup.ts';
import { buildConversations, buildSeeds } from './siteConversations.ts';

/** Every conversation's page and every seed's, from the dataset alone. */
export const conversationsGroup: PageGroup<never, 'conversations' | 'seeds'> = {
  key: 'conversations',
  reads: [],
  writes: ['conversations', 'seeds'],
  build(data, _parts, ctx) {
    const conversations = buildConversations(data, ctx);
    return { conversations, seeds: buildSeeds(conversations) };
  },
};
