// Readers of AlpacaEval's files (tatsu-lab/alpaca_eval; layouts in docs/formats.md): annotations.json (one JSON
// array of judged comparisons with the baseline), model_outputs.json (one array of outputs), the leaderboard CSVs
// (published values), and the length-control weights CSV (published coefficients).
import { isObject } from '../../ingest/jsonLines.ts';
import { note, type ReadContext } from '../../ingest/readContext.ts';
import { reject, rowUsed } from '../../ingest/rowOutcomes.ts';
import type { TableLike } from '../../ingest/table.ts';
import { textDigest } from '../../ingest/textDigest.ts';
import type { PairOutcome } from '../../records/pairJudgment.ts';
import type { AlpacaAnnotation } from '../../records/peers.ts';
import type { PublishedLeaderboardRow } from '../../records/published.ts';
import { quote } from '../../records/report.ts';
import { parseJsonDocument, pushed } from '../peers/jsonDocument.ts';
import { foldersOf, stemOf } from '../peers/paths.ts';
import { readPublishedTable } from '../peers/publishedTable.ts';

export const ALPACA_EVAL = 'alpaca-eval';

/** The board of the length-control weights' published rows (followed by the annotator, when known). */
export const LC_WEIGHTS_BOARD = 'length-control weights';

/** Whether a published row is one of AlpacaEval's length-control weights (not a leaderboard row). */
export const isLcWeightsRow = (r: PublishedLeaderboardRow): boolean =>
  r.benchmark === ALPACA_EVAL && (r.board ?? '').startsWith(LC_WEIGHTS_BOARD);

/** Length of a text in Unicode code points, as Python's len counts it. */
export function codePoints(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xdc00 && c <= 0xdfff && i > 0) {
      const p = s.charCodeAt(i - 1);
      if (p >= 0xd800 && p <= 0xdbff) n--;
    }
  }
  return n;
}

/** The id of an instruction: the same text in every file gives the same id. */
export function instructionId(instruction: string): string {
  return textDigest([instruction]);
}

/**
 * The outcome of one preference for Parley's own pair statistics, rounded as AlpacaEval rounds for its discrete win
 * rate: exactly 1.5 (or the legacy 0) a draw, else the nearest of 1 (baseline) and 2 (model).
 */
export function preferenceOutcome(p: number | null): PairOutcome {
  if (p === null || Number.isNaN(p)) return 'unparsed';
  if (p === 1.5 || p === 0) return 'tie';
  const r = roundHalfEven(p);
  return r === 1 ? 'model1' : r === 2 ? 'model2' : r === 0 ? 'tie' : 'unparsed';
}

/** Rounds to the nearest integer, halves to the even one (numpy's and Python's round). */
export function roundHalfEven(x: number): number {
  const f = Math.floor(x);
  const d = x - f;
  if (d > 0.5) return f + 1;
  if (d < 0.5) return f;
  return f % 2 === 0 ? f : f + 1;
}

/** Where a record of a JSON array is: its line when known, else its place in the array. */
function entryAt(lineOf: (node: object) => number | undefined, r: unknown, i: number) {
  const line = isObject(r) ? lineOf(r) : undefined;
  return line !== undefined ? { line } : { row: i + 1 };
}

/** The records of a JSON array document, or undefined after rejecting the file as one row. */
function arrayOf(text: string, ctx: ReadContext, what: string) {
  const doc = parseJsonDocument(text);
  if (!doc.ok) {
    reject(ctx, { line: doc.line ?? 1 }, doc.reason);
    return undefined;
  }
  if (!Array.isArray(doc.value)) {
    reject(
      ctx,
      { line: 1 },
      `expected a JSON array of ${what}, found ${doc.value === null ? 'null' : typeof doc.value}`,
    );
    return undefined;
  }
  if (doc.value.length === 0) note(ctx, {}, 'empty-file', `the array holds no ${what}`);
  return { rows: doc.value as unknown[], lineOf: doc.lineOf };
}

/** A text field: a string, or null/absent read as '' (pandas writes a missing output as null). */
function textField(r: Record<string, unknown>, key: string): string | undefined {
  const v = r[key];
  if (typeof v === 'string') return v;
  if (v === null || v === undefined) return '';
  return undefined;
}

/**
 * The evaluated model of an annotations file: the folder above the annotator's folder
 * (`results/<model>/<annotator>/annotations.json`, or a re-run nested one deeper), else `generator_2`.
 */
function modelOfPath(path: string, annotator: string): string | undefined {
  const parts = foldersOf(path);
  const i = parts.indexOf(annotator);
  return i > 0 ? parts[i - 1] : undefined;
}

interface AnnotationFields {
  instruction: string;
  output1: string;
  output2: string;
  generator1: string;
  generator2: string;
  annotator: string;
  preference: number | null;
}

