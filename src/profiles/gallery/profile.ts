// The bad-case gallery's own input: a person's tags on conversations (docs/curated-tags.md).
import type { RoleSpec } from '../../ingest/roles.ts';
import type { BenchmarkProfile } from '../profile.ts';
import {
  CURATED_TAGS_FILE,
  linkCuratedTags,
  readCuratedTagsJson,
  readCuratedTagsTable,
} from './curatedTags.ts';

const roles: RoleSpec[] = [
  {
    role: 'curated-tags',
    formats: ['csv', 'tsv', 'json'],
    benchmark: 'gallery',
    layout: 'curated tags: curated-tags.csv or .json with conversation, category, note',
    key: false,
    recognise: (f) => CURATED_TAGS_FILE.test(f.path),
    text: readCuratedTagsJson,
    table: readCuratedTagsTable,
  },
];

export const galleryProfile: BenchmarkProfile = {
  id: 'gallery',
  title: 'Bad-case gallery',
  shortTitle: 'Gallery',
  roles,
  link: [linkCuratedTags],
};
