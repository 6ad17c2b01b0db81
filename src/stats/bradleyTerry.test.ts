// Bradley-Terry where the data do not decide every rating (issue 25; decision 0080). Counts are written as
// "a–b 3:1": wins of the first model : wins of the second.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bootstrapBradleyTerry, type BootstrapRow } from './bootstrapBradleyTerry.ts';
import { bradleyTerry, fitStrengths, toPairArrays, type BradleyTerryRow } from './bradleyTerry.ts';
import { largestStrongGroup, ratingPlan } from './bradleyTerryStructure.ts';
import type { PairCount } from './pairCounts.ts';

const SEED = 20261125;
const count = (
  model1: string,
  model2: string,
  wins1: number,
  wins2: number,
  ties = 0,
  unparsed = 0,
): PairCount => ({
  model1,
  model2,
  wins1,
  wins2,
  ties,
  bothbad: 0,
  unparsed,
});
const byModel = <T extends { model: string }>(rows: readonly T[]) => new Map(rows.map((r) => [r.model, r]));
const ratingOf = (rows: readonly BradleyTerryRow[], model: string) => byModel(rows).get(model)!.rating;

/** Σ over a model's pairs of games · P(win) must equal its points at the maximum (Hunter 2004, eq. 3). */
function scoreEquationResidual(counts: readonly PairCount[], rows: readonly BradleyTerryRow[]): number {
  const r = byModel(rows);
  const points = new Map<string, number>();
  const expected = new Map<string, number>();
  for (const c of counts) {
    const x = r.get(c.model1)!.rating;
    const y = r.get(c.model2)!.rating;
    if (x === null || y === null) continue;
    const g = c.wins1 + c.wins2 + c.ties + c.bothbad;
    const p = 1 / (1 + 10 ** ((y - x) / 400));
    points.set(c.model1, (points.get(c.model1) ?? 0) + c.wins1 + (c.ties + c.bothbad) / 2);
    points.set(c.model2, (points.get(c.model2) ?? 0) + c.wins2 + (c.ties + c.bothbad) / 2);
    expected.set(c.model1, (expected.get(c.model1) ?? 0) + g * p);
    expected.set(c.model2, (expected.get(c.model2) ?? 0) + g * (1 - p));
  }
  let worst = 0;
  for (const [m, s] of points) worst = Math.max(worst, Math.abs(s - expected.get(m)!));
  return worst;
}