/** The fields of one annotation, or the reason it cannot be used (with the column). */
function annotationFields(
  r: unknown,
  ctx: ReadContext,
): AnnotationFields | { column?: string; reason: string } {
  if (!isObject(r))
    return { reason: 'expected an object with instruction, output_1, output_2 and preference' };
  const instruction = r.instruction;
  if (typeof instruction !== 'string')
    return { column: 'instruction', reason: '"instruction" is missing or not text' };
  const output1 = textField(r, 'output_1');
  const output2 = textField(r, 'output_2');
  if (output1 === undefined) return { column: 'output_1', reason: '"output_1" is not text' };
  if (output2 === undefined) return { column: 'output_2', reason: '"output_2" is not text' };
  const g1 = r.generator_1;
  const g2 = r.generator_2;
  if (typeof g1 !== 'string' || g1.trim() === '')
    return { column: 'generator_1', reason: '"generator_1" is missing or empty' };
  if (typeof g2 !== 'string' || g2.trim() === '')
    return { column: 'generator_2', reason: '"generator_2" is missing or empty' };
  const annotator =
    typeof r.annotator === 'string' && r.annotator.trim() !== '' ? r.annotator.trim() : ctx.judge;
  if (annotator === undefined)
    return { column: 'annotator', reason: '"annotator" is missing and no judge is named' };
  const p = r.preference;
  if (p !== null && p !== undefined && typeof p !== 'number')
    return {
      column: 'preference',
      reason: `"preference" must be a number or null (got ${quote(JSON.stringify(p))})`,
    };
  return {
    instruction,
    output1,
    output2,
    generator1: g1.trim(),
    generator2: g2.trim(),
    annotator,
    preference: p ?? null,
  };
}

/**
 * The records already read for one (annotator, baseline, model), by instruction id: where a copy's glm_preference
 * goes when the copy itself is a duplicate. Built on first use for each comparison of a file.
 */
function firstReadOf(ctx: ReadContext) {
  const byComparison = new Map<string, Map<string, AlpacaAnnotation>>();
  return (a: AlpacaAnnotation): AlpacaAnnotation | undefined => {
    const key = [a.benchmark, a.annotator, a.baseline, a.model].join('\u0000');
    let m = byComparison.get(key);
    if (!m) {
      m = new Map();
      for (const r of ctx.sink.peers.alpacaAnnotations)
        if (
          r.benchmark === a.benchmark &&
          r.annotator === a.annotator &&
          r.baseline === a.baseline &&
          r.model === a.model
        )
          if (!m.has(r.instructionId)) m.set(r.instructionId, r);
      byComparison.set(key, m);
    }
    return m.get(a.instructionId);
  };
}

/**
 * annotations.json: each record becomes an AlpacaAnnotation and, unless it compares the baseline with itself, a pair
 * judgment. A record already read from another file (AlpacaEval's nested re-run folder repeats a model's
 * annotations) is used once; when only this copy carries the length-controlled model's glm_preference, that value is
 * kept on the record first read (it is how instruction difficulties are recovered: lengthControl.ts), and said.
 */
export function readAlpacaAnnotations(text: string, ctx: ReadContext): void {
  const doc = arrayOf(text, ctx, 'annotations');
  if (!doc) return;
  const folderMismatch = new Set<string>();
  const firstRead = firstReadOf(ctx);
  let glmKept = 0;
  let glmFrom: string | undefined;
  doc.rows.forEach((r, i) => {
    const at = entryAt(doc.lineOf, r, i);
    const f = annotationFields(r, ctx);
    if ('reason' in f) return reject(ctx, { ...at, ...(f.column ? { column: f.column } : {}) }, f.reason);
    const rec = r as Record<string, unknown>;
    const folderModel = modelOfPath(ctx.file, f.annotator);
    const modelName = folderModel ?? f.generator2;
    if (folderModel !== undefined && folderModel !== f.generator2 && !folderMismatch.has(f.generator2)) {
      folderMismatch.add(f.generator2);
      note(
        ctx,
        { ...at, column: 'generator_2' },
        'model-folder',
        `generator_2 is ${quote(f.generator2)} but the file sits in the folder of ${quote(folderModel)}: counted as ${quote(folderModel)}, as AlpacaEval's leaderboard does`,
      );
    }
    const p = f.preference;
    if (p !== null && !Number.isNaN(p) && p !== 0 && !(p >= 1 && p <= 2))
      note(
        ctx,
        { ...at, column: 'preference' },
        'not-a-preference',
        `preference ${p} is outside [1, 2]: AlpacaEval leaves it out of its rates`,
      );
    const baseline = ctx.registry.resolveOrAdd(f.generator1);
    const model = ctx.registry.resolveOrAdd(modelName);
    const id = instructionId(f.instruction);
    const glm = rec.glm_preference;
    const source = { file: ctx.file, ...at };
    const record: AlpacaAnnotation = {
      benchmark: ctx.benchmark ?? ALPACA_EVAL,
      annotator: f.annotator,
      baseline,
      model,
      generator: f.generator2,
      instruction: f.instruction,
      instructionId: id,
      dataset: typeof rec.dataset === 'string' ? rec.dataset : '',
      position: i,
      fileRows: doc.rows.length,
      preference: p,
      baselineLength: codePoints(f.output1),
      modelLength: codePoints(f.output2),
      ...(typeof glm === 'number' ? { glmPreference: glm } : {}),
      source,
    };
    const kept = pushed(ctx.sink.peers.alpacaAnnotations, record);
    if (!kept && record.glmPreference !== undefined) {
      const first = firstRead(record);
      if (first && first.glmPreference === undefined) {
        first.glmPreference = record.glmPreference;
        glmKept++;
        glmFrom ??= first.source.file;
      }
    }
    // The baseline against itself is no comparison: kept as an annotation (reported as such), never a battle.
    if (kept && baseline !== model)
      ctx.sink.pairJudgments.push({
        benchmark: ctx.benchmark ?? ALPACA_EVAL,
        kind: 'arena',
        setting: '',
        judge: f.annotator,
        seed: id,
        model1: baseline,
        model2: model,
        outcome: preferenceOutcome(p),
        reason: '',
        raw: p === null ? 'null' : String(p),
        source,
      });
    rowUsed(ctx);
  });
  if (glmKept > 0)
    note(
      ctx,
      {},
      'glm-preference-from-copy',
      `${glmKept} records repeat ones first read from ${glmFrom} and only these carry glm_preference (the length-controlled model's prediction): the values are kept with the records used`,
    );
}

