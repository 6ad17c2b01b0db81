// Decision 0083: every exported statistic rejects NaN, ±Infinity and negative counts with an error that names the
// statistic and the argument. This test lists every function exported from src/stats: each is either fed
// non-finite values through every number it reads (CHECKED), or said to read no number (NO_NUMBERS) or to take
// only what a checked statistic made (INTERNAL), with the reason. A new export fails the last test until it is
// placed in one of the three.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Conversation } from '../records/conversation.ts';
import type { LengthCount, UniCount } from '../records/counts.ts';
import type { PairJudgment } from '../records/pairJudgment.ts';
import type { SsaLabel } from '../records/ssa.ts';
import type { UniJudgment } from '../records/uniJudgment.ts';
import { createCountsAccumulator, aggregateCounts, passesFromUniCounts } from './aggregateCounts.ts';
import { binomialTestTwoSided } from './binomialTestTwoSided.ts';
import {
  bootstrapBradleyTerry,
  bootstrapSamples,
  roundSeed,
  summarizeBootstrap,
} from './bootstrapBradleyTerry.ts';
import { bootstrapSsa } from './bootstrapSsa.ts';
import { bootstrapStyleControlled } from './bootstrapStyleControlled.ts';
import { bradleyTerry, toPairArrays } from './bradleyTerry.ts';
import { bradleyTerryFragility } from './bradleyTerryFragility.ts';
import { bradleyTerrySandwich } from './bradleyTerrySandwich.ts';
import { chiSquareSurvival, logGamma } from './chiSquareSurvival.ts';
import { cholesky } from './cholesky.ts';
import { ciRank } from './ciRank.ts';
import { cohenKappa } from './cohenKappa.ts';
import { confidenceBand } from './confidenceBand.ts';
import { crossTurnRepetition } from './crossTurnRepetition.ts';
import { davidsonBradleyTerry } from './davidsonBradleyTerry.ts';
import { eloRatings } from './eloRatings.ts';
import { fleissKappa } from './fleissKappa.ts';
import { judgeAgreement } from './judgeAgreement.ts';
import { kaplanMeier, survivalAt } from './kaplanMeier.ts';
import { kendallTau } from './kendallTau.ts';
import { krippendorffAlpha } from './krippendorffAlpha.ts';
import { leastSquaresFit } from './leastSquaresFit.ts';
import {
  alpacaPreference,
  lengthControlledPrediction,
  lengthControlledWinRate,
  winRateAgainstBaseline,
} from './lengthControlledWinRate.ts';
import { lengthSensitivity } from './lengthSensitivity.ts';
import { groundTruthContinuations, lengthStats, lengthSummary, modelChats } from './lengthStats.ts';
import { lengthStatsFromCounts } from './lengthStatsFromCounts.ts';
import { logisticRegression } from './logisticRegression.ts';
import { meanInterval } from './meanInterval.ts';
import { normalCdf, normalDensity, normalQuantile } from './normalDistribution.ts';
import { kahanSum, numpySum, pandasMean, pandasSem } from './numpySum.ts';
import type { PairCount } from './pairCounts.ts';
import { pairCounts } from './pairCounts.ts';
import { buildCellTable } from './cellTable.ts';
import { refitCounts } from './refitSlice.ts';
import { paretoFront } from './paretoFront.ts';
import { runTokens, tokenCost } from './runCost.ts';
import { modelRecords } from './modelRecords.ts';
import { clusterBootstrapMean } from './clusterBootstrapMean.ts';
import { inFileOrder } from './inFileOrder.ts';
import { comparisonCountMatrix, winFractionMatrix } from './pairMatrices.ts';
import { passAtLength } from './passAtLength.ts';
import { observedMaxN, passCurve, passesAt } from './passCurve.ts';
import { passRateHeterogeneity } from './passRateHeterogeneity.ts';
import { passRateVsChance, passRateVsHuman } from './passRateTests.ts';
import { percentAgreement } from './percentAgreement.ts';
import { preferenceRuleFindings } from './preferenceRuleFindings.ts';
import { quantileSorted7 } from './quantileSorted7.ts';
import { binomial, createRandom } from './random.ts';
import { rankAgreement, rateRounds } from './rankAgreement.ts';
import { rankShift } from './rankShift.ts';
import { rankingStability } from './rankingStability.ts';
import { rateFragility } from './rateFragility.ts';
import { ratingSummary } from './ratingSummary.ts';
import { roganGladen } from './roganGladen.ts';
import { rollingAccuracy } from './rollingAccuracy.ts';
import { scoreSnapshots } from './scoreSnapshots.ts';
import { separability } from './separability.ts';
import { signalDetection } from './signalDetection.ts';
import { bySlice, lengthBucket, sliceRates } from './sliceRates.ts';
import { ssaAgreement } from './ssaAgreement.ts';
import { sampleSpread } from './ssaRunSpread.ts';
import { ssaResponseKey, ssaTurnLabels } from './ssaTurnLabels.ts';
import { studentTCdf, studentTQuantile } from './studentTQuantile.ts';
import { styleControlledBradleyTerry, type StyleBattle } from './styleControlledBradleyTerry.ts';
import {
  normalizedDifference,
  styleFeatures,
  styleFromArenaMetadata,
  styleFromCounts,
} from './styleFeatures.ts';
import { CLEAN_RATINGS, testLabel } from './testLabel.ts';
import { turingTest } from './turingTest.ts';
import { wilsonInterval } from './wilsonInterval.ts';
import { winTieLose } from './winTieLose.ts';

const SEED = 20261125;

/** One number an export reads: `call(x)` puts x there into an otherwise valid call. */
interface Slot {
  arg: string;
  call: (x: number) => unknown;
  /** A count: negative values are rejected too (and fractions when whole). */
  count?: 'any' | 'whole';
  /** The non-finite values this slot rejects (default all three; ±Infinity is a documented marker in a few). */
  rejects?: readonly number[];
}

const NON_FINITE = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];

