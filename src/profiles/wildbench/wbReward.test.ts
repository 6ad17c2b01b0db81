// WB-Reward on hand-computed cases: the five rewards, the length penalty with margin K (a slight win by more than
// K characters is a tie, one by exactly K is not, a clear win never changes), ties, and the mix.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WildBenchChoice } from './record.ts';
import { rewardMix, rewardOutcome, wbReward, WB_REWARD_K, type RewardJudgment } from './wbReward.ts';

/** A judgment of model x against reference r, x shown as A or B. */
const j = (choice: WildBenchChoice, lengthA = 300, lengthB = 300, xIs: 'A' | 'B' = 'A'): RewardJudgment =>
  xIs === 'A'
    ? { modelA: 'x', modelB: 'r', choice, lengthA, lengthB }
    : { modelA: 'r', modelB: 'x', choice, lengthA, lengthB };

describe('rewardOutcome', () => {
  it('turns the choice to the model whichever side it was shown on', () => {
    expect(rewardOutcome(j('A++'), 'x', 500)).toBe('winMuch');
    expect(rewardOutcome(j('A++', 300, 300, 'B'), 'x', 500)).toBe('loseMuch');
    expect(rewardOutcome(j('B+', 300, 300, 'B'), 'x', 500)).toBe('win');
    expect(rewardOutcome(j('A=B'), 'r', 500)).toBe('tie');
  });

  it("makes a slight win a tie when the winner is longer by more than K, for either side's win", () => {
    // x slightly better, x's answer 1200 characters against 300: longer by 900 > 500.
    expect(rewardOutcome(j('B+', 300, 1200, 'B'), 'x', 500)).toBe('tie');
    // r slightly better, r's answer longer by 600.
    expect(rewardOutcome(j('A+', 900, 300, 'B'), 'x', 500)).toBe('tie');
    // r slightly better but shorter: the penalty does not apply.
    expect(rewardOutcome(j('A+', 200, 600, 'B'), 'x', 500)).toBe('lose');
  });

  it('keeps a slight win whose answer is longer by exactly K', () => {
    expect(rewardOutcome(j('A+', 800, 300), 'x', 500)).toBe('win');
    expect(rewardOutcome(j('A+', 801, 300), 'x', 500)).toBe('tie');
  });

  it('never changes a clear win, however long', () => {
    expect(rewardOutcome(j('A++', 5000, 10), 'x', 500)).toBe('winMuch');
    expect(rewardOutcome(j('B++', 10, 5000), 'x', 0)).toBe('loseMuch');
  });

  it('throws when the model is not in the judgment', () => {
    expect(() => rewardOutcome(j('A+'), 'y', 500)).toThrow('rewardOutcome requires the model to be A or B');
  });
});

describe('wbReward', () => {
  // The fixture's model-x against claude-3-haiku (fixture/.../ref=claude-3-haiku-20240307/model-x.json), by hand:
  // +100, tie (x slight but 900 longer), +50, tie, -50 (r slight and shorter), -100, +50 (longer by exactly 500).
  const xHaiku = [
    j('A++'),
    j('B+', 300, 1200, 'B'),
    j('A+', 400, 300),
    j('A=B', 250, 250, 'B'),
    j('A+', 200, 600, 'B'),
    j('B++'),
    j('A+', 800, 300),
  ];

  it('is the mean reward after the length penalty: (100 + 0 + 50 + 0 - 50 - 100 + 50) / 7 = 7.142857...', () => {
    const r = wbReward(xHaiku, 'x', 500);
    expect(r.counts).toEqual({ winMuch: 1, win: 2, tie: 2, lose: 1, loseMuch: 1 });
    expect(r.n).toBe(7);
    expect(r.reward).toBeCloseTo(50 / 7, 12);
  });

  it('without the penalty (K = Infinity) counts the long slight win: (100 + 50 + 50 + 0 - 50 - 100 + 50) / 7', () => {
    expect(wbReward(xHaiku, 'x', Infinity).reward).toBeCloseTo(100 / 7, 12);
  });

  it('uses K = 500 on the site, the margin of WildBench’s own reward runs', () => {
    expect(WB_REWARD_K).toBe(500);
  });

  it("reproduces WildBench's published reward from its published counts (claude-3-5-sonnet vs claude-3-haiku, K=500)", () => {
    // leaderboard/data_dir/pairwise-haiku-K=500.json: win_much 314, win 267, tie 213, lose 93, lose_much 37, total
    // 1024, reward 0.35546875 (x 100 = 35.546875). The five counts sum to 924: WildBench's script divides by every
    // record of the file, and the 100 it counts in none of the five add 0 to the sum, as 100 ties do here.
    // (100 x 314 + 50 x 267 - 50 x 93 - 100 x 37) / 1024 = 36400 / 1024 = 35.546875.
    const many = [
      ...Array<RewardJudgment>(100).fill(j('A=B')),
      ...Array<RewardJudgment>(314).fill(j('A++')),
      ...Array<RewardJudgment>(267).fill(j('A+')),
      ...Array<RewardJudgment>(213).fill(j('A=B')),
      ...Array<RewardJudgment>(93).fill(j('B+')),
      ...Array<RewardJudgment>(37).fill(j('B++')),
    ];
    expect(wbReward(many, 'x', 500).reward).toBe(35.546875);
  });

  it("is the reference's reward negated (the penalty treats both sides alike)", () => {
    const choice = fc.constantFrom<WildBenchChoice>('A++', 'A+', 'A=B', 'B+', 'B++');
    const judgment = fc.record({
      choice,
      lengthA: fc.nat(3000),
      lengthB: fc.nat(3000),
      xIs: fc.constantFrom<'A' | 'B'>('A', 'B'),
    });
    fc.assert(
      fc.property(fc.array(judgment, { minLength: 1, maxLength: 30 }), fc.nat(1000), (list, k) => {
        const js = list.map((x) => j(x.choice, x.lengthA, x.lengthB, x.xIs));
        const a = wbReward(js, 'x', k).reward;
        const b = wbReward(js, 'r', k).reward;
        expect(a + b).toBeCloseTo(0, 9);
        expect(Math.abs(a)).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('throws on no judgments and on a negative margin', () => {
    expect(() => wbReward([], 'x', 500)).toThrow('wbReward requires at least one judgment (got 0)');
    expect(() => wbReward([j('A+')], 'x', -1)).toThrow('wbReward requires a length margin K of 0 or more');
  });
});

describe('rewardMix', () => {
  it('is the mean over the references: (50/7 + 50) / 2 for the fixture’s model-x', () => {
    const rewards = new Map([
      ['claude-3-haiku-20240307', 50 / 7],
      ['Llama-2-70b-chat-hf', 50],
    ]);
    expect(rewardMix(rewards, ['claude-3-haiku-20240307', 'Llama-2-70b-chat-hf'])).toBeCloseTo(200 / 7, 12);
  });

  it('is undefined when a reference is missing, rather than a mean over fewer', () => {
    expect(rewardMix(new Map([['a', 10]]), ['a', 'b'])).toBeUndefined();
    expect(rewardMix(new Map(), [])).toBeUndefined();
  });
});
