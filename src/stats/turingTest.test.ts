// Turing-test statistics (issue 21, item 4). Reference values computed with Python 3's standard library
// (fractions for the exact binomial, statistics.NormalDist for Φ and Φ⁻¹); the commands are quoted beside them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UniJudgment } from '../records/uniJudgment.ts';
import { passRateHeterogeneity } from './passRateHeterogeneity.ts';
import { passRateVsChance, passRateVsHuman, TURING_EQUIVALENCE_MARGIN } from './passRateTests.ts';
import { signalDetection } from './signalDetection.ts';
import { turingTest } from './turingTest.ts';
import { wilsonInterval } from './wilsonInterval.ts';

const SEED = 20261125;

describe('passRateVsChance', () => {
  it('73 of 100 called human: exact two-sided p = 4.69241261264223e-06 against 50%', () => {
    // 2 · Σ_{k ≤ 27} C(100, k)/2^100 in exact fractions.
    const r = passRateVsChance({ passed: 73, n: 100 });
    expect(r.rate).toBe(0.73);
    expect(r.p! / 4.69241261264223e-6 - 1).toBeLessThan(1e-10);
    expect([r.lo, r.hi]).toEqual([wilsonInterval(73, 100).lo, wilsonInterval(73, 100).hi]);
  });

  it('is null with a reason when nothing was parsed, and throws on impossible counts', () => {
    expect(passRateVsChance({ passed: 0, n: 0 })).toMatchObject({
      rate: null,
      p: null,
      reason: 'no parsed verdicts',
    });
    expect(() => passRateVsChance({ passed: 3, n: 2 })).toThrowErrorMatchingInlineSnapshot(
      `[Error: passRateVsChance requires count.passed <= count.n (got 3 of 2)]`,
    );
  });
});

describe('passRateVsHuman', () => {
  it('15/50 against 25/50: z = −2.0412, two-sided p = 0.041226833337163704 (= prop.test(correct = FALSE))', () => {
    const r = passRateVsHuman({ passed: 15, n: 50 }, { passed: 25, n: 50 });
    expect(r.difference).toBeCloseTo(-0.2, 15);
    expect(r.p).toBeCloseTo(0.041226833337163704, 14);
    expect(r.lo!).toBeLessThan(-0.2);
    expect(r.hi!).toBeGreaterThan(-0.2);
    expect(r.hi!).toBeLessThan(0);
    // TOST within ±0.1: the difference is 0.2, far from equivalent.
    expect(r.equivalence).toMatchObject({ margin: TURING_EQUIVALENCE_MARGIN, equivalent: false });
  });

  it('Newcombe’s interval is built from the two Wilson intervals (method 10, hand-assembled)', () => {
    const r = passRateVsHuman({ passed: 56, n: 70 }, { passed: 48, n: 80 });
    const a = wilsonInterval(56, 70);
    const b = wilsonInterval(48, 80);
    const d = 0.8 - 0.6;
    expect(r.lo).toBeCloseTo(d - Math.sqrt((0.8 - a.lo) ** 2 + (b.hi - 0.6) ** 2), 14);
    expect(r.hi).toBeCloseTo(d + Math.sqrt((a.hi - 0.8) ** 2 + (0.6 - b.lo) ** 2), 14);
    // Newcombe (1998), Table II, example (a) 56/70 − 48/80: 0.0524 to 0.3339.
    expect(r.lo).toBeCloseTo(0.0524, 4);
    expect(r.hi).toBeCloseTo(0.3339, 4);
  });

  it('shows equivalence for equal rates with enough judgments, and not with few', () => {
    const big = passRateVsHuman({ passed: 300, n: 600 }, { passed: 300, n: 600 });
    // se = √(0.25/600 · 2) = 0.02887; p = 1 − Φ(0.1/0.02887) = 2.66e-4.
    expect(big.equivalence.equivalent).toBe(true);
    expect(big.equivalence.p).toBeCloseTo(1 - 0.9997338, 6);
    const small = passRateVsHuman({ passed: 10, n: 20 }, { passed: 10, n: 20 });
    expect(small.equivalence.equivalent).toBe(false);
    expect(small.p).toBe(1);
  });

  it('says why a test is missing: no verdicts, or no variation (all called human)', () => {
    expect(passRateVsHuman({ passed: 0, n: 0 }, { passed: 3, n: 5 })).toMatchObject({
      difference: null,
      p: null,
      reason: 'no parsed verdicts',
    });
    const same = passRateVsHuman({ passed: 5, n: 5 }, { passed: 7, n: 7 });
    expect(same).toMatchObject({ difference: 0, p: null, reason: 'no variation in verdicts' });
    expect(same.equivalence.p).toBeNull();
  });

  it('the TOST decision agrees with its 90% interval lying inside the margin (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 400 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (n1, n2, a, b) => {
          const r = passRateVsHuman(
            { passed: Math.round(a * n1), n: n1 },
            { passed: Math.round(b * n2), n: n2 },
          );
          if (r.equivalence.p === null) return;
          const inside = r.equivalence.lo90! > -0.1 && r.equivalence.hi90! < 0.1;
          expect(r.equivalence.equivalent).toBe(inside);
        },
      ),
      { seed: SEED },
    );
  });
});