describe("bradleyTerry on the issue's reproducers", () => {
  it('a model that never wins (a–b 3:1, b–c 2:1, a–c 1:2, c–d 4:0) is "never won", and a, b, c keep the ratings they have without it', () => {
    // Before: d −119000 (the 1e-300 floor of the fit), a, b, c lifted to about 41000 by the centring.
    const counts = [
      count('a', 'b', 3, 1),
      count('b', 'c', 2, 1),
      count('a', 'c', 1, 2),
      count('c', 'd', 4, 0),
    ];
    const rows = bradleyTerry(counts);
    const without = bradleyTerry(counts.slice(0, 3));
    for (const m of ['a', 'b', 'c']) expect(ratingOf(rows, m)).toBeCloseTo(ratingOf(without, m)!, 9);
    // The maximum of a, b, c alone: 1031.87, 1000, 968.13, and its score equations hold.
    expect(ratingOf(rows, 'a')).toBeCloseTo(1031.87, 2);
    expect(ratingOf(rows, 'c')).toBeCloseTo(1000, 2);
    expect(ratingOf(rows, 'b')).toBeCloseTo(968.13, 2);
    expect(scoreEquationResidual(counts.slice(0, 3), rows)).toBeLessThan(1e-8);
    expect(byModel(rows).get('d')).toMatchObject({
      rating: null,
      reason: 'never won',
      bound: 'below',
      component: 1,
      games: 4,
      note: 'never won in 4 games: ranks below every model it played',
    });
  });

  it('a model that never loses (a–b 3:0, b–c 2:1, a–c 2:0) is "never lost", with no point rating', () => {
    // Before: a 2461.22, where the likelihood has no maximum.
    const rows = bradleyTerry([count('a', 'b', 3, 0), count('b', 'c', 2, 1), count('a', 'c', 2, 0)]);
    expect(byModel(rows).get('a')).toMatchObject({
      rating: null,
      reason: 'never lost',
      bound: 'above',
      games: 5,
      note: 'never lost in 5 games: ranks above every model it played',
    });
    // b and c are rated from their own 2:1 alone: a gap of 400 log10(2), centred on 1000.
    expect(ratingOf(rows, 'b')! - ratingOf(rows, 'c')!).toBeCloseTo(400 * Math.log10(2), 9);
    expect((ratingOf(rows, 'b')! + ratingOf(rows, 'c')!) / 2).toBeCloseTo(1000, 9);
    expect(rows.map((r) => r.model)).toEqual(['a', 'b', 'c']);
  });

  it('a model whose judgments were all unparsed is not rated and moves nobody', () => {
    // Before: e got 1012.07 from 0 games and a moved from 1061.85 to 1057.82.
    const base = [count('a', 'b', 3, 1), count('b', 'c', 1, 2), count('a', 'c', 2, 2)];
    const rows = bradleyTerry([...base, count('a', 'e', 0, 0, 0, 3)]);
    expect(ratingOf(rows, 'a')).toBeCloseTo(1061.85, 2);
    expect(rows.filter((r) => r.model !== 'e')).toEqual(bradleyTerry(base));
    expect(byModel(rows).get('e')).toEqual({
      model: 'e',
      rating: null,
      reason: 'no parsed games',
      bound: null,
      note: 'no parsed games (3 unparsed judgments): not rated',
      component: null,
      wins: 0,
      losses: 0,
      ties: 0,
      games: 0,
    });
    expect(rows.at(-1)!.model).toBe('e');
  });

  it('two components (a–b 3:1; c–d 2:5 and one tie) are rated apart, each centred on 1000', () => {
    // Before: one mean over all four, so the components sat at 994 and 1006 with nothing in the data to say so.
    const rows = bradleyTerry([count('a', 'b', 3, 1), count('c', 'd', 2, 5, 1)]);
    const r = byModel(rows);
    // c–d has 8 games: d scores 5.5, c 2.5, so d − c = 400 log10(5.5 / 2.5).
    expect(r.get('d')!.rating! - r.get('c')!.rating!).toBeCloseTo(400 * Math.log10(5.5 / 2.5), 9);
    expect(r.get('a')!.rating! - r.get('b')!.rating!).toBeCloseTo(400 * Math.log10(3), 9);
    expect((r.get('a')!.rating! + r.get('b')!.rating!) / 2).toBeCloseTo(1000, 9);
    expect((r.get('c')!.rating! + r.get('d')!.rating!) / 2).toBeCloseTo(1000, 9);
    // The larger component (8 games) is 1, the other 2.
    expect(rows.map((x) => [x.model, x.component])).toEqual([
      ['d', 1],
      ['c', 1],
      ['a', 2],
      ['b', 2],
    ]);
    const boot = bootstrapBradleyTerry([count('a', 'b', 3, 1), count('c', 'd', 2, 5, 1)], {
      rounds: 200,
      seed: 5,
    });
    // Ranks only within a component: nobody is ranked against the other pair.
    for (const x of boot) if (x.rank !== null) expect(x.rankAmong).toBeLessThanOrEqual(2);
  });

  it('the sparse bootstrap (a–b, a–c, b–c 10:10; c–d 2:1; 1,000 rounds, seed 5) keeps a within ±150 and counts d’s degenerate rounds', () => {
    // Before: a 1030 [470, 41048]; d 910 [−119000, 2523].
    const rows = byModel(
      bootstrapBradleyTerry(
        [count('a', 'b', 10, 10), count('a', 'c', 10, 10), count('b', 'c', 10, 10), count('c', 'd', 2, 1)],
        { rounds: 1000, seed: 5 },
      ),
    );
    const a = rows.get('a')!;
    if (a.intervalReason === null) {
      expect(a.lo!).toBeGreaterThanOrEqual(a.rating! - 150);
      expect(a.hi!).toBeLessThanOrEqual(a.rating! + 150);
    } else expect(a.intervalReason).toBe('too few games');
    expect(a.degenerateRounds).toBe(0);
    const d = rows.get('d')!;
    // d plays 3 of the 63 games: in about half the rounds it wins all or none of its resampled games.
    expect(d.rating).toBeCloseTo(909.69, 2);
    expect(d.degenerateRounds).toBeGreaterThan(300); // 479 with seed 5
    expect(d.rounds).toBe(1000);
    expect(d).toMatchObject({
      lo: null,
      hi: null,
      median: null,
      rank: null,
      intervalReason: 'too few games',
    });
  });
});

