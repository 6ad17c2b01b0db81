// AlpacaEval's LC prediction step and the instruction difficulties recovered from glm_preference: hand-computed
// cases, the bound the printed digits leave (a property: the exact value always lies within it), and the files of
// test/peers/alpacaFixture.ts read by content.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GLM, LC, alpacaLayout, lcOf } from '../../../test/peers/alpacaFixture.ts';
import { readTree } from '../../../test/peers/readTree.ts';
import type { AlpacaAnnotation } from '../../records/peers.ts';
import {
  alpacaLcWeights,
  instructionDifficulties,
  misalignedRows,
  predictedLc,
  printedPlaces,
  weightsFor,
  type Difficulties,
  type LcWeights,
} from './lengthControl.ts';
import { alpacaComparisons } from './winRate.ts';

const sigma = (t: number) => 1 / (1 + Math.exp(-t));

/** Difficulties known exactly (no printing bound). */
function exact(values: number[]): Difficulties {
  const v = Float64Array.from(values);
  return {
    values: v,
    lo: v,
    hi: v,
    instructionIds: values.map((_, i) => `i${i}`),
    model: 'src',
    annotator: 'j',
    file: 'f.json',
    places: 17,
    others: [],
  };
}

describe('printedPlaces', () => {
  it('counts the decimals of the shortest text of a number, exponents included', () => {
    expect([0.0452750109, 0.5, 12, 1e-7, 1.5e-12, 0.1 + 0.2].map(printedPlaces)).toEqual([
      10, 1, 0, 7, 13, 17,
    ]);
  });
});

describe('predictedLc', () => {
  it('is 100·mean σ(Δθ₀ + Δθ_d·dᵢ): θ₀ = 0, θ_d = 1, d = 0 and ln 3 give σ = ½ and ¾, LC 62.5, SE 12.5', () => {
    // pandas: pd.Series([0.5, 0.75]).sem() = std(ddof=1)/√2 = 0.1767767/1.4142136 = 0.125.
    const r = predictedLc(
      { length: -2, difficulty: 1, intercept: 0 },
      { length: 0, difficulty: 0, intercept: 0 },
      exact([0, Math.log(3)]),
      2,
    );
    expect(r.value).toBeCloseTo(62.5, 13);
    expect(r.standardError).toBeCloseTo(12.5, 13);
    expect(r).toMatchObject({ inputError: 0, rows: 2 });
  });

  it("takes the baseline's coefficients off the model's, and the first n difficulties by position", () => {
    // Δθ₀ = 1 − 1 = 0 and Δθ_d = 3 − 2 = 1; over the first row only: σ(0) = ½.
    const d = exact([0, Math.log(3), 5]);
    const m = { length: 0, difficulty: 3, intercept: 1 };
    const b = { length: 0, difficulty: 2, intercept: 1 };
    expect(predictedLc(m, b, d, 1).value).toBe(50);
    expect(predictedLc(m, b, d, 2).value).toBeCloseTo(62.5, 13);
  });

  it('throws when asked for more rows than there are difficulties, or none', () => {
    const w = { length: 0, difficulty: 1, intercept: 0 };
    expect(() => predictedLc(w, w, exact([0, 1]), 3)).toThrow(
      'predictedLc requires between 1 and 2 rows (got 3)',
    );
    expect(() => predictedLc(w, w, exact([0, 1]), 0)).toThrow(/got 0/);
  });
});

