import fc from 'fast-check';
import { linearRegression, linearRegressionLine, rSquared } from 'simple-statistics';
import { describe, expect, it } from 'vitest';
import type { SsaLabel } from '../records/ssa.ts';
import { bootstrapSsa } from './bootstrapSsa.ts';
import { confidenceBand } from './confidenceBand.ts';
import { leastSquaresFit } from './leastSquaresFit.ts';
import { majorityLabel } from './majorityLabel.ts';
import { quantileSorted7 } from './quantileSorted7.ts';
import { ratingSummary } from './ratingSummary.ts';
import { ssaAgreement } from './ssaAgreement.ts';
import { ssaScores } from './ssaScores.ts';
import { ssaTurnLabels } from './ssaTurnLabels.ts';
import { studentTCdf, studentTQuantile } from './studentTQuantile.ts';
import { wordCount } from './wordCount.ts';

/** Labels written as [conversation, turn, rater, sensible, specific as the rater answered]. */
function labels(rows: [string, number, string, 0 | 1, 0 | 1 | null][]): SsaLabel[] {
  return rows.map(([conversation, turn, rater, se, sp]) => ({
    model: 'bot',
    version: 'v1',
    mode: 'interactive',
    conversation,
    turn,
    rater,
    sensible: se === 1,
    ...(sp !== null ? { specificAnswered: sp === 1 } : {}),
    specific: se === 1 && sp === 1,
    source: { file: 'x.csv', line: 1 },
  }));
}

// A hand-worked case: four responses in three conversations, three raters each.
//   c1 turn 2: (S, Sp) = (1,1) (1,0) (1,1)  -> sensible 3/3 yes, specific 2/3 yes
//   c1 turn 4: (0,-) (1,1) (0,1)           -> sensible 1/3 no; the third rater's "specific" counts as no: 1/3 no
//   c2 turn 2: (1,0) (1,0) (0,-)           -> sensible 2/3 yes, specific 0/3 no
//   c3 turn 2: (1,1) (1,1) (1,1)           -> yes, yes
// Sensibleness 3/4, specificity 2/4, SSA 0.625.
const HAND = labels([
  ['c1', 2, 'a', 1, 1],
  ['c1', 2, 'b', 1, 0],
  ['c1', 2, 'c', 1, 1],
  ['c1', 4, 'a', 0, null],
  ['c1', 4, 'b', 1, 1],
  ['c1', 4, 'c', 0, 1],
  ['c2', 2, 'a', 1, 0],
  ['c2', 2, 'b', 1, 0],
  ['c2', 2, 'c', 0, null],
  ['c3', 2, 'a', 1, 1],
  ['c3', 2, 'b', 1, 1],
  ['c3', 2, 'c', 1, 1],
]);

describe('majorityLabel', () => {
  it('is true only with a strict majority; a tie is false', () => {
    expect(majorityLabel([true, true, false, false, true])).toBe(true);
    expect(majorityLabel([true, true, false, false, false])).toBe(false);
    expect(majorityLabel([true, false])).toBe(false);
    expect(majorityLabel([true, true, false, false])).toBe(false);
    expect(majorityLabel([true])).toBe(true);
  });
  it('names itself without votes', () => {
    expect(() => majorityLabel([])).toThrow('majorityLabel requires at least one vote');
  });
  it('does not depend on the order of the votes, and flipping every vote flips an odd-sized majority', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 9 }), (votes) => {
        expect(majorityLabel([...votes].reverse())).toBe(majorityLabel(votes));
        if (votes.length % 2 === 1) expect(majorityLabel(votes.map((v) => !v))).toBe(!majorityLabel(votes));
      }),
    );
  });
});