// Valid inputs, small.
const pc = (model1: string, model2: string, wins1: number, wins2: number, ties = 0): PairCount => ({
  model1,
  model2,
  wins1,
  wins2,
  ties,
  bothbad: 0,
  unparsed: 0,
});
const COUNTS = [pc('a', 'b', 3, 1, 1), pc('b', 'c', 2, 1, 1), pc('a', 'c', 1, 2, 1)];
/** COUNTS with `field` of row 1 replaced by x. */
const countsWith = (field: keyof Omit<PairCount, 'model1' | 'model2'>, x: number) =>
  COUNTS.map((c, i) => (i === 1 ? { ...c, [field]: x } : c));
const pairSlots = (call: (counts: PairCount[]) => unknown): Slot[] =>
  (['wins1', 'wins2', 'ties', 'bothbad', 'unparsed'] as const).map((f) => ({
    arg: `counts[1].${f}`,
    call: (x) => call(countsWith(f, x)),
    count: 'any',
  }));
const ratingOptionSlots = (call: (options: { initial?: number; scale?: number }) => unknown): Slot[] => [
  { arg: 'options.initial', call: (x) => call({ initial: x }) },
  { arg: 'options.scale', call: (x) => call({ scale: x }) },
];
const uni = (over: Partial<UniJudgment> = {}): UniJudgment =>
  ({
    benchmark: 'b',
    setting: 's',
    judge: 'j',
    seed: 'x',
    model: 'm',
    verdict: 'ai',
    firstAiChat: 3,
    length: 6,
    reason: '',
    raw: '',
    ...over,
  }) as UniJudgment;
const UNI = [uni(), uni({ verdict: 'human', firstAiChat: null, seed: 'y' }), uni({ model: 'h', seed: 'z' })];
const uniSlots = (fn: (js: UniJudgment[]) => unknown, arg = 'judgments'): Slot[] => [
  {
    arg: `${arg}[1].length`,
    call: (x) => fn(UNI.map((j, i) => (i === 1 ? { ...j, length: x } : j))),
    count: 'whole',
  },
  {
    arg: `${arg}[0].firstAiChat`,
    call: (x) => fn(UNI.map((j, i) => (i === 0 ? { ...j, firstAiChat: x } : j))),
    count: 'whole',
  },
];
const pair = (over: Partial<PairJudgment> = {}): PairJudgment =>
  ({
    benchmark: 'b',
    kind: 'arena',
    setting: 's',
    judge: 'j',
    seed: 'x',
    model1: 'a',
    model2: 'b',
    outcome: 'model1',
    reason: '',
    raw: '',
    ...over,
  }) as PairJudgment;
const PAIRS = [pair(), pair({ outcome: 'model2' }), pair({ outcome: 'tie', weight: 2 })];
const weightSlot = (fn: (ps: PairJudgment[]) => unknown, arg = 'pairs'): Slot => ({
  arg: `${arg}[2].weight`,
  call: (x) => fn(PAIRS.map((p, i) => (i === 2 ? { ...p, weight: x } : p))),
  count: 'any',
});
const conversation = (over: Partial<Conversation> = {}): Conversation =>
  ({
    benchmark: 'b',
    setting: 's',
    seed: 'x',
    model: 'm',
    chats: ['hi', 'hello there', 'yes'],
    seedChats: 1,
    ...over,
  }) as Conversation;
const battles = (x?: number): StyleBattle[] =>
  [
    ['a', 'b', 'model1', 300, 100],
    ['b', 'c', 'model1', 200, 250],
    ['a', 'c', 'model2', 120, 400],
    ['a', 'b', 'model2', 90, 300],
    ['b', 'c', 'model2', 150, 50],
    ['a', 'c', 'model1', 500, 60],
  ].map(([model1, model2, outcome, l1, l2], i) => ({
    model1: model1 as string,
    model2: model2 as string,
    outcome: outcome as StyleBattle['outcome'],
    style: { length: [i === 1 && x !== undefined ? x : (l1 as number), l2 as number] as const },
  }));
const ssaLabel = (over: Partial<SsaLabel> = {}): SsaLabel =>
  ({
    model: 'meena',
    version: 'v',
    mode: 'static',
    conversation: 'c',
    turn: 1,
    rater: 'r',
    sensible: true,
    specific: true,
    ...over,
  }) as SsaLabel;
const SSA = [ssaLabel(), ssaLabel({ rater: 's', specific: false }), ssaLabel({ turn: 2 })];
const FIT = leastSquaresFit([
  { x: 0, y: 1 },
  { x: 1, y: 2.5 },
  { x: 2, y: 2.9 },
  { x: 3, y: 4.2 },
]);
const rate = (model: string, successes: number, n: number) => ({ model, successes, n });
const RATES = [rate('a', 6, 10), rate('b', 4, 10)];

