// The data of the two-model comparison page (compare/?a=&b=): per benchmark, an index of its models and judges,
// one file per model (its scores with Wilson intervals; its Bradley-Terry ratings beside the style-controlled ones
// and its Turing-test statistics, copied from the benchmark's views; and per seed its conversation page and every
// judge's verdict), and one file per pair of models that share anything (McNemar's test on the seeds both were judged
// on, their judgments against each other with the Bradley-Terry prediction). The judges' reasons are written
// apart, REASON_CHUNK seeds or battles a file, so that the page loads only those of the seeds it shows. Written
// under data/compare/ of the output, read by the page on demand; texts of conversations are not copied (the
// page links, and fetches, the conversation pages).
import type { Dataset } from '../../records/dataset.ts';
import { GROUND_TRUTH } from '../../records/ids.ts';
import type { PairJudgment } from '../../records/pairJudgment.ts';
import type { UniJudgment } from '../../records/uniJudgment.ts';
import {
  COMPARE_DATA,
  compareBattleReasonsPath,
  comparePairPath,
  compareModelPath,
  compareSeedReasonsPath,
  naturalCompare,
  REASON_CHUNK,
  type CompareBattle,
  type CompareBattleReasons,
  type CompareBenchmark,
  type CompareGtResult,
  type CompareHeadToHead,
  type CompareIndex,
  type CompareMeasure,
  type CompareModelFile,
  type CompareRating,
  type CompareRatingValue,
  type ComparePairFile,
  type ComparePairTest,
  type CompareScore,
  type CompareSeed,
  type CompareSeedReasons,
  type CompareTuring,
} from '../../site/compareModel.ts';
import { stableJson } from '../../render/stableJson.ts';
import type { SiteModel } from '../../site/siteModel.ts';
import type { TableModel } from '../../site/viewModel.ts';
import { bradleyTerry } from '../../stats/bradleyTerry.ts';
import { BT_SCALE } from '../../stats/constants.ts';
import { groupBy } from '../../stats/groupBy.ts';
import { mcnemarTest } from '../../stats/mcnemarTest.ts';
import { pairCounts } from '../../stats/pairCounts.ts';
import { wilsonInterval } from '../../stats/wilsonInterval.ts';
import type { GroupFile } from '../pageGroup.ts';
import { addGradedComparisons } from './compareGrades.ts';

import { isUnverified, textCheck, type TextCheck } from '../../views/textTrust.ts';

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const key = (...parts: string[]) => parts.join('\u0000');

/** Everything the comparison writes, by site path (under the output directory). */
export interface CompareData {
  index: CompareIndex;
  files: Map<string, CompareModelFile | ComparePairFile | CompareSeedReasons | CompareBattleReasons>;
}

/** A seed as it is built: its verdicts, and their reasons kept beside them until they are written apart. */
interface SeedBuild {
  seed: CompareSeed;
  uni: { verdict: CompareSeed['uni'][number]; reason: string }[];
  gt: { result: CompareSeed['gt'][number]; reason: string }[];
}

/** Items cut into chunks of REASON_CHUNK. */
function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += REASON_CHUNK) out.push(items.slice(i, i + REASON_CHUNK));
  return out;
}

/** A model's outcome in a comparison with the ground truth, from its side. */
function gtOutcome(p: PairJudgment, model: string): CompareGtResult['outcome'] {
  if (p.outcome === 'unparsed' || p.outcome === 'tie' || p.outcome === 'bothbad') return p.outcome;
  const won = (p.outcome === 'model1') === (p.model1 === model);
  return won ? 'win' : 'lose';
}

/** A share with its Wilson interval (n > 0). */
function rate(k: number, n: number) {
  return { k, n, rate: k / n, ...wilsonInterval(k, n) };
}

/**
 * The comparison's data for every benchmark of the site's views: its judges, settings and models, the model
 * files and the pair files. Pure: the dataset and site model in, the files' contents out (compareFiles
 * lists them for the build to write).
 */
