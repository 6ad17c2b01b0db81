// The composition root of a build: dataset in, site model out. It groups records, calls the statistics, renders
// the charts to SVG, and shapes tables for the pages. Statistics stay pure; pages stay dumb.
import type { Dataset } from '../records/dataset.ts';
import { BOTCHAT_JUDGE } from '../profiles/botchat/readers.ts';
import { GROUND_TRUTH, slugify } from '../records/ids.ts';
import { formatLocation, reportTotals } from '../records/report.ts';
import type { Conversation } from '../records/conversation.ts';
import type { PairJudgment } from '../records/pairJudgment.ts';
import { formatSource } from '../records/source.ts';
import type { UniJudgment } from '../records/uniJudgment.ts';
import { barsChart } from '../render/charts/barsChart.ts';
import { distributionChart } from '../render/charts/distributionChart.ts';
import { groupedBarsChart } from '../render/charts/groupedBarsChart.ts';
import { intervalsChart } from '../render/charts/intervalsChart.ts';
import { matrixChart } from '../render/charts/matrixChart.ts';
import { passCurveChart } from '../render/charts/passCurveChart.ts';
import { stackedBarsChart } from '../render/charts/stackedBarsChart.ts';
import type {
  Cell,
  Column,
  ConversationView,
  FigureModel,
  ModelView,
  QualityModel,
  SeedView,
  SiteModel,
  TableModel,
  ViewModel,
} from '../site/siteModel.ts';
import { bootstrapBradleyTerry } from '../stats/bootstrapBradleyTerry.ts';
import { eloRatings } from '../stats/eloRatings.ts';
import { groupBy } from '../stats/groupBy.ts';
import { lengthStats, modelChats } from '../stats/lengthStats.ts';
import { lengthStatsFromCounts } from '../stats/lengthStatsFromCounts.ts';
import { pairCounts } from '../stats/pairCounts.ts';
import { comparisonCountMatrix, winFractionMatrix } from '../stats/pairMatrices.ts';
import { passAtLength, GT_MIN_CHATS } from '../stats/passAtLength.ts';
import { passCurve, BOTCHAT_MAX_N, type PassCurve } from '../stats/passCurve.ts';
import { positionBias } from '../stats/positionBias.ts';
import { pairStudySummary, pythonFloatRepr, uniStudySummary } from '../stats/studySummary.ts';
import { winTieLose, type WinTieLoseRow } from '../stats/winTieLose.ts';
import { fixed, pct, printedDecimals, signed } from './format.ts';
import { componentCount, intervalText, rankText, ratingNotes, ratingText } from './ratingText.ts';
import { BT_DEGENERATE_SHARE } from '../stats/constants.ts';
import { gallerySection } from './gallerySection.ts';
import { hcgFigures } from './hcgFigures.ts';
import { buildJudgesSection } from './judgesSection.ts';
import { buildSections, sectionIndex, sectionRows } from './siteSections.ts';
import { conversationInputs, noMemo, viewInputs, type Memo } from './viewInputs.ts';

export interface BuildModelOptions {
  /** Counts cl100k tokens of a text (cached by the caller). */
  countTokens: (text: string) => number;
  version: string;
  /** The input-hash cache (see inputCache.ts) and the content hash of each input file; both or neither. */
  cache?: { memo: Memo; fileHash: (file: string) => string };
  /** When given, filled with the seconds each section took (`gallery`, `judges`, ...), for the build log. */
  timings?: Record<string, number>;
}

const BENCHMARK_TITLES: Record<string, string> = {
  botchat: 'BotChat',
  hcg: 'HCG (Human_Chatbot-Generation, OASST)',
  arena: 'Arena battles',
};

/** Short names, where a label has little room (the gallery heatmap's rows). */
const BENCHMARK_SHORT_TITLES: Record<string, string> = { botchat: 'BotChat', hcg: 'HCG', arena: 'Arena' };

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** BotChat's lb.csv columns printed in percent: the computed fraction times this is the printed number. */
const PUBLISHED_SCALE: Readonly<Record<string, number>> = {
  Win_Tie_Rate: 100,
  Uni_Eval_16: 100,
  Uni_Eval_8: 100,
};

/**
 * A value printed in percent as a fraction, to the digits it was printed with (73.2 gives 0.732, not 0.7320000000000001).
 * @example asFraction({ value: 73.2, printed: '73.2' }) // 0.732
 */
export function asFraction(pv: { value: number; printed: string }): number {
  return Number((pv.value / 100).toFixed(printedDecimals(pv.printed) + 2));
}

/** Path segment for any text (seed ids, judges): path-safe and never empty. */
export function seg(text: string): string {
  return slugify(text);
}

export function conversationPath(c: Pick<Conversation, 'benchmark' | 'setting' | 'seed' | 'model'>): string {
  return ['c', seg(c.benchmark), ...(c.setting ? [seg(c.setting)] : []), seg(c.seed), seg(c.model)].join('/');
}

export function seedPath(benchmark: string, setting: string, seed: string): string {
  return ['s', seg(benchmark), ...(setting ? [seg(setting)] : []), seg(seed)].join('/');
}

function table(columns: Column[], rows: Cell[][], raw: TableModel['raw'], caption?: string): TableModel {
  return { columns, rows, raw, ...(caption ? { caption } : {}) };
}

function figure(f: Omit<FigureModel, 'downloads' | 'notes'> & { notes?: string[] }): FigureModel {
  return { ...f, notes: f.notes ?? [], downloads: { csv: `${f.id}.csv`, json: `${f.id}.json` } };
}

