import type { RecordSink } from '../records/dataset.ts';
import type { ModelResolver } from './modelRegistry.ts';
import type { FileReport, Location, Problem } from '../records/report.ts';

/** What a reader gets besides its input: where it reads from, where records and problems go. */
export interface ReadContext {
  /** The file, relative to the data directory. */
  file: string;
  report: FileReport;
  /** Resolves model names the way this file's profile does (its own spellings, the manifest's, names as given). */
  registry: ModelResolver;
  sink: RecordSink;
  /** Judge named by the manifest or the file's folder. */
  judge?: string;
  /** Setting named by the manifest or the file name. */
  setting?: string;
  benchmark?: string;
  /** Model named by the manifest (ruTiE submissions and server scores). */
  model?: string;
  /**
   * What readers of one read of a directory leave for each other, by key (a profile's dialogue files, for the
   * judgment files that refer to them by name). Readers of roles marked readFirst fill it.
   */
  shared?: Map<string, unknown>;
  /**
   * Every file this read reads, with its role and benchmark, in the order listed: for readers whose files name
   * each other (HCG's comparison files are named by joining two dialogue file names, which other files declare),
   * and for a reader that counts, which must know what else is read.
   */
  files?: readonly PlannedFile[];
  /** The read keeps counts (ReadDatasetOptions.counting): a role's countFile may read the file. */
  counting?: boolean;
}

/** A file a read of a directory reads: its path relative to the data directory, its role and its benchmark. */
export interface PlannedFile {
  file: string;
  role: string;
  benchmark: string;
}

/** A rejected row, counted as read and rejected: rowOutcomes.ts, where readers say each row's fate, has it. */
export { reject } from './rowOutcomes.ts';

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

/**
 * The reason for a model name no table knows: what to do, and the known spellings close to it ("did you mean").
 * @example unknownModel(ctx, 'Vicuna 13B') // 'unknown model "Vicuna 13B" (did you mean "Vicuna-13B"?): add it ...'
 */
export function unknownModel(ctx: ReadContext, name: string): string {
  const close = ctx.registry.suggest(name);
  const mean = close.length
    ? ` (did you mean ${close.map((c) => `"${c.spelling}"${c.spelling === c.id ? '' : ` (${c.id})`}`).join(' or ')}?)`
    : '';
  return `unknown model ${JSON.stringify(name.length > 60 ? `${name.slice(0, 60)}...` : name)}${mean}: add it to the manifest's models (with this spelling as an alias)`;
}

/**
 * Records a problem of the whole file or a whole column, reported once (never as one rejection per row). With
 * `unreadable`, the file is marked as not read as its role at all.
 */
export function fileProblem(
  ctx: ReadContext,
  reason: string,
  kind: NonNullable<Problem['kind']> = 'unreadable',
  column?: string,
): void {
  (ctx.report.problems ??= []).push({ file: ctx.file, ...(column ? { column } : {}), reason, kind });
  if (kind === 'unreadable' && column === undefined) ctx.report.unreadable ??= reason;
}