export function compareData(data: Dataset, site: CompareReads): CompareData {
  const files: CompareData['files'] = new Map();
  const people = new Set([GROUND_TRUTH, ...data.models.filter((m) => m.isGroundTruth).map((m) => m.id)]);
  const display = new Map(data.models.map((m) => [m.id, m.display]));
  const judgeName = new Map(data.judges.map((j) => [j.id, j.display]));
  const conversationPath = new Map(site.conversations.map((c) => [c.id, c]));
  const benchmarks: CompareBenchmark[] = [];
  const titles = new Map(site.views.map((v) => [v.benchmark, v.benchmarkTitle]));

  for (const [benchmark, title] of titles) {
    const uni = data.uniJudgments.filter((j) => j.benchmark === benchmark);
    const pairs = data.pairJudgments.filter((p) => p.benchmark === benchmark && p.model1 !== p.model2);
    const conversations = data.conversations.filter((c) => c.benchmark === benchmark);
    const models = [
      ...new Set([
        ...conversations.map((c) => c.model),
        ...uni.map((j) => j.model),
        ...pairs.flatMap((p) => [p.model1, p.model2]),
      ]),
    ].sort(
      (a, b) =>
        Number(people.has(a)) - Number(people.has(b)) ||
        byText(display.get(a) ?? a, display.get(b) ?? b) ||
        byText(a, b),
    );
    if (models.length < 2) continue;
    const judges = [...new Set([...uni.map((j) => j.judge), ...pairs.map((p) => p.judge)])].sort(byText);
    const settings = [
      ...new Set([
        ...conversations.map((c) => c.setting),
        ...uni.map((j) => j.setting),
        ...pairs.map((p) => p.setting),
      ]),
    ].sort(naturalCompare);
    benchmarks.push({
      id: benchmark,
      title,
      judges: judges.map((id) => ({ id, display: judgeName.get(id) ?? id })),
      settings,
      models: models.map((id) => ({ id, display: display.get(id) ?? id, isGroundTruth: people.has(id) })),
    });

    const fromViews = viewStatistics(site, benchmark);
    // Where the benchmark's judgments are verified by their text, the unverified ones are marked, and the paired
    // tests leave them out (src/views/textTrust.ts).
    const check = textCheck(conversations, [...uni, ...pairs]);
    const unverified = (j: UniJudgment | PairJudgment) =>
      isUnverified(j, check) ? { unverified: true as const } : {};

    // Per model: its seeds (conversations and judgments), then its scores.
    const gtPairs = pairs.filter((p) => p.kind === 'gt' && people.has(p.model1) !== people.has(p.model2));
    const seedsOf = new Map<string, Map<string, SeedBuild>>();
    const seedOf = (model: string, setting: string, seed: string): SeedBuild => {
      const m = seedsOf.get(model) ?? seedsOf.set(model, new Map()).get(model)!;
      const k = key(setting, seed);
      let s = m.get(k);
      if (!s) m.set(k, (s = { seed: { setting, seed, uni: [], gt: [] }, uni: [], gt: [] }));
      return s;
    };
    for (const c of conversations) {
      const s = seedOf(c.model, c.setting, c.seed).seed;
      const v = conversationPath.get(c.id);
      if (v) {
        s.path = v.path;
        s.seedPath = v.seedPath;
      }
    }
    for (const j of uni)
      seedOf(j.model, j.setting, j.seed).uni.push({
        verdict: { judge: j.judge, verdict: j.verdict, firstAiChat: j.firstAiChat, ...unverified(j) },
        reason: j.reason,
      });
    for (const p of gtPairs) {
      const model = people.has(p.model1) ? p.model2 : p.model1;
      seedOf(model, p.setting, p.seed).gt.push({
        result: {
          judge: p.judge,
          position: p.model1 === model ? 1 : 2,
          outcome: gtOutcome(p, model),
          ...unverified(p),
        },
        reason: p.reason,
      });
    }
    for (const model of models) {
      const built = [...(seedsOf.get(model)?.values() ?? [])].sort(
        (a, b) => naturalCompare(a.seed.setting, b.seed.setting) || naturalCompare(a.seed.seed, b.seed.seed),
      );
      for (const s of built) {
        s.uni.sort((a, b) => byText(a.verdict.judge, b.verdict.judge));
        s.gt.sort((a, b) => byText(a.result.judge, b.result.judge) || a.result.position - b.result.position);
        s.seed.uni = s.uni.map((x) => x.verdict);
        s.seed.gt = s.gt.map((x) => x.result);
      }
      const seeds = built.map((s) => s.seed);
      chunks(built).forEach((chunk, k) =>
        files.set(compareSeedReasonsPath(benchmark, model, k), {
          seeds: chunk.map((s) => ({ uni: s.uni.map((x) => x.reason), gt: s.gt.map((x) => x.reason) })),
        }),
      );
      const scores = modelScores(model, uni, gtPairs, people, check);
      files.set(compareModelPath(benchmark, model), {
        benchmark,
        model,
        display: display.get(model) ?? model,
        scores,
        ratings: fromViews.ratings.get(model) ?? [],
        turing: fromViews.turing.get(model) ?? [],
        seeds,
      });
    }

    const ratings = arenaRatings(pairs);

    // Per pair of models (a < b): the paired tests and the judgments of one against the other.
    const sorted = [...models].sort(byText);
    for (let i = 0; i < sorted.length; i++)
      for (let j = i + 1; j < sorted.length; j++) {
        const a = sorted[i]!;
        const b = sorted[j]!;
        const seedMap = (m: string) =>
          new Map([...(seedsOf.get(m)?.entries() ?? [])].map(([k, v]) => [k, v.seed]));
        const pair = pairFile(benchmark, a, b, {
          seedsA: seedMap(a),
          seedsB: seedMap(b),
          pairs: pairs.filter(
            (p) => (p.model1 === a && p.model2 === b) || (p.model1 === b && p.model2 === a),
          ),
          ratings,
          judges,
          people,
        });
        if (!pair) continue;
        files.set(comparePairPath(benchmark, a, b).path, pair.file);
        chunks(pair.reasons).forEach((reasons, k) =>
          files.set(compareBattleReasonsPath(benchmark, a, b, k), { reasons }),
        );
      }
  }
  const out = { index: { benchmarks }, files };
  addGradedComparisons(data, site, out);
  return out;
}

