// Readers of Inspect's eval logs (UKGovernmentBEIS/inspect_ai; layouts in docs/formats.md): a `.eval` file is a zip
// archive (header.json, summaries.json, samples/<id>_epoch_<k>.json, _journal/...; entries deflated or Zstandard-
// compressed), a `.json` log is one object holding the same. Each log gives an EvalRun, its published scores as
// PublishedLeaderboardRows (one per scorer), and one SampleScore per sample, epoch and scorer.
import { isObject } from '../../ingest/jsonLines.ts';
import { parseNonFiniteJson } from '../../ingest/nonFiniteJson.ts';
import { fileProblem, note, type ReadContext } from '../../ingest/readContext.ts';
import { reject, rowUsed } from '../../ingest/rowOutcomes.ts';
import { setOwn } from '../../ingest/setOwn.ts';
import type { SampleScore } from '../../records/peers.ts';
import type { PublishedValue } from '../../records/published.ts';
import { pushedRow } from '../peers/jsonDocument.ts';
import { inspectValueToFloat } from './accuracy.ts';
import { readZipDirectory, readZipEntry, type ZipEntry } from './zipArchive.ts';

export const INSPECT = 'inspect';

/** Longest text kept of a sample's input, target or answer (the browser shows a sample, not its transcript). */
const KEEP_CHARS = 2000;

/** What a log holds, whichever file it came in. */
interface LogParts {
  /** header.json, or the whole .json log, or _journal/start.json of a log still running. */
  header: Record<string, unknown>;
  /** Sample summaries or full samples: {id, epoch, input, target, scores}. */
  samples: { value: Record<string, unknown>; at: { row?: number }; where: string }[];
}

/** The text of a sample's input: a string, or the text of its messages. */
function inputText(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (!Array.isArray(v)) return undefined;
  const texts = v.map((m) =>
    isObject(m) && typeof m.content === 'string'
      ? m.content
      : isObject(m) && Array.isArray(m.content)
        ? m.content.map((c) => (isObject(c) && typeof c.text === 'string' ? c.text : '')).join('')
        : '',
  );
  return texts.join('\n');
}

const clip = (s: string | undefined) => (s === undefined ? undefined : s.slice(0, KEEP_CHARS));

/** Parses one JSON entry of a log, or reports why not (once, as a rejected row). */
function parseEntry(bytes: Uint8Array, e: ZipEntry, ctx: ReadContext): unknown {
  const data = readZipEntry(bytes, e);
  if (!data.ok) {
    reject(ctx, { column: e.name }, data.reason);
    return undefined;
  }
  const parsed = parseNonFiniteJson(data.data.toString('utf8'));
  if (!parsed.ok) {
    reject(ctx, { column: e.name }, `not readable JSON (${parsed.reason})`);
    return undefined;
  }
  return parsed.value;
}

/**
 * The parts of a `.eval` archive: header.json (or the journal's start when the run never finished), and the
 * samples: summaries.json when present (it carries every sample's scores without its transcript), else the
 * sample entries (monolith `samples/<id>_epoch_<k>.json`, or chunked `.../sample.json`).
 */
function evalParts(bytes: Uint8Array, ctx: ReadContext): LogParts | undefined {
  const dir = readZipDirectory(bytes);
  if (!dir.ok) {
    fileProblem(ctx, `cannot be read as an Inspect .eval log: ${dir.reason}`);
    return undefined;
  }
  const byName = new Map(dir.entries.map((e) => [e.name, e]));
  const headerEntry = byName.get('header.json') ?? byName.get('_journal/start.json');
  const header = headerEntry ? parseEntry(bytes, headerEntry, ctx) : undefined;
  if (!isObject(header)) {
    fileProblem(ctx, 'the archive has neither header.json nor _journal/start.json: not an Inspect log');
    return undefined;
  }
  const summaries = byName.get('summaries.json');
  const list = summaries ? parseEntry(bytes, summaries, ctx) : undefined;
  const samples: LogParts['samples'] = [];
  if (Array.isArray(list))
    list.forEach(
      (s, i) => isObject(s) && samples.push({ value: s, at: { row: i + 1 }, where: 'summaries.json' }),
    );
  else
    dir.entries
      .filter((e) => /^samples\/[^/]+_epoch_\d+(\.json|\/sample\.json)$/.test(e.name))
      .forEach((e) => {
        const s = parseEntry(bytes, e, ctx);
        if (isObject(s)) samples.push({ value: s, at: {}, where: e.name });
      });
  return { header, samples };
}

/** The parts of a `.json` log: the object itself, and its `samples`. */
function jsonParts(text: string, ctx: ReadContext): LogParts | undefined {
  const parsed = parseNonFiniteJson(text);
  if (!parsed.ok || !isObject(parsed.value)) {
    reject(
      ctx,
      { line: 1 },
      parsed.ok ? 'expected an Inspect log object' : `not readable JSON (${parsed.reason})`,
    );
    return undefined;
  }
  const samples = Array.isArray(parsed.value.samples) ? parsed.value.samples : [];
  return {
    header: parsed.value,
    samples: samples.flatMap((s, i) =>
      isObject(s) ? [{ value: s, at: { row: i + 1 }, where: 'samples' }] : [],
    ),
  };
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const int = (v: unknown, d: number) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : d);

/** The files each run was first read from, during one read of a directory. */
const RUNS_READ = 'inspect:runs';

/**
 * The log's run, and its published scores as rows of the task's board. A run read before (a copy of the log, or the
 * same log re-opened and appended) is said to be one, and its run and scores are not taken again.
 */
