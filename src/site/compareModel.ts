// The two-model comparison (compare/?a=&b=): the JSON the build writes under data/compare/ and the browser reads
// on demand, and the pure helpers both sides share. Verdicts and counts are in one file per model and one per
// pair; the judges' reasons, the bulk of the text, are apart in chunks of REASON_CHUNK items, so a page of seeds
// loads only the reasons it shows. Written by src/sections/compare/compareData.ts; read by
// src/components/compare/compareClient.ts. Text in it (reasons, names) is untrusted and shown with textContent.

/** The site path of the comparison's files. */
export const COMPARE_DATA = 'data/compare';

/** Seeds (or battles) per file of reasons. */
export const REASON_CHUNK = 50;

/** data/compare/index.json: the benchmarks that can be compared and their models. */
export interface CompareIndex {
  benchmarks: CompareBenchmark[];
}

export interface CompareBenchmark {
  id: string;
  title: string;
  judges: { id: string; display: string }[];
  /** Settings ('' when a benchmark has one), in order. */
  settings: string[];
  /** Models with conversations or judgments in the benchmark, ground truth last. */
  models: { id: string; display: string; isGroundTruth: boolean }[];
  /** What one item of the benchmark is called on the page: `question` for graded answers; a seed otherwise. */
  item?: 'question';
}

/** A model's mean grade under one judge and question set (MT-Bench single grades), with its 95% interval. */
export interface CompareGradeSummary {
  judge: string;
  setting: string;
  mean: number;
  /** Grades averaged, and the questions they belong to. */
  n: number;
  questions: number;
  /** Percentile bootstrap over questions (a question's grades drawn together). */
  lo: number;
  hi: number;
}

/** Two models' grades on the questions both were graded on: the paired difference of their question means. */
export interface CompareGradeTest {
  judge: string;
  setting: string;
  /** Questions both were graded on. */
  n: number;
  /** Mean of (a's question mean − b's), with its Student-t 95% interval (null with one question). */
  diff: number;
  lo: number | null;
  hi: number | null;
  /** Questions a was graded higher on, lower on, and the same. */
  higherA: number;
  higherB: number;
  same: number;
}

/** A share with its 95% Wilson interval. */
export interface CompareRate {
  k: number;
  n: number;
  rate: number;
  lo: number;
  hi: number;
}

/** What a score measures. `pass`: the judge found no AI in the conversation (Uni-Eval); `win-tie`: the model's
 * conversation won or tied against the ground truth's on the same seed (GT comparison). */
export type CompareMeasure = 'pass' | 'win-tie';

/** One model's score under one judge and setting. */
export interface CompareScore extends CompareRate {
  measure: CompareMeasure;
  judge: string;
  setting: string;
  /**
   * How many of the n judgments Parley could not verify to be about the conversations they are filed under
   * (src/views/textTrust.ts); absent when none.
   */
  unverified?: number;
}

/** One judge's single-conversation verdict, as a seed row shows it. */
export interface CompareVerdict {
  judge: string;
  /** `ai`, `human` or `unparsed`. */
  verdict: string;
  firstAiChat: number | null;
  /** True when Parley could not verify that the verdict is about this conversation (src/views/textTrust.ts). */
  unverified?: true;
}

/** One comparison with the ground truth's conversation of the same seed, from the model's side. */
export interface CompareGtResult {
  judge: string;
  /** The model's conversation was shown as conversation 1 or 2. */
  position: 1 | 2;
  outcome: 'win' | 'tie' | 'bothbad' | 'lose' | 'unparsed';
  /** True when Parley could not verify that the judgment is about these conversations. */
  unverified?: true;
}

/** A model on one seed: its conversation page and what the judges said. */
export interface CompareSeed {
  setting: string;
  seed: string;
  /** The seed page (`s/botchat/MT-1`), when the seed has one. */
  seedPath?: string;
  /** The conversation page (`c/botchat/MT-1/gpt4`), when the conversation was read. */
  path?: string;
  uni: CompareVerdict[];
  gt: CompareGtResult[];
  /** Its grades on the question, per judge and turn (null: no grade found in the judge's text). */
  grades?: { judge: string; turn: number; value: number | null }[];
}