/** A model's scores: per judge and setting, its pass rate and (for a model, not a person) its win-or-tie rate. */
function modelScores(
  model: string,
  uni: Dataset['uniJudgments'],
  gtPairs: PairJudgment[],
  people: ReadonlySet<string>,
  check: TextCheck,
): CompareScore[] {
  const notVerified = (js: readonly (UniJudgment | PairJudgment)[]) => {
    const u = js.filter((j) => isUnverified(j, check)).length;
    return u > 0 ? { unverified: u } : {};
  };
  const scores: CompareScore[] = [];
  for (const [, js] of groupBy(
    uni.filter((j) => j.model === model && j.verdict !== 'unparsed'),
    (j) => key(j.judge, j.setting),
  ).sort(([a], [b]) => byText(a, b))) {
    const { judge, setting } = js[0]!;
    scores.push({
      measure: 'pass',
      judge,
      setting,
      ...rate(js.filter((j) => j.verdict === 'human').length, js.length),
      ...notVerified(js),
    });
  }
  if (!people.has(model))
    for (const [, ps] of groupBy(
      gtPairs.filter((p) => (p.model1 === model || p.model2 === model) && p.outcome !== 'unparsed'),
      (p) => key(p.judge, p.setting),
    ).sort(([a], [b]) => byText(a, b))) {
      const { judge, setting } = ps[0]!;
      const good = ps.filter((p) => gtOutcome(p, model) !== 'lose').length;
      scores.push({ measure: 'win-tie', judge, setting, ...rate(good, ps.length), ...notVerified(ps) });
    }
  return scores;
}

type RawRow = TableModel['raw'][number];

/** A finite number of a raw row, else null. */
const num = (x: unknown): number | null => (typeof x === 'number' && Number.isFinite(x) ? x : null);
/** A boolean of a raw row, else null. */
const flag = (x: unknown): boolean | null => (typeof x === 'boolean' ? x : null);

