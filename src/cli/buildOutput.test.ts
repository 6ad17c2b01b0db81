// `parley build` as a user types it, on a project folder shaped like theirs (data, notes, a README, .git): every
// output that would overlap or hold what the user keeps is refused before any data is read, with one line, a
// distinct exit code, and the whole tree unchanged, byte for byte (issue 31). The builds that do run, and the ones
// killed half way, are in test/e2e/outputFolder.e2e.test.ts.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashTree } from '../../test/e2e/hashTree.ts';
import { CLI, parley } from '../../test/shared/runParley.ts';
import { outputLock } from '../pipeline/outputStaging.ts';
import { EXIT } from '../pipeline/userError.ts';

const DEMO_ARENA = resolve(import.meta.dirname, '../../content/arena');

/** A user's project: data/ (the demo's battles), notes/thesis.md, README.md and a .git folder. */
function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'parley-user-'));
  cpSync(DEMO_ARENA, join(root, 'data'), { recursive: true });
  mkdirSync(join(root, 'notes'));
  writeFileSync(join(root, 'notes', 'thesis.md'), '# Chapter 1\n');
  writeFileSync(join(root, 'README.md'), '# my project\n');
  mkdirSync(join(root, '.git', 'objects'), { recursive: true });
  writeFileSync(join(root, '.git', 'HEAD'), 'ref: refs/heads/main\n');
  return root;
}

/**
 * Runs `parley build` in `root` and checks it refused with `code`, one line (besides a progress line that a slow
 * start may print), and the tree unchanged.
 */
async function refused(root: string, args: string[], code: number, cwd = root): Promise<string> {
  const before = await hashTree(root);
  const r = parley(cwd, ['build', ...args]);
  expect(r.status, r.stderr + r.stdout).toBe(code);
  expect(r.stdout).toBe('');
  expect(r.stderr.trim().split('\n')).toHaveLength(1);
  expect(r.stderr).not.toMatch(/\bat .*\.ts:\d+/); // no stack trace
  expect(await hashTree(root)).toEqual(before);
  return r.stderr.trim();
}

describe('parley build refuses an output folder that is not its own', () => {
  it('--out . (the project folder, .git and all)', async () => {
    const root = project();
    expect(await refused(root, ['data', '--out', '.'], EXIT.refused)).toMatch(
      /^parley: --out \. is the working directory: .*Nothing was changed\.$/,
    );
  });

  it('the output is the data folder', async () => {
    const root = project();
    expect(await refused(root, ['data', '--out', 'data'], EXIT.refused)).toMatch(/is the data folder/);
  });

  it('the data is inside the output', async () => {
    const root = project();
    mkdirSync(join(root, 'site'));
    cpSync(join(root, 'data'), join(root, 'site', 'data'), { recursive: true });
    expect(await refused(root, ['site/data', '--out', 'site'], EXIT.refused)).toMatch(
      /holds the data folder \(site\/data\)/,
    );
  });

  it('the output is inside the data', async () => {
    const root = project();
    expect(await refused(root, ['data', '--out', 'data/site'], EXIT.refused)).toMatch(
      /lies inside the data folder/,
    );
  });

  it("an output folder that holds the user's file", async () => {
    const root = project();
    expect(await refused(root, ['data', '--out', 'notes'], EXIT.refused)).toMatch(
      /holds files Parley did not write \(thesis\.md\)/,
    );
  });

  it('an output that is a link to the data', async () => {
    const root = project();
    symlinkSync(join(root, 'data'), join(root, 'site'));
    expect(await refused(root, ['data', '--out', 'site'], EXIT.refused)).toMatch(/is the data folder/);
  });

  it('a folder with a .git', async () => {
    const root = project();
    const sub = join(root, 'published');
    mkdirSync(join(sub, '.git'), { recursive: true });
    expect(await refused(root, ['data', '--out', 'published'], EXIT.refused)).toMatch(/holds a \.git folder/);
  });

  it('an output path that is a file (exit 5)', async () => {
    const root = project();
    expect(await refused(root, ['data', '--out', 'README.md'], EXIT.notAFolder)).toMatch(/is a file/);
  });

  it('an output another build is writing into (exit 9)', async () => {
    const root = project();
    // The lock of a running process: this test's own.
    writeFileSync(outputLock(join(root, 'site')), String(process.pid));
    expect(await refused(root, ['data', '--out', 'site'], EXIT.locked)).toMatch(
      /another parley build \(process \d+\) is writing into/,
    );
  });

  it('a working directory that no longer exists (exit 8)', () => {
    const root = project();
    const gone = join(root, 'gone');
    mkdirSync(gone);
    // The shell stands in the folder, the folder is deleted, then parley runs there.
    const r = spawnSync(
      '/bin/sh',
      [
        '-c',
        `cd "${gone}" && rmdir "${gone}" && exec "${process.execPath}" "${CLI}" build "${join(root, 'data')}" --out "${join(root, 'site')}"`,
      ],
      { encoding: 'utf8' },
    );
    expect(r.status, r.stderr).toBe(EXIT.cwdGone);
    expect(r.stderr.trim()).toMatch(/^parley: the working directory no longer exists/);
  });

  it('a read-only output folder (exit 6), where this machine lets a test mount one', async (ctx) => {
    const root = project();
    mkdirSync(join(root, 'ro'));
    const mounted = spawnSync('mount', ['-o', 'bind,ro', join(root, 'ro'), join(root, 'ro')]);
    if (mounted.status !== 0) {
      ctx.skip(); // not root, or no mount in this sandbox: machineError's mapping is tested in userError.test.ts
      return;
    }
    try {
      expect(await refused(root, ['data', '--out', 'ro/site'], EXIT.readOnly)).toMatch(
        /cannot be written \(a read-only file system\)/,
      );
    } finally {
      spawnSync('umount', [join(root, 'ro')]);
    }
    rmSync(root, { recursive: true, force: true });
  });
});

describe('parley counts --out and --sql replace only files Parley wrote', () => {
  it("refuses a user's file and a file inside the data folder, changing nothing", async () => {
    const root = project();
    for (const [args, pattern] of [
      [['--out', 'notes/thesis.md'], /^parley: --out notes\/thesis\.md .*is a file Parley did not write/],
      [['--sql', 'README.md'], /^parley: --sql README\.md .*is a file Parley did not write/],
      [
        ['--out', 'data/study.counts.json'],
        /lies inside the data folder .*the next read would take it for data/,
      ],
      [['--out', 'notes'], /^parley: --out notes is a folder, not a file/],
    ] as const) {
      const before = await hashTree(root);
      const r = parley(root, ['counts', 'data', ...args]);
      expect(r.status, r.stderr).toBe(
        pattern.source.includes('folder, not') ? EXIT.notAFolder : EXIT.refused,
      );
      expect(r.stderr.trim()).toMatch(pattern);
      expect(await hashTree(root)).toEqual(before);
    }
  });

  it('writes a new counts file, and replaces its own on the next run', () => {
    const root = project();
    for (let i = 0; i < 2; i++) {
      const r = parley(root, ['counts', 'data', '--out', 'study.counts.json']);
      expect(r.status, r.stderr).toBe(0);
    }
  });
});
