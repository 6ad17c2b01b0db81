// Record identity across files: a conversation, a judgment or a battle read twice (the same sheet saved as .tsv
// and .xlsx, a file copied into two folders) is used once, and both places are reported. Copies that differ are a
// problem that names both.
import { createHash } from 'node:crypto';
import type { RecordSink } from '../records/dataset.ts';
import { NESTED_KINDS, SINK_KINDS } from '../records/kinds.ts';
import type { RecordKind } from '../records/recordKind.ts';
import type { FileReport, Rejection } from '../records/report.ts';
import { formatSource, type Source } from '../records/source.ts';
import { duplicateRows } from './rowOutcomes.ts';

const digest = (parts: unknown) => createHash('sha1').update(JSON.stringify(parts)).digest('base64');

/** What two files have in common: records with the same identity, and how many of those differ. */
export interface FileOverlap {
  first: string;
  second: string;
  same: number;
  differ: number;
  /** The first differing record, at both places. */
  example?: { first: Source; second: Source };
}

/**
 * Keeps the identity of every record met, and guards a sink: a record whose identity was met before is not
 * passed on; the file that repeats it counts it as a duplicate. Records without an identity pass through.
 */
export class RecordLedger {
  #seen = new Map<string, { source: Source; digest: string }>();
  #overlaps = new Map<string, FileOverlap>();

  /**
   * @param registered the kinds the profiles register (BenchmarkProfile.recordKinds), guarded in `records` like
   *   the built-in kinds.
   */
  constructor(registered: readonly RecordKind[] = []) {
    this.#registered = registered;
  }

  readonly #registered: readonly RecordKind[];

  /**
   * A sink for one file: the same arrays, each kind's behind a guard on its identity (src/records/kinds.ts, the
   * profiles' kinds). Asking it for the records of a kind no profile registered is a bug, and throws.
   */
  guard(sink: RecordSink, report: FileReport): RecordSink {
    const records: Record<string, unknown[]> = {};
    for (const k of this.#registered)
      records[k.key] = this.#guardedKind((sink.records[k.key] ??= []), report, k);
    return {
      ...(this.#guardedKinds(sink, report, SINK_KINDS) as object),
      rutie: this.#guardedKinds(sink.rutie, report, NESTED_KINDS.rutie),
      peers: this.#guardedKinds(sink.peers, report, NESTED_KINDS.peers),
      records: new Proxy(records, {
        get(t, prop, receiver) {
          if (typeof prop === 'string' && !Object.hasOwn(t, prop))
            throw new Error(`record kind ${prop} is not declared in any profile's recordKinds`);
          return Reflect.get(t, prop, receiver);
        },
      }),
    } as RecordSink;
  }

  /** A group of record arrays (the sink's own, ruTiE's, the peers'), each behind the guard of its kind. */
  #guardedKinds<G extends object>(group: G, report: FileReport, kinds: object): G {
    const out = { ...group } as Record<string, unknown>;
    for (const [k, kind] of Object.entries(kinds) as [string, RecordKind][])
      out[k] = this.#guardedKind((group as Record<string, unknown[]>)[k]!, report, kind);
    return out as G;
  }

  /** One kind's array behind a guard on its identity; a kind without one passes as it is. */
  #guardedKind(target: unknown[], report: FileReport, kind: RecordKind): unknown[] {
    if (kind.identity === undefined) return target;
    return this.#guarded(
      target as { source: Source }[],
      report,
      kind.identity as (r: { source: Source }) => string | undefined,
      kind.content as (r: { source: Source }) => unknown,
    );
  }

  #guarded<T extends { source: Source }>(
    target: T[],
    report: FileReport,
    identity: (r: T) => string | undefined,
    content: (r: T) => unknown,
  ): T[] {
    const take = (r: T): boolean => {
      const id = identity(r);
      if (id === undefined) return true;
      const d = digest(content(r));
      const met = this.#seen.get(id);
      if (!met) {
        this.#seen.set(id, { source: r.source, digest: d });
        return true;
      }
      duplicateRows(report);
      const key = `${met.source.file}\u0000${r.source.file}`;
      let o = this.#overlaps.get(key);
      if (!o)
        this.#overlaps.set(key, (o = { first: met.source.file, second: r.source.file, same: 0, differ: 0 }));
      if (met.digest === d) o.same++;
      else {
        o.differ++;
        o.example ??= { first: met.source, second: r.source };
      }
      return false;
    };
    // Readers only push: the guard passes on what it takes, and answers like Array.prototype.push.
    return new Proxy(target, {
      get(t, prop, receiver) {
        if (prop === 'push')
          return (...items: T[]) => {
            for (const r of items) if (take(r)) t.push(r);
            return t.length;
          };
        return Reflect.get(t, prop, receiver);
      },
    });
  }

  /** Every pair of files that held records with the same identity, in the order met. */
  overlaps(): FileOverlap[] {
    return [...this.#overlaps.values()];
  }
}

/**
 * The problem for copies that differ: the same record (same identity) with other content in a second file. Both
 * places are named; the first one read is used.
 */
export function overlapProblem(o: FileOverlap): Rejection | undefined {
  if (o.differ === 0) return undefined;
  return {
    file: o.second,
    reason: `${o.differ} of its records have the same identity as records of ${o.first} but other content (first: ${formatSource(o.example!.second)} against ${formatSource(o.example!.first)}); the copy in ${o.first} is used. Keep one version of these records`,
  };
}

/** The note for copies that agree: the second file's records were the first's, read once. */
export function overlapNote(o: FileOverlap): string {
  return `${o.same} record${o.same === 1 ? '' : 's'} already read from ${o.first} (same identity and content): used once, from there`;
}