/** A rating with its 95% interval and CI rank (1 + models whose lower bound is above its upper bound). */
export interface CompareRatingValue {
  rating: number | null;
  lo: number | null;
  hi: number | null;
  rank: number | null;
}

/**
 * A model's Bradley-Terry rating under one judge and Arena setting, as the view's ratings table has it: the plain
 * (leading) fit, and the style-controlled fit beside it when the view has one. Ratings of different judges or
 * settings are not comparable.
 */
export interface CompareRating extends CompareRatingValue {
  judge: string;
  setting: string;
  /** Models ranked with it, when the rated models fall into several groups (ranks are within a group). */
  rankAmong?: number | null;
  /** The style-controlled rating; null when the view has no style-controlled fit. */
  styleControlled: CompareRatingValue | null;
  /** rank − style-controlled rank: positive when the model moves up once style is controlled. */
  shift: number | null;
}

/** The Turing-test statistics of a model under one judge and setting, as the view's Turing-test table has them. */
export interface CompareTuring {
  judge: string;
  setting: string;
  /** Chats read: a pass is no AI found in the first N (pass@N). */
  N: number;
  passed: number;
  n: number;
  rate: number | null;
  /** Exact two-sided binomial p of a 50% pass rate. */
  pVsChance: number | null;
  /**
   * Against the human conversations' pass rate under the same judge: the difference (model − people) with
   * Newcombe's 95% interval, the two-proportion z-test's p, and TOST equivalence within ±margin (their values
   * null when no human conversation has a parsed verdict); null for the human conversations themselves.
   */
  vsHuman: {
    humanRate: number | null;
    difference: number | null;
    lo: number | null;
    hi: number | null;
    p: number | null;
    /** Whether p < 0.05: the pass rates differ. */
    differs: boolean | null;
    margin: number;
    tostP: number | null;
    equivalent: boolean | null;
  } | null;
}

/** data/compare/<benchmark>/models/<model>.json (compareModelPath) */
export interface CompareModelFile {
  benchmark: string;
  model: string;
  display: string;
  scores: CompareScore[];
  /** Its Bradley-Terry ratings per judge and Arena setting, in judge then setting order. */
  ratings: CompareRating[];
  /** Its Turing-test statistics per judge and setting, in judge then setting order. */
  turing: CompareTuring[];
  /** Its mean grades per judge and question set, for a benchmark graded answer by answer. */
  grades?: CompareGradeSummary[];
  seeds: CompareSeed[];
}

/** McNemar's test of two models' binary outcomes on the same items (seeds, or seeds and positions). */
export interface ComparePairTest {
  measure: CompareMeasure;
  judge: string;
  setting: string;
  /** Items both were judged on, with verdicts verified to be about their conversations where a benchmark checks. */
  n: number;
  /** Items both were judged on but left out because one of the two verdicts is not verified; absent when none. */
  unverified?: number;
  bothPass: number;
  /** Items the first model (`a` of the file) passed and the second failed. */
  onlyA: number;
  onlyB: number;
  bothFail: number;
  /** The paired difference of the rates, (onlyA − onlyB) / n. */
  diff: number;
  /** McNemar's exact two-sided p. */
  p: number;
}

/** The two models judged against each other. */
export interface CompareHeadToHead {
  kind: 'arena' | 'gt';
  judge: string;
  setting: string;
  /** Judgments with a readable verdict. */
  n: number;
  winsA: number;
  winsB: number;
  /** Both-good and both-bad ties. */
  ties: number;
  bothbad: number;
  unparsed: number;
  /** a's observed score, (wins + half the ties of both kinds) / n; null when n is 0. */
  observed: number | null;
  /** a's Bradley-Terry expected score against b from the ratings of every model in this judge and setting. */
  predicted: number | null;
  ratingA: number | null;
  ratingB: number | null;
}

