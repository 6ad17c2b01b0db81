// The profiles' sections (src/profiles/index.ts SECTIONS: each benchmark's own pages and the shared peers, answers,
// method and history) as one page group: each section built in its place, as a step of its own.
import { SECTIONS } from '../../profiles/index.ts';
import type { PageGroup } from '../pageGroup.ts';
import { buildSections, sectionBoards, sectionIndex } from './profileSections.ts';

/** Every section the data hold something for, their entries in the navigation and the home page, their boards. */
export const profileSectionsGroup: PageGroup<
  'conversations' | 'views',
  'sections' | 'sectionIndex' | 'boards'
> = {
  key: 'sections',
  reads: ['conversations', 'views'],
  writes: ['sections', 'sectionIndex', 'boards'],
  steps: SECTIONS.length,
  build(data, { conversations, views }, ctx) {
    const { seed, rounds } = data.manifest.bootstrap;
    const sections = buildSections(
      data,
      {
        name: ctx.name,
        seed,
        rounds,
        countTokens: ctx.tokens,
        conversationPaths: new Map(conversations.map((c) => [c.id, c.path])),
      },
      ctx.step,
    );
    const boards = sectionBoards(sections);
    const leaderboards = boards.length + views.filter((v) => v.primary).length;
    return { sections, sectionIndex: sectionIndex(sections, { leaderboards }), boards };
  },
};
