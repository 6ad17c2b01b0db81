// The interrupt cleanups (decision 0110): run the newest first, each waited for a bounded time, so that one which
// never ends (stopping a child whose answer never comes) cannot keep the staging folder, the lock or the process.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { onInterrupt, runCleanups } from './interrupts.ts';

describe('runCleanups', () => {
  it('runs the cleanups the newest first, and a failing one leaves the others to run', async () => {
    const ran: string[] = [];
    onInterrupt(() => void ran.push('lock'));
    onInterrupt(() => {
      ran.push('staging');
      throw new Error('cannot delete');
    });
    onInterrupt(async () => void ran.push('child'));
    await runCleanups();
    expect(ran).toEqual(['child', 'staging', 'lock']);
  });

  it('moves on from a cleanup that never ends after waitMs, and the older ones still run', async () => {
    const ran: string[] = [];
    onInterrupt(() => void ran.push('lock'));
    onInterrupt(() => new Promise<void>(() => {})); // a child's 'close' that never comes
    const started = performance.now();
    await runCleanups(200);
    expect(ran).toEqual(['lock']);
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    expect(performance.now() - started).toBeLessThan(5000);
  }, 10_000); // without the bound it waits for good

  it('forgets a cleanup its step removed', async () => {
    const ran: string[] = [];
    const forget = onInterrupt(() => void ran.push('done step'));
    forget();
    await runCleanups();
    expect(ran).toEqual([]);
  });
});

describe('exitOnSignals', () => {
  // As its own process: the handlers end the process. Without the bound on each cleanup, this one waited for good.
  it('ends a SIGINTed process with 130 and runs the older cleanups although a newer one never ends', () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-interrupts-'));
    const marker = join(dir, 'unlocked');
    const script = join(dir, 'script.ts');
    writeFileSync(
      script,
      [
        `import { writeFileSync } from 'node:fs';`,
        `import { exitOnSignals, onInterrupt } from ${JSON.stringify(join(import.meta.dirname, 'interrupts.ts'))};`,
        `exitOnSignals((m) => console.error(m));`,
        `onInterrupt(() => writeFileSync(${JSON.stringify(marker)}, 'yes'));`,
        `onInterrupt(() => new Promise(() => {}));`,
        `setInterval(() => {}, 1000);`,
        `process.kill(process.pid, 'SIGINT');`,
        '',
      ].join('\n'),
    );
    const started = performance.now();
    const r = spawnSync(process.execPath, [script], { encoding: 'utf8', timeout: 60_000 });
    expect(r.status, r.stderr).toBe(130);
    expect(performance.now() - started).toBeLessThan(30_000);
    expect(r.stderr).toMatch(/SIGINT: stopping/);
    expect(existsSync(marker) && readFileSync(marker, 'utf8')).toBe('yes');
  });
});
