import type { Conversation } from './conversation.ts';
import type { CuratedTag } from './curatedTag.ts';
import type { LabelledExample } from './labelledExample.ts';
import type { LengthCount } from './counts.ts';
import type { MethodText, PublishedCell } from './methodText.ts';
import type { ModelInfo } from './model.ts';
import type { PairJudgment } from './pairJudgment.ts';
import type { PreferenceLabel } from './preferenceLabel.ts';
import type { PublishedLeaderboardRow, PublishedSummary } from './published.ts';
import { emptyRutieRecords, type RutieRecords } from './rutie.ts';
import type { UniJudgment } from './uniJudgment.ts';
import type { JudgeInfo } from './judge.ts';
import type { FedItem } from './fed.ts';
import type { SsaLabel, SsaModelRow } from './ssa.ts';
import type { ChangeNote, ScoreSnapshotRow } from './scoreSnapshot.ts';
import { ManifestSchema, type Manifest } from './manifest.ts';
import { emptyPeerRecords, type PeerRecords } from './peers.ts';
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
  /** Cells of tables a study printed in its text (README tables), as printed. */
  publishedCells: PublishedCell[];
  /** Prompts and in-context examples that say how the numbers were made, read as text. */
  methodTexts: MethodText[];
  /** Hand-labelled example conversations (BotChat's bad-case files, the Meena paper's tables). */
  labelledExamples: LabelledExample[];
  /** A person's tags on conversations (docs/curated-tags.md). */
  curatedTags: CuratedTag[];
  /** Preference labels (one per task and rater); not copied into pairJudgments (docs/decisions/0030). */
  preferenceLabels: PreferenceLabel[];
  /** Meena SSA and FED: per-rater SSA labels, the model table, FED's items. */
  ssaLabels: SsaLabel[];
  ssaModels: SsaModelRow[];
  fedItems: FedItem[];
  /** ruTiE: task questions, MERA submissions, human-benchmark pools, server scores. */
  rutie: RutieRecords;
  /** Chat length histograms from counts files (docs/counts.md). */
  lengthCounts: LengthCount[];
  /** The peers' own formats: AlpacaEval, arena-hard-auto, MT-Bench, Inspect, lm-eval (docs/formats.md). */
  peers: PeerRecords;
  /** Dated leaderboard snapshots and the methodology changelog (docs/history.md). */
  scoreSnapshots: ScoreSnapshotRow[];
  changeNotes: ChangeNote[];
  models: ModelInfo[];
  /** Every judge met in the judgments, with its display name. */
  judges: JudgeInfo[];
  /** Figures of the source study found beside the data (PNG/SVG), to show beside Parley's charts. */
  referenceImages: ReferenceImage[];
  report: IngestReport;
}

/** An image file of the source study's own figure, found in the data directory (never read, only copied). */
export interface ReferenceImage {
  /** Path relative to the data directory. */
  file: string;
  benchmark: string;
  judge: string;
  /** Which figure it shows: `uni` (pass rate per model) or `gt` (comparison with the real dialogues). */
  kind: 'uni' | 'gt';
  /** The setting it shows (HCG turns), or '' when the file does not say. */
  setting: string;
}

/** Where readers put what they read. */
export interface RecordSink {
  conversations: Conversation[];
  uniJudgments: UniJudgment[];
  pairJudgments: PairJudgment[];
  publishedLeaderboard: PublishedLeaderboardRow[];
  publishedSummaries: PublishedSummary[];
  publishedCells: PublishedCell[];
  methodTexts: MethodText[];
  labelledExamples: LabelledExample[];
  curatedTags: CuratedTag[];
  preferenceLabels: PreferenceLabel[];
  /** Meena SSA and FED. */
  ssaLabels: SsaLabel[];
  ssaModels: SsaModelRow[];
  fedItems: FedItem[];
  rutie: RutieRecords;
  lengthCounts: LengthCount[];
  peers: PeerRecords;
  scoreSnapshots: ScoreSnapshotRow[];
  changeNotes: ChangeNote[];
}

export function emptySink(): RecordSink {
  return {
    conversations: [],
    uniJudgments: [],
    pairJudgments: [],
    publishedLeaderboard: [],
    publishedSummaries: [],
    publishedCells: [],
    methodTexts: [],
    labelledExamples: [],
    curatedTags: [],
    preferenceLabels: [],
    ssaLabels: [],
    ssaModels: [],
    fedItems: [],
    rutie: emptyRutieRecords(),
    lengthCounts: [],
    peers: emptyPeerRecords(),
    scoreSnapshots: [],
    changeNotes: [],
  };
}

/** A dataset with nothing read (for tests and for composing a dataset by hand): default manifest, no records. */
export function emptyDataset(root = '.'): Dataset {
  return {
    root,
    manifest: ManifestSchema.parse({}),
    ...emptySink(),
    models: [],
    judges: [],
    referenceImages: [],
    report: { files: [], skipped: [], problems: [] },
  };
}
