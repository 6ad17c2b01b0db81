// One case of the hostile-input corpus: a small data directory (usually one input file and a manifest naming its
// role), what it tries, and the outcome expected of it, read through readDataset like any data directory.
import { mkdir, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Dataset } from '../../src/records/dataset.ts';
import type { ManifestFile, Role } from '../../src/records/manifest.ts';
import { readDataset } from '../../src/profiles/index.ts';
import { IngestError } from '../../src/ingest/readInputs.ts';
import {
  formatFinding,
  formatLocation,
  formatRejection,
  reportTotals,
  type ReportTotals,
} from '../../src/records/report.ts';

/** What a case expects of Parley. `says` must occur in one of the messages of that outcome. */
export type Expected =
  /** Every row used; no rejection, no note. */
  | { outcome: 'accepted' }
  /** Every row used, and a note (a finding) says this. */
  | { outcome: 'warned'; says: string }
  /** At least one row rejected with this message (notes may come too). */
  | { outcome: 'rejected'; says: string }
  /** The file is present but not read (not recognised), with this reason. */
  | { outcome: 'skipped'; says: string }
  /** The file cannot be read at all (a problem of the report, not of a row). */
  | { outcome: 'problem'; says: string }
  /** Ingest stops before any row: the manifest or directory is unusable (IngestError). */
  | { outcome: 'refused'; says: string };

/** A file's content: text (written as UTF-8), bytes, a size for a sparse file of zero bytes, or a link's target. */
export type FileContent = string | Uint8Array | { sparseBytes: number } | { symlink: string };

export interface HostileCase {
  /** Unique, `<role or format>/<what>`; also the case's directory name. */
  id: string;
  /** What the case tries, in a few words (shown in the outcomes file). */
  tries: string;
  /** Files of the data directory, by relative path. */
  files: Record<string, FileContent>;
  /** Manifest entries for the files (a manifest is written when given; otherwise roles are detected). */
  manifest?: (Omit<ManifestFile, 'role'> & { role: Role })[];
  /** A manifest file written as is (for cases about the manifest itself). */
  rawManifest?: string;
  expected: Expected;
  /** Notes its example's file carries whatever the case does (ValidExample.notes): they make no case `warned`. */
  baseline?: readonly string[];
}

/** How a rejection of a whole workbook begins (see readDataset's tableOf). */
const WHOLE_WORKBOOK = 'not a readable .xlsx workbook';

/** What reading a case gave. */
export interface CaseOutcome {
  id: string;
  /** Milliseconds readDataset took. */
  ms: number;
  /** An exception other than IngestError: a crash (must never happen). */
  crash?: string;
  /** IngestError's message and problems, when ingest refused the directory. */
  refused?: string;
  dataset?: Dataset;
  totals?: ReportTotals;
  /** Rejections, one formatted line each. */
  rejections: string[];
  /** Rejections that name no line or row (every rejection should). */
  unlocated: string[];
  /** Notes (findings), one formatted line each. */
  notes: string[];
  /** Problems of the report and skipped files, one line each. */
  problems: string[];
  skipped: string[];
}

/** Writes a case's files under `dir` (created afresh). */
export async function writeCase(c: HostileCase, dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const all: Record<string, FileContent> = { ...c.files };
  if (c.rawManifest !== undefined) all['parley.manifest.json'] = c.rawManifest;
  else if (c.manifest) all['parley.manifest.json'] = JSON.stringify({ files: c.manifest }, null, 2);
  for (const [rel, content] of Object.entries(all)) {
    const path = join(dir, rel);
    await mkdir(dirname(path), { recursive: true });
    if (typeof content === 'object' && 'symlink' in content) await symlink(content.symlink, path);
    else if (typeof content === 'object' && 'sparseBytes' in content) {
      await writeFile(path, '');
      await truncate(path, content.sparseBytes);
    } else await writeFile(path, content);
  }
}

