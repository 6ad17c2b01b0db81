// The side-by-side part of the bench: the peers' own code (through scripts/peers/run_peers.py) and Parley on
// the same files, in one run: times, their ratio, and whether the numbers agree.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, linkSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { WinTieLoseRow } from '../../src/stats/winTieLose.ts';
import type { BootstrapRow } from '../../src/stats/bootstrapBradleyTerry.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const PYTHON = '/usr/bin/python3';

export interface PeerReport {
  lines: string[];
  json: unknown;
}

interface StageResult {
  seconds: Record<string, number>;
  maxRssMB: number;
  /** The stage process's wall time, start to exit. */
  wallSeconds: number;
  detail?: unknown;
}

/**
 * A checkout holding the `needed` files: the directory itself, or, for a bare git directory (no work tree),
 * those files extracted from its HEAD into a temporary directory outside the project.
 */
function checkout(path: string, needed: string[]): string {
  const dir = resolve(path);
  if (needed.every((f) => existsSync(join(dir, f)))) return dir;
  const out = mkdtempSync(join(tmpdir(), 'parley-peer-'));
  const tar = execFileSync('git', ['--git-dir', dir, 'archive', 'HEAD', ...needed], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  execFileSync('tar', ['-x', '-C', out], { input: tar });
  for (const f of needed) if (!existsSync(join(out, f))) throw new Error(`${path} has no ${f}`);
  return out;
}

function python(args: string[]): { out: Record<string, unknown>; wall: number } {
  const t = performance.now();
  const r = spawnSync(PYTHON, [join(ROOT, 'scripts/peers/run_peers.py'), ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const wall = (performance.now() - t) / 1000;
  if (r.status !== 0) throw new Error(`run_peers.py failed:\n${r.stderr.slice(-3000)}`);
  return { out: JSON.parse(r.stdout) as Record<string, unknown>, wall };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export function comparePeers(o: {
  botchat?: string;
  fastchat?: string;
  /** GTEval files: a directory holding one (or a BotChat directory holding it), by scale. */
  gteval: { scale: number; dir: string }[];
  battles: string;
  runStage: (stage: string, dir: string) => StageResult;
  runs: number;
}): PeerReport {
  const lines = ['', 'Side by side with the peers (same files, this run; times are medians):'];
  lines.push(
    `${'work'.padEnd(44)} ${'input'.padEnd(22)} ${'Parley s'.padStart(9)} ${'peer s'.padStart(9)} ${'peer/Parley'.padStart(11)}  agreement`,
  );
  const json: Record<string, unknown> = {};
  const row = (work: string, input: string, mine: number, theirs: number, agree: string) =>
    lines.push(
      `${work.padEnd(44)} ${input.padEnd(22)} ${mine.toFixed(3).padStart(9)} ${theirs.toFixed(3).padStart(9)} ${`${(theirs / mine).toFixed(1)}x`.padStart(11)}  ${agree}`,
    );

  if (o.botchat) {
    const bc = checkout(o.botchat, ['botchat/analyze.py', 'botchat/utils.py']);
    for (const g of o.gteval) {
      const dir = join(g.dir, '..', 'subsets', `gteval-${g.scale}x`);
      // The GT table's input alone: a directory holding GTEval.tsv (hard-linked), as analyze() reads one file.
      if (!existsSync(dir)) {
        mkdirSync(dir, { recursive: true });
        linkSync(join(g.dir, 'GTEval.tsv'), join(dir, 'GTEval.tsv'));
      }
      const n = g.scale === 100 ? 1 : o.runs;
      const mine: StageResult[] = [];
      const mineWall: number[] = [];
      const theirs: { out: Record<string, unknown>; wall: number }[] = [];
      // Parley and BotChat alternate, so that both meet the same load.
      for (let k = 0; k < n; k++) {
        mine.push(o.runStage('gt-table', dir));
        mineWall.push(mine[k]!.wallSeconds);
        theirs.push(python(['--botchat', bc, '--gteval', join(dir, 'GTEval.tsv')]));
      }
      const bRows = (theirs[0]!.out.botchat as { rows: Record<string, Record<string, string | number>> })
        .rows;
      const pRows = (mine[0]!.detail as { rows: WinTieLoseRow[] }).rows;
      // BotChat keeps unreadable answers in its denominators; Parley leaves them out (and counts them). Here
      // Parley's counts are put BotChat's way, so every printed digit can be compared.
      let same = 0;
      let scoreOk = 0;
      const diffs: string[] = [];
      for (const r of pRows) {
        const b = bRows[r.model];
        const all = r.n + r.unparsed;
        const mineText = [pct(r.win / all), pct((r.tieGood + r.tieBad) / all), pct(r.lose / all)];
        const theirText = b ? [b.WinRate, b.TieRate, b.LoseRate] : [];
        if (JSON.stringify(mineText) === JSON.stringify(theirText)) same++;
        else diffs.push(`${r.model}: ${mineText.join('/')} vs ${theirText.join('/')}`);
        const score = (3 * r.win + r.tieGood - r.tieBad - 3 * r.lose) / all;
        if (b && Math.abs(score - Number(b.Score)) < 1e-12) scoreOk++;
      }
      const parleyFn = median(mine.map((m) => m.seconds['read + parse']! + m.seconds['win/tie/lose']!));
      const peerFn = median(theirs.map((t) => (t.out.botchat as { seconds: number }).seconds));
      const agree = `win/tie/lose identical for ${same} of ${pRows.length} models, score for ${scoreOk}${diffs.length ? `; differ: ${diffs.join('; ')}` : ''}`;
      const rowsIn = pRows.reduce((t, r) => t + r.n + r.unparsed, 0) / 2;
      row(
        `BotChat analyze() GT table (function)`,
        `GTEval ${g.scale}x, ${rowsIn} rows`,
        parleyFn,
        peerFn,
        agree,
      );
      row(
        `  the same, whole process`,
        '',
        median(mineWall),
        median(theirs.map((t) => t.wall)),
        `peak ${mine[0]!.maxRssMB} MB vs ${Math.round(Number(theirs[0]!.out.max_rss_mb))} MB`,
      );
      json[`botchat-${g.scale}x`] = {
        runs: n,
        rows: rowsIn,
        fast: (mine[0]!.detail as { fast: boolean }).fast,
        parleySeconds: parleyFn,
        botchatSeconds: peerFn,
        ratio: peerFn / parleyFn,
        identical: same === pRows.length && scoreOk === pRows.length,
        parleyProcessSeconds: median(mineWall),
        botchatProcessSeconds: median(theirs.map((t) => t.wall)),
        identicalModels: same,
        models: pRows.length,
        scoresEqual: scoreOk,
        differences: diffs,
      };
    }
  }

  if (o.fastchat) {
    const fc = checkout(o.fastchat, ['fastchat/serve/monitor/rating_systems.py']);
    const dir = join(o.battles, '..');
    const mine: StageResult[] = [];
    const mineWall: number[] = [];
    const runs: { out: Record<string, unknown>; wall: number }[] = [];
    // Parley and FastChat alternate, so that both meet the same load.
    for (let k = 0; k < o.runs; k++) {
      mine.push(o.runStage('bt-bootstrap', dir));
      mineWall.push(mine[k]!.wallSeconds);
      runs.push(python(['--fastchat', fc, '--battles', o.battles, '--rounds', '1000', '--cpus', '2']));
    }
    const theirs = runs[0]!;
    type FastchatOut = {
      read_seconds: number;
      bt_seconds: number;
      bootstrap_seconds: number;
      check_seconds: number;
    };
    const fcOf = (r: (typeof runs)[number]) => r.out.fastchat as FastchatOut;
    const f = theirs.out.fastchat as {
      read_seconds: number;
      bt_seconds: number;
      bootstrap_seconds: number;
      check_seconds: number;
      point: Record<string, number>;
      point_converged: Record<string, number>;
      lo: Record<string, number>;
      hi: Record<string, number>;
      median: Record<string, number>;
    };
    const rows = (mine[0]!.detail as { rows: BootstrapRow[] }).rows;
    let pointDiff = 0;
    let convergedDiff = 0;
    let widthRatio = 0;
    let worstShift = 0;
    for (const r of rows) {
      // A rating withheld (a model that never won or lost) has nothing to compare.
      if (r.rating === null || r.lo === null || r.hi === null || r.median === null) continue;
      pointDiff = Math.max(pointDiff, Math.abs(r.rating - f.point[r.model]!));
      convergedDiff = Math.max(convergedDiff, Math.abs(r.rating - f.point_converged[r.model]!));
      const width = f.hi[r.model]! - f.lo[r.model]!;
      widthRatio += (r.hi - r.lo) / width;
      // How far apart the two bootstrap medians are, in units of FastChat's interval width.
      worstShift = Math.max(worstShift, Math.abs(r.median - f.median[r.model]!) / width);
    }
    widthRatio /= rows.length;
    const med = (phase: string) => median(mine.map((m) => m.seconds[phase]!));
    const agreeBt = `points: max |diff| ${pointDiff.toFixed(4)} rating points over ${rows.length} models (${convergedDiff.toFixed(5)} from its loss minimized to gtol 1e-12)`;
    const agreeBoot = `interval width ratio ${widthRatio.toFixed(3)}; medians apart by at most ${worstShift.toFixed(3)} of a width`;
    // FastChat's whole process without the agreement check's own fit (run_peers.py times it apart).
    const fastchatProcess = median(runs.map((r) => r.wall - fcOf(r).check_seconds));
    const fcMed = (k: keyof FastchatOut) => median(runs.map((r) => fcOf(r)[k]));
    row(
      'FastChat compute_bt (fit, from the counts)',
      '1.6M battles',
      med('Bradley-Terry fit'),
      fcMed('bt_seconds'),
      agreeBt,
    );
    row(
      'FastChat compute_bootstrap_bt, 1000 rounds',
      '1.6M battles, 2 procs',
      med('BT + 1000 rounds, 2 worker threads'),
      fcMed('bootstrap_seconds'),
      agreeBoot,
    );
    row(
      '  read the JSONL file (Parley: and count)',
      '112 MB',
      med('read + count'),
      fcMed('read_seconds'),
      '',
    );
    row(
      '  whole process (read, fit, bootstrap)',
      '',
      median(mineWall),
      fastchatProcess,
      `peak ${Math.max(...mine.map((m) => m.maxRssMB))} MB vs ${Math.round(Number(theirs.out.max_rss_mb))} MB`,
    );
    const ok =
      convergedDiff < 0.001 && pointDiff < 0.05 && widthRatio > 0.9 && widthRatio < 1.1 && worstShift < 0.25;
    lines.push(
      `  Bradley-Terry agreement: ${ok ? 'within' : 'NOT within'} the tolerances (points < 0.001 from FastChat's converged loss, < 0.05 from compute_bt's early stop; interval width ratio 0.9-1.1; bootstrap medians < 0.25 of a width apart: the random streams differ)`,
    );
    json.fastchat = {
      runs: o.runs,
      parley: {
        fit: med('Bradley-Terry fit'),
        bootstrap: med('BT + 1000 rounds, 2 worker threads'),
        read: med('read + count'),
        process: median(mineWall),
        peakRssMB: Math.max(...mine.map((m) => m.maxRssMB)),
        fast: (mine[0]!.detail as { fast: boolean }).fast,
      },
      fastchat: {
        fit: fcMed('bt_seconds'),
        bootstrap: fcMed('bootstrap_seconds'),
        read: fcMed('read_seconds'),
        process: fastchatProcess,
      },
      parleyProcessSeconds: mineWall,
      fastchatProcessSeconds: runs.map((r) => r.wall - fcOf(r).check_seconds),
      processRatio: fastchatProcess / median(mineWall),
      pointMaxDiff: pointDiff,
      pointMaxDiffConverged: convergedDiff,
      widthRatio,
      worstMedianShiftInWidths: worstShift,
      agree: ok,
    };
  }
  return { lines, json };
}
