// BotChat's GT table (win, tie and lose against the ground truth per model) straight from a data directory, the
// way BotChat's analyze() computes it from one GTEval file. A directory holding one TSV file of BotChat's pairwise
// layout is read with the fast path (fastPairEval.ts); anything else by the full reader of every profile, with the
// same counts and the same report (decision 0106).
import { readTextHead } from '../../ingest/fileHead.ts';
import { join, resolve } from 'node:path';
import { listInputs } from '../../ingest/listInputs.ts';
import { readInputs, type InputSpec } from '../../ingest/readInputs.ts';
import { recogniseRole, type RoleSpec } from '../../ingest/roles.ts';
import type { Dataset } from '../../records/dataset.ts';
import type { PairJudgment } from '../../records/pairJudgment.ts';
import type { IngestReport } from '../../records/report.ts';
import { winTieLose, type WinTieLoseRow } from '../../stats/winTieLose.ts';
import { readPairEvalFast } from './fastPairEval.ts';
import { botchatProfile } from './profile.ts';

/** The roles of BotChat's pairwise files, with the kind of comparison their reader is given. */
const PAIR_ROLES: Readonly<Record<string, 'gt' | 'arena'>> = {
  'botchat-gteval': 'gt',
  'botchat-arena': 'arena',
};

export interface PairEvalCounts {
  /** Whether the fast path read the file. */
  fast: boolean;
  /** The pairwise judgments, as weighted records per (kind, setting, model pair, outcome) on the fast path. */
  judgments: PairJudgment[];
  report: IngestReport;
  models: Dataset['models'];
}

/** The role BotChat's roles recognise a TSV file as, from its first line (as the full recognition sees it). */
async function pairRoleOf(full: string, file: string): Promise<RoleSpec | undefined> {
  const head = await readTextHead(full);
  const lines = head.split('\n');
  const header = (lines[0] ?? '')
    .replace(/\r$/, '')
    .split('\t')
    .map((h) => h.trim().replace(/^"|"$/g, ''));
  const base = file.split('/').pop() ?? file;
  const firstLine = (lines.find((l) => l.trim() !== '') ?? '').replace(/\r$/, '');
  const role = recogniseRole(botchatProfile.roles, {
    path: file,
    base,
    ext: 'tsv',
    header,
    keys: [],
    firstLine,
    head,
  });
  return role && Object.hasOwn(PAIR_ROLES, role.role) ? role : undefined;
}

/**
 * BotChat's roles alone, their pairwise TSV files read on the fast path first; `used.files` counts
 * the files the fast path read (a file outside the plain layout goes to the full reader).
 */
export function fastPairEvalSpec(used = { files: 0 }): InputSpec {
  const fast = (r: RoleSpec): RoleSpec => {
    const kind = PAIR_ROLES[r.role];
    if (!kind) return r;
    return {
      ...r,
      streamFile: (path, ctx) => {
        const read = /\.tsv$/i.test(ctx.file) && readPairEvalFast(path, ctx, kind);
        if (read) used.files++;
        return read;
      },
    };
  };
  const models = botchatProfile.models ?? [];
  return {
    roles: botchatProfile.roles.map(fast),
    link: botchatProfile.link ?? [],
    models: () => models,
    modelTable: (id) => (id === botchatProfile.id ? models : []),
    modelTables: models.length > 0 ? [botchatProfile.id] : [],
    judges: botchatProfile.judges ?? {},
  };
}

/**
 * Reads `dir` and returns its pairwise judgments. The fast path applies when the directory holds one file, a TSV
 * file recognised as BotChat's GTEval or Arena layout (no manifest, nothing else). Otherwise every profile reads
 * the directory (they are loaded only then).
 */
export async function readPairEvalCounts(dir: string): Promise<PairEvalCounts> {
  const root = resolve(dir);
  const listed = await listInputs(root);
  const only = listed.files.length === 1 && listed.notRead.length === 0 ? listed.files[0]! : undefined;
  const gate =
    only !== undefined && /\.tsv$/i.test(only) && (await pairRoleOf(join(root, only), only)) !== undefined;
  const used = { files: 0 };
  const spec = gate ? fastPairEvalSpec(used) : (await import('../index.ts')).inputSpec();
  const data = await readInputs(dir, spec);
  return { fast: used.files > 0, judgments: data.pairJudgments, report: data.report, models: data.models };
}

/**
 * BotChat's GT table of a directory: win, tie and lose per model against the ground truth (winTieLose of its
 * ground-truth comparisons), with the read's report.
 * @example const { rows } = await gtTable('tmp/scale/botchat-1x/gt') // one row per model, GT included
 */
export async function gtTable(
  dir: string,
): Promise<{ fast: boolean; rows: WinTieLoseRow[]; report: IngestReport }> {
  const r = await readPairEvalCounts(dir);
  return { fast: r.fast, rows: winTieLose(r.judgments.filter((j) => j.kind === 'gt')), report: r.report };
}
