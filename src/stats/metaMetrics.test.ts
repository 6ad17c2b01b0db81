// Meta-metrics of a benchmark (issue 21, item 6): separability, agreement with a reference ranking, fragility.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bootstrapSamples, bootstrapBradleyTerry } from './bootstrapBradleyTerry.ts';
import { bradleyTerry } from './bradleyTerry.ts';
import { bradleyTerryFragility } from './bradleyTerryFragility.ts';
import type { PairCount } from './pairCounts.ts';
import { rankAgreement, rateRounds, samplesToRounds } from './rankAgreement.ts';
import { rankShift } from './rankShift.ts';
import { rateFragility } from './rateFragility.ts';
import { separability } from './separability.ts';

const SEED = 20261125;
const count = (model1: string, model2: string, wins1: number, wins2: number, ties = 0): PairCount => ({
  model1,
  model2,
  wins1,
  wins2,
  ties,
  bothbad: 0,
  unparsed: 0,
});

describe('separability', () => {
  it('counts the pairs whose intervals do not overlap (hand-counted: 1 of 3)', () => {
    const r = separability([
      { lo: 10, hi: 20 },
      { lo: 25, hi: 30 },
      { lo: 15, hi: 26 },
      { lo: null, hi: null },
    ]);
    expect(r).toEqual({ models: 3, pairs: 3, separated: 1, share: 1 / 3, reason: null });
  });

  it('pairs models only within a component, and says when there is no pair', () => {
    const r = separability([
      { lo: 0, hi: 1, component: 1 },
      { lo: 5, hi: 6, component: 1 },
      { lo: 50, hi: 60, component: 2 },
    ]);
    expect(r).toMatchObject({ pairs: 1, separated: 1, share: 1 });
    expect(separability([{ lo: 0, hi: 1 }])).toMatchObject({
      share: null,
      reason: 'fewer than two models with intervals',
    });
  });
});

describe('rankAgreement', () => {
  it('τ = −1 for a reversed ranking and 1/3 for one swap in three (hand-computed: C − D = 1 of 3 pairs)', () => {
    const s = new Map([
      ['a', 3],
      ['b', 2],
      ['c', 1],
    ]);
    expect(
      rankAgreement(
        s,
        new Map([
          ['a', 1],
          ['b', 2],
          ['c', 3],
        ]),
      ).tau,
    ).toBe(-1);
    expect(
      rankAgreement(
        s,
        new Map([
          ['a', 2],
          ['b', 3],
          ['c', 1],
        ]),
      ).tau,
    ).toBeCloseTo(1 / 3, 15);
  });

  it('gives a bootstrap interval from a rate leaderboard’s rounds, holding the point τ', () => {
    const rows = [
      { model: 'a', successes: 80, n: 100 },
      { model: 'b', successes: 60, n: 100 },
      { model: 'c', successes: 55, n: 100 },
      { model: 'd', successes: 20, n: 100 },
    ];
    const scores = new Map(rows.map((r) => [r.model, r.successes / r.n]));
    const reference = new Map([
      ['a', 4],
      ['b', 2],
      ['c', 3],
      ['d', 1],
    ]);
    const r = rankAgreement(scores, reference, rateRounds(rows, { rounds: 400, seed: SEED }));
    expect(r.tau).toBeCloseTo(4 / 6, 15);
    expect(r.lo!).toBeLessThanOrEqual(r.tau!);
    expect(r.hi).toBe(1); // b and c swap in many rounds, giving the reference order exactly
    expect(r.lo!).toBeGreaterThan(0);
    expect(r).toMatchObject({ rounds: 400, skippedRounds: 0, intervalReason: null });
  });

  it('reads Bradley-Terry bootstrap samples (±Infinity still orders a model; unrated models stay out)', () => {
    const counts = [count('a', 'b', 30, 10), count('b', 'c', 30, 10), count('a', 'c', 35, 5)];
    const point = new Map(bradleyTerry(counts).map((r) => [r.model, r.rating!]));
    const samples = bootstrapSamples(counts, { seed: SEED, from: 0, to: 200 });
    const r = rankAgreement(
      point,
      new Map([
        ['a', 3],
        ['b', 2],
        ['c', 1],
      ]),
      samplesToRounds(['a', 'b', 'c'], samples),
    );
    expect(r.tau).toBe(1);
    expect(r.hi).toBe(1);
    expect(r.rounds).toBe(200);
  });

  it('says why there is no τ', () => {
    expect(rankAgreement(new Map([['a', 1]]), new Map([['a', 1]])).reason).toBe(
      'fewer than two common models',
    );
    expect(
      rankAgreement(
        new Map([
          ['a', 1],
          ['b', 1],
        ]),
        new Map([
          ['a', 1],
          ['b', 2],
        ]),
      ).reason,
    ).toBe('a ranking is constant');
    expect(
      rankAgreement(
        new Map([
          ['a', 1],
          ['b', 2],
        ]),
        new Map([
          ['a', 1],
          ['b', 2],
        ]),
      ).intervalReason,
    ).toBe('no rounds');
  });
});

