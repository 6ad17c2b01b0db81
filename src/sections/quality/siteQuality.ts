// The data-quality page: every file seen (read, not read, copied, the manifest) with its row counts, every
// problem, and the rejected rows and notes of the read grouped as `parley check` groups them (messages that differ
// only in their values are one entry with a count, its files and three examples), with the totals that show both
// counts reconcile. The page's size follows the groups, not the rows: every rejected row and note is in the
// downloads under data/quality/ (qualityDownloads), in full.
import type { Dataset } from '../../records/dataset.ts';
import {
  formatLocation,
  printable,
  reportTotals,
  type Finding,
  type IngestReport,
  type Location,
} from '../../records/report.ts';
import { toCsv, type CsvValue } from '../../render/csv.ts';
import { cut, cutValues, groupMessages, placeMessage } from '../../render/groupMessages.ts';
import { stableJson } from '../../render/stableJson.ts';
import type { QualityMessages, QualityModel } from '../../site/siteModel.ts';
import { groupBy } from '../../stats/groupBy.ts';
import { byText } from '../../views/viewContext.ts';
import { tableFromSpecs, type ColumnSpec } from '../../render/columnSpec.ts';

/** Groups the page shows in one list (rejected rows, or one kind of note); the others are counted. */
export const QUALITY_GROUPS_SHOWN = 50;
/** Files a group names before it counts the rest. */
export const QUALITY_FILES_SHOWN = 5;
/**
 * Longest message text the page shows before it is cut: longer than the terminal's line (TEXT_CHARS), so the
 * reasons that list what is allowed stay whole; quoted values are cut as the terminal cuts them (VALUE_CHARS).
 */
export const QUALITY_TEXT_CHARS = 500;
/** Longest raw text (a judge's answer) an example shows before it is cut. */
export const QUALITY_RAW_CHARS = 300;

/** Where the downloads of every rejected row and every note lie, under the site. */
export const QUALITY_DOWNLOADS: QualityModel['downloads'] = {
  rejected: { csv: 'data/quality/rejected-rows.csv', json: 'data/quality/rejected-rows.json' },
  notes: { csv: 'data/quality/notes.csv', json: 'data/quality/notes.json' },
};

/**
 * Messages about places in files as the page's groups: grouped by src/render/groupMessages.ts (as the terminal
 * groups them), the largest group first (then by text, so the order is stable), at most QUALITY_GROUPS_SHOWN, each
 * with its first QUALITY_FILES_SHOWN files and its examples, texts cut (QUALITY_TEXT_CHARS, quoted values as the
 * terminal cuts them) and control
 * characters written as `\uXXXX` (printable), as the terminal writes them; a raw text keeps its lines.
 * @param raw the raw text of the i-th item, shown under its example when there is one
 */
export function qualityGroups<T extends Location>(
  items: readonly T[],
  text: (item: T) => string,
  raw: (item: T) => string | undefined = () => undefined,
): QualityMessages {
  const groups = groupMessages(items.map((it) => placeMessage(it, text(it))))
    .map((g) => ({ g, text: printable(cut(cutValues(g.text), QUALITY_TEXT_CHARS)) }))
    .sort((a, b) => b.g.count - a.g.count || byText(a.text, b.text));
  return {
    count: items.length,
    groups: groups.slice(0, QUALITY_GROUPS_SHOWN).map(({ g, text: t }) => ({
      text: t,
      count: g.count,
      fileCount: g.files.length,
      files: g.files.slice(0, QUALITY_FILES_SHOWN).map(printable),
      examples: g.examples.map((e) => {
        const r = raw(items[e.index]!);
        return {
          where: e.where,
          text: printable(cut(cutValues(e.text), QUALITY_TEXT_CHARS)),
          ...(r !== undefined ? { raw: cut(r, QUALITY_RAW_CHARS) } : {}),
        };
      }),
    })),
    moreGroups: Math.max(0, groups.length - QUALITY_GROUPS_SHOWN),
    moreCount: groups.slice(QUALITY_GROUPS_SHOWN).reduce((n, { g }) => n + g.count, 0),
  };
}

/** A location's columns in a download: the file, its line or row, the column (null where none). */
const placeColumns = (loc: Location) => ({
  file: loc.file,
  line: loc.line ?? null,
  row: loc.row ?? null,
  column: loc.column ?? null,
});

/**
 * The downloads of every rejected row (file, line, row, column, reason) and every note (kind, file, line, row,
 * column, message, raw), in the report's order, as CSV (through csv.ts: text that a spreadsheet would run is
 * neutralised) and JSON, each file by its path under the site.
 */