/** One judgment of the two models against each other on a seed. */
export interface CompareBattle {
  kind: 'arena' | 'gt';
  judge: string;
  setting: string;
  seed: string;
  /** True when a's conversation was shown first. */
  aFirst: boolean;
  outcome: 'a' | 'b' | 'tie' | 'bothbad' | 'unparsed';
}

/**
 * data/compare/<benchmark>/pairs/<a>/<b>.json, written once per pair with a < b (comparePairPath). Battles are
 * the model-against-model judgments (the comparisons with the ground truth are in the model's own seeds).
 */
export interface ComparePairFile {
  benchmark: string;
  a: string;
  b: string;
  tests: ComparePairTest[];
  headToHead: CompareHeadToHead[];
  battles: CompareBattle[];
  /** The paired differences of their grades, for a benchmark graded answer by answer. */
  gradeTests?: CompareGradeTest[];
}

/**
 * The reasons of a model's seeds REASON_CHUNK at a time (seeds k·REASON_CHUNK onwards of its model file), each
 * seed's in the order of its `uni` and `gt` lists: data/compare/<benchmark>/reasons/<model>/<k>.json.
 */
export interface CompareSeedReasons {
  seeds: { uni: string[]; gt: string[] }[];
}

/** The reasons of a pair's battles, REASON_CHUNK at a time: data/compare/<benchmark>/battles/<a>/<b>/<k>.json. */
export interface CompareBattleReasons {
  reasons: string[];
}

/** Orders two texts with runs of digits compared as numbers (`MT-2` before `MT-10`); otherwise by code unit. */
export function naturalCompare(x: string, y: string): number {
  const re = /(\d+)|(\D+)/g;
  const xs = x.match(re) ?? [];
  const ys = y.match(re) ?? [];
  for (let i = 0; i < Math.min(xs.length, ys.length); i++) {
    const a = xs[i]!;
    const b = ys[i]!;
    if (a === b) continue;
    const na = /^\d/.test(a) && /^\d/.test(b);
    if (na && Number(a) !== Number(b)) return Number(a) - Number(b);
    return a < b ? -1 : 1;
  }
  return xs.length - ys.length || (x < y ? -1 : x > y ? 1 : 0);
}

/**
 * Where the pair file of two models lies, and whether the models are in the file's order: the file is written
 * once, under the smaller id.
 * @example comparePairPath('botchat', 'vicuna', 'gpt4') // { path: 'data/compare/botchat/pairs/gpt4/vicuna.json', swapped: true }
 */
export function comparePairPath(benchmark: string, a: string, b: string): { path: string; swapped: boolean } {
  const swapped = b < a;
  const [x, y] = swapped ? [b, a] : [a, b];
  return {
    path: `${COMPARE_DATA}/${encodeURIComponent(benchmark)}/pairs/${encodeURIComponent(x)}/${encodeURIComponent(y)}.json`,
    swapped,
  };
}

/** The model file's path. */
export function compareModelPath(benchmark: string, model: string): string {
  return `${COMPARE_DATA}/${encodeURIComponent(benchmark)}/models/${encodeURIComponent(model)}.json`;
}

/** Which chunk of reasons holds item `index` (a seed of a model file, a battle of a pair file). */
export const reasonChunk = (index: number): number => Math.floor(index / REASON_CHUNK);

/** The path of a chunk of a model's seed reasons. */
export function compareSeedReasonsPath(benchmark: string, model: string, chunk: number): string {
  return `${COMPARE_DATA}/${encodeURIComponent(benchmark)}/reasons/${encodeURIComponent(model)}/${chunk}.json`;
}

/** The path of a chunk of a pair's battle reasons (the pair in file order, a < b). */
export function compareBattleReasonsPath(benchmark: string, a: string, b: string, chunk: number): string {
  const [x, y] = b < a ? [b, a] : [a, b];
  return `${COMPARE_DATA}/${encodeURIComponent(benchmark)}/battles/${encodeURIComponent(x)}/${encodeURIComponent(y)}/${chunk}.json`;
}