/** Builds the whole site model from a dataset. */
export function buildSiteModel(data: Dataset, options: BuildModelOptions): SiteModel {
  const display = new Map(data.models.map((m) => [m.id, m.display]));
  const name = (id: string) => display.get(id) ?? (id === GROUND_TRUTH ? 'Ground truth' : id);
  const judgeDisplay = new Map(data.judges.map((j) => [j.id, j.display]));
  const judgeName = (id: string) => judgeDisplay.get(id) ?? id;
  const { seed, rounds } = data.manifest.bootstrap;

  // Views: one per (benchmark, judge) that has judgments.
  const keys = new Set<string>();
  for (const j of data.uniJudgments) keys.add(`${j.benchmark}\u0000${j.judge}`);
  for (const j of data.pairJudgments) keys.add(`${j.benchmark}\u0000${j.judge}`);
  // A published leaderboard alone still makes a view (shown as published); BotChat's was judged by GPT-4.
  for (const r of data.publishedLeaderboard)
    if (![...keys].some((k) => k.startsWith(`${r.benchmark}\u0000`)))
      keys.add(`${r.benchmark}\u0000${r.benchmark === 'botchat' ? BOTCHAT_JUDGE : 'published'}`);
  const viewKeys = [...keys].sort(byText).map((k) => {
    const [benchmark = '', judge = ''] = k.split('\u0000');
    return { benchmark, judge, path: `${seg(benchmark)}-${seg(judge)}` };
  });

  const tokenCache = new Map<string, number>();
  const tokens = (t: string) => {
    let n = tokenCache.get(t);
    if (n === undefined) tokenCache.set(t, (n = options.countTokens(t)));
    return n;
  };
  const lengthsByBenchmark = new Map<string, ReturnType<typeof lengthStats>>();
  for (const [benchmark, convs] of groupBy(data.conversations, (c) => c.benchmark)) {
    const compute = () =>
      lengthStats(
        convs.filter((c) => c.model !== GROUND_TRUTH),
        tokens,
      );
    const cache = options.cache;
    lengthsByBenchmark.set(
      benchmark,
      cache ? cache.memo('lengths', conversationInputs(benchmark, data, cache.fileHash), compute) : compute(),
    );
  }

  // Benchmarks known only from counts files: their length histograms.
  for (const [benchmark, rows] of groupBy(data.lengthCounts, (r) => r.benchmark))
    if (!lengthsByBenchmark.has(benchmark)) lengthsByBenchmark.set(benchmark, lengthStatsFromCounts(rows));

  const views: ViewModel[] = viewKeys.map((v) => {
    const uni = data.uniJudgments.filter((j) => j.benchmark === v.benchmark && j.judge === v.judge);
    const pairs = data.pairJudgments.filter((j) => j.benchmark === v.benchmark && j.judge === v.judge);
    const compute = () =>
      buildView(v, uni, pairs, data, {
        name,
        judgeName,
        seed,
        rounds,
        lengths: lengthsByBenchmark.get(v.benchmark) ?? [],
        memo: options.cache?.memo ?? noMemo,
      });
    const cache = options.cache;
    return cache ? cache.memo('view', viewInputs(v, [uni, pairs], data, cache.fileHash), compute) : compute();
  });
  // The home page shows one view per benchmark: the judge with the most judgments (ties: the first by name).
  const judgmentsOf = (v: ViewModel) =>
    data.uniJudgments.filter((j) => j.benchmark === v.benchmark && j.judge === v.judge).length +
    data.pairJudgments.filter((j) => j.benchmark === v.benchmark && j.judge === v.judge).length;
  for (const [, vs] of groupBy(views, (v) => v.benchmark)) {
    const counts = vs.map(judgmentsOf);
    const best = counts.indexOf(Math.max(...counts));
    vs.forEach((v, i) => (v.primary = i === best));
  }
  for (const view of views) {
    view.siblings = views
      .filter((o) => o.benchmark === view.benchmark)
      .map((o) => ({ judge: o.judge, display: o.judgeDisplay, path: o.path }));
  }

  // Conversations with every judge's verdict.
  const verdicts = groupBy(data.uniJudgments, (j) => j.conversationId ?? '');
  const verdictsById = new Map(verdicts);
  // Judgment files that judged other text than the conversations they are aligned with (a profile's link step
  // found so): their verdicts are not shown on these conversations' pages.
  const otherText = new Set(
    data.report.files
      .filter((f) => f.findings.some((x) => x.kind === 'judged-other-text'))
      .map((f) => f.file),
  );
  const conversations: ConversationView[] = data.conversations.map((c) => ({
    id: c.id,
    path: conversationPath(c),
    benchmark: c.benchmark,
    setting: c.setting,
    seed: c.seed,
    seedPath: seedPath(c.benchmark, c.setting, c.seed),
    model: c.model,
    modelDisplay: name(c.model),
    chats: c.chats.map((text, k) => ({
      n: k + 1,
      speaker: c.speakers?.[k] ?? (k % 2 === 0 ? 'A' : 'B'),
      text,
      generated: k >= c.seedChats,
      ...(k >= c.seedChats ? { tokens: tokens(text) } : {}),
    })),
    verdicts: (verdictsById.get(c.id) ?? [])
      .filter((j) => !otherText.has(j.source.file))
      .map((j) => ({
        judge: judgeName(j.judge),
        verdict: j.verdict,
        firstAiChat: j.firstAiChat,
        ...(j.indexAsWritten !== undefined ? { indexAsWritten: j.indexAsWritten } : {}),
        reason: j.reason,
        ...(j.verdict === 'unparsed' ? { raw: j.raw } : {}),
        source: formatSource(j.source),
      })),
    ...((verdictsById.get(c.id) ?? []).some((j) => otherText.has(j.source.file))
      ? {
          notes: (verdictsById.get(c.id) ?? [])
            .filter((j) => otherText.has(j.source.file))
            .map(
              (j) =>
                `${judgeName(j.judge)}'s verdict is not shown: its judgment file (${j.source.file}) quotes text that is not in these dialogues, so it judged other text (see the data-quality page).`,
            ),
        }
      : {}),
    source: formatSource(c.source),
  }));
  // Paths must be unique: a hostile seed id could collide after slugging; suffix later duplicates.
  const used = new Set<string>();
  for (const c of conversations) {
    let p = c.path;
    for (let i = 2; used.has(p); i++) p = `${c.path}-${i}`;
    used.add(p);
    c.path = p;
  }

  const seeds: SeedView[] = groupBy(conversations, (c) => c.seedPath).map(([path, cs]) => ({
    benchmark: cs[0]!.benchmark,
    setting: cs[0]!.setting,
    seed: cs[0]!.seed,
    path,
    conversations: cs
      .slice()
      .sort((a, b) =>
        a.model === GROUND_TRUTH ? -1 : b.model === GROUND_TRUTH ? 1 : byText(a.modelDisplay, b.modelDisplay),
      )
      .map((c) => c.id),
  }));

  const models: ModelView[] = data.models.map((m) => {
    const mine = conversations.filter((c) => c.model === m.id);
    const worst = mine
      .flatMap((c) =>
        c.verdicts
          .filter((v) => v.verdict === 'ai')
          .map((v) => ({
            path: c.path,
            label: `${c.benchmark} ${c.setting ? `${c.setting} ` : ''}${c.seed}`,
            firstAiChat: v.firstAiChat,
            judge: v.judge,
          })),
      )
      .sort((a, b) => (a.firstAiChat ?? 0) - (b.firstAiChat ?? 0) || byText(a.path, b.path))
      .slice(0, 20);
    const lengths = [...lengthsByBenchmark.values()]
      .flat()
      .filter((l) => l.model === m.id && l.tokens.length > 0);
    const tables = views
      .map((view) => {
        const i = view.leaderboard.table.raw.findIndex((r) => r.model === m.id);
        if (i === -1) return undefined;
        return {
          view: view.path,
          title: `${view.benchmarkTitle}, judge ${view.judge}`,
          table: {
            ...view.leaderboard.table,
            rows: [view.leaderboard.table.rows[i]!],
            raw: [view.leaderboard.table.raw[i]!],
          },
        };
      })
      .filter((t) => t !== undefined);
    return {
      id: m.id,
      display: m.display,
      path: `models/${m.id}`,
      aliases: m.aliases,
      isGroundTruth: m.isGroundTruth,
      tables,
      ...(lengths.length > 0
        ? {
            lengthSvg: distributionChart(
              lengths.map((l) => ({ label: `${m.display} (${l.chats} chats)`, values: l.tokens })),
              {
                title: `Chat length of ${m.display} (cl100k tokens)`,
                xLabel: 'tokens per generated chat (log scale)',
                log: true,
              },
            ),
          }
        : {}),
      worst,
      sections: [],
      scoredIn: [],
    };
  });

  // Judges side by side; a conversation's length is that of the chats its model wrote.
  const convById = new Map(data.conversations.map((c) => [c.id, c]));
  const pathById = new Map(conversations.map((c) => [c.id, c.path]));
  const timed = <T>(section: string, f: () => T): T => {
    const t = performance.now();
    const out = f();
    if (options.timings) options.timings[section] = (performance.now() - t) / 1000;
    return out;
  };
  const judges = timed('judges', () =>
    buildJudgesSection(data, {
      name,
      judgeName,
      benchmarkTitle: (b) => BENCHMARK_TITLES[b] ?? b,
      seg,
      conversationPath: (id) => pathById.get(id),
      judgedTokens: (id) => {
        const c = convById.get(id);
        return c ? modelChats(c).reduce((n, text) => n + tokens(text), 0) : undefined;
      },
      viewPath: (b, j) => views.find((v) => v.benchmark === b && v.judge === j)?.path,
    }),
  );

  const sections = buildSections(
    data,
    {
      name,
      seed,
      rounds,
      countTokens: tokens,
      conversationPaths: new Map(conversations.map((c) => [c.id, c.path])),
    },
    timed,
  );
  const gallery = timed('gallery', () =>
    gallerySection(data, conversations, {
      tokens,
      name,
      benchmarkTitle: (b) => BENCHMARK_SHORT_TITLES[b] ?? b,
      ...(options.cache ? { memo: options.cache.memo } : {}),
    }),
  );
  for (const m of models) {
    m.sections = sectionRows(m.id, sections);
    const benchmarks = m.tables.map((t) => views.find((v) => v.path === t.view)!.benchmarkTitle);
    m.scoredIn = [...new Set([...benchmarks, ...m.sections.map((s) => s.title)])];
  }
  return {
    title: data.manifest.title ?? 'Parley leaderboard',
    description: data.manifest.description ?? '',
    demo: data.manifest.demo,
    bootstrap: { seed, rounds },
    version: options.version,
    views,
    models,
    conversations,
    seeds,
    quality: buildQuality(data),
    ...gallery,
    ...(judges ? { judges } : {}),
    assets: data.referenceImages.map((r) => ({ from: r.file, to: referenceImagePath(r.file) })),
    sections,
    sectionIndex: sectionIndex(sections),
  };
}

