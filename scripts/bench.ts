// `npm run bench`: the speed goals of issue 37, each measured as a user meets it: a `parley` command typed at the
// terminal, timed as a whole process from start to exit, on a directory shaped like a user's (the data file beside
// a README.md and a notes.txt), beside the peer it is compared with, in the same run, alternating run by run so
// both meet the same load. No case calls an internal function. The load average is printed with every case.
//
//   npm run bench [-- --scales 1,10,100] [--runs 3] [--only TEXT] [--botchat DIR] [--fastchat DIR]
//
// DIR is a checkout of open-compass/BotChat or lm-sys/FastChat, or a bare git directory of one (the files needed
// are extracted to a temporary directory; no peer code is in Parley: scripts/peers/run_peers.py imports it from
// there). Without a peer its case still runs, and says the comparison was skipped. Data is generated into
// tmp/scale/ when missing (seeded). Python: /usr/bin/python3 with Debian's python3-pandas, -numpy, -scipy,
// -tabulate, -tqdm, -requests.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { PairCount } from '../src/stats/pairCounts.ts';

const ROOT = resolve(import.meta.dirname, '..');
const SCALE_DIR = join(ROOT, 'tmp/scale');
const CLI = join(ROOT, 'src/cli/parley.ts');
const PAGEFIND = join(ROOT, 'node_modules/.bin/pagefind');
const PYTHON = '/usr/bin/python3';
const TIME = '/usr/bin/time';
const { values } = parseArgs({
  options: {
    scales: { type: 'string', default: '1,10,100' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    botchat: { type: 'string', default: process.env.PARLEY_PEER_BOTCHAT },
    fastchat: { type: 'string', default: process.env.PARLEY_PEER_FASTCHAT },
    json: { type: 'string', default: join(ROOT, 'tmp/bench/bench.json') },
    // A folder to keep each site build's own log in (its stage times), one file per build.
    logs: { type: 'string' },
  },
});
const scales = values.scales.split(',').map(Number);
const RUNS = Number(values.runs);
const wanted = (name: string) => !values.only || name.includes(values.only);

// ---- data, in directories as users keep them ----

function generate(args: string[]): void {
  console.error(`generating ${args.join(' ')} ...`);
  execFileSync(process.execPath, [join(ROOT, 'scripts/make-scale-data.ts'), ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** BotChat's files at a scale (100x: GTEval.tsv alone; the whole set is 18 GB). */
function botchatData(scale: number, gtOnly = false): string {
  const dir = join(SCALE_DIR, gtOnly && scale > 10 ? `gteval-${scale}x` : `botchat-${scale}x`);
  if (!existsSync(join(dir, 'scale.json')))
    generate([
      'botchat',
      `--scale=${scale}`,
      ...(gtOnly && scale > 10 ? ['--only=GTEval.tsv'] : []),
      `--out=${dir}`,
    ]);
  return dir;
}

function battlesData(): string {
  const file = join(SCALE_DIR, 'battles', 'battles-1600k.jsonl');
  if (!existsSync(file)) generate(['battles', '--battles=1600000']);
  return file;
}

/**
 * A directory as a user keeps one: the data files (hard links, no copy) beside a README.md and a notes.txt, the
 * data in a subfolder when `sub` is given.
 */
function userDir(name: string, files: readonly string[], sub = ''): string {
  const dir = join(SCALE_DIR, 'user', name);
  if (!existsSync(join(dir, 'README.md'))) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(join(dir, sub), { recursive: true });
    for (const f of files) linkSync(f, join(dir, sub, f.split('/').pop()!));
    writeFileSync(join(dir, 'README.md'), `# ${name}\n\nThe files of this study, as downloaded.\n`);
    writeFileSync(join(dir, 'notes.txt'), 'To do: compare with last month.\n');
  }
  return dir;
}

// ---- whole processes ----

interface Run {
  wall: number;
  /** Peak resident memory of the largest process of the tree (GNU time: wait4's maximum), MB. */
  peakMB: number;
  stdout: string;
  stderr: string;
}

/** Runs a command as a whole process (under GNU time for its peak memory); throws when it fails. */
function run(command: string, args: readonly string[], cwd = ROOT): Run {
  const t = performance.now();
  const r = spawnSync(TIME, ['-f', 'parley-bench-peak-kb %M', command, ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  const wall = (performance.now() - t) / 1000;
  if (r.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${r.status}):\n${r.stderr.slice(-3000)}`);
  const peak = /parley-bench-peak-kb (\d+)/.exec(r.stderr);
  return {
    wall,
    peakMB: peak ? Math.round(Number(peak[1]) / 1024) : NaN,
    stdout: r.stdout,
    stderr: r.stderr,
  };
}

const parley = (args: readonly string[], cwd?: string) => run(process.execPath, [CLI, ...args], cwd);

/** A checkout holding the `needed` files: the directory, or those files extracted from a bare git directory. */
function checkout(path: string, needed: string[]): string {
  const dir = resolve(path);
  if (needed.every((f) => existsSync(join(dir, f)))) return dir;
  const out = mkdtempSync(join(tmpdir(), 'parley-peer-'));
  const tar = execFileSync('git', ['--git-dir', dir, 'archive', 'HEAD', ...needed], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  execFileSync('tar', ['-x', '-C', out], { input: tar });
  return out;
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const load = () => loadavg()[0]!.toFixed(2);
const work = () => mkdtempSync(join(tmpdir(), 'parley-bench-'));

// ---- the rows ----

interface Goal {
  case: string;
  /** What was timed, side by side: Parley's command and what it is compared with. */
  parley: string;
  peer: string;
  parleySeconds: number[];
  peerSeconds: number[];
  parleyPeakMB: number;
  peerPeakMB?: number;
  /** How the ratio reads (peer / Parley, or Parley / reference), and the goal. */
  ratio?: number;
  ratioText: string;
  goal: string;
  met?: boolean;
  agreement?: string;
  load: string;
}

const goals: Goal[] = [];
/** A peer's time over Parley's, said the way it reads: "4.8x faster than BotChat" or "2.2x slower than BotChat". */
const speedText = (ratio: number, peer: string) =>
  ratio >= 1 ? `${ratio.toFixed(1)}x faster than ${peer}` : `${(1 / ratio).toFixed(1)}x slower than ${peer}`;

const say = (g: Goal) => {
  goals.push(g);
  console.error(
    `${g.case}: Parley ${median(g.parleySeconds).toFixed(2)} s (peak ${g.parleyPeakMB} MB) | ${g.peer}: ${g.peerSeconds.length ? `${median(g.peerSeconds).toFixed(2)} s` : 'not run'} | ${g.ratioText} | goal ${g.goal}: ${g.met === undefined ? 'not measured' : g.met ? 'met' : 'MISSED'} | load ${g.load}`,
  );
};

// GT table: `parley counts` against BotChat's analyze(), at each scale.
for (const scale of scales) {
  const name = `GT table, BotChat ${scale}x GTEval`;
  if (!wanted(name)) continue;
  const dir = userDir(`gteval-${scale}x`, [join(botchatData(scale, true), 'GTEval.tsv')], 'judgments');
  const gteval = join(dir, 'judgments', 'GTEval.tsv');
  const bc = values.botchat && checkout(values.botchat, ['botchat/analyze.py', 'botchat/utils.py']);
  const mine: Run[] = [];
  const theirs: Run[] = [];
  const n = scale >= 100 ? 1 : RUNS;
  let counts = '';
  const l0 = load();
  for (let k = 0; k < n; k++) {
    const w = work();
    mine.push(parley(['counts', dir, '--out', join(w, 'study.counts.json')], w));
    counts = readFileSync(join(w, 'study.counts.json'), 'utf8');
    if (bc)
      theirs.push(
        run(PYTHON, [join(ROOT, 'scripts/peers/run_peers.py'), '--botchat', bc, '--gteval', gteval]),
      );
  }
  const agreement = bc ? gtAgreement(counts, JSON.parse(theirs[0]!.stdout).botchat.rows) : undefined;
  const ratio = bc ? median(theirs.map((t) => t.wall)) / median(mine.map((m) => m.wall)) : undefined;
  say({
    case: name,
    parley: `parley counts DIR --out FILE`,
    peer: "BotChat's analyze()",
    parleySeconds: mine.map((m) => m.wall),
    peerSeconds: theirs.map((t) => t.wall),
    parleyPeakMB: Math.max(...mine.map((m) => m.peakMB)),
    ...(bc ? { peerPeakMB: Math.max(...theirs.map((t) => t.peakMB)) } : {}),
    ...(ratio !== undefined ? { ratio } : {}),
    ratioText: ratio !== undefined ? speedText(ratio, 'BotChat') : 'BotChat not run',
    goal: scale === 100 ? '>= 20x BotChat analyze(), identical digits' : '(reported)',
    ...(scale === 100 && agreement ? { met: ratio! >= 20 && agreement.identical } : {}),
    ...(agreement ? { agreement: agreement.text } : {}),
    load: `${l0} → ${load()}`,
  });
}

/** Win, tie and lose per model from a counts file, put BotChat's way (unreadable answers in the denominator). */
function gtAgreement(
  countsText: string,
  bRows: Record<string, { WinRate: string; TieRate: string; LoseRate: string; Score: number }>,
): { identical: boolean; text: string } {
  const counts = JSON.parse(countsText) as { pairs: (PairCount & { kind: string })[] };
  const per = new Map<string, { win: number; good: number; bad: number; lose: number; unparsed: number }>();
  const add = (m: string, win: number, lose: number, good: number, bad: number, unparsed: number) => {
    const r = per.get(m) ?? { win: 0, good: 0, bad: 0, lose: 0, unparsed: 0 };
    per.set(m, {
      win: r.win + win,
      good: r.good + good,
      bad: r.bad + bad,
      lose: r.lose + lose,
      unparsed: r.unparsed + unparsed,
    });
  };
  for (const p of counts.pairs.filter((x) => x.kind === 'gt')) {
    add(p.model1, p.wins1, p.wins2, p.ties, p.bothbad, p.unparsed);
    add(p.model2, p.wins2, p.wins1, p.ties, p.bothbad, p.unparsed);
  }
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  let same = 0;
  const diffs: string[] = [];
  for (const [model, r] of per) {
    const all = r.win + r.good + r.bad + r.lose + r.unparsed;
    const mine = [pct(r.win / all), pct((r.good + r.bad) / all), pct(r.lose / all)];
    const b = bRows[model];
    const score = (3 * r.win + r.good - r.bad - 3 * r.lose) / all;
    if (
      b &&
      JSON.stringify(mine) === JSON.stringify([b.WinRate, b.TieRate, b.LoseRate]) &&
      Math.abs(score - Number(b.Score)) < 1e-12
    )
      same++;
    else
      diffs.push(
        `${model}: ${mine.join('/')} vs ${b ? [b.WinRate, b.TieRate, b.LoseRate].join('/') : 'missing'}`,
      );
  }
  return {
    identical: diffs.length === 0,
    text: `win/tie/lose and score identical for ${same} of ${per.size} models${diffs.length ? `; differ: ${diffs.join('; ')}` : ''}`,
  };
}

// Battles: `parley ratings` against FastChat's compute_bootstrap_bt.
if (wanted('Battles 1.6M')) {
  const dir = userDir('battles-1600k', [battlesData()], 'raw');
  const fc = values.fastchat && checkout(values.fastchat, ['fastchat/serve/monitor/rating_systems.py']);
  const mine: Run[] = [];
  const theirs: Run[] = [];
  let rows: Record<string, number | null>[] = [];
  const l0 = load();
  for (let k = 0; k < RUNS; k++) {
    const w = work();
    mine.push(
      parley(['ratings', dir, '--rounds', '1000', '--format', 'json', '--out', join(w, 'ratings.json')], w),
    );
    rows = JSON.parse(readFileSync(join(w, 'ratings.json'), 'utf8')).views[0].rows;
    if (fc)
      theirs.push(
        run(PYTHON, [
          join(ROOT, 'scripts/peers/run_peers.py'),
          '--fastchat',
          fc,
          '--battles',
          join(dir, 'raw', 'battles-1600k.jsonl'),
          '--rounds',
          '1000',
          '--cpus',
          '2',
        ]),
      );
  }
  // FastChat's whole process, without the agreement check's own fit to convergence (not FastChat's work).
  const peer = theirs.map((t) => t.wall - JSON.parse(t.stdout).fastchat.check_seconds);
  const ratio = fc ? median(peer) / median(mine.map((m) => m.wall)) : undefined;
  const peak = Math.max(...mine.map((m) => m.peakMB));
  const agreement = fc ? btAgreement(rows, JSON.parse(theirs[0]!.stdout).fastchat) : undefined;
  say({
    case: 'Battles 1.6M, 100 models: ratings, 1000 rounds',
    parley: 'parley ratings DIR --rounds 1000 --format json --out FILE',
    peer: "FastChat's compute_bt + compute_bootstrap_bt (2 processes)",
    parleySeconds: mine.map((m) => m.wall),
    peerSeconds: peer,
    parleyPeakMB: peak,
    ...(fc ? { peerPeakMB: Math.max(...theirs.map((t) => t.peakMB)) } : {}),
    ...(ratio !== undefined ? { ratio } : {}),
    ratioText: ratio !== undefined ? speedText(ratio, 'FastChat') : 'FastChat not run',
    goal: '>= 10x FastChat, peak <= 300 MB',
    ...(ratio !== undefined ? { met: ratio >= 10 && peak <= 300 } : {}),
    ...(agreement ? { agreement } : {}),
    load: `${l0} → ${load()}`,
  });
}

/** Point ratings and interval widths against FastChat's (the bootstrap's random streams differ). */
function btAgreement(
  rows: Record<string, number | null>[],
  f: {
    point: Record<string, number>;
    point_converged: Record<string, number>;
    lo: Record<string, number>;
    hi: Record<string, number>;
  },
): string {
  let point = 0;
  let converged = 0;
  let widths = 0;
  let n = 0;
  for (const r of rows) {
    const m = r.model as unknown as string;
    if (r.bt === null || r.bt_lo === null || r.bt_hi === null) continue;
    point = Math.max(point, Math.abs(r.bt! - f.point[m]!));
    converged = Math.max(converged, Math.abs(r.bt! - f.point_converged[m]!));
    widths += (r.bt_hi! - r.bt_lo!) / (f.hi[m]! - f.lo[m]!);
    n++;
  }
  return `points: max |diff| ${point.toFixed(4)} from compute_bt, ${converged.toFixed(5)} from its loss minimized to convergence (${n} models); interval width ratio ${(widths / n).toFixed(3)}`;
}

// Site builds: BotChat 1x cold against Pagefind's own CLI on the same site; a one-conversation rebuild; 10x.
const coldSeconds = new Map<number, number>();
for (const scale of scales.filter((s) => s <= 10)) {
  const name = `BotChat ${scale}x: site build`;
  if (!wanted(name)) continue;
  const data = botchatData(scale);
  const files = readdirSync(data)
    .filter((f) => f !== 'scale.json')
    .map((f) => join(data, f));
  const dir = userDir(`botchat-${scale}x`, files, 'data');
  // The same data with one generated chat edited (one word), for the rebuild.
  const edited = join(SCALE_DIR, 'user', `botchat-${scale}x-edited`);
  if (!existsSync(join(edited, 'README.md'))) {
    mkdirSync(join(edited, 'data'), { recursive: true });
    for (const f of readdirSync(join(dir, 'data'))) {
      if (f !== 'MuTualTest-convs.tsv') linkSync(join(dir, 'data', f), join(edited, 'data', f));
      else {
        const text = readFileSync(join(dir, 'data', f), 'utf8');
        const at = text.indexOf(' the ', Math.floor(text.length / 2));
        writeFileSync(join(edited, 'data', f), `${text.slice(0, at)} that ${text.slice(at + 5)}`);
      }
    }
    for (const f of ['README.md', 'notes.txt']) linkSync(join(dir, f), join(edited, f));
  }
  const cold: Run[] = [];
  const index: Run[] = [];
  const rebuild: Run[] = [];
  const l0 = load();
  const n = scale === 1 ? RUNS : 1;
  for (let k = 0; k < n; k++) {
    const w = work();
    cold.push(parley(['build', dir, '--out', 'site'], w));
    // Pagefind's own CLI indexing the site just built: the floor under the 1x build (its index is its largest
    // step). Not at 10x, whose goal is the 1x build: there it keeps every page's index in memory and ran out of
    // the machine's 24 GiB (22.6 GB peak, exit 1) where the build, indexing in parts, peaked far lower.
    if (scale === 1)
      index.push(run(PAGEFIND, ['--site', join(w, 'site'), '--output-path', join(w, 'pagefind-alone')], w));
    if (scale === 1) rebuild.push(parley(['build', edited, '--out', 'site'], w));
    rmSync(w, { recursive: true, force: true });
    if (values.logs) {
      mkdirSync(values.logs, { recursive: true });
      writeFileSync(join(values.logs, `botchat-${scale}x-cold-${k + 1}.log`), cold.at(-1)!.stdout);
      if (scale === 1)
        writeFileSync(join(values.logs, `botchat-${scale}x-rebuild-${k + 1}.log`), rebuild.at(-1)!.stdout);
    }
  }
  const c = median(cold.map((r) => r.wall));
  coldSeconds.set(scale, c);
  const p = median(index.map((r) => r.wall));
  const peak = Math.max(...cold.map((r) => r.peakMB));
  const lines = cold[0]!.stdout.trim().split('\n');
  if (scale === 1) {
    say({
      case: 'BotChat 1x cold build',
      parley: 'parley build DIR --out site',
      peer: "Pagefind's own CLI on the built site",
      parleySeconds: cold.map((r) => r.wall),
      peerSeconds: index.map((r) => r.wall),
      parleyPeakMB: peak,
      peerPeakMB: Math.max(...index.map((r) => r.peakMB)),
      ratio: c / p,
      ratioText: `${(c / p).toFixed(2)}x Pagefind's indexing`,
      goal: "<= 1.5x Pagefind's own CLI",
      met: c / p <= 1.5,
      agreement: lines.at(-1)!,
      load: `${l0} → ${load()}`,
    });
    const r = median(rebuild.map((x) => x.wall));
    say({
      case: 'BotChat 1x, one conversation edited: rebuild',
      parley: 'parley build DIR-edited --out site (same output and cache)',
      peer: 'the cold build above',
      parleySeconds: rebuild.map((x) => x.wall),
      peerSeconds: cold.map((x) => x.wall),
      parleyPeakMB: Math.max(...rebuild.map((x) => x.peakMB)),
      ratio: r / c,
      ratioText: `${((100 * r) / c).toFixed(1)}% of the cold build`,
      goal: '<= 10% of the cold build (output = cold build: test/e2e/incremental.e2e.test.ts)',
      met: r / c <= 0.1,
      agreement: rebuild[0]!.stdout.trim().split('\n').at(-1)!,
      load: `${l0} → ${load()}`,
    });
  } else {
    const one = coldSeconds.get(1);
    say({
      case: `BotChat ${scale}x cold build`,
      parley: 'parley build DIR --out site',
      peer: 'the 1x cold build of this run',
      parleySeconds: cold.map((r) => r.wall),
      peerSeconds: one ? [one] : [],
      parleyPeakMB: peak,
      ...(one ? { ratio: c / one } : {}),
      ratioText: one ? `${(c / one).toFixed(2)}x the 1x build` : '1x not run',
      goal: `<= ${(scale * 1.05).toFixed(1)}x the 1x build (linear), peak <= 8 GiB`,
      ...(one ? { met: c / one <= scale * 1.05 && peak <= 8192 } : {}),
      agreement: lines.at(-1)!,
      load: `${l0} → ${load()}`,
    });
  }
}

// The reader's own slice (issue 36 item 1): the 1.6M battles with two kinds of voter (the set has no attribute
// beyond the pair, and a benchmark with none gets no filters; the Arena battles reader keeps `judge`), built by the
// CLI; the refit timed in Chromium at 4x CPU throttling by the page's own clock (scripts/refitBench.ts), and the
// cells download's size.
if (wanted('Refit in Chromium')) {
  const w = work();
  const data = join(w, 'battles');
  mkdirSync(data);
  // Voters "a" on odd lines, "b" on even ones: two cells of the same 100 models, a table of the set's full size.
  const src = readFileSync(battlesData(), 'utf8');
  const lines: string[] = [];
  for (let start = 0; start < src.length;) {
    const end = src.indexOf('\n', start) < 0 ? src.length : src.indexOf('\n', start);
    const l = src.slice(start, end).trimEnd();
    if (l.endsWith('}')) lines.push(`${l.slice(0, -1)}, "judge": "voters-${lines.length % 2 ? 'b' : 'a'}"}`);
    start = end + 1;
  }
  writeFileSync(join(data, 'battles-1600k.jsonl'), `${lines.join('\n')}\n`);
  writeFileSync(join(data, 'README.md'), '# battles-1600k, two kinds of voter\n');
  const l0 = load();
  const built = parley(['build', data, '--out', join(w, 'site')], w);
  const { refitInChromium } = await import('./refitBench.ts');
  const t = await refitInChromium(join(w, 'site'), RUNS);
  const mb = (b: number) => `${(b / 1e6).toFixed(2)} MB`;
  say({
    case: 'Refit in Chromium, 4x CPU throttling: 1.6M battles, 100 models',
    parley: `the page's refitSlice over the whole cell table (${t.page}; build ${built.wall.toFixed(1)} s)`,
    peer: 'one value of the first attribute ticked',
    parleySeconds: t.wholeMs.map((x) => x / 1000),
    peerSeconds: t.sliceMs.map((x) => x / 1000),
    parleyPeakMB: built.peakMB,
    ratioText: `cells ${mb(t.bytes)}, ${mb(t.gzipBytes)} gzipped; opening the filters (fetch, parse, first refit) ${(t.openMs / 1000).toFixed(2)} s`,
    goal: '<= 300 ms a refit, <= 2 MB gzipped',
    met: median(t.wholeMs) <= 300 && t.gzipBytes <= 2e6,
    load: `${l0} → ${load()}`,
  });
  rmSync(w, { recursive: true, force: true });
}

const json = { node: process.version, cores: cpus().length, memoryGB: Math.round(totalmem() / 1e9), goals };
mkdirSync(join(values.json, '..'), { recursive: true });
writeFileSync(values.json, `${JSON.stringify(json, null, 1)}\n`);
console.log(
  `\nParley bench (issue 37): Node ${process.version}, ${cpus().length} cores; whole processes, medians of the runs`,
);
for (const g of goals)
  console.log(
    `\n${g.case}\n  Parley: ${g.parley}: ${median(g.parleySeconds).toFixed(2)} s (runs ${g.parleySeconds.map((x) => x.toFixed(2)).join(', ')}), peak ${g.parleyPeakMB} MB\n  ${g.peer}: ${g.peerSeconds.length ? `${median(g.peerSeconds).toFixed(2)} s${g.peerPeakMB !== undefined ? `, peak ${g.peerPeakMB} MB` : ''}` : 'not run'}\n  ${g.ratioText}; goal ${g.goal}: ${g.met === undefined ? 'not measured' : g.met ? 'met' : 'MISSED'}; load average ${g.load}${g.agreement ? `\n  ${g.agreement}` : ''}`,
  );
console.log(`\nJSON in ${values.json}`);
