// The judges section of the site model: per benchmark judged by two or more judges, agreement, biases, ranking
// stability and the disagreement browser. Composition only: the numbers come from src/stats.
import type { Dataset } from '../../records/dataset.ts';
import { GROUND_TRUTH } from '../../records/ids.ts';
import type { PairJudgment } from '../../records/pairJudgment.ts';
import type { UniJudgment } from '../../records/uniJudgment.ts';
import { pairMatrix } from '../../render/charts/pairMatrix.ts';
import { rankChart } from '../../render/charts/rankChart.ts';
import { asFixed, asPct, sortAsText, tableFromSpecs, type ColumnSpec } from '../../render/columnSpec.ts';
import type {
  JudgesBenchmarkModel,
  JudgesModel,
  RankingModel,
  SplitItem,
  SplitPage,
} from '../../site/judgesModel.ts';
import type { TableModel } from '../../site/siteModel.ts';
import { groupBy } from '../../stats/groupBy.ts';
import {
  judgeAgreement,
  judgmentItem,
  verifiedItem,
  type JudgeAgreement,
} from '../../stats/judgeAgreement.ts';
import { rankingStability, type RankingStability } from '../../stats/rankingStability.ts';
import { fixed, formatRange, MISSING, pct } from '../../render/format.ts';
import { biasBlock, passRate } from './judgeBias.ts';
import { calibrationBlock } from './judgeCalibration.ts';

export { LENGTH_MIN_CONVERSATIONS } from './judgeBias.ts';

/** Split conversations shown per page of the disagreement browser (reasons are long; pages stay light). */
export const SPLITS_PER_PAGE = 40;
/** A judge enters a ranking comparison only when it scored at least this many models of the setting. */
export const RANKING_MIN_MODELS = 2;
/**
 * Fewest shared items for an agreement figure to be read as more than a rough one: with 50 items a kappa near 0.5
 * has a 95% interval about ±0.25 wide (the normal approximation of its standard error); with fewer it is marked.
 */
export const AGREEMENT_MIN_ITEMS = 50;

