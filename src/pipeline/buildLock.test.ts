import { existsSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { withBuildLock } from './buildLock.ts';

describe('withBuildLock', () => {
  it('runs two builds one after the other, the second saying it waits, and removes the lock', async () => {
    const lock = join(await mkdtemp(join(tmpdir(), 'parley-lock-')), 'sub', 'build.lock');
    const events: string[] = [];
    const build = (name: string) => async () => {
      events.push(`${name} start`);
      await sleep(60);
      events.push(`${name} end`);
      return name;
    };
    const waits: string[] = [];
    const [a, b] = await Promise.all([
      withBuildLock(lock, build('a'), () => waits.push('a'), 10),
      sleep(5).then(() => withBuildLock(lock, build('b'), () => waits.push('b'), 10)),
    ]);
    expect([a, b]).toEqual(['a', 'b']);
    expect(events).toEqual(['a start', 'a end', 'b start', 'b end']);
    expect(waits).toEqual(['b']);
    expect(existsSync(lock)).toBe(false);
  });

  it('takes over the lock of a process that no longer runs, and releases it when the build throws', async () => {
    const lock = join(await mkdtemp(join(tmpdir(), 'parley-lock-')), 'build.lock');
    writeFileSync(lock, '2147483646'); // no such process
    await expect(
      withBuildLock(lock, async () => {
        expect(existsSync(lock)).toBe(true);
        throw new Error('astro failed');
      }),
    ).rejects.toThrow('astro failed');
    expect(existsSync(lock)).toBe(false);
  });
});
