// The history section from hand-made snapshots: each model's newest score, its change from its previous one, its
// rank, the "preliminary" mark below n = 100, percents for shares and plain numbers for ratings, a model missing
// from the newest snapshot listed after those in it, and the changelog newest first.
import { describe, expect, it } from 'vitest';
import { emptyDataset, type Dataset } from '../../../records/dataset.ts';
import type { ScoreSnapshotRow } from '../../../records/scoreSnapshot.ts';
import type { SectionContext } from '../../profile.ts';
import { buildHistorySection } from './build.ts';

const row = (date: string, model: string, score: number, n: number, benchmark = 'b'): ScoreSnapshotRow => ({
  benchmark,
  date,
  model,
  score,
  n,
  source: { file: 's.csv', line: 2 },
});
const ctx: SectionContext = {
  name: (m) => m.toUpperCase(),
  seed: 1,
  rounds: 10,
  countTokens: () => 0,
  conversationPaths: new Map(),
};
const data = (rows: ScoreSnapshotRow[], extra: Partial<Dataset> = {}): Dataset => ({
  ...emptyDataset(),
  scoreSnapshots: rows,
  ...extra,
});

describe('buildHistorySection', () => {
  it('gives each model its newest score, change, rank and preliminary mark', () => {
    const m = buildHistorySection(
      data([
        row('2026-01-05', 'a', 0.61, 120),
        row('2026-01-05', 'b', 0.48, 90),
        row('2026-01-05', 'c', 0.7, 300),
        row('2026-02-02', 'a', 0.64, 240),
        row('2026-02-02', 'b', 0.64, 99),
      ]),
      ctx,
    )!;
    const [b] = m.benchmarks;
    expect(b!.dates).toEqual(['2026-01-05', '2026-02-02']);
    // a and b tie at 0.64 in the newest snapshot (both rank 1); c is missing from it and comes last.
    expect(
      b!.table.raw.map((r) => [r.model, r.score, r.date, r.rank, r.n, r.preliminary, r.snapshots]),
    ).toEqual([
      ['a', 0.64, '2026-02-02', 1, 240, false, 2],
      ['b', 0.64, '2026-02-02', 1, 99, true, 2],
      ['c', 0.7, '2026-01-05', 1, 300, false, 1],
    ]);
    expect(b!.table.raw.map((r) => r.change)).toEqual([0.64 - 0.61, 0.64 - 0.48, null]);
    // Shares read as percents; a change in points: 0.64 - 0.61 = +3.0.
    expect(b!.table.rows[0]!.map((c) => c.text).slice(0, 4)).toEqual(['A', '64.0', '2026-02-02', '+3.0']);
    expect(b!.table.rows[1]![6]!.text).toBe('preliminary (n < 100)');
    expect(b!.points).toHaveLength(5);
  });

  it('reads ratings as numbers, not percents, and sorts benchmarks and changelog entries', () => {
    const m = buildHistorySection(
      data([row('2026-01-05', 'x', 1012.34, 500, 'zeta'), row('2026-01-05', 'y', 0.5, 500, 'alpha')], {
        changeNotes: [
          {
            date: '2026-01-05',
            title: 'first',
            paragraphs: ['One.'],
            source: { file: 'CHANGES.md', line: 9 },
          },
          {
            date: '2026-03-02',
            title: 'ties',
            paragraphs: ['Two.'],
            source: { file: 'CHANGES.md', line: 3 },
          },
        ],
      }),
      ctx,
    )!;
    expect(m.benchmarks.map((b) => b.benchmark)).toEqual(['alpha', 'zeta']);
    expect(m.benchmarks[1]!.table.rows[0]![1]!.text).toBe('1012.3');
    expect(m.changes.map((c) => [c.date, c.source])).toEqual([
      ['2026-03-02', 'CHANGES.md:3'],
      ['2026-01-05', 'CHANGES.md:9'],
    ]);
  });

  it('is absent when the data hold no snapshot and no changelog', () => {
    expect(buildHistorySection(emptyDataset(), ctx)).toBeUndefined();
  });
});
