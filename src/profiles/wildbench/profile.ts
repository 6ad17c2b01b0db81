// WildBench (allenai/WildBench, v2): its pairwise evaluation result files, read as WildBench's own record kind
// (./record.ts), scored by WB-Reward (./wbReward.ts) on the section's leaderboard (./section.ts). Registering this
// profile (src/profiles/registry.ts) is all it takes: its kind, its section, pages and downloads come with it.
import { jsonKeysIn } from '../../ingest/locatedJson.ts';
import { hasAll, type RoleSpec, type Sniff } from '../../ingest/roles.ts';
import type { BenchmarkProfile } from '../profile.ts';
import { formatWildBenchContents } from './contents.ts';
import { readWildBenchPairwise } from './reader.ts';
import { WILDBENCH, WILDBENCH_PAIR } from './record.ts';
import { wildBenchSection } from './section.ts';

/**
 * A WildBench pairwise result file, by its content: a JSON array whose records carry `session_id` and the judge's
 * `parsed_result`, name the two models (`model_A` and `model_B`, or an `assignment`) and hold their answers.
 * WildBench's score files (`model_test`, `score`) are another layout, not read here.
 */
export function isWildBenchPairwise(f: Sniff): boolean {
  if (f.ext !== 'json' || !f.head.trimStart().startsWith('[')) return false;
  const keys = jsonKeysIn(f.head);
  return (
    hasAll(keys, 'session_id', 'parsed_result') &&
    (hasAll(keys, 'model_A', 'model_B', 'model_outputs') || hasAll(keys, 'assignment', 'ref_generator'))
  );
}

const roles: RoleSpec[] = [
  {
    role: 'wildbench-pairwise',
    formats: ['json'],
    benchmark: WILDBENCH,
    layout:
      'WildBench pairwise results: a JSON array of {session_id, model_A, model_B, parsed_result: {choice}, winner, extent, model_outputs}',
    key: true,
    recognise: isWildBenchPairwise,
    text: readWildBenchPairwise,
  },
];

export const wildBenchProfile: BenchmarkProfile<typeof wildBenchSection> = {
  id: WILDBENCH,
  title: 'WildBench',
  shortTitle: 'WildBench',
  roles,
  recordKinds: [WILDBENCH_PAIR],
  sections: [wildBenchSection],
  contents: formatWildBenchContents,
};
