// BotChat's view: its figure numbers, its two figures of its own (pass@N at the four N it reports, and pass at the
// ground-truth length), and its leaderboard as BotChat publishes it, beside lb.csv's values with the difference.
import { GROUND_TRUTH } from '../../records/ids.ts';
import { groupedBarsChart } from '../../render/charts/groupedBarsChart.ts';
import { rateBars } from '../../render/charts/rateBars.ts';
import { asPct, intervalColumn, tableFromSpecs, type ColumnSpec } from '../../render/columnSpec.ts';
import { fixed, MISSING, pct } from '../../render/format.ts';
import type { FigureModel, LeaderboardModel } from '../../site/viewModel.ts';
import { GT_MIN_CHATS, type PassAtLengthRow } from '../../stats/passAtLength.ts';
import { crossProtocol } from './crossProtocol.ts';
import { passAtGroundTruth } from './passAtGroundTruth.ts';
import { botchatReferences, botchatSlices } from './slices.ts';
import type { ViewProfile } from '../../views/buildView.ts';
import { modelSpec, rankRanges, rankSpec, styleRankSpec, winTieInterval } from '../../views/leaderboard.ts';
import { asFraction, publishedColumns, type PrintedValue } from '../../views/publishedColumns.ts';
import { componentCount, rankText, ratingText } from '../../views/ratingText.ts';
import { byText, figure, type ViewContext } from '../../views/viewContext.ts';
import type { ViewStats } from '../../views/viewStats.ts';
import { BOTCHAT_MAX_N, BOTCHAT_REPORTED_N, BOTCHAT_WORD_LIMIT } from './protocol.ts';

/** lb.csv's columns printed in percent: the computed fraction times this is the printed number. */
export const PUBLISHED_SCALE: Readonly<Record<string, number>> = {
  Win_Tie_Rate: 100,
  Uni_Eval_16: 100,
  Uni_Eval_8: 100,
};

/** pass@N at the four N BotChat reports, counted as BotChat counts it (over all conversations judged). */
function passAtReportedN(ctx: ViewContext, stats: ViewStats, setting: string): FigureModel[] {
  const { name } = ctx;
  const cs = stats.curves.get(setting) ?? [];
  if (cs.length === 0) return [];
  const at = BOTCHAT_REPORTED_N;
  const byPass16 = cs
    .slice()
    .sort((a, b) => (b.points[15]?.rate ?? 0) - (a.points[15]?.rate ?? 0) || byText(a.model, b.model));
  const km = cs.filter((c) => c.estimator === 'kaplan-meier').map((c) => name(c.model));
  return [
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
      table: tableFromSpecs<(typeof byPass16)[number]>(
        [
          {
            id: 'model',
            label: 'Model',
            value: (c) => c.model,
            format: (_v, c) => name(c.model),
            sort: (c) => name(c.model),
          },
          ...at.map((N): ColumnSpec<(typeof byPass16)[number]> => ({
            id: `pass${N}`,
            label: `pass@${N} %`,
            numeric: true,
            value: (c) => c.points[N - 1]?.rate ?? null,
            format: asPct(1),
            sort: (c) => c.points[N - 1]?.rate ?? 0,
          })),
        ],
        byPass16,
      ),
    }),
  ];
}

