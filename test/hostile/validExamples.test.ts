// The starting points of the hostile corpus and the fuzzers are themselves clean: read with every row used.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCase, writeCase } from './hostileCase.ts';
import { exampleFiles, VALID_EXAMPLES } from './validExamples.ts';

describe('valid examples of every reader', () => {
  it.each(VALID_EXAMPLES.map((e) => [e.key, e] as const))('%s is read with every row used', async (_, e) => {
    const dir = await mkdtemp(join(tmpdir(), 'parley-valid-'));
    await writeCase(
      {
        id: e.key,
        tries: 'nothing',
        ...exampleFiles(e),
        expected: { outcome: 'accepted' },
      },
      dir,
    );
    const o = await readCase(e.key, dir);
    // Notes the example carries by design are there, and nothing else is.
    const byDesign = (n: string) => (e.notes ?? []).some((b) => n.includes(b));
    for (const b of e.notes ?? [])
      expect(
        o.notes.some((n) => n.includes(b)),
        b,
      ).toBe(true);
    expect(
      [
        ...o.rejections,
        ...o.notes.filter((n) => !byDesign(n)),
        ...o.problems,
        o.crash ?? '',
        o.refused ?? '',
      ].filter(Boolean),
    ).toEqual([]);
    const file = o.dataset?.report.files.find((f) => f.file === e.path);
    expect(file).toMatchObject({ rowsRead: e.rows, rowsUsed: e.rows });
  });
});
