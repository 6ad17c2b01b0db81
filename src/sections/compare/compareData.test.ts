// The comparison's data on a data set small enough to count by hand: two models and the ground truth on four
// seeds, one judge, single-conversation verdicts, comparisons with the ground truth, and model-vs-model battles.
import { describe, expect, it } from 'vitest';
import { emptyDataset, type Dataset } from '../../records/dataset.ts';
import type { PairJudgment } from '../../records/pairJudgment.ts';
import type { UniJudgment } from '../../records/uniJudgment.ts';
import {
  compareBattleReasonsPath,
  comparePairPath,
  compareModelPath,
  compareSeedReasonsPath,
  naturalCompare,
  seedsDisagree,
  swapPair,
  type CompareModelFile,
  type ComparePairFile,
  type CompareRating,
  type CompareSeed,
  type CompareSeedReasons,
} from '../../site/compareModel.ts';
import type { SiteModel } from '../../site/siteModel.ts';
import { wilsonInterval } from '../../stats/wilsonInterval.ts';
import type { FigureModel } from '../../site/viewModel.ts';
import { buildSiteModel } from '../../pipeline/buildSiteModel.ts';
import { compareData } from './compareData.ts';

const SEEDS = ['MT-1', 'MT-2', 'MT-3', 'MT-10'];
const source = { file: 'x.tsv', line: 2 };

function uni(model: string, seed: string, verdict: 'ai' | 'human' | 'unparsed', reason = ''): UniJudgment {
  return {
    benchmark: 'b',
    setting: '',
    judge: 'j',
    seed,
    model,
    verdict,
    firstAiChat: verdict === 'ai' ? 3 : null,
    reason,
    raw: '',
    source,
  };
}

function pair(
  kind: 'gt' | 'arena',
  m1: string,
  m2: string,
  seed: string,
  outcome: PairJudgment['outcome'],
): PairJudgment {
  return {
    benchmark: 'b',
    kind,
    setting: '',
    judge: 'j',
    seed,
    model1: m1,
    model2: m2,
    outcome,
    reason: `${m1}-${m2}`,
    raw: '',
    source,
  };
}

function dataset(): Dataset {
  const d = emptyDataset();
  d.models = [
    { id: 'x', display: 'Model X', aliases: ['x'], isGroundTruth: false },
    { id: 'y', display: 'Model Y', aliases: ['y'], isGroundTruth: false },
    { id: 'GT', display: 'Ground truth', aliases: ['GT'], isGroundTruth: true },
  ];
  d.judges = [{ id: 'j', display: 'Judge J' }];
  d.conversations = ['x', 'y', 'GT'].flatMap((model) =>
    SEEDS.map((seed) => ({
      id: `b/${seed}/${model}`,
      benchmark: 'b',
      setting: '',
      seed,
      model,
      chats: ['a', 'b', 'c'],
      seedChats: 2,
      source,
    })),
  );
  // x passes MT-1, MT-2, MT-3; y passes MT-2 only; MT-10: x AI, y unreadable (left out of the pairing).
  d.uniJudgments = [
    uni('x', 'MT-1', 'human'),
    uni('x', 'MT-2', 'human'),
    uni('x', 'MT-3', 'human'),
    uni('x', 'MT-10', 'ai'),
    uni('y', 'MT-1', 'ai', 'it says "As an AI"'),
    uni('y', 'MT-2', 'human'),
    uni('y', 'MT-3', 'ai'),
    uni('y', 'MT-10', 'unparsed'),
  ];
  d.pairJudgments = [
    // Against the ground truth, both orders on MT-1: x wins then ties; y loses then ties both bad.
    pair('gt', 'x', 'GT', 'MT-1', 'model1'),
    pair('gt', 'GT', 'x', 'MT-1', 'tie'),
    pair('gt', 'y', 'GT', 'MT-1', 'model2'),
    pair('gt', 'GT', 'y', 'MT-1', 'bothbad'),
    // x against y: x wins 3 (once shown second), y wins 1.
    pair('arena', 'x', 'y', 'MT-1', 'model1'),
    pair('arena', 'y', 'x', 'MT-2', 'model2'),
    pair('arena', 'x', 'y', 'MT-3', 'model1'),
    pair('arena', 'x', 'y', 'MT-10', 'model2'),
  ];
  return d;
}

