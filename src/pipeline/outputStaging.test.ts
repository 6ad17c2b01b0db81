// The staging folder, the swap, the lock and the clean-up after a killed build (issue 31), on temporary folders.
// The clean-up's one rule: it removes only staging folders whose note names this output and a process that no
// longer runs; everything else beside the output, look-alikes included, stays.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashTree } from '../../test/e2e/hashTree.ts';
import { markerText, OUTPUT_MARKER } from './outputFolder.ts';
import {
  filesUnder,
  linkFiles,
  lockOutput,
  outputLock,
  processAlive,
  recoverOutput,
  startStaging,
} from './outputStaging.ts';
import { EXIT, UserError } from './userError.ts';

/** A process id that no longer runs: a child that has exited. */
function deadPid(): number {
  const r = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  const pid = Number(r.stdout.toString());
  expect(processAlive(pid)).toBe(false);
  return pid;
}

function site(dir: string, text: string): void {
  mkdirSync(join(dir, 'c', 'x'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), text);
  writeFileSync(join(dir, 'c', 'x', 'index.html'), `${text} page`);
  writeFileSync(join(dir, OUTPUT_MARKER), markerText('output', 'parley test'));
}

describe('startStaging and commit', () => {
  it('builds beside the output and swaps the new site in whole, marked; the staging folder is gone', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'parley-stage-'));
    const out = join(parent, 'site');
    site(out, 'old');
    const staging = await startStaging(out);
    expect(staging.dir.startsWith(join(parent, '.site.parley-staging-'))).toBe(true);
    site(staging.site, 'new');
    // Until the commit, the output is the old site, whole.
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('old');
    await staging.commit('parley test');
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('new');
    expect(readFileSync(join(out, OUTPUT_MARKER), 'utf8')).toBe(markerText('output', 'parley test'));
    expect(await readdir(parent)).toEqual(['site']);
  });

  it('discards: the output is left as it was and the staging folder removed', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'parley-stage-'));
    const out = join(parent, 'site');
    site(out, 'old');
    const before = await hashTree(parent);
    const staging = await startStaging(out);
    site(staging.site, 'half');
    staging.discard();
    staging.discard();
    expect(await hashTree(parent)).toEqual(before);
    expect(await readdir(parent)).toEqual(['site']);
  });
});

describe('recoverOutput', () => {
  it("removes a killed build's staging folder, and only folders with its note for this output", async () => {
    const parent = mkdtempSync(join(tmpdir(), 'parley-recover-'));
    const out = join(parent, 'site');
    site(out, 'old');
    const dead = deadPid();
    // A killed build's folder: the note names this output and a process that is gone.
    const killed = join(parent, `.site.parley-staging-${dead}`);
    mkdirSync(join(killed, 'site'), { recursive: true });
    writeFileSync(
      join(killed, '.parley-staging.json'),
      JSON.stringify({ format: 'parley-staging', out, pid: dead }),
    );
    writeFileSync(join(killed, 'site', 'half.html'), 'x');
    // A look-alike without the note, one of a running build, and one for another output: all left alone.
    mkdirSync(join(parent, '.site.parley-staging-1'));
    writeFileSync(join(parent, '.site.parley-staging-1', 'mine.txt'), 'user file');
    const running = join(parent, `.site.parley-staging-${process.pid}`);
    mkdirSync(running);
    writeFileSync(
      join(running, '.parley-staging.json'),
      JSON.stringify({ format: 'parley-staging', out, pid: process.pid }),
    );
    const other = join(parent, `.site.parley-staging-${dead}0`);
    mkdirSync(other);
    writeFileSync(
      join(other, '.parley-staging.json'),
      JSON.stringify({ format: 'parley-staging', out: join(parent, 'elsewhere'), pid: dead }),
    );
    const done = await recoverOutput(out);
    expect(done).toEqual([
      `removed .site.parley-staging-${dead}, left by a build that was stopped (process ${dead})`,
    ]);
    expect(existsSync(killed)).toBe(false);
    expect(existsSync(join(parent, '.site.parley-staging-1', 'mine.txt'))).toBe(true);
    expect(existsSync(running)).toBe(true);
    expect(existsSync(other)).toBe(true);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('old');
  });

  it('puts the last site back when a build was killed between the two renames of the swap', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'parley-recover-'));
    const out = join(parent, 'site');
    const dead = deadPid();
    const killed = join(parent, `.site.parley-staging-${dead}`);
    site(join(killed, 'previous'), 'last good');
    site(join(killed, 'site'), 'new');
    writeFileSync(
      join(killed, '.parley-staging.json'),
      JSON.stringify({ format: 'parley-staging', out, pid: dead }),
    );
    const done = await recoverOutput(out);
    expect(done[0]).toMatch(/^put back the last site/);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('last good');
    expect(await readdir(parent)).toEqual(['site']);
  });
});

describe('lockOutput', () => {
  it('refuses while a running process holds the lock (exit 9), and takes over a dead one', () => {
    const parent = mkdtempSync(join(tmpdir(), 'parley-lock-'));
    const out = join(parent, 'site');
    // The test runner's parent process runs, and is not this process.
    writeFileSync(outputLock(out), String(process.ppid));
    let error: unknown;
    try {
      lockOutput(out);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).exitCode).toBe(EXIT.locked);
    expect((error as UserError).message).toMatch(/another parley build \(process \d+\) is writing into/);
    writeFileSync(outputLock(out), String(deadPid()));
    const release = lockOutput(out);
    expect(readFileSync(outputLock(out), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(outputLock(out))).toBe(false);
  });

  it('makes the folders above an output that does not exist yet', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'parley-lock-')), 'new', 'deeper', 'site');
    const release = lockOutput(out);
    expect(existsSync(outputLock(out))).toBe(true);
    release();
  });
});

describe('linkFiles', () => {
  it('links files into place, sharing inode and time, and leaves the source whole', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'parley-link-'));
    const from = join(parent, 'a');
    site(from, 'page');
    const to = join(parent, 'b');
    await linkFiles(from, to, await filesUnder(from));
    expect(await hashTree(to)).toEqual(await hashTree(from));
    const [s, t] = [statSync(join(from, 'c', 'x', 'index.html')), statSync(join(to, 'c', 'x', 'index.html'))];
    expect(t.ino).toBe(s.ino);
    expect(t.mtimeMs).toBe(s.mtimeMs);
    expect(await filesUnder(from)).toEqual([OUTPUT_MARKER, 'c/x/index.html', 'index.html']);
  });
});
