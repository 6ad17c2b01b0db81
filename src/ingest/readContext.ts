import type { RecordSink } from '../records/dataset.ts';
import type { ModelRegistry } from './modelRegistry.ts';
import type { FileReport, Location } from '../records/report.ts';

/** What a reader gets besides its input: where it reads from, where records and problems go. */
export interface ReadContext {
  /** The file, relative to the data directory. */
  file: string;
  report: FileReport;
  registry: ModelRegistry;
  sink: RecordSink;
  /** Judge named by the manifest or the file's folder. */
  judge?: string;
  /** Setting named by the manifest or the file name. */
  setting?: string;
  benchmark?: string;
  /** Model named by the manifest (ruTiE submissions and server scores). */
  model?: string;
}

/** Records a rejected row (or cell) in the file's report. */
export function reject(ctx: ReadContext, at: Omit<Location, 'file'>, reason: string): void {
  ctx.report.rejections.push({ file: ctx.file, ...at, reason });
}

/** Records a finding about a row that was used. */
export function note(
  ctx: ReadContext,
  at: Omit<Location, 'file'>,
  kind: string,
  message: string,
  raw?: string,
): void {
  ctx.report.findings.push({ file: ctx.file, ...at, kind, message, ...(raw !== undefined ? { raw } : {}) });
}
