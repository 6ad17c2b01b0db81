import { describe, expect, it } from 'vitest';
import type { PairJudgment, PairOutcome } from '../records/pairJudgment.ts';
import { bradleyTerrySandwich } from './bradleyTerrySandwich.ts';
import { buildCellTable, judgmentAttributes, type CellTable } from './cellTable.ts';
import { pairCounts } from './pairCounts.ts';
import { createRandom } from './random.ts';
import { parseCellTable, REFIT_MIN_POINTS, refitCounts, refitSlice, type RefitResult } from './refitSlice.ts';

function judgment(model1: string, model2: string, outcome: PairOutcome, extra: Partial<PairJudgment> = {}) {
  return {
    benchmark: 'arena',
    kind: 'arena',
    setting: '',
    judge: 'humans',
    seed: '',
    model1,
    model2,
    outcome,
    reason: '',
    raw: '',
    source: { file: 'battles.jsonl', line: 1 },
    ...extra,
  } satisfies PairJudgment;
}

/** `n` seeded battles among 8 models of known strengths, with a judge, a language, a turn count and a tag each. */
function battles(n: number, seed: number): PairJudgment[] {
  const rng = createRandom(seed);
  const strength = [0, 0.2, 0.4, 0.6, 0.8, 1.0, 1.3, 1.6];
  const out: PairJudgment[] = [];
  for (let r = 0; r < n; r++) {
    const a = Math.floor(rng() * 8);
    let b = Math.floor(rng() * 7);
    if (b >= a) b++;
    const p = 1 / (1 + Math.exp(strength[b]! - strength[a]!));
    const u = rng();
    const outcome: PairOutcome = u < 0.12 ? 'tie' : u < 0.15 ? 'bothbad' : rng() < p ? 'model1' : 'model2';
    out.push(
      judgment(`m${a}`, `m${b}`, outcome, {
        judge: rng() < 0.6 ? 'humans' : 'gpt-4',
        language: ['English', 'German', 'Chinese', 'Russian'][Math.floor(rng() * 4)]!,
        turns: 1 + Math.floor(rng() * 5),
        tags: rng() < 0.25 ? ['code'] : [],
      }),
    );
  }
  return out;
}

/** Every number of two refits agrees to `tol` (ratings, standard errors, interval ends), every rank and reason exactly. */
function expectSameFit(a: RefitResult | undefined, b: RefitResult | undefined, tol: number) {
  expect(a && b).toBeTruthy();
  expect(a!.battles).toBe(b!.battles);
  expect(a!.components).toBe(b!.components);
  expect(a!.rows.map((r) => r.model)).toEqual(b!.rows.map((r) => r.model));
  a!.rows.forEach((r, k) => {
    const s = b!.rows[k]!;
    for (const f of ['rating', 'se', 'lo', 'hi'] as const) {
      if (r[f] === null || s[f] === null) expect(r[f]).toBe(s[f]);
      else expect(Math.abs(r[f] - s[f])).toBeLessThanOrEqual(tol);
    }
    expect([r.rank, r.rankAmong, r.reason, r.intervalReason, r.component, r.games]).toEqual([
      s.rank,
      s.rankAmong,
      s.reason,
      s.intervalReason,
      s.component,
      s.games,
    ]);
  });
}

