// The model pages (models/...) as a page group: each model's rows in the views, the published numbers, its
// lengths, its soonest-found conversations, and its rows in the profiles' sections.
import { scoredIn } from '../../site/modelParts.ts';
import type { PageGroup } from '../pageGroup.ts';
import { sectionRows } from '../profiles/profileSections.ts';
import { buildModels } from './siteModels.ts';

/** Every model's page. */
export const modelsGroup: PageGroup<'views' | 'conversations' | 'lengths' | 'sections', 'models'> = {
  key: 'models',
  reads: ['views', 'conversations', 'lengths', 'sections'],
  writes: ['models'],
  build(data, { views, conversations, lengths, sections }) {
    const models = buildModels(data, conversations, views, lengths);
    for (const m of models) {
      m.sections = sectionRows(m.id, sections);
      // The published numbers are the page's fallback: a section that shows the model shows its benchmark's
      // published rows itself (the peers section prints the peers' published tables), and they are not printed twice.
      if (m.sections.length > 0) m.published = [];
      m.scoredIn = scoredIn(m);
    }
    return { models };
  },
};
