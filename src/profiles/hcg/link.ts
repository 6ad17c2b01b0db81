// Checks between HCG's files once all are read: judgment files are aligned by line number with their dialogue
// file, so a judgment file must hold as many lines as the dialogue file holds dialogues.
import type { RecordSink } from '../../records/dataset.ts';
import type { IngestReport } from '../../records/report.ts';
import { HCG } from './readers.ts';

/**
 * Checks that line-aligned judgment files cover exactly the conversations of their dialogue file, and gives a
 * published summary of two files the kind its result file was read as: a comparison with the real dialogues (gt)
 * when its judgments are, whatever the summary's folder says.
 */
export function linkHcgJudgments(sink: RecordSink, report: IngestReport): void {
  const gtFiles = new Set<string>();
  for (const j of sink.pairJudgments) if (j.benchmark === HCG && j.kind === 'gt') gtFiles.add(j.source.file);
  for (const s of sink.publishedSummaries)
    if (s.benchmark === HCG && s.kind === 'pair' && gtFiles.has(s.resultFile)) s.kind = 'gt';
  const perDialogueFile = new Map<string, number>();
  for (const c of sink.conversations) {
    if (c.benchmark === HCG)
      perDialogueFile.set(
        c.source.file.split('/').pop() ?? '',
        (perDialogueFile.get(c.source.file.split('/').pop() ?? '') ?? 0) + 1,
      );
  }
  for (const f of report.files) {
    if (f.role !== 'hcg-uni') continue;
    const base = f.file.split('/').pop() ?? '';
    const dialogues = perDialogueFile.get(base);
    if (dialogues !== undefined && dialogues !== f.rowsRead && f.rowsRead > 0) {
      f.findings.push({
        file: f.file,
        kind: 'count-mismatch',
        message: `${f.rowsRead} judgments for the ${dialogues} dialogues of ${base}: aligned by line number, so only the first ${Math.min(f.rowsRead, dialogues)} dialogues are judged here`,
      });
    }
  }
}
