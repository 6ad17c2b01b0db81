// The token counts kept between builds: what is written is read back; a file of another layout, or damaged, is
// read as no counts (they are computed again), never as wrong ones.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTokenCache, writeTokenCache } from './tokenCacheFile.ts';

const dir = mkdtempSync(join(tmpdir(), 'parley-tokens-'));

describe('the token cache file', () => {
  it('gives back the counts written, one text per line, line breaks and quotes in texts included', () => {
    const file = join(dir, 'ok.json');
    const counts = { 'Hello there': 2, 'two\nlines "quoted"': 6, '': 0, 'Привет ✓': 4 };
    writeTokenCache(file, counts);
    expect(readFileSync(file, 'utf8').split('\n')).toHaveLength(5);
    expect(readTokenCache(file)).toEqual(counts);
  });

  it('reads a missing file, the old one-object layout and a cut line as no counts', () => {
    expect(readTokenCache(join(dir, 'missing.json'))).toEqual({});
    const old = join(dir, 'old.json');
    writeFileSync(old, JSON.stringify({ 'Hello there': 2 }));
    expect(readTokenCache(old)).toEqual({});
    const cut = join(dir, 'cut.json');
    writeTokenCache(cut, { a: 1, b: 2 });
    writeFileSync(cut, readFileSync(cut, 'utf8').slice(0, -3));
    expect(readTokenCache(cut)).toEqual({});
  });
});