describe('rankShift', () => {
  it('is the rank without minus the rank with the adjustment, within one component', () => {
    expect(
      rankShift(
        [
          { model: 'a', rank: 1, component: 1 },
          { model: 'b', rank: 3, component: 1 },
          { model: 'c', rank: 1, component: 2 },
          { model: 'd', rank: null, component: 1 },
        ],
        [
          { model: 'a', rank: 2, component: 1 },
          { model: 'b', rank: 1, component: 1 },
          { model: 'c', rank: 1, component: 1 },
        ],
      ),
    ).toEqual([
      { model: 'a', rank: 1, adjustedRank: 2, shift: -1 },
      { model: 'b', rank: 3, adjustedRank: 1, shift: 2 },
      { model: 'c', rank: 1, adjustedRank: 1, shift: null },
      { model: 'd', rank: null, adjustedRank: null, shift: null },
    ]);
  });
});

describe('rateFragility', () => {
  it('60/100 against 55/100: 9 drops (hand-computed: 55/91 > 0.6 > 55/92; or 1 + 8: 59/99 < 55/92)', () => {
    const r = rateFragility([
      { model: 'a', successes: 60, n: 100 },
      { model: 'b', successes: 55, n: 100 },
      { model: 'c', successes: 10, n: 100 },
    ]);
    expect(r).toMatchObject({ top: 'a', drops: 9, challenger: 'b', judgments: 300 });
    expect(r.dropsFromTop! + r.dropsFromChallenger!).toBe(9);
    expect(r.share).toBe(9 / 300);
  });

  it('agrees with brute force over every split of drops (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 12 })), {
          minLength: 2,
          maxLength: 4,
        }),
        (raw) => {
          const rows = raw.map(([k, n], i) => ({ model: `m${i}`, successes: Math.min(k, n), n }));
          const r = rateFragility(rows);
          if (r.drops === null) return;
          // Brute force over every split: the leader's successes a and failures f, a challenger's failures b. The
          // leader is displaced when it has no judgment left or the challenger's rate is strictly higher.
          const t = rows.find((x) => x.model === r.top)!;
          let best = Infinity;
          for (const c of rows)
            if (c !== t)
              for (let a = 0; a <= t.successes; a++)
                for (let f = 0; f <= t.n - t.successes; f++)
                  for (let b = 0; b <= c.n - c.successes; b++) {
                    const nt = t.n - a - f;
                    const lead =
                      nt === 0 || (c.n - b > 0 && c.successes * nt > (t.successes - a) * (c.n - b));
                    if (lead) best = Math.min(best, a + f + b);
                  }
          expect(r.drops).toBe(best);
        },
      ),
      { seed: SEED, numRuns: 200 },
    );
  });

  it('counts a leader left with no judgment as displaced, as its doc says ({a 1/1, b 0/3}: 1 drop; issue 34)', () => {
    // Before, this said "no other model can lead"; b at 0/3 leads once a's one judgment is dropped.
    expect(
      rateFragility([
        { model: 'a', successes: 1, n: 1 },
        { model: 'b', successes: 0, n: 3 },
      ]),
    ).toMatchObject({
      top: 'a',
      drops: 1,
      challenger: 'b',
      dropsFromTop: 1,
      dropsFromChallenger: 0,
      reason: null,
    });
    // With failures of its own the leader drops out only when all its judgments go: a 2/3 against b 0/5 and c 0/1.
    expect(
      rateFragility([
        { model: 'a', successes: 2, n: 3 },
        { model: 'b', successes: 0, n: 5 },
        { model: 'c', successes: 0, n: 1 },
      ]),
    ).toMatchObject({ top: 'a', drops: 3, challenger: 'b', dropsFromTop: 3, dropsFromChallenger: 0 });
  });

  it('says why there is no fragility: a shared top, one model', () => {
    expect(
      rateFragility([
        { model: 'a', successes: 5, n: 10 },
        { model: 'b', successes: 1, n: 2 },
      ]).reason,
    ).toBe('the top is shared');
    expect(rateFragility([{ model: 'a', successes: 5, n: 10 }]).reason).toBe(
      'fewer than two models with judgments',
    );
  });
});

