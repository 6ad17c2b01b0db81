// Unit tests of the ruTiE statistics on hand-worked cases; reference p-values from SciPy 1.17
// (scipy.stats.binomtest(k, n, 0.5).pvalue and scipy.stats.chi2.sf(x, 1)).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accuracy } from './accuracy.ts';
import { accuracyByLabel } from './accuracyByLabel.ts';
import { majorityConsensus } from './majorityConsensus.ts';
import { mcnemarTest } from './mcnemarTest.ts';
import { rollingAccuracy } from './rollingAccuracy.ts';
import { wilsonInterval } from './wilsonInterval.ts';

describe('accuracy', () => {
  it('is the share correct with the Wilson interval of that count', () => {
    const a = accuracy([true, true, false, true]);
    expect(a).toEqual({ correct: 3, n: 4, rate: 0.75, ...wilsonInterval(3, 4) });
    // Wilson by hand for 3/4, z^2 = 3.8415: centre (0.75 + 0.4802)/1.9604 = 0.6275, half-width 0.3269.
    expect(a.lo).toBeCloseTo(0.3006, 4);
    expect(a.hi).toBeCloseTo(0.9544, 4);
  });
  it('gives 214/430 = 0.4977 as MERA printed it for its sample submission', () => {
    const outcomes = Array.from({ length: 430 }, (_, i) => i < 214);
    expect(accuracy(outcomes).rate).toBe(0.49767441860465117);
  });
  it('names itself when there is nothing to score', () => {
    expect(() => accuracy([])).toThrow('accuracy requires at least one scored answer (got 0)');
  });
});

describe('accuracyByLabel', () => {
  // Five questions worked by hand: world = q0, q1, q3 (2 of 3 right); memory = q1, q2 (1 of 2); math = q3 (1 of 1);
  // q4 has no label and counts nowhere.
  const items = [
    { labels: ['world'], correct: true },
    { labels: ['world', 'memory'], correct: false },
    { labels: ['memory'], correct: true },
    { labels: ['math', 'world'], correct: true },
    { labels: [], correct: false },
  ];
  it('counts a question in each of its labels', () => {
    const r = accuracyByLabel(items, ['world', 'math', 'memory']);
    expect(r.map((g) => [g.label, g.correct, g.n])).toEqual([
      ['world', 2, 3],
      ['math', 1, 1],
      ['memory', 1, 2],
    ]);
    expect(r.reduce((s, g) => s + g.n, 0)).toBe(6);
  });
  it('puts labels outside the given order after it, in code-point order, and a repeated label once', () => {
    expect(accuracyByLabel(items).map((g) => g.label)).toEqual(['math', 'memory', 'world']);
    expect(accuracyByLabel([{ labels: ['x', 'x'], correct: true }], ['world'])).toMatchObject([
      { label: 'x', n: 1 },
    ]);
  });
  it('gives each group the accuracy of its own questions (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ labels: fc.subarray(['a', 'b', 'c']), correct: fc.boolean() })),
        (xs) => {
          for (const g of accuracyByLabel(xs)) {
            const mine = xs.filter((x) => x.labels.includes(g.label));
            expect(g.n).toBe(mine.length);
            expect(g.correct).toBe(mine.filter((x) => x.correct).length);
          }
        },
      ),
    );
  });
});

describe('rollingAccuracy', () => {
  it('slides a window of consecutive questions along the dialog (worked by hand)', () => {
    // Positions 0-5 answered T T F T F F; windows of 3: [0-2] 2/3, [1-3] 2/3, [2-4] 1/3, [3-5] 1/3.
    const outcomes = [true, true, false, true, false, false].map((correct, position) => ({
      position,
      correct,
    }));
    const r = rollingAccuracy([...outcomes].reverse(), 3);
    expect(r.map((p) => [p.position, p.from, p.to, p.correct, p.n])).toEqual([
      [2, 0, 2, 2, 3],
      [3, 1, 3, 2, 3],
      [4, 2, 4, 1, 3],
      [5, 3, 5, 1, 3],
    ]);
    expect(r[0]).toMatchObject(wilsonInterval(2, 3));
  });
  it('counts answered questions, so a gap widens the span of a window', () => {
    const r = rollingAccuracy(
      [0, 1, 5, 6].map((position) => ({ position, correct: true })),
      2,
    );
    expect(r.map((p) => `${p.from}-${p.to}`)).toEqual(['0-1', '1-5', '5-6']);
  });
  it('names itself when the window does not fit', () => {
    expect(() => rollingAccuracy([{ position: 0, correct: true }], 2)).toThrow(
      'rollingAccuracy requires a window of 1 to 1 answers (got 2)',
    );
  });
});

