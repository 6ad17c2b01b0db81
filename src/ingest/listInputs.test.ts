import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listInputs } from './listInputs.ts';

let base: string;
let root: string;
beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'parley-list-'));
  root = join(base, 'study');
  await mkdir(join(root, 'botchat', 'deep'), { recursive: true });
  await mkdir(join(root, 'node_modules', 'x'), { recursive: true });
  await mkdir(join(base, 'elsewhere'));
  await writeFile(join(root, 'botchat', 'lb.csv'), 'Model\n');
  await writeFile(join(root, 'botchat', 'deep', 'UniEval.tsv'), 'model\n');
  await writeFile(join(root, '.DS_Store'), 'x');
  await writeFile(join(root, 'node_modules', 'x', 'a.js'), '');
  await writeFile(join(root, 'node_modules', 'x', 'b.js'), '');
  await writeFile(join(base, 'elsewhere', 'GTEval.tsv'), 'cmp_index\n');
  // A link to a file inside, a link to a folder inside (twice: a loop back to the root), one outside, one broken.
  await symlink(join(root, 'botchat', 'lb.csv'), join(root, 'a-link-to-lb.csv'));
  await symlink(join(root, 'botchat'), join(root, 'current'));
  await symlink(root, join(root, 'botchat', 'deep', 'loop'));
  await symlink(join(base, 'elsewhere', 'GTEval.tsv'), join(root, 'GTEval.tsv'));
  await symlink(join(base, 'missing.tsv'), join(root, 'broken.tsv'));
});
afterAll(() => rm(base, { recursive: true, force: true }));

describe('listInputs', () => {
  it('lists every file once under its own path, and every other file seen as not read with the reason', async () => {
    const l = await listInputs(root);
    expect(l.files).toEqual(['botchat/deep/UniEval.tsv', 'botchat/lb.csv']);
    expect(l.notRead.map((n) => n.file)).toEqual([
      '.DS_Store',
      'GTEval.tsv',
      'a-link-to-lb.csv',
      'botchat/deep/loop/',
      'broken.tsv',
      'current/',
      'node_modules/',
    ]);
    const reason = (f: string) => l.notRead.find((n) => n.file === f)?.reason;
    expect(reason('a-link-to-lb.csv')).toBe(
      'the same file as botchat/lb.csv (reached through a link): read once, there',
    );
    expect(reason('GTEval.tsv')).toMatch(
      /^a link that leads outside the data directory \(to .*elsewhere\/GTEval\.tsv\): not followed/,
    );
    expect(reason('broken.tsv')).toBe('a link that leads nowhere (its target does not exist)');
    expect(reason('node_modules/')).toBe('a folder of npm packages: not searched (2 files)');
    expect(reason('.DS_Store')).toBe('a hidden file (its name starts with a dot)');
    expect(reason('current/')).toBe('a link to botchat/, whose files are listed there once');
    expect(reason('botchat/deep/loop/')).toBe(
      'a link to the data directory itself, whose files are listed there once',
    );
    // Counted apart as the walk met them: 2 files read, 7 entries not read.
    expect(l.seen).toBe(9);
  });

  it('follows a link that leads outside when asked to', async () => {
    const l = await listInputs(root, { followOutsideLinks: true });
    expect(l.files).toContain('GTEval.tsv');
  });

  it('lists the files of a linked folder when the folder itself is not inside the tree', async () => {
    const other = await mkdtemp(join(tmpdir(), 'parley-list-b-'));
    try {
      await mkdir(join(other, 'data'));
      await writeFile(join(other, 'data', 'x.tsv'), 'a\n');
      await symlink(join(other, 'data'), join(other, 'view'));
      await symlink(join(other, 'view'), join(other, 'view2'));
      const l = await listInputs(other);
      expect(l.files).toEqual(['data/x.tsv']);
      expect(l.notRead.map((n) => n.file)).toEqual(['view/', 'view2/']);
      expect(l.seen).toBe(3);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });
});
