// What the cached computations of the views read of the dataset, declared once (docs/decisions/0105). Each is
// handed a slice holding exactly this (src/sections/views/datasetSlice.ts): reading anything else throws, and its cache
// key is the hash of the slice's content, so the declaration cannot fall behind what the code reads.
import type { DatasetReads } from './datasetSlice.ts';

/**
 * A (benchmark, judge) view: its benchmark's conversations, judgments (every judge's: the Turing-test figure
 * compares judges), published values and the source study's images; the model and judge tables (names, links);
 * the manifest (the bootstrap's seed and rounds).
 */
export const VIEW_READS: DatasetReads = {
  ofBenchmark: [
    'conversations',
    'uniJudgments',
    'pairJudgments',
    'publishedLeaderboard',
    'publishedSummaries',
    'referenceImages',
  ],
  whole: ['manifest', 'models', 'judges'],
};

/** A benchmark's chat lengths: its conversations. */
export const LENGTH_READS: DatasetReads = { ofBenchmark: ['conversations'], whole: [] };
