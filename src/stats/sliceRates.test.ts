import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bySlice, compareSliceLabels, lengthBucket, SLICE_MIN_N, sliceRates } from './sliceRates.ts';

const SEED = 20261125;

describe('sliceRates', () => {
  // 40 judgments at N=8 (30 passed, 2 unparsed among them), 12 at N=16 (3 passed), 5 in no setting.
  const items = [
    ...Array.from({ length: 38 }, (_, k) => ({ setting: 'N=8', ok: k < 30 })),
    { setting: 'N=8', ok: null },
    { setting: 'N=8', ok: null },
    ...Array.from({ length: 12 }, (_, k) => ({ setting: 'N=16', ok: k < 3 })),
    ...Array.from({ length: 5 }, () => ({ setting: null, ok: true })),
  ];
  const rows = sliceRates(items, { slice: (x) => x.setting, success: (x) => x.ok });

  it('gives each slice its n, rate and Wilson interval, in numeric label order (N=8 before N=16)', () => {
    expect(rows.map((r) => r.slice)).toEqual(['N=8', 'N=16']);
    expect(rows[0]).toMatchObject({ n: 38, successes: 30, excluded: 2, rate: 30 / 38, belowMinN: false });
    // Wilson by hand (Python, the formula written out): 30/38 gives 0.636542205246726 to 0.8892520815700411.
    expect(rows[0]!.lo).toBeCloseTo(0.636542205246726, 12);
    expect(rows[0]!.hi).toBeCloseTo(0.8892520815700411, 12);
  });

  it(`marks a slice under ${SLICE_MIN_N} judgments instead of hiding it`, () => {
    expect(rows[1]).toMatchObject({ slice: 'N=16', n: 12, rate: 0.25, belowMinN: true });
    // 3/12 by hand: 0.08894166839405476 to 0.5323053349335656.
    expect(rows[1]!.lo).toBeCloseTo(0.08894166839405476, 12);
    expect(rows[1]!.hi).toBeCloseTo(0.5323053349335656, 12);
    expect(sliceRates(items, { slice: (x) => x.setting, success: (x) => x.ok, minN: 10 })[1]!.belowMinN).toBe(
      false,
    );
  });

  it('keeps a slice with no parsed verdict, with a reason, and follows a given order', () => {
    const r = sliceRates(
      [
        { s: 'b', ok: null },
        { s: 'a', ok: true },
      ],
      { slice: (x) => x.s, success: (x) => x.ok, order: ['b', 'a'] },
    );
    expect(r).toEqual([
      {
        slice: 'b',
        n: 0,
        successes: 0,
        excluded: 1,
        rate: null,
        lo: null,
        hi: null,
        reason: 'no parsed verdicts',
        belowMinN: true,
      },
      expect.objectContaining({ slice: 'a', n: 1, rate: 1 }),
    ]);
  });

  it('does not depend on the order of the items (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('N=2', 'N=10', 'b', null), fc.constantFrom(true, false, null))),
        fc.integer(),
        (pairs, shift) => {
          const k = pairs.length === 0 ? 0 : ((shift % pairs.length) + pairs.length) % pairs.length;
          const rotated = [...pairs.slice(k), ...pairs.slice(0, k)].reverse();
          const opts = {
            slice: (p: (typeof pairs)[number]) => p[0],
            success: (p: (typeof pairs)[number]) => p[1],
          };
          expect(sliceRates(rotated, opts)).toEqual(sliceRates(pairs, opts));
        },
      ),
      { seed: SEED },
    );
  });

  it('the slices’ n add up to the items with a slice and an outcome (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('x', 'y', 'z', null), fc.constantFrom(true, false, null))),
        (pairs) => {
          const r = sliceRates(pairs, { slice: (p) => p[0], success: (p) => p[1] });
          expect(r.reduce((s, x) => s + x.n, 0)).toBe(
            pairs.filter((p) => p[0] !== null && p[1] !== null).length,
          );
          for (const x of r) if (x.rate !== null) expect(x.lo! <= x.rate && x.rate <= x.hi!).toBe(true);
        },
      ),
      { seed: SEED },
    );
  });
});

describe('bySlice, compareSliceLabels and lengthBucket', () => {
  it('runs any statistic per slice (a mean here) and marks small slices', () => {
    const r = bySlice(
      [
        { g: 'a', v: 1 },
        { g: 'a', v: 3 },
        { g: 'b', v: 5 },
      ],
      (x) => x.g,
      (group) => ({ n: group.length, mean: group.reduce((s, x) => s + x.v, 0) / group.length }),
      { minN: 2 },
    );
    expect(r).toEqual([
      { slice: 'a', n: 2, mean: 2, belowMinN: false },
      { slice: 'b', n: 1, mean: 5, belowMinN: true },
    ]);
  });

  it('orders labels with numbers as numbers', () => {
    expect(['N=16', 'N=8', '10-12', '2-4', 'test', 'dev'].sort(compareSliceLabels)).toEqual([
      '2-4',
      '10-12',
      'N=8',
      'N=16',
      'dev',
      'test',
    ]);
  });

  it('buckets lengths by upper edges', () => {
    expect([0, 4, 5, 8, 9, 16, 17].map((n) => lengthBucket(n, [4, 8, 16]))).toEqual([
      '≤ 4',
      '≤ 4',
      '5–8',
      '5–8',
      '9–16',
      '9–16',
      '> 16',
    ]);
    expect(() => lengthBucket(3, [8, 4])).toThrowErrorMatchingInlineSnapshot(
      `[Error: lengthBucket requires ascending whole edges (got 8, 4)]`,
    );
    expect(() => lengthBucket(2.5, [4])).toThrowErrorMatchingInlineSnapshot(
      `[Error: lengthBucket requires a whole length >= 0 (got 2.5)]`,
    );
  });

  it('refuses a minimum n that is not a whole number >= 1', () => {
    expect(() =>
      bySlice(
        [1],
        () => 'a',
        (g) => ({ n: g.length }),
        { minN: 0 },
      ),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: bySlice requires options.minN to be a whole number >= 1 (got 0)]`,
    );
  });
});