/** Pass rate at the ground-truth length (BotChat's figure 6), on the seeds with at least GT_MIN_CHATS chats. */
function passAtGroundTruthLength(ctx: ViewContext): FigureModel[] {
  const { name } = ctx;
  const atLength = passAtGroundTruth(ctx);
  if (atLength.length === 0) return [];
  const sorted = atLength.slice().sort((a, b) => b.rate - a.rate);
  return [
    figure({
      id: 'pass-at-gt-length',
      number: 'Figure 6',
      title: 'Uni-Eval pass rate at the ground-truth length',
      method: `Seeds whose ground-truth conversation has at least ${GT_MIN_CHATS} chats; a conversation passes when its first AI chat comes after that seed's ground-truth length. 95% Wilson intervals.`,
      svg: rateBars(
        sorted.map((r) => ({ model: r.model, display: name(r.model), rate: r.rate, lo: r.lo, hi: r.hi })),
        { title: 'Pass rate at GT length', format: 'percent' },
      ),
      table: tableFromSpecs<PassAtLengthRow>(
        [
          {
            id: 'model',
            label: 'Model',
            value: (r) => r.model,
            format: (_v, r) => name(r.model),
            sort: (r) => name(r.model),
          },
          {
            id: 'rate',
            label: 'pass %',
            value: (r) => r.rate,
            format: asPct(1),
            interval: (r) => r,
            intervalFields: ['lo', 'hi'],
            showInterval: false,
          },
          intervalColumn('ci', '95% CI', (r) => r, pct),
          { id: 'passed', label: 'passed', value: (r) => r.passed },
          { id: 'total', label: 'n', value: (r) => r.total },
        ],
        sorted,
        // The downloads are the rows' records, in their order.
        {
          extra: (r) => ({ unparsed: r.unparsed }),
          fieldOrder: ['model', 'passed', 'total', 'rate', 'lo', 'hi', 'unparsed'],
        },
      ),
    }),
  ];
}

export const botchatView: ViewProfile = {
  maxN: BOTCHAT_MAX_N,
  wordLimit: BOTCHAT_WORD_LIMIT,
  figureNumbers: {
    'pass-curve': 'Figure 2',
    'win-tie-lose': 'Figure 5',
    ratings: 'Arena',
    comparedPairs: 'Figure 3',
    winRateMatrix: 'Figure 4',
    lengths: 'Figure 1',
  },
  omit: ['pass-rate'],
  // An Arena file of N chats (setting `N=8`) showed the judge the first N chats of each conversation.
  arenaChats: (setting) => {
    const m = /^N=(\d+)$/.exec(setting);
    return m ? Number(m[1]) : undefined;
  },
  figures: {
    perSetting: passAtReportedN,
    afterPass: passAtGroundTruthLength,
    last: crossProtocol,
  },
  leaderboard: botchatLeaderboard,
  references: botchatReferences,
  slices: botchatSlices,
};

/** One row of BotChat's leaderboard: a model's numbers, reproduced, and lb.csv's. */
interface Row {
  model: string;
  winTie: number | null | undefined;
  winTieCi: { lo: number; hi: number } | undefined;
  pass16: number | null | undefined;
  pass8: number | null | undefined;
  elo16: number | undefined;
  elo8: number | undefined;
  bt: ViewStats['arena'] extends Map<string, infer A>
    ? A extends { bt: (infer B)[] }
      ? B | undefined
      : never
    : never;
  length: number | null | undefined;
  nGt: number;
  nUni: number;
  published: Record<string, PrintedValue> | undefined;
  link: string | null;
}

/** The rows: every model the view or lb.csv names, the ground truth apart, by win + tie (or lb.csv's). */
function botchatRows(ctx: ViewContext, stats: ViewStats): Row[] {
  const pub = ctx.data.publishedLeaderboard.filter((r) => r.benchmark === ctx.view.benchmark);
  const published = new Map(pub.map((r) => [r.model, r.values]));
  const publishedLink = new Map(pub.map((r) => [r.model, r.link]));
  const curve = new Map((stats.curves.get('') ?? []).map((c) => [c.model, c]));
  const wtl = new Map((stats.wtl.get('') ?? []).map((r) => [r.model, r]));
  const len = new Map(ctx.lengths.map((l) => [l.model, l]));
  const a16 = stats.arena.get('N=16');
  const a8 = stats.arena.get('N=8');
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
  const rows: Row[] = models.map((m) => {
    const w = wtl.get(m);
    return {
      model: m,
      winTie: w?.winTieRate,
      // Win + tie is a share of the model's parsed GT comparisons: a 95% Wilson interval around it.
      winTieCi: winTieInterval(w),
      pass16: curve.get(m)?.points[15]?.rate,
      pass8: curve.get(m)?.points[7]?.rate,
      elo16: elo16.get(m),
      elo8: elo8.get(m),
      bt: bt16.get(m),
      length: len.get(m)?.mean,
      nGt: w?.n ?? 0,
      nUni: curve.get(m)?.n ?? 0,
      published: published.get(m),
      // The model's own page: lb.csv's Link, else the manifest's.
      link: publishedLink.get(m) ?? ctx.data.models.find((x) => x.id === m)?.link ?? null,
    };
  });
  const order = (r: Row) => r.winTie ?? r.published?.Win_Tie_Rate?.value ?? -1;
  return rows.sort((a, b) => order(b) - order(a) || byText(a.model, b.model));
}

