// `parley counts` as a user runs it (issue 37): a battles file beside a README and notes is read straight to counts
// (the fast reader, decision 0106), and the counts are those of a read of every record.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDataset } from '../profiles/index.ts';
import { pairCounts } from '../stats/pairCounts.ts';

const CLI = resolve(import.meta.dirname, 'parley.ts');

describe('parley counts on a folder as users keep one', () => {
  it('reads the battles straight to counts, with the counts of every record read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-counts-user-'));
    mkdirSync(join(dir, 'raw'));
    const names = ['alpha', 'beta', 'gamma'];
    const winners = ['model_a', 'model_b', 'tie', 'tie (bothbad)'];
    const lines: string[] = [];
    // 600 battles, many of them the same line (as in real dumps), one broken line and one unknown winner.
    for (let i = 0; i < 600; i++)
      lines.push(
        JSON.stringify({
          model_a: names[i % 3],
          model_b: names[(i + 1 + (i % 2)) % 3],
          winner: winners[(i * 7) % 4],
        }),
      );
    lines.splice(100, 0, '{"model_a": "alpha", "model_b": ');
    lines.splice(200, 0, JSON.stringify({ model_a: 'alpha', model_b: 'beta', winner: 'nobody' }));
    writeFileSync(join(dir, 'raw', 'battles-march.jsonl'), `${lines.join('\n')}\n`);
    writeFileSync(join(dir, 'README.md'), '# March battles\n');
    writeFileSync(join(dir, 'notes.txt'), 'rerun with April\n');
    const out = join(mkdtempSync(join(tmpdir(), 'parley-counts-out-')), 'march.counts.json');
    const r = spawnSync(process.execPath, [CLI, 'counts', dir, '--out', out], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toMatch(
      /^read 602 rows from 1 files \(1 read straight to counts\): 600 used, 2 rejected/m,
    );
    const counts = JSON.parse(readFileSync(out, 'utf8')) as { pairs: Record<string, unknown>[] };
    const full = await readDataset(dir);
    const expected = pairCounts(full.pairJudgments).map((c) => ({
      benchmark: 'arena',
      kind: 'arena',
      setting: '',
      judge: full.pairJudgments[0]!.judge,
      ...c,
    }));
    expect(counts.pairs).toEqual(expected);
  });
});