describe('mcnemarTest', () => {
  it('counts the four cells and tests the discordant ones (worked by hand)', () => {
    // A right alone on 4 questions, B right alone on 1: exact p = 2 (1 + 5)/2^5 = 0.375;
    // chi-square (|4 - 1| - 1)^2 / 5 = 0.8, p = 0.37109336952269756 (SciPy chi2.sf(0.8, 1)).
    const a = [true, true, true, true, true, false, false, false, true, true];
    const b = [true, false, false, false, false, false, true, false, true, true];
    const r = mcnemarTest(a, b);
    expect(r).toMatchObject({ n: 10, bothCorrect: 3, onlyA: 4, onlyB: 1, bothWrong: 2 });
    expect(r.exactP).toBeCloseTo(0.375, 15);
    expect(r.chiSquare).toBeCloseTo(0.8, 15);
    expect(r.chiSquareP).toBeCloseTo(0.37109336952269756, 14);
    // Swapping the models changes nothing but which cell is which.
    expect(mcnemarTest(b, a)).toMatchObject({ onlyA: 1, onlyB: 4, exactP: r.exactP, chiSquare: r.chiSquare });
  });
  it.each([
    [30, 12, 0.007915897334896727, 6.880952380952381, 0.008711912962379598],
    [150, 100, 0.0018833009350761602, 9.604, 0.0019415397850404208],
    [0, 7, 0.015625, 5.142857142857143, 0.02334220201289086],
    [400, 300, 0.0001784763144856244, 14.001428571428571, 0.0001826717911095503],
    [20, 2, 0.00012111663818359375, 13.136363636363637, 0.00028961940975555226],
    [30, 3, 1.4011748135089874e-6, 20.484848484848484, 6.010516284923238e-6],
    [60, 0, 1.734723475976807e-18, 58.016666666666666, 2.5990639233411967e-14],
  ])('b = %i, c = %i agrees with SciPy', (onlyA, onlyB, exactP, chiSquare, chiSquareP) => {
    const a = [...Array<boolean>(onlyA).fill(true), ...Array<boolean>(onlyB).fill(false), true, false];
    const b = [...Array<boolean>(onlyA).fill(false), ...Array<boolean>(onlyB).fill(true), true, false];
    const r = mcnemarTest(a, b);
    expect(r.onlyA).toBe(onlyA);
    expect(r.exactP / exactP).toBeCloseTo(1, 10);
    expect(r.chiSquare).toBeCloseTo(chiSquare, 12);
    expect(r.chiSquareP! / chiSquareP).toBeCloseTo(1, 10);
  });
  it.each([
    // R's mcnemar.test corrects only when b ≠ c; worked by hand from its rule (R is not installed here):
    // b = c: (b − c)²/(b + c) = 0, p = P(χ²₁ > 0) = 1.
    [1, 1, 0, 1, false],
    [3, 3, 0, 1, false],
    // |b − c| = 1: (1 − 1)²/(b + c) = 0, p = 1, but corrected.
    [2, 1, 0, 1, true],
    // b = 2, c = 0: (2 − 1)²/2 = 0.5, p = erfc(√0.25) = 0.4795001221869535 (Python math.erfc).
    [2, 0, 0.5, 0.4795001221869535, true],
    // b = 5, c = 1: (4 − 1)²/6 = 1.5, p = erfc(√0.75) = 0.22067136191984682 (Python math.erfc).
    [5, 1, 1.5, 0.22067136191984682, true],
  ])(
    'b = %i, c = %i gives chi-square %s, p %s as R computes it (continuity correction only when b ≠ c)',
    (onlyA, onlyB, chiSquare, chiSquareP, corrected) => {
      const a = [...Array<boolean>(onlyA).fill(true), ...Array<boolean>(onlyB).fill(false), true];
      const b = [...Array<boolean>(onlyA).fill(false), ...Array<boolean>(onlyB).fill(true), true];
      const r = mcnemarTest(a, b);
      expect(r.chiSquare).toBe(chiSquare);
      expect(r.chiSquareP).toBeCloseTo(chiSquareP, 14);
      expect(r.corrected).toBe(corrected);
      expect(r.chiSquareReason).toBeNull();
    },
  );
  it('has nothing to test without discordant questions, and says so', () => {
    expect(mcnemarTest([true, false], [true, false])).toMatchObject({
      exactP: 1,
      chiSquare: null,
      chiSquareP: null,
      corrected: false,
      chiSquareReason: 'no discordant questions',
    });
  });
  it('names itself on lists of different lengths', () => {
    expect(() => mcnemarTest([true], [])).toThrow(
      'mcnemarTest requires two lists of the same questions (got 1 and 0)',
    );
  });
});

describe('majorityConsensus', () => {
  it("finds each question's majority and counts the consensus levels", () => {
    const r = majorityConsensus([
      ['1', '1', '1', '1', '1'],
      ['2', '1', '2', '2', '2'],
      ['1', '2', '2', '1', '1'],
      ['2', '2', '2', '2', '2'],
      ['1', null, '2', '2', '1'],
    ]);
    expect(r.units.map((u) => [u.majority, u.votes, u.raters])).toEqual([
      ['1', 5, 5],
      ['2', 4, 5],
      ['1', 3, 5],
      ['2', 5, 5],
      [null, 2, 4],
    ]);
    expect(r.distribution).toEqual([
      { votes: 5, raters: 5, units: 2 },
      { votes: 4, raters: 5, units: 1 },
      { votes: 3, raters: 5, units: 1 },
      { votes: 2, raters: 4, units: 1 },
    ]);
    expect(r.ties).toBe(1);
  });
  it('has a majority of at least half the raters and levels that sum to the questions (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.constantFrom('1', '2', null), { maxLength: 7 })), (units) => {
        const r = majorityConsensus(units);
        expect(r.distribution.reduce((s, l) => s + l.units, 0)).toBe(units.length);
        for (const u of r.units)
          expect(u.votes * 2).toBeGreaterThanOrEqual(u.majority === null ? 0 : u.raters);
      }),
    );
  });
});
