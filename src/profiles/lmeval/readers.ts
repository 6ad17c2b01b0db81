// Readers of lm-evaluation-harness's output (EleutherAI; layouts in docs/formats.md): results_<date_id>.json (the
// run's aggregate metrics per task, published values) and samples_<task>_<date_id>.jsonl (one line per document and
// filter with its per-document metrics, written with `--log_samples`). Python writes bare NaN tokens; they are read.
import { isObject } from '../../ingest/jsonLines.ts';
import { parseNonFiniteJson } from '../../ingest/nonFiniteJson.ts';
import { note, type ReadContext } from '../../ingest/readContext.ts';
import { reject, rowUsed } from '../../ingest/rowOutcomes.ts';
import { setOwn } from '../../ingest/setOwn.ts';
import type { PublishedValue } from '../../records/published.ts';
import type { SampleScore } from '../../records/peers.ts';
import { parseNonFiniteJsonLines, pushedRow } from '../peers/jsonDocument.ts';
import { foldersOf, stemOf } from '../peers/paths.ts';

export const LM_EVAL = 'lm-eval';

/** Keys of a samples line that are not per-document metrics (old files have no `metrics` list). */
const NOT_METRICS = new Set([
  'doc_id',
  'doc',
  'target',
  'arguments',
  'resps',
  'filtered_resps',
  'filter',
  'metrics',
  'doc_hash',
  'prompt_hash',
  'target_hash',
]);

const KEEP_CHARS = 2000;

/**
 * lm-eval's built-in metrics whose per-document value is a number but whose task value is not its mean: a
 * document's `perplexity` is its log-likelihood, the task's is exp(−mean). A task's own config (metric_list
 * aggregation other than mean) adds to these.
 */
const NOT_MEAN = new Set(['perplexity']);

/** A run's date id from a file name: `results_<date_id>` or `samples_<task>_<date_id>` (split on the last `_`). */
export function lmEvalFileName(
  path: string,
): { kind: 'results' | 'samples'; task: string; run: string } | undefined {
  const stem = stemOf(path);
  const r = /^results_(.+)$/.exec(stem);
  if (r) return { kind: 'results', task: '', run: r[1]! };
  const s = /^samples_(.+)_([^_]+)$/.exec(stem);
  return s ? { kind: 'samples', task: s[1]!, run: s[2]! } : undefined;
}

/** Where the model of each run was found: its folder and date id, to the model's name. */
const RUN_MODELS = 'lm-eval:run-models';
/** The metrics each run's task configs aggregate otherwise than by mean: folder, date id and task, to the metrics. */
const RUN_NOT_MEAN = 'lm-eval:run-not-mean';

/** The metrics of a task's config (`configs.<task>.metric_list`) whose aggregation is not `mean`. */
function notMeanOf(config: unknown): string[] {
  const list = isObject(config) && Array.isArray(config.metric_list) ? config.metric_list : [];
  return list
    .filter((m) => isObject(m) && typeof m.metric === 'string' && typeof m.aggregation === 'string')
    .filter((m) => m.aggregation !== 'mean')
    .map((m) => m.metric as string);
}
const runKey = (path: string, run: string) => `${foldersOf(path).join('/')}\u0000${run}`;

/** The model a results file names: `model_name`, else `pretrained=` of config.model_args, else its folder. */
function modelNameOf(o: Record<string, unknown>, path: string): string {
  if (typeof o.model_name === 'string' && o.model_name.trim()) return o.model_name.trim();
  const args = isObject(o.config) ? o.config.model_args : undefined;
  const pretrained =
    typeof args === 'string'
      ? /(?:^|,)\s*pretrained=([^,]+)/.exec(args)?.[1]
      : isObject(args)
        ? args.pretrained
        : undefined;
  if (typeof pretrained === 'string' && pretrained.trim()) return pretrained.trim();
  return foldersOf(path).at(-1) ?? 'unknown model';
}