describe('ratingPlan and largestStrongGroup (Zermelo and Ford’s condition)', () => {
  it('rates the whole set when every split has a win each way, ties counting both ways', () => {
    // a–b 1:0, b–c 1:0, c–a tie: a → b → c → a (the tie is an edge each way): strongly connected.
    const a = toPairArrays([count('a', 'b', 1, 0), count('b', 'c', 1, 0), count('a', 'c', 0, 0, 1)]);
    expect(largestStrongGroup(3, a.i, a.j, a.games, a.score)).toBeUndefined();
  });
  it('finds a group that never lost to the rest (a, b beat c, d; c–d and a–b both ways)', () => {
    const a = toPairArrays([
      count('a', 'b', 2, 1),
      count('c', 'd', 3, 3),
      count('a', 'c', 2, 0),
      count('b', 'd', 1, 0),
      count('c', 'e', 1, 1),
    ]);
    const plan = ratingPlan(a);
    expect(plan.components).toHaveLength(1);
    // {c, d, e} (3 models) is rated; {a, b} is above it.
    expect(plan.components[0]!.rated.map((k) => a.models[k])).toEqual(['c', 'd', 'e']);
    expect(plan.components[0]!.unrated.map((u) => [a.models[u.model], u.reason, u.bound])).toEqual([
      ['a', 'unbounded above', 'above'],
      ['b', 'unbounded above', 'above'],
    ]);
  });
  it('rates nobody in a component whose results hold no cycle of wins (a beat b, b beat c)', () => {
    const rows = bradleyTerry([count('a', 'b', 2, 0), count('b', 'c', 1, 0)]);
    expect(rows.map((r) => [r.model, r.rating, r.reason, r.bound])).toEqual([
      ['a', null, 'never lost', 'above'],
      ['b', null, 'no finite rating', null],
      ['c', null, 'never won', 'below'],
    ]);
  });
  it('rates neither of two equally large groups with as many games ({a, b} beat {c, d}): no name decides', () => {
    const rows = bradleyTerry([count('a', 'b', 1, 1), count('c', 'd', 1, 1), count('a', 'c', 1, 0)]);
    expect(rows.map((r) => [r.model, r.rating, r.reason, r.bound])).toEqual([
      ['a', null, 'unbounded above', 'above'],
      ['b', null, 'unbounded above', 'above'],
      ['c', null, 'unbounded below', 'below'],
      ['d', null, 'unbounded below', 'below'],
    ]);
    expect(rows[0]!.note).toBe(
      'its group (with b) never lost to the other models of its component (3 games)',
    );
    // One more game inside {c, d} makes it the rated group.
    const more = bradleyTerry([count('a', 'b', 1, 1), count('c', 'd', 2, 1), count('a', 'c', 1, 0)]);
    expect(more.map((r) => [r.model, r.reason])).toEqual([
      ['a', 'unbounded above'],
      ['b', 'unbounded above'],
      ['c', null],
      ['d', null],
    ]);
  });
  it('fitStrengths refuses a model with no finite maximum instead of flooring it', () => {
    expect(() => fitStrengths(toPairArrays([count('a', 'b', 3, 0)]))).toThrow(
      'fitStrengths requires every model to have won and lost',
    );
  });
});