/** Where a reference image of the source study is copied in the site (its path under the data directory). */
export function referenceImagePath(file: string): string {
  return `ref/${file.split('/').map(seg).join('/')}`;
}

interface ViewContext {
  name: (id: string) => string;
  judgeName: (id: string) => string;
  seed: number;
  rounds: number;
  lengths: ReturnType<typeof lengthStats>;
  memo: Memo;
}

function buildView(
  v: { benchmark: string; judge: string; path: string },
  uni: UniJudgment[],
  pairs: PairJudgment[],
  data: Dataset,
  ctx: ViewContext,
): ViewModel {
  const { name } = ctx;
  const figures: FigureModel[] = [];
  const cautions: string[] = [];
  const isBotchat = v.benchmark === 'botchat';
  const modelsSeen = new Set<string>();

  // pass@N per setting.
  const curves = new Map<string, PassCurve[]>();
  for (const [setting, js] of groupBy(uni, (j) => j.setting).sort(([a], [b]) => byText(a, b))) {
    const maxN = isBotchat
      ? BOTCHAT_MAX_N
      : Math.max(1, ...js.map((j) => j.length ?? 0), ...js.map((j) => j.firstAiChat ?? 0));
    const cs = passCurve(js, { maxN });
    curves.set(setting, cs);
    cs.forEach((c) => modelsSeen.add(c.model));
    const suffix = setting ? ` (setting ${setting})` : '';
    const id = `pass-curve${setting ? `-${seg(setting)}` : ''}`;
    const km = cs.some((c) => c.estimator === 'kaplan-meier');
    figures.push(
      figure({
        id,
        number: isBotchat ? 'Figure 2' : '',
        title: `pass@N: share of conversations with no AI chat found up to chat N${suffix}`,
        method: `A conversation passes at N when the judge found no AI chat or its first AI chat comes after chat N; bands are 95% Wilson intervals. Estimator: ${km ? "Kaplan-Meier (conversations differ in length: a clean conversation is censored at its length), shown as the table's KM columns" : 'the plain proportion (every conversation reaches N)'}. Unparsed judge answers are left out and counted.`,
        // A model whose every verdict is unparsed has no curve to draw: its table rows say why.
        svg: passCurveChart(
          cs.flatMap((c) =>
            c.reason !== null
              ? []
              : [
                  {
                    label: name(c.model),
                    points: (c.estimator === 'kaplan-meier' ? c.survival : c.points).flatMap((p) =>
                      p.rate === null || p.lo === null || p.hi === null
                        ? []
                        : [{ N: p.N, rate: p.rate, lo: p.lo, hi: p.hi }],
                    ),
                  },
                ],
          ),
          { title: `pass@N by model${suffix}`, xLabel: 'N (chats)' },
        ),
        table: table(
          [
            { key: 'model', label: 'Model' },
            { key: 'N', label: 'N', numeric: true },
            { key: 'rate', label: 'pass@N %', numeric: true },
            { key: 'ci', label: '95% CI' },
            { key: 'passed', label: 'passed', numeric: true },
            { key: 'total', label: 'n', numeric: true },
            { key: 'km', label: 'KM %', numeric: true },
          ],
          cs.flatMap((c) =>
            c.points.map((p, i) => [
              { text: name(c.model), href: `models/${c.model}/` },
              { text: String(p.N), sort: p.N },
              { text: pct(p.rate), sort: p.rate },
              { text: `${pct(p.lo)}–${pct(p.hi)}` },
              { text: String(p.passed), sort: p.passed },
              { text: String(p.total), sort: p.total },
              { text: pct(c.survival[i]?.rate), sort: c.survival[i]?.rate ?? 0 },
            ]),
          ),
          cs.flatMap((c) =>
            c.points.map((p, i) => ({
              model: c.model,
              setting,
              N: p.N,
              passed: p.passed,
              total: p.total,
              rate: p.rate,
              lo: p.lo,
              hi: p.hi,
              km: c.survival[i]?.rate ?? null,
              kmLo: c.survival[i]?.lo ?? null,
              kmHi: c.survival[i]?.hi ?? null,
              unparsed: c.unparsed,
              estimator: c.estimator,
            })),
          ),
        ),
      }),
    );
    if (isBotchat) {
      const at = [4, 8, 12, 16];
      const byPass16 = cs
        .slice()
        .sort((a, b) => (b.points[15]?.rate ?? 0) - (a.points[15]?.rate ?? 0) || byText(a.model, b.model));
      const km = cs.filter((c) => c.estimator === 'kaplan-meier').map((c) => name(c.model));
      figures.push(
        figure({
          id: 'pass-at-4-8-12-16',
          number: 'Figure 2',
          title: 'Uni-Eval pass rate at N = 4, 8, 12, 16',
          method: `pass@N at the four N BotChat reports, counted as BotChat counts it: the conversations that pass at N over all conversations judged (the pass@N column of the curve's table), models sorted by pass@16.${km.length > 0 ? ` For ${km.join(', ')}, whose conversations differ in length, the curve draws the Kaplan-Meier estimate instead (its KM column): there a clean conversation shorter than N leaves the count at its length, here it counts as passing N, so the two differ.` : ''}`,
          svg: groupedBarsChart(
            byPass16.flatMap((c) =>
              at.map((N) => ({ label: name(c.model), group: `N=${N}`, value: c.points[N - 1]?.rate ?? 0 })),
            ),
            { title: 'pass@N at N = 4, 8, 12, 16', percent: true },
          ),
          table: table(
            [
              { key: 'model', label: 'Model' },
              ...at.map((N) => ({ key: `pass${N}`, label: `pass@${N} %`, numeric: true })),
            ],
            byPass16.map((c) => [
              { text: name(c.model) },
              ...at.map((N) => ({ text: pct(c.points[N - 1]?.rate), sort: c.points[N - 1]?.rate ?? 0 })),
            ]),
            byPass16.map((c) => ({
              model: c.model,
              ...Object.fromEntries(at.map((N) => [`pass${N}`, c.points[N - 1]?.rate ?? null])),
            })),
          ),
        }),
      );
    }
    // HCG's own pass-rate chart is reproduced by hcgFigures, with the study's values beside.
    if (!isBotchat && v.benchmark !== 'hcg') {
      const gt = cs.find((c) => c.model === GROUND_TRUTH);
      const rates = cs
        .filter((c) => c.model !== GROUND_TRUTH)
        .map((c) => ({ model: c.model, n: c.n, ...uniStudySummary(js.filter((j) => j.model === c.model)) }));
      figures.push(
        figure({
          id: `pass-rate${setting ? `-${seg(setting)}` : ''}`,
          number: '',
          title: `Pass rate per model${suffix}, the real dialogues as a dashed line`,
          method:
            "Pass = the judge found no AI-written turn; every judged dialogue counts in the denominator, as in the study's own summaries.",
          svg: barsChart(
            rates.map((r) => ({ label: name(r.model), value: r['Pass Rate'] })),
            {
              title: `Pass rate${suffix}`,
              percent: true,
              ...(gt
                ? {
                    reference: { value: gt.points[gt.points.length - 1]?.rate ?? 0, label: 'real dialogues' },
                  }
                : {}),
            },
          ),
          table: table(
            [
              { key: 'model', label: 'Model' },
              { key: 'rate', label: 'pass rate %', numeric: true },
              { key: 'passed', label: 'passed', numeric: true },
              { key: 'total', label: 'n', numeric: true },
            ],
            rates.map((r) => [
              { text: name(r.model) },
              { text: pct(r['Pass Rate']), sort: r['Pass Rate'] },
              { text: String(r['# Passed Dialogues']), sort: r['# Passed Dialogues'] },
              { text: String(r['# Total Dialogues']), sort: r['# Total Dialogues'] },
            ]),
            rates.map((r) => ({
              model: r.model,
              setting,
              passRate: r['Pass Rate'],
              passed: r['# Passed Dialogues'],
              total: r['# Total Dialogues'],
            })),
          ),
        }),
      );
    }
  }

  // Pass at ground-truth length (BotChat figure 6).
  const seedLength: Record<string, number> = {};
  for (const c of data.conversations)
    if (c.benchmark === v.benchmark && c.model === GROUND_TRUTH) seedLength[c.seed] = c.chats.length;
  const atLength =
    isBotchat && Object.keys(seedLength).length > 0
      ? passAtLength(
          uni.filter((j) => j.model !== GROUND_TRUTH),
          seedLength,
        )
      : [];
  if (atLength.length > 0) {
    const sorted = atLength.slice().sort((a, b) => b.rate - a.rate);
    figures.push(
      figure({
        id: 'pass-at-gt-length',
        number: 'Figure 6',
        title: 'Uni-Eval pass rate at the ground-truth length',
        method: `Seeds whose ground-truth conversation has at least ${GT_MIN_CHATS} chats; a conversation passes when its first AI chat comes after that seed's ground-truth length. 95% Wilson intervals.`,
        svg: barsChart(
          sorted.map((r) => ({ label: name(r.model), value: r.rate, lo: r.lo, hi: r.hi })),
          { title: 'Pass rate at GT length', percent: true },
        ),
        table: table(
          [
            { key: 'model', label: 'Model' },
            { key: 'rate', label: 'pass %', numeric: true },
            { key: 'ci', label: '95% CI' },
            { key: 'passed', label: 'passed', numeric: true },
            { key: 'total', label: 'n', numeric: true },
          ],
          sorted.map((r) => [
            { text: name(r.model) },
            { text: pct(r.rate), sort: r.rate },
            { text: `${pct(r.lo)}–${pct(r.hi)}` },
            { text: String(r.passed), sort: r.passed },
            { text: String(r.total), sort: r.total },
          ]),
          sorted.map((r) => ({ ...r })),
        ),
      }),
    );
  }

  // Win / tie / lose against ground truth, per setting.
  const wtlBySetting = new Map<string, WinTieLoseRow[]>();
  for (const [setting, ps] of groupBy(
    pairs.filter((p) => p.kind === 'gt'),
    (p) => p.setting,
  ).sort(([a], [b]) => byText(a, b))) {
    const rows = winTieLose(ps).sort((a, b) => (b.winTieRate ?? -1) - (a.winTieRate ?? -1));
    wtlBySetting.set(setting, rows);
    rows.forEach((r) => modelsSeen.add(r.model));
    const suffix = setting ? ` (setting ${setting})` : '';
    figures.push(
      figure({
        id: `win-tie-lose${setting ? `-${seg(setting)}` : ''}`,
        number: isBotchat ? 'Figure 5' : '',
        title: `Win / tie / lose against the ground truth${suffix}, sorted by win + tie`,
        method:
          'Every comparison with the ground-truth conversation in both orders; a model wins when the judge calls the ground truth AI-involved. Ties: both good (neither AI) and both bad. Score: (3 win + tie-good − tie-bad − 3 lose) / n. Unparsed answers are left out and counted.',
        svg: stackedBarsChart(
          rows.flatMap((r) =>
            r.winRate === null || r.tieRate === null || r.loseRate === null
              ? []
              : [
                  {
                    label: name(r.model),
                    parts: [
                      { key: 'win', value: r.winRate },
                      { key: 'tie', value: r.tieRate },
                      { key: 'lose', value: r.loseRate },
                    ],
                  },
                ],
          ),
          { title: `Win / tie / lose vs ground truth${suffix}` },
        ),
        table: wtlTable(rows, name),
      }),
    );
  }

  // Arena: per setting, Bradley-Terry with bootstrap, Elo, matrices.
  const arenaBySetting = new Map<
    string,
    { bt: ReturnType<typeof bootstrapBradleyTerry>; elo: ReturnType<typeof eloRatings> }
  >();
  for (const [setting, ps] of groupBy(
    pairs.filter((p) => p.kind === 'arena'),
    (p) => p.setting,
  ).sort(([a], [b]) => byText(a, b))) {
    const counts = pairCounts(ps);
    const models = [...new Set(counts.flatMap((c) => [c.model1, c.model2]))].sort(byText);
    models.forEach((m) => modelsSeen.add(m));
    const suffix = setting ? ` (${setting})` : '';
    const sid = setting ? `-${seg(setting)}` : '';
    // Elo depends on the order of judgments; counts (weighted records) have none, so no Elo from them.
    const elo = ps.some((p) => p.weight !== undefined) ? [] : eloRatings(ps);
    let bt: ReturnType<typeof bootstrapBradleyTerry> = [];
    if (models.length >= 2)
      bt = ctx.memo('bootstrap', { counts, rounds: ctx.rounds, seed: ctx.seed }, () =>
        bootstrapBradleyTerry(counts, { rounds: ctx.rounds, seed: ctx.seed }),
      );
    arenaBySetting.set(setting, { bt, elo });
    const eloOf = new Map(elo.map((e) => [e.model, e]));
    if (bt.length > 0) {
      figures.push(
        figure({
          id: `ratings${sid}`,
          number: isBotchat ? 'Arena' : '',
          title: `Bradley-Terry ratings with 95% bootstrap intervals${suffix}`,
          method: `Maximum likelihood on the pair outcome counts (ties count half), scale 400, base 10, mean 1000 within each group of models linked by comparisons; a model that never won or never lost has no finite rating and is listed apart, without moving the others. Intervals from ${ctx.rounds} multinomial bootstrap rounds of the counts, seed ${ctx.seed}, each round under the same rules; an interval is withheld when more than ${BT_DEGENERATE_SHARE * 100}% of the rounds could not rate the model. Rank = 1 + models of the same group whose lower bound is above this model's upper bound. Elo: BotChat's online Elo (K = 32, initial 1000) in file order. docs/decisions/0080-bradley-terry-existence.md.`,
          // Only models rated with an interval are drawn; the table says why the others are not.
          svg: intervalsChart(
            bt.flatMap((r) =>
              r.rating === null || r.lo === null || r.hi === null
                ? []
                : [{ label: name(r.model), value: r.rating, lo: r.lo, hi: r.hi }],
            ),
            { title: `Bradley-Terry rating${suffix}` },
          ),
          table: table(
            [
              { key: 'rank', label: 'Rank', numeric: true },
              { key: 'model', label: 'Model' },
              { key: 'rating', label: 'BT rating', numeric: true },
              { key: 'ci', label: '95% CI' },
              { key: 'elo', label: 'Elo', numeric: true },
              { key: 'games', label: 'games', numeric: true },
            ],
            bt.map((r) => [
              { text: rankText(r, componentCount(bt)), sort: r.rank },
              { text: name(r.model), href: `models/${r.model}/` },
              {
                text: r.rating === null ? '–' : fixed(r.rating),
                sort: r.rating,
                ...(r.note ? { title: r.note } : {}),
              },
              { text: intervalText(r) },
              { text: fixed(eloOf.get(r.model)?.rating), sort: eloOf.get(r.model)?.rating ?? 0 },
              { text: String(eloOf.get(r.model)?.games ?? 0), sort: eloOf.get(r.model)?.games ?? 0 },
            ]),
            bt.map((r) => ({
              model: r.model,
              setting,
              rating: r.rating,
              lo: r.lo,
              hi: r.hi,
              median: r.median,
              rank: r.rank,
              elo: eloOf.get(r.model)?.rating ?? null,
              games: eloOf.get(r.model)?.games ?? 0,
              ...(componentCount(bt) > 1 ||
              bt.some((b) => b.note || b.intervalReason || b.degenerateRounds > 0)
                ? {
                    component: r.component,
                    rankAmong: r.rankAmong,
                    reason: r.intervalReason ?? r.reason,
                    degenerateRounds: r.degenerateRounds,
                  }
                : {}),
            })),
          ),
          notes: ratingNotes(bt, name),
        }),
      );
    }
    const labels = models.map(name);
    const win = winFractionMatrix(counts, models);
    const cnt = comparisonCountMatrix(counts, models);
    const matrixTable = (values: (number | null)[][], fmt: (x: number | null) => string): TableModel =>
      table(
        [
          { key: 'model', label: 'Row vs column' },
          ...models.map((m) => ({ key: m, label: name(m), numeric: true })),
        ],
        models.map((m, i) => [
          { text: name(m) },
          ...models.map((_, k) => ({ text: fmt(values[i]?.[k] ?? null), sort: values[i]?.[k] ?? -1 })),
        ]),
        models.map((m, i) => ({
          model: m,
          ...Object.fromEntries(models.map((o, k) => [o, values[i]?.[k] ?? null])),
        })),
      );
    figures.push(
      figure({
        id: `compared-pairs${sid}`,
        number: isBotchat ? 'Figure 3' : '',
        title: `Which pairs were compared, and how often${suffix}`,
        method: 'Number of judgments of each model pair, both orders together.',
        svg: matrixChart(labels, cnt, { title: `Comparisons per pair${suffix}` }),
        table: matrixTable(cnt, (x) => (x === null ? '' : String(x))),
      }),
      figure({
        id: `win-rate-matrix${sid}`,
        number: isBotchat ? 'Figure 4' : '',
        title: `Pairwise win rate of the row model against the column model${suffix}`,
        method:
          "Share of the pair's parsed judgments that the row model won, ties counting half; blank where never compared.",
        svg: matrixChart(labels, win, { title: `Win rate${suffix}`, percent: true }),
        table: matrixTable(win, (x) => (x === null ? '' : pct(x))),
      }),
    );
  }

  // Position bias over both-order comparisons.
  const bias = groupBy(pairs, (p) => `${p.kind} ${p.setting}`)
    .map(([k, ps]) => ({ k, b: positionBias(ps) }))
    .filter((x) => x.b.pairs > 0);
  if (bias.length > 0) {
    figures.push(
      figure({
        id: 'position-bias',
        number: '',
        title: 'Position bias: does the verdict flip when the order flips?',
        method:
          'Comparisons of the same seed and model pair judged in both orders; a pair is inconsistent when the winner (or the kind of tie) changes with the order. Also the share of judgments calling the first-shown conversation AI.',
        svg: barsChart(
          bias
            .flatMap((x) =>
              x.b.byPair.map((p) => ({
                label: `${x.k.trim() || 'all'}: ${name(p.model1)} / ${name(p.model2)}`,
                value: p.rate,
              })),
            )
            .slice(0, 40),
          { title: 'Inconsistent verdicts when the order flips', percent: true },
        ),
        table: table(
          [
            { key: 'group', label: 'Comparisons' },
            { key: 'pair', label: 'Pair' },
            { key: 'pairs', label: 'both-order pairs', numeric: true },
            { key: 'inconsistent', label: 'inconsistent', numeric: true },
            { key: 'rate', label: 'rate %', numeric: true },
          ],
          bias.flatMap((x) => [
            [
              { text: x.k.trim() },
              { text: 'all pairs' },
              { text: String(x.b.pairs), sort: x.b.pairs },
              { text: String(x.b.inconsistent), sort: x.b.inconsistent },
              { text: pct(x.b.rate), sort: x.b.rate },
            ],
            ...x.b.byPair.map((p) => [
              { text: x.k.trim() },
              { text: `${name(p.model1)} / ${name(p.model2)}` },
              { text: String(p.pairs), sort: p.pairs },
              { text: String(p.inconsistent), sort: p.inconsistent },
              { text: pct(p.rate), sort: p.rate },
            ]),
          ]),
          bias.flatMap((x) => [
            {
              group: x.k.trim(),
              model1: null,
              model2: null,
              pairs: x.b.pairs,
              inconsistent: x.b.inconsistent,
              rate: x.b.rate,
              firstShownAiRate: x.b.firstShownAiRate,
            },
            ...x.b.byPair.map((p) => ({
              group: x.k.trim(),
              model1: p.model1,
              model2: p.model2,
              pairs: p.pairs,
              inconsistent: p.inconsistent,
              rate: p.rate,
              firstShownAiRate: null,
            })),
          ]),
        ),
        notes: bias.map(
          (x) =>
            `${x.k.trim()}: the first-shown conversation is called AI in ${pct(x.b.firstShownAiRate)}% of parsed judgments.`,
        ),
      }),
    );
  }

  // Lengths (BotChat figure 1).
  const lengths = ctx.lengths.filter((l) => l.chats > 0);
  if (lengths.length > 0) {
    const sorted = lengths.slice().sort((a, b) => (a.mean ?? 0) - (b.mean ?? 0));
    const pass16 = new Map(
      (curves.get('') ?? []).map((c) => [c.model, c.points[c.points.length - 1]?.rate ?? NaN]),
    );
    figures.push(
      figure({
        id: 'lengths',
        number: isBotchat ? 'Figure 1' : '',
        title: 'Length of generated chats (cl100k tokens), per model',
        method:
          'Every generated chat (after the seed chats) tokenized with cl100k_base (gpt-tokenizer, identical ids to js-tiktoken); boxes show quartiles on a log scale. "Over 60 words" counts chats longer than the generation prompt asked for.',
        svg: distributionChart(
          sorted.map((l) => ({ label: name(l.model), values: l.tokens })),
          { title: 'Tokens per generated chat', xLabel: 'tokens (log scale)', log: true },
        ),
        table: table(
          [
            { key: 'model', label: 'Model' },
            { key: 'mean', label: 'mean', numeric: true },
            { key: 'median', label: 'median', numeric: true },
            { key: 'q1', label: 'Q1', numeric: true },
            { key: 'q3', label: 'Q3', numeric: true },
            { key: 'max', label: 'max', numeric: true },
            { key: 'over60', label: '> 60 words %', numeric: true },
            { key: 'chats', label: 'chats', numeric: true },
          ],
          sorted.map((l) => [
            { text: name(l.model) },
            { text: fixed(l.mean), sort: l.mean },
            { text: fixed(l.median, 0), sort: l.median },
            { text: fixed(l.q1, 0), sort: l.q1 },
            { text: fixed(l.q3, 0), sort: l.q3 },
            { text: String(l.max), sort: l.max },
            { text: pct(l.over60Words / l.chats), sort: l.over60Words / l.chats },
            { text: String(l.chats), sort: l.chats },
          ]),
          sorted.map(({ tokens: _t, ...l }) => ({ ...l, pass16: pass16.get(l.model) ?? null })),
        ),
        notes: pass16.size > 2 ? [correlationNote(sorted, pass16)] : [],
      }),
    );
    cautions.push(
      `LLM judges are known to punish length: long, assistant-like chats are flagged as AI more often. ${isBotchat ? 'Read pass rates beside the Length column.' : 'Read pass rates beside the chat lengths of this view’s figures.'}`,
    );
  }

  // Published values (BotChat lb.csv; HCG summaries).
  const leaderboard = isBotchat
    ? botchatLeaderboard(v, data, {
        curves: curves.get('') ?? [],
        wtl: wtlBySetting.get('') ?? [],
        arena: arenaBySetting,
        lengths,
        name,
        judgeName: ctx.judgeName,
      })
    : genericLeaderboard(v, {
        curves,
        wtl: wtlBySetting,
        arena: arenaBySetting,
        name,
        judgeName: ctx.judgeName,
        modelsSeen,
      });
  if (v.benchmark === 'hcg') {
    figures.push(
      ...hcgFigures(data, uni, pairs, {
        judge: v.judge,
        judgeDisplay: ctx.judgeName(v.judge),
        name,
        imagePath: referenceImagePath,
      }),
    );
    figures.push(...hcgSummaryFigures(v, data, uni, pairs));
  }

  return {
    path: v.path,
    benchmark: v.benchmark,
    benchmarkTitle: BENCHMARK_TITLES[v.benchmark] ?? v.benchmark,
    judge: v.judge,
    judgeDisplay: ctx.judgeName(v.judge),
    primary: false,
    siblings: [],
    leaderboard,
    figures,
    cautions,
  };
}

