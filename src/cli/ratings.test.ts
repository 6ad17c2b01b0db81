// `parley ratings` prints what the site's leaderboards hold (issue 37): the same code as the build, on a read that
// keeps counts. Checked three ways on the demo: a read that keeps counts gives the leaderboards a read of every
// record gives; those are the build's own leaderboards; and the command as a user types it, on a folder with a
// README and notes beside the data, prints them.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSiteViews, viewLeaderboards, benchmarkLengths } from '../sections/views/siteViews.ts';
import { EXIT } from '../pipeline/userError.ts';
import { demoDataset } from '../../test/shared/demoFixtures.ts';
import { readDataset } from '../profiles/index.ts';
import type { Dataset } from '../records/dataset.ts';
import { RATINGS_FORMAT } from './runRatings.ts';

const CONTENT = resolve(import.meta.dirname, '../../content');
const CLI = resolve(import.meta.dirname, 'parley.ts');
const words = (t: string) => t.split(/\s+/).length;

function parley(args: string[], cwd = process.cwd()) {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('the leaderboards of parley ratings', () => {
  let records: Dataset;
  let counted: Dataset;
  beforeAll(async () => {
    [records, counted] = await Promise.all([demoDataset(), readDataset(CONTENT, { counting: true })]);
  });

  it('read straight to counts, are those of every record read (demo content, every view)', () => {
    expect(counted.report.files.some((f) => f.counted)).toBe(true);
    const a = viewLeaderboards(counted, { tokens: words });
    const b = viewLeaderboards(records, { tokens: words });
    expect(a.length).toBeGreaterThan(3);
    expect(a.map((x) => x.leaderboard.table.raw)).toEqual(b.map((x) => x.leaderboard.table.raw));
    // Elo, which needs the battles in file order, is there too.
    expect(a.some((x) => x.leaderboard.table.raw.some((r) => typeof r.bt_elo === 'number'))).toBe(true);
  });

  it('are the leaderboards the build computes for the site', () => {
    const built = buildSiteViews(records, { tokens: words }, benchmarkLengths(records, { tokens: words }));
    const alone = viewLeaderboards(records, { tokens: words });
    expect(alone.map((x) => x.view.path)).toEqual(built.map((v) => v.path));
    expect(alone.map((x) => x.leaderboard.table.raw)).toEqual(built.map((v) => v.leaderboard.table.raw));
  });
});

describe('parley ratings, as typed', () => {
  it('prints every view as JSON, with intervals, on a folder with other files beside the data', () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-ratings-'));
    cpSync(join(CONTENT, 'arena'), join(dir, 'battles'), { recursive: true });
    writeFileSync(join(dir, 'README.md'), '# my arena\n');
    writeFileSync(join(dir, 'notes.txt'), 'to do\n');
    const r = parley(['ratings', dir, '--format', 'json', '--rounds', '200', '--seed', '7']);
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as {
      format: string;
      bootstrap: { seed: number; rounds: number };
      views: { benchmark: string; judge: string; rows: Record<string, unknown>[] }[];
    };
    expect(out.format).toBe(RATINGS_FORMAT);
    expect(out.bootstrap).toEqual({ seed: 7, rounds: 200 });
    expect(out.views.length).toBeGreaterThan(0);
    for (const v of out.views)
      for (const row of v.rows.filter((x) => typeof x.bt === 'number' && x.bt_lo !== null)) {
        expect(row.bt_lo as number).toBeLessThanOrEqual(row.bt as number);
        expect(row.bt as number).toBeLessThanOrEqual(row.bt_hi as number);
      }
    // Seeded: the same command, the same bytes.
    expect(parley(['ratings', dir, '--format', 'json', '--rounds', '200', '--seed', '7']).stdout).toBe(
      r.stdout,
    );
    expect(r.stderr).toMatch(/^ratings: \d+ leaderboards? from \d+ rows of \d+ files/m);
  });

  it('prints CSV with the view in its first columns, and text tables by default', () => {
    const csv = parley(['ratings', join(CONTENT, 'arena'), '--format', 'csv', '--rounds', '50']);
    expect(csv.status).toBe(0);
    expect(csv.stdout.split('\r\n')[0]).toMatch(/^benchmark,judge,model,/);
    const text = parley(['ratings', join(CONTENT, 'arena'), '--rounds', '50']);
    expect(text.stdout).toMatch(/^Model +Rank +Bradley-Terry \(95% CI\)/m);
    expect(text.stdout).toMatch(/Intervals: 95%, bootstrap of 50 rounds, seed 20231101\./);
  });

  it('says what is wrong with an option, and when there is nothing to rate', () => {
    const bad = parley(['ratings', join(CONTENT, 'arena'), '--format', 'xml']);
    expect(bad.status).toBe(EXIT.usage);
    expect(bad.stderr.trim()).toBe('parley: --format must be text, csv or json (got "xml").');
    expect(parley(['ratings', join(CONTENT, 'arena'), '--rounds', '0']).stderr.trim()).toBe(
      'parley: --rounds needs a whole number of at least 1 (got "0").',
    );
    const empty = mkdtempSync(join(tmpdir(), 'parley-ratings-empty-'));
    writeFileSync(join(empty, 'README.md'), '# nothing\n');
    const none = parley(['ratings', empty]);
    expect(none.status).toBe(EXIT.rejected);
    expect(none.stderr).toMatch(/^parley: no judgments in .* to rate/);
  });
});