function readHeader(
  h: Record<string, unknown>,
  ctx: ReadContext,
): { run: string; task: string; model: string } | undefined {
  const ev = isObject(h.eval) ? h.eval : undefined;
  const task = str(ev?.task);
  const modelName = str(ev?.model);
  if (!ev || !task || !modelName) {
    fileProblem(ctx, 'the log has no eval.task and eval.model: not an Inspect log');
    return undefined;
  }
  const run = str(ev.eval_id) ?? ([str(ev.run_id), str(ev.task_id)].filter(Boolean).join('/') || ctx.file);
  const model = ctx.registry.resolveOrAdd(modelName);
  const config = isObject(ev.config) ? ev.config : {};
  const results = isObject(h.results) ? h.results : {};
  const reducers = Array.isArray(config.epochs_reducer)
    ? config.epochs_reducer.filter((r) => typeof r === 'string')
    : [];
  const runs = (ctx.shared?.get(RUNS_READ) as Map<string, string> | undefined) ?? new Map<string, string>();
  ctx.shared?.set(RUNS_READ, runs);
  const first = runs.get(run);
  if (first !== undefined) {
    note(
      ctx,
      {},
      'duplicate',
      `the same run (${run}) as ${first}: its scores are taken from there, its samples used once`,
    );
    return { run, task, model };
  }
  runs.set(run, ctx.file);
  ctx.sink.peers.evalRuns.push({
    benchmark: ctx.benchmark ?? INSPECT,
    run,
    task,
    model,
    status: str(h.status) ?? 'started',
    created: str(ev.created) ?? '',
    epochs: Math.max(1, int(config.epochs, 1)),
    reducer: (reducers[0] as string | undefined) ?? 'mean',
    totalSamples: int(results.total_samples, 0),
    completedSamples: int(results.completed_samples, 0),
    source: { file: ctx.file },
  });
  for (const score of Array.isArray(results.scores) ? results.scores : []) {
    if (!isObject(score) || !isObject(score.metrics)) continue;
    const values: Record<string, PublishedValue> = {};
    const labels: Record<string, string> = { run };
    for (const [k, m] of Object.entries(score.metrics)) {
      const v = isObject(m) ? m.value : undefined;
      if (typeof v === 'number' && Number.isFinite(v)) setOwn(values, k, { value: v, printed: String(v) });
      else if (v !== undefined) setOwn(labels, k, String(v));
    }
    for (const k of ['scorer', 'reducer', 'name'] as const)
      if (typeof score[k] === 'string') setOwn(labels, k, score[k]);
    ctx.sink.publishedLeaderboard.push({
      benchmark: ctx.benchmark ?? INSPECT,
      model,
      values,
      board: task,
      labels,
      source: { file: ctx.file },
    });
  }
  return { run, task, model };
}

/** Each scorer's value of one sample (and epoch): a SampleScore each; a dict value gives one per key. */
function readSample(
  s: LogParts['samples'][number],
  log: { run: string; task: string; model: string },
  ctx: ReadContext,
): void {
  const v = s.value;
  const id = typeof v.id === 'number' || typeof v.id === 'string' ? String(v.id) : undefined;
  if (id === undefined) return reject(ctx, { ...s.at, column: `${s.where}: id` }, 'a sample without an id');
  const epoch = typeof v.epoch === 'number' && Number.isInteger(v.epoch) && v.epoch >= 1 ? v.epoch : 1;
  const scores = isObject(v.scores) ? v.scores : {};
  const target = Array.isArray(v.target)
    ? v.target.filter((t) => typeof t === 'string').join(' | ')
    : str(v.target);
  const common = {
    benchmark: ctx.benchmark ?? INSPECT,
    run: log.run,
    task: log.task,
    model: log.model,
    variant: '',
    sampleId: id,
    epoch,
    ...(inputText(v.input) !== undefined ? { input: clip(inputText(v.input)) } : {}),
    ...(target !== undefined ? { target: clip(target) } : {}),
    source: { file: ctx.file, ...s.at },
  };
  const rows: SampleScore[] = [];
  for (const [scorer, score] of Object.entries(scores)) {
    if (!isObject(score)) continue;
    const answer = clip(str(score.answer));
    const values = isObject(score.value)
      ? Object.entries(score.value).map(([k, x]) => [`${scorer}/${k}`, x] as const)
      : [[scorer, score.value] as const];
    for (const [name, value] of values)
      rows.push({
        ...common,
        scorer: name,
        value: inspectValueToFloat(value),
        written: JSON.stringify(value) ?? 'null',
        ...(answer !== undefined ? { answer } : {}),
      });
  }
  if (rows.length === 0)
    note(ctx, { ...s.at, column: s.where }, 'unscored', `sample ${id} (epoch ${epoch}) has no score`);
  // A sample's scores are one row: a copy of the sample counts once as a duplicate.
  pushedRow(ctx.sink.peers.sampleScores, rows);
  rowUsed(ctx);
}

/** Reads the parts of a log: its run, its published scores and its samples. */
function readLog(parts: LogParts | undefined, ctx: ReadContext): void {
  if (!parts) return;
  const log = readHeader(parts.header, ctx);
  if (!log) return;
  if (parts.samples.length === 0) {
    // A log written without its samples: the header is the one row, its published scores all there is.
    rowUsed(ctx);
    note(
      ctx,
      {},
      'no-samples',
      'the log holds no samples: its published scores are read, nothing is recomputed',
    );
  }
  for (const s of parts.samples) readSample(s, log, ctx);
}

/** A `.eval` log (zip archive). */
export function readInspectEval(bytes: Uint8Array, ctx: ReadContext): void {
  readLog(evalParts(bytes, ctx), ctx);
}

/** A `.json` log (one object). */
export function readInspectJson(text: string, ctx: ReadContext): void {
  readLog(jsonParts(text, ctx), ctx);
}
