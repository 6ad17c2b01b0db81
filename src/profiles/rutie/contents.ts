// What `parley check` says about ruTiE records: the task file's questions, each submission's answers, each
// pool's annotators and consensus, and the server scores read.
import type { RutieRecords } from '../../records/rutie.ts';
import { majorityConsensus } from '../../stats/majorityConsensus.ts';

/** Lines about the ruTiE records (none when there are none). */
export function formatRutieContents(rutie: RutieRecords): string[] {
  const lines: string[] = [];
  const count = <T>(items: readonly T[], keyOf: (t: T) => string) => {
    const m = new Map<string, number>();
    for (const i of items) m.set(keyOf(i), (m.get(keyOf(i)) ?? 0) + 1);
    return [...m.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  };
  for (const [split, n] of count(rutie.questions, (q) => q.split)) {
    const qs = rutie.questions.filter((q) => q.split === split);
    const dialogs = new Set(qs.map((q) => q.dialogId)).size;
    const gold = qs.filter((q) => q.gold !== null).length;
    lines.push(
      `rutie task, split ${split}: ${n} questions in ${dialogs} dialog${dialogs === 1 ? '' : 's'}, ${gold} with gold`,
    );
  }
  for (const [k, n] of count(rutie.answers, (a) => `${a.model}\u0000${a.split}`)) {
    const [model, split] = k.split('\u0000');
    lines.push(`rutie submission ${model} (split ${split}): ${n} answers`);
  }
  const pools = [...new Set(rutie.pools.map((p) => p.pool))];
  for (const pool of pools) {
    const rows = rutie.pools.filter((p) => p.pool === pool);
    const questions = rows[0]!.dialog.length;
    const answered = rows.map((r) => r.answers.filter((a) => a !== null).length);
    const c = majorityConsensus(rows[0]!.dialog.map((_, k) => rows.map((r) => r.answers[k] ?? null)));
    lines.push(
      `rutie pool ${pool} (${rows[0]!.design}): ${rows.length} annotators x ${questions} questions (answers read: ${answered.join(', ')}); majority consensus ${c.distribution.map((l) => `${l.votes}/${l.raters}: ${l.units}`).join(', ')}${c.ties ? `; ${c.ties} ties` : ''}`,
    );
  }
  for (const s of rutie.serverScores)
    lines.push(`rutie server score of ${s.model}: ${s.metric} ${s.printed}`);
  return lines;
}