/** Every function export that reads a number, with every number it reads. */
const CHECKED: Record<string, Slot[]> = {
  aggregateCounts: [
    ...uniSlots(
      (js) => aggregateCounts({ uniJudgments: js, pairJudgments: PAIRS, conversations: [] }, () => 1),
      'records.uniJudgments',
    ),
    weightSlot(
      (ps) => aggregateCounts({ uniJudgments: UNI, pairJudgments: ps, conversations: [] }, () => 1),
      'records.pairJudgments',
    ),
  ],
  alpacaPreference: [
    // NaN is AlpacaEval's "no preference" and reads as null (documented); ±Infinity is rejected.
    { arg: 'p', call: (x) => alpacaPreference(x), rejects: [Infinity, -Infinity] },
  ],
  binomial: [
    { arg: 'n', call: (x) => binomial(createRandom(1), x, 0.5), count: 'whole' },
    { arg: 'p', call: (x) => binomial(createRandom(1), 10, x) },
  ],
  binomialTestTwoSided: [
    { arg: 'k', call: (x) => binomialTestTwoSided(x, 10), count: 'whole' },
    { arg: 'n', call: (x) => binomialTestTwoSided(3, x), count: 'whole' },
  ],
  bootstrapBradleyTerry: [
    ...pairSlots((c) => bootstrapBradleyTerry(c, { rounds: 3, seed: 1 })),
    ...ratingOptionSlots((o) => bootstrapBradleyTerry(COUNTS, { rounds: 3, seed: 1, ...o })),
    { arg: 'options.seed', call: (x) => bootstrapBradleyTerry(COUNTS, { rounds: 3, seed: x }) },
    {
      arg: 'options.rounds',
      call: (x) => bootstrapBradleyTerry(COUNTS, { rounds: x, seed: 1 }),
      count: 'whole',
    },
  ],
  bootstrapSamples: [
    ...pairSlots((c) => bootstrapSamples(c, { seed: 1, from: 0, to: 2 })),
    { arg: 'options.seed', call: (x) => bootstrapSamples(COUNTS, { seed: x, from: 0, to: 2 }) },
    {
      arg: 'options.from',
      call: (x) => bootstrapSamples(COUNTS, { seed: 1, from: x, to: 2 }),
      count: 'whole',
    },
    { arg: 'options.to', call: (x) => bootstrapSamples(COUNTS, { seed: 1, from: 0, to: x }), count: 'whole' },
  ],
  bootstrapSsa: [
    {
      arg: 'options.seed',
      call: (x) =>
        bootstrapSsa([{ conversation: 'c', sensible: true, specific: false }], { rounds: 2, seed: x }),
    },
    {
      arg: 'options.rounds',
      call: (x) =>
        bootstrapSsa([{ conversation: 'c', sensible: true, specific: false }], { rounds: x, seed: 1 }),
      count: 'whole',
    },
  ],
  bootstrapStyleControlled: [
    {
      arg: 'battles[1].style.length[0]',
      call: (x) => bootstrapStyleControlled(battles(x), { rounds: 2, seed: 1 }),
      count: 'any',
    },
    { arg: 'options.seed', call: (x) => bootstrapStyleControlled(battles(), { rounds: 2, seed: x }) },
    ...ratingOptionSlots((o) => bootstrapStyleControlled(battles(), { rounds: 2, seed: 1, ...o })),
  ],
  bradleyTerry: [...pairSlots((c) => bradleyTerry(c)), ...ratingOptionSlots((o) => bradleyTerry(COUNTS, o))],
  bradleyTerryFragility: pairSlots((c) => bradleyTerryFragility(c)),
  refitCounts: pairSlots((c) => refitCounts(c)),
  bradleyTerrySandwich: [
    ...pairSlots((c) => bradleyTerrySandwich(c)),
    ...ratingOptionSlots((o) => bradleyTerrySandwich(COUNTS, o)),
  ],
  bySlice: [
    {
      arg: 'options.minN',
      call: (x) =>
        bySlice(
          [1, 2],
          () => 's',
          (g) => ({ n: g.length }),
          { minN: x },
        ),
      count: 'whole',
    },
  ],
  chiSquareSurvival: [
    { arg: 'x', call: (x) => chiSquareSurvival(x, 2), count: 'any' },
    { arg: 'df', call: (x) => chiSquareSurvival(3, x), count: 'any' },
  ],
  cholesky: [
    { arg: 'matrix[2]', call: (x) => cholesky([4, 2, x, 3], 2) },
    { arg: 'n', call: (x) => cholesky([4], x), count: 'whole' },
  ],
  ciRank: [
    {
      arg: 'rows[1].lo',
      call: (x) =>
        ciRank([
          { model: 'a', lo: 1, hi: 2 },
          { model: 'b', lo: x, hi: 3 },
        ]),
    },
    {
      arg: 'rows[0].hi',
      call: (x) =>
        ciRank([
          { model: 'a', lo: 1, hi: x },
          { model: 'b', lo: 0, hi: 3 },
        ]),
    },
  ],
  cohenKappa: [{ arg: 'b[1]', call: (x) => cohenKappa([1, 2, 1], [1, x, 2]) }],
  comparisonCountMatrix: pairSlots((c) => comparisonCountMatrix(c, ['a', 'b', 'c'])),
  confidenceBand: [
    { arg: 'level', call: (x) => confidenceBand(FIT, [1, 2], x) },
    { arg: 'xs[1]', call: (x) => confidenceBand(FIT, [1, x]) },
  ],
  createCountsAccumulator: [
    {
      arg: 'addUni(j).firstAiChat',
      call: (x) => createCountsAccumulator(() => 1).addUni(uni({ firstAiChat: x })),
      count: 'whole',
    },
    {
      arg: 'addUni(j).length',
      call: (x) => createCountsAccumulator(() => 1).addUni(uni({ length: x })),
      count: 'whole',
    },
    {
      arg: 'addPair(p).weight',
      call: (x) => createCountsAccumulator(() => 1).addPair(pair({ weight: x })),
      count: 'any',
    },
    {
      arg: 'countTokens(text)',
      call: (x) => createCountsAccumulator(() => x).addConversation(conversation()),
      count: 'whole',
    },
  ],
  createRandom: [{ arg: 'seed', call: (x) => createRandom(x) }],
  crossTurnRepetition: [
    {
      arg: 'minCommonWords',
      call: (x) => crossTurnRepetition(['a b c', 'a b c'], { minCommonWords: x }),
      count: 'whole',
    },
    {
      arg: 'minSimilarity',
      call: (x) => crossTurnRepetition(['a b c', 'a b c'], { minSimilarity: x }),
      count: 'any',
    },
  ],
  davidsonBradleyTerry: [
    ...pairSlots((c) => davidsonBradleyTerry(c)),
    ...ratingOptionSlots((o) => davidsonBradleyTerry(COUNTS, o)),
  ],
  eloRatings: [
    { arg: 'params.k', call: (x) => eloRatings(PAIRS, { initial: 1000, scale: 400, base: 10, k: x }) },
    { arg: 'params.initial', call: (x) => eloRatings(PAIRS, { initial: x, scale: 400, base: 10, k: 32 }) },
  ],
  fleissKappa: [
    {
      arg: 'counts[1][0]',
      call: (x) =>
        fleissKappa([
          [2, 1],
          [x, 1],
        ]),
      count: 'whole',
    },
  ],
  groundTruthContinuations: [
    {
      arg: 'conversations[0].seedChats',
      call: (x) => groundTruthContinuations([conversation({ seedChats: x })], 'GT'),
      count: 'whole',
    },
  ],
  judgeAgreement: uniSlots((js) => judgeAgreement(js)),
  kahanSum: [{ arg: 'values[1]', call: (x) => kahanSum([1, x]) }],
  kaplanMeier: [
    { arg: 'times[1]', call: (x) => kaplanMeier([1, x], [true, false]) },
    { arg: 'z', call: (x) => kaplanMeier([1, 2], [true, false], x) },
  ],
  kendallTau: [
    { arg: 'x[1]', call: (x) => kendallTau([1, x, 3], [1, 2, 3]) },
    { arg: 'y[2]', call: (x) => kendallTau([1, 2, 3], [1, 2, x]) },
  ],
  krippendorffAlpha: [
    {
      arg: 'units[1][0]',
      call: (x) =>
        krippendorffAlpha([
          [1, 2],
          [x, 1],
        ]),
    },
  ],
  leastSquaresFit: [
    {
      arg: 'points[1].x',
      call: (x) =>
        leastSquaresFit([
          { x: 0, y: 1 },
          { x, y: 2 },
          { x: 2, y: 2 },
        ]),
    },
    {
      arg: 'points[0].y',
      call: (x) =>
        leastSquaresFit([
          { x: 0, y: x },
          { x: 1, y: 2 },
        ]),
    },
  ],
  lengthBucket: [
    { arg: 'length', call: (x) => lengthBucket(x, [10, 20]), count: 'whole' },
    { arg: 'edges', call: (x) => lengthBucket(5, [x, 20]) },
  ],
  lengthControlledPrediction: [
    {
      arg: 'difficulties[1]',
      call: (x) => lengthControlledPrediction({ length: 0.3, difficulty: 1, intercept: 0.1 }, [0, x]),
    },
    {
      arg: 'coefficients.intercept',
      call: (x) => lengthControlledPrediction({ length: 0.3, difficulty: null, intercept: x }, [0]),
    },
  ],
  lengthControlledWinRate: [
    {
      arg: 'rows[1].modelLength',
      call: (x) =>
        lengthControlledWinRate(
          [
            { preference: 1, modelLength: 5, baselineLength: 3 },
            { preference: 0, modelLength: x, baselineLength: 3 },
          ],
          { seed: 1, rounds: 2 },
        ),
      count: 'any',
    },
    {
      arg: 'rows[0].preference',
      call: (x) =>
        lengthControlledWinRate([{ preference: x, modelLength: 5, baselineLength: 3 }], {
          seed: 1,
          rounds: 2,
        }),
    },
    {
      arg: 'rows[0].difficulty',
      call: (x) =>
        lengthControlledWinRate([{ preference: 1, modelLength: 5, baselineLength: 3, difficulty: x }], {
          seed: 1,
          rounds: 2,
        }),
    },
    {
      arg: 'options.seed',
      call: (x) =>
        lengthControlledWinRate([{ preference: 1, modelLength: 5, baselineLength: 3 }], {
          seed: x,
          rounds: 2,
        }),
    },
  ],
  lengthSensitivity: [
    {
      arg: 'points[1].tokens',
      call: (x) =>
        lengthSensitivity([
          { tokens: 3, passed: true },
          { tokens: x, passed: false },
        ]),
      count: 'any',
    },
  ],
  lengthStats: [
    { arg: 'wordLimit', call: (x) => lengthStats([conversation()], () => 1, x) },
    { arg: 'count(text)', call: (x) => lengthStats([conversation()], () => x), count: 'any' },
    {
      arg: 'conversations[0].seedChats',
      call: (x) => lengthStats([conversation({ seedChats: x })], () => 1),
      count: 'whole',
    },
  ],
  lengthStatsFromCounts: (['tokens', 'chats', 'over60Words'] as const).map((f) => ({
    arg: `rows[0].${f}`,
    call: (x: number) =>
      lengthStatsFromCounts([
        { benchmark: 'b', model: 'm', tokens: 5, chats: 2, over60Words: 0, [f]: x } as LengthCount,
      ]),
    count: f === 'tokens' ? ('any' as const) : ('whole' as const),
  })),
  lengthSummary: [
    { arg: 'tokens[1]', call: (x) => lengthSummary('m', [3, x], 0), count: 'any' },
    { arg: 'over60Words', call: (x) => lengthSummary('m', [3, 4], x), count: 'whole' },
  ],
  logGamma: [{ arg: 'z', call: (x) => logGamma(x) }],
  logisticRegression: [{ arg: 'x[1]', call: (x) => logisticRegression([0, x, 2], [0, 1, 1]) }],
  meanInterval: [
    { arg: 'values[1]', call: (x) => meanInterval([1, x, 3]) },
    { arg: 'confidence', call: (x) => meanInterval([1, 2, 3], x) },
  ],
  modelChats: [
    { arg: 'c.seedChats', call: (x) => modelChats(conversation({ seedChats: x })), count: 'whole' },
  ],
  normalCdf: [{ arg: 'x', call: (x) => normalCdf(x) }],
  normalDensity: [{ arg: 'x', call: (x) => normalDensity(x) }],
  normalizedDifference: [
    { arg: 'a', call: (x) => normalizedDifference(x, 3), count: 'any' },
    { arg: 'b', call: (x) => normalizedDifference(3, x), count: 'any' },
  ],
  normalQuantile: [{ arg: 'p', call: (x) => normalQuantile(x) }],
  numpySum: [
    { arg: 'values[2]', call: (x) => numpySum([1, 2, x]) },
    { arg: 'options.blockSize', call: (x) => numpySum([1, 2], { blockSize: x }), rejects: [NaN, -Infinity] },
  ],
  observedMaxN: uniSlots((js) => observedMaxN(js)),
  pairCounts: [weightSlot((ps) => pairCounts(ps))],
  buildCellTable: [weightSlot((ps) => buildCellTable(ps, [{ name: 'judge', of: (j) => j.judge }]))],
  paretoFront: [
    { arg: 'points[0].cost', call: (x) => paretoFront([{ id: 'a', cost: x, score: 1 }]), count: 'any' },
    { arg: 'points[0].score', call: (x) => paretoFront([{ id: 'a', cost: 1, score: x }]) },
  ],
  runTokens: [
    {
      arg: 'conversations[0].seedChats',
      call: (x) => runTokens([conversation({ seedChats: x })], () => 1),
      count: 'whole',
    },
    { arg: 'countTokens(chat)', call: (x) => runTokens([conversation()], () => x), count: 'whole' },
  ],
  tokenCost: [
    {
      arg: 'tokens.input',
      call: (x) => tokenCost({ input: x, output: 1 }, { input: 1, output: 1 }),
      count: 'any',
    },
    {
      arg: 'tokens.output',
      call: (x) => tokenCost({ input: 1, output: x }, { input: 1, output: 1 }),
      count: 'any',
    },
    {
      arg: 'price.input',
      call: (x) => tokenCost({ input: 1, output: 1 }, { input: x, output: 1 }),
      count: 'any',
    },
    {
      arg: 'price.output',
      call: (x) => tokenCost({ input: 1, output: 1 }, { input: 1, output: x }),
      count: 'any',
    },
  ],
  clusterBootstrapMean: [
    { arg: 'clusters[0][1]', call: (x) => clusterBootstrapMean([[1, x], [2]], { seed: 1, rounds: 10 }) },
    { arg: 'opts.level', call: (x) => clusterBootstrapMean([[1], [2]], { seed: 1, rounds: 10, level: x }) },
    {
      arg: 'opts.rounds',
      call: (x) => clusterBootstrapMean([[1], [2]], { seed: 1, rounds: x }),
      count: 'whole',
    },
  ],
  modelRecords: [
    { arg: 'counts[0].wins1', call: (x) => modelRecords([pc('a', 'b', x, 1)]), count: 'any' },
    { arg: 'counts[0].ties', call: (x) => modelRecords([pc('a', 'b', 1, 1, x)]), count: 'any' },
  ],
  inFileOrder: [
    weightSlot((ps) => inFileOrder(ps), 'judgments'),
    {
      arg: 'judgments[0].order[0]',
      call: (x) => inFileOrder([{ ...PAIRS[0]!, source: { file: 'f', line: 1 }, order: [x] }]),
      count: 'whole',
    },
  ],
  pandasMean: [{ arg: 'values[1]', call: (x) => pandasMean([1, x]) }],
  pandasSem: [{ arg: 'values[1]', call: (x) => pandasSem([1, x, 3]) }],
  passAtLength: [
    ...uniSlots((js) => passAtLength(js, { x: 1, y: 1, z: 1 })),
    { arg: 'seedLength["x"]', call: (x) => passAtLength(UNI, { x, y: 1, z: 1 }), count: 'whole' },
    { arg: 'minLength', call: (x) => passAtLength(UNI, {}, { minLength: x }), count: 'whole' },
  ],
  passCurve: [
    ...uniSlots((js) => passCurve(js)),
    { arg: 'maxN', call: (x) => passCurve(UNI, { maxN: x }), count: 'whole' },
  ],
  passesAt: [
    { arg: 'j.firstAiChat', call: (x) => passesAt({ verdict: 'ai', firstAiChat: x }, 2), count: 'whole' },
    { arg: 'N', call: (x) => passesAt({ verdict: 'ai', firstAiChat: 3 }, x) },
  ],
  passesFromUniCounts: (['count', 'firstAiChat', 'length'] as const).map((f) => ({
    arg: `uni[0].${f}`,
    call: (x: number) =>
      passesFromUniCounts([
        {
          benchmark: 'b',
          setting: 's',
          judge: 'j',
          model: 'm',
          verdict: 'ai',
          firstAiChat: 2,
          length: 4,
          count: 3,
          [f]: x,
        } as UniCount,
      ]),
    count: 'whole' as const,
  })),
  passRateHeterogeneity: [
    {
      arg: 'groups[1].n',
      call: (x) =>
        passRateHeterogeneity([
          { group: 'a', passed: 3, n: 10 },
          { group: 'b', passed: 3, n: x },
        ]),
      count: 'whole',
    },
    {
      arg: 'groups[0].passed',
      call: (x) =>
        passRateHeterogeneity([
          { group: 'a', passed: x, n: 10 },
          { group: 'b', passed: 3, n: 10 },
        ]),
      count: 'whole',
    },
  ],
  passRateVsChance: [
    { arg: 'count.passed', call: (x) => passRateVsChance({ passed: x, n: 10 }), count: 'whole' },
    { arg: 'count.n', call: (x) => passRateVsChance({ passed: 3, n: x }), count: 'whole' },
  ],
  passRateVsHuman: [
    {
      arg: 'model.passed',
      call: (x) => passRateVsHuman({ passed: x, n: 10 }, { passed: 5, n: 10 }),
      count: 'whole',
    },
    {
      arg: 'human.n',
      call: (x) => passRateVsHuman({ passed: 3, n: 10 }, { passed: 5, n: x }),
      count: 'whole',
    },
    { arg: 'margin', call: (x) => passRateVsHuman({ passed: 3, n: 10 }, { passed: 5, n: 10 }, x) },
  ],
  percentAgreement: [
    {
      arg: 'units[0][1]',
      call: (x) =>
        percentAgreement([
          [1, x],
          [2, 2],
        ]),
    },
  ],
  preferenceRuleFindings: [
    { arg: 'labels[0].turn', call: (x) => preferenceRuleFindings([testLabel({ turn: x })]), count: 'whole' },
  ],
  quantileSorted7: [
    // ±Infinity in `sorted` is a degenerate bootstrap round at its end (decision 0080); NaN is rejected.
    { arg: 'sorted[1]', call: (x) => quantileSorted7([1, x, 3], 0.5), rejects: [NaN] },
    { arg: 'q', call: (x) => quantileSorted7([1, 2, 3], x) },
  ],
  rankAgreement: [
    {
      arg: 'scores.get("b")',
      call: (x) =>
        rankAgreement(
          new Map([
            ['a', 1],
            ['b', x],
            ['c', 3],
          ]),
          new Map([
            ['a', 1],
            ['b', 2],
            ['c', 3],
          ]),
        ),
    },
    {
      arg: 'reference.get("a")',
      call: (x) =>
        rankAgreement(
          new Map([
            ['a', 1],
            ['b', 2],
          ]),
          new Map([
            ['a', x],
            ['b', 2],
          ]),
        ),
    },
  ],
  rankingStability: [
    {
      arg: 'scores[1].score',
      call: (x) =>
        rankingStability([
          { judge: 'j', model: 'a', score: 1 },
          { judge: 'j', model: 'b', score: x },
        ]),
    },
  ],
  rankShift: [
    { arg: 'base[0].rank', call: (x) => rankShift([{ model: 'a', rank: x, component: 1 }], []) },
    { arg: 'adjusted[0].component', call: (x) => rankShift([], [{ model: 'a', rank: 1, component: x }]) },
  ],
  rateFragility: [
    { arg: 'rows[1].successes', call: (x) => rateFragility([RATES[0]!, rate('b', x, 10)]), count: 'whole' },
    { arg: 'rows[0].n', call: (x) => rateFragility([rate('a', 6, x), RATES[1]!]), count: 'whole' },
  ],
  rateRounds: [
    { arg: 'rows[0].n', call: (x) => rateRounds([rate('a', 6, x)], { rounds: 2, seed: 1 }), count: 'whole' },
    {
      arg: 'rows[0].successes',
      call: (x) => rateRounds([rate('a', x, 10)], { rounds: 2, seed: 1 }),
      count: 'whole',
    },
    { arg: 'options.rounds', call: (x) => rateRounds(RATES, { rounds: x, seed: 1 }), count: 'whole' },
    { arg: 'options.seed', call: (x) => rateRounds(RATES, { rounds: 2, seed: x }) },
  ],
  ratingSummary: [
    { arg: 'units[0][1]', call: (x) => ratingSummary([[1, x]], { min: 1, max: 5 }) },
    { arg: 'scale', call: (x) => ratingSummary([[1, 2]], { min: 1, max: x }) },
  ],
  roganGladen: [
    {
      arg: 'apparent.positives',
      call: (x) =>
        roganGladen(
          { positives: x, n: 100 },
          { positives: 50, truePositives: 45, negatives: 50, trueNegatives: 40 },
        ),
      count: 'whole',
    },
    {
      arg: 'validation.trueNegatives',
      call: (x) =>
        roganGladen(
          { positives: 30, n: 100 },
          { positives: 50, truePositives: 45, negatives: 50, trueNegatives: x },
        ),
      count: 'whole',
    },
  ],
  rollingAccuracy: [
    {
      arg: 'outcomes[1].position',
      call: (x) =>
        rollingAccuracy(
          [
            { position: 1, correct: true },
            { position: x, correct: false },
          ],
          1,
        ),
    },
    { arg: 'window', call: (x) => rollingAccuracy([{ position: 1, correct: true }], x), count: 'whole' },
  ],
  roundSeed: [
    { arg: 'seed', call: (x) => roundSeed(x, 1) },
    { arg: 'round', call: (x) => roundSeed(1, x) },
  ],
  sampleSpread: [{ arg: 'values[1]', call: (x) => sampleSpread([0.5, x, 0.7]) }],
  scoreSnapshots: [
    {
      arg: 'snapshots[0].rows[0].score',
      call: (x) => scoreSnapshots([{ date: '2026-01-01', rows: [{ model: 'a', score: x, n: 5 }] }]),
    },
    {
      arg: 'snapshots[0].rows[0].n',
      call: (x) => scoreSnapshots([{ date: '2026-01-01', rows: [{ model: 'a', score: 1, n: x }] }]),
      count: 'whole',
    },
    { arg: 'options.minN', call: (x) => scoreSnapshots([], { minN: x }), count: 'whole' },
  ],
  separability: [
    {
      arg: 'rows[1].lo',
      call: (x) =>
        separability([
          { lo: 1, hi: 2 },
          { lo: x, hi: 3 },
        ]),
    },
    {
      arg: 'rows[0].hi',
      call: (x) =>
        separability([
          { lo: 1, hi: x },
          { lo: 0, hi: 3 },
        ]),
    },
  ],
  signalDetection: [
    {
      arg: 'counts.hits',
      call: (x) => signalDetection({ hits: x, signal: 10, falseAlarms: 2, noise: 10 }),
      count: 'whole',
    },
    {
      arg: 'counts.noise',
      call: (x) => signalDetection({ hits: 8, signal: 10, falseAlarms: 2, noise: x }),
      count: 'whole',
    },
  ],
  sliceRates: [
    {
      arg: 'options.minN',
      call: (x) => sliceRates([1, 2], { slice: () => 's', success: () => true, minN: x }),
      count: 'whole',
    },
  ],
  ssaAgreement: [
    {
      arg: 'labels[1].turn',
      call: (x) => ssaAgreement(SSA.map((l, i) => (i === 1 ? { ...l, turn: x } : l))),
      count: 'whole',
    },
  ],
  ssaResponseKey: [
    { arg: 'l.turn', call: (x) => ssaResponseKey(ssaLabel({ turn: x })), count: 'whole' },
    {
      arg: 'l.decoding.temperature',
      call: (x) => ssaResponseKey(ssaLabel({ decoding: { temperature: x } } as Partial<SsaLabel>)),
    },
  ],
  ssaTurnLabels: [
    {
      arg: 'labels[2].turn',
      call: (x) => ssaTurnLabels(SSA.map((l, i) => (i === 2 ? { ...l, turn: x } : l))),
      count: 'whole',
    },
  ],
  studentTCdf: [
    { arg: 't', call: (x) => studentTCdf(x, 5) },
    { arg: 'df', call: (x) => studentTCdf(1, x) },
  ],
  studentTQuantile: [
    { arg: 'p', call: (x) => studentTQuantile(x, 5) },
    { arg: 'df', call: (x) => studentTQuantile(0.9, x) },
  ],
  styleControlledBradleyTerry: [
    { arg: 'battles[1].style.length[0]', call: (x) => styleControlledBradleyTerry(battles(x)), count: 'any' },
    ...ratingOptionSlots((o) => styleControlledBradleyTerry(battles(), o)),
  ],
  styleFeatures: [
    { arg: 'battles[1].length', call: (x) => styleFeatures(battles(x).map((b) => b.style)), count: 'any' },
  ],
  styleFromArenaMetadata: [
    {
      arg: 'meta.sum_assistant_b_tokens',
      call: (x) => styleFromArenaMetadata({ sum_assistant_a_tokens: 3, sum_assistant_b_tokens: x }),
      count: 'any',
    },
    {
      arg: 'meta.header_count_a.h1',
      call: (x) =>
        styleFromArenaMetadata({
          sum_assistant_a_tokens: 3,
          sum_assistant_b_tokens: 4,
          header_count_a: { h1: x },
        }),
      count: 'any',
    },
  ],
  styleFromCounts: [
    {
      arg: 'tokens[1]',
      call: (x) => {
        const md = {
          headers: {},
          lists: { ordered: 0, unordered: 0 },
          bold: { asterisks: 0, underscores: 0 },
        };
        return styleFromCounts([3, x], [md, md] as unknown as Parameters<typeof styleFromCounts>[1]);
      },
      count: 'any',
    },
  ],
  summarizeBootstrap: pairSlots((c) =>
    summarizeBootstrap(c, bradleyTerry(COUNTS), bootstrapSamples(COUNTS, { seed: 1, from: 0, to: 3 })),
  ),
  survivalAt: [{ arg: 't', call: (x) => survivalAt([], x) }],
  toPairArrays: pairSlots((c) => toPairArrays(c)),
  turingTest: [{ arg: 'options.margin', call: (x) => turingTest(UNI, { humanModel: 'h', margin: x }) }],
  wilsonInterval: [
    { arg: 'k', call: (x) => wilsonInterval(x, 10), count: 'whole' },
    { arg: 'n', call: (x) => wilsonInterval(3, x), count: 'whole' },
    { arg: 'z', call: (x) => wilsonInterval(3, 10, x) },
  ],
  winFractionMatrix: pairSlots((c) => winFractionMatrix(c, ['a', 'b', 'c'])),
  winRateAgainstBaseline: [{ arg: 'preferences[1]', call: (x) => winRateAgainstBaseline([1, x, null]) }],
  winTieLose: [weightSlot((ps) => winTieLose(ps))],
};