function correlationNote(
  lengths: { model: string; mean: number | null }[],
  pass16: Map<string, number | null>,
): string {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const l of lengths) {
    const y = pass16.get(l.model);
    if (y !== undefined && y !== null && Number.isFinite(y) && l.mean !== null) {
      xs.push(l.mean);
      ys.push(y);
    }
  }
  if (xs.length < 3) return '';
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, i) => {
    sxy += (x - mx) * (ys[i]! - my);
    sxx += (x - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  });
  const r = sxy / Math.sqrt(sxx * syy);
  return `Pearson correlation between a model's mean chat length and its pass@16, over ${xs.length} models: r = ${fixed(r, 2)}.`;
}

function wtlTable(rows: WinTieLoseRow[], name: (id: string) => string): TableModel {
  return table(
    [
      { key: 'model', label: 'Model' },
      { key: 'win', label: 'win %', numeric: true },
      { key: 'tie', label: 'tie %', numeric: true },
      { key: 'lose', label: 'lose %', numeric: true },
      { key: 'winTie', label: 'win + tie %', numeric: true },
      { key: 'score', label: 'score', numeric: true },
      { key: 'n', label: 'n', numeric: true },
      { key: 'unparsed', label: 'unparsed', numeric: true },
    ],
    rows.map((r) => [
      { text: name(r.model), href: `models/${r.model}/` },
      { text: pct(r.winRate), sort: r.winRate },
      { text: pct(r.tieRate), sort: r.tieRate, title: `both good ${r.tieGood}, both bad ${r.tieBad}` },
      { text: pct(r.loseRate), sort: r.loseRate },
      { text: pct(r.winTieRate), sort: r.winTieRate },
      { text: fixed(r.score, 3), sort: r.score },
      { text: String(r.n), sort: r.n },
      { text: String(r.unparsed), sort: r.unparsed },
    ]),
    rows.map((r) => ({ ...r })),
  );
}