/**
 * Whether the leader of `counts` is no longer first (the rule in the doc): another model of the largest component
 * is rated more than 1e-6 above it or is unbounded above; or the leader has no rating and is not unbounded above,
 * or has left the largest component. An unbeaten leader (unbounded above) is still first.
 */
function topChanges(counts: PairCount[], leader: string): boolean {
  const rows = bradleyTerry(counts);
  const me = rows.find((r) => r.model === leader)!;
  if (me.component !== 1) return true;
  if (me.rating === null) return me.bound !== 'above';
  return rows.some(
    (r) =>
      r.model !== leader &&
      r.component === 1 &&
      (r.bound === 'above' || (r.rating !== null && r.rating > me.rating! + 1e-6)),
  );
}

/** The exact minimum by brute force: every way of dropping d judgments from the cells, d = 1, 2, ... */
function bruteForceFragility(counts: PairCount[], limit: number): number {
  const leader = bradleyTerry(counts).find((r) => r.component === 1)!.model;
  const cells: [number, 'wins1' | 'wins2' | 'ties'][] = [];
  counts.forEach((c, k) =>
    (['wins1', 'wins2', 'ties'] as const).forEach((o) => c[o] > 0 && cells.push([k, o])),
  );
  const changed = (take: number[]) => {
    const copy = counts.map((c) => ({ ...c }));
    cells.forEach(([k, o], i) => (copy[k]![o] -= take[i]!));
    return topChanges(copy, leader);
  };
  for (let d = 1; d <= limit; d++) {
    const take = cells.map(() => 0);
    const search = (i: number, left: number): boolean => {
      if (i === cells.length) return left === 0 && changed(take);
      const [k, o] = cells[i]!;
      for (let x = Math.min(left, counts[k]![o]); x >= 0; x--) {
        take[i] = x;
        if (search(i + 1, left - x)) return true;
      }
      take[i] = 0;
      return false;
    };
    if (search(0, d)) return d;
  }
  return Infinity;
}

