import { describe, expect, it } from 'vitest';
import { sampleSpread, ssaRunSpread } from './ssaRunSpread.ts';

const t = (run: string | undefined, sensible: boolean, specific: boolean) => ({
  ...(run !== undefined ? { run } : {}),
  sensible,
  specific,
});

describe('sampleSpread', () => {
  it('gives the mean and the n − 1 standard deviation', () => {
    // By hand: mean of 2, 4, 4, 4, 5, 5, 7, 9 is 5; squared deviations sum to 32; 32 / 7 = 4.571428...;
    // sqrt = 2.13808994 (R: sd(c(2,4,4,4,5,5,7,9)) = 2.13809).
    const s = sampleSpread([2, 4, 4, 4, 5, 5, 7, 9]);
    expect(s.mean).toBe(5);
    expect(s.sd).toBeCloseTo(2.13808994, 8);
  });

  it('throws with fewer than two values', () => {
    expect(() => sampleSpread([0.5])).toThrow('sampleSpread requires at least two values (got 1)');
  });
});

describe('ssaRunSpread', () => {
  it('scores each run and gives the spread of SSA across runs (hand-computed)', () => {
    // Run a: 4 responses, 3 sensible, 2 specific: sensibleness 0.75, specificity 0.5, SSA 0.625.
    // Run b: 2 responses, 2 sensible, 1 specific: 1, 0.5, SSA 0.75.
    // Run c: 2 responses, 1 sensible, 0 specific: 0.5, 0, SSA 0.25.
    // SSA: mean (0.625 + 0.75 + 0.25) / 3 = 0.541666...; deviations 0.083333, 0.208333, -0.291667;
    // squares 0.0069444 + 0.0434028 + 0.0850694 = 0.1354167; / 2 = 0.0677083; sqrt = 0.2602082.
    const turns = [
      t('a', true, true),
      t('a', true, true),
      t('a', true, false),
      t('a', false, false),
      t('b', true, true),
      t('b', true, false),
      t('c', true, false),
      t('c', false, false),
    ];
    const s = ssaRunSpread(turns);
    expect(s.n).toBe(3);
    expect(s.runs.map((r) => [r.run, r.scores.n, r.scores.ssa])).toEqual([
      ['a', 4, 0.625],
      ['b', 2, 0.75],
      ['c', 2, 0.25],
    ]);
    expect(s.ssa.mean).toBeCloseTo(0.5416667, 6);
    expect(s.ssa.sd).toBeCloseTo(0.2602082, 6);
    // Sensibleness 0.75, 1, 0.5: mean 0.75, sd 0.25. Specificity 0.5, 0.5, 0: mean 1/3, sd 0.2886751.
    expect(s.sensibleness.mean).toBeCloseTo(0.75, 12);
    expect(s.sensibleness.sd).toBeCloseTo(0.25, 12);
    expect(s.specificity.sd).toBeCloseTo(0.2886751, 6);
  });

  it('has no spread when every run scores the same', () => {
    const s = ssaRunSpread([t('1', true, true), t('2', true, true)]);
    expect(s.ssa).toEqual({ mean: 1, sd: 0 });
  });

  it('throws with one run or with a response without a run', () => {
    expect(() => ssaRunSpread([t('1', true, true), t('1', false, false)])).toThrow(
      'ssaRunSpread requires at least two runs (got 1)',
    );
    expect(() => ssaRunSpread([t('1', true, true), t(undefined, true, true)])).toThrow(
      'ssaRunSpread requires a run on every labelled response',
    );
  });
});
