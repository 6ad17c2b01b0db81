// What `parley build` says at the terminal (issue 33), run as a user runs it on a folder of battles beside a
// README.md and a notes.txt: in a log, its result lines on stdout and nothing on stderr but progress lines; on a
// terminal (a pseudo-terminal from util-linux's `script`), a line redrawn in place for every step, cleared before
// each result line. Which progress lines a log gets depends on the machine's speed (one when a step has run two
// seconds): the test asserts their form, never their number.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/pipeline/userError.ts';
import { CLI, parley, PROGRESS_LINE } from '../shared/runParley.ts';

/** A project with `study/`: 40 judged battles and 5 whose winner is not a winner, a README.md and notes.txt. */
function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'parley-terminal-'));
  const study = join(root, 'study');
  mkdirSync(study);
  const models = ['alder-7b', 'birch-13b', 'cedar-34b', 'dogwood-70b'];
  const row = (i: number, winner: string) =>
    JSON.stringify({
      model_a: models[i % 4],
      model_b: models[(i + 1 + (i % 3)) % 4],
      winner,
      question_id: `q-${i}`,
      judge: 'gpt-4',
    });
  const rows = [
    ...Array.from({ length: 40 }, (_, i) => row(i, ['model_a', 'model_b', 'tie'][i % 3]!)),
    ...Array.from({ length: 5 }, (_, i) => row(40 + i, `draw ${i}`)),
  ];
  writeFileSync(join(study, 'battles.jsonl'), `${rows.join('\n')}\n`);
  writeFileSync(join(study, 'README.md'), '# My arena study\n');
  writeFileSync(join(study, 'notes.txt'), 'ask Sam about the ties\n');
  return root;
}

describe('parley build at the terminal', () => {
  it('in a log: the result lines on stdout, only progress lines on stderr, the files not read counted', () => {
    const root = project();
    const r = parley(root, ['build', 'study', '--out', 'site']);
    expect(r.status, r.stderr + r.stdout).toBe(EXIT.ok);
    expect(r.stderr.trim()).toBe('');
    for (const l of r.progress) expect(l).toMatch(PROGRESS_LINE);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toBe(
      'read 45 rows from 1 files: 40 used, 5 rejected, 0 notes (details on the data-quality page); 2 files not read (`parley check` says why)',
    );
    expect(lines.map((l) => l.split(/[: ]/)[0])).toEqual([
      'read',
      'statistics',
      'cache',
      'pages',
      'downloads',
      'built',
    ]);
    expect(existsSync(join(root, 'site', 'index.html'))).toBe(true);
  });

  it('on a terminal: a line redrawn for every step and cleared before each result line; none with --quiet', () => {
    const root = project();
    const run = (args: string) =>
      spawnSync(
        'script',
        ['-qfec', `"${process.execPath}" "${CLI}" build study --out site ${args}`, '/dev/null'],
        {
          cwd: root,
          encoding: 'utf8',
          env: { ...process.env, COLUMNS: '120' },
        },
      );
    const r = run('');
    expect(r.status, r.stdout).toBe(EXIT.ok);
    // Each step is drawn when it starts: its name after a carriage return and an erase of the line.
    for (const step of [
      'starting',
      'input hashes [',
      'read [',
      'statistics [',
      'pages',
      'downloads and search index',
      'page weight',
    ])
      expect(r.stdout, step).toContain(`\r\x1b[K${step}`);
    // Every result line starts on a cleared line: no progress text runs into it.
    for (const result of ['read 45 rows', 'statistics and charts: ', 'pages: ', 'built '])
      expect(r.stdout).toMatch(new RegExp(`\\r\\x1b\\[K${result}`));
    // And the terminal is left clean: what the last line shows (after its last carriage return) is the build's
    // summary, not a progress line.
    const shown = (line: string) => line.split('\r').at(-1)!.replaceAll('\x1b[K', '');
    expect(shown(r.stdout.trimEnd().split('\n').at(-1)!)).toMatch(/^built \d+ pages/);
    const quiet = run('--quiet');
    expect(quiet.status, quiet.stdout).toBe(EXIT.ok);
    expect(quiet.stdout).not.toContain('\x1b[K');
  });
});
