// Line files: what writeLines writes, readLines gives back, whatever the size of the pieces it reads, with
// characters of several bytes and lines longer than a piece cut across pieces.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLines, writeLines } from './lineFile.ts';

const dir = mkdtempSync(join(tmpdir(), 'parley-lines-'));

describe('line files', () => {
  const lines = ['{"a":1}', 'Привет, мир ✓ — 🙂', '', 'x'.repeat(50), 'last'];

  it('reads back what was written, in pieces of any size', () => {
    const file = join(dir, 'w.jsonl');
    writeLines(file, lines[0]!, lines.slice(1));
    for (const piece of [1, 2, 3, 7, 64, 1 << 20])
      expect([...readLines(file, piece)], `pieces of ${piece}`).toEqual(lines);
  });

  it('gives the text after the last line break, empty when the file ends with one, and one empty line for an empty file', () => {
    const file = join(dir, 'end.txt');
    writeFileSync(file, 'a\nb\n');
    expect([...readLines(file, 2)]).toEqual(['a', 'b', '']);
    writeFileSync(file, '');
    expect([...readLines(file)]).toEqual(['']);
  });
});
