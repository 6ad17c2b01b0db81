// Preference labels (the "Omni" labelling guide): a rater compares two models' responses on a seven-step scale
// and rates their language quality. Parley's own layout: docs/preference-labels.md.
import { hasAll, type RoleSpec } from '../../ingest/roles.ts';
import type { BenchmarkProfile } from '../profile.ts';
import { preferenceSection } from './section.ts';
import { formatPreferenceContents } from './contents.ts';
import { PREFERENCE, readPreferenceJsonl, readPreferenceTable } from './labels.ts';

export { PREFERENCE };

const roles: RoleSpec[] = [
  {
    role: 'preference-labels',
    formats: ['jsonl', 'json', 'csv', 'tsv', 'xlsx'],
    benchmark: PREFERENCE,
    layout: 'preference labels: task_id, rater_id, model_a, model_b, ... (docs/preference-labels.md)',
    key: true,
    recognise: (f) =>
      hasAll(
        ['jsonl', 'json'].includes(f.ext) ? f.keys : f.header,
        'task_id',
        'rater_id',
        'model_a',
        'model_b',
      ),
    text: readPreferenceJsonl,
    table: readPreferenceTable,
  },
];

export const preferenceProfile: BenchmarkProfile<typeof preferenceSection> = {
  id: PREFERENCE,
  title: 'Preference labels',
  shortTitle: 'Preference',
  roles,
  contents: formatPreferenceContents,
  sections: [preferenceSection],
};