export function qualityDownloads(report: IngestReport): { path: string; text: string }[] {
  const rejected = report.files.flatMap((f) =>
    f.rejections.map((r) => ({ ...placeColumns(r), reason: r.reason })),
  );
  const notes = report.files.flatMap((f) =>
    f.findings.map((n: Finding) => ({
      kind: n.kind,
      ...placeColumns(n),
      message: n.message,
      raw: n.raw ?? null,
    })),
  );
  const files = (
    paths: { csv: string; json: string },
    columns: string[],
    rows: Record<string, CsvValue>[],
  ) => [
    { path: paths.csv, text: toCsv(columns, rows) },
    { path: paths.json, text: stableJson({ rows }) },
  ];
  return [
    ...files(QUALITY_DOWNLOADS.rejected, ['file', 'line', 'row', 'column', 'reason'], rejected),
    ...files(QUALITY_DOWNLOADS.notes, ['kind', 'file', 'line', 'row', 'column', 'message', 'raw'], notes),
  ];
}

export function buildQuality(data: Dataset): QualityModel {
  const t = reportTotals(data.report);
  const findings = groupBy(
    data.report.files.flatMap((f) => f.findings),
    (f) => f.kind,
  )
    .sort(([a], [b]) => byText(a, b))
    .map(([kind, items]) => ({
      kind,
      ...qualityGroups(
        items,
        (f) => f.message,
        (f) => f.raw,
      ),
    }));
  type Row = { file: string; status: string; f?: (typeof data.report.files)[number]; why: string };
  const rows: Row[] = [
    ...data.report.files.map((f) => ({
      file: f.file,
      status: `read as ${f.role}${f.detectedBy === 'manifest' ? '' : ' (recognised)'}`,
      f,
      why: [
        f.unreadable,
        f.truncated ? 'cut short' : '',
        (f.rowsDuplicate ?? 0) > 0 ? 'holds rows read before' : '',
      ]
        .filter(Boolean)
        .join('; '),
    })),
    ...data.report.skipped.map((sk) => ({ file: sk.file, status: 'not read', why: sk.reason })),
    ...(data.report.assets ?? []).map((file) => ({
      file,
      status: 'copied',
      why: "the source study's own figure, shown beside Parley's",
    })),
    ...(data.report.manifest
      ? [{ file: data.report.manifest, status: 'manifest', why: 'read as the settings' }]
      : []),
  ].sort((a, b) => byText(a.file, b.file));
  // A count of a file read (blank for a file not read), sorted by its value.
  const count = (
    id: string,
    label: string,
    of: (f: NonNullable<Row['f']>) => number | undefined,
    more: Partial<ColumnSpec<Row>> = {},
  ): ColumnSpec<Row> => ({
    id,
    label,
    numeric: true,
    value: (r) => (r.f ? (of(r.f) ?? null) : null),
    format: (v) => (v === null || v === undefined ? '' : String(v)),
    ...more,
  });
  return {
    files: tableFromSpecs<Row>(
      [
        { id: 'file', label: 'File', value: (r) => r.file },
        {
          id: 'status',
          label: 'Read as',
          value: (r) => r.status,
          tone: (r) => (r.status === 'not read' ? 'muted' : undefined),
          fields: (r) => ({ status: r.status, role: r.f?.role ?? null }),
        },
        { id: 'judge', label: 'Judge', field: null, value: (r) => r.f?.judge ?? '' },
        count('read', 'rows read', (f) => f.rowsRead),
        count('used', 'used', (f) => f.rowsUsed),
        count('duplicates', 'read before', (f) => f.rowsDuplicate ?? 0, {
          description: 'rows whose record was already read: used once',
        }),
        count('rejected', 'rejected', (f) => f.rejections.length, {
          tone: (r) => ((r.f?.rejections.length ?? 0) > 0 ? 'off' : undefined),
        }),
        count('notes', 'notes', (f) => f.findings.length),
        { id: 'why', label: 'Why (not read) / what happened', value: (r) => r.why },
      ],
      rows,
    ),
    skipped: data.report.skipped,
    rejected: qualityGroups(
      data.report.files.flatMap((f) => f.rejections),
      (r) => r.reason,
    ),
    problems: data.report.problems.map((p) => ({
      where: formatLocation(p),
      reason: p.reason,
      ...(p.kind ? { kind: p.kind } : {}),
      ...(p.affects ? { affects: p.affects } : {}),
    })),
    findings,
    downloads: QUALITY_DOWNLOADS,
    totals: {
      rowsRead: t.rowsRead,
      rowsUsed: t.rowsUsed,
      duplicates: t.duplicates,
      rejected: t.rejected,
      findings: t.findings,
      reconciles: t.reconciles,
      filesSeen: t.filesSeen,
      filesRead: t.files,
      filesNotRead: t.filesNotRead,
      filesCopied: t.filesCopied,
      manifest: data.report.manifest !== undefined,
      filesReconcile: t.filesReconcile,
    },
  };
}
