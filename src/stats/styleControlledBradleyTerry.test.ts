// Style control (issue 21, item 1). The generator is test/fixtures/stats/lengthBiasedBattles.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LENGTH_BIAS_MODELS, lengthBiasedBattles } from '../../test/fixtures/stats/lengthBiasedBattles.ts';
import { bootstrapBradleyTerry } from './bootstrapBradleyTerry.ts';
import { bootstrapStyleControlled } from './bootstrapStyleControlled.ts';
import { bradleyTerry } from './bradleyTerry.ts';
import {
  STYLE_VIF_LIMIT,
  STYLE_VIF_WARN,
  styleBattleCounts,
  styleControlledBradleyTerry,
  type StyleBattle,
} from './styleControlledBradleyTerry.ts';

const SEED = 20261125;
const ratingOf = (rows: readonly { model: string; rating: number | null }[], model: string) =>
  rows.find((r) => r.model === model)!.rating!;
/** Paths of every number in a value that is NaN or ±Infinity (JSON.stringify would hide them as null). */
function nonFinite(value: unknown, path = ''): string[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [path];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => nonFinite(v, `${path}.${k}`));
  return [];
}
const battle = (
  model1: string,
  model2: string,
  outcome: StyleBattle['outcome'],
  length: [number, number],
): StyleBattle => ({ model1, model2, outcome, style: { length } });

describe('styleControlledBradleyTerry on battles where a judge favours length', () => {
  // 20,000 battles among six models; `verbose` is exactly as strong as `steady` and writes three times longer;
  // the judge adds 1.5 log-odds per unit of normalized length difference.
  const battles = lengthBiasedBattles({
    seed: SEED,
    battles: 20000,
    models: LENGTH_BIAS_MODELS,
    lengthBias: 1.5,
    tieShare: 0.05,
  });
  const raw = bootstrapBradleyTerry(styleBattleCounts(battles), { rounds: 200, seed: SEED });
  const styled = bootstrapStyleControlled(battles, { rounds: 200, seed: SEED });
  const others = ['alpha', 'bravo', 'steady', 'delta', 'echo'];

  it('raw ratings separate the two equally strong models: verbose is ahead by more than 80 points, intervals apart', () => {
    const v = raw.find((r) => r.model === 'verbose')!;
    const s = raw.find((r) => r.model === 'steady')!;
    expect(v.rating! - s.rating!).toBeGreaterThan(80);
    expect(v.lo!).toBeGreaterThan(s.hi!);
  });

  it('style-controlled ratings put them within 30 points, with overlapping intervals', () => {
    const rows = styled.rows;
    expect(styled.reason).toBeNull();
    const v = rows.find((r) => r.model === 'verbose')!;
    const s = rows.find((r) => r.model === 'steady')!;
    expect(Math.abs(v.rating! - s.rating!)).toBeLessThan(30);
    expect(v.lo!).toBeLessThan(s.hi!);
    expect(s.lo!).toBeLessThan(v.hi!);
  });

  it("keep the others' order (their true order) and each point rating inside its interval", () => {
    const order = styled.rows.filter((r) => others.includes(r.model)).map((r) => r.model);
    expect(order).toEqual(others);
    const rawOrder = raw.filter((r) => others.includes(r.model)).map((r) => r.model);
    expect(rawOrder).toEqual(others);
    for (const r of styled.rows) {
      expect(r.lo!).toBeLessThanOrEqual(r.rating!);
      expect(r.hi!).toBeGreaterThanOrEqual(r.rating!);
      expect(r.rank).not.toBeNull();
    }
  });

  it('recover the judge’s taste: the length coefficient per unit of normalized difference is near 1.5', () => {
    const length = styled.coefficients.find((c) => c.feature === 'length')!;
    // θ is per standard deviation of the normalized difference; per unit it is θ / sd. The interval holds 1.5.
    expect(length.lo! / length.sd!).toBeLessThan(1.5);
    expect(length.hi! / length.sd!).toBeGreaterThan(1.5);
    expect(length.ratingPoints).toBeCloseTo((length.coefficient! * 400) / Math.log(10), 10);
    for (const f of ['headers', 'lists', 'bold'])
      expect(styled.coefficients.find((c) => c.feature === f)).toMatchObject({
        used: false,
        reason: 'missing',
        coefficient: null,
        lo: null,
        intervalReason: 'not fitted',
      });
  });

  it('recover the true strength gaps within 20 points (truth: 400/ln 10 · Δs)', () => {
    const factor = 400 / Math.log(10);
    const truth = new Map(LENGTH_BIAS_MODELS.map((m) => [m.model, m.strength]));
    // Ties counting half shrink gaps a little (5% ties here), as in plain Bradley-Terry.
    for (const m of ['alpha', 'bravo', 'delta', 'echo'])
      expect(
        Math.abs(
          ratingOf(styled.rows, m) -
            ratingOf(styled.rows, 'steady') -
            factor * (truth.get(m)! - truth.get('steady')!),
        ),
      ).toBeLessThan(20);
  });
});

