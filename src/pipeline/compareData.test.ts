// The comparison's data on a data set small enough to count by hand: two models and the ground truth on four
// seeds, one judge, single-conversation verdicts, comparisons with the ground truth, and model-vs-model battles.
import { describe, expect, it } from 'vitest';
import { emptyDataset, type Dataset } from '../records/dataset.ts';
import type { PairJudgment } from '../records/pairJudgment.ts';
import type { UniJudgment } from '../records/uniJudgment.ts';
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
  type CompareSeed,
  type CompareSeedReasons,
} from '../site/compareModel.ts';
import type { SiteModel } from '../site/siteModel.ts';
import { wilsonInterval } from '../stats/wilsonInterval.ts';
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
    views: [{ benchmark: 'b', benchmarkTitle: 'Bench' }],
    conversations: d.conversations.map((c) => ({ id: c.id, path: `c/${c.id}`, seedPath: `s/b/${c.seed}` })),
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