describe('instructionDifficulties', () => {
  it('recovers dᵢ = (logit(glm) − θ₀)/θ_d from the fixture, each within the bound its 10 printed decimals leave', async () => {
    const { data } = await readTree(alpacaLayout());
    const tables = alpacaLcWeights(data.publishedLeaderboard);
    const d = instructionDifficulties(alpacaComparisons(data.peers.alpacaAnnotations), tables)!;
    expect(d).toMatchObject({ model: LC.model, annotator: LC.annotator, places: 10, others: [] });
    LC.difficulties.forEach((truth, i) => {
      expect(d.values[i]).toBeCloseTo(truth, 8);
      expect(d.lo[i]).toBeLessThanOrEqual(truth);
      expect(d.hi[i]).toBeGreaterThanOrEqual(truth);
    });
    // model-y's LC from the weights, over its 4 rows: within the bound of the exact 100·mean σ(0.5 + dᵢ).
    const w = weightsFor(tables, LC.annotator, LC.baseline)!;
    const y = predictedLc(w.rows.get(LC.publishedOnly)!, w.rows.get(LC.baseline)!, d, 4);
    expect(Math.abs(y.value - lcOf(LC.publishedOnly))).toBeLessThanOrEqual(y.inputError);
    expect(y.inputError).toBeGreaterThan(0);
    expect(y.inputError).toBeLessThan(1e-7);
    expect(GLM.every((g) => printedPlaces(g) <= 10)).toBe(true);
  });

  it('has none without glm_preference on every row, or without a weights row for the model', async () => {
    const { data } = await readTree(alpacaLayout());
    const groups = alpacaComparisons(data.peers.alpacaAnnotations);
    const tables = alpacaLcWeights(data.publishedLeaderboard);
    const noX: LcWeights[] = tables.map((t) => ({
      ...t,
      rows: new Map([...t.rows].filter(([m]) => m !== LC.model)),
    }));
    expect(instructionDifficulties(groups, noX)).toBeUndefined();
    const partial = groups.map((g) => ({
      ...g,
      annotations: g.annotations.map((a, i) => (i === 0 ? { ...a, glmPreference: undefined } : a)),
    }));
    expect(instructionDifficulties(partial, tables)).toBeUndefined();
  });

  it('holds the exact LC within its bound whatever the difficulties and coefficients (glm printed to 10 decimals)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -3, max: 3, noNaN: true }), { minLength: 1, maxLength: 40 }),
        fc.double({ min: 0.3, max: 2, noNaN: true }),
        fc.double({ min: -3, max: 1, noNaN: true }),
        fc.double({ min: -2, max: 2, noNaN: true }),
        fc.double({ min: -3, max: 3, noNaN: true }),
        (truth, bSrc, aSrc, b, a) => {
          const src = { length: -1, difficulty: bSrc, intercept: aSrc };
          const annotations = truth.map(
            (t, i) =>
              ({
                benchmark: 'alpaca-eval',
                annotator: 'j',
                baseline: 'base',
                model: 'src',
                instructionId: `i${i}`,
                position: i,
                glmPreference: Number(sigma(aSrc + bSrc * t).toFixed(10)),
                source: { file: 'f.json' },
              }) as AlpacaAnnotation,
          );
          if (annotations.some((x) => !(x.glmPreference! > 0 && x.glmPreference! < 1))) return;
          const tables: LcWeights[] = [
            {
              file: 'w.csv',
              annotator: 'j',
              baseline: 'base',
              rows: new Map([
                ['src', src],
                ['base', { length: 0, difficulty: 0, intercept: 0 }],
              ]),
            },
          ];
          const group = {
            annotator: 'j',
            baseline: 'base',
            model: 'src',
            annotations,
            selfComparison: false,
          };
          const d = instructionDifficulties([group], tables)!;
          const m = { length: 0, difficulty: b, intercept: a };
          const r = predictedLc(m, { length: 0, difficulty: 0, intercept: 0 }, d, truth.length);
          const exactLc = (100 * truth.reduce((s, t) => s + sigma(a + b * t), 0)) / truth.length;
          expect(Math.abs(r.value - exactLc)).toBeLessThanOrEqual(r.inputError + 1e-12 * Math.abs(exactLc));
        },
      ),
      { seed: 20261127, numRuns: 200 },
    );
  });
});

describe('misalignedRows', () => {
  it("finds the rows whose instruction is not the difficulties' source's at that position (a file missing one)", () => {
    const d = exact([0, 1, 2, 3]);
    const rows = ['i0', 'i2', 'i3'].map(
      (id, position) => ({ instructionId: id, position }) as AlpacaAnnotation,
    );
    expect(misalignedRows(rows, d)).toEqual({ first: 1, count: 2 });
    expect(misalignedRows(rows.slice(0, 1), d)).toBeUndefined();
  });
});

describe('weightsFor', () => {
  const t = (file: string, annotator?: string, baseline?: string): LcWeights => ({
    file,
    ...(annotator ? { annotator } : {}),
    ...(baseline ? { baseline } : {}),
    rows: new Map([['base', { length: 0, difficulty: 0, intercept: 0 }]]),
  });
  it("takes the annotator's table, else the only unnamed one with the baseline's row", () => {
    expect(weightsFor([t('a.csv', 'j1'), t('b.csv', 'j2')], 'j2', 'base')?.file).toBe('b.csv');
    expect(weightsFor([t('a.csv', 'j1'), t('u.csv')], 'j2', 'base')?.file).toBe('u.csv');
    expect(weightsFor([t('u.csv'), t('v.csv')], 'j2', 'base')).toBeUndefined();
    expect(weightsFor([t('a.csv', 'j2', 'other')], 'j2', 'base')).toBeUndefined();
  });
});
