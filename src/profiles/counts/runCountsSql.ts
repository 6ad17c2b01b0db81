// Runs the aggregation SQL (countsSql.ts) in DuckDB on a data directory's files, in place: TSV, JSONL and
// Parquet are read by DuckDB itself, in parallel, never loaded into JavaScript. The one step SQL cannot do,
// counting cl100k tokens, is done here for each distinct generated chat and handed back as a table.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { settingFromArenaName, BOTCHAT_JUDGE } from '../botchat/readers.ts';
import { recogniseFile } from '../index.ts';
import { MANIFEST_NAME, parseManifest, ManifestSchema, type Manifest } from '../../ingest/manifest.ts';
import type { KnownModel } from '../../ingest/modelRegistry.ts';
import { BOTCHAT_MODELS } from '../botchat/models.ts';
import { ARENA, HUMAN_VOTES } from '../arena/battles.ts';
import { COUNTS_FORMAT, type Counts } from '../../records/counts.ts';
import { countsSql, type CountsSource } from './countsSql.ts';
import { listInputs } from '../../ingest/listInputs.ts';
import { readFile } from 'node:fs/promises';

/** The first line of a text file (its header), split by the delimiter its extension implies. */
async function headerOf(path: string): Promise<string[]> {
  const fh = await open(path, 'r');
  try {
    const buf = Buffer.alloc(64 * 1024);
    const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
    const text = buf
      .subarray(0, bytesRead)
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    if (/\.jsonl?$/i.test(path)) {
      try {
        return Object.keys(JSON.parse(text.split('\n')[0] ?? '') as object);
      } catch {
        return [];
      }
    }
    const line = (text.split('\n')[0] ?? '').replace(/\r$/, '');
    return line.split(/\.csv$/i.test(path) ? ',' : '\t').map((h) => h.trim().replace(/^"|"$/g, ''));
  } finally {
    await fh.close();
  }
}

/**
 * The aggregation's inputs in a data directory, found as readDataset finds them (the manifest's files, or
 * detection by name and header), and the model table (BotChat's plus the manifest's). Files whose records the
 * counts do not use (ground truth, leaderboards, HCG) are left out.
 */
export async function planCountsSources(
  dir: string,
): Promise<{ sources: CountsSource[]; models: KnownModel[]; manifest: Manifest }> {
  let manifest: Manifest = ManifestSchema.parse({});
  try {
    const parsed = parseManifest(await readFile(join(dir, MANIFEST_NAME), 'utf8'), MANIFEST_NAME);
    if (parsed.manifest) manifest = parsed.manifest;
  } catch {
    // No manifest: detection.
  }
  const planned: { file: string; role: string; judge?: string; setting?: string; benchmark?: string }[] = [];
  if (manifest.files) planned.push(...manifest.files.map((f) => ({ ...f, file: f.path })));
  else
    for (const f of (await listInputs(dir)).files) {
      if (f === MANIFEST_NAME) continue;
      const ext = /\.([a-z0-9]+)$/i.exec(f)?.[1]?.toLowerCase() ?? '';
      const header = ['tsv', 'csv', 'jsonl', 'json'].includes(ext) ? await headerOf(join(dir, f)) : [];
      const role = recogniseFile({ path: f, header, keys: header });
      if (role) planned.push({ file: f, role });
    }
  const sources: CountsSource[] = [];
  for (const p of planned) {
    const path = join(dir, p.file);
    const ext = /\.([a-z0-9]+)$/i.exec(p.file)?.[1]?.toLowerCase() ?? '';
    if (p.role === 'botchat-unieval' && ext === 'tsv')
      sources.push({ role: p.role, path, judge: p.judge ?? BOTCHAT_JUDGE, setting: p.setting ?? '' });
    else if ((p.role === 'botchat-gteval' || p.role === 'botchat-arena') && ext === 'tsv')
      sources.push({
        role: p.role,
        path,
        judge: p.judge ?? BOTCHAT_JUDGE,
        setting: p.setting ?? (p.role === 'botchat-arena' ? (settingFromArenaName(p.file) ?? '') : ''),
      });
    else if (p.role === 'botchat-convs' && ext === 'tsv')
      sources.push({ role: p.role, path, columns: await headerOf(path) });
    else if (p.role === 'battles' && ['jsonl', 'tsv', 'csv', 'parquet'].includes(ext))
      sources.push({
        role: 'battles',
        path,
        format: ext as 'jsonl' | 'tsv' | 'csv' | 'parquet',
        judge: p.judge ?? HUMAN_VOTES,
        setting: p.setting ?? '',
        benchmark: p.benchmark ?? ARENA,
      });
  }
  // BotChat's spellings apply to BotChat's files; the manifest's to every file.
  const models = new Map<string, KnownModel>(BOTCHAT_MODELS.map((m) => [m.id, { ...m, scope: 'botchat' }]));
  for (const [id, m] of Object.entries(manifest.models)) {
    const old = models.get(id);
    models.set(id, {
      id,
      display: m.display,
      aliases: [...(old?.aliases ?? []), ...m.aliases],
      ...(m.groundTruth || old?.isGroundTruth ? { isGroundTruth: true } : {}),
    });
    // A manifest entry extending a table's model makes all its spellings any file's.
  }
  return { sources, models: [...models.values()], manifest };
}

