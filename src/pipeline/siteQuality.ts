// The data-quality page: every file seen (read, not read, copied, the manifest) with its row counts, and every
// problem, rejection and note of the read, with the totals that show both counts reconcile.
import type { Dataset } from '../records/dataset.ts';
import { formatLocation, reportTotals } from '../records/report.ts';
import type { QualityModel } from '../site/siteModel.ts';
import { groupBy } from '../stats/groupBy.ts';
import { byText, table } from '../views/viewContext.ts';

export function buildQuality(data: Dataset): QualityModel {
  const t = reportTotals(data.report);
  const findings = groupBy(
    data.report.files.flatMap((f) => f.findings),
    (f) => f.kind,
  )
    .sort(([a], [b]) => byText(a, b))
    .map(([kind, items]) => ({
      kind,
      items: items.map((f) => ({
        where: formatLocation(f),
        message: f.message,
        ...(f.raw !== undefined ? { raw: f.raw } : {}),
      })),
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
  const num = (n: number | undefined, tone?: 'off') =>
    n === undefined ? { text: '' } : { text: String(n), sort: n, ...(n > 0 && tone ? { tone } : {}) };
  return {
    files: table(
      [
        { key: 'file', label: 'File' },
        { key: 'status', label: 'Read as' },
        { key: 'judge', label: 'Judge' },
        { key: 'read', label: 'rows read', numeric: true },
        { key: 'used', label: 'used', numeric: true },
        {
          key: 'duplicates',
          label: 'read before',
          numeric: true,
          help: 'rows whose record was already read: used once',
        },
        { key: 'rejected', label: 'rejected', numeric: true },
        { key: 'notes', label: 'notes', numeric: true },
        { key: 'why', label: 'Why (not read) / what happened' },
      ],
      rows.map((r) => [
        { text: r.file },
        { text: r.status, ...(r.status === 'not read' ? { tone: 'muted' as const } : {}) },
        { text: r.f?.judge ?? '' },
        num(r.f?.rowsRead),
        num(r.f?.rowsUsed),
        num(r.f?.rowsDuplicate ?? (r.f ? 0 : undefined)),
        num(r.f?.rejections.length, 'off'),
        num(r.f?.findings.length),
        { text: r.why },
      ]),
      rows.map((r) => ({
        file: r.file,
        status: r.status,
        role: r.f?.role ?? null,
        read: r.f?.rowsRead ?? null,
        used: r.f?.rowsUsed ?? null,
        duplicates: r.f ? (r.f.rowsDuplicate ?? 0) : null,
        rejected: r.f?.rejections.length ?? null,
        notes: r.f?.findings.length ?? null,
        why: r.why,
      })),
    ),
    skipped: data.report.skipped,
    rejections: data.report.files.flatMap((f) =>
      f.rejections.map((r) => ({ where: formatLocation(r), reason: r.reason })),
    ),
    problems: data.report.problems.map((p) => ({
      where: formatLocation(p),
      reason: p.reason,
      ...(p.kind ? { kind: p.kind } : {}),
      ...(p.affects ? { affects: p.affects } : {}),
    })),
    findings,
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
