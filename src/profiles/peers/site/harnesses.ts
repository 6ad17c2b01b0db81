// Inspect and lm-evaluation-harness on the peers page: per task, the metric recomputed from the per-sample logs
// as the harness aggregates it, beside the value its own log or results file printed.
import type { Dataset } from '../../../records/dataset.ts';
import type { PublishedValue } from '../../../records/published.ts';
import { tableFromSpecs, type ColumnSpec } from '../../../render/columnSpec.ts';
import type { Cell } from '../../../site/viewModel.ts';
import { inspectAccuracy } from '../../inspect/accuracy.ts';
import { INSPECT } from '../../inspect/readers.ts';
import { lmEvalPrinted, lmEvalTaskMetrics } from '../../lmeval/metrics.ts';
import { LM_EVAL } from '../../lmeval/readers.ts';
import { byText } from '../../tables.ts';
import { comparisonTable, listed, tally, type Comparison } from './compare.ts';
import type { PeerFormat, PeerTable } from './model.ts';
import { modelColumn, numberColumn, rawNumber, type PeerInput } from './shared.ts';
import { MISSING } from '../../../render/format.ts';

export function inspectFormat(input: PeerInput): PeerFormat | undefined {
  const { data, ctx } = input;
  const runs = data.peers.evalRuns.filter((r) => r.benchmark === INSPECT);
  const published = data.publishedLeaderboard.filter((r) => r.benchmark === INSPECT);
  if (runs.length === 0 && published.length === 0) return undefined;
  const scores = data.peers.sampleScores.filter((s) => s.benchmark === INSPECT);
  const rows: InspectRow[] = [];
  const comparisons: Comparison[] = [];
  const notes: string[] = [];
  const computed = new Map<string, { accuracy: number; stderr: number; n: number }>();
  for (const run of [...runs].sort(
    (a, b) => byText(a.task, b.task) || byText(a.model, b.model) || byText(a.run, b.run),
  )) {
    const mine = scores.filter((s) => s.run === run.run);
    const scorers = [...new Set(mine.map((s) => s.scorer))].sort(byText);
    if (scorers.length === 0)
      notes.push(
        `${run.task} (${ctx.name(run.model)}, run ${run.run}): the log holds no samples; its published scores are shown, nothing is recomputed.`,
      );
    for (const scorer of scorers) {
      const a = inspectAccuracy(
        mine.filter((s) => s.scorer === scorer),
        run.reducer,
      );
      computed.set(`${run.run}\u0000${scorer}`, a);
      rows.push({ run, scorer, a });
    }
  }
  let unmatchedValues = 0;
  for (const r of published) {
    const scorer = r.labels?.scorer ?? r.labels?.name ?? '';
    const a = computed.get(`${r.labels?.run ?? ''}\u0000${scorer}`);
    for (const column of ['accuracy', 'stderr'] as const) {
      const p = r.values[column];
      if (!p) continue;
      if (!a) {
        unmatchedValues++;
        continue;
      }
      comparisons.push({
        model: r.model,
        board: `${r.board ?? ''} · ${scorer}`,
        column,
        computed: a[column],
        published: p,
        n: a.n,
      });
    }
  }
  const tables: PeerTable[] = [
    {
      id: 'tasks',
      title: 'Accuracy per task and scorer',
      method:
        "Each sample's epochs reduced as the log names (mean by default), unscored samples left out; stderr = s/√n with s the sample standard deviation, as Inspect computes it.",
      table: tableFromSpecs(inspectColumns(input), rows, {
        extra: (r) => ({ run: r.run.run }),
        fieldOrder: INSPECT_FIELDS,
      }),
    },
  ];
  if (comparisons.length > 0)
    tables.push({
      id: 'published',
      title: 'Published beside computed',
      method: "The accuracy and stderr each log's header printed, beside Parley's from the log's samples.",
      table: comparisonTable(comparisons, input.models, ctx.name),
    });
  if (unmatchedValues > 0)
    notes.push(
      `${unmatchedValues} published ${unmatchedValues === 1 ? 'number has' : 'numbers have'} no samples in the data and could not be recomputed.`,
    );
  notes.push(
    'Only accuracy and stderr are recomputed; other metrics a log prints (bootstrap, custom metrics) are shown by Inspect only.',
  );
  const models = new Set([...runs.map((r) => r.model), ...published.map((r) => r.model)]);
  return {
    id: 'inspect',
    title: 'Inspect',
    origin: 'UKGovernmentBEIS/inspect_ai: eval logs (.eval archives and .json)',
    tally: tally(comparisons, models.size, unmatchedValues),
    tables,
    ...(comparisons.length > 0 ? { comparison: 'published' } : {}),
    notes,
  };
}

