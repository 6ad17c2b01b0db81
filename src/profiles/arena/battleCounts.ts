// Battle counts of a data directory, for the ratings of a large battles file: outcome counts per model pair (one
// table per benchmark, setting and judge) and the full ingest report, from a read that keeps counts.
import type { Dataset } from '../../records/dataset.ts';
import type { PairJudgment } from '../../records/pairJudgment.ts';
import type { IngestReport } from '../../records/report.ts';
import { pairCounts, type PairCount } from '../../stats/pairCounts.ts';

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

/**
 * Reads `dir` and counts its battles: every file is read as `parley check` and `parley counts` read it (a read
 * that keeps counts: each plain battles JSONL file straight to weighted records, fastBattles.ts, whatever else
 * the directory holds), with the same counts and the same report as a read of every record (decision 0106).
 * @example const { tables } = await readBattleCounts('tmp/scale/battles'); bradleyTerry(tables[0].counts)
 */
export async function readBattleCounts(dir: string): Promise<BattleCounts> {
  // Loaded here: the profiles' index imports this profile.
  const { readDataset } = await import('../index.ts');
  const data = await readDataset(dir, { counting: true });
  return {
    fast: data.report.files.some((f) => f.counted),
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
