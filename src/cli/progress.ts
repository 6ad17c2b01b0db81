// The build's progress at the terminal, in the manner of well-kept command lines (cargo, docker's plain progress,
// npm): on a terminal, one line on stderr redrawn in place with a bar, the count and the step's elapsed time; in a
// log (CI, a pipe), plain lines: one when a step has run two seconds, then one every ten, and one whenever ten
// seconds passed without a line (a run of short steps), so the log shows life without filling up. The build's own result lines go to stdout through `print`, which clears the
// progress line first, so the two never mix on a terminal. `--quiet` shows no progress.
//
// Much of a build runs synchronously on the main thread (the statistics, a file's rows, loading the readers), when
// no timer of its fires: a small worker thread (progressTicker.ts) keeps the elapsed time moving and the log's
// lines coming meanwhile. The two threads share the line's state and a lock (a SharedArrayBuffer), and both write
// to stderr synchronously.
import { Worker } from 'node:worker_threads';
import type { BuildProgress } from '../pipeline/buildProgress.ts';
import { count } from '../pipeline/buildProgress.ts';
import { fixed } from '../render/format.ts';

/** A step is shown in a log once it has run this long, then again every PLAIN_EVERY_MS. */
export const PLAIN_AFTER_MS = 2_000;
export const PLAIN_EVERY_MS = 10_000;
/** A terminal's line is redrawn at most this often on updates, and every TICK_MS (the elapsed time moves). */
const TTY_REDRAW_MS = 100;
export const TICK_MS = 1_000;
/** Width of the bar between its brackets. */
const BAR = 20;

/** How progress is shown. */
export type ProgressMode = 'tty' | 'plain' | 'off';

export interface ProgressOptions {
  /** 'tty': a line redrawn in place; 'plain': lines now and then; 'off': nothing. */
  mode: ProgressMode;
  /** Writes to stderr (progress) and to stdout (result lines); synchronous. */
  write: (text: string) => void;
  print?: (line: string) => void;
  /** The terminal's width (the line is cut to it). */
  columns?: number;
  /** The clock, in milliseconds since the epoch (tests pass their own). */
  now?: () => number;
  /** Whether a worker thread keeps the elapsed time moving between updates (tests drive the clock instead). */
  ticks?: boolean;
}

export interface Progress {
  /** The build's progress hook: the step and where it is. */
  update(p: BuildProgress): void;
  /** Prints a result line on stdout, the progress line cleared first (it is drawn again below it). */
  print(line: string): void;
  /** Ends the progress: the line is cleared and the ticking stopped. */
  end(): void;
}

/** Elapsed time as people read it: `4.2 s`, `1 min 05 s`. */
export function formatElapsed(ms: number): string {
  const s = ms / 1000;
  if (s < 60) return `${fixed(s, 1)} s`;
  const m = Math.floor(s / 60);
  return `${m} min ${String(Math.floor(s - m * 60)).padStart(2, '0')} s`;
}

/** The counts and detail of a step: `12/30 files · 45,120 rows · UniEval.tsv`. */
function counts(p: BuildProgress): string {
  const parts: string[] = [];
  if (p.done !== undefined)
    parts.push(
      p.total !== undefined
        ? `${count(p.done)}/${count(p.total)}${p.unit ? ` ${p.unit}` : ''}`
        : `${count(p.done)}${p.unit ? ` ${p.unit}` : ''}`,
    );
  if (p.detail) parts.push(p.detail);
  return parts.join(' · ');
}

/** A bar of `done` out of `total`: `[########------------]`. */
export function bar(done: number, total: number): string {
  const filled = total > 0 ? Math.min(BAR, Math.round((done / total) * BAR)) : 0;
  return `[${'#'.repeat(filled)}${'-'.repeat(BAR - filled)}]`;
}

/** The terminal's line for a step: `read [#####---------------] 12/30 files · 45,120 rows · 4.2 s`. */
export function ttyLine(p: BuildProgress, elapsedMs: number): string {
  const withBar = p.done !== undefined && p.total !== undefined ? ` ${bar(p.done, p.total)}` : '';
  const what = counts(p);
  return `${p.stage}${withBar}${what ? ` ${what}` : ''} · ${formatElapsed(elapsedMs)}`;
}

/** A log's line for a step: `… read: 12/30 files · 45,120 rows · 4.2 s`. */
export function plainLine(p: BuildProgress, elapsedMs: number): string {
  const what = counts(p);
  return `… ${p.stage}: ${what ? `${what} · ` : ''}${formatElapsed(elapsedMs)}`;
}

