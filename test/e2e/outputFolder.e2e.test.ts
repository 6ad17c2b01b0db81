// A build may lose time, never a file (issue 31): `parley build` run as a user runs it, in a project folder with
// other files beside the output, killed with SIGKILL and interrupted with SIGINT while Astro renders the pages. The
// last complete site stays whole at the output path throughout; the next build exits 0, removes what the killed
// one left (and nothing else) and gives the bytes of a cold build. A full disk is one line and exit 7.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../../src/pipeline/userError.ts';
import { hashTree } from './hashTree.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const CLI = join(ROOT, 'src', 'cli', 'parley.ts');

function build(cwd: string, out: string) {
  return spawnSync(process.execPath, [CLI, 'build', 'data', '--out', out], { cwd, encoding: 'utf8' });
}

/** Edits one conversation's text, so that the next build renders pages again. */
function edit(root: string, from: string, to: string): void {
  const file = join(root, 'data', 'meena', 'demo.txt');
  const text = readFileSync(file, 'utf8');
  expect(text.includes(from), from).toBe(true);
  writeFileSync(file, text.replace(from, to));
}

/** Waits until the build in process `pid` has pages of its new site in its staging folder (Astro is rendering). */
async function whileRendering(root: string, child: ChildProcess): Promise<string> {
  const staging = join(root, `.site.parley-staging-${child.pid}`);
  for (let i = 0; i < 3000; i++) {
    if (child.exitCode !== null)
      throw new Error(`the build ended (exit ${child.exitCode}) before rendering was seen`);
    const pages = join(staging, 'site', 'c');
    if (existsSync(pages) && readdirSync(pages).length > 0) return staging;
    await sleep(20);
  }
  throw new Error('the build never reached page rendering');
}

/** The processes whose parent is `pid` and whose name starts with `name`, by their /proc entries (Linux). */
function childrenNamed(pid: number, name: string): number[] {
  const found: number[] = [];
  for (const e of readdirSync('/proc')) {
    if (!/^\d+$/.test(e)) continue;
    try {
      // /proc/PID/stat: `pid (comm) state ppid ...`; the name may hold spaces, so the fields after its `)` count.
      const stat = readFileSync(join('/proc', e, 'stat'), 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid && comm.startsWith(name)) found.push(Number(e));
    } catch {
      /* the process ended meanwhile */
    }
  }
  return found;
}

