// The leaderboard of a judged benchmark, declared as columns (ColumnSpec): every score the view's statistics hold,
// each beside its n, the ranks its 95% intervals allow, and a compact choice of at most eight columns for the home
// page. A profile with a leaderboard of its own (BotChat's, with its published values) builds on the same pieces.
import { modelRecords } from '../stats/modelRecords.ts';
import { GROUND_TRUTH } from '../records/ids.ts';
import { tableFromSpecs, type ColumnSpec } from '../render/columnSpec.ts';
import { fixed, formatInterval, formatRange, MISSING, pct } from '../render/format.ts';
import type { Cell, LeaderboardModel } from '../site/viewModel.ts';
import { wilsonInterval } from '../stats/wilsonInterval.ts';
import type { WinTieLoseRow } from '../stats/winTieLose.ts';
import { intervalKind, isDefaultRatings } from './ratingOptions.ts';
import { componentCount, rankText, ratingText } from './ratingText.ts';
import { byText, type ViewContext } from './viewContext.ts';
import type { ArenaStats, ViewStats } from './viewStats.ts';

/** A 95% interval. */
export type Interval = { lo: number; hi: number };

/** A leaderboard measure: its column, and what kind of column it is (the compact table keeps scores first). */
export interface Measure {
  spec: ColumnSpec<string>;
  /** `detail`: a column the full table shows, never the compact one. */
  kind: 'score' | 'n' | 'rank' | 'detail';
  /** One kind of score over its settings (pass rate at 6 and at 12 turns). */
  group: string;
  /** The 95% interval ranks are read from (a score's, shown in its cell or not). */
  ci?: (model: string) => Interval | undefined;
}

/** The ranks the intervals allow: best = 1 + the models wholly above, worst = the models not wholly below. */
export function rankRanges(
  intervals: ReadonlyMap<string, Interval>,
): Map<string, { best: number; worst: number }> {
  const all = [...intervals.entries()];
  return new Map(
    all.map(([m, r]) => [
      m,
      {
        best: 1 + all.filter(([, o]) => o.lo > r.hi).length,
        worst: all.length - all.filter(([, o]) => o.hi < r.lo).length,
      },
    ]),
  );
}

/** The rank column over ranges: "2", or "1–3" when the intervals allow several ranks. */
export function rankSpec(
  ranges: ReadonlyMap<string, { best: number; worst: number }>,
  of: string,
  reference?: (model: string) => string | undefined,
): ColumnSpec<string> {
  return {
    id: 'rank',
    label: 'Rank',
    numeric: true,
    description: `the ranks the 95% intervals of ${of} allow: from 1 + the models whose interval lies wholly above this one, to the number of models whose interval is not wholly below it`,
    value: (m) => ranges.get(m)?.best,
    format: (_v, m) => {
      const r = ranges.get(m);
      return r ? (r.best === r.worst ? String(r.best) : formatRange(r.best, r.worst)) : MISSING;
    },
    sort: (m) => {
      const r = ranges.get(m);
      return r ? r.best + r.worst / 1000 : 999;
    },
    title: (m) => (ranges.has(m) ? undefined : reference?.(m)),
    field: null,
  };
}

/** A rate's cell: the percent, `–` when undefined. */
const rate = (v: unknown) => pct(typeof v === 'number' ? v : null);

/** A count column: the n behind a rate. */
function nMeasure(
  key: string,
  setting: string,
  description: string,
  n: (m: string) => number | undefined,
): Measure {
  return {
    kind: 'n',
    group: key,
    spec: {
      id: `${key}_n`,
      label: `n${setting ? ` (${setting})` : ''}`,
      numeric: true,
      description,
      value: (m) => n(m),
      sort: (m) => n(m) ?? -1,
    },
  };
}

