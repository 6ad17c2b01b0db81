// The two-model comparison (compare/) as a page group: its page is static, and its data are files under
// data/compare/ the page reads on demand, computed from the finished views, conversations and sections.
import type { PageGroup } from '../pageGroup.ts';
import { compareFiles } from './compareData.ts';

/** The comparison's files; it writes nothing into the site model. */
export const compareGroup: PageGroup<'views' | 'conversations' | 'sections', never> = {
  key: 'compare',
  reads: ['views', 'conversations', 'sections'],
  writes: [],
  files: compareFiles,
};
