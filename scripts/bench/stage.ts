// One measurement of the bench, run in its own process so its peak memory is its own:
//   node scripts/bench/stage.ts STAGE DATA_DIR [WORK_DIR]
// Prints one JSON line: { stage, seconds: { phase: s }, units, unit, maxRssMB, detail }.
import { linkSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Modules are loaded by the stage that needs them, so a process's start costs what that stage needs (the
// whole-process times beside the peers' are fair: no DuckDB or Astro loaded to read a TSV file).
/** The bootstrap seed of the bench (Parley's default). */
const SEED = 20231101;

const [stage = '', dir = '', work = ''] = process.argv.slice(2);
const seconds: Record<string, number> = {};
let units = 0;
let unit = '';
let detail: unknown = undefined;
const timed = async <T>(phase: string, f: () => Promise<T> | T): Promise<T> => {
  const t = performance.now();
  const out = await f();
  seconds[phase] = (performance.now() - t) / 1000;
  return out;
};

switch (stage) {
  case 'read': {
    // Bytes from disk through the UTF-8 decoder, every file (the floor under any parse).
    const { textPieces } = await import('../../src/ingest/streamText.ts');
    let bytes = 0;
    await timed('read', () => {
      for (const f of readdirSync(dir)) {
        if (!/\.(tsv|jsonl)$/.test(f)) continue;
        for (const piece of textPieces(join(dir, f), f, [])) bytes += piece.length;
      }
    });
    units = bytes / 1e6;
    unit = 'MB';
    break;
  }
  case 'ingest': {
    const { readDataset } = await import('../../src/profiles/index.ts');
    const d = await timed('ingest', () => readDataset(dir));
    units = d.report.files.reduce((t, f) => t + f.rowsRead, 0);
    unit = 'rows';
    break;
  }
  case 'ingest+statistics': {
    const { readDataset } = await import('../../src/profiles/index.ts');
    const { buildSiteModel } = await import('../../src/pipeline/buildSiteModel.ts');
    const { createTokenCounter } = await import('../../src/stats/tokens.ts');
    const { startDetectorPool } = await import('../../src/pipeline/gallery/detectorPool.ts');
    // As the build does it: the detectors' second thread starts before the read.
    const detectors = startDetectorPool();
    // A first build's model: tokens cold. Then the same model with the tokens cached (statistics alone).
    const d = await timed('ingest', () => readDataset(dir));
    const counter = createTokenCounter();
    const timings: Record<string, number> = {};
    await timed('statistics (tokens cold)', () =>
      buildSiteModel(d, { countTokens: (t) => counter.count(t), version: 'bench', timings, detectors }),
    );
    // The gallery's detectors read every chat of every conversation: apart, so the leaderboard's statistics
    // (the target) and the galleries can be read separately.
    seconds['of it: gallery detectors'] = timings.gallery ?? 0;
    const warm = createTokenCounter(counter.cache());
    await timed('statistics (tokens cached)', () =>
      buildSiteModel(d, { countTokens: (t) => warm.count(t), version: 'bench', detectors }),
    );
    await detectors.close();
    seconds['ingest + statistics'] = seconds.ingest! + seconds['statistics (tokens cold)']!;
    seconds['ingest + statistics without the gallery'] =
      seconds['ingest + statistics']! - (timings.gallery ?? 0);
    units = d.uniJudgments.length + d.pairJudgments.length;
    unit = 'judgments';
    break;
  }
  case 'tokenize': {
    const { readDataset } = await import('../../src/profiles/index.ts');
    const { createTokenCounter } = await import('../../src/stats/tokens.ts');
    // Every generated chat of the conversation file, cold: the build's real mix of texts.
    const d = await readDataset(dir);
    const texts = d.conversations.flatMap((c) => c.chats.slice(c.seedChats));
    const counter = createTokenCounter();
    let tokens = 0;
    await timed('tokenize', () => {
      for (const t of texts) tokens += counter.count(t);
    });
    units = tokens;
    unit = 'tokens';
    detail = { texts: texts.length, distinct: Object.keys(counter.cache()).length };
    break;
  }
  case 'counts-node': {
    const { countsInProcess } = await import('../../src/profiles/counts/countsOfDirectory.ts');
    const { createTokenCounter } = await import('../../src/stats/tokens.ts');
    const counter = createTokenCounter();
    const r = await timed('aggregate', () => countsInProcess(dir, (t) => counter.count(t)));
    units = r.report.files.reduce((t, f) => t + f.rowsRead, 0);
    unit = 'rows';
    detail = { uni: r.counts.uni.length, pairs: r.counts.pairs.length, lengths: r.counts.lengths.length };
    break;
  }
  case 'counts-duckdb': {
    const { countsInDuckDB } = await import('../../src/profiles/counts/countsOfDirectory.ts');
    const { createTokenCounter } = await import('../../src/stats/tokens.ts');
    const counter = createTokenCounter();
    const c = await timed('aggregate', () => countsInDuckDB(dir, (t) => counter.count(t)));
    detail = { uni: c.uni.length, pairs: c.pairs.length, lengths: c.lengths.length };
    break;
  }
  case 'build': {
    const { buildSite } = await import('../../src/pipeline/buildSite.ts');
    // Cold build, then a rebuild with nothing changed, then one after one judgment file changed.
    rmSync(work, { recursive: true, force: true });
    const cache = join(work, 'cache');
    const out = join(work, 'site');
    const log: string[] = [];
    const opts = { outDir: out, cacheDir: cache, log: (m: string) => log.push(m) };
    await timed('cold build', () => buildSite({ dataDir: dir, ...opts }));
    await timed('no-change rebuild', () => buildSite({ dataDir: dir, ...opts }));
    // A copy of the data (hard links) in which GTEval.tsv has one verdict flipped; then one in which, besides,
    // one generated chat of the conversation file has one word changed (its conversation's page alone changes).
    const copy = (to: string, edits: Record<string, [string, string]>) => {
      mkdirSync(to, { recursive: true });
      for (const f of readdirSync(dir)) {
        const edit = edits[f];
        if (edit) {
          const text = readFileSync(join(dir, f), 'utf8');
          const at = text.indexOf(edit[0], Math.floor(text.length / 2));
          if (at === -1) throw new Error(`${f}: no ${edit[0]} in its second half`);
          writeFileSync(join(to, f), `${text.slice(0, at)}${edit[1]}${text.slice(at + edit[0].length)}`);
        } else linkSync(join(dir, f), join(to, f));
      }
    };
    const verdict: [string, string] = ['Choice: Neither', 'Choice: Both'];
    copy(join(work, 'data'), { 'GTEval.tsv': verdict });
    await timed('one-file-changed rebuild', () => buildSite({ dataDir: join(work, 'data'), ...opts }));
    copy(join(work, 'data-edited'), { 'GTEval.tsv': verdict, 'MuTualTest-convs.tsv': [' the ', ' that '] });
    await timed('one-conversation-edited rebuild', () =>
      buildSite({ dataDir: join(work, 'data-edited'), ...opts }),
    );
    detail = { log };
    rmSync(work, { recursive: true, force: true });
    break;
  }
  case 'build-cold': {
    // One cold build (the large scales: 10x is about 90,000 pages).
    const { buildSite } = await import('../../src/pipeline/buildSite.ts');
    rmSync(work, { recursive: true, force: true });
    const log: string[] = [];
    const opts = {
      outDir: join(work, 'site'),
      cacheDir: join(work, 'cache'),
      log: (m: string) => log.push(m),
    };
    const code = await timed('cold build', () => buildSite({ dataDir: dir, ...opts }));
    if (code !== 0) throw new Error(`the build failed:\n${log.join('\n')}`);
    detail = { log };
    rmSync(work, { recursive: true, force: true });
    break;
  }
  case 'bt-bootstrap': {
    // The rating pipeline on a battle file, as one process does it: read and count (the fast battles path when
    // the file is plain battles), fit, 1000 bootstrap rounds on two worker threads. Nothing else: the process's
    // wall time is the "whole process".
    // The second thread starts first: it loads its modules while this one reads.
    const { parallelBootstrap, startBootstrapWorkers } =
      await import('../../src/pipeline/parallelBootstrap.ts');
    const pool = startBootstrapWorkers(1);
    const { readBattleCounts } = await import('../../src/profiles/arena/battleCounts.ts');
    const { bradleyTerry } = await import('../../src/stats/bradleyTerry.ts');
    const read = await timed('read + count', () => readBattleCounts(dir));
    if (read.tables.length !== 1) throw new Error(`expected one table of battles, got ${read.tables.length}`);
    const { counts, battles } = read.tables[0]!;
    await timed('Bradley-Terry fit', () => bradleyTerry(counts));
    const rows = await timed('BT + 1000 rounds, 2 worker threads', () =>
      parallelBootstrap(counts, { rounds: 1000, seed: SEED }, pool),
    );
    units = battles;
    unit = 'battles';
    detail = { rows, fast: read.fast, pairs: counts.length };
    break;
  }
  case 'gt-table': {
    // BotChat's GT table from a directory holding its GTEval file, as analyze() computes it from that file: read
    // and count (the fast path for a plain GTEval TSV), then win/tie/lose per model.
    const { readPairEvalCounts } = await import('../../src/profiles/botchat/gtTable.ts');
    const { winTieLose } = await import('../../src/stats/winTieLose.ts');
    const read = await timed('read + parse', () => readPairEvalCounts(dir));
    const rows = await timed('win/tie/lose', () => winTieLose(read.judgments.filter((p) => p.kind === 'gt')));
    units = read.report.files.reduce((t, f) => t + f.rowsRead, 0);
    unit = 'comparisons';
    detail = { rows, fast: read.fast };
    break;
  }
  default:
    console.error(`unknown stage ${stage}`);
    process.exit(2);
}
console.log(
  JSON.stringify({
    stage,
    seconds,
    units,
    unit,
    maxRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
    detail,
  }),
);
