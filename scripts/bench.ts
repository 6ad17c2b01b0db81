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

/**
 * The GTEval file of BotChat at a scale, alone (GTEval.tsv in its own directory): 100x is generated alone (the
 * whole 100x set is 18 GB; the file is byte-identical to the one the whole set holds).
 */
function ensureGtEval(scale: number): string {
  if (scale <= 10) return ensureData('botchat', scale);
  const dir = join(SCALE_DIR, `gteval-${scale}x`);
  if (!existsSync(join(dir, 'scale.json'))) {
    console.error(`generating BotChat ${scale}x GTEval.tsv alone into ${dir} ...`);
    execFileSync(
      process.execPath,
      [
        join(ROOT, 'scripts/make-scale-data.ts'),
        'botchat',
        `--scale=${scale}`,
        '--only=GTEval.tsv',
        `--out=${dir}`,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
  }
  return dir;
}

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
  /** The stage process's wall time, start to exit (the "whole process" of the issue's goals). */
  wallSeconds: number;
  seconds: Record<string, number>;
  units: number;
  unit: string;
  maxRssMB: number;
  /** The peak of the stage's process tree (with GNU time). */
  treePeakMB?: number;
  detail?: unknown;
}

/** GNU time, when the machine has it: the peak of the stage's process tree (Astro's and Pagefind's processes too). */
const TIME = '/usr/bin/time';
const PEAK = 'parley-bench-tree-peak-kb';

/** Runs one stage in a fresh Node process (peak memory is then the stage's own). */
function runStage(stage: string, dir: string, work = ''): StageResult {
  const started = performance.now();
  const args = [join(ROOT, 'scripts/bench/stage.ts'), stage, dir, work];
  const timed = existsSync(TIME);
  const r = spawnSync(
    timed ? TIME : process.execPath,
    timed ? ['-f', `${PEAK} %M`, process.execPath, ...args] : args,
    {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    },
  );
  const line = r.stdout.trim().split('\n').pop() ?? '';
  if (r.status !== 0 || !line.startsWith('{'))
    throw new Error(`stage ${stage} on ${dir} failed (${r.status}):\n${r.stderr.slice(-2000)}`);
  // The largest process of the tree (the stage or a child it waited for): wait4's maximum resident size.
  const tree = r.stderr.match(new RegExp(`${PEAK} (\\d+)`));
  return {
    ...(JSON.parse(line) as StageResult),
    wallSeconds: (performance.now() - started) / 1000,
    ...(tree ? { treePeakMB: Math.round(Number(tree[1]) / 1024) } : {}),
  };
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
  /** The peak of the largest process of the stage's tree (Astro's and Pagefind's processes too), when measured. */
  peakTreeMB?: number;
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
              text: '<= 3 s',
              met: (r: Row) => r.median <= 3,
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
  if (s === 10)
    cases.push({
      name: 'BotChat 10x: site build',
      stage: 'build-cold',
      dir: d,
      runs: 1,
      target: {
        phase: 'cold build',
        text: '<= 5 min, peak <= 8 GiB',
        met: (r) => r.median <= 300 && Math.max(r.peakRssMB, r.peakTreeMB ?? 0) <= 8192,
      },
    });
  if (s === 1)
    cases.push({
      name: 'BotChat 1x: site build',
      stage: 'build',
      dir: d,
      runs: n,
      target: {
        phase: 'cold build',
        text: '<= 30 s, peak <= 2 GiB',
        met: (r) => r.median <= 30 && Math.max(r.peakRssMB, r.peakTreeMB ?? 0) <= 2048,
      },
    });
}
const battles = () => subset(ensureData('battles', 1_600_000), ['battles-1600k.jsonl'], 'battles-1600k');
cases.push({
  name: 'Battles 1.6M, 100 models: ratings',
  stage: 'bt-bootstrap',
  dir: battles,
  runs,
  target: {
    phase: 'whole process',
    text: '<= 2.5 s, <= 300 MB',
    met: (r) => r.median <= 2.5 && r.peakRssMB <= 300,
  },
});
cases.push({ name: 'Battles 1.6M: aggregation in process', stage: 'counts-node', dir: battles, runs });
cases.push({ name: 'Battles 1.6M: aggregation in DuckDB', stage: 'counts-duckdb', dir: battles, runs });

interface PeerJson {
  fastchat?: { processRatio: number };
  [k: `botchat-${number}x`]: { ratio: number; identical: boolean; rows: number } | undefined;
}

/**
 * Each row of the speed issue's goals: what this run measured of it, and whether it was met (a case's own target
 * where it has one, so each threshold is written once).
 */
function issueGoals(
  rows: readonly Row[],
  peerJson: PeerJson | undefined,
): { goal: string; measured: string; met?: boolean }[] {
  const at = (c: string, phase: string) => rows.find((r) => r.case.startsWith(c) && r.phase === phase);
  const seconds = (r: Row | undefined) => (r ? `${r.median.toFixed(2)} s` : '');
  const cold = at('BotChat 1x: site build', 'cold build');
  const oneFile = at('BotChat 1x: site build', 'one-file-changed rebuild');
  const edited = at('BotChat 1x: site build', 'one-conversation-edited rebuild');
  const tenfold = at('BotChat 10x: site build', 'cold build');
  const ingest = at('BotChat 1x: ingest + statistics', 'ingest + statistics');
  const ratings = at('Battles 1.6M, 100 models: ratings', 'whole process');
  const fastchat = peerJson?.fastchat;
  const gt = peerJson?.['botchat-100x'];
  const both = (a: boolean | undefined, b: boolean | undefined) =>
    a === undefined || b === undefined ? undefined : a && b;
  return [
    {
      goal: 'BotChat 1x cold build: <= 30 s, peak <= 2 GiB',
      measured: cold
        ? `${seconds(cold)}, peak ${cold.peakRssMB} MB in the build's process${cold.peakTreeMB ? `, ${cold.peakTreeMB} MB in its largest process (Astro's or Pagefind's included)` : ''}`
        : '',
      met: cold?.met,
    },
    {
      goal: "BotChat 1x, one conversation's text edited: rebuild <= 10 s, output = cold build",
      measured: edited
        ? `${seconds(edited)} (one word of one generated chat changed; output = cold build is test/e2e/incremental.e2e.test.ts)`
        : '',
      met: edited ? edited.median <= 10 : undefined,
    },
    {
      goal: 'BotChat 1x, one judgment changed: rebuild <= 10 s',
      measured: oneFile ? `${seconds(oneFile)} (one verdict of GTEval.tsv flipped)` : '',
      met: oneFile ? oneFile.median <= 10 : undefined,
    },
    {
      goal: 'BotChat 1x ingest + statistics, galleries included: <= 3 s',
      measured: seconds(ingest),
      met: ingest?.met,
    },
    {
      goal: '1.6M battles, read + BT + 1000 rounds, whole process: <= 2.5 s, <= 300 MB, >= 10x FastChat',
      measured: ratings
        ? `${seconds(ratings)}, peak ${ratings.peakRssMB} MB${fastchat ? `, ${fastchat.processRatio.toFixed(1)}x FastChat` : ', FastChat not run'}`
        : '',
      met: ratings ? both(ratings.met, fastchat ? fastchat.processRatio >= 10 : undefined) : undefined,
    },
    {
      goal: "GT table on 621,600 rows: >= 20x BotChat's analyze(), identical to the printed digit",
      measured: gt
        ? `${gt.ratio.toFixed(1)}x on ${gt.rows} rows, ${gt.identical ? 'identical' : 'NOT identical'}`
        : '',
      met: gt ? gt.ratio >= 20 && gt.identical : undefined,
    },
    {
      goal: 'BotChat 10x (about 90k pages) builds in <= 5 min, peak <= 8 GiB',
      measured: tenfold
        ? `${seconds(tenfold)}, peak ${tenfold.peakRssMB} MB in the build's process${tenfold.peakTreeMB ? `, ${tenfold.peakTreeMB} MB in its largest process` : ''}`
        : '',
      met: tenfold?.met,
    },
  ];
}

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
  // The process's own wall time, beside its phases, for the cases whose goal is the whole process.
  if (c.target?.phase === 'whole process')
    for (const r of results) r.seconds['whole process'] = r.wallSeconds;
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
      ...(results.every((r) => r.treePeakMB !== undefined)
        ? { peakTreeMB: Math.max(...results.map((r) => r.treePeakMB!)) }
        : {}),
    };
    if (c.target?.phase === phase) {
      row.target = c.target.text;
      row.met = c.target.met(row);
    }
    rows.push(row);
    console.error(
      `${c.name} | ${phase}: ${m.toFixed(3)} s${row.rate ? ` (${row.rate})` : ''}, peak ${row.peakRssMB} MB${row.peakTreeMB ? ` (largest process of the tree ${row.peakTreeMB} MB)` : ''}`,
    );
  }
  if (c.stage === 'build-cold') {
    const log = (results[0]!.detail as { log: string[] }).log;
    console.error(log.map((l) => `    ${l}`).join('\n'));
  }
  if (c.stage === 'build') {
    const cold = rows.find((r) => r.case === c.name && r.phase === 'cold build')!;
    const again = rows.find((r) => r.case === c.name && r.phase === 'no-change rebuild')!;
    const one = rows.find((r) => r.case === c.name && r.phase === 'one-file-changed rebuild')!;
    const edited = rows.find((r) => r.case === c.name && r.phase === 'one-conversation-edited rebuild')!;
    edited.rate = `${((100 * edited.median) / cold.median).toFixed(1)}% of cold`;
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
// With --only, a peer runs when the text names it ("peers"), or its case ("Battles", "GT table").
const only = (names: string[]) => !values.only || names.some((n) => n.includes(values.only!));
const withBotchat = values.botchat && only(['peers', 'GT table (BotChat analyze())']);
const withFastchat = values.fastchat && only(['peers', 'Battles 1.6M, 100 models: ratings (FastChat)']);
if (withBotchat || withFastchat) {
  peers = comparePeers({
    ...(withBotchat ? { botchat: values.botchat } : {}),
    ...(withFastchat ? { fastchat: values.fastchat } : {}),
    gteval: withBotchat ? scales.map((s) => ({ scale: s, dir: ensureGtEval(s) })) : [],
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
  `${pad('case', 58)} ${pad('phase', 32)} ${'runs'.padStart(4)} ${'median s'.padStart(9)} ${'min'.padStart(8)} ${'max'.padStart(8)}  ${pad('rate', 24)} ${'peak MB'.padStart(7)}  target`,
);
for (const r of rows)
  console.log(
    `${pad(r.case, 58)} ${pad(r.phase, 32)} ${String(r.runs).padStart(4)} ${r.median.toFixed(3).padStart(9)} ${r.min.toFixed(3).padStart(8)} ${r.max.toFixed(3).padStart(8)}  ${pad(r.rate, 24)} ${String(r.peakRssMB).padStart(7)}  ${r.target ? `${r.target}: ${r.met ? 'met' : 'MISSED'}` : ''}`,
  );
if ('skipped' in peers) console.log(`\nPeers: comparison skipped: ${peers.skipped}.`);
else for (const line of peers.lines) console.log(line);
const goals = issueGoals(rows, 'skipped' in peers ? undefined : (peers.json as PeerJson));
console.log(
  `\nThe goals of the speed issue (19), this run (load average ${loadAfter[0]!.toFixed(2)} at the end):`,
);
for (const g of goals)
  console.log(
    `  ${g.goal}\n      ${g.met === undefined ? 'not measured' : g.met ? 'met' : 'MISSED'}${g.measured ? `: ${g.measured}` : ''}`,
  );
const json = {
  node: process.version,
  cores: cpus().length,
  loadavg: { before: loadBefore, after: loadAfter },
  results: rows,
  goals,
  peers: 'skipped' in peers ? peers : peers.json,
};
mkdirSync(join(values.json, '..'), { recursive: true });
writeFileSync(values.json, `${JSON.stringify(json, null, 1)}\n`);
console.log(`\nJSON (also in ${values.json}):`);
console.log(JSON.stringify(json));
