// Text rendering of an ingest report for the terminal: what was read, and the rows and files not used, with where
// and why. Messages that say the same thing of many rows or files are grouped by kind, with a count, the files they
// are in and three examples (src/render/groupMessages.ts, which the data-quality page groups with too); `--verbose`
// lists every one, and the site's downloads under data/quality/ hold them all.
import { nothingRecognised, nothingReadMessage } from '../pipeline/nothingRead.ts';
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
import { formatGroup, groupMessages, placeMessage, type MessageGroup } from '../render/groupMessages.ts';

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

/** Groups shown in one section (of one kind of note) before the rest are counted. */
export const GROUPS_SHOWN = 10;

/** What to say after the examples of a group. */
const MORE = '--verbose lists them all';

/** Groups as lines, at most GROUPS_SHOWN of them, then how many more. */
function groupLines(groups: readonly MessageGroup[], what: string, indent = '  '): string[] {
  const lines = groups.slice(0, GROUPS_SHOWN).flatMap((g) => formatGroup(g, what, MORE, indent));
  if (groups.length > GROUPS_SHOWN)
    lines.push(`${indent}... and ${groups.length - GROUPS_SHOWN} more kinds of message (${MORE})`);
  return lines;
}

export interface FormatReportOptions {
  /** Every message on its own line, none cut (the default groups repeated ones and cuts long texts). */
  verbose?: boolean;
  /** The data directory as the user named it, for the message when nothing in it was recognised. */
  dir?: string;
}

/** The report as text: a table of files, the rejections, the findings by kind, and the reconciling totals. */
export function formatReport(report: IngestReport, options: FormatReportOptions = {}): string {
  const verbose = options.verbose ?? false;
  const lines: string[] = [];
  const width = Math.min(90, Math.max(20, ...report.files.map((f) => f.file.length)));
  if (report.files.length === 0) lines.push('No file was read.');
  else
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
    if (verbose) for (const s of report.skipped) lines.push(`  ${s.file}: ${s.reason}`);
    else
      lines.push(
        ...groupLines(groupMessages(report.skipped.map((s) => ({ where: s.file, text: s.reason }))), 'files'),
      );
  }
  const rejections = report.files.flatMap((f) => f.rejections);
  if (rejections.length > 0) {
    lines.push('', `Rejected (${rejections.length}):`);
    if (verbose) for (const l of collapseRejections(rejections)) lines.push(`  ${l}`);
    else lines.push(...groupLines(groupMessages(rejections.map((r) => placeMessage(r, r.reason))), 'rows'));
  }
  if (report.problems.length > 0) {
    lines.push(
      '',
      `Problems (${report.problems.length}; each makes \`parley check\` fail until it is fixed):`,
    );
    // Nothing recognised: the layouts looked for, one benchmark a line, instead of one line of 47 layouts.
    const nothing = nothingRecognised(report) ? report.problems.find((p) => p.kind === 'nothing') : undefined;
    if (nothing)
      lines.push(
        ...nothingReadMessage(
          report,
          options.dir ?? 'the data directory',
          `\`parley check --verbose\` says, for each file, what was looked for in its kind of file.`,
        )
          .split('\n')
          .map((l) => `  ${l}`),
      );
    const others = report.problems.filter((p) => p !== nothing);
    const text = (p: (typeof others)[number]) => `${p.reason}${p.affects ? ` [affects: ${p.affects}]` : ''}`;
    if (verbose) for (const p of others) lines.push(`  ${formatLocation(p)}: ${text(p)}`);
    else
      lines.push(
        ...groupLines(groupMessages(others.map((p) => placeMessage(p, text(p), p.kind))), 'problems'),
      );
  }
  const findings = report.files.flatMap((f) => f.findings);
  if (findings.length > 0) {
    const byKind = new Map<string, typeof findings>();
    for (const f of findings) byKind.set(f.kind, [...(byKind.get(f.kind) ?? []), f]);
    lines.push('', `Notes (${findings.length}; rows used, but worth a look):`);
    for (const [kind, list] of [...byKind.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
      lines.push(`  ${kind} (${list.length}):`);
      if (verbose) for (const f of list) lines.push(`    ${formatFinding(f)}`);
      else
        lines.push(
          ...groupLines(groupMessages(list.map((f) => placeMessage(f, f.message))), 'notes', '    '),
        );
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
