// lm-evaluation-harness (EleutherAI): results_<date_id>.json (aggregate metrics per task) and, with --log_samples,
// samples_<task>_<date_id>.jsonl (per-document metrics), recognised by their content (docs/formats.md).
import { jsonKeysIn } from '../../ingest/locatedJson.ts';
import { hasAll, type RoleSpec, type Sniff } from '../../ingest/roles.ts';
import type { Dataset } from '../../records/dataset.ts';
import type { BenchmarkProfile } from '../profile.ts';
import { LM_EVAL, readLmEvalResults, readLmEvalSamples } from './readers.ts';

/** Keys only a results file has beside `results`. */
const RESULTS_KEYS = ['versions', 'n-shot', 'configs', 'higher_is_better', 'n-samples', 'group_subtasks'];

/** A results file: an object with `results` and one of lm-eval's bookkeeping keys. */
function isResults(f: Sniff): boolean {
  if (f.ext !== 'json' || !f.head.trimStart().startsWith('{')) return false;
  const keys = jsonKeysIn(f.head);
  return keys.includes('results') && RESULTS_KEYS.some((k) => keys.includes(k));
}

/** A samples file: lines with doc_id, doc, arguments, resps and filtered_resps (a NaN in the line is no matter). */
function isSamples(f: Sniff): boolean {
  if (f.ext !== 'jsonl') return false;
  const keys = f.keys.length ? f.keys : jsonKeysIn(f.firstLine);
  return hasAll(keys, 'doc_id', 'doc', 'arguments', 'resps', 'filtered_resps');
}

const roles: RoleSpec[] = [
  {
    role: 'lm-eval-results',
    formats: ['json'],
    benchmark: LM_EVAL,
    layout:
      'lm-eval results: {"results": {"<task>": {"acc,none": ...}}, "versions", "n-shot", "configs", ...}',
    key: false,
    recognise: isResults,
    // The samples files take their model from the results file of their run.
    readFirst: true,
    text: readLmEvalResults,
  },
  {
    role: 'lm-eval-samples',
    formats: ['jsonl'],
    benchmark: LM_EVAL,
    layout:
      'lm-eval samples: {doc_id, doc, target, arguments, resps, filtered_resps, filter, metrics, <metric>} a line',
    key: true,
    recognise: isSamples,
    text: readLmEvalSamples,
  },
];

/** What `parley check` says of lm-eval's files: per run and task, the documents with per-document metrics. */
function contents(data: Dataset): string[] {
  const samples = data.peers.sampleScores.filter((s) => s.benchmark === LM_EVAL);
  const tasks = new Map<string, Set<string>>();
  for (const s of samples) {
    const k = `${s.model} ${s.task}${s.run ? ` (${s.run})` : ''}`;
    if (!tasks.has(k)) tasks.set(k, new Set());
    tasks.get(k)!.add(`${s.variant}\u0000${s.sampleId}`);
  }
  return [...tasks].map(([k, docs]) => `lm-eval ${k}: ${docs.size} document-filter lines`);
}

export const lmEvalProfile: BenchmarkProfile = {
  id: LM_EVAL,
  title: 'lm-evaluation-harness',
  shortTitle: 'lm-eval',
  roles,
  contents,
};
