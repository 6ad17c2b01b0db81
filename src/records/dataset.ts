import { NESTED_KINDS, SINK_KINDS } from './kinds.ts';
import { ManifestSchema, type Manifest } from './manifest.ts';
import type { ModelInfo } from './model.ts';
import type { JudgeInfo } from './judge.ts';
import { emptyRecords, type RecordKind, type RecordsOfKinds, type RegisteredRecords } from './recordKind.ts';
import type { IngestReport } from './report.ts';

/**
 * Everything ingest produced from one data directory: typed records, reference values, and the report. The records
 * are the sink's (RecordSink): one array per kind the readers produce, declared in ./kinds.ts with what each holds.
 */
export interface Dataset extends RecordSink {
  /** The data directory as given (for messages only; records carry relative paths). */
  root: string;
  manifest: Manifest;
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

/**
 * Where readers put what they read: an array per built-in kind (./kinds.ts: conversations, judgments, published
 * values, rater labels, ...), ruTiE's and the peers' kinds in groups of their own, and the kinds profiles register
 * in `records` (read and written through `recordsOf`).
 */
export type RecordSink = RecordsOfKinds<typeof SINK_KINDS> & {
  [G in keyof typeof NESTED_KINDS]: RecordsOfKinds<(typeof NESTED_KINDS)[G]>;
} & {
  /** The records of the kinds profiles register (BenchmarkProfile.recordKinds), by kind key. */
  records: RegisteredRecords;
};

/** A sink with no records: an empty array for every built-in kind and for each of `kinds` (the profiles'). */
export function emptySink(kinds: readonly RecordKind[] = []): RecordSink {
  return {
    ...emptyRecords(SINK_KINDS),
    rutie: emptyRecords(NESTED_KINDS.rutie),
    peers: emptyRecords(NESTED_KINDS.peers),
    records: Object.fromEntries(kinds.map((k) => [k.key, []])),
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