/** Reads a written case through readDataset and collects every message. */
export async function readCase(id: string, dir: string): Promise<CaseOutcome> {
  const out: CaseOutcome = { id, ms: 0, rejections: [], unlocated: [], notes: [], problems: [], skipped: [] };
  const t0 = performance.now();
  try {
    const data = await readDataset(dir);
    out.dataset = data;
    out.totals = reportTotals(data.report);
    out.rejections = data.report.files.flatMap((f) => f.rejections.map(formatRejection));
    out.unlocated = data.report.files.flatMap((f) =>
      f.rejections
        // A workbook that cannot be opened has no row to name: it is rejected whole.
        .filter((r) => r.line === undefined && r.row === undefined && !r.reason.startsWith(WHOLE_WORKBOOK))
        .map(formatRejection),
    );
    out.notes = data.report.files.flatMap((f) => f.findings.map(formatFinding));
    out.problems = data.report.problems.map((p) => `${formatLocation(p)}: ${p.reason}`);
    out.skipped = data.report.skipped.map((s) => `${s.file}: ${s.reason}`);
  } catch (e) {
    if (e instanceof IngestError) out.refused = [e.message, ...e.problems].join('\n');
    else out.crash = e instanceof Error ? `${e.name}: ${e.message}\n${e.stack ?? ''}` : String(e);
  }
  out.ms = performance.now() - t0;
  return out;
}

/** The outcome a case actually had, in the words of Expected (notes of the `baseline` do not count). */
export function outcomeOf(o: CaseOutcome, baseline: readonly string[] = []): Expected['outcome'] | 'crash' {
  if (o.crash !== undefined) return 'crash';
  if (o.refused !== undefined) return 'refused';
  if (o.rejections.length > 0) return 'rejected';
  if (o.problems.length > 0) return 'problem';
  if ((o.totals?.files ?? 0) === 0 && o.skipped.length > 0) return 'skipped';
  if (o.notes.some((n) => !baseline.some((b) => n.includes(b)))) return 'warned';
  return 'accepted';
}

/** The messages that must contain `says` for an outcome. */
export function messagesOf(o: CaseOutcome, outcome: Expected['outcome']): string[] {
  switch (outcome) {
    case 'accepted':
      return [];
    case 'warned':
      return o.notes;
    case 'rejected':
      return o.rejections;
    case 'skipped':
      return o.skipped;
    case 'problem':
      return o.problems;
    case 'refused':
      return o.refused === undefined ? [] : o.refused.split('\n');
  }
}

/** A case's outcome as reviewed text: its totals and every message (the corpus's outcomes file). */
export function formatOutcome(c: HostileCase, o: CaseOutcome): string {
  const lines = [`## ${c.id}: ${c.tries}`, `expected ${c.expected.outcome}, got ${outcomeOf(o, c.baseline)}`];
  if (o.crash !== undefined) lines.push(`CRASH ${o.crash.split('\n')[0]}`);
  if (o.refused !== undefined) lines.push(...o.refused.split('\n').map((l) => `  refused: ${l}`));
  if (o.totals)
    lines.push(
      `read ${o.totals.rowsRead} = used ${o.totals.rowsUsed} + rejected ${o.totals.rejected}${o.totals.reconciles ? '' : ' (DOES NOT RECONCILE)'}`,
    );
  // Control characters are written as escapes, so the file stays text and a terminal showing it stays sane.
  const clip = (s: string) =>
    (s.length > 400 ? `${s.slice(0, 400)}... (${s.length} characters)` : s).replace(
      /[\u0000-\u001f\u007f]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
  lines.push(...o.rejections.map((m) => `  rejected: ${clip(m)}`));
  lines.push(...o.notes.map((m) => `  note: ${clip(m)}`));
  lines.push(...o.problems.map((m) => `  problem: ${clip(m)}`));
  lines.push(
    ...o.skipped.filter((s) => !s.startsWith('parley.manifest.json')).map((m) => `  skipped: ${clip(m)}`),
  );
  return lines.join('\n');
}