// ---- Properties (fast-check, seeded) ----

const MODELS = ['a', 'b', 'c', 'd', 'e', 'f'];
/** Sparse random counts among up to six models: many pairs missing, many zero cells, some unparsed. */
const sparseCounts = fc
  .array(
    fc.record({
      pair: fc.integer({ min: 0, max: 14 }),
      wins1: fc.nat(4),
      wins2: fc.nat(4),
      ties: fc.nat(2),
      unparsed: fc.nat(1),
    }),
    { minLength: 1, maxLength: 10 },
  )
  .map((rows) => {
    const pairs: [string, string][] = [];
    for (let x = 0; x < MODELS.length; x++)
      for (let y = x + 1; y < MODELS.length; y++) pairs.push([MODELS[x]!, MODELS[y]!]);
    const seen = new Map<number, PairCount>();
    for (const r of rows) {
      const [m1, m2] = pairs[r.pair]!;
      seen.set(r.pair, count(m1, m2, r.wins1, r.wins2, r.ties, r.unparsed));
    }
    return [...seen.values()];
  })
  .filter((cs) => new Set(cs.flatMap((c) => [c.model1, c.model2])).size >= 2);

const finiteOrNull = (rows: readonly object[]) =>
  rows.every((r) =>
    Object.values(r).every((v) => typeof v !== 'number' || (Number.isFinite(v) && Math.abs(v) < 1e6)),
  );

