// BotChat's GT table (win, tie and lose against the ground truth per model) straight from a data directory, the
// way BotChat's analyze() computes it from one GTEval file, from a read that keeps counts (decision 0106).
import type { Dataset } from '../../records/dataset.ts';
import type { PairJudgment } from '../../records/pairJudgment.ts';
import type { IngestReport } from '../../records/report.ts';
import { winTieLose, type WinTieLoseRow } from '../../stats/winTieLose.ts';

export interface PairEvalCounts {
  /** Whether a file was read straight to counts (fastPairEval.ts). */
  fast: boolean;
  /** The pairwise judgments, as weighted records per (kind, setting, model pair, outcome) where counted. */
  judgments: PairJudgment[];
  report: IngestReport;
  models: Dataset['models'];
}

/**
 * Reads `dir` as `parley check` and `parley counts` read it (a read that keeps counts: BotChat's pairwise TSV files
 * straight to weighted records where no other file could meet their records, fastPairEval.ts) and returns its
 * pairwise judgments.
 */
export async function readPairEvalCounts(dir: string): Promise<PairEvalCounts> {
  // Loaded here: the profiles' index imports this profile.
  const { readDataset } = await import('../index.ts');
  const data = await readDataset(dir, { counting: true });
  return {
    fast: data.report.files.some((f) => f.counted),
    judgments: data.pairJudgments,
    report: data.report,
    models: data.models,
  };
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
