// Reader of a MERA server response ({"id", "results": {"<task>": {"<metric>": value}}}): the ruTiE scores the
// server published for a submission, kept as reference values beside what Parley can compute.
import { isObject } from '../../ingest/jsonLines.ts';
import { parseLocatedJson } from '../../ingest/locatedJson.ts';
import { type ReadContext } from '../../ingest/readContext.ts';
import { reject, rowUsed } from '../../ingest/rowOutcomes.ts';
import { modelFromResponseName } from './rutieNames.ts';

/** The task's key in MERA's results (compared case-insensitively). */
export const MERA_RUTIE_KEY = 'ruTiE';

/** Reads the ruTiE entry of a response: each of its metrics is one row; other tasks are not rows. */
export function readMeraResponse(text: string, ctx: ReadContext): void {
  const parsed = parseLocatedJson(text);
  if (!parsed.ok) {
    reject(ctx, { line: parsed.line }, `not readable JSON (character ${parsed.column}: ${parsed.reason})`);
    return;
  }
  const results = isObject(parsed.value) ? parsed.value.results : undefined;
  const key = isObject(results)
    ? Object.keys(results).find((k) => k.toLowerCase() === MERA_RUTIE_KEY.toLowerCase())
    : undefined;
  const entry = isObject(results) && key !== undefined ? results[key] : undefined;
  if (!isObject(entry)) {
    reject(ctx, { line: 1, column: 'results' }, `no "results.${MERA_RUTIE_KEY}" object with scores`);
    return;
  }
  const model = ctx.registry.resolveOrAdd(ctx.model ?? modelFromResponseName(ctx.file));
  const line = parsed.lineOf(entry) ?? 1;
  for (const [metric, value] of Object.entries(entry)) {
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      reject(
        ctx,
        { line, column: `results.${key}.${metric}` },
        `expected a number, got ${JSON.stringify(value)}`,
      );
      continue;
    }
    ctx.sink.rutie.serverScores.push({
      model,
      metric,
      value,
      printed: parsed.numberText(entry, metric) ?? String(value),
      source: { file: ctx.file, line },
    });
    rowUsed(ctx);
  }
}