describe('ssaTurnLabels and ssaScores', () => {
  it('give the hand-worked labels and scores', () => {
    const turns = ssaTurnLabels(HAND);
    expect(
      turns.map((t) => [t.conversation, t.turn, t.sensibleVotes, t.specificVotes, t.sensible, t.specific]),
    ).toEqual([
      ['c1', 2, 3, 2, true, true],
      ['c1', 4, 1, 1, false, false],
      ['c2', 2, 2, 0, true, false],
      ['c3', 2, 3, 3, true, true],
    ]);
    expect(ssaScores(turns)).toEqual({
      n: 4,
      sensibleCount: 3,
      specificCount: 2,
      sensibleness: 0.75,
      specificity: 0.5,
      ssa: 0.625,
    });
  });

  it('mark a tied response and count it as neither sensible nor specific', () => {
    const [t] = ssaTurnLabels(
      labels([
        ['c', 1, 'a', 1, 1],
        ['c', 1, 'b', 1, 1],
        ['c', 1, 'c', 0, null],
        ['c', 1, 'd', 0, null],
      ]),
    );
    expect(t).toMatchObject({
      raters: 4,
      sensibleVotes: 2,
      specificVotes: 2,
      sensible: false,
      specific: false,
      tie: true,
    });
  });

  it('never count a response specific without counting it sensible', () => {
    expect(ssaScores([{ sensible: false, specific: true }])).toMatchObject({ specificity: 0, ssa: 0 });
    expect(() => ssaScores([])).toThrow('ssaScores requires at least one labelled response');
  });
});

describe('ssaAgreement', () => {
  it('gives the hand-computed percent agreement and Krippendorff alpha', () => {
    // Sensible per response: (1,1,1) (0,1,0) (1,1,0) (1,1,1): 8 of 12 rater pairs agree.
    // Coincidences: o00 = 1, o01 = o10 = 2, o11 = 7; n0 = 3, n1 = 9, n = 12;
    // alpha = 1 - (n - 1)(o01 + o10) / (2 n0 n1) = 1 - 11 * 4 / 54 = 5/27.
    // Specific as counted: (1,0,1) (0,1,0) (0,0,0) (1,1,1): 8 of 12 agree; o00 = o11 = 4, o01 = o10 = 2,
    // n0 = n1 = 6: alpha = 1 - 11 * 4 / 72 = 7/18.
    const a = ssaAgreement(HAND);
    expect(a.sensible.agreement).toBeCloseTo(8 / 12, 12);
    expect(a.sensible.alpha).toBeCloseTo(5 / 27, 12);
    expect(a.specific.agreement).toBeCloseTo(8 / 12, 12);
    expect(a.specific.alpha).toBeCloseTo(7 / 18, 12);
    expect(a.sensible.units).toBe(4);
  });
});

