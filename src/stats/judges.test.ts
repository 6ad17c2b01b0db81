import { describe, expect, it } from 'vitest';
import type { UniJudgment } from '../records/uniJudgment.ts';
import { judgeAgreement } from './judgeAgreement.ts';
import { lengthSensitivity } from './lengthSensitivity.ts';
import { rankingStability } from './rankingStability.ts';

const uni = (
  judge: string,
  seed: string,
  verdict: UniJudgment['verdict'],
  first: number | null = null,
): UniJudgment => ({
  benchmark: 'b',
  setting: '',
  judge,
  seed,
  model: 'm',
  verdict,
  firstAiChat: verdict === 'ai' ? first : null,
  reason: '',
  raw: '',
  source: { file: 'f', line: 1 },
});

describe('judgeAgreement', () => {
  // Three judges, four items. Verdicts (A = AI with its first chat, h = human):
  //   item 1: x A3, y A3, z h       item 2: x h, y h, z h
  //   item 3: x A1, y A2, z A2      item 4: x h, y A4, (z unparsed)
  const js = [
    uni('x', '1', 'ai', 3),
    uni('y', '1', 'ai', 3),
    uni('z', '1', 'human'),
    uni('x', '2', 'human'),
    uni('y', '2', 'human'),
    uni('z', '2', 'human'),
    uni('x', '3', 'ai', 1),
    uni('y', '3', 'ai', 2),
    uni('z', '3', 'ai', 2),
    uni('x', '4', 'human'),
    uni('y', '4', 'ai', 4),
    uni('z', '4', 'unparsed'),
  ];
  const r = judgeAgreement(js);
  const pair = (a: string, b: string) => r.pairs.find((p) => p.judgeA === a && p.judgeB === b)!;

  it('compares every pair of judges on the items both judged', () => {
    expect(r.judges).toEqual(['x', 'y', 'z']);
    expect(r.items).toBe(4);
    // x/y on 4 items: agree on 1, 2, 3; disagree on 4. By hand: p_o = 3/4; x says AI 2/4, y 3/4;
    // p_e = 2/4·3/4 + 2/4·1/4 = 1/2; kappa = (3/4 − 1/2)/(1/2) = 1/2.
    expect(pair('x', 'y')).toMatchObject({ n: 4, agreement: 0.75, kappa: 0.5, bothAi: 2, sameFirstAi: 0.5 });
    expect(pair('x', 'y').firstAiMeanAbsDiff).toBe(0.5);
    // x/z on items 1-3 (z unparsed on 4): agree on 2 and 3.
    expect(pair('x', 'z')).toMatchObject({ n: 3, bothAi: 1, sameFirstAi: 0 });
    expect(pair('x', 'z').agreement).toBeCloseTo(2 / 3, 12);
  });

  it('uses only the items every judge judged for Fleiss kappa', () => {
    expect(r.complete.items).toBe(3);
    // Items 1-3 as (AI, human) counts: (2,1), (0,3), (3,0). P = 1/3, 1, 1 → P̄ = 7/9; p_AI = 5/9, P̄_e = 41/81;
    // kappa = (7/9 − 41/81)/(1 − 41/81) = 22/40 = 0.55.
    expect(r.complete.fleiss?.kappa).toBeCloseTo(0.55, 12);
  });

  it('counts failures no other judge shares', () => {
    // x fails 1 and 3 (both shared by y): 0 unique. y fails 1, 3, 4; on 4 x passed and z is unparsed: unique.
    expect(r.unique).toEqual([
      { judge: 'x', fails: 2, unique: 0, share: 0 },
      { judge: 'y', fails: 3, unique: 1, share: 1 / 3 },
      { judge: 'z', fails: 1, unique: 0, share: 0 },
    ]);
  });

  it('keeps the first of repeated judgments by the same judge', () => {
    expect(judgeAgreement([...js, uni('x', '1', 'human')]).repeats).toBe(1);
  });
});

describe('rankingStability', () => {
  it('ranks models per judge and compares rankings with Kendall tau', () => {
    const scores = [
      { judge: 'a', model: 'm1', score: 0.9 },
      { judge: 'a', model: 'm2', score: 0.8 },
      { judge: 'a', model: 'm3', score: 0.1 },
      { judge: 'b', model: 'm1', score: 0.5 },
      { judge: 'b', model: 'm2', score: 0.7 },
      { judge: 'b', model: 'm3', score: 0.2 },
    ];
    const r = rankingStability(scores);
    expect(r.models).toEqual(['m1', 'm2', 'm3']);
    expect(r.ranks).toEqual({ a: { m1: 1, m2: 2, m3: 3 }, b: { m2: 1, m1: 2, m3: 3 } });
    // Pairs (m1,m2) discordant, (m1,m3) and (m2,m3) concordant: tau = (2 − 1)/3.
    expect(r.taus[0]!.tau).toBeCloseTo(1 / 3, 12);
    expect(r.moves[0]).toEqual({ model: 'm1', best: 1, worst: 2, spread: 1 });
  });
  it('gives tied scores the mean rank', () => {
    const r = rankingStability([
      { judge: 'a', model: 'x', score: 1 },
      { judge: 'a', model: 'y', score: 1 },
      { judge: 'a', model: 'z', score: 0 },
    ]);
    expect(r.ranks.a).toEqual({ x: 1.5, y: 1.5, z: 3 });
  });
});

describe('lengthSensitivity', () => {
  it('reports the odds ratio per doubling of length and pass rates by quartile', () => {
    // Pass probability falls with length: at 100 tokens 3 of 4 pass, at 200 tokens 1 of 4.
    // By hand: odds 3 → 1/3 over one doubling, so the odds ratio is 1/9.
    const pts = [
      ...[true, true, true, false].map((passed) => ({ tokens: 100, passed })),
      ...[true, false, false, false].map((passed) => ({ tokens: 200, passed })),
    ];
    const r = lengthSensitivity(pts);
    expect(r.oddsRatioPerDoubling).toBeCloseTo(1 / 9, 8);
    expect(r.quartiles.map((q) => q.n)).toEqual([2, 2, 2, 2]);
    expect(r.n).toBe(8);
  });
  it('gives no odds ratio when every conversation passed', () => {
    expect(
      lengthSensitivity([
        { tokens: 10, passed: true },
        { tokens: 20, passed: true },
      ]).oddsRatioPerDoubling,
    ).toBeNull();
  });
});