/** DuckDB's memory limit for the aggregation (it spills to a temporary directory beyond it). */
export const DUCKDB_MEMORY_LIMIT = '2GB';

/** DuckDB's BIGINT counts as numbers (counts stay far below 2^53). */
function plain(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  return rows.map((r) =>
    Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v])),
  );
}

/**
 * Computes the counts of `sources` with DuckDB. `countTokens` counts a chat's cl100k tokens (the same counter
 * as the in-process path, so the length histograms can agree).
 */
export async function countsWithDuckDB(
  sources: readonly CountsSource[],
  models: readonly KnownModel[],
  countTokens: (text: string) => number,
): Promise<Counts> {
  const sql = countsSql(sources, models);
  // A memory limit, and a place to spill beyond it: DuckDB takes 80% of the machine's memory otherwise.
  const spill = mkdtempSync(join(tmpdir(), 'parley-duckdb-'));
  const instance = await DuckDBInstance.create(':memory:', {
    memory_limit: DUCKDB_MEMORY_LIMIT,
    temp_directory: spill,
  });
  const db = await instance.connect();
  try {
    for (const s of sql.setup) await db.run(s);
    // The token table is filled through a second connection while the chats stream out of the first (appending
    // on the connection whose result is still streaming loses rows); so it is a shared, not a temporary, table.
    await db.run('CREATE OR REPLACE TABLE parley_chat_tokens (sha1 VARCHAR, tokens INTEGER)');
    const writer = await instance.connect();
    const appender = await writer.createAppender('parley_chat_tokens');
    const result = await db.stream(sql.chats);
    for await (const rows of result.yieldRows()) {
      for (const [hash, chat] of rows) {
        appender.appendVarchar(String(hash));
        appender.appendInteger(countTokens(String(chat)));
        appender.endRow();
      }
    }
    appender.closeSync();
    writer.closeSync();
    const read = async (q: string) => plain((await db.runAndReadAll(q)).getRowObjectsJS());
    return {
      format: COUNTS_FORMAT,
      uni: (await read(sql.queries.uni)) as unknown as Counts['uni'],
      passes: (await read(sql.queries.passes)) as unknown as Counts['passes'],
      pairs: (await read(sql.queries.pairs)) as unknown as Counts['pairs'],
      lengths: (await read(sql.queries.lengths)) as unknown as Counts['lengths'],
    };
  } finally {
    db.closeSync();
    instance.closeSync();
    rmSync(spill, { recursive: true, force: true });
  }
}
