// `parley counts`: the aggregation stage run on a data directory, in process (streaming: memory holds the
// counts, not the records) or in DuckDB, and the SQL for another engine.
import { emptySink, type RecordSink } from '../../records/dataset.ts';
import { profileOf, readDataset } from '../index.ts';
import type { IngestReport } from '../../records/report.ts';
import { GROUND_TRUTH } from '../../records/ids.ts';
import type { Counts } from '../../records/counts.ts';
import { createCountsAccumulator, type CountsAccumulator } from '../../stats/aggregateCounts.ts';
import { countsSql } from './countsSql.ts';

/** An array that keeps nothing: each pushed record goes to the accumulator. */
class Feed<T> extends Array<T> {
  readonly #take: (x: T) => void;
  constructor(take: (x: T) => void) {
    super();
    this.#take = take;
  }
  override push(...items: T[]): number {
    for (const x of items) this.#take(x);
    return 0;
  }
  // Array methods that build new arrays would call this constructor with a length: plain arrays suffice.
  static override get [Symbol.species]() {
    return Array;
  }
}

/**
 * A record sink that counts instead of keeping records. A Uni-Eval judgment without a conversation length
 * (HCG's line-aligned files) gets the length of its conversation when that was read before it.
 */
export function countingSink(acc: CountsAccumulator): RecordSink {
  const lengths = new Map<string, number>();
  return {
    // Records the counts do not use are kept as read (they are few: labels, examples, tags).
    ...emptySink(),
    conversations: new Feed((c) => {
      lengths.set(c.id, c.chats.length);
      acc.addConversation(c);
    }),
    uniJudgments: new Feed((j) => {
      if (j.length === undefined && j.conversationId && lengths.has(j.conversationId))
        j.length = lengths.get(j.conversationId);
      acc.addUni(j);
    }),
    pairJudgments: new Feed((p) => acc.addPair(p)),
    publishedLeaderboard: new Feed(() => {}),
    publishedSummaries: new Feed(() => {}),
    lengthCounts: new Feed(() => {}),
  };
}

/** The counts of a data directory, computed in process as its files stream by. */
export async function countsInProcess(
  dir: string,
  countTokens: (text: string) => number,
  manifestPath?: string,
): Promise<{ counts: Counts; report: IngestReport }> {
  const acc = createCountsAccumulator(
    countTokens,
    (m) => m === GROUND_TRUTH,
    (b) => profileOf(b)?.view?.maxN,
  );
  const data = await readDataset(dir, {
    sink: countingSink(acc),
    counting: true,
    ...(manifestPath ? { manifestPath } : {}),
  });
  return { counts: acc.result(), report: data.report };
}

/** The counts of a data directory computed by DuckDB from the raw files. */
export async function countsInDuckDB(dir: string, countTokens: (text: string) => number): Promise<Counts> {
  // DuckDB's library (70 MB) is loaded only by the commands that use it.
  const { countsWithDuckDB, planCountsSources } = await import('./runCountsSql.ts');
  const plan = await planCountsSources(dir);
  return countsWithDuckDB(plan.sources, plan.models, countTokens);
}

/** The aggregation SQL for a data directory's files, as one script (for DuckDB or to adapt to another engine). */
export async function countsSqlScript(dir: string): Promise<string> {
  const { planCountsSources } = await import('./runCountsSql.ts');
  const plan = await planCountsSources(dir);
  const sql = countsSql(plan.sources, plan.models);
  return [
    '-- Parley aggregation SQL (docs/counts.md), generated for the files of one data directory.',
    '-- Fill parley_chat_tokens (sha1 hex of each chat of parley_chats, its cl100k token count) before the',
    '-- lengths query: `parley counts --engine duckdb` does so; on another engine use a tokenizer UDF.',
    ...sql.setup,
    'CREATE OR REPLACE TEMP TABLE parley_chat_tokens (sha1 VARCHAR, tokens INTEGER);',
    `-- uni\n${sql.queries.uni}`,
    `-- passes\n${sql.queries.passes}`,
    `-- pairs\n${sql.queries.pairs}`,
    `-- lengths\n${sql.queries.lengths}`,
    '',
  ].join('\n\n');
}