/** Whether process `pid` still runs (a zombie has ended: only its exit status is left to collect). */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(join('/proc', String(pid), 'stat'), 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** Waits until the build in process `pid` runs Pagefind (it builds the search index); returns Pagefind's processes. */
async function whileIndexing(child: ChildProcess): Promise<number[]> {
  for (let i = 0; i < 30000; i++) {
    if (child.exitCode !== null)
      throw new Error(`the build ended (exit ${child.exitCode}) before indexing was seen`);
    // Pagefind's name in /proc is cut to 15 characters (pagefind_extend).
    const pagefind = childrenNamed(child.pid!, 'pagefind');
    if (pagefind.length > 0) return pagefind;
    await sleep(10);
  }
  throw new Error('the build never reached the search index');
}

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((ok) =>
    child.on('exit', (code, signal) => ok({ code, signal })),
  );

/** The project's folder without the caches and the lock, which are Parley's own bookkeeping. */
async function userTree(root: string): Promise<Record<string, string>> {
  const all = await hashTree(root);
  return Object.fromEntries(Object.entries(all).filter(([p]) => !p.startsWith('.parley-cache')));
}

describe('the output folder when a build is stopped half way', () => {
  let root: string;
  let first: Record<string, string>;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'parley-stopped-'));
    cpSync(join(ROOT, 'content'), join(root, 'data'), { recursive: true });
    writeFileSync(join(root, 'README.md'), '# my study\n');
    writeFileSync(join(root, 'notes.txt'), 'keep me\n');
    // A folder that looks like a staging folder but carries no note of Parley's: a user's, never removed.
    mkdirSync(join(root, '.site.parley-staging-1'));
    writeFileSync(join(root, '.site.parley-staging-1', 'mine.txt'), "not Parley's\n");
    const r = build(root, 'site');
    expect(r.status, r.stderr + r.stdout).toBe(0);
    first = await hashTree(join(root, 'site'));
    expect(Object.keys(first).length).toBeGreaterThan(1000);
  });

  it('SIGKILL while Astro renders: the last site stays whole; the next build cleans up and equals a cold build', async () => {
    edit(root, 'Start small with hiking and keep notes on what works.', 'Start small, and keep notes.');
    const before = await userTree(root);
    const child = spawn(process.execPath, [CLI, 'build', 'data', '--out', 'site'], {
      cwd: root,
      stdio: 'ignore',
    });
    const done = exited(child);
    const staging = await whileRendering(root, child);
    expect(readdirSync(root)).toContain('.site.parley-lock');
    child.kill('SIGKILL');
    expect((await done).signal).toBe('SIGKILL');
    // Astro's process ends with the build's (exitWithParent.ts): the staging folder stops changing.
    await sleep(1500);
    const left = await hashTree(staging);
    await sleep(1000);
    expect(await hashTree(staging)).toEqual(left);
    // The site at the output path is the last complete one, byte for byte; nothing else of the user's changed.
    expect(await hashTree(join(root, 'site'))).toEqual(first);
    const after = await userTree(root);
    for (const [p, h] of Object.entries(before)) expect(after[p], p).toBe(h);

    const again = build(root, 'site');
    expect(again.status, again.stderr + again.stdout).toBe(0);
    expect(again.stdout).toMatch(/removed \.site\.parley-staging-\d+, left by a build that was stopped/);
    expect(existsSync(staging)).toBe(false);
    expect(readdirSync(root).sort()).toEqual([
      '.parley-cache',
      '.site.parley-staging-1',
      'README.md',
      'data',
      'notes.txt',
      'site',
    ]);
    expect(readFileSync(join(root, '.site.parley-staging-1', 'mine.txt'), 'utf8')).toBe("not Parley's\n");
    // The rebuild kept pages from the last site, and equals a cold build of the same data.
    expect(again.stdout).toMatch(/[1-9]\d* kept from the last build/);
    const cold = mkdtempSync(join(tmpdir(), 'parley-cold-'));
    cpSync(join(root, 'data'), join(cold, 'data'), { recursive: true });
    expect(build(cold, 'site').status).toBe(0);
    expect(await hashTree(join(root, 'site'))).toEqual(await hashTree(join(cold, 'site')));
    first = await hashTree(join(root, 'site'));
  });

  it('SIGINT while Astro renders: exit 130, the build removes its own staging folder, the last site stays', async () => {
    edit(root, 'Start small, and keep notes.', 'Start small, and keep a few notes.');
    const child = spawn(process.execPath, [CLI, 'build', 'data', '--out', 'site'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    const done = exited(child);
    const staging = await whileRendering(root, child);
    child.kill('SIGINT');
    expect((await done).code).toBe(EXIT.interrupted);
    expect(stderr).toMatch(/SIGINT: stopping; the output folder keeps the last complete site, untouched/);
    expect(existsSync(staging)).toBe(false);
    expect(existsSync(join(root, '.site.parley-lock'))).toBe(false);
    expect(await hashTree(join(root, 'site'))).toEqual(first);

    const again = build(root, 'site');
    expect(again.status, again.stderr + again.stdout).toBe(0);
    const cold = mkdtempSync(join(tmpdir(), 'parley-cold-'));
    cpSync(join(root, 'data'), join(cold, 'data'), { recursive: true });
    expect(build(cold, 'site').status).toBe(0);
    expect(await hashTree(join(root, 'site'))).toEqual(await hashTree(join(cold, 'site')));
  });
});