function site(d: Dataset): SiteModel {
  return {
    views: [{ benchmark: 'b', benchmarkTitle: 'Bench', judge: 'j', figures: [] }],
    conversations: d.conversations.map((c) => ({ id: c.id, path: `c/${c.id}`, seedPath: `s/b/${c.seed}` })),
    // No section holds anything (the answer browser's questions, which compare links to, among them).
    sections: {},
  } as unknown as SiteModel;
}

describe('compareData', () => {
  const { index, files } = compareData(dataset(), site(dataset()));
  const x = files.get(compareModelPath('b', 'x')) as CompareModelFile;
  const y = files.get(compareModelPath('b', 'y')) as CompareModelFile;
  const xy = files.get(comparePairPath('b', 'x', 'y').path) as ComparePairFile;

  it('lists the benchmark with its judge and models, ground truth last', () => {
    expect(index.benchmarks).toEqual([
      {
        id: 'b',
        title: 'Bench',
        judges: [{ id: 'j', display: 'Judge J' }],
        settings: [''],
        models: [
          { id: 'x', display: 'Model X', isGroundTruth: false },
          { id: 'y', display: 'Model Y', isGroundTruth: false },
          { id: 'GT', display: 'Ground truth', isGroundTruth: true },
        ],
      },
    ]);
  });

  it("gives each model's pass rate and win + tie rate with Wilson intervals, unreadable verdicts left out", () => {
    expect(x.scores).toEqual([
      { measure: 'pass', judge: 'j', setting: '', k: 3, n: 4, rate: 0.75, ...wilsonInterval(3, 4) },
      { measure: 'win-tie', judge: 'j', setting: '', k: 2, n: 2, rate: 1, ...wilsonInterval(2, 2) },
    ]);
    // y: 1 of 3 readable verdicts; against the ground truth a loss and a both-bad tie (a tie counts).
    expect(y.scores.map((s) => [s.measure, s.k, s.n])).toEqual([
      ['pass', 1, 3],
      ['win-tie', 1, 2],
    ]);
  });

  it('keeps per seed the conversation page and every verdict, seeds in natural order, reasons apart', () => {
    expect(y.seeds.map((s) => s.seed)).toEqual(['MT-1', 'MT-2', 'MT-3', 'MT-10']);
    expect(y.seeds[0]).toEqual({
      setting: '',
      seed: 'MT-1',
      path: 'c/b/MT-1/y',
      seedPath: 's/b/MT-1',
      uni: [{ judge: 'j', verdict: 'ai', firstAiChat: 3 }],
      gt: [
        { judge: 'j', position: 1, outcome: 'lose' },
        { judge: 'j', position: 2, outcome: 'bothbad' },
      ],
    });
    // The reasons, in the order of each seed's verdicts, in a file of their own (one chunk: four seeds).
    const reasons = files.get(compareSeedReasonsPath('b', 'y', 0)) as CompareSeedReasons;
    expect(reasons.seeds[0]).toEqual({ uni: ['it says "As an AI"'], gt: ['y-GT', 'GT-y'] });
    expect(reasons.seeds).toHaveLength(4);
    expect(files.has(compareSeedReasonsPath('b', 'y', 1))).toBe(false);
  });

  it("tests the paired pass rates with McNemar's exact test on the seeds both were read on", () => {
    // MT-1: x only; MT-2: both; MT-3: x only; MT-10: y unreadable. b = 2, c = 0: p = 2 · (1/2)^2 = 0.5.
    expect(xy.tests.find((t) => t.measure === 'pass')).toEqual({
      measure: 'pass',
      judge: 'j',
      setting: '',
      n: 3,
      bothPass: 1,
      onlyA: 2,
      onlyB: 0,
      bothFail: 0,
      diff: 2 / 3,
      p: 0.5,
    });
    // Against the ground truth, paired by seed and order: (win, lose) and (tie, both-bad tie): x alone once.
    expect(xy.tests.find((t) => t.measure === 'win-tie')).toMatchObject({
      n: 2,
      bothPass: 1,
      onlyA: 1,
      onlyB: 0,
    });
  });

  it('counts the head-to-head and predicts it from Bradley-Terry ratings', () => {
    // With two models the fit reproduces the observed share: x 3 of 4, ratings 400·log10(3) apart.
    const h = xy.headToHead[0]!;
    expect(h).toMatchObject({ kind: 'arena', n: 4, winsA: 3, winsB: 1, ties: 0, bothbad: 0, observed: 0.75 });
    expect(h.predicted).toBeCloseTo(0.75, 6);
    expect(h.ratingA! - h.ratingB!).toBeCloseTo(400 * Math.log10(3), 4);
    expect(xy.battles.map((b) => [b.seed, b.aFirst, b.outcome])).toEqual([
      ['MT-1', true, 'a'],
      ['MT-2', false, 'a'],
      ['MT-3', true, 'a'],
      ['MT-10', true, 'b'],
    ]);
    expect(files.get(compareBattleReasonsPath('b', 'y', 'x', 0))).toEqual({
      reasons: ['x-y', 'y-x', 'x-y', 'x-y'],
    });
  });

  it('writes a pair file once, under the smaller id, and reads it from the other side by swapping', () => {
    expect(comparePairPath('b', 'y', 'x')).toEqual({ path: 'data/compare/b/pairs/x/y.json', swapped: true });
    const yx = swapPair(xy);
    expect(yx.tests[0]).toMatchObject({ onlyA: 0, onlyB: 2, diff: -2 / 3 });
    expect(yx.headToHead[0]).toMatchObject({ winsA: 1, winsB: 3, observed: 0.25 });
    expect(yx.battles[0]).toMatchObject({ aFirst: false, outcome: 'b' });
    expect(swapPair(yx)).toEqual(xy);
    // A model against the ground truth: a pair file of its own, with the comparisons as the head-to-head (their
    // reasons are in the model's seeds already).
    const gx = files.get(comparePairPath('b', 'GT', 'x').path) as ComparePairFile;
    expect(gx.headToHead).toMatchObject([{ kind: 'gt', winsA: 0, winsB: 1, ties: 1, n: 2 }]);
    expect(gx.battles).toEqual([]);
  });
});