/** The state both threads share: a lock, whether the line is drawn, when lines were shown, whether it ended. */
export interface SharedLine {
  /** [0] the lock (0 free, 1 held); [1] 1 when the terminal's line holds progress; [2] 1 once ended. */
  flags: Int32Array;
  /**
   * Milliseconds since the epoch: [0] when this step's line was last drawn (tty) or printed (plain), NaN when not
   * yet; [1] when any line, progress or result, was last printed (plain).
   */
  shown: Float64Array;
}

/** The shared state over `buffer`; a new one, nothing shown yet at `t`, when none is given. */
export function sharedLine(buffer?: SharedArrayBuffer, t = 0): SharedLine {
  const b = buffer ?? new SharedArrayBuffer(16 + 16);
  const line = { flags: new Int32Array(b, 0, 4), shown: new Float64Array(b, 16, 2) };
  if (!buffer) {
    line.shown[0] = NaN;
    line.shown[1] = t;
  }
  return line;
}

/** Runs `f` holding the line's lock: one thread writes at a time. */
export function locked<T>(line: SharedLine, f: () => T): T {
  while (Atomics.compareExchange(line.flags, 0, 0, 1) !== 0) Atomics.wait(line.flags, 0, 1, 5);
  try {
    return f();
  } finally {
    Atomics.store(line.flags, 0, 0);
    Atomics.notify(line.flags, 0);
  }
}

/** What a step needs to be drawn: where it is and when it started. */
export interface StepState {
  progress: BuildProgress;
  started: number;
}

/**
 * Draws the step if it is due (under the lock): on a terminal, when forced or TTY_REDRAW_MS after the last draw;
 * in a log, PLAIN_AFTER_MS into the step and every PLAIN_EVERY_MS after that, or when no line came for
 * PLAIN_EVERY_MS.
 */
export function drawStep(
  line: SharedLine,
  step: StepState,
  how: { mode: ProgressMode; columns: number; write: (text: string) => void },
  t: number,
  force: boolean,
): void {
  if (line.flags[2] === 1 || how.mode === 'off') return;
  const elapsed = t - step.started;
  const shown = line.shown[0]!;
  if (how.mode === 'tty') {
    if (!force && t - shown < TTY_REDRAW_MS) return;
    const width = Math.max(20, how.columns - 1);
    const text = ttyLine(step.progress, elapsed);
    how.write(`\r\x1b[K${text.length > width ? `${text.slice(0, width - 1)}…` : text}`);
    line.flags[1] = 1;
    line.shown[0] = t;
    return;
  }
  const due =
    (Number.isNaN(shown) ? elapsed >= PLAIN_AFTER_MS : t - shown >= PLAIN_EVERY_MS) ||
    t - line.shown[1]! >= PLAIN_EVERY_MS;
  if (!due) return;
  how.write(`${plainLine(step.progress, elapsed)}\n`);
  line.shown[0] = t;
  line.shown[1] = t;
}

/** Clears a terminal's progress line (under the lock), when it holds one. */
function clearLine(line: SharedLine, write: (text: string) => void): void {
  if (line.flags[1] === 1) write('\r\x1b[K');
  line.flags[1] = 0;
}

/** Progress shown as `options.mode` says. */
export function createProgress(options: ProgressOptions): Progress {
  const now = options.now ?? (() => performance.timeOrigin + performance.now());
  const print = options.print ?? ((l: string) => console.log(l));
  if (options.mode === 'off') return { update: () => {}, print, end: () => {} };
  const how = { mode: options.mode, columns: options.columns ?? 80, write: options.write };
  const line = sharedLine(undefined, now());
  let step: StepState | undefined;
  let ticker: Worker | undefined;
  return {
    update(p) {
      const t = now();
      const fresh = !step || step.progress.stage !== p.stage;
      step = { progress: p, started: fresh ? t : step!.started };
      locked(line, () => {
        if (fresh) line.shown[0] = NaN;
        drawStep(line, step!, how, t, fresh);
      });
      if (options.ticks === false) return;
      if (!ticker) {
        ticker = new Worker(new URL('./progressTicker.ts', import.meta.url), {
          workerData: { buffer: line.flags.buffer, mode: how.mode, columns: how.columns },
          stdout: false,
          stderr: false,
        });
        ticker.unref();
        // Without its clock the line still moves with each update: a ticker that fails is let go.
        ticker.on('error', () => (ticker = undefined));
      }
      ticker.postMessage(step);
    },
    print(text) {
      locked(line, () => {
        clearLine(line, how.write);
        // Drawn again by the next update or tick, below the line printed.
        if (how.mode === 'tty') line.shown[0] = -Infinity;
        line.shown[1] = now();
        print(text);
      });
    },
    end() {
      locked(line, () => {
        clearLine(line, how.write);
        line.flags[2] = 1;
      });
      void ticker?.terminate();
      ticker = undefined;
    },
  };
}
