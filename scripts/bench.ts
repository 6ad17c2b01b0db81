// `npm run bench`: Parley's stages at each scale, several runs each in a fresh process; medians and peak
// memory as a table and as JSON; the targets of the speed issue checked; and, given local copies of the peers,
// BotChat's analyze() and FastChat's Bradley-Terry bootstrap on the same files, side by side.
//
//   npm run bench [-- --scales 1,10,100] [--runs 3] [--only NAME] [--botchat DIR] [--fastchat DIR]
//
// DIR is a checkout of open-compass/BotChat or lm-sys/FastChat (or a bare git directory of one: the files
// needed are extracted to a temporary directory). Without them the peer comparison is skipped, and said so.
// Data is generated into tmp/scale/ when missing (seeded; 100x is about 18 GB). Python: /usr/bin/python3 with
// Debian's python3-pandas, -numpy, -scipy, -tabulate, -tqdm, -requests.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, linkSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createRandom } from '../src/stats/random.ts';
import { countCl100k } from '../src/stats/tokens.ts';
import { comparePeers, type PeerReport } from './bench/peers.ts';

const ROOT = resolve(import.meta.dirname, '..');
const SCALE_DIR = join(ROOT, 'tmp/scale');
const { values } = parseArgs({
  options: {
    scales: { type: 'string', default: '1,10,100' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    botchat: { type: 'string', default: process.env.PARLEY_PEER_BOTCHAT },
    fastchat: { type: 'string', default: process.env.PARLEY_PEER_FASTCHAT },
    json: { type: 'string', default: join(ROOT, 'tmp/bench/bench.json') },
  },
});
const scales = values.scales.split(',').map(Number);
const runs = Number(values.runs);

/** Makes the generated data a case needs, when missing. */
function ensureData(kind: 'botchat' | 'battles', arg: number): string {
  const dir = kind === 'botchat' ? join(SCALE_DIR, `botchat-${arg}x`) : join(SCALE_DIR, 'battles');
  const file = kind === 'botchat' ? join(dir, 'scale.json') : join(dir, `battles-${arg / 1000}k.jsonl`);
  if (!existsSync(file)) {
    console.error(`generating ${kind} ${arg} into ${dir} ...`);
    execFileSync(
      process.execPath,
      [
        join(ROOT, 'scripts/make-scale-data.ts'),
        kind,
        kind === 'botchat' ? `--scale=${arg}` : `--battles=${arg}`,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
  }
  return dir;
}

/** A directory holding hard links to some files of another (a subset of a data set, without copying). */
function subset(from: string, files: string[], name: string): string {
  const dir = join(SCALE_DIR, 'subsets', name);
  if (!existsSync(dir)) {
    mkdirSync(dir, { recursive: true });
    for (const f of files) linkSync(join(from, f), join(dir, f));
  }
  return dir;
}

interface StageResult {
  stage: string;
  seconds: Record<string, number>;
  units: number;
  unit: string;
  maxRssMB: number;
  detail?: unknown;
}

/** Runs one stage in a fresh Node process (peak memory is then the stage's own). */
function runStage(stage: string, dir: string, work = ''): StageResult {
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts/bench/stage.ts'), stage, dir, work], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  const line = r.stdout.trim().split('\n').pop() ?? '';
  if (r.status !== 0 || !line.startsWith('{'))
    throw new Error(`stage ${stage} on ${dir} failed (${r.status}):\n${r.stderr.slice(-2000)}`);
  return JSON.parse(line) as StageResult;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

interface Case {
  name: string;
  stage: string;
  dir: () => string;
  runs: number;
  /** The phase whose median is compared with the target, and the target. */
  target?: { phase: string; text: string; met: (r: Row) => boolean };
}

interface Row {
  case: string;
  phase: string;
  runs: number;
  median: number;
  min: number;
  max: number;
  rate: string;
  peakRssMB: number;
  target?: string;
  met?: boolean;
}

const cases: Case[] = [];
const judgmentFiles = ['UniEval.tsv', 'GTEval.tsv', 'ArenaEval-8.tsv', 'ArenaEval-16.tsv'];
for (const s of scales) {
  const d = () => ensureData('botchat', s);
  const n = s === 100 ? 1 : runs;
  cases.push({ name: `BotChat ${s}x: read (bytes through UTF-8 decoding)`, stage: 'read', dir: d, runs: n });
  if (s <= 10) {
    cases.push({ name: `BotChat ${s}x: read + parse (records)`, stage: 'ingest', dir: d, runs: n });
    cases.push({
      name: `BotChat ${s}x: ingest + statistics`,
      stage: 'ingest+statistics',
      dir: d,
      runs: n,
      ...(s === 1
        ? {
            target: {
              phase: 'ingest + statistics',
              text: '< 5 s',
              met: (r: Row) => r.median < 5,
            },
          }
        : {}),
    });
    cases.push({
      name: `BotChat ${s}x: tokenization (cold, every generated chat)`,
      stage: 'tokenize',
      dir: d,
      runs: n,
      target: { phase: 'tokenize', text: '>= 2M tokens/s', met: (r) => parseRate(r.rate) >= 2e6 },
    });
  }
  const aggDir = s === 100 ? () => subset(d(), judgmentFiles, `botchat-100x-judgments`) : d;
  const what = s === 100 ? 'judgment files only' : 'all files';
  cases.push({
    name: `BotChat ${s}x: aggregation in process (${what})`,
    stage: 'counts-node',
    dir: aggDir,
    runs: n,
  });
  cases.push({
    name: `BotChat ${s}x: aggregation in DuckDB (${what})`,
    stage: 'counts-duckdb',
    dir: aggDir,
    runs: n,
  });
  if (s === 1)
    cases.push({
      name: 'BotChat 1x: site build',
      stage: 'build',
      dir: d,
      runs: n,
      target: { phase: 'cold build', text: '< 30 s', met: (r) => r.median < 30 },
    });
}
const battles = () => subset(ensureData('battles', 1_600_000), ['battles-1600k.jsonl'], 'battles-1600k');
cases.push({
  name: 'Battles 1.6M, 100 models: ratings',
  stage: 'bt-bootstrap',
  dir: battles,
  runs,
  target: { phase: 'BT + 1000 rounds, 2 worker threads', text: '< 2 s', met: (r) => r.median < 2 },
});
cases.push({ name: 'Battles 1.6M: aggregation in process', stage: 'counts-node', dir: battles, runs });
cases.push({ name: 'Battles 1.6M: aggregation in DuckDB', stage: 'counts-duckdb', dir: battles, runs });

function parseRate(rate: string): number {
  return Number(rate.split(' ')[0]?.replaceAll(',', '') ?? 0);
}

const rows: Row[] = [];
const loadBefore = loadavg();
const started = performance.now();
for (const c of cases.filter((x) => !values.only || x.name.includes(values.only))) {
  const dir = c.dir();
  const results: StageResult[] = [];
  for (let k = 0; k < c.runs; k++) {
    const work = mkdtempSync(join(tmpdir(), 'parley-bench-'));
    results.push(runStage(c.stage, dir, work));
  }
  const phases = Object.keys(results[0]!.seconds);
  for (const phase of phases) {
    const xs = results.map((r) => r.seconds[phase]!);
    const m = median(xs);
    const units = results[0]!.units;
    const row: Row = {
      case: c.name,
      phase,
      runs: c.runs,
      median: m,
      min: Math.min(...xs),
      max: Math.max(...xs),
      rate:
        units && results[0]!.unit && phases.length <= 2 && phase !== 'statistics (tokens cached)'
          ? `${Math.round(units / m).toLocaleString('en-US')} ${results[0]!.unit}/s`
          : '',
      peakRssMB: Math.max(...results.map((r) => r.maxRssMB)),
    };
    if (c.target?.phase === phase) {
      row.target = c.target.text;
      row.met = c.target.met(row);
    }
    rows.push(row);
    console.error(
      `${c.name} | ${phase}: ${m.toFixed(3)} s${row.rate ? ` (${row.rate})` : ''}, peak ${row.peakRssMB} MB`,
    );
  }
  if (c.stage === 'build') {
    const cold = rows.find((r) => r.case === c.name && r.phase === 'cold build')!;
    const again = rows.find((r) => r.case === c.name && r.phase === 'no-change rebuild')!;
    const one = rows.find((r) => r.case === c.name && r.phase === 'one-file-changed rebuild')!;
    again.target = '< 20% of cold';
    again.met = again.median < 0.2 * cold.median;
    again.rate = `${((100 * again.median) / cold.median).toFixed(1)}% of cold`;
    one.rate = `${((100 * one.median) / cold.median).toFixed(1)}% of cold`;
    const log = (results[0]!.detail as { log: string[] }).log;
    console.error(log.map((l) => `    ${l}`).join('\n'));
  }
}

// Synthetic unique texts: tokenization with no repeat at all.
if (!values.only || 'cl100k unique texts'.includes(values.only)) {
  const rng = createRandom(4);
  const words = [
    'hello',
    'weekend',
    'really',
    'think',
    'coffee',
    'привет',
    '天气',
    'مرحبا',
    '😀',
    "don't",
    'because',
  ];
  const texts = Array.from(
    { length: 20000 },
    (_, i) =>
      `${Array.from({ length: 10 + Math.floor(rng() * 40) }, () => words[Math.floor(rng() * words.length)]).join(' ')} #${i}`,
  );
  const xs: number[] = [];
  let tokens = 0;
  for (let k = 0; k < runs; k++) {
    tokens = 0;
    const t = performance.now();
    for (const s of texts) tokens += countCl100k(s);
    xs.push((performance.now() - t) / 1000);
  }
  const m = median(xs);
  const rate = Math.round(tokens / m);
  rows.push({
    case: 'cl100k, 20,000 unique mixed-script texts (no cache)',
    phase: 'tokenize',
    runs,
    median: m,
    min: Math.min(...xs),
    max: Math.max(...xs),
    rate: `${rate.toLocaleString('en-US')} tokens/s`,
    peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
    target: '>= 2M tokens/s',
    met: rate >= 2e6,
  });
}

// The peers, side by side on the same files.
let peers: PeerReport | { skipped: string } = {
  skipped: 'no --botchat / --fastchat checkout given (or PARLEY_PEER_BOTCHAT / PARLEY_PEER_FASTCHAT)',
};
if ((values.botchat || values.fastchat) && (!values.only || 'peers'.includes(values.only))) {
  peers = comparePeers({
    ...(values.botchat ? { botchat: values.botchat } : {}),
    ...(values.fastchat ? { fastchat: values.fastchat } : {}),
    gteval: scales.filter((s) => s <= 10).map((s) => ({ scale: s, dir: ensureData('botchat', s) })),
    battles: join(battles(), 'battles-1600k.jsonl'),
    runStage,
    runs,
  });
}

const loadAfter = loadavg();
const pad = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s.padEnd(n));
console.log(
  `\nParley bench: Node ${process.version}, ${cpus().length} cores, ${Math.round(totalmem() / 1e9)} GB; load average ${loadBefore.map((x) => x.toFixed(2)).join(' ')} before, ${loadAfter.map((x) => x.toFixed(2)).join(' ')} after; ${((performance.now() - started) / 60000).toFixed(1)} min`,
);
console.log(
  `${pad('case', 58)} ${pad('phase', 28)} ${'runs'.padStart(4)} ${'median s'.padStart(9)} ${'min'.padStart(8)} ${'max'.padStart(8)}  ${pad('rate', 24)} ${'peak MB'.padStart(7)}  target`,
);
for (const r of rows)
  console.log(
    `${pad(r.case, 58)} ${pad(r.phase, 28)} ${String(r.runs).padStart(4)} ${r.median.toFixed(3).padStart(9)} ${r.min.toFixed(3).padStart(8)} ${r.max.toFixed(3).padStart(8)}  ${pad(r.rate, 24)} ${String(r.peakRssMB).padStart(7)}  ${r.target ? `${r.target}: ${r.met ? 'met' : 'MISSED'}` : ''}`,
  );
if ('skipped' in peers) console.log(`\nPeers: comparison skipped: ${peers.skipped}.`);
else for (const line of peers.lines) console.log(line);
const json = {
  node: process.version,
  cores: cpus().length,
  loadavg: { before: loadBefore, after: loadAfter },
  results: rows,
  peers: 'skipped' in peers ? peers : peers.json,
};
mkdirSync(join(values.json, '..'), { recursive: true });
writeFileSync(values.json, `${JSON.stringify(json, null, 1)}\n`);
console.log(`\nJSON (also in ${values.json}):`);
console.log(JSON.stringify(json));
