import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bradleyTerry } from './bradleyTerry.ts';
import { davidsonBradleyTerry } from './davidsonBradleyTerry.ts';
import { davidsonRecession } from './davidsonRecession.ts';
import type { PairCount } from './pairCounts.ts';
import { createRandom } from './random.ts';

const SEED = 20261125;
const count = (
  model1: string,
  model2: string,
  wins1: number,
  wins2: number,
  ties = 0,
  bothbad = 0,
): PairCount => ({
  model1,
  model2,
  wins1,
  wins2,
  ties,
  bothbad,
  unparsed: 0,
});
const rating = (rows: readonly { model: string; rating: number | null }[], m: string) =>
  rows.find((r) => r.model === m)!.rating!;

/** The largest residual of Davidson's score equations at a fit: each model's (wins − losses)/2, and the ties. */
function scoreResiduals(counts: readonly PairCount[], d: ReturnType<typeof davidsonBradleyTerry>): number {
  const nu = d.tie.nu!;
  const s = new Map(d.rows.map((r) => [r.model, (r.rating! - 1000) / (400 / Math.log(10))]));
  const residual = new Map<string, number>();
  let ties = 0;
  let expectedTies = 0;
  for (const c of counts) {
    const x = s.get(c.model1)! - s.get(c.model2)!;
    const D = Math.exp(x / 2) + Math.exp(-x / 2) + nu;
    const g = c.wins1 + c.wins2 + c.ties + c.bothbad;
    const e = (g * (Math.exp(x / 2) - Math.exp(-x / 2))) / (2 * D);
    const obs = (c.wins1 - c.wins2) / 2;
    residual.set(c.model1, (residual.get(c.model1) ?? 0) + obs - e);
    residual.set(c.model2, (residual.get(c.model2) ?? 0) - obs + e);
    ties += c.ties + c.bothbad;
    expectedTies += (g * nu) / D;
  }
  return Math.max(Math.abs(ties - expectedTies), ...[...residual.values()].map(Math.abs));
}

/** Random pair counts over n models, every pair played, with or without ties. */
function randomCounts(seed: number, n: number, ties: boolean): PairCount[] {
  const rng = createRandom(seed);
  const out: PairCount[] = [];
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      out.push(
        count(
          `m${i}`,
          `m${j}`,
          1 + Math.floor(rng() * 9),
          1 + Math.floor(rng() * 9),
          ties ? Math.floor(rng() * 6) : 0,
        ),
      );
  return out;
}

