import { describe, expect, it } from 'vitest';
import { preferenceAgreement } from './preferenceAgreement.ts';
import { testLabel } from './testLabel.ts';

describe('preferenceAgreement on hand-worked cases', () => {
  // Task T1: raters r1 and r2 see x as A. Task T2: r1 sees x as A; r2 sees y as A (swapped). Task T3: one rater
  // only. Task T1 also has a third label comparing other models (left out).
  const labels = [
    testLabel({
      taskId: 'T1',
      raterId: 'r1',
      preference: 'A2',
      ratingsA: { grammar: 1 },
      ratingsB: { grammar: 2, preachy: true },
    }),
    testLabel({
      taskId: 'T1',
      raterId: 'r2',
      preference: 'A1',
      ratingsA: { grammar: 1 },
      ratingsB: { grammar: 3, preachy: true },
    }),
    testLabel({
      taskId: 'T2',
      raterId: 'r1',
      preference: 'B2',
      ratingsA: { grammar: 3 },
      ratingsB: { grammar: 2 },
    }),
    // r2 saw y as A: x's grammar 3 is in ratingsB; "A is better" here means y, i.e. B2 in r1's orientation.
    testLabel({
      taskId: 'T2',
      raterId: 'r2',
      modelA: 'y',
      modelB: 'x',
      preference: 'A2',
      ratingsA: { grammar: 2 },
      ratingsB: { grammar: 3 },
    }),
    testLabel({ taskId: 'T3', raterId: 'r1', preference: 'bad' }),
    testLabel({ taskId: 'T1', raterId: 'r3', modelA: 'x', modelB: 'z', preference: 'B3' }),
  ];
  const a = preferenceAgreement(labels);
  const m = (key: string) => a.measures.find((x) => x.key === key)!;

  it('counts items, labels and raters, and leaves out the mismatched label', () => {
    expect([a.items, a.labels, a.raters, a.mismatched]).toEqual([2, 4, 2, 1]);
  });

  it('preference, nominal: alpha 0.4, agreement 1/2', () => {
    // Units {A2, A1} and {B2, B2} (r2's A2 on the swapped task mirrored to B2). n = 4 values, n_A2 = n_A1 = 1,
    // n_B2 = 2. D_o = (o(A2,A1) + o(A1,A2)) / n = 2/4; D_e = (n² − Σ n_c²) / (n(n − 1)) = (16 − 6)/12 = 10/12;
    // alpha = 1 − 0.5 / (10/12) = 0.4. One of the two pairs agrees.
    expect(m('preference').level).toBe('nominal');
    expect(m('preference').alpha).toBeCloseTo(0.4, 12);
    expect(m('preference').agreement).toBe(0.5);
    expect(m('preference').units).toBe(2);
  });

  it('grammar, ordinal: alpha 0.79', () => {
    // Units (task, side): T1A {1, 1}, T1B {2, 3}, T2A {3, 3}, T2B {2, 2} (mirrored). Counts n_1 = 2, n_2 = 3, n_3 = 3,
    // n = 8. Ordinal δ²(2,3) = (n_2 + n_3 − (n_2 + n_3)/2)² = 3² = 9; δ²(1,2) = ((n_1 + n_2)/2)² = 6.25;
    // δ²(1,3) = (n − (n_1 + n_3)/2)² = 5.5² = 30.25. D_o = 2 · 9 / 8 = 2.25;
    // D_e = 2 (n_1 n_2 6.25 + n_1 n_3 30.25 + n_2 n_3 9) / (8 · 7) = 600/56; alpha = 1 − 2.25 · 56/600 = 0.79.
    expect(m('grammar').level).toBe('ordinal');
    expect(m('grammar').alpha).toBeCloseTo(0.79, 12);
    expect(m('grammar').units).toBe(4);
    expect(m('grammar').agreement).toBe(0.75);
  });

  it('flags, nominal: perfect agreement with variation is 1, no variation is undefined', () => {
    // Preachy: T1B {yes, yes}, every other unit {no, no}.
    expect(m('preachy').alpha).toBe(1);
    expect(m('preachy').level).toBe('nominal');
    // Templated: "no" everywhere, so expected disagreement is 0 and alpha is undefined.
    expect(m('templated').alpha).toBeNull();
    expect(m('templated').agreement).toBe(1);
  });

  it('is undefined when no task is labelled twice', () => {
    const one = preferenceAgreement([testLabel({ taskId: 'solo' })]);
    expect(one.items).toBe(0);
    expect(one.measures.every((x) => x.alpha === null && x.agreement === null)).toBe(true);
  });
});