export function lmEvalFormat(input: PeerInput): PeerFormat | undefined {
  const { data, ctx } = input;
  const samples = data.peers.sampleScores.filter((s) => s.benchmark === LM_EVAL);
  const published = data.publishedLeaderboard.filter((r) => r.benchmark === LM_EVAL);
  if (samples.length === 0 && published.length === 0) return undefined;
  const metrics = lmEvalTaskMetrics(samples).sort(
    (a, b) =>
      byText(a.model, b.model) ||
      byText(a.task, b.task) ||
      byText(a.filter, b.filter) ||
      byText(a.metric, b.metric),
  );
  const publishedOf = (m: (typeof metrics)[number]) =>
    published.find((r) => r.model === m.model && r.board === m.task && (r.labels?.run ?? '') === m.run);
  const comparisons: Comparison[] = [];
  const rows = metrics.map((m): LmEvalRow => {
    const p = publishedOf(m);
    const pv = p?.values[`${m.metric},${m.filter}`];
    const ps = p?.values[`${m.metric}_stderr,${m.filter}`];
    const psLabel = p?.labels?.[`${m.metric}_stderr,${m.filter}`];
    const mine = lmEvalPrinted(m);
    const theirs = pv
      ? lmEvalPrinted({ value: pv.value, stderr: ps ? ps.value : Number.NaN }).value
      : undefined;
    const theirStderr = ps ? lmEvalPrinted({ value: 0, stderr: ps.value }).stderr : psLabel;
    if (pv)
      comparisons.push({
        model: m.model,
        board: m.task,
        column: `${m.metric},${m.filter}`,
        computed: m.value,
        published: pv,
        n: m.n,
      });
    if (ps)
      comparisons.push({
        model: m.model,
        board: m.task,
        column: `${m.metric}_stderr,${m.filter}`,
        computed: m.stderr,
        published: ps,
        n: m.n,
        ...(Number.isNaN(m.stderr) ? { note: 'lm-eval gives no stderr for one document' } : {}),
      });
    return { m, pv, ps, psLabel, mine, theirs, theirStderr };
  });
  const recomputedTasks = new Set(metrics.map((m) => `${m.model}\u0000${m.task}\u0000${m.run}`));
  const without = published.filter(
    (r) => !recomputedTasks.has(`${r.model}\u0000${r.board ?? ''}\u0000${r.labels?.run ?? ''}`),
  );
  const notes: string[] = [];
  const unmatchedValues = without.reduce(
    (s, r) => s + Object.keys(r.values).filter((k) => k !== 'n-samples effective').length,
    0,
  );
  if (without.length > 0)
    notes.push(
      `${without.length} published task or group ${without.length === 1 ? 'row has' : 'rows have'} no samples file in the data, so ${without.length === 1 ? 'it is' : 'they are'} shown as published only: ${listed([...new Set(without.map((r) => r.board ?? ''))].sort(byText))}. A group's row is pooled from its subtasks by lm-eval; Parley does not recompute it here.`,
    );
  notes.push(
    'Only metrics lm-eval aggregates as a mean of per-document values are recomputed (acc, acc_norm, exact_match, ...); corpus-level metrics (BLEU, chrF, perplexities) are not, as the per-document values in the samples files do not determine them.',
  );
  const tables: PeerTable[] = [
    {
      id: 'tasks',
      title: 'Task metrics as printed',
      method:
        "Each (task, filter, metric) recomputed from the samples files: the mean and s/√n (N/A for one document), printed as lm-eval's table prints them (%.4f), beside the results file's numbers printed the same way.",
      table: tableFromSpecs(lmEvalColumns(input), rows, {
        extra: (r) => ({ run: r.m.run }),
        fieldOrder: LM_EVAL_FIELDS,
      }),
    },
  ];
  if (comparisons.length > 0)
    tables.push({
      id: 'published',
      title: 'Published beside computed, every digit',
      method: "The results file writes full floats; here each is set beside Parley's unrounded value.",
      table: comparisonTable(comparisons, input.models, ctx.name),
    });
  const models = new Set([...metrics.map((m) => m.model), ...published.map((r) => r.model)]);
  return {
    id: 'lm-eval',
    title: 'lm-evaluation-harness',
    origin: 'EleutherAI/lm-evaluation-harness: results_<date>.json and samples_<task>_<date>.jsonl',
    tally: tally(comparisons, models.size, unmatchedValues),
    tables,
    ...(comparisons.length > 0 ? { comparison: 'published' } : {}),
    notes,
  };
}