describe('bradleyTerryFragility', () => {
  it('two models, 6:4: 3 drops of the leader’s wins (3:4), as brute force finds', () => {
    const counts = [count('a', 'b', 6, 4)];
    const r = bradleyTerryFragility(counts);
    expect(r).toMatchObject({ top: 'a', drops: 3, challenger: 'b', judgments: 10 });
    expect(bruteForceFragility(counts, 5)).toBe(3);
  });

  it('one drop can leave a model unbeaten, above the leader (rule 2; brute force agrees)', () => {
    // z lost once, to a, and beat c once; it sits between them. Drop its one loss: z never lost, and ranks above
    // every model it played, a included. The influence ranking alone would not find this.
    const counts = [
      count('a', 'b', 20, 10),
      count('a', 'c', 20, 5),
      count('b', 'c', 15, 10),
      count('a', 'z', 1, 0),
      count('c', 'z', 0, 1),
    ];
    const r = bradleyTerryFragility(counts);
    expect(r).toMatchObject({ top: 'a', drops: 1, challenger: 'z', estimate: null });
    expect(r.dropped).toEqual([{ model1: 'a', model2: 'z', outcome: 'wins1', count: 1 }]);
    expect(bruteForceFragility(counts, 1)).toBe(1);
  });

  it('a sparse model near the top: one dropped loss lifts it above the leader (brute force agrees)', () => {
    // z: beat b and c, lost to a and b once each. Dropping b's win over z lifts z from 996.6 to above a.
    const counts = [
      count('a', 'b', 20, 10),
      count('a', 'c', 20, 5),
      count('b', 'c', 15, 10),
      count('a', 'z', 1, 0),
      count('b', 'z', 1, 1),
      count('c', 'z', 0, 1),
    ];
    const r = bradleyTerryFragility(counts);
    expect(r).toMatchObject({ top: 'a', drops: 1, challenger: 'z', estimate: 2 });
    expect(bruteForceFragility(counts, 1)).toBe(1);
  });

  it('is never below the brute-force minimum, and its drops do change the top (property, small tables)', () => {
    let equal = 0;
    let runs = 0;
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 6, maxLength: 6 }),
        fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 3, maxLength: 3 }),
        (w, t) => {
          const counts = [
            count('a', 'b', w[0]!, w[1]!, t[0]),
            count('a', 'c', w[2]!, w[3]!, t[1]),
            count('b', 'c', w[4]!, w[5]!, t[2]),
          ];
          const r = bradleyTerryFragility(counts);
          if (r.drops === null) return;
          runs++;
          const exact = bruteForceFragility(counts, r.drops);
          expect(exact).toBeLessThanOrEqual(r.drops);
          if (exact === r.drops) equal++;
          // The reported drops, applied, change the top.
          const after = counts.map((c) => ({ ...c }));
          for (const d of r.dropped) {
            const c = after.find((x) => x.model1 === d.model1 && x.model2 === d.model2)!;
            if (d.outcome === 'tie') c.ties -= d.count;
            else c[d.outcome] -= d.count;
          }
          expect(topChanges(after, r.top!)).toBe(true);
        },
      ),
      { seed: SEED, numRuns: 60 },
    );
    // How tight the bound is on these tables: equal to the exact minimum in most of them.
    expect(equal / runs).toBeGreaterThan(0.8);
  });

  it('says why there is none: the leader is unbounded-above territory or alone', () => {
    expect(bradleyTerryFragility([count('a', 'b', 3, 0)]).reason).toBe('the top is not rated');
  });

  it('reports a shared top as rateFragility does (a–b 0:0:3; issue 34: a led by name, 3 drops, a its own challenger)', () => {
    expect(bradleyTerryFragility([count('a', 'b', 0, 0, 3)])).toMatchObject({
      top: null,
      drops: null,
      challenger: null,
      reason: 'the top is shared',
    });
    // So does a level top among three: a and b both 2:1 against c, 1:1 between them.
    const r = bradleyTerryFragility([count('a', 'b', 1, 1), count('a', 'c', 2, 1), count('b', 'c', 2, 1)]);
    expect(r.reason).toBe('the top is shared');
  });

  it('does not count a leader who becomes unbeaten as displaced (a–b 5:1: 5 drops, not 1; brute force agrees)', () => {
    // Dropping b's one win leaves a unbeaten: still first. b must rank above a: 0:1 (b never lost) takes 5 drops;
    // 1:1 after 4 is level, which does not displace a.
    const counts = [count('a', 'b', 5, 1)];
    expect(bradleyTerryFragility(counts)).toMatchObject({ top: 'a', drops: 5, challenger: 'b' });
    expect(bruteForceFragility(counts, 6)).toBe(5);
    expect(topChanges([count('a', 'b', 5, 0)], 'a')).toBe(false);
  });

  it('on 20 models with 400 battles a pair, finds a drop set and its first-order estimate is close', () => {
    const counts: PairCount[] = [];
    for (let i = 0; i < 20; i++)
      for (let j = i + 1; j < 20; j++) {
        const p = 1 / (1 + Math.exp(-(j - i) * 0.05));
        const w = Math.round(400 * p);
        counts.push(count(`m${String(i).padStart(2, '0')}`, `m${String(j).padStart(2, '0')}`, w, 400 - w));
      }
    const r = bradleyTerryFragility(counts);
    const boot = bootstrapBradleyTerry(counts, { rounds: 50, seed: SEED });
    expect(r.top).toBe(boot[0]!.model);
    expect(r.drops).not.toBeNull();
    expect(Math.abs(r.drops! - r.estimate!)).toBeLessThanOrEqual(Math.max(3, 0.2 * r.drops!));
  });
});
