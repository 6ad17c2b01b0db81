// A fixture computed once per test run and shared between test files (see fixtureRun.ts): the first file that
// asks computes it and writes it (v8's structured serialization: Maps, NaN and undefined survive, unlike JSON);
// a file asking meanwhile waits for it; the others read it. Each call returns a fresh copy, so a test may change
// what it is given. Without the run's folder (a test run by another config) the fixture is computed in the file.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { deserialize, serialize } from 'node:v8';
import { inject } from 'vitest';

/** Bytes of fixtures this file has already read or computed, by name. */
const memo = new Map<string, Promise<Buffer>>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The fixture's bytes: read from the run's folder, or computed (and written there) by the first file to ask. */
async function sharedBytes(name: string, compute: () => Promise<unknown>): Promise<Buffer> {
  const dir = inject('fixtureDir');
  if (dir === undefined) return serialize(await compute());
  const file = join(dir, `${name}.v8`);
  const lock = join(dir, `${name}.lock`);
  for (;;) {
    if (existsSync(file)) return readFileSync(file);
    try {
      mkdirSync(lock);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      // Another file computes it; a lock whose worker has gone (its file failed) is taken over.
      let holder = NaN;
      try {
        holder = Number(readFileSync(join(lock, 'pid'), 'utf8'));
      } catch {
        // the holder has not written its id yet, or has just finished
      }
      if (Number.isInteger(holder) && !alive(holder)) rmSync(lock, { recursive: true, force: true });
      else await sleep(100);
      continue;
    }
    try {
      writeFileSync(join(lock, 'pid'), String(process.pid));
      const bytes = serialize(await compute());
      writeFileSync(`${file}.${process.pid}`, bytes);
      renameSync(`${file}.${process.pid}`, file);
      return bytes;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/**
 * A copy of the fixture `name`, computed by `compute` once per test run. `compute` must return plain data (no
 * functions or class instances): the copy is a structured clone of it.
 */
export async function sharedFixture<T>(name: string, compute: () => Promise<T>): Promise<T> {
  if (!memo.has(name)) memo.set(name, sharedBytes(name, compute));
  return deserialize(await memo.get(name)!) as T;
}