/** model_outputs.json: each record becomes an AlpacaOutput. */
export function readAlpacaOutputs(text: string, ctx: ReadContext): void {
  const doc = arrayOf(text, ctx, 'model outputs');
  if (!doc) return;
  doc.rows.forEach((r, i) => {
    const at = entryAt(doc.lineOf, r, i);
    if (!isObject(r)) return reject(ctx, at, 'expected an object with instruction, output and generator');
    if (typeof r.instruction !== 'string')
      return reject(ctx, { ...at, column: 'instruction' }, '"instruction" is missing or not text');
    const output = textField(r, 'output');
    if (output === undefined) return reject(ctx, { ...at, column: 'output' }, '"output" is not text');
    if (typeof r.generator !== 'string' || r.generator.trim() === '')
      return reject(ctx, { ...at, column: 'generator' }, '"generator" is missing or empty');
    ctx.sink.peers.alpacaOutputs.push({
      benchmark: ctx.benchmark ?? ALPACA_EVAL,
      model: ctx.registry.resolveOrAdd(r.generator.trim()),
      instruction: r.instruction,
      instructionId: instructionId(r.instruction),
      dataset: typeof r.dataset === 'string' ? r.dataset : '',
      output,
      length: codePoints(output),
      source: { file: ctx.file, ...at },
    });
    rowUsed(ctx);
  });
}

/** The leaderboard a CSV is, from its name (`<annotator>_leaderboard.csv`), and its AlpacaEval version from its folder. */
function boardOf(path: string): { board: string; labels: Record<string, string> } {
  const board = stemOf(path).replace(/_leaderboard$/, '');
  const version = foldersOf(path).findLast((f) => /^data_AlpacaEval/.test(f));
  return { board, labels: version ? { version } : {} };
}

/** A leaderboard CSV as AlpacaEval writes it (first column the model id, unnamed). */
export function readAlpacaLeaderboard(table: TableLike, ctx: ReadContext): void {
  readPublishedTable(table, ctx, { benchmark: ALPACA_EVAL, modelColumn: 0, ...boardOf(ctx.file) });
}

/** The website's export of a leaderboard: `name` is the display name; the model id is in the `samples` URL. */
export function readAlpacaWebsiteLeaderboard(table: TableLike, ctx: ReadContext): void {
  readPublishedTable(table, ctx, {
    benchmark: ALPACA_EVAL,
    modelColumn: table.header.indexOf('name'),
    linkColumn: 'link',
    modelOf: (cell) => /\/results\/([^/]+)\/model_outputs\.json$/.exec(cell('samples'))?.[1],
    ...boardOf(ctx.file),
  });
}

/** The length-control weights CSV: one row of fitted coefficients per model, against the baseline of its name. */
export function readAlpacaLcWeights(table: TableLike, ctx: ReadContext): void {
  const baseline = /^baseline_(.+)$/.exec(stemOf(ctx.file))?.[1];
  const folders = foldersOf(ctx.file);
  const i = folders.lastIndexOf('weights');
  const annotator = i >= 0 ? folders[i + 1] : undefined;
  readPublishedTable(table, ctx, {
    benchmark: ALPACA_EVAL,
    modelColumn: 0,
    board: `${LC_WEIGHTS_BOARD}${annotator ? ` ${annotator}` : ''}`,
    labels: { ...(baseline ? { baseline } : {}), ...(annotator ? { annotator } : {}) },
  });
}
