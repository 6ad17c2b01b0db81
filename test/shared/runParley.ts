// `parley` run as a user runs it: `node src/cli/parley.ts ARGS` in a folder of theirs, on the Node that runs the
// tests (the packaged Node 22), its output a log's (no terminal). Progress lines (`… read: 3/5 files · 2.1 s`, on
// stderr once a step has run two seconds) come and go with the machine's speed: they are handed back apart, so
// tests assert on what the command says, never on how fast it got there.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

export const CLI = resolve(import.meta.dirname, '../../src/cli/parley.ts');

/** A progress line of a log. */
export const PROGRESS_LINE = /^… [a-z][a-z ]*: .*\d+(\.\d)? s$/;

export interface ParleyRun {
  status: number | null;
  stdout: string;
  /** stderr without its progress lines. */
  stderr: string;
  progress: string[];
}

export function parley(cwd: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): ParleyRun {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  const lines = r.stderr.split('\n');
  return {
    status: r.status,
    stdout: r.stdout,
    stderr: lines.filter((l) => !l.startsWith('… ')).join('\n'),
    progress: lines.filter((l) => l.startsWith('… ')),
  };
}
