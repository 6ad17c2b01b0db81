import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cohenKappa } from './cohenKappa.ts';
import { fleissKappa } from './fleissKappa.ts';
import { kendallTau } from './kendallTau.ts';
import { krippendorffAlpha } from './krippendorffAlpha.ts';
import { percentAgreement } from './percentAgreement.ts';

// Krippendorff (2011), "Computing Krippendorff's Alpha-Reliability", section C: four observers, twelve units,
// values 1-5, missing values (null). Published: nominal 0.743, ordinal 0.815, interval 0.849, ratio 0.797.
const A = [1, 2, 3, 3, 2, 1, 4, 1, 2, null, null, null];
const B = [1, 2, 3, 3, 2, 2, 4, 1, 2, 5, null, 3];
const C = [null, 3, 3, 3, 2, 3, 4, 2, 2, 5, 1, null];
const D = [1, 2, 3, 3, 2, 4, 4, 1, 2, 5, 1, null];
const units = A.map((_, u) => [A[u], B[u], C[u], D[u]]);

describe('krippendorffAlpha', () => {
  it.each([
    ['nominal', 0.743],
    ['ordinal', 0.815],
    ['interval', 0.849],
    ['ratio', 0.797],
  ] as const)('gives %s alpha %f on the four-observer example of Krippendorff (2011)', (level, published) => {
    expect(krippendorffAlpha(units, level).alpha).toBeCloseTo(published, 3);
  });

  it('gives 0.095 on the binary two-observer example of Krippendorff (2011), section A', () => {
    const a = [0, 1, 0, 0, 0, 0, 0, 0, 1, 0];
    const b = [1, 1, 1, 0, 0, 1, 0, 0, 0, 0];
    const r = krippendorffAlpha(
      a.map((x, i) => [x, b[i]]),
      'nominal',
    );
    expect(r.alpha).toBeCloseTo(0.095, 3);
    // By hand: n = 20 values, 4 disagreeing units give o_01 = o_10 = 4; n_0 = 14, n_1 = 6.
    // alpha = 1 - (n - 1) (o_01 + o_10) / (2 n_0 n_1) = 1 - 19 * 8 / 168 = 0.0952...
    expect(r.alpha).toBeCloseTo(1 - (19 * 8) / 168, 12);
    expect(r.pairable).toBe(20);
  });

  it('leaves out units with a single value and is undefined without variation, saying why', () => {
    expect(krippendorffAlpha([[1], [2, 2], [2, 2]])).toMatchObject({
      alpha: null,
      alphaReason: 'no variation',
    });
    expect(krippendorffAlpha([[1], [2, 2], [1, 1]]).units).toBe(2);
    expect(krippendorffAlpha([])).toMatchObject({
      alpha: null,
      alphaReason: 'fewer than two pairable values',
      pairable: 0,
    });
    expect(krippendorffAlpha([[1, 2]]).alphaReason).toBeNull();
  });

  it('counts pairable values as a whole number (was 11.999999999999998 for units of 7 and 5 values)', () => {
    // 7 + 5 = 12 values in two pairable units; summing the coincidences 1/(m_u − 1) gave 11.999999999999998.
    const r = krippendorffAlpha([
      [0, 1, 2, 3, 4, 5, 6],
      [1, 2, 3, 4, 5],
    ]);
    expect(r.pairable).toBe(12);
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }), { maxLength: 8 }), {
          maxLength: 6,
        }),
        (units) => {
          const k = krippendorffAlpha(units, 'ordinal');
          const sizes = units.map((u) => u.filter((v) => v !== null).length).filter((m) => m >= 2);
          expect(k.pairable).toBe(sizes.reduce((a, b) => a + b, 0));
          expect(Number.isInteger(k.pairable)).toBe(true);
          if (k.alpha !== null) expect(Number.isFinite(k.alpha)).toBe(true);
          expect(Number.isFinite(k.observed) && Number.isFinite(k.expected)).toBe(true);
        },
      ),
      { seed: 20261125 },
    );
  });

  it('is 1 when every unit agrees and values vary between units', () => {
    expect(
      krippendorffAlpha(
        [
          [1, 1, 1],
          [2, 2],
          [3, 3, 3],
        ],
        'interval',
      ).alpha,
    ).toBe(1);
  });

  it('names itself when a non-nominal level meets text', () => {
    expect(() => krippendorffAlpha([['N/A', 1]], 'interval')).toThrowErrorMatchingInlineSnapshot(
      `[Error: krippendorffAlpha requires finite numbers at the interval level (got "N/A")]`,
    );
  });

  it('does not depend on the order of units or of coders within a unit', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.array(fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }), { minLength: 2, maxLength: 5 }),
          {
            minLength: 2,
            maxLength: 20,
          },
        ),
        (us) => {
          const a = krippendorffAlpha(us, 'ordinal').alpha;
          const b = krippendorffAlpha(
            us
              .slice()
              .reverse()
              .map((u) => u.slice().reverse()),
            'ordinal',
          ).alpha;
          if (a === null) expect(b).toBeNull();
          else expect(b).toBeCloseTo(a, 9);
        },
      ),
    );
  });
});