/** Exports that read no number: their inputs are text, labels, booleans or callbacks. */
const NO_NUMBERS: Record<string, string> = {
  adjustedRandIndex: 'labels, compared for equality',
  judgmentAttributes: 'judgments’ fields turned into labels (a time that is not finite is no month)',
  monthOf: 'a time turned into a label; one that is not finite is no month',
  tfidfVectors: 'words',
  topicModel: 'texts',
  topicModels: 'texts, and topic counts it lowers to what the texts allow',
  topicWords: 'text',
  turnsBucket: 'a turn count turned into a label',
  accuracy: 'booleans',
  accuracyByLabel: 'booleans and labels',
  compareSliceLabels: 'two labels',
  countCl100k: 'text',
  countTokens: 'text',
  createTokenCounter: 'a cache of token counts it wrote itself, keyed by text',
  detectorScores: 'labels',
  groupBy: 'items and a key function',
  judgeConfusion: 'booleans',
  judgmentItem: 'a judgment’s names',
  longestCommonSubsequence: 'items compared for equality',
  majorityConsensus: 'labels',
  majorityLabel: 'booleans',
  markdownStyleCounts: 'text',
  mcnemarTest: 'booleans',
  orderFlipRate: 'outcomes (weights are not read)',
  pairStudySummary: 'outcomes (weights are not read)',
  positionBias: 'outcomes (weights are not read)',
  positionEffect: 'preference codes',
  preferenceAgreement: 'preference codes',
  preferenceByTag: 'preference codes and tags',
  preferenceFlagRates: 'preference codes and flags',
  preferenceOutcome: 'a preference code',
  preferencePairJudgments: 'preference codes',
  preferenceRatings: 'rating codes',
  preferenceWinTieLose: 'preference codes',
  pythonFloatRepr: 'a formatter: NaN and ±Infinity have Python spellings ("nan", "inf") it writes',
  ratedLabels: 'rating codes',
  rejectionCounts: 'preference codes',
  ssaRunSpread: 'booleans and run names (its spread is sampleSpread, checked)',
  ssaScores: 'booleans',
  styleBattleCounts: 'outcomes',
  subsequenceSpans: 'text',
  testLabel: 'a test fixture builder, not a statistic',
  textKey: 'text',
  turnWords: 'text',
  uniStudySummary: 'verdicts',
  verifiedItem: 'a judgment’s names and digest',
  whitespaceWordCount: 'text',
  wordCount: 'text',
  wordSpans: 'text',
};

