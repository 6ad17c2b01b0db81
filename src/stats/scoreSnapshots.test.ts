import { describe, expect, it } from 'vitest';
import { PRELIMINARY_MIN_N, scoreSnapshots } from './scoreSnapshots.ts';

describe('scoreSnapshots', () => {
  const snapshots = [
    {
      date: '2026-03-01',
      label: 'v2',
      rows: [
        { model: 'a', score: 0.58, lo: 0.5, hi: 0.66, n: 150 },
        { model: 'b', score: 0.61, n: 150 },
        { model: 'c', score: 0.4, n: 60 },
      ],
    },
    {
      date: '2026-01-05',
      label: 'v1',
      rows: [
        { model: 'a', score: 0.55, n: 120 },
        { model: 'b', score: null, n: 0 },
      ],
    },
  ];
  const s = scoreSnapshots(snapshots);

  it('gives each model its series oldest first, with changes and ranks per snapshot', () => {
    expect(s.dates).toEqual(['2026-01-05', '2026-03-01']);
    const a = s.models.find((m) => m.model === 'a')!;
    expect(a.points.map((p) => [p.date, p.label, p.score, p.rank])).toEqual([
      ['2026-01-05', 'v1', 0.55, 1],
      ['2026-03-01', 'v2', 0.58, 2],
    ]);
    expect(a.points[1]!.change).toBeCloseTo(0.03, 15);
    expect(a.points[1]).toMatchObject({ lo: 0.5, hi: 0.66 });
    // b had no score before: no change to show.
    expect(s.models.find((m) => m.model === 'b')!.latest).toMatchObject({
      score: 0.61,
      change: null,
      rank: 1,
    });
  });

  it(`marks a score on fewer than ${PRELIMINARY_MIN_N} judgments preliminary`, () => {
    expect(s.models.find((m) => m.model === 'c')!.latest).toMatchObject({ n: 60, preliminary: true });
    expect(s.models.find((m) => m.model === 'a')!.latest.preliminary).toBe(false);
    expect(
      scoreSnapshots(snapshots, { minN: 50 }).models.find((m) => m.model === 'c')!.latest.preliminary,
    ).toBe(false);
  });

  it('orders models by their latest score', () => {
    expect(s.models.map((m) => m.model)).toEqual(['b', 'a', 'c']);
  });

  it('gives equal scores the same (better) rank and measures a change across a snapshot without a score', () => {
    const t = scoreSnapshots([
      { date: '2025-12-01', rows: [{ model: 'x', score: 1210, n: 400 }] },
      { date: '2026-01-01', rows: [{ model: 'x', score: null, n: 0 }] },
      {
        date: '2026-02-01',
        rows: [
          { model: 'x', score: 1190, n: 500 },
          { model: 'y', score: 1250, n: 500 },
          { model: 'z', score: 1190, n: 99 },
        ],
      },
    ]);
    const x = t.models.find((m) => m.model === 'x')!;
    // 1190 against the last score it had (1210, two snapshots back), not against the null between.
    expect(x.points.map((p) => [p.score, p.rank, p.change])).toEqual([
      [1210, 1, null],
      [null, null, null],
      [1190, 2, -20],
    ]);
    expect(t.models.find((m) => m.model === 'z')!.latest).toMatchObject({ rank: 2, preliminary: true });
    expect(t.models.map((m) => m.model)).toEqual(['y', 'x', 'z']);
  });

  it('lists a model missing from the newest snapshot after those in it, however high its old score', () => {
    const t = scoreSnapshots([
      {
        date: '2026-01-01',
        rows: [
          { model: 'retired', score: 0.9, n: 300 },
          { model: 'kept', score: 0.5, n: 300 },
        ],
      },
      { date: '2026-02-01', rows: [{ model: 'kept', score: 0.4, n: 300 }] },
    ]);
    expect(t.models.map((m) => [m.model, m.latest.date])).toEqual([
      ['kept', '2026-02-01'],
      ['retired', '2026-01-01'],
    ]);
  });

  it('does not depend on the order the snapshots are given in', () => {
    expect(scoreSnapshots([...snapshots].reverse())).toEqual(s);
  });

  it('refuses impossible input: a bad date, a repeated date or model, a non-finite score', () => {
    expect(() => scoreSnapshots([{ date: '2026-02-30', rows: [] }])).toThrowErrorMatchingInlineSnapshot(
      `[Error: scoreSnapshots requires dates as YYYY-MM-DD (got "2026-02-30")]`,
    );
    expect(() =>
      scoreSnapshots([
        { date: '2026-01-01', rows: [] },
        { date: '2026-01-01', rows: [] },
      ]),
    ).toThrowErrorMatchingInlineSnapshot(`[Error: scoreSnapshots: two snapshots dated 2026-01-01]`);
    expect(() =>
      scoreSnapshots([
        {
          date: '2026-01-01',
          rows: [
            { model: 'a', score: 1, n: 1 },
            { model: 'a', score: 2, n: 1 },
          ],
        },
      ]),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: scoreSnapshots: a appears twice in the snapshot of 2026-01-01]`,
    );
    expect(() =>
      scoreSnapshots([{ date: '2026-01-01', rows: [{ model: 'a', score: NaN, n: 1 }] }]),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: scoreSnapshots requires snapshots[0].rows[0].score to be a finite number (got NaN)]`,
    );
    expect(() =>
      scoreSnapshots([{ date: '2026-01-01', rows: [{ model: 'a', score: 0.5, lo: 0.6, hi: 0.4, n: 1 }] }]),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: scoreSnapshots requires lo <= hi (got 0.6 > 0.4 for a on 2026-01-01)]`,
    );
    expect(() =>
      scoreSnapshots([{ date: '2026-01-01', rows: [{ model: 'a', score: 0.5, n: 2.5 }] }]),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: scoreSnapshots requires snapshots[0].rows[0].n to be a whole number >= 0 (got 2.5)]`,
    );
  });

  it('gives empty series for no snapshots', () => {
    expect(scoreSnapshots([])).toEqual({ dates: [], models: [] });
  });
});