/** A reproduced value beside the published one, compared at the printed number of decimals. */
function compareCells(
  mine: number | undefined | null,
  published: { value: number; printed: string } | undefined,
  scale = 1,
): Cell[] {
  if (!published)
    return [
      { text: '', tone: 'muted' },
      { text: '', tone: 'muted' },
    ];
  if (mine === undefined || mine === null || !Number.isFinite(mine))
    return [
      { text: published.printed, sort: published.value },
      { text: '–', tone: 'muted', title: 'not computable from the data given' },
    ];
  const d = printedDecimals(published.printed);
  const shown = (mine * scale).toFixed(d);
  const diff = Number(shown) - published.value;
  return [
    { text: published.printed, sort: published.value },
    {
      text: Math.abs(diff) < 1e-9 ? '=' : signed(diff, d),
      sort: diff,
      tone: Math.abs(diff) < 1e-9 ? 'ok' : 'off',
      title: `reproduced ${shown}, published ${published.printed}`,
    },
  ];
}

function botchatLeaderboard(
  v: { benchmark: string; judge: string },
  data: Dataset,
  x: {
    curves: PassCurve[];
    wtl: WinTieLoseRow[];
    arena: Map<string, { bt: ReturnType<typeof bootstrapBradleyTerry>; elo: ReturnType<typeof eloRatings> }>;
    lengths: ReturnType<typeof lengthStats>;
    name: (id: string) => string;
    judgeName: (id: string) => string;
  },
) {
  const published = new Map(
    data.publishedLeaderboard.filter((r) => r.benchmark === v.benchmark).map((r) => [r.model, r.values]),
  );
  const hasPub = published.size > 0;
  const curve = new Map(x.curves.map((c) => [c.model, c]));
  const wtl = new Map(x.wtl.map((r) => [r.model, r]));
  const len = new Map(x.lengths.map((l) => [l.model, l]));
  const a16 = x.arena.get('N=16');
  const a8 = x.arena.get('N=8');
  const elo16 = new Map((a16?.elo ?? []).map((e) => [e.model, e.rating]));
  const elo8 = new Map((a8?.elo ?? []).map((e) => [e.model, e.rating]));
  const bt16 = new Map((a16?.bt ?? []).map((e) => [e.model, e]));
  const models = [
    ...new Set([
      ...curve.keys(),
      ...wtl.keys(),
      ...len.keys(),
      ...published.keys(),
      ...elo16.keys(),
      ...elo8.keys(),
    ]),
  ].filter((m) => m !== GROUND_TRUTH);
  const rows = models.map((m) => ({
    model: m,
    winTie: wtl.get(m)?.winTieRate,
    pass16: curve.get(m)?.points[15]?.rate,
    pass8: curve.get(m)?.points[7]?.rate,
    elo16: elo16.get(m),
    elo8: elo8.get(m),
    bt: bt16.get(m),
    length: len.get(m)?.mean,
    nGt: wtl.get(m)?.n ?? 0,
    nUni: curve.get(m)?.n ?? 0,
  }));
  rows.sort(
    (a, b) =>
      (b.winTie ?? published.get(b.model)?.Win_Tie_Rate?.value ?? -1) -
        (a.winTie ?? published.get(a.model)?.Win_Tie_Rate?.value ?? -1) || byText(a.model, b.model),
  );
  const pubCols = (key: string, label: string): Column[] =>
    hasPub
      ? [
          { key: `${key}_pub`, label: `${label} published`, numeric: true },
          {
            key: `${key}_diff`,
            label: 'Δ',
            numeric: true,
            help: 'reproduced minus published, at the printed digit; = when equal',
          },
        ]
      : [];
  const columns: Column[] = [
    { key: 'model', label: 'Model' },
    {
      key: 'winTie',
      label: 'Win + Tie vs GT %',
      numeric: true,
      help: 'share of comparisons with the ground-truth conversation that the model won or tied; on the ground-truth row, the share the ground truth itself won or tied against the models',
    },
    ...pubCols('winTie', 'Win + Tie'),
    {
      key: 'pass16',
      label: 'pass@16 %',
      numeric: true,
      help: 'Uni-Eval: share of conversations with no AI chat found in the first 16 chats',
    },
    ...pubCols('pass16', 'pass@16'),
    { key: 'pass8', label: 'pass@8 %', numeric: true },
    ...pubCols('pass8', 'pass@8'),
    // Length beside the pass rates: judges punish long chats, so the two are read together.
    { key: 'length', label: 'Length', numeric: true, help: 'mean cl100k tokens per generated chat' },
    ...pubCols('length', 'Length'),
    {
      key: 'elo16',
      label: 'Elo@16',
      numeric: true,
      help: "BotChat's online Elo (K = 32) on the N = 16 Arena, in file order",
    },
    ...pubCols('elo16', 'Elo@16'),
    { key: 'elo8', label: 'Elo@8', numeric: true },
    ...pubCols('elo8', 'Elo@8'),
    {
      key: 'bt',
      label: 'Bradley-Terry@16 (95% CI)',
      numeric: true,
      help: 'order-free maximum-likelihood rating on the N = 16 Arena with bootstrap interval',
    },
    {
      key: 'rank',
      label: 'CI rank',
      numeric: true,
      help: "1 + models whose lower bound is above this model's upper bound",
    },
    { key: 'n', label: 'judgments', numeric: true, help: 'Uni-Eval conversations / GT comparisons' },
  ];
  const withPub = (mine: number | undefined | null, pubKey: string, m: string): Cell[] =>
    hasPub ? compareCells(mine, published.get(m)?.[pubKey], PUBLISHED_SCALE[pubKey] ?? 1) : [];
  const table: TableModel = {
    columns,
    rows: rows.map((r) => [
      { text: x.name(r.model), href: `models/${r.model}/` },
      { text: pct(r.winTie), sort: r.winTie ?? -1 },
      ...withPub(r.winTie, 'Win_Tie_Rate', r.model),
      { text: pct(r.pass16), sort: r.pass16 ?? -1 },
      ...withPub(r.pass16, 'Uni_Eval_16', r.model),
      { text: pct(r.pass8), sort: r.pass8 ?? -1 },
      ...withPub(r.pass8, 'Uni_Eval_8', r.model),
      { text: fixed(r.length), sort: r.length ?? -1 },
      ...withPub(r.length, 'Length', r.model),
      { text: fixed(r.elo16), sort: r.elo16 ?? -1 },
      ...withPub(r.elo16, 'ELO_16', r.model),
      { text: fixed(r.elo8), sort: r.elo8 ?? -1 },
      ...withPub(r.elo8, 'ELO_8', r.model),
      {
        text: r.bt ? ratingText(r.bt) : '–',
        sort: r.bt?.rating ?? -1,
      },
      { text: r.bt ? rankText(r.bt, componentCount(a16?.bt ?? [])) : '–', sort: r.bt?.rank ?? 999 },
      { text: `${r.nUni} / ${r.nGt}`, sort: r.nUni },
    ]),
    raw: rows.map((r) => ({
      model: r.model,
      winTieRate: r.winTie ?? null,
      pass16: r.pass16 ?? null,
      pass8: r.pass8 ?? null,
      elo16: r.elo16 ?? null,
      elo8: r.elo8 ?? null,
      bt16: r.bt?.rating ?? null,
      bt16Lo: r.bt?.lo ?? null,
      bt16Hi: r.bt?.hi ?? null,
      ciRank: r.bt?.rank ?? null,
      length: r.length ?? null,
      uniEvalN: r.nUni,
      gtN: r.nGt,
      // lb.csv prints rates in percent; the download gives them as fractions, like the computed columns.
      ...Object.fromEntries(
        [...Object.entries(published.get(r.model) ?? {})].map(([k, pv]) => [
          `published_${k}`,
          PUBLISHED_SCALE[k] === 100 ? asFraction(pv) : pv.value,
        ]),
      ),
    })),
  };
  const notes: string[] = [];
  if (hasPub)
    notes.push(
      "Published values are BotChat's lb.csv; Δ compares at the digit the source printed. A value with no reproduction (–) needs raw files that are not in this data set.",
    );
  const unjudged = rows.every((r) => r.winTie === undefined && r.pass16 === undefined);
  if (unjudged)
    notes.push('No judgments are in this data set: the table shows the published leaderboard as published.');
  return {
    title: unjudged
      ? `${BENCHMARK_TITLES.botchat}: the published leaderboard (no judgments in the data)`
      : `${BENCHMARK_TITLES.botchat}: judge ${x.judgeName(v.judge)}`,
    table,
    notes,
  };
}