describe('compareData where judgments are verified by their text (decision 0103)', () => {
  // Every judgment verified (it carries judgedText), except y's verdicts on MT-1 and MT-3 and x's win against the
  // ground truth on MT-1: its file quoted other text.
  const d = dataset();
  const unverified = new Set(['y MT-1', 'y MT-3']);
  d.uniJudgments = d.uniJudgments.map((j) =>
    unverified.has(`${j.model} ${j.seed}`) ? j : { ...j, judgedText: `text of ${j.model} ${j.seed}` },
  );
  d.pairJudgments = d.pairJudgments.map((p, i) => (i === 0 ? p : { ...p, judgedText: `pair ${i}` }));
  const { files } = compareData(d, site(d));
  const x = files.get(compareModelPath('b', 'x')) as CompareModelFile;
  const y = files.get(compareModelPath('b', 'y')) as CompareModelFile;
  const xy = files.get(comparePairPath('b', 'x', 'y').path) as ComparePairFile;

  it('says how many judgments behind each score are not verified, and marks those verdicts', () => {
    expect(y.scores.find((s) => s.measure === 'pass')).toMatchObject({ k: 1, n: 3, unverified: 2 });
    expect(x.scores.find((s) => s.measure === 'pass')).not.toHaveProperty('unverified');
    expect(x.scores.find((s) => s.measure === 'win-tie')).toMatchObject({ n: 2, unverified: 1 });
    expect(y.seeds[0]!.uni).toEqual([{ judge: 'j', verdict: 'ai', firstAiChat: 3, unverified: true }]);
    expect(y.seeds[1]!.uni).toEqual([{ judge: 'j', verdict: 'human', firstAiChat: null }]);
    expect(x.seeds[0]!.gt[0]).toEqual({ judge: 'j', position: 1, outcome: 'win', unverified: true });
  });

  it('tests the paired rates on verified pairs only, and counts those left out', () => {
    // Readable on both sides: MT-1, MT-2, MT-3; y's MT-1 and MT-3 are not verified: MT-2 alone is tested.
    expect(xy.tests.find((t) => t.measure === 'pass')).toEqual({
      measure: 'pass',
      judge: 'j',
      setting: '',
      n: 1,
      unverified: 2,
      bothPass: 1,
      onlyA: 0,
      onlyB: 0,
      bothFail: 0,
      diff: 0,
      p: 1,
    });
    // Against the ground truth on MT-1, first order: x's win is not verified; the second order is tested.
    expect(xy.tests.find((t) => t.measure === 'win-tie')).toMatchObject({ n: 1, unverified: 1 });
  });

  it('marks nothing where no judgment of the benchmark is verified by its text', () => {
    const { files: plain } = compareData(dataset(), site(dataset()));
    const py = plain.get(compareModelPath('b', 'y')) as CompareModelFile;
    expect(py.scores.some((s) => 'unverified' in s)).toBe(false);
    expect(py.seeds.flatMap((s) => s.uni).some((u) => 'unverified' in u)).toBe(false);
  });
});

