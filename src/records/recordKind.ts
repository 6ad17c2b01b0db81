import type { z } from 'zod';

// A record kind: one sort of record readers produce, declared once with its schema (the one type), its identity
// for the record ledger (src/ingest/recordLedger.ts, decision 0101) and the part of it two copies must agree on.
// The built-in kinds are declared in ./kinds.ts (the typed fields of Dataset); a profile declares the kinds only
// it reads in its `recordKinds` (src/profiles/profile.ts), and they live in `Dataset.records`, read and written
// through `recordsOf` (docs/decisions/0160-record-kinds.md).

/** A function of a record, declared as a method so that any kind is a RecordKind<unknown> to the code that holds kinds. */
type OfRecord<T, R> = { of(r: T): R }['of'];

export interface RecordKind<T = unknown> {
  /**
   * The kind's key: its slot in `records` for a profile's kind (unique over every profile), its field for a
   * built-in kind (`conversations`, `peers.answers`).
   */
  key: string;
  /** The kind's schema; its type is the record's type. */
  schema: z.ZodType<T>;
  /**
   * What makes two records the same record: a record whose identity was met before (in this file or another) is
   * used once, and a copy that differs in `content` is a problem naming both places. Undefined on a record (a
   * battle without a question id) or for the whole kind: such records cannot be told apart, and every one is used.
   * A kind declares `undefined` only with a comment saying why it has no sound identity.
   */
  identity: OfRecord<T, string | undefined> | undefined;
  /** What two records with the same identity must agree on to be copies of one record. */
  content: OfRecord<T, unknown>;
}

/** A record kind whose type is its schema's. */
export function recordKind<S extends z.ZodType>(kind: {
  key: string;
  schema: S;
  identity: ((r: z.infer<S>) => string | undefined) | undefined;
  content: (r: z.infer<S>) => unknown;
}): RecordKind<z.infer<S>> {
  return kind as RecordKind<z.infer<S>>;
}

/** An identity from its parts: a NUL joins them, so no part can run into the next. */
export const identityOf = (...parts: (string | number | undefined)[]): string =>
  parts.map((p) => p ?? '').join('\u0000');

/** The records of a table of kinds: an array of each kind's records under the kind's name. */
export type RecordsOfKinds<K> = { -readonly [P in keyof K]: K[P] extends RecordKind<infer T> ? T[] : never };

/** A table of kinds with no records: an empty array under each kind's name. */
export function emptyRecords<K extends object>(kinds: K): RecordsOfKinds<K> {
  return Object.fromEntries(Object.keys(kinds).map((k) => [k, []])) as unknown as RecordsOfKinds<K>;
}

/** The records of the kinds profiles register, by kind key (Dataset.records, RecordSink.records). */
export type RegisteredRecords = Record<string, unknown[]>;

/**
 * The records of one registered kind, typed: what a profile's readers push to (`recordsOf(ctx.sink, kind)`) and
 * its statistics and sections read (`recordsOf(data, kind)`). A kind no file held has no records; a dataset
 * composed by hand (`emptyDataset()`) gets the kind's array the first time it is asked for.
 * @example recordsOf(data, WILDBENCH_PAIR).length
 */
export function recordsOf<T>(holder: { records: RegisteredRecords }, kind: RecordKind<T>): T[] {
  return (holder.records[kind.key] ??= []) as T[];
}
