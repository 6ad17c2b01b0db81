// Reader for the SSA model table (docs/ssa-labels.md): one row per model version with its perplexity and,
// optionally, its human-likeness, as CSV, TSV or JSONL.
import { isObject, parseJsonLines } from '../../ingest/jsonLines.ts';
import { type ReadContext } from '../../ingest/readContext.ts';
import { reject, rowUsed, rejectRows } from '../../ingest/rowOutcomes.ts';
import { quote } from '../../records/report.ts';
import { columnIndex, type Table } from '../../ingest/table.ts';

/** Columns every model row needs (perplexity may be empty when human-likeness is given). */
export const SSA_MODEL_COLUMNS = ['model', 'version', 'perplexity'] as const;
/** Columns a model row may have. */
export const SSA_MODEL_OPTIONAL = ['human_likeness', 'display'] as const;

type At = { line?: number; row?: number };

function cellText(v: unknown): string | undefined {
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (v === null || v === undefined) return '';
  return undefined;
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

function addModel(
  ctx: ReadContext,
  at: At,
  get: (column: string) => unknown,
  seen: Map<string, string>,
): void {
  const f: Record<string, string> = {};
  for (const c of [...SSA_MODEL_COLUMNS, ...SSA_MODEL_OPTIONAL]) {
    const v = cellText(get(c));
    if (v === undefined) {
      reject(ctx, { ...at, column: c }, `"${c}" is not text or a number`);
      return;
    }
    f[c] = v;
  }
  if (f.model === '') {
    reject(ctx, { ...at, column: 'model' }, '"model" is empty');
    return;
  }
  let perplexity: number | null = null;
  if (f.perplexity !== '') {
    perplexity = Number(f.perplexity);
    if (!NUMBER.test(f.perplexity!) || !(perplexity > 0) || !Number.isFinite(perplexity)) {
      reject(
        ctx,
        { ...at, column: 'perplexity' },
        `perplexity must be a positive number (got ${quote(f.perplexity!)})`,
      );
      return;
    }
  }
  let humanLikeness: number | undefined;
  if (f.human_likeness !== '') {
    const text = f.human_likeness!;
    const percent = text.endsWith('%');
    const body = percent ? text.slice(0, -1).trim() : text;
    const x = Number(body) / (percent ? 100 : 1);
    if (!NUMBER.test(body) || !(x >= 0 && x <= 1)) {
      reject(
        ctx,
        { ...at, column: 'human_likeness' },
        `human_likeness must be a share from 0 to 1 or a percent such as 73% (got ${quote(text)})`,
      );
      return;
    }
    humanLikeness = x;
  }
  if (perplexity === null && humanLikeness === undefined) {
    reject(ctx, { ...at, column: 'perplexity' }, 'neither perplexity nor human_likeness is given');
    return;
  }
  const model = ctx.registry.resolveOrAdd(f.model!);
  const key = `${model}\u0000${f.version}`;
  const first = seen.get(key);
  if (first !== undefined) {
    reject(
      ctx,
      { ...at, column: 'version' },
      `duplicate model version ${quote(f.model!)}${f.version ? ` ${quote(f.version)}` : ''} (first at ${first})`,
    );
    return;
  }
  seen.set(key, `${ctx.file}:${at.line ?? `row ${at.row}`}`);
  ctx.sink.ssaModels.push({
    model,
    version: f.version!,
    perplexity,
    ...(humanLikeness !== undefined ? { humanLikeness } : {}),
    ...(f.display ? { display: f.display } : {}),
    source: { file: ctx.file, ...at },
  });
  rowUsed(ctx);
}

/** The model table as JSONL. */
export function readSsaModelsJsonl(text: string, ctx: ReadContext): void {
  const seen = new Map<string, string>();
  for (const l of parseJsonLines(text)) {
    if (!l.ok || !isObject(l.value)) {
      reject(
        ctx,
        { line: l.line },
        l.ok ? 'expected a JSON object with model, version and perplexity' : l.reason,
      );
      continue;
    }
    const value = l.value;
    addModel(ctx, { line: l.line }, (c) => value[c], seen);
  }
}

/** The model table as CSV or TSV. */
export function readSsaModelsTable(table: Table, ctx: ReadContext): void {
  rejectRows(ctx.report, table.rejections);
  const { index, missing } = columnIndex(table.header, SSA_MODEL_COLUMNS);
  const opt = columnIndex(table.header, SSA_MODEL_OPTIONAL).index;
  const seen = new Map<string, string>();
  for (const r of table.rows) {
    const at: At = r.line !== undefined ? { line: r.line } : { row: r.row ?? 0 };
    if (missing.length > 0) {
      reject(ctx, { ...at, column: missing[0] }, `column "${missing[0]}" missing from the header`);
      continue;
    }
    addModel(
      ctx,
      at,
      (c) => {
        const i = index[c] ?? opt[c];
        return i === undefined ? '' : (r.cells[i] ?? '');
      },
      seen,
    );
  }
}