/** results_<date_id>.json: each task (and group) of `results` and `groups` is a published row of its own board. */
export function readLmEvalResults(text: string, ctx: ReadContext): void {
  const parsed = parseNonFiniteJson(text);
  if (!parsed.ok || !isObject(parsed.value) || !isObject(parsed.value.results)) {
    return reject(
      ctx,
      { line: 1 },
      parsed.ok ? 'expected {"results": {"<task>": {...}}}' : `not readable JSON (${parsed.reason})`,
    );
  }
  const o = parsed.value;
  const name = modelNameOf(o, ctx.file);
  const model = ctx.registry.resolveOrAdd(name);
  const run = lmEvalFileName(ctx.file)?.run ?? '';
  const models =
    (ctx.shared?.get(RUN_MODELS) as Map<string, string> | undefined) ?? new Map<string, string>();
  ctx.shared?.set(RUN_MODELS, models);
  models.set(runKey(ctx.file, run), name);
  const notMean =
    (ctx.shared?.get(RUN_NOT_MEAN) as Map<string, string[]> | undefined) ?? new Map<string, string[]>();
  ctx.shared?.set(RUN_NOT_MEAN, notMean);
  if (isObject(o.configs))
    for (const [task, config] of Object.entries(o.configs))
      notMean.set(`${runKey(ctx.file, run)}\u0000${task}`, notMeanOf(config));
  const nSamples = isObject(o['n-samples']) ? o['n-samples'] : {};
  const versions = isObject(o.versions) ? o.versions : {};
  const nShot = isObject(o['n-shot']) ? o['n-shot'] : {};
  const tables = [o.results, isObject(o.groups) ? o.groups : {}] as Record<string, unknown>[];
  const seen = new Set<string>();
  for (const table of tables)
    for (const [task, metrics] of Object.entries(table)) {
      if (seen.has(task)) continue;
      seen.add(task);
      if (!isObject(metrics)) {
        reject(ctx, { line: 1, column: `results.${task}` }, 'expected an object of metrics');
        continue;
      }
      const values: Record<string, PublishedValue> = {};
      // The task's version and shots are part of the row: v0 and v1 of a task may print the same numbers.
      const labels: Record<string, string> = { run };
      const version = versions[task];
      if (typeof version === 'string' || typeof version === 'number') labels.version = String(version);
      const shots = nShot[task];
      if (typeof shots === 'string' || typeof shots === 'number') labels['n-shot'] = String(shots);
      for (const [k, v] of Object.entries(metrics)) {
        if (typeof v === 'number' && Number.isFinite(v)) setOwn(values, k, { value: v, printed: String(v) });
        else if (typeof v === 'string' || typeof v === 'number') setOwn(labels, k, String(v));
      }
      const n = isObject(nSamples[task]) ? nSamples[task].effective : undefined;
      if (typeof n === 'number') setOwn(values, 'n-samples effective', { value: n, printed: String(n) });
      ctx.sink.publishedLeaderboard.push({
        benchmark: ctx.benchmark ?? LM_EVAL,
        model,
        values,
        board: task,
        labels,
        source: { file: ctx.file, line: 1 },
      });
      rowUsed(ctx);
    }
}

/** A value of a document's metric as a number (booleans as 0/1), or undefined (a corpus metric's [gold, pred]). */
function metricValue(v: unknown): number | undefined {
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  return undefined;
}

/** The prompt of a document's first request (`arguments.gen_args_0.arg_0`), when it is text. */
function promptOf(args: unknown): string | undefined {
  const first = isObject(args) ? Object.values(args)[0] : Array.isArray(args) ? args[0] : undefined;
  const arg = isObject(first) ? first.arg_0 : Array.isArray(first) ? first[0] : undefined;
  return typeof arg === 'string' ? arg.slice(0, KEEP_CHARS) : undefined;
}

/** samples_<task>_<date_id>.jsonl: one SampleScore per document, filter and metric. */
export function readLmEvalSamples(text: string, ctx: ReadContext): void {
  const name = lmEvalFileName(ctx.file);
  const task = name?.task ?? stemOf(ctx.file);
  const run = name?.run ?? '';
  const known = (ctx.shared?.get(RUN_MODELS) as Map<string, string> | undefined)?.get(runKey(ctx.file, run));
  const model = ctx.registry.resolveOrAdd(known ?? foldersOf(ctx.file).at(-1) ?? 'unknown model');
  const skipped = new Set<string>();
  const configured = (ctx.shared?.get(RUN_NOT_MEAN) as Map<string, string[]> | undefined)?.get(
    `${runKey(ctx.file, run)}\u0000${task}`,
  );
  const notMean = new Set([...NOT_MEAN, ...(configured ?? [])]);
  for (const l of parseNonFiniteJsonLines(text)) {
    if (!l.ok) {
      reject(ctx, { line: l.line }, l.reason);
      continue;
    }
    const o = l.value;
    if (!isObject(o) || typeof o.doc_id !== 'number') {
      reject(ctx, { line: l.line, column: 'doc_id' }, 'expected an object with a numeric doc_id');
      continue;
    }
    const metrics = Array.isArray(o.metrics)
      ? o.metrics.filter((m) => typeof m === 'string')
      : Object.keys(o).filter((k) => !NOT_METRICS.has(k));
    const target =
      typeof o.target === 'string' ? o.target : o.target === undefined ? undefined : JSON.stringify(o.target);
    const answer =
      o.filtered_resps === undefined ? undefined : JSON.stringify(o.filtered_resps).slice(0, KEEP_CHARS);
    const input = promptOf(o.arguments);
    const scores: SampleScore[] = [];
    for (const m of metrics) {
      const value = notMean.has(m) ? undefined : metricValue(o[m]);
      if (value === undefined) {
        skipped.add(m);
        continue;
      }
      scores.push({
        benchmark: ctx.benchmark ?? LM_EVAL,
        run,
        task,
        model,
        scorer: m,
        variant: typeof o.filter === 'string' ? o.filter : 'none',
        sampleId: String(o.doc_id),
        value,
        written: JSON.stringify(o[m]) ?? 'null',
        ...(input !== undefined ? { input } : {}),
        ...(target !== undefined ? { target: target.slice(0, KEEP_CHARS) } : {}),
        ...(answer !== undefined ? { answer } : {}),
        source: { file: ctx.file, line: l.line },
      });
    }
    if (scores.length === 0) reject(ctx, { line: l.line }, 'no per-document metric with a number');
    else {
      rowUsed(ctx);
      pushedRow(ctx.sink.peers.sampleScores, scores);
    }
  }
  if (skipped.size)
    note(
      ctx,
      {},
      'corpus-metric',
      `metrics lm-eval aggregates over the whole corpus, not as a mean of per-document numbers (${[...skipped].join(', ')}), are not recomputed`,
    );
}
