// Text rendering of an ingest report for the terminal: what was read, and every row not used, with where and why.
import type { Dataset } from '../ingest/dataset.ts';
import {
  formatFinding,
  formatLocation,
  reportTotals,
  type IngestReport,
  type Rejection,
} from '../ingest/report.ts';

/** Groups consecutive rejections with the same reason and column into one line (`lines 2-150: ...`). */
export function collapseRejections(rejections: readonly Rejection[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < rejections.length) {
    const r = rejections[i]!;
    let j = i + 1;
    while (
      j < rejections.length &&
      rejections[j]!.reason === r.reason &&
      rejections[j]!.column === r.column &&
      rejections[j]!.file === r.file
    )
      j++;
    if (j - i >= 3) {
      const last = rejections[j - 1]!;
      const unit = r.line !== undefined ? 'lines' : 'rows';
      const from = r.line ?? r.row;
      const to = last.line ?? last.row;
      out.push(
        `${r.file}: ${unit} ${from}-${to} (${j - i} rows)${r.column ? `: column ${r.column}` : ''}: ${r.reason}`,
      );
    } else {
      for (let k = i; k < j; k++) out.push(`${formatLocation(rejections[k]!)}: ${rejections[k]!.reason}`);
    }
    i = j;
  }
  return out;
}

function pad(s: string | number, n: number): string {
  const t = String(s);
  return t.length >= n ? t : t + ' '.repeat(n - t.length);
}

function lpad(s: string | number, n: number): string {
  const t = String(s);
  return t.length >= n ? t : ' '.repeat(n - t.length) + t;
}

/** How many findings of each kind to print in full before summarising the rest. */
export const FINDINGS_SHOWN_PER_KIND = 5;

/** The report as text: a table of files, the rejections, the findings by kind, and the reconciling totals. */
export function formatReport(report: IngestReport): string {
  const lines: string[] = [];
  const width = Math.min(90, Math.max(20, ...report.files.map((f) => f.file.length)));
  lines.push(
    `${pad('file', width)}  ${pad('read as', 20)} ${lpad('read', 8)} ${lpad('used', 8)} ${lpad('rejected', 8)} ${lpad('notes', 6)}`,
  );
  for (const f of report.files) {
    lines.push(
      `${pad(f.file, width)}  ${pad(f.role + (f.detectedBy === 'manifest' ? '' : '*'), 20)} ${lpad(f.rowsRead, 8)} ${lpad(f.rowsUsed, 8)} ${lpad(f.rejections.length, 8)} ${lpad(f.findings.length, 6)}`,
    );
  }
  if (report.files.some((f) => f.detectedBy !== 'manifest'))
    lines.push('(* recognised from the file name and header; a manifest can name roles explicitly)');
  if (report.skipped.length > 0) {
    lines.push('', `Not read (${report.skipped.length} files):`);
    for (const s of report.skipped) lines.push(`  ${s.file}: ${s.reason}`);
  }
  const rejections = report.files.flatMap((f) => f.rejections);
  if (rejections.length > 0) {
    lines.push('', `Rejected (${rejections.length}):`);
    for (const l of collapseRejections(rejections)) lines.push(`  ${l}`);
  }
  if (report.problems.length > 0) {
    lines.push('', `Problems (${report.problems.length}):`);
    for (const p of report.problems) lines.push(`  ${formatLocation(p)}: ${p.reason}`);
  }
  const findings = report.files.flatMap((f) => f.findings);
  if (findings.length > 0) {
    const byKind = new Map<string, typeof findings>();
    for (const f of findings) byKind.set(f.kind, [...(byKind.get(f.kind) ?? []), f]);
    lines.push('', `Notes (${findings.length}; rows used, but worth a look):`);
    for (const [kind, list] of [...byKind.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
      lines.push(`  ${kind} (${list.length}):`);
      for (const f of list.slice(0, FINDINGS_SHOWN_PER_KIND)) lines.push(`    ${formatFinding(f)}`);
      if (list.length > FINDINGS_SHOWN_PER_KIND)
        lines.push(`    ... and ${list.length - FINDINGS_SHOWN_PER_KIND} more`);
    }
  }
  const t = reportTotals(report);
  lines.push(
    '',
    `Rows: read ${t.rowsRead} = used ${t.rowsUsed} + rejected ${t.rejected}${t.reconciles ? '' : '  (DOES NOT RECONCILE: a reader lost rows; please report this as a bug)'}; ${t.findings} notes; ${report.skipped.length} files not read; ${t.problems} problems.`,
  );
  return lines.join('\n');
}

/** A short summary of what the records hold: conversations and judgments by benchmark, setting and model. */
export function formatContents(dataset: Dataset): string {
  const lines: string[] = [];
  const count = <T>(items: readonly T[], keyOf: (t: T) => string) => {
    const m = new Map<string, number>();
    for (const i of items) m.set(keyOf(i), (m.get(keyOf(i)) ?? 0) + 1);
    return [...m.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  };
  const where = (b: string, s: string) => (s ? `${b} (setting ${s})` : b);
  for (const [k, n] of count(dataset.conversations, (c) => where(c.benchmark, c.setting))) {
    const convs = dataset.conversations.filter((c) => where(c.benchmark, c.setting) === k);
    const models = count(convs, (c) => c.model);
    lines.push(
      `${k}: ${n} conversations, ${models.length} models (${models.map(([m, c]) => `${m} ${c}`).join(', ')})`,
    );
    const gt = convs.filter((c) => c.model === 'GT');
    if (gt.length > 0 && k.startsWith('botchat')) {
      const lengths = count(gt, (c) => String(c.chats.length).padStart(3, '0'));
      const atLeast4 = gt.filter((c) => c.chats.length >= 4).length;
      lines.push(
        `  ground truth: ${gt.length} seeds; ${atLeast4} with at least 4 chats; chats per seed: ${lengths.map(([l, c]) => `${Number(l)}:${c}`).join(' ')}`,
      );
    }
  }
  for (const [k, n] of count(
    dataset.uniJudgments,
    (j) => `${where(j.benchmark, j.setting)}, judge ${j.judge}`,
  )) {
    lines.push(`${k}: ${n} single-conversation judgments`);
  }
  for (const [k, n] of count(
    dataset.pairJudgments,
    (j) => `${where(j.benchmark, j.setting)}, ${j.kind}, judge ${j.judge}`,
  )) {
    // Records from counts files stand for `weight` judgments each.
    const weighted = dataset.pairJudgments
      .filter((j) => `${where(j.benchmark, j.setting)}, ${j.kind}, judge ${j.judge}` === k)
      .reduce((t, j) => t + (j.weight ?? 1), 0);
    lines.push(`${k}: ${weighted === n ? n : `${weighted} (from counts)`} pairwise judgments`);
  }
  if (dataset.lengthCounts.length > 0)
    lines.push(
      `chat lengths from counts: ${dataset.lengthCounts.reduce((t, r) => t + r.chats, 0)} generated chats`,
    );
  if (dataset.publishedLeaderboard.length > 0)
    lines.push(`published leaderboard: ${dataset.publishedLeaderboard.length} models`);
  if (dataset.publishedSummaries.length > 0)
    lines.push(`published summaries: ${dataset.publishedSummaries.length}`);
  return lines.join('\n');
}
