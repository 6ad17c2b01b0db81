// MemoryFs answers as node:fs does where the build relies on it: the errors the output contract tests for, hard
// links sharing a file (the page cache's fingerprints), folders renamed whole (the swap).
import { describe, expect, it } from 'vitest';
import { MemoryFs } from './memoryEffects.ts';

describe('MemoryFs', () => {
  it('writes a file only into a folder that exists (ENOENT), and lists a folder sorted', async () => {
    const fs = new MemoryFs();
    await expect(fs.writeFile('/a/b.txt', 'x')).rejects.toMatchObject({ code: 'ENOENT' });
    await fs.mkdir('/a/c');
    await fs.writeFile('/a/b.txt', 'x');
    expect(fs.readdir('/a')).toEqual([
      { name: 'b.txt', isDirectory: false },
      { name: 'c', isDirectory: true },
    ]);
    expect(() => fs.readdir('/a/b.txt')).toThrow(expect.objectContaining({ code: 'ENOTDIR' }));
    expect(() => fs.readdir('/nowhere')).toThrow(expect.objectContaining({ code: 'ENOENT' }));
  });

  it('gives a hard link the same inode and change time, and a rewrite a new change time in place', async () => {
    const fs = new MemoryFs();
    await fs.mkdir('/a');
    await fs.mkdir('/b');
    await fs.writeFile('/a/page.html', 'one');
    await fs.link('/a/page.html', '/b/page.html');
    expect(fs.stat('/b/page.html')).toEqual(fs.stat('/a/page.html'));
    await expect(fs.link('/a/page.html', '/b/page.html')).rejects.toMatchObject({ code: 'EEXIST' });
    const before = fs.stat('/a/page.html')!;
    await fs.writeFile('/b/page.html', 'two!');
    expect(fs.text('/a/page.html')).toBe('two!');
    expect(fs.stat('/a/page.html')!.ino).toBe(before.ino);
    expect(fs.stat('/a/page.html')!.mtimeMs).toBeGreaterThan(before.mtimeMs);
  });

  it('renames a folder with all it holds, never onto a folder that holds files (ENOTEMPTY)', async () => {
    const fs = new MemoryFs();
    await fs.mkdir('/s/site/c/x');
    await fs.writeFile('/s/site/c/x/index.html', 'page');
    await fs.mkdir('/out');
    await fs.writeFile('/out/old.html', 'old');
    await expect(fs.rename('/s/site', '/out')).rejects.toMatchObject({ code: 'ENOTEMPTY' });
    await fs.rename('/out', '/s/previous');
    await fs.rename('/s/site', '/out');
    expect(fs.list('/out')).toEqual(['c/x/index.html']);
    expect(fs.list('/s')).toEqual(['previous/old.html']);
    expect(fs.stat('/s/site')).toBeUndefined();
  });

  it('makes a lock file only once (EEXIST), and removes a folder whole', async () => {
    const fs = new MemoryFs();
    fs.mkdirSync('/p/q');
    fs.createFile('/p/lock', '1');
    expect(() => fs.createFile('/p/lock', '2')).toThrow(expect.objectContaining({ code: 'EEXIST' }));
    fs.rmSync('/p');
    expect(fs.stat('/p/q')).toBeUndefined();
    expect(fs.stat('/p/lock')).toBeUndefined();
  });
});