/** One Inspect run's scorer, with the accuracy recomputed from its samples. */
type InspectRow = {
  run: Dataset['peers']['evalRuns'][number];
  scorer: string;
  a: ReturnType<typeof inspectAccuracy>;
};

/** The Inspect table's download fields, in the order they were written before the table was declared. */
const INSPECT_FIELDS = [
  'model',
  'task',
  'run',
  'scorer',
  'accuracy',
  'stderr',
  'n',
  'unscored',
  'status',
  'epochs',
  'reducer',
];

function inspectColumns(input: PeerInput): ColumnSpec<InspectRow>[] {
  return [
    modelColumn(input, (r) => r.run.model),
    { id: 'task', label: 'Task', value: (r) => r.run.task },
    { id: 'scorer', label: 'Scorer', value: (r) => r.scorer },
    numberColumn({
      id: 'accuracy',
      label: 'Accuracy',
      digits: 4,
      value: (r) => r.a.accuracy,
      title: (r) => String(r.a.accuracy),
    }),
    numberColumn({
      id: 'stderr',
      label: 'Stderr',
      digits: 4,
      value: (r) => r.a.stderr,
      title: (r) => String(r.a.stderr),
    }),
    { id: 'n', label: 'Samples', value: (r) => r.a.n },
    { id: 'unscored', label: 'Unscored', value: (r) => r.a.unscored },
    {
      id: 'status',
      label: 'Run',
      value: (r) => r.run.status,
      format: (_v, { run }) =>
        `${run.status}${run.epochs > 1 ? `, ${run.epochs} epochs (${run.reducer})` : ''}`,
      fields: ({ run }) => ({ status: run.status, epochs: run.epochs, reducer: run.reducer }),
    },
  ];
}

/** One lm-eval (task, filter, metric) of a model, recomputed and as the results file printed it. */
type LmEvalRow = {
  m: ReturnType<typeof lmEvalTaskMetrics>[number];
  pv: PublishedValue | undefined;
  ps: PublishedValue | undefined;
  psLabel: string | undefined;
  mine: ReturnType<typeof lmEvalPrinted>;
  theirs: string | undefined;
  theirStderr: string | undefined;
};

/** The lm-eval table's download fields, in the order they were written before the table was declared. */
const LM_EVAL_FIELDS = [
  'model',
  'run',
  'task',
  'filter',
  'metric',
  'value',
  'stderr',
  'n',
  'published_value',
  'published_stderr',
];

/** ok where the published number prints as Parley's, off where not, muted where nothing was published. */
function printedTone(theirs: string | undefined, mine: string): Cell['tone'] {
  return theirs === undefined ? 'muted' : theirs === mine ? 'ok' : 'off';
}

function lmEvalColumns(input: PeerInput): ColumnSpec<LmEvalRow>[] {
  return [
    modelColumn(input, (r) => r.m.model),
    { id: 'task', label: 'Task', value: (r) => r.m.task },
    { id: 'filter', label: 'Filter', value: (r) => r.m.filter },
    { id: 'metric', label: 'Metric', value: (r) => r.m.metric },
    {
      id: 'value',
      label: 'Value (Parley)',
      numeric: true,
      value: (r) => r.m.value,
      format: (_v, r) => r.mine.value,
      title: (r) => String(r.m.value),
    },
    {
      id: 'published_value',
      label: 'Value (published)',
      numeric: true,
      value: (r) => r.pv?.value ?? null,
      format: (_v, r) => r.theirs ?? MISSING,
      tone: (r) => printedTone(r.theirs, r.mine.value),
    },
    {
      id: 'stderr',
      label: 'Stderr (Parley)',
      numeric: true,
      value: (r) => rawNumber(r.m.stderr),
      format: (_v, r) => r.mine.stderr,
      title: (r) => String(r.m.stderr),
    },
    {
      id: 'published_stderr',
      label: 'Stderr (published)',
      numeric: true,
      value: (r) => r.ps?.value ?? r.psLabel ?? null,
      format: (_v, r) => r.theirStderr ?? MISSING,
      // Sorted by the text shown, as printed.
      sort: (r) => r.theirStderr ?? MISSING,
      tone: (r) => printedTone(r.theirStderr, r.mine.stderr),
    },
    { id: 'n', label: 'Documents', value: (r) => r.m.n },
  ];
}
