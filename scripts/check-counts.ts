// Checks that the two aggregation paths give the same counts on generated data at scale: in process
// (ingest's readers, streaming, aggregateCounts) and DuckDB running the aggregation SQL on the raw files.
// BotChat files are TSV; battles are read as JSONL and, converted by DuckDB, as Parquet.
//
//   npx node scripts/check-counts.ts [--scale 10] [--battles 1600000]
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { execFileSync } from 'node:child_process';
import { DuckDBInstance } from '@duckdb/node-api';
import { countsInDuckDB, countsInProcess } from '../src/profiles/counts/countsOfDirectory.ts';
import { countsWithDuckDB, planCountsSources } from '../src/profiles/counts/runCountsSql.ts';
import type { Counts } from '../src/records/counts.ts';
import { createTokenCounter } from '../src/stats/tokens.ts';

const ROOT = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { scale: { type: 'string', default: '10' }, battles: { type: 'string', default: '1600000' } },
});

function generate(args: string[], marker: string): void {
  if (existsSync(marker)) return;
  execFileSync(process.execPath, [join(ROOT, 'scripts/make-scale-data.ts'), ...args], { stdio: 'inherit' });
}

/** Compares table by table; returns false on the first difference (printed). */
function same(label: string, a: Counts, b: Counts): boolean {
  let ok = true;
  for (const t of ['uni', 'passes', 'pairs', 'lengths'] as const) {
    const x = a[t].map((r) => JSON.stringify(r));
    const y = b[t].map((r) => JSON.stringify(r));
    const diff = x.findIndex((r, i) => r !== y[i]);
    if (x.length !== y.length || diff !== -1) {
      ok = false;
      console.log(
        `${label}: ${t} DIFFERS (${x.length} vs ${y.length} rows); first: ${x[diff]} vs ${y[diff]}`,
      );
    }
  }
  const judged =
    a.uni.reduce((n, r) => n + r.count, 0) +
    a.pairs.reduce((n, r) => n + r.wins1 + r.wins2 + r.ties + r.bothbad + r.unparsed, 0);
  const chats = a.lengths.reduce((n, r) => n + r.chats, 0);
  console.log(
    `${label}: ${ok ? 'identical' : 'NOT identical'}: uni ${a.uni.length} rows, passes ${a.passes.length}, pairs ${a.pairs.length}, lengths ${a.lengths.length} (${judged.toLocaleString('en-US')} judgments, ${chats.toLocaleString('en-US')} generated chats)`,
  );
  return ok;
}

const tokens = createTokenCounter();
const count = (t: string) => tokens.count(t);
let ok = true;
const time = async <T>(label: string, f: () => Promise<T>): Promise<T> => {
  const t = performance.now();
  const out = await f();
  console.log(`  ${label}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  return out;
};

const scale = Number(values.scale);
const botchat = join(ROOT, 'tmp/scale', `botchat-${scale}x`);
generate(['botchat', `--scale=${scale}`], join(botchat, 'scale.json'));
console.log(`BotChat ${scale}x (${botchat}):`);
const inProcess = await time('in process', () => countsInProcess(botchat, count));
const duck = await time('DuckDB', () => countsInDuckDB(botchat, count));
ok = same(`BotChat ${scale}x, TSV`, inProcess.counts, duck) && ok;

const n = Number(values.battles);
const battlesDir = join(ROOT, 'tmp/scale/subsets', `battles-${n / 1000}k`);
generate(['battles', `--battles=${n}`], join(ROOT, 'tmp/scale/battles', `battles-${n / 1000}k.jsonl`));
if (!existsSync(battlesDir)) {
  execFileSync('mkdir', ['-p', battlesDir]);
  execFileSync('ln', [join(ROOT, 'tmp/scale/battles', `battles-${n / 1000}k.jsonl`), battlesDir]);
}
console.log(`Battles ${n.toLocaleString('en-US')} (${battlesDir}):`);
const bIn = await time('in process', () => countsInProcess(battlesDir, count));
const bDuck = await time('DuckDB, JSONL', () => countsInDuckDB(battlesDir, count));
ok = same('battles, JSONL', bIn.counts, bDuck) && ok;
// The same battles as Parquet.
const parquet = join(ROOT, 'tmp/scale', `battles-${n / 1000}k.parquet`);
if (!existsSync(parquet)) {
  const instance = await DuckDBInstance.create(':memory:');
  const db = await instance.connect();
  await db.run(
    `COPY (SELECT * FROM read_json('${join(battlesDir, `battles-${n / 1000}k.jsonl`)}', format = 'newline_delimited', columns = {model_a: 'VARCHAR', model_b: 'VARCHAR', winner: 'VARCHAR'})) TO '${parquet}' (FORMAT parquet)`,
  );
  db.closeSync();
  instance.closeSync();
}
const plan = await planCountsSources(battlesDir);
const bParquet = await time('DuckDB, Parquet', () =>
  countsWithDuckDB(
    [
      {
        role: 'battles',
        path: parquet,
        format: 'parquet',
        judge: 'unknown',
        setting: '',
        benchmark: 'arena',
      },
    ],
    plan.models,
    count,
  ),
);
ok = same('battles, Parquet', bIn.counts, bParquet) && ok;
console.log(ok ? 'Every count agrees.' : 'Counts differ.');
process.exit(ok ? 0 : 1);
