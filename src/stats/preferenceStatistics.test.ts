// Hand-worked cases for the per-model preference statistics.
import { describe, expect, it } from 'vitest';
import { bootstrapBradleyTerry } from './bootstrapBradleyTerry.ts';
import { bradleyTerry } from './bradleyTerry.ts';
import { pairCounts } from './pairCounts.ts';
import { positionEffect } from './positionEffect.ts';
import { preferenceByTag } from './preferenceByTag.ts';
import { preferenceFlagRates } from './preferenceFlagRates.ts';
import { preferencePairJudgments } from './preferencePairJudgments.ts';
import { preferenceRatings } from './preferenceRatings.ts';
import { preferenceWinTieLose } from './preferenceWinTieLose.ts';
import { rejectionCounts } from './rejectionCounts.ts';
import { testLabel } from './testLabel.ts';

// x vs y four times (A3, A1, bad, B2), x vs z once (B3: z wins), one rejected x vs y (left out).
const labels = [
  testLabel({ preference: 'A3', tags: ['In-Domain'], ratingsA: { grammar: 2, preachy: true } }),
  testLabel({ preference: 'A1', tags: ['Adversarial'], ratingsB: { grammar: 1 } }),
  testLabel({
    preference: 'bad',
    tags: ['Adversarial', 'Out-of-Domain'],
    ratingsA: { grammar: 1, languageMatch: false, languageConsistency: 1 },
  }),
  testLabel({ preference: 'B2', tags: ['In-Domain'] }),
  testLabel({ preference: 'B3', modelB: 'z', tags: ['Other'] }),
  testLabel({ preference: 'A2', rejection: 'Sensitive Content', ratingsA: null, ratingsB: null }),
];

describe('preferenceWinTieLose', () => {
  const rows = preferenceWinTieLose(labels);
  const x = rows.find((r) => r.model === 'x')!;
  it('counts much better and better as wins, somewhat better as ties, both bad apart', () => {
    // x: A3 win, A1 tie, bad bothbad, B2 lose, B3 lose -> 1 / 1 / 1 / 2 of 5.
    expect([x.n, x.win, x.tie, x.bothbad, x.lose]).toEqual([5, 1, 1, 1, 2]);
    expect([x.winRate, x.tieRate, x.bothbadRate, x.loseRate]).toEqual([0.2, 0.2, 0.2, 0.4]);
    expect(rows.map((r) => [r.model, r.n, r.win, r.lose])).toEqual([
      ['x', 5, 1, 2],
      ['y', 4, 1, 1],
      ['z', 1, 1, 0],
    ]);
  });
  it('averages the signed scores: x (3 + 1 + 0 - 2 - 3) / 5 = -0.2', () => {
    expect(x.meanScore).toBeCloseTo(-0.2, 12);
    // s = sqrt((3.2² + 1.2² + 0.2² + 1.8² + 2.8²) / 4) = sqrt(22.8 / 4); t(0.975, 4) = 2.776445.
    const half = 2.776445105 * Math.sqrt(22.8 / 4 / 5);
    expect(x.scoreLo).toBeCloseTo(-0.2 - half, 6);
    expect(x.scoreHi).toBeCloseTo(-0.2 + half, 6);
    const z = rows.find((r) => r.model === 'z')!;
    expect([z.meanScore, z.scoreLo, z.scoreHi]).toEqual([3, null, null]);
  });
});

