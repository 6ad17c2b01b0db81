// LMArena (Chatbot Arena) public battle dumps: crowd votes between two anonymous models, with the covariates the
// leaderboard slices and style-controls by (language, category tags, conv_metadata). Recognised by content before
// the plain battles role, which would take these rows and drop the covariates (docs/formats.md).
import { jsonKeysIn } from '../../ingest/locatedJson.ts';
import { hasAll, type RoleSpec, type Sniff } from '../../ingest/roles.ts';
import type { Dataset } from '../../records/dataset.ts';
import type { BenchmarkProfile } from '../profile.ts';
import {
  LMARENA,
  LMARENA_VOTERS,
  readArenaDumpArray,
  readArenaDumpLines,
  readArenaDumpTable,
} from './readers.ts';
import { arenaSliceCounts, leaderboardBattles } from './slices.ts';

/** Keys a dump has and a plain battles file has not. */
const DUMP_KEYS = [
  'conv_metadata',
  'anony',
  'language',
  'conversation_a',
  'category_tag',
  'dedup_tag',
  'evaluation_session_id',
  'tstamp',
];

/** The keys or header of a file: a JSON array's first records, a JSON line's keys, a table's header. */
function cellsOf(f: Sniff): string[] {
  if (f.ext === 'json') return f.head.trimStart().startsWith('[') ? jsonKeysIn(f.head) : [];
  if (f.ext === 'jsonl') return f.keys;
  return f.ext === 'csv' || f.ext === 'tsv' ? f.header : [];
}

/** A battle dump: model_a, model_b and a winner, with at least one of the dumps' covariates. */
function isDump(f: Sniff): boolean {
  const cells = cellsOf(f);
  if (hasAll(cells, 'model_a', 'model_b', 'winner_model_a', 'winner_model_b', 'winner_tie')) return true;
  if (!hasAll(cells, 'model_a', 'model_b', 'winner')) return false;
  const judge = f.firstObject?.judge;
  return (
    DUMP_KEYS.some((k) => cells.includes(k)) || (typeof judge === 'string' && judge.startsWith('arena_user_'))
  );
}

const roles: RoleSpec[] = [
  {
    role: 'lmarena-battles',
    formats: ['json', 'jsonl', 'csv'],
    benchmark: LMARENA,
    layout:
      'LMArena battle dump: model_a, model_b, winner with anony, language, conv_metadata, category_tag ... (JSON array, JSON lines or CSV), or the Kaggle CSV with winner_model_a, winner_model_b, winner_tie',
    key: true,
    recognise: isDump,
    text: readArenaDumpArray,
    jsonLines: readArenaDumpLines,
    streamTable: readArenaDumpTable,
    // A conversation may be voted on many times: rows are told apart only as copies of a whole file.
    identity: 'file',
  },
];

/** What `parley check` says of the dumps: battles per slice, and how many carry the style covariates. */
function contents(data: Dataset): string[] {
  const battles = data.pairJudgments.filter((j) => j.benchmark === LMARENA);
  if (battles.length === 0) return [];
  const counts = arenaSliceCounts(battles);
  const overall = counts.find((c) => c.slice === 'overall')!;
  return [
    `LMArena: ${battles.length} battles, ${overall.battles} anonymous (rated); ${overall.withStyle} with style covariates`,
    ...counts.filter((c) => c.slice !== 'overall').map((c) => `  ${c.slice}: ${c.battles} battles`),
  ];
}

export const lmarenaProfile: BenchmarkProfile = {
  id: LMARENA,
  title: 'LMArena (Chatbot Arena)',
  shortTitle: 'LMArena',
  roles,
  judges: { [LMARENA_VOTERS]: 'LMArena voters' },
  contents,
  // Its ratings count the anonymous votes, as LMArena's leaderboard does (a vote cast knowing the models is read,
  // counted on the peers page, and left out).
  view: { rated: (pairs) => leaderboardBattles(pairs) },
};