describe('refitSlice', () => {
  const all = battles(4000, 173);
  const attributes = judgmentAttributes(all);
  const table = buildCellTable(all, attributes);
  // The download: the table written as JSON and read back as the page reads it.
  const downloaded = parseCellTable(JSON.parse(JSON.stringify(table)));
  const matches = (sel: Record<string, string[]>) => (j: PairJudgment) =>
    attributes.every((a) => !sel[a.name]?.length || sel[a.name]!.includes(a.of(j)));

  it.each<Record<string, string[]>>([
    {},
    { judge: ['gpt-4'] },
    { judge: ['humans'], language: ['German', 'Russian'] },
    { language: ['Chinese'], turns: ['1', '4+'] },
    { 'tag:code': ['yes'], judge: ['gpt-4'], language: ['English'] },
  ])('on the downloaded table equals the build computation on the slice %j to 1e-9', (sel) => {
    const slice = all.filter(matches(sel));
    const build = refitCounts(pairCounts(slice));
    expectSameFit(refitSlice(downloaded, sel), build, 1e-9);
    // and, where no interval is withheld, is bradleyTerrySandwich's own fit
    const sandwich = bradleyTerrySandwich(pairCounts(slice)).rows;
    for (const r of build!.rows.filter((x) => x.intervalReason === null)) {
      const s = sandwich.find((x) => x.model === r.model)!;
      expect([s.rating, s.lo, s.hi]).toEqual([r.rating, r.lo, r.hi]);
    }
  });

  it('rates two models at 30:10 as decision 0092 works out by hand: 1095.42 and se 31.72', () => {
    const t = buildCellTable(
      [
        ...Array.from({ length: 30 }, () => judgment('a', 'b', 'model1', { language: 'en' })),
        ...Array.from({ length: 10 }, () => judgment('a', 'b', 'model2', { language: 'de' })),
      ],
      [{ name: 'language', of: (j) => j.language ?? '' }],
    );
    const fit = refitSlice(t, {})!;
    expect(fit.battles).toBe(40);
    expect(fit.rows[0]!.model).toBe('a');
    expect(fit.rows[0]!.rating).toBeCloseTo(1095.42, 2);
    // 400 / ln 10 · ½ · 1/√(40 · 0.75 · 0.25)
    expect(fit.rows[0]!.se).toBeCloseTo(((400 / Math.LN10) * 0.5) / Math.sqrt(40 * 0.75 * 0.25), 9);
    expect(fit.rows[0]!.rank).toBe(1);
    // One language alone: one model never lost (30:0), the other never won; neither is rated.
    const en = refitSlice(t, { language: ['en'] })!;
    expect(en.rows.map((r) => [r.model, r.rating, r.reason])).toEqual([
      ['a', null, 'never lost'],
      ['b', null, 'never won'],
    ]);
  });

  it(`withholds the interval of a model that scored or conceded fewer than ${REFIT_MIN_POINTS} points, and ranks the rest without it`, () => {
    const games = (a: string, b: string, w: number, l: number, t = 0) => [
      ...Array.from({ length: w }, () => judgment(a, b, 'model1')),
      ...Array.from({ length: l }, () => judgment(a, b, 'model2')),
      ...Array.from({ length: t }, () => judgment(a, b, 'tie')),
    ];
    // d: 2 wins, 2 losses, 2 ties: 3 points scored, 3 conceded. It is rated (it beat and lost to the group), but
    // its interval rests on six games.
    const pairs = [
      ...games('a', 'b', 30, 10),
      ...games('a', 'c', 20, 20),
      ...games('b', 'c', 10, 30),
      ...games('c', 'd', 1, 1, 2),
      ...games('d', 'a', 1, 1),
    ];
    const t = buildCellTable(pairs, []);
    const fit = refitSlice(t, {})!;
    const d = fit.rows.find((r) => r.model === 'd')!;
    expect(d.rating).not.toBeNull();
    expect([d.lo, d.hi, d.se, d.rank, d.intervalReason]).toEqual([null, null, null, null, 'too few games']);
    // The sandwich alone gives d an interval: the rule is what withholds it.
    expect(bradleyTerrySandwich(pairCounts(pairs)).rows.find((r) => r.model === 'd')!.lo).not.toBeNull();
    // The others keep theirs, ranked among themselves (3 models with intervals).
    expect(fit.rows.filter((r) => r.model !== 'd').map((r) => r.rankAmong)).toEqual([3, 3, 3]);
  });

  it('says there is nothing to rate when fewer than two models are in the slice', () => {
    const t = buildCellTable(
      [judgment('a', 'b', 'model1', { language: 'en' }), judgment('c', 'a', 'tie', { language: 'de' })],
      [{ name: 'language', of: (j) => j.language ?? '' }],
    );
    expect(refitSlice(t, { language: ['fr'] })).toBeUndefined();
  });
});

describe('parseCellTable', () => {
  it('reads back what buildCellTable wrote', () => {
    const t: CellTable = buildCellTable(battles(200, 5), [{ name: 'judge', of: (j) => j.judge }]);
    expect(parseCellTable(JSON.parse(JSON.stringify(t)))).toEqual(t);
  });

  it('names the first field that is not as written', () => {
    expect(() => parseCellTable(null)).toThrowErrorMatchingInlineSnapshot(
      `[Error: parseCellTable: not an object]`,
    );
    expect(() =>
      parseCellTable({
        models: ['a'],
        attributes: [{ name: 'x', values: ['1'] }],
        cells: [{ at: [], counts: [] }],
      }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: parseCellTable: cells[0].at does not hold one value index per attribute]`,
    );
    expect(() =>
      parseCellTable({ models: ['a'], attributes: [], cells: [{ at: [], counts: ['1'] }] }),
    ).toThrowErrorMatchingInlineSnapshot(`[Error: parseCellTable: cells[0].counts is not a list of counts]`);
  });
});
