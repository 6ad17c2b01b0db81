// Arena-style battles (the Chatbot Arena convention): rows `model_a, model_b, winner`, as JSONL or a table.
import { hasAll, type RoleSpec } from '../../ingest/roles.ts';
import type { BenchmarkProfile } from '../profile.ts';
import { ARENA, readBattlesJsonLines, readBattlesTable } from './battles.ts';
import { countBattlesFile } from './fastBattles.ts';

const roles: RoleSpec[] = [
  {
    role: 'battles',
    formats: ['jsonl', 'json', 'csv', 'tsv'],
    benchmark: ARENA,
    layout: 'Arena-style battles: model_a, model_b, winner (JSONL or a table)',
    key: true,
    recognise: (f) =>
      hasAll(['jsonl', 'json'].includes(f.ext) ? f.keys : f.header, 'model_a', 'model_b', 'winner'),
    jsonLines: readBattlesJsonLines,
    streamTable: readBattlesTable,
    countFile: countBattlesFile,
    // A question is judged many times in an Arena: rows are told apart only as copies of a whole file.
    identity: 'file',
  },
];

export const arenaProfile: BenchmarkProfile = {
  id: ARENA,
  title: 'Arena battles',
  shortTitle: 'Arena',
  roles,
};