describe('bootstrapSsa', () => {
  it('resamples conversations: one conversation gives an interval of width zero', () => {
    const turns = ssaTurnLabels(HAND).map((t) => ({ ...t, conversation: 'only' }));
    const b = bootstrapSsa(turns, { rounds: 200, seed: 1 });
    expect(b.ssa).toEqual({ lo: 0.625, hi: 0.625 });
    expect(b.conversations).toBe(1);
  });

  it('with two one-turn conversations, sensible and not, spans 0 to 1 (both-same draws have chance 1/2)', () => {
    const b = bootstrapSsa(
      [
        { conversation: 'x', sensible: true, specific: false },
        { conversation: 'y', sensible: false, specific: false },
      ],
      { rounds: 1000, seed: 7 },
    );
    expect(b.sensibleness).toEqual({ lo: 0, hi: 1 });
    expect(b.specificity).toEqual({ lo: 0, hi: 0 });
  });

  it('is deterministic for a seed, and keeps every bound within [0, 1] and lo <= hi', () => {
    const turns = ssaTurnLabels(HAND);
    expect(bootstrapSsa(turns, { rounds: 300, seed: 42 })).toEqual(
      bootstrapSsa(turns, { rounds: 300, seed: 42 }),
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            conversation: fc.constantFrom('a', 'b', 'c', 'd'),
            sensible: fc.boolean(),
            specific: fc.boolean(),
          }),
          {
            minLength: 1,
            maxLength: 30,
          },
        ),
        fc.integer({ min: 0, max: 1e6 }),
        (turns, seed) => {
          const b = bootstrapSsa(turns, { rounds: 50, seed });
          for (const i of [b.sensibleness, b.specificity, b.ssa]) {
            expect(i.lo).toBeGreaterThanOrEqual(0);
            expect(i.hi).toBeLessThanOrEqual(1);
            expect(i.lo).toBeLessThanOrEqual(i.hi);
          }
          expect(b.specificity.hi).toBeLessThanOrEqual(b.sensibleness.hi);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('names itself on bad input', () => {
    expect(() => bootstrapSsa([], { seed: 1 })).toThrow(
      'bootstrapSsa requires at least one labelled response',
    );
    expect(() =>
      bootstrapSsa([{ conversation: 'a', sensible: true, specific: true }], { seed: 1, rounds: 0 }),
    ).toThrow('bootstrapSsa requires options.rounds to be a whole number >= 1 (got 0)');
  });
});

describe('leastSquaresFit and confidenceBand', () => {
  const P = [
    { x: 1, y: 1 },
    { x: 2, y: 3 },
    { x: 3, y: 2 },
    { x: 4, y: 5 },
  ];

  it('give the hand-computed line, R² and band on four points', () => {
    // x̄ = 2.5, ȳ = 2.75, Sxx = 5, Sxy = 5.5: slope 1.1, intercept 0. Residuals -0.1, 0.8, -1.3, 0.6:
    // SS_res = 2.7, SS_tot = 8.75, R² = 1 - 2.7 / 8.75 = 0.691428...; s = sqrt(2.7 / 2) = sqrt(1.35).
    const fit = leastSquaresFit(P);
    expect(fit.slope).toBeCloseTo(1.1, 12);
    expect(fit.intercept).toBeCloseTo(0, 12);
    expect(fit.rSquared).toBeCloseTo(1 - 2.7 / 8.75, 12);
    expect(fit.residualSe).toBeCloseTo(Math.sqrt(1.35), 12);
    // Band at x̄: ± t(0.975, 2) · s · sqrt(1/4); at x = 1: ± t · s · sqrt(1/4 + 2.25/5). t(0.975, 2) = 4.302653.
    const t = 4.302652729749464;
    const [mid, end] = confidenceBand(fit, [2.5, 1]);
    expect(mid!.fit).toBeCloseTo(2.75, 12);
    expect(mid!.hi - mid!.fit).toBeCloseTo(t * Math.sqrt(1.35) * 0.5, 9);
    expect(end!.fit - end!.lo).toBeCloseTo(t * Math.sqrt(1.35) * Math.sqrt(0.7), 9);
  });

  it('agree with simple-statistics on slope, intercept and R² for random points', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            // Tenths from -100 to 100: doubles such as 5e-324 would make S_xx underflow to zero.
            fc.integer({ min: -1000, max: 1000 }).map((v) => v / 10),
            fc.integer({ min: -1000, max: 1000 }).map((v) => v / 10),
          ),
          {
            minLength: 3,
            maxLength: 40,
          },
        ),
        (pairs) => {
          const xs = new Set(pairs.map((p) => p[0]));
          if (xs.size < 2) return;
          const fit = leastSquaresFit(pairs.map(([x, y]) => ({ x, y })));
          const ss = linearRegression(pairs);
          expect(fit.slope).toBeCloseTo(ss.m, 6);
          expect(fit.intercept).toBeCloseTo(ss.b, 5);
          if (fit.rSquared !== null)
            expect(fit.rSquared).toBeCloseTo(rSquared(pairs, linearRegressionLine(ss)), 6);
        },
      ),
    );
  });

  it('fit a line exactly through points on a line, and the band closes around it', () => {
    const fit = leastSquaresFit([0, 1, 2, 3].map((x) => ({ x, y: 3 - 2 * x })));
    expect([fit.slope, fit.intercept, fit.rSquared]).toEqual([-2, 3, 1]);
    const [b] = confidenceBand(fit, [10]);
    expect(b!.hi - b!.lo).toBeCloseTo(0, 12);
  });

  it('name themselves on bad input', () => {
    expect(() => leastSquaresFit([{ x: 1, y: 1 }])).toThrow(
      'leastSquaresFit requires at least two points (got 1)',
    );
    expect(() =>
      leastSquaresFit([
        { x: 1, y: 1 },
        { x: 1, y: 2 },
      ]),
    ).toThrow('at least two different x values');
    expect(() => confidenceBand(leastSquaresFit(P.slice(0, 2)), [1])).toThrow(
      'at least three points (got 2)',
    );
    expect(
      leastSquaresFit([
        { x: 1, y: 2 },
        { x: 2, y: 2 },
      ]).rSquared,
    ).toBeNull();
  });
});

