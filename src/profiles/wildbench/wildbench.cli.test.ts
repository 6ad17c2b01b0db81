// The user's path: `parley check` on a folder holding the WildBench fixture (renamed into folders of the user's
// own, ref= folders kept) beside a README sees the WildBench judgments, says what they hold, and exits 0.
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parley } from '../../../test/shared/runParley.ts';

const RUNS = join(import.meta.dirname, 'fixture/eval_results/v2.0522/pairwise.v2');

describe('parley check on a folder with the WildBench fixture and a README', () => {
  it('reads the 19 judgments as WildBench pairwise results and lists the README as not read', () => {
    const root = mkdtempSync(join(tmpdir(), 'parley-wildbench-'));
    const study = join(root, 'study');
    mkdirSync(study);
    writeFileSync(
      join(study, 'README.md'),
      '# Our WildBench run\n\nPairwise results, judged by GPT-4-turbo.\n',
    );
    cpSync(RUNS, join(study, 'results'), { recursive: true });
    const r = parley(root, ['check', 'study']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain(
      'wildbench pairwise: 19 judgments of 7 tasks, 4 models, judge gpt-4-turbo-2024-04-09',
    );
    expect(r.stdout).toContain('  against reference claude-3-haiku-20240307: 11 judgments');
    expect(r.stdout).toContain('Rows: read 19 = used 19 + rejected 0');
    expect(r.stdout).toMatch(/README\.md: not recognised/);
    expect(r.stderr).toBe('');
  });
});