describe('signalDetection', () => {
  it('H = .69, F = .31 without correction: d′ = 0.9917006946949063, c = 0 (Φ⁻¹ from Python’s NormalDist)', () => {
    const r = signalDetection({ hits: 69, signal: 100, falseAlarms: 31, noise: 100 }, 'none');
    expect(r.dPrime).toBeCloseTo(0.9917006946949063, 13);
    expect(r.criterion).toBeCloseTo(0, 13);
    // Var(d′) = Σ H(1 − H)/(N φ(z)²): 0.18539575594155927.
    expect(r.dPrimeSe).toBeCloseTo(0.18539575594155927, 13);
    expect(r.criterionSe).toBeCloseTo(0.18539575594155927 / 2, 13);
  });

  it('the log-linear correction keeps perfect rates finite: 9/10 hits, 0/10 false alarms → d′ 2.787425191678411', () => {
    // H = 9.5/11, F = 0.5/11.
    const r = signalDetection({ hits: 9, signal: 10, falseAlarms: 0, noise: 10 });
    expect(r.hitRate).toBe(9.5 / 11);
    expect(r.falseAlarmRate).toBe(0.5 / 11);
    expect(r.dPrime).toBeCloseTo(2.787425191678411, 13);
    expect(r.criterion).toBeCloseTo(0.2969090337456921, 13);
    expect(signalDetection({ hits: 9, signal: 10, falseAlarms: 0, noise: 10 }, 'none')).toMatchObject({
      dPrime: null,
      reason: 'rate of 0 or 1',
    });
  });

  it('is null with a reason when a kind of conversation was not judged', () => {
    expect(signalDetection({ hits: 0, signal: 0, falseAlarms: 1, noise: 3 }).reason).toBe(
      'no AI conversations judged',
    );
    expect(signalDetection({ hits: 1, signal: 3, falseAlarms: 0, noise: 0 }).reason).toBe(
      'no human conversations judged',
    );
  });

  it('d′ is finite, and 0 when the judge treats both kinds alike (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (n, share) => {
          const k = Math.round(share * n);
          const r = signalDetection({ hits: k, signal: n, falseAlarms: k, noise: n });
          expect(r.dPrime).toBeCloseTo(0, 12);
          expect(Number.isFinite(r.criterion!)).toBe(true);
          expect(Number.isFinite(r.dPrimeSe!)).toBe(true);
        },
      ),
      { seed: SEED },
    );
  });
});

describe('passRateHeterogeneity', () => {
  it('10/20, 15/20, 5/20: X² = 10, df 2, p = e⁻⁵ = 0.006737946999085467 (hand-computed)', () => {
    const r = passRateHeterogeneity([
      { group: 'a', passed: 10, n: 20 },
      { group: 'b', passed: 15, n: 20 },
      { group: 'c', passed: 5, n: 20 },
      { group: 'silent', passed: 0, n: 0 },
    ]);
    expect(r.chiSquare).toBeCloseTo(10, 12);
    expect(r.df).toBe(2);
    expect(r.p).toBeCloseTo(0.006737946999085467, 14);
    expect(r.groups.map((g) => g.rate)).toEqual([0.5, 0.75, 0.25, null]);
    expect(r).toMatchObject({ smallExpected: 0, rough: false, reason: null });
  });

  it('flags small expected counts (Cochran) and says why there is no test', () => {
    const r = passRateHeterogeneity([
      { group: 'a', passed: 1, n: 4 },
      { group: 'b', passed: 3, n: 4 },
    ]);
    expect(r.rough).toBe(true);
    expect(r.smallExpected).toBe(4);
    expect(passRateHeterogeneity([{ group: 'a', passed: 1, n: 4 }]).reason).toBe(
      'fewer than two groups with verdicts',
    );
    expect(
      passRateHeterogeneity([
        { group: 'a', passed: 4, n: 4 },
        { group: 'b', passed: 6, n: 6 },
      ]).reason,
    ).toBe('no variation in verdicts');
  });
});