describe('bradleyTerry and bootstrapBradleyTerry (properties)', () => {
  it('give no NaN, no Infinity and no floor value on any output, however sparse the data', () => {
    fc.assert(
      fc.property(sparseCounts, fc.integer({ min: 1, max: 1000 }), (counts, seed) => {
        const rows = bradleyTerry(counts);
        const boot = bootstrapBradleyTerry(counts, { rounds: 40, seed });
        expect(finiteOrNull(rows)).toBe(true);
        expect(finiteOrNull(boot)).toBe(true);
        // Every null has its reason.
        for (const r of rows) expect(r.rating === null).toBe(r.reason !== null);
        for (const r of boot) expect(r.lo === null).toBe(r.intervalReason !== null);
        expect(JSON.parse(JSON.stringify(boot))).toEqual(boot);
      }),
      { seed: SEED, numRuns: 150 },
    );
  });

  it('are invariant to the order of the battles (the order of the count rows)', () => {
    fc.assert(
      fc.property(sparseCounts, fc.integer({ min: 1, max: 1000 }), (counts, k) => {
        const shuffled = counts.slice().sort((x, y) => ((x.wins1 * 31 + k) % 7) - ((y.wins1 * 31 + k) % 7));
        const shuffledRev = shuffled.slice().reverse();
        const p = byModel(bradleyTerry(counts));
        for (const other of [shuffled, shuffledRev])
          for (const r of bradleyTerry(other)) {
            const q = p.get(r.model)!;
            expect({ ...r, rating: null }).toEqual({ ...q, rating: null });
            if (r.rating !== null) expect(Math.abs(r.rating - q.rating!)).toBeLessThan(1e-6);
          }
      }),
      { seed: SEED, numRuns: 150 },
    );
  });

  it('a model with no games, or one that never won, changes nobody’s rating', () => {
    fc.assert(
      fc.property(sparseCounts, fc.nat(5), fc.integer({ min: 1, max: 5 }), (counts, k, losses) => {
        const before = byModel(bradleyTerry(counts));
        const models = [...before.keys()];
        const opponent = models[k % models.length]!;
        const noGames = bradleyTerry([...counts, count(opponent, 'zz', 0, 0, 0, 2)]);
        const neverWon = bradleyTerry([...counts, count(opponent, 'zz', losses, 0)]);
        for (const rows of [noGames, neverWon]) {
          for (const r of rows) {
            if (r.model === 'zz') continue;
            const q = before.get(r.model)!;
            if (q.rating === null) continue; // an unrated model may gain a direction from zz's games
            expect(r.rating).not.toBeNull();
            expect(Math.abs(r.rating! - q.rating)).toBeLessThan(1e-6);
          }
        }
        expect(byModel(noGames).get('zz')!.reason).toBe('no parsed games');
        expect(byModel(neverWon).get('zz')!.rating).toBeNull();
      }),
      { seed: SEED, numRuns: 150 },
    );
  });

  it('are unchanged when the models are relabelled (names in reverse order)', () => {
    const rename = (m: string) => String.fromCharCode(219 - m.charCodeAt(0)); // a <-> z, b <-> y, ...
    fc.assert(
      fc.property(sparseCounts, (counts) => {
        const p = byModel(bradleyTerry(counts));
        const relabelled = bradleyTerry(
          counts.map((c) => ({
            ...c,
            model1: rename(c.model2),
            model2: rename(c.model1),
            wins1: c.wins2,
            wins2: c.wins1,
          })),
        );
        for (const r of relabelled) {
          const q = p.get(rename(r.model))!;
          expect([r.reason, r.bound, r.games, r.wins]).toEqual([q.reason, q.bound, q.games, q.wins]);
          if (q.rating !== null) expect(Math.abs(r.rating! - q.rating)).toBeLessThan(1e-6);
        }
      }),
      { seed: SEED, numRuns: 150 },
    );
  });

  it('mirror when the two models of every battle swap (every win becomes a loss)', () => {
    const mirror: Record<string, string> = {
      'never lost': 'never won',
      'never won': 'never lost',
      'unbounded above': 'unbounded below',
      'unbounded below': 'unbounded above',
    };
    fc.assert(
      fc.property(sparseCounts, (counts) => {
        const p = byModel(bradleyTerry(counts));
        const swapped = bradleyTerry(counts.map((c) => ({ ...c, wins1: c.wins2, wins2: c.wins1 })));
        for (const r of swapped) {
          const q = p.get(r.model)!;
          if (q.rating === null) {
            expect(r.rating).toBeNull();
            expect(r.reason).toBe(mirror[q.reason!] ?? q.reason);
            expect(r.bound).toBe(q.bound === 'above' ? 'below' : q.bound === 'below' ? 'above' : null);
          } else expect(Math.abs(r.rating! - 1000 + (q.rating - 1000))).toBeLessThan(1e-6);
          expect([r.wins, r.losses, r.ties]).toEqual([q.losses, q.wins, q.ties]);
        }
      }),
      { seed: SEED, numRuns: 150 },
    );
  });

  it('the point rating lies inside its interval, and ranks compare only within a component', () => {
    fc.assert(
      fc.property(sparseCounts, fc.integer({ min: 1, max: 1000 }), (counts, seed) => {
        const boot: BootstrapRow[] = bootstrapBradleyTerry(counts, { rounds: 60, seed });
        for (const r of boot) {
          if (r.lo === null) continue;
          expect(r.lo).toBeLessThanOrEqual(r.rating!);
          expect(r.hi!).toBeGreaterThanOrEqual(r.rating!);
          const peers = boot.filter((o) => o.component === r.component && o.lo !== null);
          expect(r.rankAmong).toBe(peers.length);
          expect(r.rank).toBe(1 + peers.filter((o) => o.lo! > r.hi!).length);
        }
      }),
      { seed: SEED, numRuns: 100 },
    );
  });
});
