import { describe, expect, it } from 'vitest';
import { emptyDataset } from '../records/dataset.ts';
import { ManifestSchema } from '../records/manifest.ts';
import type { PairJudgment } from '../records/pairJudgment.ts';
import { buildView } from './buildView.ts';
import { leadingRatings, resolveRatingOptions } from './ratingOptions.ts';
import { noMemo, type ViewContext } from './viewContext.ts';
import { pairCounts } from '../stats/pairCounts.ts';

let line = 0;
/** a against b: `w` wins of a, `l` wins of b, `t` ties. */
function battles(w: number, l: number, t: number): PairJudgment[] {
  const outcomes = [
    ...Array<PairJudgment['outcome']>(w).fill('model1'),
    ...Array<PairJudgment['outcome']>(l).fill('model2'),
    ...Array<PairJudgment['outcome']>(t).fill('tie'),
  ];
  return outcomes.map((outcome, k) => ({
    benchmark: 'b',
    kind: 'arena' as const,
    setting: '',
    judge: 'j1',
    seed: `s${k}`,
    model1: 'a',
    model2: 'b',
    outcome,
    reason: '',
    raw: '',
    source: { file: 'f', line: ++line },
  }));
}

function context(ps: PairJudgment[], ratings?: unknown): ViewContext {
  return {
    view: { benchmark: 'b', judge: 'j1', path: 'b-j1' },
    title: 'B',
    data: {
      ...emptyDataset(),
      manifest: ManifestSchema.parse(ratings ? { ratings } : {}),
      pairJudgments: ps,
    },
    uni: [],
    pairs: ps,
    lengths: [],
    name: (m) => m.toUpperCase(),
    judgeName: (j) => j,
    tokens: (t) => t.length,
    seed: 1,
    rounds: 50,
    memo: noMemo,
  };
}

describe('the manifest’s ratings options', () => {
  it('default to ties half, bootstrap intervals, no weights; Davidson’s intervals are Wald', () => {
    expect(resolveRatingOptions(undefined)).toEqual({
      ties: 'half',
      intervals: 'bootstrap',
      weights: 'none',
    });
    expect(resolveRatingOptions({ ties: 'davidson' })).toEqual({
      ties: 'davidson',
      intervals: 'wald',
      weights: 'none',
    });
  });

  it('reject combinations no fit offers, saying why', () => {
    const bad = (ratings: unknown) => ManifestSchema.safeParse({ ratings }).error?.issues[0]?.message;
    expect(bad({ ties: 'davidson', intervals: 'sandwich' })).toMatch(/Wald intervals/);
    expect(bad({ weights: 'inverse-pair-frequency' })).toMatch(/intervals "sandwich"/);
    expect(bad({ ties: 'halves' })).toBeDefined();
    expect(
      ManifestSchema.safeParse({ ratings: { intervals: 'sandwich', weights: 'inverse-pair-frequency' } })
        .success,
    ).toBe(true);
  });
});

describe('leadingRatings', () => {
  it('fits Davidson’s model when the manifest says so: 8:2:4 gives a gap of 400·log₁₀ 4 = 240.82', () => {
    const ps = battles(8, 2, 4);
    const lead = leadingRatings(context(ps, { ties: 'davidson' }), pairCounts(ps));
    const [a, b] = ['a', 'b'].map((m) => lead.rows.find((r) => r.model === m)!);
    expect(a!.rating! - b!.rating!).toBeCloseTo(400 * Math.log10(4), 6);
    expect(lead.tie?.nu).toBeCloseTo(1, 9);
    expect(a).toMatchObject({ rounds: 0, degenerateRounds: 0, median: null });
  });

  it('gives sandwich intervals: 30:10 without ties, se 31.72 = 400/ln 10 · ½ / √(40 · 0.75 · 0.25)', () => {
    const ps = battles(30, 10, 0);
    const lead = leadingRatings(context(ps, { intervals: 'sandwich' }), pairCounts(ps));
    const a = lead.rows.find((r) => r.model === 'a')!;
    const se = (400 / Math.LN10) * 0.5 * (1 / Math.sqrt(40 * 0.75 * 0.25));
    expect(a.rating).toBeCloseTo(1000 + 200 * Math.log10(3), 6);
    expect(a.hi! - a.rating!).toBeCloseTo(1.959963984540054 * se, 6);
  });

  it('keeps the bootstrap by default', () => {
    const ps = battles(30, 10, 0);
    const lead = leadingRatings(context(ps), pairCounts(ps));
    expect(lead.rows[0]).toMatchObject({ rounds: 50 });
  });
});

describe('the ratings figure says which fit leads', () => {
  const ratingsFigure = (ratings?: unknown) =>
    buildView(context(battles(8, 2, 4), ratings), {}, () => undefined).figures.find(
      (f) => f.id === 'ratings',
    )!;

  it('by default: bootstrap, ties half', () => {
    const f = ratingsFigure();
    expect(f.title).toBe('Bradley-Terry ratings with 95% bootstrap intervals');
    expect(f.method).toMatch(/^Maximum likelihood on the pair outcome counts \(ties count half\)/);
    expect(f.method).toMatch(/Intervals from 50 multinomial bootstrap rounds of the counts, seed 1/);
  });

  it('with Davidson’s model: Wald intervals and the fitted ν', () => {
    const f = ratingsFigure({ ties: 'davidson' });
    expect(f.title).toBe('Bradley-Terry ratings with 95% Wald intervals');
    expect(f.method).toMatch(/^As the manifest chooses \(ratings: ties "davidson"\) Davidson's model/);
    expect(f.method).toMatch(/Fitted ν = 1\.000 .*two equally strong models tie 33\.3% of the time/);
  });

  it('with sandwich intervals and pair weights', () => {
    const f = ratingsFigure({ intervals: 'sandwich', weights: 'inverse-pair-frequency' });
    expect(f.title).toBe('Bradley-Terry ratings with 95% sandwich intervals');
    expect(f.method).toMatch(/weighted by inverse pair frequency/);
    expect(f.method).toMatch(/sandwich \(robust\) standard errors/);
  });
});
