// What `parley check` says about WildBench's pairwise judgments: how many, of how many tasks, by which judges, and
// the judgments per reference model (and those whose reference nothing names).
import type { Dataset } from '../../records/dataset.ts';
import { recordsOf } from '../../records/recordKind.ts';
import { WILDBENCH_PAIR } from './record.ts';

/** Lines about the WildBench records (none when there are none). */
export function formatWildBenchContents(data: Dataset): string[] {
  const pairs = recordsOf(data, WILDBENCH_PAIR);
  if (pairs.length === 0) return [];
  const distinct = (f: (p: (typeof pairs)[number]) => string[]) => [...new Set(pairs.flatMap(f))].sort();
  const judges = distinct((p) => [p.judge || '(judge not named)']);
  const lines = [
    `wildbench pairwise: ${pairs.length} judgments of ${distinct((p) => [p.sessionId]).length} tasks, ${distinct((p) => [p.modelA, p.modelB]).length} models, judge ${judges.join(', ')}`,
  ];
  for (const ref of distinct((p) => (p.reference ? [p.reference] : []))) {
    const n = pairs.filter((p) => p.reference === ref).length;
    lines.push(`  against reference ${ref}: ${n} judgments`);
  }
  const none = pairs.filter((p) => p.reference === '').length;
  if (none > 0)
    lines.push(
      `  ${none} judgments name no reference model (no ref_generator, no ref=<model> folder, no manifest model): they count in no WB-Reward`,
    );
  return lines;
}