/** The pass rate of each setting's curves (at its last N), with its n. */
function passMeasures(stats: ViewStats): Measure[] {
  const out: Measure[] = [];
  for (const [setting, cs] of stats.curves) {
    const byModel = new Map(cs.map((c) => [c.model, c]));
    const key = `pass${setting ? `_${setting}` : ''}`;
    const last = (m: string) => byModel.get(m)?.points.at(-1);
    const ci = (m: string) => {
      const p = last(m);
      return p && p.lo !== null && p.hi !== null ? { lo: p.lo, hi: p.hi } : undefined;
    };
    out.push(
      {
        kind: 'score',
        group: 'pass',
        ci,
        spec: {
          id: key,
          label: `pass rate${setting ? ` (${setting})` : ''} %`,
          numeric: true,
          description:
            'share of conversations the judge found no AI in (parsed answers), with its 95% Wilson interval',
          value: (m) => last(m)?.rate ?? null,
          format: rate,
          sort: (m) => last(m)?.rate ?? -1,
          title: (m) => {
            const p = last(m);
            return p ? `${p.passed} of ${p.total}; 95% CI ${formatInterval(p.lo, p.hi, pct)}` : undefined;
          },
        },
      },
      nMeasure(
        key,
        setting,
        'conversations the judge answered (parsed), the pass rate’s denominator',
        (m) => last(m)?.total,
      ),
    );
  }
  return out;
}

/** The 95% Wilson interval of a win + tie rate, when its counts are whole (not from weighted counts). */
export function winTieInterval(r: WinTieLoseRow | undefined): Interval | undefined {
  const k = r ? r.win + r.tieGood + r.tieBad : 0;
  return r && r.n > 0 && Number.isInteger(r.n) && Number.isInteger(k) ? wilsonInterval(k, r.n) : undefined;
}

/** The win + tie rate against the real conversations of each setting, with its n. */
function winTieMeasures(stats: ViewStats): Measure[] {
  const out: Measure[] = [];
  for (const [setting, rows] of stats.wtl) {
    const byModel = new Map(rows.map((r) => [r.model, r]));
    const key = `winTie${setting ? `_${setting}` : ''}`;
    out.push(
      {
        kind: 'score',
        group: 'winTie',
        ci: (m) => winTieInterval(byModel.get(m)),
        spec: {
          id: key,
          label: `win + tie vs real${setting ? ` (${setting})` : ''} %`,
          numeric: true,
          description:
            'share of comparisons with the real conversation that the model won or tied, with its 95% Wilson interval; on the ground-truth row, the share the real conversations themselves won or tied against the models',
          value: (m) => byModel.get(m)?.winTieRate ?? null,
          format: rate,
          sort: (m) => byModel.get(m)?.winTieRate ?? -1,
        },
      },
      nMeasure(
        key,
        setting,
        'comparisons with a parsed verdict, the win + tie rate’s denominator',
        (m) => byModel.get(m)?.n,
      ),
    );
  }
  return out;
}

/** The rating column's description: the default fit's, or the manifest's choice (ratingOptions.ts). */
function ratingDescription(a: ArenaStats): string {
  const o = a.ratingFit?.options;
  if (!o || isDefaultRatings(o))
    return 'order-free maximum-likelihood rating of the pairwise verdicts, with its bootstrap 95% interval';
  return `order-free maximum-likelihood rating of the pairwise verdicts (${o.ties === 'davidson' ? "ties modelled, Davidson's model" : 'ties count half'}${o.weights === 'none' ? '' : ', battles weighted by inverse pair frequency'}), with its ${intervalKind(o)} 95% interval`;
}

