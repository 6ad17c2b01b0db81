// The history profile (docs/history.md): dated snapshots of a leaderboard (each model's score, interval and n on a
// date) and a study's methodology changelog (CHANGES.md: `## YYYY-MM-DD` entries), recognised by their content.
import { hasAll, type RoleSpec } from '../../ingest/roles.ts';
import type { BenchmarkProfile } from '../profile.ts';
import { isChangelog, readChangelog, readSnapshotsJsonl, readSnapshotsTable } from './readers.ts';

export const HISTORY = 'history';

const isJson = (ext: string) => ext === 'jsonl' || ext === 'json';

const roles: RoleSpec[] = [
  {
    role: 'score-snapshots',
    formats: ['csv', 'tsv', 'xlsx', 'jsonl'],
    benchmark: HISTORY,
    layout: 'leaderboard snapshots: date, model, score, n (and benchmark, label, lo, hi) (docs/history.md)',
    key: true,
    recognise: (f) => hasAll(isJson(f.ext) ? f.keys : f.header, 'date', 'model', 'score', 'n'),
    text: readSnapshotsJsonl,
    table: readSnapshotsTable,
  },
  {
    role: 'changelog',
    formats: ['md'],
    benchmark: HISTORY,
    layout: 'methodology changelog: Markdown with `## YYYY-MM-DD` headings (docs/history.md)',
    key: false,
    recognise: (f) => f.ext === 'md' && isChangelog(f.head),
    text: readChangelog,
  },
];

export const historyProfile: BenchmarkProfile = {
  id: HISTORY,
  title: 'Leaderboard history',
  shortTitle: 'History',
  roles,
  contents: (data) => [
    ...(data.scoreSnapshots.length > 0
      ? [
          `leaderboard snapshots: ${data.scoreSnapshots.length} scores on ${new Set(data.scoreSnapshots.map((r) => r.date)).size} dates`,
        ]
      : []),
    ...(data.changeNotes.length > 0 ? [`methodology changelog: ${data.changeNotes.length} entries`] : []),
  ],
};
