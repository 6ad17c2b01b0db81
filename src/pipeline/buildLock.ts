// One Astro build at a time per checkout. Astro writes its prerender chunks to <project>/.astro/ when the output
// directory lies outside the project, so two `parley build`s running at once (two data sets, say) deleted each
// other's chunks ("Cannot find module .astro/.prerender/chunks/..."). The second build now waits for the first.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Runs `f` holding the lock file `lock` (created with this process's id, removed afterwards). A lock held by a
 * process that no longer runs is taken over; a live one is waited for, saying so once through `onWait`.
 */
export async function withBuildLock<T>(
  lock: string,
  f: () => Promise<T>,
  onWait: () => void = () => {},
  pollMs = 250,
): Promise<T> {
  mkdirSync(dirname(lock), { recursive: true });
  let told = false;
  for (;;) {
    try {
      const fd = openSync(lock, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    let holder = '';
    try {
      holder = readFileSync(lock, 'utf8').trim();
    } catch {
      continue; // released between the two calls
    }
    // An empty lock is being written by its holder; a dead holder's lock is stale.
    if (holder !== '' && !alive(Number(holder))) {
      rmSync(lock, { force: true });
      continue;
    }
    if (!told) {
      onWait();
      told = true;
    }
    await sleep(pollMs);
  }
  try {
    return await f();
  } finally {
    rmSync(lock, { force: true });
  }
}