/** The significance level of "differs from people": the two-proportion test at 5%, two-sided. */
const ALPHA = 0.05;

/** A rating and its interval and rank from a ratings table's raw row (or its nested style-controlled values). */
function ratingValue(r: Record<string, unknown>): CompareRatingValue {
  return { rating: num(r.rating), lo: num(r.lo), hi: num(r.hi), rank: num(r.rank) };
}

/** One row of a view's ratings table as a model's rating under the view's judge. */
function ratingOf(judge: string, r: RawRow): CompareRating {
  const sc = r.styleControlled;
  return {
    judge,
    setting: typeof r.setting === 'string' ? r.setting : '',
    ...ratingValue(r),
    ...('rankAmong' in r ? { rankAmong: num(r.rankAmong) } : {}),
    styleControlled: sc !== null && typeof sc === 'object' ? ratingValue(sc) : null,
    shift: num(r.rankShift),
  };
}

/** One row of a view's Turing-test table as a model's statistics under the view's judge. */
function turingOf(judge: string, r: RawRow): CompareTuring {
  const p = num(r.pVsHuman);
  return {
    judge,
    setting: typeof r.setting === 'string' ? r.setting : '',
    N: num(r.N) ?? 0,
    passed: num(r.passed) ?? 0,
    n: num(r.n) ?? 0,
    rate: num(r.rate),
    pVsChance: num(r.pVsChance),
    // The human conversations' own row has no comparison with themselves.
    vsHuman:
      'difference' in r
        ? {
            humanRate: num(r.humanRate),
            difference: num(r.difference),
            lo: num(r.differenceLo),
            hi: num(r.differenceHi),
            p,
            differs: p === null ? null : p < ALPHA,
            margin: num(r.margin) ?? 0,
            tostP: num(r.tostP),
            equivalent: flag(r.equivalent),
          }
        : null,
  };
}

/**
 * What the benchmark's views computed for each model, taken from their figures' raw rows rather than computed
 * again (the same numbers as the view's pages): per judge and Arena setting the Bradley-Terry rating beside the
 * style-controlled one (the ratings figures), and per judge and setting the Turing-test statistics (the Turing-test
 * figures). Each list in judge then setting order.
 */
function viewStatistics(
  site: Pick<SiteModel, 'views'>,
  benchmark: string,
): { ratings: Map<string, CompareRating[]>; turing: Map<string, CompareTuring[]> } {
  const ratings = new Map<string, CompareRating[]>();
  const turing = new Map<string, CompareTuring[]>();
  const add = <T>(m: Map<string, T[]>, model: unknown, value: T) => {
    if (typeof model !== 'string') return;
    const list = m.get(model) ?? m.set(model, []).get(model)!;
    list.push(value);
  };
  const isFigure = (id: string, name: string) => id === name || id.startsWith(`${name}-`);
  for (const view of site.views.filter((v) => v.benchmark === benchmark))
    for (const f of view.figures) {
      if (isFigure(f.id, 'ratings'))
        for (const r of f.table.raw) add(ratings, r.model, ratingOf(view.judge, r));
      else if (isFigure(f.id, 'turing-test'))
        for (const r of f.table.raw) add(turing, r.model, turingOf(view.judge, r));
    }
  const order = (x: { judge: string; setting: string }, y: { judge: string; setting: string }) =>
    byText(x.judge, y.judge) || naturalCompare(x.setting, y.setting);
  for (const list of [...ratings.values(), ...turing.values()]) list.sort(order);
  return { ratings, turing };
}

/** Ratings by key(judge, setting), then by model. */
type Ratings = Map<string, Map<string, { rating: number; component: number | null }>>;

/**
 * Bradley-Terry ratings per judge and setting, from every model-vs-model judgment there. A model with no finite
 * rating has none here; ratings of different groups of models are not comparable.
 */
