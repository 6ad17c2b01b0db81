import { describe, expect, it } from 'vitest';
import type { Conversation } from '../records/conversation.ts';
import { emptyDataset } from '../records/dataset.ts';
import type { PairJudgment } from '../records/pairJudgment.ts';
import { bootstrapStyleControlled } from '../stats/bootstrapStyleControlled.ts';
import { buildView } from './buildView.ts';
import { coefficientText } from './pairFigures.ts';
import { styleBattles, styleFromMetadata, styleSourceText } from './styleBattles.ts';
import { noMemo, type ViewContext } from './viewContext.ts';

/** Tokens as words, so lengths can be counted by eye. */
const words = (t: string) => t.split(' ').filter(Boolean).length;

const conv = (seed: string, model: string, chats: string[], setting = ''): Conversation => ({
  id: `b/${seed}/${model}`,
  benchmark: 'b',
  setting,
  seed,
  model,
  chats,
  seedChats: 2,
  source: { file: 'c', line: 1 },
});

let line = 0;
const pair = (
  seed: string,
  model1: string,
  model2: string,
  outcome: PairJudgment['outcome'],
): PairJudgment => ({
  benchmark: 'b',
  kind: 'arena',
  setting: 'N=4',
  judge: 'j',
  seed,
  model1,
  model2,
  outcome,
  reason: '',
  raw: '',
  source: { file: 'p', line: ++line },
});

describe('styleBattles', () => {
  const convs = [
    conv('s1', 'a', ['hi', 'there', 'a b c', '**x** y', '- never read']),
    conv('s1', 'b', ['hi', 'there', '# H', '1. one\n2. two']),
  ];

  it('measures each side on its model chats of the first N chats: tokens, headers, list items, bold', () => {
    const s = styleBattles([pair('s1', 'a', 'b', 'model1')], convs, words, 4);
    expect(s.reason).toBeNull();
    // a: "a b c" + "**x** y" = 3 + 2 words (split on spaces), one bold span; the 5th chat is past N = 4.
    // b: "# H" + "1. one\n2. two" = 2 + 3 words, one header, two list items.
    expect(s.battles[0]!.style).toEqual({
      length: [5, 5],
      headers: [0, 1],
      lists: [0, 2],
      bold: [1, 0],
    });
    // Without N the whole conversation counts: a's list item too.
    expect(styleBattles([pair('s1', 'a', 'b', 'model1')], convs, words).battles[0]!.style.lists).toEqual([
      1, 2,
    ]);
  });

  it('takes a battle’s style from its own metadata when it has the token sums, whatever text the data hold', () => {
    const meta = {
      ...pair('s1', 'a', 'b', 'model1'),
      style: { tokens: [900, 300], lists: [4, 0] } as PairJudgment['style'],
    };
    const s = styleBattles([meta, pair('s1', 'b', 'a', 'model2')], convs, words, 4);
    expect(s).toMatchObject({ reason: null, missing: 0, total: 2, sources: { metadata: 1, text: 1 } });
    // Metadata: only what the record carries (no headers or bold: those features are then 'missing' for the fit).
    expect(s.battles[0]!.style).toEqual({ length: [900, 300], lists: [4, 0] });
    // Text: the second battle, b against a, measured on the chats as above.
    expect(s.battles[1]!.style).toEqual({ length: [5, 5], headers: [1, 0], lists: [2, 0], bold: [0, 1] });
    expect(styleFromMetadata({ headers: [1, 2] })).toBeUndefined();
  });

  it('needs no conversation for a battle with metadata; one without either leaves the setting unfitted', () => {
    const meta = { ...pair('s9', 'a', 'b', 'tie'), style: { tokens: [10, 20] } as PairJudgment['style'] };
    expect(styleBattles([meta], [], words)).toMatchObject({
      reason: null,
      sources: { metadata: 1, text: 0 },
      battles: [{ style: { length: [10, 20] } }],
    });
    expect(styleBattles([meta, pair('s9', 'a', 'b', 'model1')], [], words)).toMatchObject({
      battles: [],
      missing: 1,
      total: 2,
      sources: { metadata: 1, text: 0 },
      reason: 'conversations not in the data',
    });
  });

  it('says where the features came from, with the counts', () => {
    expect(styleSourceText({ metadata: 3, text: 0 })).toBe(
      "each side's token sum (sum_assistant_a_tokens / _b) and markdown header, list and bold counts as the battle's own style metadata (LMArena's conv_metadata) give them, in all 3 battles",
    );
    expect(styleSourceText({ metadata: 3, text: 2 })).toMatch(
      /conv_metadata\) give them in 3 battles, and each side's length in cl100k tokens .* in the 2 battles without metadata$/,
    );
    expect(styleSourceText({ metadata: 0, text: 2 })).toMatch(/^each side's length in cl100k tokens/);
  });

  it('fits nothing when a conversation is missing, or when the battles are weighted counts', () => {
    expect(styleBattles([pair('s2', 'a', 'b', 'model1')], convs, words, 4)).toMatchObject({
      battles: [],
      missing: 1,
      total: 1,
      reason: 'conversations not in the data',
    });
    expect(styleBattles([{ ...pair('s1', 'a', 'b', 'tie'), weight: 3 }], convs, words).reason).toBe(
      'weighted counts have no conversation text',
    );
  });
});