describe('seedsDisagree', () => {
  const seed = (uni: [string, string][], gt: CompareSeed['gt'] = []): CompareSeed => ({
    setting: '',
    seed: 'MT-1',
    uni: uni.map(([judge, verdict]) => ({ judge, verdict, firstAiChat: null })),
    gt,
  });
  it('finds one passing where the other failed, under the same judge', () => {
    expect(seedsDisagree(seed([['j', 'human']]), seed([['j', 'ai']]))).toBe(true);
    expect(seedsDisagree(seed([['j', 'ai']]), seed([['j', 'ai']]))).toBe(false);
    // Different judges on the two sides are not a disagreement between the models.
    expect(seedsDisagree(seed([['j', 'human']]), seed([['k', 'ai']]))).toBe(false);
    expect(seedsDisagree(seed([['j', 'human']]), seed([['j', 'unparsed']]))).toBe(false);
  });
  it('finds the judges split on one conversation, unless one judge is chosen', () => {
    const split = seed([
      ['j', 'human'],
      ['k', 'ai'],
    ]);
    const same = seed([
      ['j', 'human'],
      ['k', 'human'],
    ]);
    expect(seedsDisagree(split, seed([]))).toBe(true);
    expect(seedsDisagree(same, seed([]))).toBe(false);
    expect(seedsDisagree(split, same, 'j')).toBe(false);
    expect(seedsDisagree(split, same, 'k')).toBe(true);
  });
  it('finds won-or-tied against lost in the same comparison with the ground truth', () => {
    const g = (outcome: CompareSeed['gt'][number]['outcome']) => [
      { judge: 'j', position: 1 as const, outcome },
    ];
    expect(seedsDisagree(seed([], g('tie')), seed([], g('lose')))).toBe(true);
    expect(seedsDisagree(seed([], g('bothbad')), seed([], g('win')))).toBe(false);
  });
});

describe('naturalCompare', () => {
  it('orders runs of digits as numbers', () => {
    expect(['MT-10', 'MT-2', 'MT-1', 'N=16', 'N=8', ''].sort(naturalCompare)).toEqual([
      '',
      'MT-1',
      'MT-2',
      'MT-10',
      'N=8',
      'N=16',
    ]);
  });
});

/** A figure of a view with only what the comparison reads of it: its id and its table's raw rows. */
const rawFigure = (id: string, raw: FigureModel['table']['raw']) =>
  ({ id, table: { columns: [], rows: [], raw } }) as unknown as FigureModel;

