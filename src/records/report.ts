import { formatSource } from './source.ts';

/** A place in an input file: the file, its line (text) or row (sheet), and the column when one is known. */
export interface Location {
  file: string;
  line?: number;
  row?: number;
  column?: string;
}

/** A row that could not be used, with where and why. */
export interface Rejection extends Location {
  reason: string;
}

/** What kind of problem a file-level problem is; `error`s fail `parley check` and `build --strict`. */
export interface Problem extends Rejection {
  /**
   * `unreadable`: a key input that cannot be read (empty, corrupt, a header that is not its layout); `truncated`:
   * a file cut short mid-record; `conflict`: two copies of a record that differ; `nothing`: no data at all, or none
   * for a benchmark; `consistency`: files that disagree; `manifest`: a manifest entry that cannot be followed.
   */
  kind?: 'unreadable' | 'truncated' | 'conflict' | 'nothing' | 'consistency' | 'manifest';
  /** Which numbers of the site lack this input, in words, for the banner on the pages. */
  affects?: string;
}

/** Something worth a reader's attention about a row that was used (an unparsed judge answer, a coerced value). */
export interface Finding extends Location {
  /** Short machine-readable kind, e.g. `unparsed-judge`, `unknown-model`, `partial-file`. */
  kind: string;
  message: string;
  /** The raw text involved, kept verbatim for the data-quality page (judge answers). */
  raw?: string;
}

/** What one input file gave: how it was recognised, and how every row was accounted for. */
export interface FileReport {
  file: string;
  /** The role the file was read as (`botchat-unieval`, `hcg-uni`, ...). */
  role: string;
  /** How the role was decided: from the manifest, or detected from the name and header. */
  detectedBy: 'manifest' | 'name' | 'header';
  judge?: string;
  setting?: string;
  /** Data rows read (header excluded). */
  rowsRead: number;
  /** Rows that became records (unparsed judge answers included: they are kept and counted). */
  rowsUsed: number;
  /** Rows that repeated a record already read (here or in another file): used once, from the first place. */
  rowsDuplicate?: number;
  rejections: Rejection[];
  findings: Finding[];
  /** Why the file could not be read as its role at all (its rows were not read), when so. */
  unreadable?: string;
  /** Problems of the whole file or of a whole column (not of one row); the report lists them with the others. */
  problems?: Problem[];
  /** The file ends in the middle of a record: it was cut short. */
  truncated?: boolean;
  /** Read straight to counts (weighted records), in a read that keeps counts (RoleReaders.countFile). */
  counted?: boolean;
}

/**
 * Text safe to show on one line of a terminal or a page: control characters (a terminal's escape sequences, CR,
 * line breaks, NUL) are written as `\uXXXX`, so data quoted in a message cannot redraw the screen or split the line.
 */
export function printable(s: string): string {
  return s.replace(
    /[\u0000-\u001f\u007f\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Longest column name shown in a location as is; a longer one (a header that is one long cell) is shortened. */
export const LOCATION_COLUMN_CHARS = 60;

/** Formats a location as `file:line: column c` (or `file: row r: column c`), the prefix of every message. */
export function formatLocation(loc: Location): string {
  const base = printable(formatSource({ file: loc.file, line: loc.line, row: loc.row }));
  if (loc.column === undefined) return base;
  const column =
    loc.column.length > LOCATION_COLUMN_CHARS
      ? `${loc.column.slice(0, LOCATION_COLUMN_CHARS)}...`
      : loc.column;
  return `${base}: column ${printable(column)}`;
}

/** One line per rejection, `file:line: column c: reason`. */
export function formatRejection(r: Rejection): string {
  return `${formatLocation(r)}: ${printable(r.reason)}`;
}

export function formatFinding(f: Finding): string {
  return `${formatLocation(f)}: ${printable(f.message)}`;
}

/** Shortens a raw value for quoting in a message: first 60 characters, newlines shown as \n. */
export function quote(raw: string, max = 60): string {
  return JSON.stringify(raw.length > max ? `${raw.slice(0, max)}...` : raw);
}

/** Files that were present but not read, with why (unrecognised, or skipped on purpose). */
export interface SkippedFile {
  file: string;
  reason: string;
}

/** The whole ingest report: every file, and totals that must reconcile (read = used + duplicate + rejected). */
export interface IngestReport {
  /** Files read, each with its role and its rows. */
  files: FileReport[];
  /** Files seen and not read, each with why (not recognised, hidden, a link leading outside, ...). */
  skipped: SkippedFile[];
  /** Problems that belong to no single row (a key file that cannot be read, copies that differ, ...). */
  problems: Problem[];
  /** Files and folders the walk of the directory met: equals files + skipped + assets (counted apart). */
  seen?: number;
  /** Files copied into the site, not read (the source study's own figure images). */
  assets?: string[];
  /** The manifest, when it lies in the data directory: read as the settings of the read, not as data. */
  manifest?: string;
}

export interface ReportTotals {
  files: number;
  rowsRead: number;
  rowsUsed: number;
  /** Rows that repeated a record already read: used once. */
  duplicates: number;
  rejected: number;
  findings: number;
  problems: number;
  /** Rows read = used + duplicate + rejected, in every file. */
  reconciles: boolean;
  /** Files seen by the walk, and how they divide: read, not read, copied. */
  filesSeen: number;
  filesNotRead: number;
  filesCopied: number;
  /** Files seen = read + not read + copied (+ the manifest); true when the walk did not count (a hand-made report). */
  filesReconcile: boolean;
}

export function reportTotals(report: IngestReport): ReportTotals {
  let read = 0;
  let used = 0;
  let duplicates = 0;
  let rejected = 0;
  let findings = 0;
  let reconciles = true;
  for (const f of report.files) {
    read += f.rowsRead;
    used += f.rowsUsed;
    duplicates += f.rowsDuplicate ?? 0;
    rejected += f.rejections.length;
    findings += f.findings.length;
    if (f.rowsRead !== f.rowsUsed + (f.rowsDuplicate ?? 0) + f.rejections.length) reconciles = false;
  }
  const filesCopied = report.assets?.length ?? 0;
  const settings = report.manifest ? 1 : 0;
  const filesSeen = report.seen ?? report.files.length + report.skipped.length + filesCopied + settings;
  return {
    files: report.files.length,
    rowsRead: read,
    rowsUsed: used,
    duplicates,
    rejected,
    findings,
    problems: report.problems.length,
    reconciles,
    filesSeen,
    filesNotRead: report.skipped.length,
    filesCopied,
    filesReconcile: filesSeen === report.files.length + report.skipped.length + filesCopied + settings,
  };
}

/** Starts an empty file report; readers fill it in (its row counts through src/ingest/rowOutcomes.ts). */
export function newFileReport(file: string, role: string, detectedBy: FileReport['detectedBy']): FileReport {
  return { file, role, detectedBy, rowsRead: 0, rowsUsed: 0, rejections: [], findings: [] };
}