describe('styleControlledBradleyTerry: closed forms and the rules of decision 0080', () => {
  it('with a constant style feature, gives bradleyTerry’s ratings (the feature is unused: "constant")', () => {
    const battles = lengthBiasedBattles({
      seed: 3,
      battles: 3000,
      models: LENGTH_BIAS_MODELS,
      lengthBias: 0,
    }).map((b) => ({ ...b, style: { length: [100, 100] as const } }));
    const fit = styleControlledBradleyTerry(battles);
    const plain = bradleyTerry(styleBattleCounts(battles));
    expect(fit.coefficients[0]).toMatchObject({ feature: 'length', used: false, reason: 'constant' });
    for (const r of plain) expect(ratingOf(fit.rows, r.model)).toBeCloseTo(r.rating!, 6);
  });

  it('two models, one pair: the rating gap is the logit of the win share when style does not vary (3:1 → 190.85)', () => {
    const b: StyleBattle[] = [
      battle('a', 'b', 'model1', [50, 50]),
      battle('a', 'b', 'model1', [60, 60]),
      battle('a', 'b', 'model1', [70, 70]),
      battle('a', 'b', 'model2', [80, 80]),
    ];
    const fit = styleControlledBradleyTerry(b);
    // 400 · log10(3) = 190.848...; centred on 1000.
    expect(ratingOf(fit.rows, 'a')).toBeCloseTo(1000 + 200 * Math.log10(3), 9);
    expect(ratingOf(fit.rows, 'b')).toBeCloseTo(1000 - 200 * Math.log10(3), 9);
  });

  it('a model that never lost gets no rating, with bradleyTerry’s reason and note, and moves nobody', () => {
    const base = lengthBiasedBattles({ seed: 11, battles: 2000, models: LENGTH_BIAS_MODELS, lengthBias: 1 });
    const champion: StyleBattle[] = [
      battle('zulu', 'alpha', 'model1', [300, 200]),
      battle('bravo', 'zulu', 'model2', [250, 400]),
      battle('zulu', 'echo', 'model1', [100, 900]),
    ];
    const without = styleControlledBradleyTerry(base);
    const withZ = styleControlledBradleyTerry([...base, ...champion]);
    expect(withZ.rows.find((r) => r.model === 'zulu')).toMatchObject({
      rating: null,
      reason: 'never lost',
      bound: 'above',
      note: 'never lost in 3 games: ranks above every model it played',
    });
    for (const r of without.rows) expect(ratingOf(withZ.rows, r.model)).toBeCloseTo(r.rating!, 9);
    expect(withZ.coefficients[0]!.coefficient).toBeCloseTo(without.coefficients[0]!.coefficient!, 9);
    expect(withZ.battles).toBe(without.battles);
  });

  it('rates each comparison component on its own, centred on 1000', () => {
    const b: StyleBattle[] = [
      battle('a', 'b', 'model1', [10, 30]),
      battle('a', 'b', 'model2', [20, 20]),
      battle('a', 'b', 'model1', [40, 10]),
      battle('c', 'd', 'model1', [10, 20]),
      battle('c', 'd', 'model2', [30, 10]),
      battle('c', 'd', 'model2', [25, 25]),
    ];
    const fit = styleControlledBradleyTerry(b);
    expect(fit.reason).toBeNull();
    const comp = (m: string) => fit.rows.find((r) => r.model === m)!.component;
    expect(comp('a')).toBe(comp('b'));
    expect(comp('c')).toBe(comp('d'));
    expect(comp('a')).not.toBe(comp('c'));
    expect(ratingOf(fit.rows, 'a') + ratingOf(fit.rows, 'b')).toBeCloseTo(2000, 9);
    expect(ratingOf(fit.rows, 'c') + ratingOf(fit.rows, 'd')).toBeCloseTo(2000, 9);
  });

  it('refuses a fit where style is confounded with the models (a always 900 tokens, b always 300)', () => {
    const b: StyleBattle[] = [];
    for (let k = 0; k < 12; k++)
      b.push(
        k % 2 === 0
          ? battle('a', 'b', k % 3 === 0 ? 'model2' : 'model1', [900, 300])
          : battle('b', 'a', k % 3 === 0 ? 'model2' : 'model1', [300, 900]),
      );
    const fit = styleControlledBradleyTerry(b);
    expect(fit.reason).toBe('style confounded with the models');
    expect(fit.rows).toEqual([]);
    expect(fit.coefficients.every((c) => c.coefficient === null)).toBe(true);
  });

  it('refuses a fit where the longer answer always wins (style separates the outcomes)', () => {
    // Every pair has a win each way (the beat graph is strongly connected), but length decides every battle.
    const b: StyleBattle[] = [];
    for (const [x, y] of [
      ['a', 'b'],
      ['b', 'c'],
      ['a', 'c'],
    ] as const) {
      b.push(battle(x, y, 'model1', [500, 100]), battle(x, y, 'model2', [100, 500]));
      b.push(battle(x, y, 'model1', [300, 250]), battle(x, y, 'model2', [250, 300]));
    }
    const fit = styleControlledBradleyTerry(b);
    expect(fit.reason).toBe('style separates the outcomes');
    const boot = bootstrapStyleControlled(b, { rounds: 5, seed: SEED });
    expect(boot).toMatchObject({ reason: 'style separates the outcomes', rows: [], failedRounds: 0 });
  });

  it('lists every model with its reason when nothing can be rated (all judgments unparsed)', () => {
    const b = [battle('a', 'b', 'unparsed', [1, 2]), battle('b', 'c', 'unparsed', [1, 2])];
    const fit = bootstrapStyleControlled(b, { rounds: 3, seed: SEED });
    expect(fit.reason).toBe('no rated models');
    expect(fit.rows.map((r) => [r.model, r.rating, r.reason, r.lo])).toEqual([
      ['a', null, 'no parsed games', null],
      ['b', null, 'no parsed games', null],
      ['c', null, 'no parsed games', null],
    ]);
  });

  it('throws with fewer than two models and on a negative count', () => {
    expect(() => styleControlledBradleyTerry([])).toThrowErrorMatchingInlineSnapshot(
      `[Error: styleControlledBradleyTerry requires at least two models (got 0)]`,
    );
    expect(() =>
      styleControlledBradleyTerry([battle('a', 'b', 'model1', [-1, 3]), battle('a', 'b', 'model2', [1, 3])]),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: styleControlledBradleyTerry requires battles[0].style.length[0] to be a finite number >= 0 (got -1)]`,
    );
  });
});

describe('styleControlledBradleyTerry properties', () => {
  const small = (seed: number) =>
    lengthBiasedBattles({
      seed,
      battles: 600,
      models: LENGTH_BIAS_MODELS.slice(0, 4),
      lengthBias: 1,
      tieShare: 0.1,
      markdown: true,
    });

  it('swapping the sides of every battle changes no rating and no coefficient', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), (seed) => {
        const b = small(seed);
        const swapped = b.map((t): StyleBattle => ({
          model1: t.model2,
          model2: t.model1,
          outcome: t.outcome === 'model1' ? 'model2' : t.outcome === 'model2' ? 'model1' : t.outcome,
          style: {
            length: [t.style.length[1], t.style.length[0]],
            headers: [t.style.headers![1], t.style.headers![0]],
            lists: [t.style.lists![1], t.style.lists![0]],
            bold: [t.style.bold![1], t.style.bold![0]],
          },
        }));
        const x = styleControlledBradleyTerry(b);
        const y = styleControlledBradleyTerry(swapped);
        for (const r of x.rows) expect(ratingOf(y.rows, r.model)).toBeCloseTo(r.rating!, 6);
        x.coefficients.forEach((c, k) =>
          expect(y.coefficients[k]!.coefficient).toBeCloseTo(c.coefficient!, 8),
        );
      }),
      { seed: SEED, numRuns: 10 },
    );
  });

  it('ratings do not depend on the order of the battles or on the models’ names', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), (seed) => {
        const b = small(seed);
        const x = styleControlledBradleyTerry(b);
        const renamed = styleControlledBradleyTerry(
          b
            .slice()
            .reverse()
            .map((t) => ({ ...t, model1: `x-${t.model1}`, model2: `x-${t.model2}` })),
        );
        for (const r of x.rows) expect(ratingOf(renamed.rows, `x-${r.model}`)).toBeCloseTo(r.rating!, 6);
      }),
      { seed: SEED, numRuns: 10 },
    );
  });

  it('no output is NaN or Infinity, and every interval holds its point rating', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 12, max: 80 }), (seed, n) => {
        const b = lengthBiasedBattles({
          seed,
          battles: n,
          models: LENGTH_BIAS_MODELS,
          lengthBias: 2,
          tieShare: 0.1,
        });
        const fit = bootstrapStyleControlled(b, { rounds: 20, seed });
        expect(nonFinite(fit)).toEqual([]);
        for (const r of fit.rows) {
          for (const v of [r.rating, r.lo, r.hi]) if (v !== null) expect(Number.isFinite(v)).toBe(true);
          if (r.lo !== null) expect(r.lo).toBeLessThanOrEqual(r.rating!);
          if (r.hi !== null) expect(r.hi).toBeGreaterThanOrEqual(r.rating!);
        }
      }),
      { seed: SEED, numRuns: 20 },
    );
  });
});

describe('styleVarianceInflation: is style a property of the models?', () => {
  // Two models; a side's length difference, normalised, is +d when the first side is longer and −d otherwise.
  // The outcomes alternate, so no fit separates.
  const outcomes: StyleBattle['outcome'][] = ['model1', 'model2', 'tie', 'model1'];
  const mirrored = (first: [number, number][]): StyleBattle[] => [
    ...first.map((len, i) => battle('a', 'b', outcomes[i % 4]!, len)),
    ...first.map((len, i) => battle('b', 'a', outcomes[(i + 1) % 4]!, [len[1], len[0]])),
  ];
  it('is infinite when the longer side is always the same model, and no style-controlled rating is given', () => {
    const fit = styleControlledBradleyTerry(mirrored(Array.from({ length: 4 }, () => [30, 10])));
    expect(fit.varianceInflation).toEqual([{ feature: 'length', vif: Number.POSITIVE_INFINITY }]);
    expect(fit.reason).toBe('style confounded with the models');
    expect(fit.rows).toEqual([]);
  });
  it('is 1 when length varies within the pair as much either way, and the fit is made', () => {
    const fit = styleControlledBradleyTerry(
      mirrored([
        [30, 10],
        [10, 30],
        [30, 10],
        [10, 30],
      ]),
    );
    expect(fit.varianceInflation[0]!.vif).toBeCloseTo(1, 12);
    expect(fit.reason).toBeNull();
  });
  it('is 1 / (1 − R²) by hand: three of four battles with the first side longer give R² = 1/4, VIF = 4/3', () => {
    // x = ±1 (which model is first), z = d, d, d, −d beside x = +1 and mirrored: Σxz = 4d, Σx² = 8, Σz² = 8d²,
    // so R² = (4d)² / (8 · 8d²) = 1/4.
    const fit = styleControlledBradleyTerry(
      mirrored([
        [30, 10],
        [30, 10],
        [30, 10],
        [10, 30],
      ]),
    );
    expect(fit.varianceInflation[0]!.vif).toBeCloseTo(4 / 3, 12);
  });
  it(`gives up only above ${STYLE_VIF_LIMIT}: the length-biased battles above are far below it`, () => {
    const fit = styleControlledBradleyTerry(
      lengthBiasedBattles({
        seed: SEED,
        battles: 2000,
        models: LENGTH_BIAS_MODELS,
        lengthBias: 1.5,
        tieShare: 0.05,
      }),
    );
    expect(fit.varianceInflation[0]!.vif).toBeLessThan(STYLE_VIF_WARN);
    expect(fit.reason).toBeNull();
  });
});