describe('davidsonBradleyTerry', () => {
  it('two models, 8 wins : 2 losses : 4 ties: gap 400·log10(8/2) = 240.82, ν = 4/√(8·2) = 1 (closed form)', () => {
    // With one pair the maximum matches the observed shares: e^d = W/L and ν = T/√(WL).
    const r = davidsonBradleyTerry([count('a', 'b', 8, 2, 3, 1)]);
    expect(rating(r.rows, 'a') - rating(r.rows, 'b')).toBeCloseTo(400 * Math.log10(4), 8);
    expect(rating(r.rows, 'a') + rating(r.rows, 'b')).toBeCloseTo(2000, 8);
    expect(r.tie.nu).toBeCloseTo(1, 9);
    expect(r.tie.atEqualStrength).toBeCloseTo(1 / 3, 9);
    expect(r.tie.lo!).toBeLessThan(1);
    expect(r.tie.hi!).toBeGreaterThan(1);
    expect([r.ties, r.games]).toEqual([4, 14]);
    // "A tie counts half" gives the narrower 400·log10((8 + 2)/(2 + 2)) = 159.18.
    const half = bradleyTerry([count('a', 'b', 8, 2, 3, 1)]);
    expect(rating(half, 'a') - rating(half, 'b')).toBeCloseTo(400 * Math.log10(2.5), 8);
  });

  it('two models, 5:5:10: the Wald interval is ± 1.96 · SE from the information (hand-computed Var(d) = 0.4)', () => {
    // For one pair, with a = e^(d/2), b = e^(−d/2), D = a + b + ν, the information of d is n·((a + b)/4D − (D'/D)²)
    // and its cross term with log ν is −n·ν·D'/D², D' = (a − b)/2. With W = L, d = 0 and the cross term vanishes:
    // ν = 10/√25 = 2, D = 4, information 20 · 2/16 = 2.5, Var(d) = 0.4; a rating is d/2 from the centre.
    const r = davidsonBradleyTerry([count('a', 'b', 5, 5, 10)]);
    const se = (400 / Math.log(10)) * Math.sqrt(0.4 / 4);
    expect(r.rows[0]!.se).toBeCloseTo(se, 8);
    expect(r.rows[0]!.hi! - r.rows[0]!.rating!).toBeCloseTo(1.959963984540054 * se, 8);
  });

  it('reduces to bradleyTerry when there is no tie (ν = 0, reason "no ties")', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 2, max: 7 }), (seed, n) => {
        const counts = randomCounts(seed, n, false);
        const d = davidsonBradleyTerry(counts);
        const plain = bradleyTerry(counts);
        expect(d.tie).toMatchObject({ nu: 0, reason: 'no ties' });
        for (const r of plain) expect(rating(d.rows, r.model)).toBeCloseTo(r.rating!, 9);
      }),
      { seed: SEED, numRuns: 30 },
    );
  });

  it('solves its score equations: each model’s (wins − losses)/2 equals its expected value (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 3, max: 7 }), (seed, n) => {
        const counts = randomCounts(seed, n, true);
        const d = davidsonBradleyTerry(counts);
        const nu = d.tie.nu!;
        const s = new Map(d.rows.map((r) => [r.model, (r.rating! - 1000) / (400 / Math.log(10))]));
        const residual = new Map<string, number>();
        let ties = 0;
        let expectedTies = 0;
        for (const c of counts) {
          const x = s.get(c.model1)! - s.get(c.model2)!;
          const D = Math.exp(x / 2) + Math.exp(-x / 2) + nu;
          const g = c.wins1 + c.wins2 + c.ties + c.bothbad;
          const e = (g * (Math.exp(x / 2) - Math.exp(-x / 2))) / (2 * D);
          const obs = (c.wins1 - c.wins2) / 2;
          residual.set(c.model1, (residual.get(c.model1) ?? 0) + obs - e);
          residual.set(c.model2, (residual.get(c.model2) ?? 0) - obs + e);
          ties += c.ties + c.bothbad;
          expectedTies += (g * nu) / D;
        }
        for (const v of residual.values()) expect(Math.abs(v)).toBeLessThan(1e-7);
        expect(Math.abs(ties - expectedTies)).toBeLessThan(1e-7);
      }),
      { seed: SEED, numRuns: 30 },
    );
  });

  it('with only ties, rates every model equal, with no interval and ν null ("only ties")', () => {
    const d = davidsonBradleyTerry([count('a', 'b', 0, 0, 3), count('b', 'c', 0, 0, 2, 1)]);
    expect(d.rows.map((r) => r.rating)).toEqual([1000, 1000, 1000]);
    expect(d.rows.every((r) => r.se === null && r.intervalReason === 'only ties')).toBe(true);
    expect(d.tie).toMatchObject({ nu: null, reason: 'only ties' });
  });

  it('follows decision 0080: a model that never won is unrated and moves nobody', () => {
    const base = [count('a', 'b', 3, 1, 2), count('b', 'c', 2, 1, 1), count('a', 'c', 1, 2, 2)];
    const d = davidsonBradleyTerry([...base, count('c', 'd', 4, 0)]);
    const without = davidsonBradleyTerry(base);
    expect(d.rows.find((r) => r.model === 'd')).toMatchObject({
      rating: null,
      reason: 'never won',
      se: null,
    });
    for (const m of ['a', 'b', 'c']) expect(rating(d.rows, m)).toBeCloseTo(rating(without.rows, m), 9);
    expect(d.tie.nu).toBeCloseTo(without.tie.nu!, 9);
  });

  it('one pair at 8:0 with 4 ties (issue 34): no finite maximum, a never lost (above), b never won (below)', () => {
    // Davidson's likelihood for one pair is the saturated trinomial p_win^8·p_tie^4·p_loss^0 on the open simplex:
    // it rises towards p_loss = 0, reached only as ν → ∞ and the gap → ∞ together. The old fit threw "did not settle".
    const d = davidsonBradleyTerry([count('a', 'b', 8, 0, 4)]);
    expect(
      d.rows.map(({ model, rating, reason, bound, se, intervalReason }) => ({
        model,
        rating,
        reason,
        bound,
        se,
        intervalReason,
      })),
    ).toEqual([
      {
        model: 'a',
        rating: null,
        reason: 'never lost',
        bound: 'above',
        se: null,
        intervalReason: 'never lost',
      },
      {
        model: 'b',
        rating: null,
        reason: 'never won',
        bound: 'below',
        se: null,
        intervalReason: 'never won',
      },
    ]);
    expect(d.rows[0]!.note).toBe(
      'never lost in 12 games within its group (8 wins, 4 ties): with ties modelled, no cycle of results holds more wins than ties, so no rating is finite',
    );
    expect(d.tie).toEqual({
      nu: null,
      lo: null,
      hi: null,
      atEqualStrength: null,
      reason: 'no finite maximum',
    });
    expect([d.ties, d.games]).toEqual([4, 12]);
    // Under "a tie counts half" the same pair is rated (10 of 12 points: 400·log10 5 apart).
    const half = bradleyTerry([count('a', 'b', 8, 0, 4)]);
    expect(rating(half, 'a') - rating(half, 'b')).toBeCloseTo(400 * Math.log10(5), 8);
  });

  it('one pair at 1:0:1 (issue 34): the same, with both-bad ties counted as ties', () => {
    for (const counts of [[count('a', 'b', 1, 0, 1)], [count('a', 'b', 0, 1, 0, 1)]]) {
      const d = davidsonBradleyTerry(counts);
      expect(d.rows.map((r) => [r.model, r.reason, r.bound])).toEqual(
        counts[0]!.wins1 > 0
          ? [
              ['a', 'never lost', 'above'],
              ['b', 'never won', 'below'],
            ]
          : [
              ['b', 'never lost', 'above'],
              ['a', 'never won', 'below'],
            ],
      );
      expect(d.tie.reason).toBe('no finite maximum');
    }
  });

  it('a chain 8:0:4, 8:0:4 has no finite maximum either: its middle model has no finite rating and no direction', () => {
    // Levels φ = (2, 1, 0) meet every constraint (a win 1 up, a tie at most 1 apart): no cycle with more wins than ties.
    const d = davidsonBradleyTerry([count('a', 'b', 8, 0, 4), count('b', 'c', 8, 0, 4)]);
    expect(d.rows.map((r) => [r.model, r.rating, r.reason, r.bound])).toEqual([
      ['a', null, 'never lost', 'above'],
      ['b', null, 'no finite rating', null],
      ['c', null, 'never won', 'below'],
    ]);
  });

  it('a cycle of three wins with ties (3 wins > 0 ties along it) has a finite maximum', () => {
    const counts = [count('a', 'b', 8, 0, 4), count('b', 'c', 3, 0, 2), count('a', 'c', 0, 2, 1)];
    expect(davidsonRecession(3, [0, 1, 0], [1, 2, 2], [8, 3, 0], [0, 0, 2], [4, 2, 1])).toBeNull();
    const d = davidsonBradleyTerry(counts);
    expect(d.tie.reason).toBeNull();
    expect(d.rows.every((r) => r.rating !== null && r.se !== null)).toBe(true);
    expect(scoreResiduals(counts, d)).toBeLessThan(1e-7);
  });

  it('ν is shared: a pair at 8:0:4 is rated when another component pins ν (wins each way there)', () => {
    // With ν finite, a tie bounds the gap both ways: the 8:0:4 pair's gap solves (e^(d/2) − e^(−d/2))/D = 8/12.
    const counts = [count('a', 'b', 8, 0, 4), count('c', 'd', 5, 5, 2)];
    const d = davidsonBradleyTerry(counts);
    expect(d.tie.nu).toBeGreaterThan(0);
    const x = (rating(d.rows, 'a') - rating(d.rows, 'b')) / (400 / Math.log(10));
    const D = Math.exp(x / 2) + Math.exp(-x / 2) + d.tie.nu!;
    expect((Math.exp(x / 2) - Math.exp(-x / 2)) / D).toBeCloseTo(8 / 12, 9);
    expect(scoreResiduals(counts, d)).toBeLessThan(1e-7);
  });

  it('rates exactly when no recession direction exists; otherwise the direction raises the likelihood (property)', () => {
    // Every pair played with at least one tie (so decision 0080 rates all), wins often one-sided.
    let withheld = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.array(fc.tuple(fc.nat(3), fc.nat(3), fc.integer({ min: 1, max: 3 })), {
          minLength: 6,
          maxLength: 6,
        }),
        (n, cells) => {
          const counts: PairCount[] = [];
          let k = 0;
          for (let i = 0; i < n; i++)
            for (let j = i + 1; j < n; j++) {
              const [w, l, t] = cells[k++]!;
              counts.push(count(`m${i}`, `m${j}`, w > 1 ? w - 1 : 0, l > 1 ? l - 1 : 0, t));
            }
          const d = davidsonBradleyTerry(counts);
          const at = (m: string) => Number(m.slice(1));
          const phi = davidsonRecession(
            n,
            counts.map((c) => at(c.model1)),
            counts.map((c) => at(c.model2)),
            counts.map((c) => c.wins1),
            counts.map((c) => c.wins2),
            counts.map((c) => c.ties),
          );
          const decisive = counts.some((c) => c.wins1 + c.wins2 > 0);
          if (!decisive) {
            expect(d.tie.reason).toBe('only ties');
            return;
          }
          if (phi === null) {
            expect(d.tie.reason).toBeNull();
            expect(scoreResiduals(counts, d)).toBeLessThan(1e-6);
            return;
          }
          withheld++;
          expect(d.tie.reason).toBe('no finite maximum');
          // The certificate: a win lifts its winner at least 1 level, a tie spans at most 1, and along θ = 2tφ,
          // log ν = t the log-likelihood never falls.
          for (const c of counts) {
            const g = phi[at(c.model1)]! - phi[at(c.model2)]!;
            if (c.wins1 > 0) expect(g).toBeGreaterThanOrEqual(1);
            if (c.wins2 > 0) expect(-g).toBeGreaterThanOrEqual(1);
            expect(Math.abs(g)).toBeLessThanOrEqual(1);
          }
          const ll = (t: number) =>
            counts.reduce((s, c) => {
              const x = 2 * t * (phi[at(c.model1)]! - phi[at(c.model2)]!);
              const D = Math.log(Math.exp(x / 2) + Math.exp(-x / 2) + Math.exp(t));
              return s + c.wins1 * (x / 2 - D) + c.wins2 * (-x / 2 - D) + c.ties * (t - D);
            }, 0);
          for (let t = 0; t < 20; t++) expect(ll(t + 1)).toBeGreaterThanOrEqual(ll(t) - 1e-12);
        },
      ),
      { seed: SEED, numRuns: 200 },
    );
    expect(withheld).toBeGreaterThan(10);
  });

  it('throws with fewer than two models', () => {
    expect(() => davidsonBradleyTerry([])).toThrowErrorMatchingInlineSnapshot(
      `[Error: davidsonBradleyTerry requires at least two models (got 0)]`,
    );
  });
});