/**
 * The columns of one value as lb.csv printed it, beside Parley's (none when the data has no lb.csv); with no
 * judgments, the published value is shown in the compact table (`compact`).
 */
function publishedSpecs(row: (m: string) => Row, hasPub: boolean, unjudged: boolean) {
  return (
    key: string,
    label: string,
    source: string,
    lb: string,
    mine: (r: Row) => number | null | undefined,
    compact: boolean,
  ): ColumnSpec<string>[] =>
    hasPub
      ? publishedColumns<string>(
          key,
          label,
          `the value printed in the published leaderboard (lb.csv, column ${source})`,
          (m) => mine(row(m)),
          (m) => row(m).published?.[lb],
          {
            scale: PUBLISHED_SCALE[lb] ?? 1,
            moreValue: !(unjudged && compact),
            moreDiff: !(key === 'winTie' && !unjudged),
          },
        )
      : [];
}

/** A numeric column of a row's value, shown with `f`. */
function numberSpec(row: (m: string) => Row) {
  return (
    id: string,
    label: string,
    description: string,
    v: (r: Row) => number | null | undefined,
    f: (x: number | null | undefined) => string,
    more = false,
  ): ColumnSpec<string> => ({
    id,
    label,
    numeric: true,
    description,
    value: (m) => v(row(m)) ?? null,
    format: (_x, m) => f(v(row(m))),
    sort: (m) => v(row(m)) ?? -1,
    ...(more ? { more: true } : {}),
  });
}