function arenaRatings(pairs: readonly PairJudgment[]): Ratings {
  const ratings: Ratings = new Map();
  for (const [k, ps] of groupBy(
    pairs.filter((p) => p.kind === 'arena'),
    (p) => key(p.judge, p.setting),
  )) {
    const counts = pairCounts(ps);
    const rated = new Set(
      counts.flatMap((c) => (c.wins1 + c.wins2 + c.ties + c.bothbad > 0 ? [c.model1, c.model2] : [])),
    );
    if (rated.size < 2) continue;
    ratings.set(
      k,
      new Map(
        bradleyTerry(counts).flatMap((r) =>
          r.rating === null ? [] : [[r.model, { rating: r.rating, component: r.component }] as const],
        ),
      ),
    );
  }
  return ratings;
}

/**
 * McNemar's test of the two models' paired outcomes on the items both were judged on, per judge and setting: their
 * single-conversation verdicts on the same seed, and (for two models, not people) their comparisons with the ground
 * truth on the same seed in the same order. Only items whose two verdicts are verified to be about their
 * conversations are tested; a test says how many were left out.
 */
function pairedTests(
  a: string,
  b: string,
  shared: readonly (readonly [CompareSeed, CompareSeed])[],
  judges: readonly string[],
  people: ReadonlySet<string>,
): ComparePairTest[] {
  const tests: ComparePairTest[] = [];
  // Each item: both outcomes, and whether both verdicts are verified; only verified pairs are tested.
  type Item = { pass: [boolean, boolean]; verified: boolean };
  const test = (measure: CompareMeasure, judge: string, setting: string, items: Item[]) => {
    const outcomes = items.filter((i) => i.verified).map((i) => i.pass);
    const left = items.length - outcomes.length;
    if (outcomes.length === 0) {
      if (left > 0)
        tests.push({
          measure,
          judge,
          setting,
          n: 0,
          unverified: left,
          bothPass: 0,
          onlyA: 0,
          onlyB: 0,
          bothFail: 0,
          diff: 0,
          p: 1,
        });
      return;
    }
    const t = mcnemarTest(
      outcomes.map((o) => o[0]),
      outcomes.map((o) => o[1]),
    );
    tests.push({
      measure,
      judge,
      setting,
      n: t.n,
      ...(left > 0 ? { unverified: left } : {}),
      bothPass: t.bothCorrect,
      onlyA: t.onlyA,
      onlyB: t.onlyB,
      bothFail: t.bothWrong,
      diff: (t.onlyA - t.onlyB) / t.n,
      p: t.exactP,
    });
  };
  const settings = [...new Set(shared.map(([s]) => s.setting))].sort(naturalCompare);
  for (const judge of judges)
    for (const setting of settings) {
      const here = shared.filter(([s]) => s.setting === setting);
      const verdict = (s: CompareSeed) => s.uni.find((v) => v.judge === judge && v.verdict !== 'unparsed');
      test(
        'pass',
        judge,
        setting,
        here.flatMap(([sa, sb]) => {
          const va = verdict(sa);
          const vb = verdict(sb);
          return va && vb
            ? [
                {
                  pass: [va.verdict === 'human', vb.verdict === 'human'],
                  verified: !va.unverified && !vb.unverified,
                },
              ]
            : [];
        }),
      );
      if (!people.has(a) && !people.has(b))
        test(
          'win-tie',
          judge,
          setting,
          here.flatMap(([sa, sb]) =>
            ([1, 2] as const).flatMap((position) => {
              const ga = sa.gt.find(
                (g) => g.judge === judge && g.position === position && g.outcome !== 'unparsed',
              );
              const gb = sb.gt.find(
                (g) => g.judge === judge && g.position === position && g.outcome !== 'unparsed',
              );
              return ga && gb
                ? [
                    {
                      pass: [ga.outcome !== 'lose', gb.outcome !== 'lose'],
                      verified: !ga.unverified && !gb.unverified,
                    },
                  ]
                : [];
            }),
          ),
        );
    }

  return tests;
}

