// What a benchmark profile declares for each kind of input file (a role): how the file is recognised by its
// content, which reader turns it into records, and whether it is a key input (one that cannot be read is an
// error, not a note). The reading machinery (readInputs.ts) knows no benchmark: profiles hand it their roles.
import type { RecordSink } from '../records/dataset.ts';
import type { IngestReport } from '../records/report.ts';
import type { JsonLine } from './jsonLines.ts';
import type { ReadContext } from './readContext.ts';
import type { Table, TableLike } from './table.ts';

/** What a recogniser sees of a file: its name and the start of its content, decoded. Pure data. */
export interface Sniff {
  /** Path relative to the data directory, forward slashes. */
  path: string;
  /** The file name (last path segment). */
  base: string;
  /** Lower-case extension without the dot ('' when none). */
  ext: string;
  /** First row of a table (.tsv, .csv, .xlsx), trimmed cells; empty for other files. */
  header: string[];
  /** Keys of the first JSON object (.jsonl: the first line; .json: the keys seen near the start). */
  keys: string[];
  /** The first JSON object of a .jsonl file, when its first line parsed as one. */
  firstObject?: Record<string, unknown>;
  /** First non-blank line of a text file (.txt, .md, .jsonl), without its line end. */
  firstLine: string;
  /** The first 64 KiB of a text file, decoded (empty for a workbook). */
  head: string;
  /** The first 64 KiB of the file as bytes, whatever its kind (for binary layouts: a zip archive's first entries). */
  bytes?: Uint8Array;
}

/** Where a role's file goes when it is read, by the form its reader takes. */
export interface RoleReaders {
  /** A table held whole: a workbook's first sheet, or delimited text. */
  table?: (table: Table, ctx: ReadContext) => void;
  /** A table whose rows are read as delimited text streams from disk (large files), or a workbook's sheet. */
  streamTable?: (table: TableLike, ctx: ReadContext) => void;
  /** JSON lines as they stream from disk (never the whole file in memory). */
  jsonLines?: (lines: Iterable<JsonLine>, ctx: ReadContext) => void;
  /** The whole file as text. */
  text?: (text: string, ctx: ReadContext) => void;
  /** The whole file as bytes (a binary layout: Inspect's .eval zip archives). */
  bytes?: (bytes: Uint8Array, ctx: ReadContext) => void;
  /**
   * A streamed file (JSONL, TSV, CSV) read from its path straight to counts (weighted records), in a read that keeps
   * counts (ReadDatasetOptions.counting: `check`, `counts`, `ratings`), before the role's streamed reader is given
   * it: true when it read the file, its rows accounted for as the streamed reader accounts for them; false, having
   * written nothing to ctx, leaves the file to the streamed reader (decision 0106: it takes only plain files, and
   * only records the rest of the read cannot tell from the streamed reader's; ctx.files says what else is read).
   */
  countFile?: (path: string, ctx: ReadContext) => boolean;
}

/** One kind of input file of a benchmark. */
export interface RoleSpec extends RoleReaders {
  /** Unique name, used by manifests (`botchat-unieval`, `hcg-uni`). */
  role: string;
  /** The benchmark its records belong to when the manifest names none. */
  benchmark: string;
  /** The layout in a few words, for messages that list what was looked for. */
  layout: string;
  /** The file formats (extensions) the layout comes in, for messages that list what a file of one could be. */
  formats: readonly string[];
  /**
   * A key input: when it cannot be read (empty, corrupt, truncated, wrong format), `parley check` fails and the
   * site says which numbers lack it. Reference material (published values, examples) is not key.
   */
  key: boolean;
  /** True when the file is of this role, judged by its content (and, where documented, its name). */
  recognise: (file: Sniff) => boolean;
  /**
   * The documented names of this role's files, for a file whose content cannot be read at all (a 0-byte
   * UniEval.tsv is still recognisably a BotChat Uni-Eval file, and its absence an error).
   */
  names?: RegExp;
  /** A layout so loose (a table with `index, nround`) that it is tried only when no other role claims the file. */
  loose?: boolean;
  /** Read before the other files (a role other readers look up, such as dialogues their judgments refer to). */
  readFirst?: boolean;
  /** Recognised, and deliberately not read: the reason, listed with the files not read. */
  ignore?: string;
  /**
   * How a record read twice is told: by its identity (benchmark, seed, models, judge: the default), or, for rows
   * that carry no identity of their own (Arena-style battles: a question may be judged many times), only as a copy
   * of a whole file.
   */
  identity?: 'records' | 'file';
}

/** Work done once every file is read: linking records across files, checks between files. */
export type LinkStep = (sink: RecordSink, report: IngestReport) => void;

/** The first role that recognises a file, or undefined. Roles are tried in the order given, loose ones last. */
export function recogniseRole(roles: readonly RoleSpec[], file: Sniff): RoleSpec | undefined {
  return roles.find((r) => !r.loose && r.recognise(file)) ?? roles.find((r) => r.loose && r.recognise(file));
}

/** The role whose documented names match a path (for a file whose content could not be read). */
export function roleByName(roles: readonly RoleSpec[], path: string): RoleSpec | undefined {
  const base = path.split('/').pop() ?? path;
  return roles.find((r) => r.names?.test(base));
}

/** True when every name is among the header cells or keys. */
export function hasAll(cells: readonly string[], ...names: string[]): boolean {
  return names.every((n) => cells.includes(n));
}
