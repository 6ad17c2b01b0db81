// Text rendering of an ingest report for the terminal: what was read, and every row not used, with where and why.
import type { Dataset } from '../records/dataset.ts';
import { PROFILES } from '../profiles/index.ts';
import {
  formatFinding,
  formatLocation,
  printable,
  reportTotals,
  type IngestReport,
  type Rejection,
} from '../records/report.ts';

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

/** How many skipped files of one reason to name before counting the rest. */
export const SKIPPED_SHOWN_PER_REASON = 10;

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
    // A manifest that names a few files of a large directory would list every other file: show a few per reason.
    const perReason = new Map<string, number>();
    for (const s of report.skipped) {
      const n = (perReason.get(s.reason) ?? 0) + 1;
      perReason.set(s.reason, n);
      if (n <= SKIPPED_SHOWN_PER_REASON) lines.push(`  ${s.file}: ${s.reason}`);
    }
    for (const [reason, n] of perReason)
      if (n > SKIPPED_SHOWN_PER_REASON)
        lines.push(`  ... and ${n - SKIPPED_SHOWN_PER_REASON} more files: ${reason}`);
  }
  const rejections = report.files.flatMap((f) => f.rejections);
  if (rejections.length > 0) {
    lines.push('', `Rejected (${rejections.length}):`);
    for (const l of collapseRejections(rejections)) lines.push(`  ${l}`);
  }
  if (report.problems.length > 0) {
    lines.push(
      '',
      `Problems (${report.problems.length}; each makes \`parley check\` fail until it is fixed):`,
    );
    for (const p of report.problems)
      lines.push(`  ${formatLocation(p)}: ${p.reason}${p.affects ? ` [affects: ${p.affects}]` : ''}`);
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
    `Files: seen ${t.filesSeen} = read ${t.files} + not read ${t.filesNotRead}${t.filesCopied ? ` + copied into the site ${t.filesCopied}` : ''}${report.manifest ? ' + the manifest 1' : ''}${t.filesReconcile ? '' : '  (DOES NOT RECONCILE: a file was lost; please report this as a bug)'}.`,
    `Rows: read ${t.rowsRead} = used ${t.rowsUsed}${t.duplicates ? ` + read twice ${t.duplicates}` : ''} + rejected ${t.rejected}${t.reconciles ? '' : '  (DOES NOT RECONCILE: a reader lost rows; please report this as a bug)'}; ${t.findings} notes; ${t.problems} problems.`,
  );
  // File names and reasons come from the data: no control character reaches the terminal.
  return lines.map(printable).join('\n');
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
      `${k}: ${n} conversations, ${models.length} model${models.length === 1 ? '' : 's'} (${models.map(([m, c]) => `${m} ${c}`).join(', ')})`,
    );
    // What the benchmark's profile says under the line (turns per model, say).
    const profile = PROFILES.find((p) => p.id === convs[0]!.benchmark);
    lines.push(...(profile?.conversationContents?.(convs) ?? []));
  }
  for (const [k, n] of count(
    dataset.uniJudgments,
    (j) => `${where(j.benchmark, j.setting)}, judge ${j.judge}`,
  )) {
    lines.push(`${k}: ${n} single-conversation judgments`);
  }
  const pairKey = (j: (typeof dataset.pairJudgments)[number]) =>
    `${where(j.benchmark, j.setting)}, judge ${j.judge}: ${j.kind === 'gt' ? 'comparisons with the ground truth' : 'model-against-model comparisons'}`;
  // Weighted records (from counts files, or files read straight to counts) stand for `weight` judgments each.
  const judgments = new Map<string, number>();
  for (const j of dataset.pairJudgments)
    judgments.set(pairKey(j), (judgments.get(pairKey(j)) ?? 0) + (j.weight ?? 1));
  for (const [k, n] of [...judgments].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const [head, what] = k.split(': ');
    lines.push(`${head}: ${n} ${what}`);
  }
  if (dataset.lengthCounts.length > 0)
    lines.push(
      `chat lengths from counts: ${dataset.lengthCounts.reduce((t, r) => t + r.chats, 0)} generated chats`,
    );
  if (dataset.publishedLeaderboard.length > 0)
    lines.push(`published leaderboard: ${dataset.publishedLeaderboard.length} models`);
  if (dataset.publishedSummaries.length > 0)
    lines.push(`published summaries: ${dataset.publishedSummaries.length}`);
  for (const [k, n] of count(dataset.publishedCells, (c) => `${c.benchmark} table ${c.table}`))
    lines.push(`published ${k}: ${n} cells`);
  for (const [k, n] of count(dataset.methodTexts, (t) => `${t.benchmark} ${t.kind}s`)) {
    const titles = dataset.methodTexts.filter((t) => `${t.benchmark} ${t.kind}s` === k).map((t) => t.title);
    lines.push(`method texts, ${k}: ${n}${k.endsWith('prompts') ? ` (${titles.join(', ')})` : ''}`);
  }
  // Bad-case gallery inputs: labelled examples per collection and label, curated tags per label.
  for (const [k, n] of count(dataset.labelledExamples, (e) => e.collection)) {
    const labels = count(
      dataset.labelledExamples.filter((e) => e.collection === k),
      (e) => e.label,
    );
    lines.push(`labelled examples (${k}): ${n} (${labels.map(([l, c]) => `${l} ${c}`).join(', ')})`);
  }
  if (dataset.curatedTags.length > 0)
    lines.push(
      `curated tags: ${dataset.curatedTags.length} (${count(dataset.curatedTags, (t) => t.label)
        .map(([l, c]) => `${l} ${c}`)
        .join(', ')})`,
    );
  // What each benchmark's own records hold, in the profiles' order.
  for (const p of PROFILES) lines.push(...(p.contents?.(dataset) ?? []));
  return lines.join('\n');
}