/** A pair file read from the other model's side: a and b exchanged in every count, score and outcome. */
export function swapPair(p: ComparePairFile): ComparePairFile {
  return {
    benchmark: p.benchmark,
    a: p.b,
    b: p.a,
    tests: p.tests.map((t) => ({ ...t, onlyA: t.onlyB, onlyB: t.onlyA, diff: -t.diff })),
    headToHead: p.headToHead.map((h) => ({
      ...h,
      winsA: h.winsB,
      winsB: h.winsA,
      observed: h.observed === null ? null : 1 - h.observed,
      predicted: h.predicted === null ? null : 1 - h.predicted,
      ratingA: h.ratingB,
      ratingB: h.ratingA,
    })),
    ...(p.gradeTests
      ? {
          gradeTests: p.gradeTests.map((t) => ({
            ...t,
            diff: -t.diff,
            lo: t.hi === null ? null : -t.hi,
            hi: t.lo === null ? null : -t.lo,
            higherA: t.higherB,
            higherB: t.higherA,
          })),
        }
      : {}),
    battles: p.battles.map((x) => ({
      ...x,
      aFirst: !x.aFirst,
      outcome: x.outcome === 'a' ? 'b' : x.outcome === 'b' ? 'a' : x.outcome,
    })),
  };
}

/** Grade points between two models' question means (1–10 grades) from which the comparison calls them in disagreement. */
export const GRADE_GAP = 3;

/** Whether a seed passed under one judge: `true` no AI found, `false` AI found, undefined not judged or unread. */
export function passed(seed: CompareSeed | undefined, judge: string): boolean | undefined {
  const v = seed?.uni.find((x) => x.judge === judge && x.verdict !== 'unparsed');
  return v === undefined ? undefined : v.verdict === 'human';
}

/**
 * Whether two models' rows of one seed disagree: under some judge one passed where the other failed (the
 * judge's single-conversation verdict, or won-or-tied against lost in the same comparison with the ground
 * truth), or the judges split on one of the two conversations. `judge` limits it to one judge (no split then).
 */
export function seedsDisagree(a: CompareSeed, b: CompareSeed, judge?: string): boolean {
  const judges = new Set([...a.uni, ...b.uni, ...a.gt, ...b.gt].map((x) => x.judge));
  for (const j of judges) {
    if (judge !== undefined && j !== judge) continue;
    const pa = passed(a, j);
    const pb = passed(b, j);
    if (pa !== undefined && pb !== undefined && pa !== pb) return true;
    for (const position of [1, 2] as const) {
      const ga = a.gt.find((x) => x.judge === j && x.position === position && x.outcome !== 'unparsed');
      const gb = b.gt.find((x) => x.judge === j && x.position === position && x.outcome !== 'unparsed');
      if (ga && gb && (ga.outcome === 'lose') !== (gb.outcome === 'lose')) return true;
    }
  }
  // Graded answers: the two question means under one judge lie 3 or more grade points apart.
  for (const j of new Set([...(a.grades ?? []), ...(b.grades ?? [])].map((g) => g.judge))) {
    if (judge !== undefined && j !== judge) continue;
    const mean = (s: CompareSeed) => {
      const v = (s.grades ?? []).filter((g) => g.judge === j && g.value !== null).map((g) => g.value!);
      return v.length ? v.reduce((x, y) => x + y, 0) / v.length : undefined;
    };
    const ma = mean(a);
    const mb = mean(b);
    if (ma !== undefined && mb !== undefined && Math.abs(ma - mb) >= GRADE_GAP) return true;
  }
  if (judge !== undefined) return false;
  const split = (s: CompareSeed) =>
    new Set(s.uni.filter((x) => x.verdict !== 'unparsed').map((x) => x.verdict === 'human')).size > 1;
  return split(a) || split(b);
}
