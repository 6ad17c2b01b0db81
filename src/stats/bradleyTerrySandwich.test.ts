import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bradleyTerry } from './bradleyTerry.ts';
import { bradleyTerrySandwich } from './bradleyTerrySandwich.ts';
import { davidsonBradleyTerry } from './davidsonBradleyTerry.ts';
import type { PairCount } from './pairCounts.ts';
import { binomial, createRandom } from './random.ts';

const SEED = 20261125;
const FACTOR = 400 / Math.log(10);
const count = (model1: string, model2: string, wins1: number, wins2: number, ties = 0): PairCount => ({
  model1,
  model2,
  wins1,
  wins2,
  ties,
  bothbad: 0,
  unparsed: 0,
});
const row = <T extends { model: string }>(rows: readonly T[], m: string) => rows.find((r) => r.model === m)!;

describe('bradleyTerrySandwich', () => {
  it('two models without ties: sandwich = model-based, SE = 400/ln 10 · ½ · 1/√(n·p·(1 − p)) (30:10 → 31.72)', () => {
    const r = bradleyTerrySandwich([count('a', 'b', 30, 10)]);
    const se = (FACTOR / 2) * Math.sqrt(1 / (40 * 0.75 * 0.25));
    expect(row(r.rows, 'a').rating).toBeCloseTo(1000 + 200 * Math.log10(3), 9);
    expect(row(r.rows, 'a').se).toBeCloseTo(se, 9);
    expect(row(r.rows, 'a').modelSe).toBeCloseTo(se, 9);
    expect(se).toBeCloseTo(31.72, 2);
    expect(row(r.rows, 'a').lo).toBeCloseTo(row(r.rows, 'a').rating! - 1.959963984540054 * se, 9);
  });

  it('two models with ties: Var(d) = B/H² with B = W(1−p)² + L·p² + T(½ − p)² (hand-computed 0.234375 vs 0.375)', () => {
    // W = 6, L = 2, T = 4: p = 8/12 = 2/3; H = 12·(2/3)(1/3) = 8/3; B = 6/9 + 8/9 + 4/36 = 5/3.
    const r = bradleyTerrySandwich([count('a', 'b', 6, 2, 4)]);
    const a = row(r.rows, 'a');
    expect(a.se).toBeCloseTo((FACTOR / 2) * Math.sqrt(5 / 3 / (8 / 3) ** 2), 9); // Var(d) = 0.234375
    expect(a.modelSe).toBeCloseTo((FACTOR / 2) * Math.sqrt(1 / (8 / 3)), 9); // Var(d) = 0.375
  });

  it('equals the model-based error when the model is right (no ties, large n; property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), (seed) => {
        // Five models with true strengths, 4,000 battles a pair drawn from Bradley-Terry.
        const rng = createRandom(seed);
        const s = [0, 0.4, -0.3, 1, -0.8];
        const counts: PairCount[] = [];
        for (let i = 0; i < 5; i++)
          for (let j = i + 1; j < 5; j++) {
            const w = binomial(rng, 4000, 1 / (1 + Math.exp(s[j]! - s[i]!)));
            counts.push(count(`m${i}`, `m${j}`, w, 4000 - w));
          }
        for (const r of bradleyTerrySandwich(counts).rows) {
          const ratio = r.se! / r.modelSe!;
          expect(ratio).toBeGreaterThan(0.9);
          expect(ratio).toBeLessThan(1.1);
        }
      }),
      { seed: SEED, numRuns: 20 },
    );
  });

  it('gives bradleyTerry’s ratings, and the same with inverse pair-frequency weights when every pair has as many games', () => {
    const counts = [count('a', 'b', 7, 3), count('b', 'c', 4, 6), count('a', 'c', 5, 5)];
    const plain = bradleyTerry(counts);
    const s = bradleyTerrySandwich(counts);
    const w = bradleyTerrySandwich(counts, { weighting: 'inverse pair frequency' });
    for (const p of plain) {
      expect(row(s.rows, p.model).rating).toBeCloseTo(p.rating!, 9);
      expect(row(w.rows, p.model).rating).toBeCloseTo(p.rating!, 9);
      expect(row(w.rows, p.model).se).toBeCloseTo(row(s.rows, p.model).se!, 9);
      expect(row(w.rows, p.model).modelSe).toBeNull();
    }
  });

  it('inverse pair-frequency weights make every pair count the same: a pair played 10 times as often weighs as one', () => {
    // a–b played 100 times (80:20), b–c 10 times (5:5), a–c 10 times (2:8). Weighted, the fit equals the fit of
    // counts rescaled to the same total per pair (a–b 8:2): a 1000.00 rather than 1066.64 unweighted.
    const counts = [count('a', 'b', 80, 20), count('b', 'c', 5, 5), count('a', 'c', 2, 8)];
    const w = bradleyTerrySandwich(counts, { weighting: 'inverse pair frequency' });
    const rescaled = bradleyTerry([count('a', 'b', 8, 2), count('b', 'c', 5, 5), count('a', 'c', 2, 8)]);
    for (const p of rescaled) expect(row(w.rows, p.model).rating).toBeCloseTo(p.rating!, 8);
    expect(row(w.rows, 'a').rating).toBeCloseTo(1000, 6);
    expect(row(bradleyTerry(counts), 'a').rating).toBeCloseTo(1066.64, 2);
  });

  it('with only ties, withholds every interval as Davidson does ("only ties"; issue 34: every interval was [1000, 1000])', () => {
    // Each tie scores ½ and the fit expects ½ (equal strengths), so B = 0 and the sandwich SE would be 0.
    const counts = [count('a', 'b', 0, 0, 3), count('b', 'c', 0, 0, 2)];
    const r = bradleyTerrySandwich(counts);
    expect(
      r.rows.map(({ model, rating, se, modelSe, lo, hi, rank, intervalReason }) => ({
        model,
        rating,
        se,
        modelSe,
        lo,
        hi,
        rank,
        intervalReason,
      })),
    ).toEqual(
      ['a', 'b', 'c'].map((model) => ({
        model,
        rating: 1000,
        se: null,
        modelSe: null,
        lo: null,
        hi: null,
        rank: null,
        intervalReason: 'only ties',
      })),
    );
    expect(davidsonBradleyTerry(counts).rows.every((d) => d.intervalReason === 'only ties')).toBe(true);
  });

  it('withholds only the group with ties alone; another component keeps its intervals', () => {
    const r = bradleyTerrySandwich([count('a', 'b', 0, 0, 4), count('c', 'd', 6, 2, 4)]);
    expect(row(r.rows, 'a')).toMatchObject({ rating: 1000, se: null, intervalReason: 'only ties' });
    // c–d is the two-model case above: Var(d) = B/H² = 0.234375.
    expect(row(r.rows, 'c').se).toBeCloseTo((FACTOR / 2) * Math.sqrt(0.234375), 9);
  });

  it('follows decision 0080: an unrated model has no interval and its reason', () => {
    const r = bradleyTerrySandwich([
      count('a', 'b', 3, 1),
      count('b', 'c', 2, 1),
      count('a', 'c', 1, 2),
      count('c', 'd', 4, 0),
    ]);
    expect(row(r.rows, 'd')).toMatchObject({ rating: null, se: null, lo: null, intervalReason: 'never won' });
    expect(row(r.rows, 'a').rank).toBe(1);
    expect(row(r.rows, 'a').rankAmong).toBe(3);
  });
});