describe('cohenKappa', () => {
  // The 50-item two-reader example (20 yes/yes, 5 yes/no, 10 no/yes, 15 no/no): p_o = 0.7, p_e = 0.5, kappa 0.4,
  // as worked in the Wikipedia article "Cohen's kappa" (by hand: p_e = 0.5·0.6 + 0.5·0.4 = 0.5).
  it('gives 0.4 on the 50-item worked example', () => {
    const a = [...Array(20).fill('y'), ...Array(5).fill('y'), ...Array(10).fill('n'), ...Array(15).fill('n')];
    const b = [...Array(20).fill('y'), ...Array(5).fill('n'), ...Array(10).fill('y'), ...Array(15).fill('n')];
    const r = cohenKappa(a, b);
    expect(r.observed).toBeCloseTo(0.7, 12);
    expect(r.expected).toBeCloseTo(0.5, 12);
    expect(r.kappa).toBeCloseTo(0.4, 12);
  });
  it('skips items one coder left blank, and is symmetric', () => {
    const r = cohenKappa(['a', null, 'b', 'a'], ['a', 'b', 'b', 'b']);
    expect(r.n).toBe(3);
    expect(cohenKappa(['a', 'b', 'b'], ['a', 'b', 'a']).kappa).toBeCloseTo(
      cohenKappa(['a', 'b', 'a'], ['a', 'b', 'b']).kappa!,
      12,
    );
  });
  it('is null when both coders used one category throughout', () => {
    expect(cohenKappa(['a', 'a'], ['a', 'a']).kappa).toBeNull();
  });
  it('names itself on lists of different length', () => {
    expect(() => cohenKappa(['a'], [])).toThrowErrorMatchingInlineSnapshot(
      `[Error: cohenKappa requires two label lists of the same length (got 1 and 0)]`,
    );
  });
});

describe('fleissKappa', () => {
  // The worked example of the Wikipedia article "Fleiss' kappa": 10 subjects, 14 raters, 5 categories;
  // published P̄ = 0.378, P̄_e = 0.213, kappa = 0.210.
  const table = [
    [0, 0, 0, 0, 14],
    [0, 2, 6, 4, 2],
    [0, 0, 3, 5, 6],
    [0, 3, 9, 2, 0],
    [2, 2, 8, 1, 1],
    [7, 7, 0, 0, 0],
    [3, 2, 6, 3, 0],
    [2, 5, 3, 2, 2],
    [6, 5, 2, 1, 0],
    [0, 2, 2, 3, 7],
  ];
  it('gives kappa 0.210 on the 10-subject, 14-rater worked example', () => {
    const r = fleissKappa(table);
    expect(r.observed).toBeCloseTo(0.378, 3);
    expect(r.expected).toBeCloseTo(0.213, 3);
    expect(r.kappa).toBeCloseTo(0.21, 3);
  });
  it('gives 1/3 on a three-subject table worked by hand', () => {
    // By hand on [[2,0],[0,2],[1,1]]: P = 1, 1, 0 so P̄ = 2/3; p = (1/2, 1/2), P̄_e = 1/2; kappa = 1/3.
    expect(
      fleissKappa([
        [2, 0],
        [0, 2],
        [1, 1],
      ]).kappa,
    ).toBeCloseTo(1 / 3, 12);
  });
  it('names itself when rows hold different numbers of ratings', () => {
    expect(() =>
      fleissKappa([
        [2, 0],
        [1, 0],
      ]),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: fleissKappa requires 2 ratings in every row (row 2 has 1)]`,
    );
  });
});

describe('percentAgreement', () => {
  it('pools agreeing pairs over units', () => {
    // Unit 1: a,a,b gives 3 pairs, 1 agreeing; unit 2: b,b gives 1 pair, 1 agreeing; a lone value is no pair.
    expect(
      percentAgreement([
        ['a', 'a', 'b'],
        ['b', 'b'],
        ['c', null],
      ]),
    ).toEqual({
      agreement: 0.5,
      pairs: 4,
      agreeingPairs: 2,
      units: 2,
    });
  });
  it('is the observed agreement P̄ of Fleiss when every unit has the same number of raters', () => {
    const units = [
      ['x', 'x', 'y'],
      ['y', 'y', 'y'],
      ['x', 'y', 'z'],
    ];
    // By hand: 1/3, 1, 0 → mean 4/9.
    expect(percentAgreement(units).agreement).toBeCloseTo(4 / 9, 12);
  });
});

describe('kendallTau', () => {
  it('counts concordant and discordant pairs by hand', () => {
    // Pairs of (1,2,3,4) vs (1,3,2,4): only (2,3) is discordant; 5 of 6 concordant; tau = 4/6.
    const r = kendallTau([1, 2, 3, 4], [1, 3, 2, 4]);
    expect([r.concordant, r.discordant]).toEqual([5, 1]);
    expect(r.tau).toBeCloseTo(2 / 3, 12);
  });
  it('uses tau-b with ties', () => {
    // x = (1,1,2,3), y = (1,2,2,3): pairs 12 tied x, 23 tied y, others (4) concordant.
    // tau_b = 4 / sqrt((6 - 1)(6 - 1)) = 0.8.
    expect(kendallTau([1, 1, 2, 3], [1, 2, 2, 3]).tau).toBeCloseTo(0.8, 12);
  });
  it('is -1 for a reversed ranking and null for a constant one', () => {
    expect(kendallTau([1, 2, 3], [3, 2, 1]).tau).toBe(-1);
    expect(kendallTau([1, 1, 1], [3, 2, 1]).tau).toBeNull();
  });
});
