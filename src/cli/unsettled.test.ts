// The guard of a command whose work never settles, run as its own process (the state it guards, an event loop
// emptied while an await still waits, only exists at a process's end): it exits with the code of a bug, says so,
// and runs the interrupt cleanups first; work that settles ends as before.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../pipeline/userError.ts';

const here = import.meta.dirname;

/** Runs a script whose work is `work` (a JS expression giving a promise) under the guard; returns what it did. */
function run(work: string) {
  const dir = mkdtempSync(join(tmpdir(), 'parley-unsettled-'));
  const marker = join(dir, 'cleaned');
  const script = join(dir, 'script.ts');
  writeFileSync(
    script,
    [
      `import { writeFileSync } from 'node:fs';`,
      `import { guardUnsettled } from ${JSON.stringify(join(here, 'unsettled.ts'))};`,
      `import { onInterrupt } from ${JSON.stringify(join(here, '../pipeline/interrupts.ts'))};`,
      `onInterrupt(() => writeFileSync(${JSON.stringify(marker)}, 'yes'));`,
      `guardUnsettled(${work}, () => 'building the site', (m) => console.error(m)).then(() => console.log('done'));`,
      '',
    ].join('\n'),
  );
  const r = spawnSync(process.execPath, [script], { encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, cleaned: existsSync(marker) };
}

describe('guardUnsettled', () => {
  it('turns an event loop emptied under a pending await into the exit code of a bug, after the cleanups', () => {
    const r = run('new Promise(() => {})');
    expect(r.status).toBe(EXIT.usage);
    expect(r.stderr).toMatch(/^parley: stopped while building the site: .*a bug in parley/);
    expect(r.stdout).toBe('');
    expect(r.cleaned).toBe(true);
  });

  it('leaves work that settles alone: its own exit, no message, no cleanup', () => {
    const r = run('new Promise((resolve) => setTimeout(resolve, 50))');
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('done\n');
    expect(r.stderr).toBe('');
    expect(r.cleaned).toBe(false);
  });
});
