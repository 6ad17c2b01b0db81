import { z } from 'zod';

/** Where a record came from: the file (relative to the data directory) and its line (text files) or row (sheets). */
export const SourceSchema = z.object({
  /** Path of the input file, relative to the data directory, with forward slashes. */
  file: z.string(),
  /** 1-based physical line where the record starts (text formats). */
  line: z.number().int().positive().optional(),
  /** 1-based sheet row (spreadsheets; row 1 is the header). */
  row: z.number().int().positive().optional(),
});
export type Source = z.infer<typeof SourceSchema>;

/** Formats a source as `file:line` or `file:row N`, the prefix of every message about a record. */
export function formatSource(source: Source): string {
  if (source.line !== undefined) return `${source.file}:${source.line}`;
  if (source.row !== undefined) return `${source.file}: row ${source.row}`;
  return source.file;
}