describe('studentTQuantile', () => {
  it('matches printed tables (R qt) and the closed forms for 1 and 2 degrees of freedom', () => {
    // R 4.x: qt(0.975, c(1, 2, 3, 10, 30)); qt(0.95, 5); compared to 10 decimals.
    expect(studentTQuantile(0.975, 1)).toBeCloseTo(12.70620473617471, 9);
    expect(studentTQuantile(0.975, 2)).toBeCloseTo(4.302652729749464, 10);
    expect(studentTQuantile(0.975, 3)).toBeCloseTo(3.182446305284263, 10);
    expect(studentTQuantile(0.975, 10)).toBeCloseTo(2.228138851986274, 10);
    expect(studentTQuantile(0.975, 30)).toBeCloseTo(2.042272456301238, 10);
    expect(studentTQuantile(0.95, 5)).toBeCloseTo(2.015048373333024, 10);
    // df = 1 is the Cauchy distribution: t = tan(π (p − 1/2)); df = 2: t = (2p − 1) / sqrt(2 p (1 − p)).
    for (const p of [0.6, 0.9, 0.99]) {
      expect(studentTQuantile(p, 1)).toBeCloseTo(Math.tan(Math.PI * (p - 0.5)), 9);
      expect(studentTQuantile(p, 2)).toBeCloseTo((2 * p - 1) / Math.sqrt(2 * p * (1 - p)), 12);
    }
    expect(studentTQuantile(0.025, 10)).toBeCloseTo(-2.228138851986274, 10);
    expect(studentTCdf(0, 4)).toBe(0.5);
  });
  it('names itself on bad input', () => {
    expect(() => studentTQuantile(1, 3)).toThrow('studentTQuantile requires 0 < p < 1 (got 1)');
    expect(() => studentTQuantile(0.5, 0)).toThrow('df > 0 degrees of freedom');
  });
});

describe('ratingSummary, quantileSorted7 and wordCount', () => {
  it('ratingSummary averages item means, leaves nulls out and counts each scale value', () => {
    const r = ratingSummary(
      [
        [2, 1, null],
        [0, 0],
        [null, null],
      ],
      { min: 0, max: 2 },
    );
    // Item means 1.5 and 0: mean 0.75, sd sqrt(2 · 0.75² / 1) = 1.06066.
    expect(r).toMatchObject({ items: 2, ratings: 4, mean: 0.75 });
    expect(r.sd).toBeCloseTo(Math.sqrt(2 * 0.75 ** 2), 12);
    expect(r.distribution).toEqual([
      { value: 0, count: 2 },
      { value: 1, count: 1 },
      { value: 2, count: 1 },
    ]);
    expect(() => ratingSummary([[3]], { min: 0, max: 2 })).toThrow('rating 3 is outside the scale 0-2');
  });

  it('ratingSummary gives null mean and sd with reasons when there is too little to summarize (was NaN)', () => {
    expect(ratingSummary([[null]], { min: 0, max: 2 })).toMatchObject({
      items: 0,
      mean: null,
      meanReason: 'no ratings',
      sd: null,
      sdReason: 'fewer than two rated items',
    });
    expect(ratingSummary([[1, 2]], { min: 0, max: 2 })).toMatchObject({
      mean: 1.5,
      meanReason: null,
      sd: null,
      sdReason: 'fewer than two rated items',
    });
  });

  it('quantileSorted7 interpolates as R type 7', () => {
    // R: quantile(1:4, c(0.25, 0.5, 0.975), type = 7) = 1.75, 2.5, 3.925.
    expect([0.25, 0.5, 0.975].map((q) => quantileSorted7([1, 2, 3, 4], q))).toEqual([1.75, 2.5, 3.925]);
  });

  it('wordCount counts words in English and in Chinese without spaces', () => {
    expect(wordCount("Hi there! It's 3pm :)")).toBe(4);
    expect(wordCount('我们今天去北京大学看电影')).toBe(7);
    expect(wordCount('  🙂 ... ')).toBe(0);
  });
});