describe('turingTest', () => {
  const j = (model: string, judge: string, verdict: UniJudgment['verdict'], seed: string): UniJudgment => ({
    benchmark: 'demo',
    setting: '',
    judge,
    seed,
    model,
    verdict,
    firstAiChat: verdict === 'ai' ? 1 : null,
    reason: '',
    raw: '',
    source: { file: 'x.tsv', line: 1 },
  });
  // Hand-made: GT (humans) 8 of 10 called human by judge A, 6 of 10 by B; bot 3 of 10 by A, 7 of 10 by B.
  const judgments: UniJudgment[] = [];
  const add = (model: string, judge: string, human: number, total: number) => {
    for (let k = 0; k < total; k++) judgments.push(j(model, judge, k < human ? 'human' : 'ai', `${k}`));
  };
  add('GT', 'A', 8, 10);
  add('GT', 'B', 6, 10);
  add('bot', 'A', 3, 10);
  add('bot', 'B', 7, 10);
  judgments.push(j('bot', 'A', 'unparsed', 'x'));

  it('pools the judges for each model and compares it with the human conversations', () => {
    const t = turingTest(judgments, { humanModel: 'GT' });
    expect(t.human).toMatchObject({ passed: 14, n: 20, unparsed: 0 });
    const bot = t.models[0]!;
    expect(bot).toMatchObject({ model: 'bot', passed: 10, n: 20, unparsed: 1, rate: 0.5, p: 1 });
    expect(bot.vsHuman.difference).toBeCloseTo(-0.2, 15);
    expect(bot.vsHuman.p).toBeCloseTo(passRateVsHuman({ passed: 10, n: 20 }, { passed: 14, n: 20 }).p!, 15);
  });

  it('breaks a model down by judge and tests whether the judges agree', () => {
    const bot = turingTest(judgments, { humanModel: 'GT' }).models[0]!;
    expect(bot.byJudge.groups.map((g) => [g.group, g.passed, g.n])).toEqual([
      ['A', 3, 10],
      ['B', 7, 10],
    ]);
    // 3/10 vs 7/10: X² = 20·(3·3 − 7·7)²/(10·10·10·10) = 3.2.
    expect(bot.byJudge.chiSquare).toBeCloseTo(3.2, 12);
  });

  it('gives each judge’s d′ from its verdicts on bot (signal) and human (noise) conversations', () => {
    const t = turingTest(judgments, { humanModel: 'GT' });
    const a = t.judges.find((x) => x.judge === 'A')!.detection;
    // Judge A: called 7 of 10 bot conversations AI, 2 of 10 human ones.
    expect(a).toMatchObject({ hits: 7, signal: 10, falseAlarms: 2, noise: 10 });
    expect(a.dPrime).toBeCloseTo(
      signalDetection({ hits: 7, signal: 10, falseAlarms: 2, noise: 10 }).dPrime!,
      15,
    );
    expect(t.judges.map((x) => x.judge)).toEqual(['A', 'B', '(all)']);
    expect(t.judges[2]!.detection).toMatchObject({ hits: 10, signal: 20, falseAlarms: 6, noise: 20 });
  });

  it('with no human conversation, says so instead of comparing', () => {
    const t = turingTest(
      judgments.filter((x) => x.model !== 'GT'),
      { humanModel: 'GT' },
    );
    expect(t.human).toMatchObject({ n: 0, rate: null, reason: 'no parsed verdicts' });
    expect(t.models[0]!.vsHuman.reason).toBe('no parsed verdicts');
    expect(t.judges[0]!.detection.reason).toBe('no human conversations judged');
  });
});
