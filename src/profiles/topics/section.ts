// The topics section (key `topics`): the questions of each question set the data hold, grouped into topics by their
// words, with how well the topics recover the set's own categories and each topic's leaderboard. Its model
// (./site/build.ts), its page (./pages: topics/), each set's question-to-topic table under data/topics/, and its
// entry in the navigation and its block on the home page.
import type { SiteSection } from '../profile.ts';
import { buildTopicsSection } from './site/build.ts';
import type { TopicsModel } from './site/model.ts';

export const topicsSection: SiteSection<TopicsModel, 'topics'> = {
  key: 'topics',
  title: 'Topics',
  place: 48,
  build: (data, ctx) => buildTopicsSection(data, ctx),
  pages: [
    // A rest route, so that a site without question sets has no such page.
    { pattern: '/topics/[...index]', entrypoint: new URL('./pages/index.astro', import.meta.url) },
  ],
  downloads: {
    bootstrap: false,
    tables: (m) => m.sets.map((s) => ({ name: s.key, raw: s.assignment.raw })),
  },
  nav: { label: 'Topics' },
  // On the home page only when it holds no leaderboard: a site of question files alone opens with the topics, and
  // a site of one benchmark still opens with (and is named after) that benchmark's leaderboard.
  home: {
    summary: new URL('./components/TopicsSummary.astro', import.meta.url),
    shown: (_, home) => home.leaderboards === 0,
  },
};
