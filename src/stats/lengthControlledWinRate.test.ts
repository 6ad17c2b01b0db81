import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alpacaPreference,
  lengthControlledPrediction,
  lengthControlledWinRate,
  winRateAgainstBaseline,
  type LengthControlledRow,
} from './lengthControlledWinRate.ts';
import { createRandom } from './random.ts';

const SEED = 20261125;
const sigmoid = (t: number) => 1 / (1 + Math.exp(-t));

/** Rows drawn from the GLM itself: preference ~ Bernoulli(σ(θ_len·tanh(Δ/sd) + θ_diff·d + θ₀)). */
function glmRows(seed: number, n: number, theta: { length: number; difficulty: number; intercept: number }) {
  const rng = createRandom(seed);
  const rows: LengthControlledRow[] = [];
  const raw: { delta: number; d: number; base: number; model: number }[] = [];
  for (let i = 0; i < n; i++) {
    const base = 800 + Math.floor(rng() * 800);
    const model = 200 + Math.floor(rng() * 2000);
    raw.push({ delta: base - model, d: rng() * 2 - 1, base, model });
  }
  const mean = raw.reduce((s, r) => s + r.delta, 0) / n;
  const sd = Math.sqrt(raw.reduce((s, r) => s + (r.delta - mean) ** 2, 0) / (n - 1));
  for (const r of raw) {
    const p = sigmoid(theta.length * Math.tanh(r.delta / sd) + theta.difficulty * r.d + theta.intercept);
    rows.push({
      preference: rng() < p ? 1 : 0,
      modelLength: r.model,
      baselineLength: r.base,
      difficulty: r.d,
    });
  }
  return rows;
}

describe('winRateAgainstBaseline', () => {
  it('counts wins, losses and draws and gives the mean with its standard error (hand-computed)', () => {
    // x = 1, 0, 0.5, 0.9: mean 0.6, sample variance (0.16 + 0.36 + 0.01 + 0.09)/3 = 0.62/3.
    const w = winRateAgainstBaseline([1, 0, 0.5, 0.9, null]);
    expect(w).toMatchObject({ n: 4, wins: 2, losses: 1, draws: 1, reason: null });
    expect(w.winRate).toBeCloseTo(0.6, 15);
    expect(w.standardError).toBeCloseTo(Math.sqrt(0.62 / 3 / 4), 15);
    // Discrete: 0.9 rounds to a win: (2 + 1/2)/4.
    expect(w.discreteWinRate).toBe(0.625);
  });

  it('says why there is no rate: no parsed preference gives nulls, one gives no standard error', () => {
    expect(winRateAgainstBaseline([null])).toMatchObject({
      n: 0,
      winRate: null,
      reason: 'no parsed preferences',
    });
    expect(winRateAgainstBaseline([1])).toMatchObject({ n: 1, winRate: 1, standardError: null });
    expect(() => winRateAgainstBaseline([1.5])).toThrowErrorMatchingInlineSnapshot(
      `[Error: winRateAgainstBaseline requires preferences[0] to be in [0, 1] or null (got 1.5)]`,
    );
  });

  it('alpacaPreference maps AlpacaEval’s 1..2 scale (0 is a legacy draw)', () => {
    expect([2, 1, 1.5, 0, 1.25, null, NaN, 3].map(alpacaPreference)).toEqual([
      1,
      0,
      0.5,
      0.5,
      0.25,
      null,
      null,
      null,
    ]);
  });
});