/** Exports that take only what a checked statistic made (its fit, plan or arrays): fed by the checked ones. */
const INTERNAL: Record<string, string> = {
  defaultTopicCount: 'the number of documents (an array’s length)',
  lsaCoordinates: 'TF-IDF vectors from tfidfVectors',
  selectCounts: 'a cell table from buildCellTable',
  refitSlice: 'a cell table from buildCellTable; the counts it selects go to refitCounts (checked)',
  parseCellTable:
    'a cell table read back from JSON (no NaN or Infinity there; a count must be finite and >= 0)',
  binomialUnchecked: 'the unchecked hot path behind binomial (the name says so)',
  componentFits: 'strengths from a fit',
  createRefit: 'PairArrays from toPairArrays',
  createStyleRefit: 'a style design and fit',
  davidsonRecession: 'the checked counts of davidsonBradleyTerry',
  fitComponents: 'PairArrays and a rating plan',
  fitStrengths: 'PairArrays from toPairArrays',
  fitStyleModel: 'a style design',
  largestStrongGroup: 'index arrays of PairArrays',
  rankRows: 'rows of a fit',
  ratedGroups: 'a rating plan',
  ratingPlan: 'PairArrays from toPairArrays',
  ratingRows: 'PairArrays, a plan and fits',
  ratingVariance: 'a fit’s inverse information',
  samplesToRounds: 'bootstrap samples, whose ±Infinity and NaN are markers (bootstrapSamples)',
  styleCoefficients: 'a style design and fit',
  styleControlledCore: 'battles checked by styleControlledBradleyTerry and bootstrapStyleControlled',
  styleDesign: 'battles checked by the style-controlled fit',
  styleVarianceInflation: 'a style design',
  subsetPairs: 'PairArrays from toPairArrays',
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The error a slot's call throws with x, or undefined when it does not throw. */
function thrown(slot: Slot, x: number): Error | undefined {
  try {
    slot.call(x);
  } catch (e) {
    return e as Error;
  }
  return undefined;
}

describe('every export follows decision 0083', () => {
  it('rejects NaN, ±Infinity and negative counts, naming itself and the argument (property)', () => {
    const cases = Object.entries(CHECKED).flatMap(([name, slots]) => slots.map((slot) => ({ name, slot })));
    fc.assert(
      fc.property(
        fc.constantFrom(...cases),
        fc.oneof(
          fc.constantFrom(...NON_FINITE),
          fc.double({ max: -Number.MIN_VALUE, noNaN: true }),
          fc.constantFrom(0.5),
        ),
        ({ name, slot }, x) => {
          const rejects =
            Number.isNaN(x) || !Number.isFinite(x)
              ? (slot.rejects ?? NON_FINITE).some((r) => Object.is(r, x))
              : x < 0
                ? slot.count !== undefined
                : slot.count === 'whole';
          if (!rejects) return;
          const e = thrown(slot, x);
          expect(e, `${name} with ${slot.arg} = ${x}`).toBeInstanceOf(Error);
          expect(e!.message.startsWith(`${name} `), e!.message).toBe(true);
          expect(e!.message, `${name} with ${slot.arg} = ${x}`).toMatch(
            new RegExp(`(^|[^\\w.])${escape(slot.arg)}($|[^\\w])`),
          );
        },
      ),
      { seed: SEED, numRuns: 3000 },
    );
  });

  it('accepts every slot’s valid value (the calls are otherwise valid, so the throws above are the check’s)', () => {
    const valid: Record<string, number> = {};
    for (const [name, slots] of Object.entries(CHECKED))
      for (const slot of slots) {
        // A value each slot takes: 1 where a count or position is read, 0.5 or 2 for ranges, 8 for a block.
        const candidates = [1, 2, 0.5, 3, 0.9, 8];
        const ok = candidates.find((x) => thrown(slot, x) === undefined);
        expect(ok, `${name}: no valid value found for ${slot.arg}`).not.toBeUndefined();
        valid[`${name}.${slot.arg}`] = ok!;
      }
    expect(Object.keys(valid).length).toBeGreaterThan(150);
  });

  it('places every export of src/stats in one list, with its reason', async () => {
    const modules = import.meta.glob(['./*.ts', '!./*.test.ts'], { eager: true }) as Record<
      string,
      Record<string, unknown>
    >;
    const exported = new Set<string>();
    for (const mod of Object.values(modules))
      for (const [name, value] of Object.entries(mod)) if (typeof value === 'function') exported.add(name);
    const listed = [...Object.keys(CHECKED), ...Object.keys(NO_NUMBERS), ...Object.keys(INTERNAL)];
    const helpers = [
      'requireFinite',
      'requireCount',
      'requireFiniteAll',
      'requireCountAll',
      'requirePairCounts',
      'requireWeights',
      'requireRatingOptions',
      'requireStyleSides',
      'requireUniJudgments',
      'requireTurns',
    ];
    expect([...exported].filter((n) => !listed.includes(n) && !helpers.includes(n)).sort()).toEqual([]);
    expect(listed.filter((n) => !exported.has(n))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
    void CLEAN_RATINGS;
  });
});

describe('issue 34’s reproducers (each returned a number or a reason before)', () => {
  it('a NaN count: bradleyTerry called a "no parsed games" and rated b and c at 1000; so did the sandwich and Davidson', () => {
    const counts = [pc('a', 'b', NaN, 1), pc('b', 'c', 2, 1)];
    expect(() => bradleyTerry(counts)).toThrowErrorMatchingInlineSnapshot(
      `[Error: bradleyTerry requires counts[0].wins1 to be a finite number >= 0 (got NaN)]`,
    );
    expect(() => bradleyTerrySandwich(counts)).toThrowErrorMatchingInlineSnapshot(
      `[Error: bradleyTerrySandwich requires counts[0].wins1 to be a finite number >= 0 (got NaN)]`,
    );
    expect(() => davidsonBradleyTerry(counts)).toThrowErrorMatchingInlineSnapshot(
      `[Error: davidsonBradleyTerry requires counts[0].wins1 to be a finite number >= 0 (got NaN)]`,
    );
  });

  it('an infinite count: "never lost in Infinity games"', () => {
    expect(() =>
      bradleyTerry([pc('a', 'b', Infinity, 0), pc('b', 'c', 2, 1)]),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: bradleyTerry requires counts[0].wins1 to be a finite number >= 0 (got Infinity)]`,
    );
  });

  it('separability([[NaN, 5], [6, 7], [1, 2]]) reported 2 of 3 pairs apart', () => {
    expect(() =>
      separability([
        { lo: NaN, hi: 5 },
        { lo: 6, hi: 7 },
        { lo: 1, hi: 2 },
      ]),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: separability requires rows[0].lo to be a finite number (got NaN)]`,
    );
  });

  it('wilsonInterval(3, 10, NaN) and sampleSpread([0.5, NaN, 0.7]) returned NaN', () => {
    expect(() => wilsonInterval(3, 10, NaN)).toThrowErrorMatchingInlineSnapshot(
      `[Error: wilsonInterval requires z to be a finite number (got NaN)]`,
    );
    expect(() => sampleSpread([0.5, NaN, 0.7])).toThrowErrorMatchingInlineSnapshot(
      `[Error: sampleSpread requires values[1] to be a finite number (got NaN)]`,
    );
  });
});