describe("compareData: each model's ratings and Turing test, from its benchmark's views", () => {
  // Two views of the benchmark (judges j and k) and one of another benchmark, with ratings and Turing-test
  // figures as the views write them: the comparison copies their values, it does not compute them again.
  const d = dataset();
  d.judges.push({ id: 'k', display: 'Judge K' });
  const rating = (model: string, setting: string, rating: number, rank: number, sc?: [number, number]) => ({
    model,
    setting,
    rating,
    lo: rating - 20,
    hi: rating + 20,
    median: rating,
    rank,
    elo: 1000,
    games: 4,
    ...(sc
      ? {
          styleControlled: { rating: sc[0], lo: sc[0] - 50, hi: sc[0] + 50, rank: sc[1] },
          rankShift: rank - sc[1],
        }
      : {}),
  });
  const turingRow = (model: string, passed: number, n: number) => ({
    model,
    setting: '',
    N: 3,
    passed,
    n,
    unparsed: 0,
    rate: passed / n,
    lo: 0,
    hi: 1,
    pVsChance: 0.625,
    humanRate: 0.5,
    difference: passed / n - 0.5,
    differenceLo: -0.3,
    differenceHi: 0.7,
    pVsHuman: 0.04,
    margin: 0.1,
    tostP: 0.9,
    tostLo90: -0.2,
    tostHi90: 0.6,
    equivalent: false,
    dPrime: null,
    dPrimeLo: null,
    dPrimeHi: null,
    criterion: null,
    reason: null,
  });
  const s = {
    views: [
      {
        benchmark: 'b',
        benchmarkTitle: 'Bench',
        judge: 'k',
        figures: [
          rawFigure('ratings-N-16', [rating('x', 'N=16', 1050, 1), rating('y', 'N=16', 950, 2)]),
          rawFigure('ratings-N-8', [
            rating('y', 'N=8', 1100, 1, [990, 2]),
            rating('x', 'N=8', 900, 2, [1010, 1]),
          ]),
        ],
      },
      {
        benchmark: 'b',
        benchmarkTitle: 'Bench',
        judge: 'j',
        figures: [
          rawFigure('turing-test', [
            turingRow('x', 3, 4),
            {
              model: 'GT',
              setting: '',
              N: 3,
              passed: 2,
              n: 4,
              unparsed: 0,
              rate: 0.5,
              lo: 0.15,
              hi: 0.85,
              pVsChance: 1,
            },
          ]),
          // The judges' breakdown has the same columns but is not the model's Turing test.
          rawFigure('turing-judges', [{ model: 'x', judge: 'j', setting: '', N: 3, passed: 0, n: 9 }]),
        ],
      },
      {
        benchmark: 'other',
        benchmarkTitle: 'Other',
        judge: 'j',
        figures: [rawFigure('ratings', [rating('x', '', 1, 1)])],
      },
    ],
    conversations: [],
    sections: {},
  } as unknown as SiteModel;
  const { files } = compareData(d, s);
  const x = files.get(compareModelPath('b', 'x')) as CompareModelFile;
  const g = files.get(compareModelPath('b', 'GT')) as CompareModelFile;

  it('gives the plain Bradley-Terry rating and rank beside the style-controlled one, per judge and setting', () => {
    expect(x.ratings).toEqual<CompareRating[]>([
      {
        judge: 'k',
        setting: 'N=8',
        rating: 900,
        lo: 880,
        hi: 920,
        rank: 2,
        styleControlled: { rating: 1010, lo: 960, hi: 1060, rank: 1 },
        shift: 1,
      },
      // No style-controlled fit in this setting: none, and no shift.
      {
        judge: 'k',
        setting: 'N=16',
        rating: 1050,
        lo: 1030,
        hi: 1070,
        rank: 1,
        styleControlled: null,
        shift: null,
      },
    ]);
  });

  it("gives the Turing test: pass rate, p against 50%, and against people's rate with TOST", () => {
    expect(x.turing).toEqual([
      {
        judge: 'j',
        setting: '',
        N: 3,
        passed: 3,
        n: 4,
        rate: 0.75,
        pVsChance: 0.625,
        vsHuman: {
          humanRate: 0.5,
          difference: 0.25,
          lo: -0.3,
          hi: 0.7,
          p: 0.04,
          differs: true,
          margin: 0.1,
          tostP: 0.9,
          equivalent: false,
        },
      },
    ]);
    // The human conversations: their pass rate against 50%, nothing against themselves.
    expect(g.turing).toEqual([
      { judge: 'j', setting: '', N: 3, passed: 2, n: 4, rate: 0.5, pVsChance: 1, vsHuman: null },
    ]);
    expect(g.ratings).toEqual([]);
  });

  it('gives none where the views have none', () => {
    const y = files.get(compareModelPath('b', 'y')) as CompareModelFile;
    expect(y.turing).toEqual([]);
    expect(y.ratings.map((r) => [r.setting, r.rank, r.styleControlled?.rank ?? null, r.shift])).toEqual([
      ['N=8', 1, 2, -1],
      ['N=16', 2, null, null],
    ]);
  });
});