/** BotChat's leaderboard, reproduced beside lb.csv where it is given. */
function botchatLeaderboard(ctx: ViewContext, stats: ViewStats): LeaderboardModel {
  const rows = botchatRows(ctx, stats);
  const byModel = new Map(rows.map((r) => [r.model, r]));
  const row = (m: string) => byModel.get(m)!;
  const hasPub = rows.some((r) => r.published);
  // With no judgments in the data, the published values take the compact table's place.
  const unjudged = rows.every(
    (r) => (r.winTie ?? undefined) === undefined && (r.pass16 ?? undefined) === undefined,
  );
  const pub = publishedSpecs(row, hasPub, unjudged);
  const ranges = rankRanges(
    new Map(rows.flatMap((r) => (r.winTieCi ? [[r.model, r.winTieCi] as const] : []))),
  );
  const groups = componentCount(stats.arena.get('N=16')?.bt ?? []);
  const sc16 = styleRankSpec(stats.arena.get('N=16')?.style, 'scRank');
  const num = numberSpec(row);
  const specs: ColumnSpec<string>[] = [
    modelSpec(ctx.name),
    rankSpec(ranges, 'Win + Tie'),
    {
      ...num(
        'winTie',
        'Win + Tie %',
        'share of comparisons with the ground-truth (GT) conversation that the model won or tied, with its 95% Wilson interval; BotChat ranks by it',
        (r) => r.winTie,
        pct,
      ),
      field: 'winTieRate',
      interval: (m) => row(m).winTieCi,
      formatInterval: (x) => pct(x),
      intervalFields: ['winTieLo', 'winTieHi'],
    },
    ...pub('winTie', 'Win + Tie', 'Win_Tie_Rate', 'Win_Tie_Rate', (r) => r.winTie, true),
    num(
      'pass16',
      'pass@16 %',
      'Uni-Eval: share of conversations with no AI chat found in the first 16 chats',
      (r) => r.pass16,
      pct,
    ),
    ...pub('pass16', 'pass@16', 'Uni_Eval_16', 'Uni_Eval_16', (r) => r.pass16, true),
    num(
      'elo16',
      'Elo@16',
      "BotChat's online Elo (K = 32) on the N = 16 Arena, in file order",
      (r) => r.elo16,
      (x) => fixed(x),
    ),
    ...pub('elo16', 'Elo@16', 'ELO_16', 'ELO_16', (r) => r.elo16, true),
    // Length beside the pass rates: judges punish long chats, so the two are read together.
    num(
      'length',
      'Length',
      'mean cl100k tokens per generated chat',
      (r) => r.length,
      (x) => fixed(x),
    ),
    ...pub('length', 'Length', 'Length', 'Length', (r) => r.length, true),
    {
      id: 'n',
      label: 'n',
      numeric: true,
      description: 'judgments behind the numbers: Uni-Eval conversations / GT comparisons',
      value: (m) => row(m).nUni,
      format: (_x, m) => (row(m).nUni + row(m).nGt > 0 ? `${row(m).nUni} / ${row(m).nGt}` : MISSING),
      sort: (m) => (row(m).nUni + row(m).nGt > 0 ? row(m).nUni : -1),
      field: 'uniEvalN',
    },
    num(
      'pass8',
      'pass@8 %',
      'Uni-Eval: share of conversations with no AI chat found in the first 8 chats',
      (r) => r.pass8,
      pct,
      true,
    ),
    ...pub('pass8', 'pass@8', 'Uni_Eval_8', 'Uni_Eval_8', (r) => r.pass8, false),
    num(
      'elo8',
      'Elo@8',
      "BotChat's online Elo (K = 32) on the N = 8 Arena, in file order",
      (r) => r.elo8,
      (x) => fixed(x),
      true,
    ),
    ...pub('elo8', 'Elo@8', 'ELO_8', 'ELO_8', (r) => r.elo8, false),
    {
      id: 'bt',
      label: 'Bradley-Terry@16 (95% CI)',
      numeric: true,
      description: 'order-free maximum-likelihood rating on the N = 16 Arena with bootstrap interval',
      value: (m) => row(m).bt?.rating ?? null,
      format: (_x, m) => (row(m).bt ? ratingText(row(m).bt!) : MISSING),
      sort: (m) => row(m).bt?.rating ?? -1,
      field: 'bt16',
      interval: (m) => {
        const b = row(m).bt;
        return b && b.lo !== null && b.hi !== null ? { lo: b.lo, hi: b.hi } : undefined;
      },
      intervalFields: ['bt16Lo', 'bt16Hi'],
      showInterval: false,
      more: true,
    },
    {
      id: 'btRank',
      label: 'CI rank (BT)',
      numeric: true,
      description: "1 + models whose Bradley-Terry lower bound is above this model's upper bound",
      value: (m) => row(m).bt?.rank ?? null,
      format: (_x, m) => (row(m).bt ? rankText(row(m).bt!, groups) : MISSING),
      sort: (m) => row(m).bt?.rank ?? 999,
      field: 'ciRank',
      more: true,
    },
    ...(sc16 ? [sc16] : []),
  ];
  const table = tableFromSpecs(
    specs,
    rows.map((r) => r.model),
    {
      sortedBy: unjudged ? 'winTie_pub' : 'winTie',
      rowIds: (m) => m,
      rowLinks: (m) => row(m).link,
      extra: (m) => ({
        rankBest: ranges.get(m)?.best ?? null,
        rankWorst: ranges.get(m)?.worst ?? null,
        gtN: row(m).nGt,
        // lb.csv prints rates in percent; the download gives them as fractions, like the computed columns.
        ...Object.fromEntries(
          Object.entries(row(m).published ?? {}).map(([k, pv]) => [
            `published_${k}`,
            PUBLISHED_SCALE[k] === 100 ? asFraction(pv) : pv.value,
          ]),
        ),
      }),
    },
  );
  const notes: string[] = [];
  if (hasPub)
    notes.push(
      "Published values are BotChat's lb.csv; Δ compares at the digit the source printed. A value with no reproduction (–) needs raw files that are not in this data set.",
    );
  if (unjudged)
    notes.push('No judgments are in this data set: the table shows the published leaderboard as published.');
  return {
    title: unjudged
      ? `${ctx.title}: the published leaderboard (no judgments in the data)`
      : `${ctx.title}: judge ${ctx.judgeName(ctx.view.judge)}`,
    table,
    notes,
  };
}