describe('preferenceRatings and preferenceFlagRates', () => {
  it('gives each model its mean, interval and distribution per criterion', () => {
    const g = preferenceRatings(labels).find((r) => r.model === 'x' && r.criterion === 'grammar')!;
    // x's grammar: 2, 3, 1, 3, 3.
    expect(g.counts).toEqual([1, 1, 3]);
    expect(g.n).toBe(5);
    expect(g.mean).toBeCloseTo(2.4, 12);
    expect(preferenceRatings(labels).filter((r) => r.model === 'x')).toHaveLength(5);
  });
  it('gives flag rates with Wilson intervals; language match counts "yes"', () => {
    const f = preferenceFlagRates(labels).filter((r) => r.model === 'x');
    expect(f.map((r) => [r.flag, r.k, r.n])).toEqual([
      ['languageMatch', 4, 5],
      ['falseRefusal', 0, 5],
      ['preachy', 1, 5],
      ['templated', 0, 5],
    ]);
    // Wilson 95% for 1 of 5: 0.0362 to 0.6245 (Newcombe 1998, table I style computation).
    expect(f[2]!.lo).toBeCloseTo(0.03622, 4);
    expect(f[2]!.hi).toBeCloseTo(0.62449, 4);
  });
});

describe('rejectionCounts', () => {
  it('counts rejections by reason, overall and per model', () => {
    const r = rejectionCounts(labels);
    expect([r.labels, r.rejected]).toEqual([6, 1]);
    expect(r.byReason.find((b) => b.reason === 'Sensitive Content')!.count).toBe(1);
    expect(r.byReason.reduce((n, b) => n + b.count, 0)).toBe(1);
    expect(r.byModel.map((m) => [m.model, m.labels, m.rejected])).toEqual([
      ['x', 6, 1],
      ['y', 5, 1],
      ['z', 1, 0],
    ]);
  });
});

describe('positionEffect', () => {
  it('is the share of side-choosing labels that chose A, with the sign test', () => {
    // 9 of 10 choose A: share 0.9, exact two-sided p = 22/1024; scores 2 x 9 and -1: mean 1.7.
    const nine = [
      ...Array.from({ length: 9 }, () => testLabel({ preference: 'A2' })),
      testLabel({ preference: 'B1' }),
    ];
    const p = positionEffect([...nine, testLabel({ preference: 'bad' })]);
    expect([p.labels, p.chosen, p.aChosen, p.bChosen]).toEqual([11, 10, 9, 1]);
    expect(p.aShare).toBe(0.9);
    expect(p.pValue).toBeCloseTo(0.021484375, 12);
    expect(p.meanScoreA).toBeCloseTo(17 / 11, 12);
  });
  it('has no share when nobody chose a side', () => {
    expect(positionEffect([testLabel({ preference: 'bad' })])).toMatchObject({
      chosen: 0,
      aShare: null,
      pValue: null,
    });
  });
});

describe('preferenceByTag', () => {
  it('counts a label under each of its tags, and leaves out unused tags', () => {
    const t = preferenceByTag(labels);
    expect(t.map((x) => [x.tag, x.labels])).toEqual([
      ['In-Domain', 2],
      ['Out-of-Domain', 1],
      ['Adversarial', 2],
      ['Other', 1],
    ]);
    const adv = t.find((x) => x.tag === 'Adversarial')!.rows.find((r) => r.model === 'x')!;
    expect([adv.tie, adv.bothbad, adv.meanScore]).toEqual([1, 1, 0.5]);
  });
});

describe('Bradley-Terry on preference labels, through the Arena code', () => {
  it('maps preferences to pair outcomes and fits the same ratings as the equivalent battles', () => {
    const pj = preferencePairJudgments(labels, 'preference');
    expect(pj.map((p) => p.outcome)).toEqual(['model1', 'tie', 'bothbad', 'model2', 'model2']);
    expect(pj[0]).toMatchObject({
      benchmark: 'preference',
      kind: 'arena',
      judge: 'r1',
      raw: 'A is much better than B',
    });
    const counts = pairCounts(pj);
    expect(counts).toEqual([
      { model1: 'x', model2: 'y', wins1: 1, wins2: 1, ties: 1, bothbad: 1, unparsed: 0 },
      { model1: 'x', model2: 'z', wins1: 0, wins2: 1, ties: 0, bothbad: 0, unparsed: 0 },
    ]);
    const bt = bootstrapBradleyTerry(counts, { rounds: 50, seed: 7 });
    expect(bt.map((r) => r.rating)).toEqual(bradleyTerry(counts).map((r) => r.rating));
  });
});
