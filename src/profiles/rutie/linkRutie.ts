// After every file is read: checks ruTiE records against each other. A submission must answer every question
// of the dialog it answers; a pool must show the same questions as the task file. Findings go to the report of
// the file they are about; nothing is dropped here.
import type { RutieRecords } from '../../records/rutie.ts';
import type { IngestReport } from '../../records/report.ts';
import { formatIdRanges } from './rutieJson.ts';
import { RUTIE_DEFAULT_SPLIT } from './task.ts';

/** The dialog the human-benchmark pools show: the closed test dialog, dialog 0 of the test split. */
export const POOL_DIALOG_KEY = { split: RUTIE_DEFAULT_SPLIT, dialogId: 0 } as const;

/** Groups items by a key in first-seen order. */
function group<T>(items: readonly T[], keyOf: (item: T) => string): [string, T[]][] {
  const m = new Map<string, T[]>();
  for (const it of items) {
    const k = keyOf(it);
    const list = m.get(k);
    if (list) list.push(it);
    else m.set(k, [it]);
  }
  return [...m.entries()];
}

export function linkRutie(rutie: RutieRecords, report: IngestReport): void {
  const fileReport = (file: string) => report.files.find((f) => f.file === file);
  // The questions each (split, dialog) should have: from the task file, else from the pools (test dialog 0).
  const expected = new Map<string, Set<number>>();
  for (const q of rutie.questions) {
    const k = `${q.split}\u0000${q.dialogId}`;
    let s = expected.get(k);
    if (!s) expected.set(k, (s = new Set()));
    s.add(q.questionId);
  }
  const poolKey = `${POOL_DIALOG_KEY.split}\u0000${POOL_DIALOG_KEY.dialogId}`;
  const poolLength = Math.max(0, ...rutie.pools.map((p) => p.dialog.length));
  const fromPools = !expected.has(poolKey) && poolLength > 0;
  if (fromPools) expected.set(poolKey, new Set(Array.from({ length: poolLength }, (_, k) => k)));

  for (const [file, answers] of group(rutie.answers, (a) => a.source.file)) {
    const f = fileReport(file);
    if (!f) continue;
    for (const [key, mine] of group(answers, (a) => `${a.split}\u0000${a.dialogId}`)) {
      const want = expected.get(key);
      const { split, dialogId } = mine[0]!;
      const where = `dialog ${dialogId} of split ${split}`;
      if (!want) {
        if (expected.size > 0)
          f.findings.push({
            file,
            kind: 'rutie-unknown-dialog',
            message: `${mine.length} answers to ${where}, which no task file or pool holds; they cannot be scored`,
          });
        continue;
      }
      const have = new Set(mine.map((a) => a.questionId));
      const missing = [...want].filter((q) => !have.has(q));
      const extra = mine.filter((a) => !want.has(a.questionId));
      const basis = key === poolKey && fromPools ? 'the pools show' : 'the task file has';
      if (missing.length > 0) {
        // The reader's gap note (ids missing inside the file's own range) says less than this one: dropped, so
        // the same questions are not reported twice.
        f.findings = f.findings.filter((x) => !(x.kind === 'rutie-gap' && x.message.startsWith(`${where}:`)));
        f.findings.push({
          file,
          kind: 'rutie-missing',
          message: `${where}: no answer to question_id ${formatIdRanges(missing)} (${missing.length} of the ${want.size} questions ${basis}); a missing answer counts as wrong`,
        });
      }
      for (const a of extra.slice(0, 5))
        f.findings.push({
          file,
          line: a.source.line,
          column: 'meta.question_id',
          kind: 'rutie-unknown-question',
          message: `${where}: question_id ${a.questionId} is not among the ${want.size} questions ${basis}; not scored`,
        });
    }
  }

  // Pools against the task file's test dialog: the same question at the same place, or the gold does not apply.
  const taskDialog = rutie.questions
    .filter((q) => q.split === POOL_DIALOG_KEY.split && q.dialogId === POOL_DIALOG_KEY.dialogId)
    .sort((a, b) => a.questionId - b.questionId);
  if (taskDialog.length === 0) return;
  for (const [file, rows] of group(rutie.pools, (p) => p.pool)) {
    const f = fileReport(file);
    const dialog = rows[0]!.dialog;
    const byId = new Map(taskDialog.map((q) => [q.questionId, q]));
    const differs = dialog
      .map((q, k) => (byId.get(k)?.question === q.question ? -1 : k))
      .filter((k) => k !== -1);
    if (f && (differs.length > 0 || dialog.length !== taskDialog.length))
      f.findings.push({
        file,
        kind: 'rutie-pool-mismatch',
        message: `the pool's dialog (${dialog.length} questions) and the task file's test dialog 0 (${taskDialog.length}) differ${differs.length > 0 ? ` at question_id ${formatIdRanges(differs)}` : ''}; gold is compared by question_id`,
      });
  }
}