describe('coefficientText', () => {
  it('gives a coefficient in rating points per SD with its interval (θ 0.5 → 0.5 · 400/ln 10 = 86.9)', () => {
    const k = 400 / Math.log(10);
    const c = { feature: 'length' as const, used: true, mean: 0, sd: 1, missing: 0, reason: null };
    expect(
      coefficientText({
        ...c,
        coefficient: 0.5,
        ratingPoints: 0.5 * k,
        lo: 0.25,
        hi: 0.75,
        intervalReason: null,
      }),
    ).toBe('length +86.9 rating points per SD (95% CI [+43.4, +130.3])');
    expect(
      coefficientText({
        ...c,
        feature: 'bold',
        used: false,
        reason: 'constant',
        coefficient: null,
        ratingPoints: null,
        lo: null,
        hi: null,
        intervalReason: 'not fitted',
      }),
    ).toBe('bold not used (the same in every battle)');
  });
});

describe('style-controlled ratings on a view', () => {
  // Three models on 24 seeds; each answer's length depends on the seed, not the model; the longer answer wins
  // except on every fourth seed, and equal lengths tie.
  const models = ['a', 'b', 'c'];
  const convs: Conversation[] = [];
  const pairs: PairJudgment[] = [];
  for (let k = 0; k < 24; k++) {
    const seed = `s${k}`;
    const len = (i: number) => ((k * 7 + i * 3) % 5) + 1;
    models.forEach((m, i) => convs.push(conv(seed, m, ['x', 'y', Array(len(i)).fill('w').join(' '), 'end'])));
    for (let i = 0; i < 3; i++)
      for (let j = 0; j < 3; j++) {
        if (i === j) continue;
        const d = (len(i) - len(j)) * (k % 4 === 0 ? -1 : 1);
        pairs.push(pair(seed, models[i]!, models[j]!, d > 0 ? 'model1' : d < 0 ? 'model2' : 'tie'));
      }
  }
  const ctx: ViewContext = {
    view: { benchmark: 'b', judge: 'j', path: 'b-j' },
    title: 'B',
    data: { ...emptyDataset(), conversations: convs },
    uni: [],
    pairs,
    lengths: [],
    name: (m) => m.toUpperCase(),
    judgeName: (j) => j,
    tokens: words,
    seed: 7,
    rounds: 50,
    memo: noMemo,
  };
  const view = buildView(ctx, { arenaChats: () => 4 }, () => undefined);
  const ratings = view.figures.find((f) => f.id === 'ratings-N-4')!;

  it('adds the style-controlled rating, interval, rank and shift, the same as the fit on the battles', () => {
    const fit = bootstrapStyleControlled(styleBattles(pairs, convs, words, 4).battles, {
      rounds: 50,
      seed: 7,
    });
    expect(ratings.table.columns.map((c) => c.key)).toEqual([
      'rank',
      'model',
      'rating',
      'ci',
      'elo',
      'games',
      'scRating',
      'scCi',
      'scRank',
      'shift',
    ]);
    for (const row of ratings.table.raw) {
      const r = fit.rows.find((x) => x.model === row.model)!;
      expect(row.styleControlled).toEqual({ rating: r.rating, lo: r.lo, hi: r.hi, rank: r.rank });
    }
    // The judge rewards length: the length coefficient is positive, and the method text gives it.
    const length = fit.coefficients.find((c) => c.feature === 'length')!;
    expect(length.coefficient).toBeGreaterThan(0);
    expect(ratings.method).toContain(coefficientText(length));
    expect(ratings.method).toContain('50 bootstrap rounds of the battles, seed 7');
  });

  it('puts the style-controlled rank with its shift in the leaderboard, as a column of the full table', () => {
    const col = view.leaderboard.table.columns.find((c) => c.label === 'SC rank (shift)');
    expect(col?.more).toBe(true);
  });

  it('says why there is no style-controlled rating when the conversations are not in the data', () => {
    const bare = buildView({ ...ctx, data: emptyDataset() }, {}, () => undefined);
    const f = bare.figures.find((x) => x.id === 'ratings-N-4')!;
    expect(f.table.columns.map((c) => c.key)).not.toContain('scRating');
    expect(f.method).toContain(
      "No style-controlled rating: 144 of 144 battles have neither style metadata (LMArena's conv_metadata) nor conversation text",
    );
  });
});
