import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PairJudgment } from '../records/pairJudgment.ts';
import { binomial, createRandom } from './random.ts';
import { orderFlipRate } from './orderFlipRate.ts';
import { positionBias } from './positionBias.ts';
import { judgeConfusion, roganGladen } from './roganGladen.ts';
import { wilsonInterval } from './wilsonInterval.ts';

const SEED = 20261125;

describe('roganGladen', () => {
  const validation = { positives: 50, truePositives: 45, negatives: 50, trueNegatives: 40 };

  it('30 of 100 flagged by a judge with Se 0.9, Sp 0.8: corrected (0.3 + 0.8 − 1)/0.7 = 0.142857, se 0.0957', () => {
    // Var = [0.21/100 + π²·0.09/50 + (1 − π)²·0.16/50]/0.49 = 0.0091588 (hand-computed; Python: 0.09570101296076203).
    const r = roganGladen({ positives: 30, n: 100 }, validation);
    expect(r.corrected).toBeCloseTo(0.1 / 0.7, 14);
    expect(r.se).toBeCloseTo(0.09570101296076203, 14);
    expect(r.sensitivity).toBe(0.9);
    expect(r.specificity).toBe(0.8);
    // The lower end −0.0447 is clamped to 0; the estimate itself is inside [0, 1].
    expect(r.lo).toBe(0);
    expect(r.hi).toBeCloseTo(0.1 / 0.7 + 1.959963984540054 * 0.09570101296076203, 14);
    expect(r.clamped).toBeNull();
  });

  it('clamps an estimate below 0 and says so (a rate under the false-positive rate alone)', () => {
    const r = roganGladen({ positives: 10, n: 100 }, validation);
    expect(r.unclamped).toBeCloseTo((0.1 - 0.2) / 0.7, 14);
    expect(r).toMatchObject({ corrected: 0, clamped: 'below 0' });
    const high = roganGladen({ positives: 95, n: 100 }, validation);
    expect(high).toMatchObject({ corrected: 1, clamped: 'above 1' });
  });

  it('changes nothing for a perfect judge: the corrected rate is the apparent one, its se the binomial one', () => {
    const r = roganGladen(
      { positives: 37, n: 90 },
      { positives: 20, truePositives: 20, negatives: 30, trueNegatives: 30 },
    );
    expect(r.corrected).toBeCloseTo(37 / 90, 15);
    expect(r.se).toBeCloseTo(Math.sqrt(((37 / 90) * (53 / 90)) / 90), 15);
  });

  it('recovers the true rate on simulated judgments (mean of 400 seeded studies within 0.01 of π = 0.3)', () => {
    const rng = createRandom(SEED);
    let sum = 0;
    for (let s = 0; s < 400; s++) {
      // π = 0.3, Se = 0.85, Sp = 0.9: P(flag) = 0.3·0.85 + 0.7·0.1 = 0.325.
      const k = binomial(rng, 1000, 0.325);
      const tp = binomial(rng, 200, 0.85);
      const tn = binomial(rng, 200, 0.9);
      sum += roganGladen(
        { positives: k, n: 1000 },
        { positives: 200, truePositives: tp, negatives: 200, trueNegatives: tn },
      ).unclamped!;
    }
    expect(Math.abs(sum / 400 - 0.3)).toBeLessThan(0.01);
  });

  it('says why it cannot correct', () => {
    expect(roganGladen({ positives: 0, n: 0 }, validation).reason).toBe('no judgments');
    expect(
      roganGladen({ positives: 3, n: 9 }, { ...validation, positives: 0, truePositives: 0 }).reason,
    ).toBe('no human-labelled positives');
    expect(
      roganGladen({ positives: 3, n: 9 }, { ...validation, negatives: 0, trueNegatives: 0 }).reason,
    ).toBe('no human-labelled negatives');
    const chance = roganGladen(
      { positives: 3, n: 9 },
      { positives: 10, truePositives: 5, negatives: 10, trueNegatives: 5 },
    );
    expect(chance).toMatchObject({
      reason: 'judge no better than chance',
      corrected: null,
      sensitivity: 0.5,
    });
  });

  it('never gives NaN; the interval holds the estimate and lies in [0, 1] (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        (k, extra, tp, fn, tn, fp) => {
          const r = roganGladen(
            { positives: k, n: k + extra },
            { positives: tp + fn, truePositives: tp, negatives: tn + fp, trueNegatives: tn },
          );
          for (const v of Object.values(r)) if (typeof v === 'number') expect(Number.isFinite(v)).toBe(true);
          if (r.corrected !== null) {
            expect(r.lo!).toBeLessThanOrEqual(r.corrected);
            expect(r.hi!).toBeGreaterThanOrEqual(r.corrected);
            expect(r.lo!).toBeGreaterThanOrEqual(0);
            expect(r.hi!).toBeLessThanOrEqual(1);
          } else expect(r.reason).not.toBeNull();
        },
      ),
      { seed: SEED },
    );
  });

  it('judgeConfusion counts a validation set', () => {
    expect(
      judgeConfusion([
        { judge: true, human: true },
        { judge: false, human: true },
        { judge: true, human: false },
        { judge: false, human: false },
        { judge: false, human: false },
      ]),
    ).toEqual({ positives: 2, truePositives: 1, negatives: 3, trueNegatives: 2 });
  });
});

describe('orderFlipRate', () => {
  const pj = (
    seed: string,
    model1: string,
    model2: string,
    outcome: PairJudgment['outcome'],
  ): PairJudgment => ({
    benchmark: 'demo',
    kind: 'arena',
    setting: '',
    judge: 'j',
    seed,
    model1,
    model2,
    outcome,
    reason: '',
    raw: '',
    source: { file: 'x.tsv', line: 1 },
  });

  it('is positionBias’s inconsistent share with a Wilson interval (1 flip in 3 both-order pairs)', () => {
    const judgments = [
      pj('1', 'a', 'b', 'model1'),
      pj('1', 'b', 'a', 'model2'), // same winner a: consistent
      pj('2', 'a', 'b', 'model1'),
      pj('2', 'b', 'a', 'model1'), // b wins when shown first: a flip
      pj('3', 'a', 'b', 'tie'),
      pj('3', 'b', 'a', 'tie'),
      pj('4', 'a', 'b', 'model1'), // one order only: not a pair
    ];
    const r = orderFlipRate(judgments);
    expect(r).toMatchObject({ pairs: 3, flips: 1, reason: null });
    expect(r.rate).toBe(positionBias(judgments).rate);
    expect([r.lo, r.hi]).toEqual([wilsonInterval(1, 3).lo, wilsonInterval(1, 3).hi]);
  });

  it('is null with a reason when no pair was judged both ways', () => {
    expect(orderFlipRate([pj('1', 'a', 'b', 'model1')])).toMatchObject({
      rate: null,
      reason: 'no both-order pairs',
    });
  });
});
