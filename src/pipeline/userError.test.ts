// The machine's state as the user reads it: each errno a build can meet becomes one line and an exit code of its
// own (issue 31); any other error is left for the command line's "unexpected error" path.
import { describe, expect, it } from 'vitest';
import { EXIT, machineError } from './userError.ts';

const errno = (code: string, path?: string) =>
  Object.assign(new Error(`${code}: something`), { code, ...(path ? { path } : {}) });

describe('machineError', () => {
  it('says a full disk, with the path, and exits 7', () => {
    const e = machineError(errno('ENOSPC', '/srv/site/index.html'), 'building the site into site');
    expect(e?.exitCode).toBe(EXIT.diskFull);
    expect(e?.message).toBe(
      'the disk is full (/srv/site/index.html) while building the site into site: free some space and run the command again.',
    );
    expect(machineError(errno('EDQUOT'), 'x')?.exitCode).toBe(EXIT.diskFull);
  });

  it('says a read-only file system and a permission denied as exit 6', () => {
    expect(machineError(errno('EROFS', '/mnt/ro'), 'x')?.message).toMatch(
      /^the file system is read-only \(\/mnt\/ro\)/,
    );
    expect(machineError(errno('EROFS'), 'x')?.exitCode).toBe(EXIT.readOnly);
    expect(machineError(errno('EACCES', '/srv'), 'x')?.exitCode).toBe(EXIT.readOnly);
    expect(machineError(errno('EPERM', '/srv'), 'x')?.message).toMatch(/^permission denied \(\/srv\)/);
  });

  it('says a file in the way of a folder as exit 5', () => {
    expect(machineError(errno('ENOTDIR', '/srv/a/b'), 'x')?.exitCode).toBe(EXIT.notAFolder);
  });

  it('leaves every other error alone', () => {
    expect(machineError(new Error('a bug'), 'x')).toBeUndefined();
    expect(machineError(errno('ECONNRESET'), 'x')).toBeUndefined();
    expect(machineError(undefined, 'x')).toBeUndefined();
  });

  it('gives every cause its own exit code', () => {
    const codes = Object.values(EXIT);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