function genericLeaderboard(
  v: { benchmark: string; judge: string },
  x: {
    curves: Map<string, PassCurve[]>;
    wtl: Map<string, WinTieLoseRow[]>;
    arena: Map<string, { bt: ReturnType<typeof bootstrapBradleyTerry>; elo: ReturnType<typeof eloRatings> }>;
    name: (id: string) => string;
    judgeName: (id: string) => string;
    modelsSeen: Set<string>;
  },
) {
  const columns: Column[] = [{ key: 'model', label: 'Model' }];
  const getters: ((m: string) => { cell: Cell; raw: number | null })[] = [];
  const rawKeys: string[] = [];
  // Every rate beside its n: a rate of 0% from 20 conversations reads differently from one of 400.
  const addN = (key: string, setting: string, help: string, n: (m: string) => number | undefined) => {
    columns.push({ key: `${key}_n`, label: `n${setting ? ` (${setting})` : ''}`, numeric: true, help });
    rawKeys.push(`${key}_n`);
    getters.push((m) => {
      const v = n(m);
      return { cell: { text: v === undefined ? '–' : String(v), sort: v ?? -1 }, raw: v ?? null };
    });
  };
  for (const [setting, cs] of x.curves) {
    const byModel = new Map(cs.map((c) => [c.model, c]));
    const key = `pass${setting ? `_${setting}` : ''}`;
    columns.push({
      key,
      label: `pass rate${setting ? ` (${setting})` : ''} %`,
      numeric: true,
      help: 'share of conversations the judge found no AI in (parsed answers)',
    });
    rawKeys.push(key);
    getters.push((m) => {
      const c = byModel.get(m);
      const p = c?.points[c.points.length - 1];
      const rate = c ? (c.points.length > 0 ? (p?.rate ?? NaN) : NaN) : NaN;
      return {
        cell: {
          text: pct(rate),
          sort: Number.isFinite(rate) ? rate : -1,
          ...(p ? { title: `${p.passed} of ${p.total}; 95% CI ${pct(p.lo)}–${pct(p.hi)}` } : {}),
        },
        raw: Number.isFinite(rate) ? rate : null,
      };
    });
    addN(key, setting, 'conversations the judge answered (parsed), the pass rate’s denominator', (m) => {
      const c = byModel.get(m);
      return c?.points[c.points.length - 1]?.total;
    });
  }
  for (const [setting, rows] of x.wtl) {
    const byModel = new Map(rows.map((r) => [r.model, r]));
    const key = `winTie${setting ? `_${setting}` : ''}`;
    columns.push({
      key,
      label: `win + tie vs real${setting ? ` (${setting})` : ''} %`,
      numeric: true,
      help: 'share of comparisons with the real conversation that the model won or tied; on the ground-truth row, the share the real conversations themselves won or tied against the models',
    });
    rawKeys.push(key);
    getters.push((m) => {
      const r = byModel.get(m);
      return { cell: { text: pct(r?.winTieRate), sort: r?.winTieRate ?? -1 }, raw: r?.winTieRate ?? null };
    });
    addN(
      key,
      setting,
      'comparisons with a parsed verdict, the win + tie rate’s denominator',
      (m) => byModel.get(m)?.n,
    );
  }
  for (const [setting, a] of x.arena) {
    const bt = new Map(a.bt.map((r) => [r.model, r]));
    const key = `bt${setting ? `_${setting}` : ''}`;
    columns.push(
      { key, label: `Bradley-Terry${setting ? ` (${setting})` : ''} (95% CI)`, numeric: true },
      { key: `${key}_rank`, label: 'CI rank', numeric: true },
    );
    rawKeys.push(key, `${key}_rank`);
    getters.push(
      (m) => {
        const r = bt.get(m);
        return {
          cell: {
            text: r ? ratingText(r) : '–',
            sort: r?.rating ?? -1,
          },
          raw: r?.rating ?? null,
        };
      },
      (m) => {
        const r = bt.get(m);
        return {
          cell: { text: r ? rankText(r, componentCount(a.bt)) : '–', sort: r?.rank ?? 999 },
          raw: r?.rank ?? null,
        };
      },
    );
  }
  const models = [...x.modelsSeen].sort((a, b) =>
    a === GROUND_TRUTH ? 1 : b === GROUND_TRUTH ? -1 : byText(a, b),
  );
  const rows = models.map((m) => getters.map((g) => g(m)));
  const order = models
    .map((_, i) => i)
    .sort((i, j) => Number(rows[j]?.[0]?.cell.sort ?? 0) - Number(rows[i]?.[0]?.cell.sort ?? 0));
  return {
    title: `${BENCHMARK_TITLES[v.benchmark] ?? v.benchmark}: judge ${x.judgeName(v.judge)}`,
    table: {
      columns,
      rows: order.map((i) => [
        { text: x.name(models[i]!), href: `models/${models[i]}/` },
        ...rows[i]!.map((c) => c.cell),
      ]),
      raw: order.map((i) => ({
        model: models[i]!,
        ...Object.fromEntries(rawKeys.map((k, j) => [k, rows[i]![j]!.raw])),
      })),
    },
    notes: models.includes(GROUND_TRUTH)
      ? [
          '"Ground truth" is the real human dialogues, judged like the models: its pass rate shows how often the judge calls real people AI.',
        ]
      : [],
  };
}

