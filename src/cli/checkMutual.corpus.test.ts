// Corpus test: `parley check ../shared/data/mutual` as a user runs it. MuTual's test split is 886 JSON objects
// saved as .txt, beside a README.md and a decode_sample.txt: no file is in a layout Parley reads. It printed 886
// near-identical 500-character lines (500 KB, issue 33); now the files are one grouped line with three examples,
// the layouts looked for follow, and it exits 1 as before (nothing recognised is a problem).
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parley } from '../../test/shared/runParley.ts';
import { EXIT } from '../pipeline/userError.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const MUTUAL = resolve(ROOT, '../shared/data/mutual');
const present = existsSync(MUTUAL);
if (!present) console.warn(`corpus absent: ${MUTUAL} not found; the MuTual check test is skipped`);

describe.skipIf(!present)('parley check ../shared/data/mutual', () => {
  it('prints grouped lines, under 60 in all, and exits 1', () => {
    const txt = readdirSync(resolve(MUTUAL, 'test')).filter((f) => f.endsWith('.txt')).length;
    expect(txt).toBe(886);
    const r = parley(ROOT, ['check', '../shared/data/mutual']);
    expect(r.status, r.stderr).toBe(EXIT.rejected);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines.length).toBeLessThan(60);
    expect(lines.every((l) => l.length <= 200)).toBe(true);
    // The 886 test files and decode_sample.txt say the same thing: one line, three examples, how many more.
    const at = lines.findIndex((l) =>
      l.startsWith('  887 files: not recognised: its first line is "…". Looked for (.txt): '),
    );
    expect(at).toBeGreaterThan(-1);
    expect(lines.slice(at + 1, at + 5)).toEqual([
      '    decode_sample.txt: "test_1\\tB\\tA\\tC\\tD"',
      expect.stringMatching(/^ {4}test\/test_1\.txt: "\{\\"answers\\": \\" \\", \\"options\\": .*…"$/),
      expect.stringMatching(/^ {4}test\/test_10\.txt: "\{\\"answers\\": /),
      '    ... and 884 more (--verbose lists them all)',
    ]);
    expect(lines).toContain(
      '  nothing recognised: none of the 888 files in ../shared/data/mutual is in a layout Parley reads, so there is nothing to build from.',
    );
    expect(lines).toContain(
      '1 problem (listed above: files that cannot be read, data missing or in disagreement): exit 1.',
    );
  });

  it('lists every file with --verbose', () => {
    const r = parley(ROOT, ['check', '../shared/data/mutual', '--verbose']);
    expect(r.status, r.stderr).toBe(EXIT.rejected);
    expect(
      r.stdout.split('\n').filter((l) => /^ {2}test\/test_\d+\.txt: not recognised/.test(l)),
    ).toHaveLength(886);
  });
});
