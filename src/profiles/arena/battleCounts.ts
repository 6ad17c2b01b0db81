// Battle counts of a data directory, for the ratings of a large battles file: outcome counts per model pair (one
// table per benchmark, setting and judge) and the full ingest report. A directory holding one JSONL file only is
// read with the fast battles path (fastBattles.ts) when that file is recognised as plain battles; anything else is
// read by the full reader, with the same counts and the same report (decision 0106).
import { readTextHead } from '../../ingest/fileHead.ts';
import { join, resolve } from 'node:path';
import { isObject, parseJsonLines } from '../../ingest/jsonLines.ts';
import { listInputs } from '../../ingest/listInputs.ts';
import { readInputs, type InputSpec } from '../../ingest/readInputs.ts';
import type { RoleSpec } from '../../ingest/roles.ts';
import type { Dataset } from '../../records/dataset.ts';
import type { PairJudgment } from '../../records/pairJudgment.ts';
import type { IngestReport } from '../../records/report.ts';
import { pairCounts, type PairCount } from '../../stats/pairCounts.ts';
import { readBattlesFast } from './fastBattles.ts';
import { arenaProfile } from './profile.ts';

/** The outcome counts of one benchmark, setting and judge. */
export interface BattleCountTable {
  benchmark: string;
  setting: string;
  judge: string;
  /** Battles counted (records with a weight count that many). */
  battles: number;
  counts: PairCount[];
}

export interface BattleCounts {
  /** Whether the fast path read the file. */
  fast: boolean;
  tables: BattleCountTable[];
  report: IngestReport;
  models: Dataset['models'];
}

/** Keys a line of the plain battle layout may have (the first line's decide; any other key: the full read). */
export const PLAIN_BATTLE_KEYS = ['model_a', 'model_b', 'winner', 'question_id', 'judge', 'turn'];

/**
 * True when a file's first line is a plain battle (model_a, model_b, winner and at most question_id, judge and
 * turn), as the full recognition would take it for the plain battles role (a test holds the two together: a dump
 * of LMArena, known by its other keys or by a judge named arena_user_..., is recognised before this role).
 */
export async function isPlainBattlesFile(full: string): Promise<boolean> {
  const head = await readTextHead(full);
  const first = parseJsonLines(head.split('\n')[0] ?? '')[0];
  if (!first?.ok || !isObject(first.value)) return false;
  const keys = Object.keys(first.value);
  const judge = first.value.judge;
  return (
    ['model_a', 'model_b', 'winner'].every((k) => keys.includes(k)) &&
    keys.every((k) => PLAIN_BATTLE_KEYS.includes(k)) &&
    !(typeof judge === 'string' && judge.startsWith('arena_user_'))
  );
}

/**
 * The reading spec of the plain battles role alone, its JSONL files read on the fast path first;
 * `used.files` counts the files the fast path read (a file that is not plain UTF-8 goes to the full reader).
 */
export function fastBattlesSpec(used = { files: 0 }): InputSpec {
  const fast = (r: RoleSpec): RoleSpec => ({
    ...r,
    streamFile: (path, ctx) => {
      const read = /\.jsonl$/i.test(ctx.file) && readBattlesFast(path, ctx);
      if (read) used.files++;
      return read;
    },
  });
  return {
    roles: arenaProfile.roles.map(fast),
    link: [],
    models: () => [],
    modelTable: () => [],
    modelTables: [],
    judges: arenaProfile.judges ?? {},
  };
}

/**
 * Reads `dir` and counts its battles. The fast path applies when the directory holds one file, a .jsonl file of
 * the plain battle layout (isPlainBattlesFile): no manifest and nothing else, so copies across files cannot
 * occur and the collapsed records meet no other file's. Anything else is read by the full reader of every
 * profile (loaded only then: it costs most of a second to load).
 * @example const { tables } = await readBattleCounts('tmp/scale/battles'); bradleyTerry(tables[0].counts)
 */
export async function readBattleCounts(dir: string): Promise<BattleCounts> {
  const root = resolve(dir);
  const listed = await listInputs(root);
  const only = listed.files.length === 1 && listed.notRead.length === 0 ? listed.files[0]! : undefined;
  const gate = only !== undefined && /\.jsonl$/i.test(only) && (await isPlainBattlesFile(join(root, only)));
  const used = { files: 0 };
  const spec = gate ? fastBattlesSpec(used) : (await import('../index.ts')).inputSpec();
  const data = await readInputs(dir, spec);
  return {
    fast: used.files > 0,
    tables: countTables(data.pairJudgments),
    report: data.report,
    models: data.models,
  };
}

/** Outcome counts per benchmark, setting and judge (tables in that order). */
export function countTables(judgments: readonly PairJudgment[]): BattleCountTable[] {
  const groups = new Map<string, PairJudgment[]>();
  for (const j of judgments) {
    const key = JSON.stringify([j.benchmark, j.setting, j.judge]);
    let g = groups.get(key);
    if (!g) groups.set(key, (g = []));
    g.push(j);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, js]): BattleCountTable => ({
      benchmark: js[0]!.benchmark,
      setting: js[0]!.setting,
      judge: js[0]!.judge,
      battles: js.reduce((t, j) => t + (j.weight ?? 1), 0),
      counts: pairCounts(js),
    }));
}