export interface JudgesContext {
  /** Display name of a model id. */
  name: (model: string) => string;
  /** Display name of a judge id. */
  judgeName: (judge: string) => string;
  benchmarkTitle: (benchmark: string) => string;
  /** Path segment for any text. */
  seg: (text: string) => string;
  /** Site path of a conversation's page, when the conversation was read. */
  conversationPath: (conversationId: string) => string | undefined;
  /** Token count of the judged part of a conversation (for length sensitivity), when it was read. */
  judgedTokens: (conversationId: string) => number | undefined;
  /** Path of the view of a benchmark under a judge. */
  viewPath: (benchmark: string, judge: string) => string | undefined;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const f3 = (x: number | null | undefined) => fixed(x, 3);

type Pair = JudgeAgreement['pairs'][number];

function agreementBlock(
  r: JudgeAgreement,
  ctx: JudgesContext,
  what: string,
): { svg: string; table: TableModel; summary: string[] } {
  const judges = r.judges;
  const refs = judges.map((j) => ({ model: j, display: ctx.judgeName(j) }));
  const kappa = (a: string, b: string) => {
    if (a === b) return 1;
    const p = r.pairs.find((x) => (x.judgeA === a && x.judgeB === b) || (x.judgeA === b && x.judgeB === a));
    return p && p.n > 0 ? p.kappa : null;
  };
  const svg = pairMatrix(
    { models: refs, values: judges.map((a) => judges.map((b) => kappa(a, b))) },
    { kind: 'kappa', title: `Cohen's kappa between judges on ${what}` },
  );
  const rough = (p: Pair) => p.n > 0 && p.n < AGREEMENT_MIN_ITEMS;
  const judge = (id: 'judgeA' | 'judgeB'): ColumnSpec<Pair> => ({
    id,
    label: 'Judge',
    value: (p) => p[id],
    format: (_v, p) => ctx.judgeName(p[id]),
    sort: sortAsText,
  });
  const table = tableFromSpecs<Pair>(
    [
      judge('judgeA'),
      judge('judgeB'),
      { id: 'n', label: 'both judged', numeric: true, value: (p) => p.n },
      {
        id: 'agreement',
        label: 'agreement %',
        numeric: true,
        description: 'share of those with the same verdict',
        value: (p) => p.agreement,
        format: asPct(1),
        sort: (p) => p.agreement ?? -1,
      },
      {
        id: 'kappa',
        label: "Cohen's κ",
        numeric: true,
        description: 'agreement beyond chance (0 chance, 1 perfect)',
        value: (p) => p.kappa,
        format: (v, p) => `${f3(typeof v === 'number' ? v : null)}${rough(p) ? ' (rough)' : ''}`,
        sort: (p) => p.kappa ?? -2,
        title: (p) =>
          rough(p)
            ? `on ${p.n} conversations, fewer than ${AGREEMENT_MIN_ITEMS}: a rough figure only`
            : undefined,
      },
      {
        id: 'bothAi',
        label: 'both AI',
        numeric: true,
        description: 'conversations both judges flagged, with a chat index',
        value: (p) => p.bothAi,
      },
      {
        id: 'sameFirst',
        label: 'same first AI chat %',
        numeric: true,
        field: 'sameFirstAi',
        value: (p) => p.sameFirstAi,
        format: asPct(1),
        sort: (p) => p.sameFirstAi ?? -1,
      },
      {
        id: 'meanAbsDiff',
        label: 'mean |Δ| first AI chat',
        numeric: true,
        field: 'firstAiMeanAbsDiff',
        value: (p) => p.firstAiMeanAbsDiff,
        format: asFixed(2),
        sort: (p) => p.firstAiMeanAbsDiff ?? -1,
      },
      {
        id: 'firstAlpha',
        label: 'first-AI α (interval)',
        numeric: true,
        field: 'firstAiAlpha',
        value: (p) => p.firstAiAlpha,
        format: asFixed(3),
        sort: (p) => p.firstAiAlpha ?? -2,
      },
    ],
    r.pairs,
  );
  const summary = [
    `${r.items} conversations were judged by two or more judges; ${r.complete.items} by all ${judges.length}.`,
    r.complete.fleiss
      ? `Fleiss' κ over the ${r.complete.items} judged by all: ${f3(r.complete.fleiss.kappa)} (observed agreement ${pct(r.complete.fleiss.observed)}%, chance ${pct(r.complete.fleiss.expected)}%)${r.complete.items < AGREEMENT_MIN_ITEMS ? `; on fewer than ${AGREEMENT_MIN_ITEMS} conversations this is a rough figure only` : ''}.`
      : 'No conversation was judged by every judge: no Fleiss κ.',
    `Krippendorff's α (nominal) on the verdict over all ${r.alpha.units} shared conversations: ${f3(r.alpha.alpha)}; on the first AI chat (interval, among the judges that flagged): ${f3(r.firstAiAlpha.alpha)}.`,
    ...r.unique.map(
      (u) =>
        `${ctx.judgeName(u.judge)} failed ${u.fails} shared conversations; ${u.unique} of them (${pct(u.share)}%) no other judge failed.`,
    ),
    ...(r.repeats > 0
      ? [`${r.repeats} repeated judgments (same judge, same conversation) were left out; the first counts.`]
      : []),
  ];
  return { svg, table, summary };
}

function rankings(uni: UniJudgment[], ctx: JudgesContext): RankingModel[] {
  const out: RankingModel[] = [];
  for (const [setting, js] of groupBy(uni, (j) => j.setting).sort(([a], [b]) => byText(a, b))) {
    const scores: { judge: string; model: string; score: number }[] = [];
    const counts = new Map<string, { passed: number; n: number }>();
    for (const [key, group] of groupBy(
      js.filter((j) => j.model !== GROUND_TRUTH),
      (j) => `${j.judge}\u0000${j.model}`,
    )) {
      const [judge = '', model = ''] = key.split('\u0000');
      const r = passRate(group);
      if (r.n === 0) continue;
      scores.push({ judge, model, score: r.passed / r.n });
      counts.set(key, r);
    }
    const modelsPerJudge = groupBy(scores, (s) => s.judge);
    const left = modelsPerJudge.filter(([, ss]) => ss.length < RANKING_MIN_MODELS).map(([j]) => j);
    const kept = scores.filter((s) => !left.includes(s.judge));
    if (new Set(kept.map((s) => s.judge)).size < 2) continue;
    const r = rankingStability(kept);
    if (r.models.length < 2) continue;
    const judgeNames = r.judges.map(ctx.judgeName);
    const label = setting ? ` (setting ${setting})` : '';
    out.push({
      setting,
      svg: rankChart(
        r.models.map((m) => ({
          model: m,
          display: ctx.name(m),
          ranks: r.judges.map((j) => r.ranks[j]![m]!),
        })),
        { columns: judgeNames, title: `Rank of each model by pass rate under each judge${label}` },
      ),
      table: tableFromSpecs<string>(
        [
          {
            id: 'model',
            label: 'Model',
            value: (m) => m,
            format: (_v, m) => ctx.name(m),
            sort: sortAsText,
            href: (m) => `models/${m}/`,
          },
          ...r.judges.map((j): ColumnSpec<string> => {
            const rank = (m: string) => r.ranks[j]![m]!;
            const c = (m: string) => counts.get(`${j}\u0000${m}`)!;
            return {
              id: j,
              label: `${ctx.judgeName(j)} rank (pass %)`,
              numeric: true,
              value: rank,
              format: (_v, m) => `${fixed(rank(m), rank(m) % 1 ? 1 : 0)} (${pct(c(m).passed / c(m).n)})`,
              title: (m) => `${c(m).passed} of ${c(m).n} passed`,
              fields: (m) => ({ [`${j}_rank`]: rank(m), [`${j}_passRate`]: c(m).passed / c(m).n }),
            };
          }),
          {
            id: 'spread',
            label: 'rank spread',
            numeric: true,
            description: 'worst rank minus best rank over the judges',
            field: null,
            value: (m) => r.moves.find((x) => x.model === m)!.spread,
            format: asFixed(1),
          },
        ],
        r.models,
        { extra: () => ({ setting }), fieldOrder: ['model', 'setting'] },
      ),
      taus: tableFromSpecs<RankingStability['taus'][number]>(
        [
          {
            id: 'judgeA',
            label: 'Judge',
            value: (t) => t.judgeA,
            format: (_v, t) => ctx.judgeName(t.judgeA),
            sort: sortAsText,
          },
          {
            id: 'judgeB',
            label: 'Judge',
            value: (t) => t.judgeB,
            format: (_v, t) => ctx.judgeName(t.judgeB),
            sort: sortAsText,
          },
          { id: 'n', label: 'models both scored', numeric: true, value: (t) => t.n },
          {
            id: 'tau',
            label: "Kendall's τ-b",
            numeric: true,
            description: '1: same order, 0: unrelated, −1: reversed',
            value: (t) => t.tau,
            format: asFixed(3),
            sort: (t) => t.tau ?? -2,
          },
        ],
        r.taus,
      ),
      notes: [
        `Models ranked: the ${r.models.length} that every judge below scored${label}; pass rate among parsed answers, ties share the mean rank.`,
        ...(r.moves[0] && r.moves[0].spread > 0
          ? [
              `Moves most: ${r.moves
                .filter((x) => x.spread === r.moves[0]!.spread)
                .map(
                  (x) =>
                    `${ctx.name(x.model)} (rank ${formatRange(fixed(x.best, x.best % 1 ? 1 : 0), fixed(x.worst, x.worst % 1 ? 1 : 0))})`,
                )
                .join(', ')}.`,
            ]
          : ['Every judge puts the models in the same order.']),
        ...(left.length > 0
          ? [
              `Left out (scored fewer than ${RANKING_MIN_MODELS} models here): ${left.map(ctx.judgeName).join(', ')}.`,
            ]
          : []),
      ],
    });
  }
  return out;
}

/** Builds the judges section; undefined when no benchmark has two or more judges. */
/**
 * How many judgments are verified to be about the conversation they are filed under (the text a row embeds, or the
 * passages a judge quotes), per judge; only those are compared across judges.
 */
function verificationNotes(uni: readonly UniJudgment[], all: JudgeAgreement, ctx: JudgesContext): string[] {
  const pairs = all.pairs.reduce((n, p) => n + p.n, 0);
  const verified = uni.filter((j) => j.judgedText !== undefined).length;
  const perJudge = groupBy(uni, (j) => j.judge)
    .sort(([a], [b]) => byText(a, b))
    .map(
      ([judge, js]) =>
        `${ctx.judgeName(judge)} ${js.filter((j) => j.judgedText !== undefined).length} of ${js.length}`,
    );
  return [
    `${verified} of ${uni.length} judgments are verified to be about the conversation they are filed under (by the text they embed, or by the passages their reasons quote): ${perJudge.join(', ')}. Judges are compared on those only: ${pairs} pairs of verdicts on the same text.`,
    ...(verified < uni.length
      ? [
          "A judgment that is not verified still counts in its own judge's pass rates; it is left out here because nothing shows that the other judges judged the same text (see the data-quality page for each file).",
        ]
      : []),
  ];
}

/**
 * Each judge's coverage per setting: the conversations it judged against all the conversations any judge judged
 * there, and the models it covered. A judge that saw part of them, or only one model, is marked as such.
 */
function coverageTable(
  uni: readonly UniJudgment[],
  pairs: readonly PairJudgment[],
  judges: readonly string[],
  ctx: JudgesContext,
): TableModel {
  const settings = [...new Set([...uni, ...pairs].map((j) => j.setting))].sort(byText);
  const rows: {
    judge: string;
    setting: string;
    n: number;
    total: number;
    models: number;
    allModels: number;
  }[] = [];
  for (const setting of settings) {
    const inSetting = uni.filter((j) => j.setting === setting);
    const pairsIn = pairs.filter((j) => j.setting === setting);
    const items = new Set(inSetting.map(judgmentItem));
    const models = new Set([
      ...inSetting.map((j) => j.model),
      ...pairsIn.flatMap((j) => [j.model1, j.model2]),
    ]);
    for (const judge of judges) {
      const mine = inSetting.filter((j) => j.judge === judge);
      const minePairs = pairsIn.filter((j) => j.judge === judge);
      if (mine.length === 0 && minePairs.length === 0) continue;
      rows.push({
        judge,
        setting,
        n: new Set(mine.map(judgmentItem)).size,
        total: items.size,
        models: new Set([...mine.map((j) => j.model), ...minePairs.flatMap((j) => [j.model1, j.model2])])
          .size,
        allModels: models.size,
      });
    }
  }
  const mark = (r: (typeof rows)[number]) =>
    [r.n < r.total ? 'partial' : '', r.models === 1 ? 'one model only' : ''].filter(Boolean).join('; ');
  type Row = (typeof rows)[number];
  return tableFromSpecs<Row>(
    [
      {
        id: 'judge',
        label: 'Judge',
        value: (r) => r.judge,
        format: (_v, r) => ctx.judgeName(r.judge),
        sort: sortAsText,
      },
      {
        id: 'setting',
        label: 'Setting',
        value: (r) => r.setting,
        format: (v) => String(v) || MISSING,
        sort: sortAsText,
      },
      {
        id: 'judged',
        label: 'conversations judged',
        numeric: true,
        description: 'of those any judge judged in the setting',
        value: (r) => r.n,
        format: (_v, r) => `${r.n} of ${r.total}`,
        fields: (r) => ({ judged: r.n, total: r.total }),
      },
      {
        id: 'models',
        label: 'models',
        numeric: true,
        description: 'models whose conversations it judged, of all',
        value: (r) => r.models,
        format: (_v, r) => `${r.models} of ${r.allModels}`,
        fields: (r) => ({ models: r.models, allModels: r.allModels }),
      },
      {
        id: 'mark',
        label: 'coverage',
        numeric: false,
        value: mark,
        format: (v) => String(v) || 'complete',
        sort: sortAsText,
        tone: (r) => (mark(r) ? 'off' : undefined),
        fields: (r) => ({ partial: r.n < r.total, oneModel: r.models === 1 }),
      },
    ],
    rows,
    { caption: 'What each judge saw' },
  );
}

const withCalibration = (c: JudgesBenchmarkModel['calibration']) => (c ? { calibration: c } : {});

export function buildJudgesSection(data: Dataset, ctx: JudgesContext): JudgesModel | undefined {
  const benchmarks: JudgesBenchmarkModel[] = [];
  const splitPages: SplitPage[] = [];
  // Judges the manifest marks human: their labels calibrate the automatic judges.
  const humans = new Set(Object.entries(data.manifest.judges).flatMap(([id, j]) => (j.human ? [id] : [])));
  const benchmarkIds = [
    ...new Set([...data.uniJudgments, ...data.pairJudgments].map((j) => j.benchmark)),
  ].sort(byText);
  for (const benchmark of benchmarkIds) {
    const uni = data.uniJudgments.filter((j) => j.benchmark === benchmark);
    const pairs = data.pairJudgments.filter((j) => j.benchmark === benchmark);
    const judges = [...new Set([...uni, ...pairs].map((j) => j.judge))].sort(byText);
    if (judges.length < 2) continue;
    const path = `judges/${ctx.seg(benchmark)}`;
    // Judges are compared only on judgments verified to be about the same text (see verifiedItem).
    const all = judgeAgreement(uni, verifiedItem);
    const realJudgments = uni.filter((j) => j.model === GROUND_TRUTH);
    const real = judgeAgreement(realJudgments, verifiedItem);

    // Disagreement browser: conversations with both verdicts among their judges, verified judgments only.
    const byItem = groupBy(
      uni.filter((j) => j.verdict !== 'unparsed' && j.judgedText !== undefined),
      (j) => verifiedItem(j)!,
    );
    const split = byItem.filter(
      ([, js]) => new Set(js.map((j) => j.judge)).size >= 2 && new Set(js.map((j) => j.verdict)).size === 2,
    );
    const byModel = groupBy(split, ([, js]) => js[0]!.model).sort(([a], [b]) =>
      byText(ctx.name(a), ctx.name(b)),
    );
    const splitIndex: JudgesBenchmarkModel['splits']['byModel'] = [];
    for (const [model, items] of byModel) {
      const ordered = items
        .slice()
        .sort(
          ([, a], [, b]) =>
            byText(a[0]!.setting, b[0]!.setting) ||
            Number(a[0]!.seed) - Number(b[0]!.seed) ||
            byText(a[0]!.seed, b[0]!.seed),
        );
      const pages = Math.ceil(ordered.length / SPLITS_PER_PAGE);
      const base = `${path}/split/${ctx.seg(model)}`;
      const pagePaths = Array.from({ length: pages }, (_, i) => `${base}/${i + 1}`);
      splitIndex.push({ model, display: ctx.name(model), count: ordered.length, path: pagePaths[0]! });
      for (let p = 0; p < pages; p++) {
        const slice = ordered.slice(p * SPLITS_PER_PAGE, (p + 1) * SPLITS_PER_PAGE);
        splitPages.push({
          path: pagePaths[p]!,
          benchmark,
          benchmarkTitle: ctx.benchmarkTitle(benchmark),
          model,
          modelDisplay: ctx.name(model),
          page: p + 1,
          pages,
          pagePaths,
          judgesPath: path,
          items: slice.map(([, js]): SplitItem => {
            const first = js[0]!;
            const seen = new Set<string>();
            const convPath = ctx.conversationPath(judgmentItem(first));
            return {
              label: `${first.setting ? `setting ${first.setting}, ` : ''}seed ${first.seed}`,
              modelDisplay: ctx.name(model),
              setting: first.setting,
              seed: first.seed,
              ...(convPath ? { conversationPath: convPath } : {}),
              verdicts: js
                .filter((j) => (seen.has(j.judge) ? false : (seen.add(j.judge), true)))
                .sort((a, b) => byText(a.judge, b.judge))
                .map((j) => ({
                  judge: ctx.judgeName(j.judge),
                  verdict: j.verdict === 'ai' ? 'ai' : 'human',
                  firstAiChat: j.firstAiChat,
                  reason: j.reason,
                })),
            };
          }),
        });
      }
    }
    benchmarks.push({
      benchmark,
      benchmarkTitle: ctx.benchmarkTitle(benchmark),
      path,
      judges: judges.map((j) => ({
        id: j,
        display: ctx.judgeName(j),
        views: [ctx.viewPath(benchmark, j)].filter((v): v is string => v !== undefined),
      })),
      verification: verificationNotes(uni, all, ctx),
      coverage: coverageTable(uni, pairs, judges, ctx),
      agreement: agreementBlock(all, ctx, 'every conversation two or more judged'),
      ...(real.judges.length >= 2
        ? { realAgreement: agreementBlock(real, ctx, 'the real conversations') }
        : {}),
      bias: biasBlock(benchmark, judges, uni, pairs, ctx),
      ...withCalibration(calibrationBlock(uni, humans, { judge: ctx.judgeName, model: ctx.name })),
      rankings: rankings(uni, ctx),
      splits: { total: split.length, items: all.items, byModel: splitIndex },
    });
  }
  return benchmarks.length > 0 ? { benchmarks, splitPages } : undefined;
}