// A Ctrl-C on a terminal reaches every process of the build's group (Pagefind's too, which then ends at once);
// `kill -INT` reaches the build alone. Either way the build ends within seconds (a colleague saw one wait for good),
// with exit 130, its staging folder and lock gone, Pagefind stopped and the last site untouched (decision 0110).
describe.runIf(process.platform === 'linux')('SIGINT while the search index is built', () => {
  let root: string;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'parley-indexing-'));
    cpSync(join(ROOT, 'content'), join(root, 'data'), { recursive: true });
    const r = build(root, 'site');
    expect(r.status, r.stderr + r.stdout).toBe(0);
  });

  for (const to of ['the build alone', 'the process group'] as const)
    it(`sent to ${to}: exit 130 within a minute, Pagefind stopped, no staging folder or lock, the last site untouched`, async () => {
      const site = await hashTree(join(root, 'site'));
      // Without the cache every page is indexed again: the indexing lasts long enough to be caught.
      rmSync(join(root, '.parley-cache'), { recursive: true, force: true });
      const child = spawn(process.execPath, [CLI, 'build', 'data', '--out', 'site'], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'pipe'],
        detached: to === 'the process group',
      });
      let stderr = '';
      child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
      const done = exited(child);
      const pagefind = await whileIndexing(child);
      const staging = join(root, `.site.parley-staging-${child.pid}`);
      expect(existsSync(staging)).toBe(true);
      const sent = performance.now();
      if (to === 'the process group') process.kill(-child.pid!, 'SIGINT');
      else child.kill('SIGINT');
      const ended = await Promise.race([done, sleep(60_000).then(() => undefined)]);
      if (ended === undefined) process.kill(to === 'the process group' ? -child.pid! : child.pid!, 'SIGKILL');
      expect(ended, `still running a minute after SIGINT; stderr:\n${stderr}`).toEqual({
        code: EXIT.interrupted,
        signal: null,
      });
      expect(performance.now() - sent).toBeLessThan(60_000);
      expect(stderr).toMatch(/SIGINT: stopping; the output folder keeps the last complete site, untouched/);
      expect(existsSync(staging)).toBe(false);
      expect(existsSync(join(root, '.site.parley-lock'))).toBe(false);
      // Nothing is left writing: the Pagefind processes the build started have ended.
      for (let i = 0; i < 100 && pagefind.some(running); i++) await sleep(50);
      expect(pagefind.filter(running)).toEqual([]);
      expect(await hashTree(join(root, 'site'))).toEqual(site);
      expect(readdirSync(root).sort()).toEqual(['.parley-cache', 'data', 'site']);
    });
});

describe('a full disk', () => {
  it('is one line and exit 7, and leaves no staging folder, where this machine lets a test mount a small disk', async (ctx) => {
    const root = mkdtempSync(join(tmpdir(), 'parley-full-'));
    cpSync(join(ROOT, 'content'), join(root, 'data'), { recursive: true });
    const disk = join(root, 'disk');
    mkdirSync(disk);
    if (spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', disk]).status !== 0) {
      ctx.skip(); // not root, or no mount here: machineError's mapping is tested in src/pipeline/userError.test.ts
      return;
    }
    try {
      const r = build(root, 'disk/site');
      expect(r.status, r.stderr + r.stdout).toBe(EXIT.diskFull);
      // One line of error, after the progress lines a log gets while the build runs (`… read: ...`).
      const said = r.stderr
        .trim()
        .split('\n')
        .filter((l) => !l.startsWith('… '));
      expect(said).toHaveLength(1);
      expect(said[0]).toMatch(/^parley: the disk is full/);
      expect(readdirSync(disk)).toEqual([]);
    } finally {
      spawnSync('umount', [disk]);
    }
  });
});

describe('an output on another file system than Parley', () => {
  it('builds (Astro renders on the project disk, the pages are copied) and equals a build on the same disk', async (ctx) => {
    const root = mkdtempSync(join(tmpdir(), 'parley-otherdisk-'));
    cpSync(join(ROOT, 'content'), join(root, 'data'), { recursive: true });
    const disk = join(root, 'disk');
    mkdirSync(disk);
    if (spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=256m', 'tmpfs', disk]).status !== 0) {
      ctx.skip(); // not root, or no mount here
      return;
    }
    try {
      const r = build(root, 'disk/site');
      expect(r.status, r.stderr + r.stdout).toBe(0);
      const same = build(root, 'site');
      expect(same.status, same.stderr + same.stdout).toBe(0);
      expect(await hashTree(join(disk, 'site'))).toEqual(await hashTree(join(root, 'site')));
      expect(readdirSync(join(ROOT, '.astro')).filter((n) => n.startsWith('parley-render-'))).toEqual([]);
    } finally {
      spawnSync('umount', [disk]);
    }
  });
});
