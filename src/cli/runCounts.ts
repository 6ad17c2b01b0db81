// `parley counts DIR`: the aggregation stage on its own (docs/counts.md).
import { guardOutputFile, writeFileWhole } from '../pipeline/outputFolder.ts';
import { workingDirectory } from '../pipeline/userError.ts';
import { countsInDuckDB, countsInProcess, countsSqlScript } from '../profiles/counts/countsOfDirectory.ts';
import { reportTotals } from '../records/report.ts';
import { COUNTS_FORMAT, type Counts } from '../records/counts.ts';
import { createTokenCounter } from '../stats/tokens.ts';
import { formatSeconds } from '../render/format.ts';

/** Counts files are JSON with one row a line: readable, and diffable between runs. */
export function formatCounts(counts: Counts): string {
  const table = (rows: readonly object[]) =>
    rows.length === 0 ? '[]' : `[\n${rows.map((r) => `  ${JSON.stringify(r)}`).join(',\n')}\n]`;
  return `{\n"format": ${JSON.stringify(counts.format)},\n"uni": ${table(counts.uni)},\n"passes": ${table(counts.passes)},\n"pairs": ${table(counts.pairs)},\n"lengths": ${table(counts.lengths)}\n}\n`;
}

export async function runCounts(
  dir: string,
  options: { engine: string; out?: string; sql?: string; manifest?: string },
): Promise<number> {
  const started = performance.now();
  const cwd = workingDirectory();
  // The files it writes replace only files Parley wrote, and never lie inside the data (checked before reading).
  const sqlFile =
    options.sql &&
    guardOutputFile({ file: options.sql, option: '--sql', dataDir: dir, cwd }, (head) =>
      head.startsWith('-- Parley aggregation SQL'),
    );
  const outFile =
    options.out &&
    guardOutputFile({ file: options.out, option: '--out', dataDir: dir, cwd }, (head) =>
      head.includes(`"format": ${JSON.stringify(COUNTS_FORMAT)}`),
    );
  if (sqlFile) {
    writeFileWhole(sqlFile, await countsSqlScript(dir));
    console.error(`wrote the aggregation SQL for ${dir} to ${options.sql}`);
    return 0;
  }
  const tokens = createTokenCounter();
  let counts: Counts;
  if (options.engine === 'duckdb') {
    if (options.manifest) {
      console.error('parley: --engine duckdb reads the manifest in DIR; --manifest is not supported');
      return 2;
    }
    counts = await countsInDuckDB(dir, (t) => tokens.count(t));
  } else if (options.engine === 'node') {
    const r = await countsInProcess(dir, (t) => tokens.count(t), options.manifest);
    const t = reportTotals(r.report);
    const counted = r.report.files.filter((f) => f.counted).length;
    console.error(
      `read ${t.rowsRead} rows from ${t.files} files (${counted} read straight to counts): ${t.rowsUsed} used, ${t.rejected} rejected (\`parley check\` lists them)`,
    );
    counts = r.counts;
  } else {
    console.error(`parley: --engine must be node or duckdb (got "${options.engine}")`);
    return 2;
  }
  const text = formatCounts(counts);
  if (outFile) writeFileWhole(outFile, text);
  else process.stdout.write(text);
  console.error(
    `counts (${options.engine}): ${counts.uni.length} Uni-Eval rows, ${counts.passes.length} pass@N rows, ${counts.pairs.length} pair rows, ${counts.lengths.length} length rows${options.out ? ` in ${options.out}` : ''}; ${formatSeconds(performance.now() - started, 1)}`,
  );
  return 0;
}