/** The Bradley-Terry rating of each Arena setting (the cell says what the data cannot tell), and its CI rank. */
function ratingMeasures(stats: ViewStats): Measure[] {
  const out: Measure[] = [];
  for (const [setting, a] of stats.arena) {
    const bt = new Map(a.bt.map((r) => [r.model, r]));
    const key = `bt${setting ? `_${setting}` : ''}`;
    const groups = componentCount(a.bt);
    out.push(
      {
        kind: 'score',
        group: 'bt',
        ci: (m) => {
          const r = bt.get(m);
          return r && r.lo !== null && r.hi !== null ? { lo: r.lo, hi: r.hi } : undefined;
        },
        spec: {
          id: key,
          label: `Bradley-Terry${setting ? ` (${setting})` : ''} (95% CI)`,
          numeric: true,
          description: ratingDescription(a),
          value: (m) => bt.get(m)?.rating ?? null,
          // The cell says the interval (ratingText); the downloads carry its ends.
          interval: (m) => {
            const r = bt.get(m);
            return r && r.lo !== null && r.hi !== null ? { lo: r.lo, hi: r.hi } : undefined;
          },
          showInterval: false,
          intervalFields: [`${key}_lo`, `${key}_hi`],
          format: (_v, m) => {
            const r = bt.get(m);
            return r ? ratingText(r) : MISSING;
          },
          sort: (m) => bt.get(m)?.rating ?? -1,
        },
      },
      {
        kind: 'rank',
        group: 'bt',
        spec: {
          id: `${key}_rank`,
          label: 'CI rank (BT)',
          numeric: true,
          description: "1 + models whose Bradley-Terry lower bound is above this model's upper bound",
          value: (m) => bt.get(m)?.rank ?? null,
          format: (_v, m) => {
            const r = bt.get(m);
            return r ? rankText(r, groups) : MISSING;
          },
          sort: (m) => bt.get(m)?.rank ?? 999,
        },
      },
    );
    const battles = nMeasure(
      key,
      setting,
      'battles the model fought (votes or verdicts): the rating’s evidence',
      (m) => bt.get(m)?.games,
    );
    battles.spec.label = `Battles${setting ? ` (${setting})` : ''}`;
    out.push(battles);
    const sc = styleRankSpec(a.style, `${key}_scRank`);
    if (sc) out.push({ kind: 'rank', group: 'bt', spec: sc });
    out.push(...battleMeasures(a, key, setting));
  }
  return out;
}

/** What the battles behind an Arena setting's ratings say besides them: each model's win rate, and online Elo. */
function battleMeasures(a: ArenaStats, key: string, setting: string): Measure[] {
  const records = new Map(modelRecords(a.counts).map((r) => [r.model, r]));
  const elo = new Map(a.elo.map((r) => [r.model, r]));
  const out: Measure[] = [
    {
      kind: 'detail',
      group: 'bt',
      spec: {
        id: `${key}_winRate`,
        label: `win rate${setting ? ` (${setting})` : ''} %`,
        numeric: true,
        description: 'share of its battles the model won, a tie counting half',
        value: (m) => records.get(m)?.winRate ?? null,
        format: rate,
        sort: (m) => records.get(m)?.winRate ?? -1,
        title: (m) => {
          const r = records.get(m);
          return r ? `${r.wins} won, ${r.ties} tied, ${r.losses} lost` : undefined;
        },
      },
    },
  ];
  if (elo.size > 0)
    out.push({
      kind: 'detail',
      group: 'bt',
      spec: {
        id: `${key}_elo`,
        label: `Elo${setting ? ` (${setting})` : ''}`,
        numeric: true,
        description:
          'online Elo over the battles in file order (initial 1000, scale 400, K = 32, ties half): order-dependent, unlike Bradley-Terry',
        value: (m) => elo.get(m)?.rating ?? null,
        format: (v) => fixed(typeof v === 'number' ? v : null),
        sort: (m) => elo.get(m)?.rating ?? -1e9,
      },
    });
  return out;
}

/**
 * The style-controlled rank of an Arena setting's ratings with the shift from the plain rank (`1 (+2)`), or
 * undefined when the setting has no style-controlled fit. Always a `more` column.
 */
export function styleRankSpec(
  style: ArenaStats['style'] | undefined,
  id: string,
): ColumnSpec<string> | undefined {
  const fit = style?.fit;
  if (!style || !fit || fit.reason !== null) return undefined;
  const sc = new Map(fit.rows.map((r) => [r.model, r]));
  const shift = new Map(style.shift.map((r) => [r.model, r.shift]));
  const groups = componentCount(fit.rows);
  return {
    id,
    label: 'SC rank (shift)',
    numeric: true,
    description:
      'CI rank of the style-controlled Bradley-Terry ratings (answer length and markdown held equal), and in brackets the shift from the plain rank (positive: moves up)',
    value: (m) => sc.get(m)?.rank ?? null,
    format: (_v, m) => {
      const r = sc.get(m);
      if (!r || r.rank === null) return MISSING;
      const d = shift.get(m) ?? null;
      return `${rankText(r, groups)}${d === null ? '' : ` (${d > 0 ? `+${d}` : d})`}`;
    },
    sort: (m) => sc.get(m)?.rank ?? 999,
    more: true,
  };
}

