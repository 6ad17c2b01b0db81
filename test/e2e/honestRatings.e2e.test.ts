// Issue 25's reproducers, written as battle files and built into a whole site: no page, ratings table or download
// shows NaN, Infinity, the old 1e-300 floor's ratings (about ±119000) or any number the data cannot support; the
// sparse case's model a has an interval within 150 points of its rating, and the rounds with an unbounded model
// are counted on the page.
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestSite } from './browser.ts';

/** Battles a–b at `wins`:`losses` (first model's wins : second's), plus `ties` ties. */
function games(a: string, b: string, wins: number, losses: number, ties = 0): string[] {
  return [
    ...Array.from({ length: wins }, () => ({ model_a: a, model_b: b, winner: 'model_a' })),
    ...Array.from({ length: losses }, () => ({ model_a: a, model_b: b, winner: 'model_b' })),
    ...Array.from({ length: ties }, () => ({ model_a: a, model_b: b, winner: 'tie' })),
  ].map((x) => JSON.stringify({ ...x, judge: 'judge' }));
}

/** The reproducers of issue 25, one benchmark each. */
const CASES: Record<string, string[]> = {
  'never-wins': [
    ...games('a', 'b', 3, 1),
    ...games('b', 'c', 2, 1),
    ...games('a', 'c', 1, 2),
    ...games('c', 'd', 4, 0),
  ],
  'never-loses': [...games('a', 'b', 3, 0), ...games('b', 'c', 2, 1), ...games('a', 'c', 2, 0)],
  'two-components': [...games('a', 'b', 3, 1), ...games('c', 'd', 2, 5, 1)],
  sparse: [
    ...games('a', 'b', 10, 10),
    ...games('a', 'c', 10, 10),
    ...games('b', 'c', 10, 10),
    ...games('c', 'd', 2, 1),
  ],
};

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true, recursive: true }))
    if (e.isFile()) out.push(join(e.parentPath, e.name));
  return out;
}

let site: string;
beforeAll(async () => {
  const data = await mkdtemp(join(tmpdir(), 'parley-honest-'));
  const files = [];
  for (const [name, lines] of Object.entries(CASES)) {
    await writeFile(join(data, `${name}.jsonl`), `${lines.join('\n')}\n`);
    files.push({ path: `${name}.jsonl`, role: 'battles', benchmark: name });
  }
  // The bootstrap of the issue: 1,000 rounds, seed 5.
  await writeFile(
    join(data, 'parley.manifest.json'),
    JSON.stringify({ files, bootstrap: { seed: 5, rounds: 1000 } }),
  );
  site = await buildTestSite(data);
});

describe('sites built from the Bradley-Terry reproducers of issue 25', () => {
  it('show no NaN, Infinity or floor rating on any page or in any download', async () => {
    let looked = 0;
    for (const f of await filesUnder(site)) {
      if (!/\.(html|csv|json)$/.test(f) || f.includes('/pagefind/')) continue;
      const text = await readFile(f, 'utf8');
      looked++;
      expect(text, f).not.toMatch(/\bNaN\b|\bInfinity\b|1e-300|-?1190\d\d(\.\d+)?\b/);
    }
    expect(looked).toBeGreaterThan(20);
  });

  it('say which model never won and which never lost, with no rating for them', async () => {
    const neverWins = JSON.parse(await readFile(join(site, 'data/never-wins-judge/ratings.json'), 'utf8'));
    const d = neverWins.rows.find((r: { model: string }) => r.model === 'd');
    expect(d).toMatchObject({ rating: null, reason: 'never won' });
    const page = await readFile(join(site, 'b/never-loses-judge/ratings/index.html'), 'utf8');
    expect(page).toContain('never lost in 5 games');
  });

  it('rate the two groups apart, never ranking across them', async () => {
    const page = await readFile(join(site, 'b/two-components-judge/ratings/index.html'), 'utf8');
    expect(page).toContain('fall into 2 groups that never met');
    // With 4 and 8 games a pair, no group gets an interval: no rank is printed at all, within or across.
    const rows = JSON.parse(await readFile(join(site, 'data/two-components-judge/ratings.json'), 'utf8'))
      .rows as {
      model: string;
      component: number;
      rank: number | null;
    }[];
    expect(new Set(rows.map((r) => r.component)).size).toBe(2);
    expect(rows.every((r) => r.rank === null)).toBe(true);
  });

  it('give the sparse case an interval for a within 150 points of its rating, and count the rounds that could not rate d', async () => {
    const rows = JSON.parse(await readFile(join(site, 'data/sparse-judge/ratings.json'), 'utf8')).rows as {
      model: string;
      rating: number;
      lo: number | null;
      hi: number | null;
      degenerateRounds?: number;
    }[];
    const a = rows.find((r) => r.model === 'a')!;
    expect(a.lo).not.toBeNull();
    expect(a.rating - a.lo!).toBeLessThanOrEqual(150);
    expect(a.hi! - a.rating).toBeLessThanOrEqual(150);
    const d = rows.find((r) => r.model === 'd')!;
    expect(d.lo).toBeNull();
    expect(d.degenerateRounds).toBeGreaterThan(50);
    const page = await readFile(join(site, 'b/sparse-judge/ratings/index.html'), 'utf8');
    expect(page).toContain(`in ${d.degenerateRounds} of 1000 bootstrap rounds`);
  });
});
