// ruTiE (MERA's Turing-test interview emulation): the task file, MERA-format submissions, the human-benchmark
// answer pools and MERA's server responses. docs/rutie.md.
import { hasAll, type RoleSpec, type Sniff } from '../../ingest/roles.ts';
import type { BenchmarkProfile } from '../profile.ts';
import { rutieSection } from './section.ts';
import { formatRutieContents } from './contents.ts';
import { linkRutie } from './linkRutie.ts';
import { MERA_RUTIE_KEY, readMeraResponse } from './meraResponse.ts';
import { POOL_DIALOG, POOL_RESULT, readRutiePool } from './pool.ts';
import { readRutieSubmission } from './submission.ts';
import { readRutieTask } from './task.ts';

export const RUTIE = 'rutie';

/** A pool's header cells: a semicolon- or tab-separated first line arrives as one cell and is split here. */
function poolCells(f: Sniff): string[] {
  const first = f.header.length > 1 ? f.header : [f.header[0] ?? f.firstLine];
  return first.length === 1
    ? (first[0] ?? '').split(/[;\t]/).map((h) => h.trim().replace(/^"|"$/g, ''))
    : first;
}

const roles: RoleSpec[] = [
  {
    role: 'rutie-pool',
    formats: ['tsv', 'csv', 'txt'],
    benchmark: RUTIE,
    layout: `ruTiE human-benchmark pool: columns ${POOL_DIALOG}, ${POOL_RESULT} (tab or semicolon)`,
    key: true,
    recognise: (f) => ['tsv', 'csv', 'txt'].includes(f.ext) && hasAll(poolCells(f), POOL_DIALOG, POOL_RESULT),
    text: readRutiePool,
  },
  {
    role: 'rutie-task',
    formats: ['json'],
    benchmark: RUTIE,
    layout: 'ruTiE task file: questions with dialog_id, question_id and inputs or instruction',
    key: true,
    // A closed task file may have no `outputs`; a submission has nothing but `outputs` and `meta`.
    recognise: (f) =>
      f.ext === 'json' &&
      hasAll(f.keys, 'dialog_id', 'question_id') &&
      (f.keys.includes('inputs') || f.keys.includes('instruction')),
    text: readRutieTask,
  },
  {
    role: 'rutie-submission',
    formats: ['json'],
    benchmark: RUTIE,
    layout: 'MERA submission: {"data": {"test": [[{outputs, meta: {dialog_id, question_id}}]]}}',
    key: true,
    recognise: (f) => f.ext === 'json' && hasAll(f.keys, 'outputs', 'dialog_id', 'question_id'),
    text: readRutieSubmission,
  },
  {
    role: 'mera-response',
    formats: ['json'],
    benchmark: RUTIE,
    layout: `MERA server response: "results" with a ${MERA_RUTIE_KEY} entry`,
    key: false,
    recognise: (f) =>
      f.ext === 'json' && f.keys.includes('results') && f.keys.some((k) => k.toLowerCase() === 'rutie'),
    text: readMeraResponse,
  },
];

export const rutieProfile: BenchmarkProfile<typeof rutieSection> = {
  id: RUTIE,
  title: 'ruTiE',
  shortTitle: 'ruTiE',
  roles,
  link: [(sink, report) => linkRutie(sink.rutie, report)],
  contents: (data) => formatRutieContents(data.rutie),
  sections: [rutieSection],
};
