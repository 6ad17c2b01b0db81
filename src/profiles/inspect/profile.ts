// Inspect (UK AI Security Institute's inspect_ai) eval logs: one file per task run, `.eval` (a zip archive) or
// `.json`, recognised by their content (docs/formats.md). Each gives the run, its published scores and the
// per-sample scores they are computed from.
import { jsonKeysIn } from '../../ingest/locatedJson.ts';
import { hasAll, type RoleSpec, type Sniff } from '../../ingest/roles.ts';
import type { Dataset } from '../../records/dataset.ts';
import type { BenchmarkProfile } from '../profile.ts';
import { INSPECT, readInspectEval, readInspectJson } from './readers.ts';
import { leadingEntryNames, looksLikeZip } from './zipArchive.ts';

/** Entries only an Inspect log archive has. */
const INSPECT_ENTRY =
  /^(_journal\/start\.json|header\.json|summaries\.json|reductions\.json|samples\/[^/]+_epoch_\d+)/;

/** A zip archive whose first entries are an Inspect log's (it writes the journal's start first). */
function isEvalArchive(f: Sniff): boolean {
  return !!f.bytes && looksLikeZip(f.bytes) && leadingEntryNames(f.bytes).some((n) => INSPECT_ENTRY.test(n));
}

/** A JSON log: an object whose first keys are version, status and an eval with task, model and dataset. */
function isJsonLog(f: Sniff): boolean {
  if (f.ext !== 'json' || !f.head.trimStart().startsWith('{')) return false;
  return hasAll(jsonKeysIn(f.head), 'version', 'status', 'eval', 'task', 'model', 'dataset');
}

const roles: RoleSpec[] = [
  {
    role: 'inspect-eval-log',
    formats: ['eval'],
    benchmark: INSPECT,
    layout: 'Inspect .eval log: a zip archive with header.json, summaries.json, samples/<id>_epoch_<k>.json',
    key: true,
    recognise: isEvalArchive,
    bytes: readInspectEval,
  },
  {
    role: 'inspect-json-log',
    formats: ['json'],
    benchmark: INSPECT,
    layout: 'Inspect .json log: {version, status, eval: {task, model, dataset, ...}, results, samples}',
    key: true,
    recognise: isJsonLog,
    text: readInspectJson,
  },
];

/** What `parley check` says of Inspect's logs: per task and model, the runs and their status. */
function contents(data: Dataset): string[] {
  const runs = data.peers.evalRuns.filter((r) => r.benchmark === INSPECT);
  return runs.map(
    (r) =>
      `Inspect ${r.task} (${r.model}): ${r.status}, ${r.completedSamples} of ${r.totalSamples} samples${r.epochs > 1 ? `, ${r.epochs} epochs reduced by ${r.reducer}` : ''}`,
  );
}

export const inspectProfile: BenchmarkProfile = {
  id: INSPECT,
  title: 'Inspect eval logs',
  shortTitle: 'Inspect',
  roles,
  contents,
};
