// Record identity across files: a conversation, a judgment or a battle read twice (the same sheet saved as .tsv
// and .xlsx, a file copied into two folders) is used once, and both places are reported. Copies that differ are a
// problem that names both.
import { createHash } from 'node:crypto';
import type { Conversation } from '../records/conversation.ts';
import type { RecordSink } from '../records/dataset.ts';
import type { PairJudgment } from '../records/pairJudgment.ts';
import { PEER_IDENTITIES, type PeerRecords } from '../records/peers.ts';
import type { FileReport, Rejection } from '../records/report.ts';
import { formatSource, type Source } from '../records/source.ts';
import type { UniJudgment } from '../records/uniJudgment.ts';

/** The identity of a conversation: benchmark, setting, seed and model (its id says all four). */
export function conversationIdentity(c: Conversation): string {
  return `c\u0000${c.id}`;
}

/** The identity of a single-conversation judgment: the conversation and the judge; none without a seed. */
export function uniIdentity(j: UniJudgment): string | undefined {
  if (j.seed === '') return undefined;
  return ['u', j.benchmark, j.judge, j.setting, j.seed, j.model].join('\u0000');
}

/**
 * The identity of a pairwise judgment: the seed, both models in their order, the judge and the setting. Battles
 * without a question id, and counts (weighted records), have none: they can be told apart only by their file.
 */
export function pairIdentity(j: PairJudgment): string | undefined {
  if (j.seed === '' || j.weight !== undefined) return undefined;
  return ['p', j.benchmark, j.judge, j.kind, j.setting, j.seed, j.model1, j.model2].join('\u0000');
}

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

  /** A sink for one file: the same arrays, behind a guard on conversations and judgments. */
  guard(sink: RecordSink, report: FileReport): RecordSink {
    return {
      ...sink,
      conversations: this.#guarded(sink.conversations, report, conversationIdentity, (c) => c.chats),
      uniJudgments: this.#guarded(sink.uniJudgments, report, uniIdentity, (j) => [
        j.verdict,
        j.firstAiChat,
        j.raw,
      ]),
      pairJudgments: this.#guarded(sink.pairJudgments, report, pairIdentity, (j) => [j.outcome, j.raw]),
      peers: this.#guardedPeers(sink.peers, report),
      // A leaderboard snapshot's row: one model's score on one date (a second file with the same row is a copy).
      scoreSnapshots: this.#guarded(
        sink.scoreSnapshots,
        report,
        (r) => `snapshot\u0000${r.benchmark}\u0000${r.date}\u0000${r.model}`,
        (r) => [r.score, r.lo ?? null, r.hi ?? null, r.n, r.label ?? null],
      ),
    };
  }

  /** The peers' record arrays, each behind a guard on its own identity (records/peers.ts). */
  #guardedPeers(peers: PeerRecords, report: FileReport): PeerRecords {
    const out = { ...peers } as Record<keyof PeerRecords, unknown>;
    for (const k of Object.keys(PEER_IDENTITIES) as (keyof PeerRecords)[]) {
      const { identity, content } = PEER_IDENTITIES[k] as {
        identity: (r: unknown) => string | undefined;
        content: (r: unknown) => unknown;
      };
      out[k] = this.#guarded(peers[k] as { source: Source }[], report, identity, content);
    }
    return out as PeerRecords;
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
      report.rowsDuplicate = (report.rowsDuplicate ?? 0) + 1;
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
