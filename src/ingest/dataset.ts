import type { Conversation } from '../records/conversation.ts';
import type { LengthCount } from '../records/counts.ts';
import type { ModelInfo } from '../records/model.ts';
import type { PairJudgment } from '../records/pairJudgment.ts';
import type { PublishedLeaderboardRow, PublishedSummary } from '../records/published.ts';
import type { UniJudgment } from '../records/uniJudgment.ts';
import type { Manifest } from './manifest.ts';
import type { IngestReport } from './report.ts';

/** Everything ingest produced from one data directory: typed records, reference values, and the report. */
export interface Dataset {
  /** The data directory as given (for messages only; records carry relative paths). */
  root: string;
  manifest: Manifest;
  conversations: Conversation[];
  uniJudgments: UniJudgment[];
  pairJudgments: PairJudgment[];
  publishedLeaderboard: PublishedLeaderboardRow[];
  publishedSummaries: PublishedSummary[];
  /** Chat length histograms from counts files (docs/counts.md). */
  lengthCounts: LengthCount[];
  models: ModelInfo[];
  report: IngestReport;
}

/** Where readers put what they read. */
export interface RecordSink {
  conversations: Conversation[];
  uniJudgments: UniJudgment[];
  pairJudgments: PairJudgment[];
  publishedLeaderboard: PublishedLeaderboardRow[];
  publishedSummaries: PublishedSummary[];
  lengthCounts: LengthCount[];
}

export function emptySink(): RecordSink {
  return {
    conversations: [],
    uniJudgments: [],
    pairJudgments: [],
    publishedLeaderboard: [],
    publishedSummaries: [],
    lengthCounts: [],
  };
}