describe('compareData on the views the build computes', () => {
  // The hand-made data set with the ground truth judged too (2 of 4 pass), through the real views.
  const d = dataset();
  d.uniJudgments.push(
    uni('GT', 'MT-1', 'human'),
    uni('GT', 'MT-2', 'ai'),
    uni('GT', 'MT-3', 'human'),
    uni('GT', 'MT-10', 'ai'),
  );
  const s = buildSiteModel(d, { countTokens: (t) => t.split(/\s+/).length, version: 'test' });
  const { files } = compareData(d, s);
  const x = files.get(compareModelPath('b', 'x')) as CompareModelFile;
  const y = files.get(compareModelPath('b', 'y')) as CompareModelFile;

  it('copies the Turing test of the view: x passes 3 of 4, y 1 of 3, people 2 of 4', () => {
    // Exact binomial, two-sided, against 1/2: P(X ≤ 1) + P(X ≥ 3) = (1 + 4 + 4 + 1) / 16 for x; for y (1 of 3)
    // every outcome is at most as likely as the one seen, so p = 1.
    expect(x.turing).toMatchObject([{ judge: 'j', setting: '', passed: 3, n: 4, rate: 0.75 }]);
    expect(x.turing[0]!.pVsChance).toBeCloseTo(10 / 16, 12);
    expect(y.turing[0]).toMatchObject({ passed: 1, n: 3 });
    expect(y.turing[0]!.pVsChance).toBeCloseTo(1, 12);
    // Against people (2 of 4): x is 25 points above, far from significant at n = 4, and not shown equivalent
    // within ±10 points.
    expect(x.turing[0]!.vsHuman).toMatchObject({
      humanRate: 0.5,
      differs: false,
      margin: 0.1,
      equivalent: false,
    });
    expect(x.turing[0]!.vsHuman!.difference).toBeCloseTo(0.25, 12);
    const gt = files.get(compareModelPath('b', 'GT')) as CompareModelFile;
    expect(gt.turing).toMatchObject([{ passed: 2, n: 4, pVsChance: 1, vsHuman: null }]);
  });

  it('copies the ratings of the view: with two models, 400·log10(3) apart for 3 wins of 4, style-controlled alike', () => {
    const view = s.views.find((v) => v.benchmark === 'b')!;
    const raw = view.figures.find((f) => f.id === 'ratings')!.table.raw;
    expect(x.ratings).toHaveLength(1);
    expect(x.ratings[0]).toMatchObject({
      judge: 'j',
      setting: '',
      rank: raw.find((r) => r.model === 'x')!.rank,
    });
    expect(x.ratings[0]!.rating! - y.ratings[0]!.rating!).toBeCloseTo(400 * Math.log10(3), 3);
    expect(x.ratings[0]!.rating).toBe(raw.find((r) => r.model === 'x')!.rating);
    // Every conversation has the same chats, so style explains nothing: the style-controlled ratings are the plain
    // ones. Four battles are too few for an interval, so no rank.
    expect(x.ratings[0]!.styleControlled!.rating).toBeCloseTo(x.ratings[0]!.rating!, 6);
    expect(y.ratings[0]!.styleControlled!.rating).toBeCloseTo(y.ratings[0]!.rating!, 6);
    expect(x.ratings[0]).toMatchObject({ lo: null, hi: null, rank: null, shift: null });
  });
});
