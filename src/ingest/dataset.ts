import type { Conversation } from '../records/conversation.ts';
import type { ModelInfo } from '../records/model.ts';
import type { PairJudgment } from '../records/pairJudgment.ts';
import type { PublishedLeaderboardRow, PublishedSummary } from '../records/published.ts';
import type { UniJudgment } from '../records/uniJudgment.ts';
import type { FedItem } from '../records/fed.ts';
import type { SsaLabel, SsaModelRow } from '../records/ssa.ts';
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
  /** Meena SSA and FED: per-rater SSA labels, the model table, FED's items. */
  ssaLabels: SsaLabel[];
  ssaModels: SsaModelRow[];
  fedItems: FedItem[];
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
  /** Meena SSA and FED. */
  ssaLabels: SsaLabel[];
  ssaModels: SsaModelRow[];
  fedItems: FedItem[];
}

export function emptySink(): RecordSink {
  return {
    conversations: [],
    uniJudgments: [],
    pairJudgments: [],
    publishedLeaderboard: [],
    publishedSummaries: [],
    ssaLabels: [],
    ssaModels: [],
    fedItems: [],
  };
}
