// Reader for counts files (docs/counts.md): the aggregation of judgments, made by `parley counts` or by the
// aggregation SQL on another engine. Rows become records the statistics read: a Uni-Eval count row becomes
// that many judgments (they are few: models x first AI chat x length); a pair row becomes one weighted record
// per outcome (Arena-size counts stay small); length rows go to the dataset as they are.
import { CountsSchema, type Counts } from '../../records/counts.ts';
import type { PairOutcome } from '../../records/pairJudgment.ts';
import { passesFromUniCounts } from '../../stats/aggregateCounts.ts';
import { note, type ReadContext } from '../../ingest/readContext.ts';
import { reject, rowUsed } from '../../ingest/rowOutcomes.ts';

/** The raw text of a record that came from a counts file (it has no judge answer of its own). */
export const FROM_COUNTS = '(from a counts file)';

/** Reads a counts file: every table row is one unit of the report, used or rejected with its table and index. */
export function readCounts(text: string, ctx: ReadContext): void {
  let json: unknown;
  try {
    json = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    reject(ctx, {}, `not valid JSON (${(e as Error).message})`);
    return;
  }
  const top = CountsSchema.pick({ format: true }).safeParse(json);
  if (!top.success) {
    reject(ctx, {}, `not a counts file: "format" must be "parley-counts/1"`);
    return;
  }
  const tables = json as Record<string, unknown>;
  const good: Counts = { format: top.data.format, uni: [], passes: [], pairs: [], lengths: [] };
  for (const name of ['uni', 'passes', 'pairs', 'lengths'] as const) {
    const rows = tables[name] ?? [];
    if (!Array.isArray(rows)) {
      reject(ctx, { column: name }, `"${name}" must be an array of rows`);
      continue;
    }
    const schema = CountsSchema.shape[name].unwrap().element;
    rows.forEach((row, k) => {
      const r = schema.safeParse(row);
      if (!r.success) {
        const issue = r.error.issues[0];
        reject(
          ctx,
          { row: k + 1, column: name },
          `${issue?.path.join('.') || 'row'}: ${issue?.message ?? 'not a valid row'}`,
        );
        return;
      }
      rowUsed(ctx);
      (good[name] as unknown[]).push(r.data);
    });
  }
  // Names are taken as given (as in battle files), known spellings mapped to their ids.
  const resolve = (name: string): string => ctx.registry.resolveIdOrAdd(name);
  good.uni.forEach((u, k) => {
    const model = resolve(u.model);
    for (let i = 0; i < u.count; i++)
      ctx.sink.uniJudgments.push({
        benchmark: u.benchmark,
        setting: u.setting,
        judge: u.judge,
        seed: '',
        model,
        verdict: u.verdict,
        firstAiChat: u.firstAiChat,
        ...(u.length !== null ? { length: u.length } : {}),
        reason: '',
        raw: FROM_COUNTS,
        source: { file: ctx.file, row: k + 1 },
      });
  });
  good.pairs.forEach((p, k) => {
    const model1 = resolve(p.model1);
    const model2 = resolve(p.model2);
    const outcomes: [PairOutcome, number][] = [
      ['model1', p.wins1],
      ['model2', p.wins2],
      ['tie', p.ties],
      ['bothbad', p.bothbad],
      ['unparsed', p.unparsed],
    ];
    for (const [outcome, weight] of outcomes)
      if (weight > 0)
        ctx.sink.pairJudgments.push({
          benchmark: p.benchmark,
          kind: p.kind,
          setting: p.setting,
          judge: p.judge,
          seed: '',
          model1,
          model2,
          outcome,
          reason: '',
          raw: FROM_COUNTS,
          source: { file: ctx.file, row: k + 1 },
          weight,
        });
  });
  for (const l of good.lengths) ctx.sink.lengthCounts.push({ ...l, model: resolve(l.model) });
  // pass@N rows are derived from the Uni-Eval rows; say so when a file's disagree.
  if (good.passes.length > 0) {
    // Derived to the N the file itself lists, so a benchmark drawn past its longest conversation still compares.
    const listedMaxN = new Map<string, number>();
    for (const p of good.passes) listedMaxN.set(p.benchmark, Math.max(listedMaxN.get(p.benchmark) ?? 1, p.N));
    const derived = new Map(
      passesFromUniCounts(good.uni, (b) => listedMaxN.get(b)).map((p) => [
        `${p.benchmark}|${p.setting}|${p.judge}|${p.model}|${p.N}`,
        p,
      ]),
    );
    const off = good.passes.filter((p) => {
      const d = derived.get(`${p.benchmark}|${p.setting}|${p.judge}|${p.model}|${p.N}`);
      return !d || d.passed !== p.passed || d.total !== p.total || d.unparsed !== p.unparsed;
    }).length;
    if (off > 0)
      note(
        ctx,
        { column: 'passes' },
        'counts-mismatch',
        `${off} of ${good.passes.length} pass@N rows differ from what the Uni-Eval rows give; the site uses the Uni-Eval rows`,
      );
  }
}