/**
 * The columns the compact table keeps: the main score (the first) with its n, and up to three more scores: the first
 * of each other kind, then the main kind's other settings. The others are marked `more`.
 */
export function markCompact(measures: readonly Measure[]): Measure | undefined {
  const scores = measures.filter((m) => m.kind === 'score');
  const main = scores[0];
  const others = scores.slice(1);
  const extra = [
    ...others.filter((m, i) => m.group !== main?.group && others.findIndex((o) => o.group === m.group) === i),
    ...others.filter((m) => m.group === main?.group),
  ].slice(0, 3);
  const compact = new Set<Measure>([
    ...(main ? [main] : []),
    ...measures.filter((m) => m.kind === 'n' && main && m.spec.id === `${main.spec.id}_n`),
    ...extra,
  ]);
  for (const m of measures) if (!compact.has(m)) m.spec.more = true;
  return main;
}

/** The model column: its display name, linking to its page. */
export function modelSpec(name: (m: string) => string): ColumnSpec<string> {
  return {
    id: 'model',
    label: 'Model',
    description: "the model's display name; ↗ links to its own page",
    value: (m) => m,
    format: (_v, m) => name(m),
    sort: (m) => name(m),
    href: (m) => `models/${m}/`,
  };
}

const groundTruthLast = (a: string, b: string) =>
  a === GROUND_TRUTH ? 1 : b === GROUND_TRUTH ? -1 : byText(a, b);

/**
 * The generic leaderboard: every score of the view's statistics with its n, the rank range of the main score (the
 * first: pass rate, else win + tie, else Bradley-Terry), rows by the main score, best first.
 */
export function genericLeaderboard(
  ctx: ViewContext,
  stats: ViewStats,
  title: string,
  link: (m: string) => string | undefined,
): LeaderboardModel {
  const measures = [...passMeasures(stats), ...winTieMeasures(stats), ...ratingMeasures(stats)];
  const main = markCompact(measures);
  // The main score carries its interval in the same cell (the Bradley-Terry cell has it already).
  if (main && main.group !== 'bt') {
    main.spec.interval = main.ci;
    main.spec.formatInterval = (x) => pct(x);
    main.spec.intervalFields = [`${main.spec.id}_lo`, `${main.spec.id}_hi`];
  }
  const models = [...stats.models].sort(groundTruthLast);
  // The real dialogues are a reference, not ranked.
  const intervals = new Map(
    models.flatMap((m) => {
      const ci = m === GROUND_TRUTH ? undefined : main?.ci?.(m);
      return ci ? [[m, ci] as const] : [];
    }),
  );
  const ranges = rankRanges(intervals);
  const mainSort = (m: string) => Number(main?.spec.sort?.(m) ?? 0);
  const rows = models.slice().sort((a, b) => mainSort(b) - mainSort(a));
  const specs: ColumnSpec<string>[] = [
    modelSpec(ctx.name),
    ...(ranges.size > 0
      ? [
          rankSpec(ranges, main?.spec.label.replace(/ \(95% CI\)| %$/g, '') ?? 'the main score', (m) =>
            m === GROUND_TRUTH ? 'the real dialogues: a reference, not ranked' : undefined,
          ),
        ]
      : []),
    ...measures.map((m) => m.spec),
  ];
  const table = tableFromSpecs(specs, rows, {
    ...(main ? { sortedBy: main.spec.id } : {}),
    rowIds: (m) => m,
    rowLinks: (m) => link(m) ?? null,
    ...(ranges.size > 0
      ? {
          extra: (m: string) => ({
            rankBest: ranges.get(m)?.best ?? null,
            rankWorst: ranges.get(m)?.worst ?? null,
          }),
        }
      : {}),
  });
  return {
    title,
    table,
    notes: models.includes(GROUND_TRUTH)
      ? [
          '"Ground truth" is the real human dialogues, judged like the models: its pass rate shows how often the judge calls real people AI.',
        ]
      : [],
  };
}

/** A cell for a value with no reproduction. */
export const notComputable: Cell = {
  text: MISSING,
  tone: 'muted',
  title: 'not computable from the data given',
};
