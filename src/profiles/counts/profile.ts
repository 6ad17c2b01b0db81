// Counts files (docs/counts.md): the aggregated counts of a study, written by `parley counts` or another engine,
// read in place of the judgments they came from.
import type { RoleSpec } from '../../ingest/roles.ts';
import type { BenchmarkProfile } from '../profile.ts';
import { readCounts } from './counts.ts';

const roles: RoleSpec[] = [
  {
    role: 'counts',
    formats: ['json'],
    benchmark: 'arena',
    layout: 'a counts file: NAME.counts.json (docs/counts.md)',
    key: true,
    recognise: (f) => /\.counts\.json$/i.test(f.base),
    text: readCounts,
  },
];

export const countsProfile: BenchmarkProfile = {
  id: 'counts',
  title: 'Counts files',
  shortTitle: 'Counts',
  roles,
};