/** HCG: every published per-file summary beside the value recomputed from its result file. */
function hcgSummaryFigures(
  v: { judge: string; path: string },
  data: Dataset,
  uni: UniJudgment[],
  pairs: PairJudgment[],
): FigureModel[] {
  const summaries = data.publishedSummaries.filter((s) => s.benchmark === 'hcg' && s.judge === v.judge);
  if (summaries.length === 0) return [];
  const uniByFile = new Map(groupBy(uni, (j) => j.source.file));
  const pairByFile = new Map(groupBy(pairs, (j) => j.source.file));
  const rows: Cell[][] = [];
  const raw: TableModel['raw'] = [];
  let same = 0;
  let total = 0;
  for (const s of summaries.slice().sort((a, b) => byText(a.resultFile, b.resultFile))) {
    const js = s.kind === 'uni' ? uniByFile.get(s.resultFile) : pairByFile.get(s.resultFile);
    const computed: Record<string, number> | undefined =
      js && js.length > 0
        ? s.kind === 'uni'
          ? { ...uniStudySummary(js as UniJudgment[]) }
          : { ...pairStudySummary(js as PairJudgment[]) }
        : undefined;
    for (const [key, pub] of Object.entries(s.values)) {
      const mine = computed?.[key];
      const text = mine === undefined ? '' : key.includes('Rate') ? pythonFloatRepr(mine) : String(mine);
      const ok = text === pub.printed;
      total++;
      if (ok) same++;
      rows.push([
        { text: s.resultFile.split('/').pop() ?? s.resultFile },
        { text: s.kind },
        { text: key },
        { text: pub.printed },
        {
          text: computed ? text : 'no result rows (file empty or not public)',
          tone: computed ? (ok ? 'ok' : 'off') : 'muted',
        },
      ]);
      raw.push({
        file: s.resultFile,
        kind: s.kind,
        key,
        published: pub.printed,
        computed: computed ? text : null,
        equal: computed ? ok : null,
      });
    }
  }
  return [
    {
      id: 'published-summaries',
      number: '',
      title: `The study's published summaries, recomputed (${same} of ${total} values identical)`,
      method:
        'Each summary file of the study beside the same number recomputed from its result file: pass = answer No; A better = Conversation 2 called AI; rates over every line, printed as Python prints floats. Files whose result file is not public, or empty, cannot be recomputed.',
      svg: barsChart(
        [
          { label: 'identical', value: same },
          { label: 'different or not computable', value: total - same },
        ],
        { title: 'Published values reproduced' },
      ),
      table: table(
        [
          { key: 'file', label: 'Result file' },
          { key: 'kind', label: 'kind' },
          { key: 'key', label: 'value' },
          { key: 'published', label: 'published' },
          { key: 'computed', label: 'recomputed' },
        ],
        rows,
        raw,
      ),
      notes: [],
      downloads: { csv: 'published-summaries.csv', json: 'published-summaries.json' },
    },
  ];
}