function pairFile(
  benchmark: string,
  a: string,
  b: string,
  x: {
    seedsA: Map<string, CompareSeed> | undefined;
    seedsB: Map<string, CompareSeed> | undefined;
    pairs: PairJudgment[];
    ratings: Ratings;
    judges: string[];
    people: ReadonlySet<string>;
  },
): { file: ComparePairFile; reasons: string[] } | undefined {
  const shared = [...(x.seedsA?.entries() ?? [])].flatMap(([k, sa]) => {
    const sb = x.seedsB?.get(k);
    return sb ? [[sa, sb] as const] : [];
  });
  const tests = pairedTests(a, b, shared, x.judges, x.people);

  const headToHead: CompareHeadToHead[] = [];
  const battles: { battle: CompareBattle; reason: string }[] = [];
  for (const [, ps] of groupBy(x.pairs, (p) => key(p.kind, p.judge, p.setting)).sort(([k1], [k2]) =>
    naturalCompare(k1, k2),
  )) {
    const { kind, judge, setting } = ps[0]!;
    let winsA = 0;
    let winsB = 0;
    let ties = 0;
    let bothbad = 0;
    let unparsed = 0;
    for (const p of ps) {
      const w = p.weight ?? 1;
      const outcome = sideOf(p, a);
      if (outcome === 'a') winsA += w;
      else if (outcome === 'b') winsB += w;
      else if (outcome === 'tie') ties += w;
      else if (outcome === 'bothbad') bothbad += w;
      else unparsed += w;
      // Model-against-model judgments are listed by seed; a comparison with the ground truth is in the model's
      // own seeds already.
      if (kind === 'arena' && p.seed !== '')
        battles.push({
          battle: { kind, judge, setting, seed: p.seed, aFirst: p.model1 === a, outcome },
          reason: p.reason,
        });
    }
    const n = winsA + winsB + ties + bothbad;
    const r = kind === 'arena' ? x.ratings.get(key(judge, setting)) : undefined;
    const sameGroup = r?.get(a)?.component === r?.get(b)?.component;
    const ra = r?.get(a)?.rating;
    const rb = r?.get(b)?.rating;
    const predicted =
      ra !== undefined && rb !== undefined && sameGroup
        ? 1 / (1 + BT_SCALE.base ** ((rb - ra) / BT_SCALE.scale))
        : null;
    headToHead.push({
      kind,
      judge,
      setting,
      n,
      winsA,
      winsB,
      ties,
      bothbad,
      unparsed,
      observed: n > 0 ? (winsA + (ties + bothbad) / 2) / n : null,
      predicted,
      ratingA: ra ?? null,
      ratingB: rb ?? null,
    });
  }
  battles.sort(
    ({ battle: p }, { battle: q }) =>
      naturalCompare(p.setting, q.setting) ||
      naturalCompare(p.seed, q.seed) ||
      byText(p.judge, q.judge) ||
      Number(q.aFirst) - Number(p.aFirst),
  );
  if (tests.length === 0 && headToHead.length === 0) return undefined;
  return {
    file: { benchmark, a, b, tests, headToHead, battles: battles.map((x) => x.battle) },
    reasons: battles.map((x) => x.reason),
  };
}

/** A judgment between a and b from a's side. */
function sideOf(p: PairJudgment, a: string): CompareBattle['outcome'] {
  if (p.outcome === 'model1') return p.model1 === a ? 'a' : 'b';
  if (p.outcome === 'model2') return p.model2 === a ? 'a' : 'b';
  return p.outcome;
}

/** The parts of the site model the comparison reads. */
export type CompareReads = Pick<SiteModel, 'views' | 'conversations' | 'sections'>;

/**
 * The comparison's files by path under the site, the index first: it is written even when empty, since the page
 * reads it to say there is nothing to compare. Compact JSON: these files are read by the page, not by people
 * (stableJson checks the values, then indents).
 */
export function compareFiles(data: Dataset, site: CompareReads): GroupFile[] {
  const { index, files } = compareData(data, site);
  const file = (path: string, value: unknown): GroupFile => ({
    path: path.split('/').map(decodeURIComponent).join('/'),
    text: `${JSON.stringify(JSON.parse(stableJson(value)))}\n`,
  });
  return [file(`${COMPARE_DATA}/index.json`, index), ...[...files].map(([path, value]) => file(path, value))];
}