describe('lengthControlledWinRate', () => {
  it('equals the raw win rate when every answer is as long as the baseline’s (no length to control)', () => {
    const rows = [1, 0, 0, 1, 0, 0.5, 0.25].map((preference) => ({
      preference,
      modelLength: 50,
      baselineLength: 50,
    }));
    const r = lengthControlledWinRate(rows, { seed: SEED, rounds: 50 });
    // logit E[y] = θ₀ alone: the maximum is θ₀ = logit(mean y), so the LC mean is the raw mean.
    expect(r.lengthControlled).toBeCloseTo(r.winRate!, 12);
    expect(r.coefficients!.intercept).toBeCloseTo(Math.log(r.winRate! / (1 - r.winRate!)), 10);
  });

  it('gives 50% for the baseline against itself (every preference a draw, equal lengths), as AlpacaEval prints', () => {
    const rows = Array.from({ length: 20 }, (_, i) => ({
      preference: 0.5,
      modelLength: 10 * i,
      baselineLength: 10 * i,
    }));
    const r = lengthControlledWinRate(rows, { seed: SEED, rounds: 20 });
    expect(r.lengthControlled).toBe(0.5);
    expect(r.winRate).toBe(0.5);
    expect([r.lo, r.hi]).toEqual([0.5, 0.5]);
  });

  it('recovers the coefficients of data drawn from the GLM, and the LC mean σ(θ_diff·d + θ₀) (8,000 rows)', () => {
    const theta = { length: -1.5, difficulty: 0.8, intercept: -0.5 };
    const rows = glmRows(SEED, 8000, theta);
    const r = lengthControlledWinRate(rows, { seed: SEED, rounds: 20 });
    expect(r.difficultyUsed).toBe(true);
    // Standard errors at n = 8,000 are 0.03-0.05; 0.15 is about four of them.
    expect(Math.abs(r.coefficients!.length - theta.length)).toBeLessThan(0.15);
    expect(Math.abs(r.coefficients!.difficulty! - theta.difficulty)).toBeLessThan(0.15);
    expect(Math.abs(r.coefficients!.intercept - theta.intercept)).toBeLessThan(0.15);
    const truth =
      rows.reduce((s, x) => s + sigmoid(theta.difficulty * x.difficulty! + theta.intercept), 0) / rows.length;
    expect(Math.abs(r.lengthControlled! - truth)).toBeLessThan(0.01);
    expect(r.lo!).toBeLessThan(truth);
    expect(r.hi!).toBeGreaterThan(truth);
  });

  it('without difficulties fits AlpacaEval’s minimal GLM (length and intercept only)', () => {
    const rows = glmRows(7, 400, { length: -1, difficulty: 0, intercept: 0.3 }).map(
      ({ difficulty: _, ...x }) => x,
    );
    const r = lengthControlledWinRate(rows, { seed: SEED, rounds: 20 });
    expect(r.difficultyUsed).toBe(false);
    expect(r.coefficients!.difficulty).toBeNull();
    expect(r.lengthControlled).toBeCloseTo(sigmoid(r.coefficients!.intercept), 14);
  });

  it('says why there is no LC: no parsed preference, one instruction, constant length gap, no finite fit', () => {
    const row = (preference: number | null, modelLength = 10, baselineLength = 20) => ({
      preference,
      modelLength,
      baselineLength,
    });
    const opts = { seed: SEED, rounds: 5 };
    expect(lengthControlledWinRate([row(null), row(null)], opts)).toMatchObject({
      lengthControlled: null,
      lengthControlledReason: 'no parsed preferences',
      winRate: null,
    });
    expect(lengthControlledWinRate([row(1)], opts).lengthControlledReason).toBe(
      'fewer than two instructions',
    );
    expect(lengthControlledWinRate([row(1), row(0), row(0.5)], opts).lengthControlledReason).toBe(
      'length difference constant',
    );
    // The model won every instruction: the intercept's maximum is at +∞.
    const all = lengthControlledWinRate([row(1, 10, 20), row(1, 30, 20), row(1, 5, 5)], opts);
    expect(all).toMatchObject({
      lengthControlled: null,
      lengthControlledReason: 'no finite fit',
      winRate: 1,
    });
  });

  it('never gives NaN, keeps the point inside its interval, and is the same for the same seed (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 2, max: 40 }), (seed, n) => {
        const rows = glmRows(seed, n, { length: -1, difficulty: 1, intercept: 0 });
        const a = lengthControlledWinRate(rows, { seed, rounds: 30 });
        const b = lengthControlledWinRate(rows, { seed, rounds: 30 });
        expect(a).toEqual(b);
        for (const v of Object.values(a)) if (typeof v === 'number') expect(Number.isFinite(v)).toBe(true);
        if (a.lo !== null) expect(a.lo).toBeLessThanOrEqual(a.lengthControlled!);
        if (a.hi !== null) expect(a.hi).toBeGreaterThanOrEqual(a.lengthControlled!);
        if (a.lengthControlled === null) expect(a.lengthControlledReason).not.toBeNull();
      }),
      { seed: SEED, numRuns: 40 },
    );
  });
});

describe('lengthControlledPrediction', () => {
  it('is σ(intercept) without difficulty, and the mean of σ(θ₀ + θ_d·dᵢ) with it (hand-computed)', () => {
    expect(lengthControlledPrediction({ length: -2, difficulty: null, intercept: 0 }, [5, -5])).toBe(0.5);
    const p = lengthControlledPrediction({ length: -2, difficulty: 1, intercept: 0 }, [
      Math.log(3),
      -Math.log(3),
    ]);
    // σ(log 3) = 3/4 and σ(−log 3) = 1/4.
    expect(p).toBeCloseTo(0.5, 15);
    expect(lengthControlledPrediction({ length: 0, difficulty: 1, intercept: Math.log(3) }, [0])).toBeCloseTo(
      0.75,
      15,
    );
  });
});