function buildQuality(data: Dataset): QualityModel {
  const t = reportTotals(data.report);
  const findings = groupBy(
    data.report.files.flatMap((f) => f.findings),
    (f) => f.kind,
  )
    .sort(([a], [b]) => byText(a, b))
    .map(([kind, items]) => ({
      kind,
      items: items.map((f) => ({
        where: formatLocation(f),
        message: f.message,
        ...(f.raw !== undefined ? { raw: f.raw } : {}),
      })),
    }));
  type Row = { file: string; status: string; f?: (typeof data.report.files)[number]; why: string };
  const rows: Row[] = [
    ...data.report.files.map((f) => ({
      file: f.file,
      status: `read as ${f.role}${f.detectedBy === 'manifest' ? '' : ' (recognised)'}`,
      f,
      why: [
        f.unreadable,
        f.truncated ? 'cut short' : '',
        (f.rowsDuplicate ?? 0) > 0 ? 'holds rows read before' : '',
      ]
        .filter(Boolean)
        .join('; '),
    })),
    ...data.report.skipped.map((sk) => ({ file: sk.file, status: 'not read', why: sk.reason })),
    ...(data.report.assets ?? []).map((file) => ({
      file,
      status: 'copied',
      why: "the source study's own figure, shown beside Parley's",
    })),
    ...(data.report.manifest
      ? [{ file: data.report.manifest, status: 'manifest', why: 'read as the settings' }]
      : []),
  ].sort((a, b) => byText(a.file, b.file));
  const num = (n: number | undefined, tone?: 'off') =>
    n === undefined ? { text: '' } : { text: String(n), sort: n, ...(n > 0 && tone ? { tone } : {}) };
  return {
    files: table(
      [
        { key: 'file', label: 'File' },
        { key: 'status', label: 'Read as' },
        { key: 'judge', label: 'Judge' },
        { key: 'read', label: 'rows read', numeric: true },
        { key: 'used', label: 'used', numeric: true },
        {
          key: 'duplicates',
          label: 'read before',
          numeric: true,
          help: 'rows whose record was already read: used once',
        },
        { key: 'rejected', label: 'rejected', numeric: true },
        { key: 'notes', label: 'notes', numeric: true },
        { key: 'why', label: 'Why (not read) / what happened' },
      ],
      rows.map((r) => [
        { text: r.file },
        { text: r.status, ...(r.status === 'not read' ? { tone: 'muted' as const } : {}) },
        { text: r.f?.judge ?? '' },
        num(r.f?.rowsRead),
        num(r.f?.rowsUsed),
        num(r.f?.rowsDuplicate ?? (r.f ? 0 : undefined)),
        num(r.f?.rejections.length, 'off'),
        num(r.f?.findings.length),
        { text: r.why },
      ]),
      rows.map((r) => ({
        file: r.file,
        status: r.status,
        role: r.f?.role ?? null,
        read: r.f?.rowsRead ?? null,
        used: r.f?.rowsUsed ?? null,
        duplicates: r.f ? (r.f.rowsDuplicate ?? 0) : null,
        rejected: r.f?.rejections.length ?? null,
        notes: r.f?.findings.length ?? null,
        why: r.why,
      })),
    ),
    skipped: data.report.skipped,
    rejections: data.report.files.flatMap((f) =>
      f.rejections.map((r) => ({ where: formatLocation(r), reason: r.reason })),
    ),
    problems: data.report.problems.map((p) => ({
      where: formatLocation(p),
      reason: p.reason,
      ...(p.kind ? { kind: p.kind } : {}),
      ...(p.affects ? { affects: p.affects } : {}),
    })),
    findings,
    totals: {
      rowsRead: t.rowsRead,
      rowsUsed: t.rowsUsed,
      duplicates: t.duplicates,
      rejected: t.rejected,
      findings: t.findings,
      reconciles: t.reconciles,
      filesSeen: t.filesSeen,
      filesRead: t.files,
      filesNotRead: t.filesNotRead,
      filesCopied: t.filesCopied,
      manifest: data.report.manifest !== undefined,
      filesReconcile: t.filesReconcile,
    },
  };
}
