// "About this ranking": the meta-metrics of each ranking a view holds (decision 0095). For every score the view
// ranks models by (pass rate and win + tie per setting, Bradley-Terry per Arena setting): separability (the share
// of model pairs whose 95% intervals do not overlap), Kendall's τ_b with a bootstrap interval against a reference
// ranking (the one the profile declares, e.g. a published leaderboard's column, else the view's main score), and
// the fragility of the top (the fewest dropped judgments that change the leader). Nothing here draws; the block is
// a table, shown under the leaderboard and downloaded beside it.
import { GROUND_TRUTH } from '../records/ids.ts';
import { tableFromSpecs, type ColumnSpec } from '../render/columnSpec.ts';
import { fixed, MISSING, pct } from '../render/format.ts';
import type { LeaderboardBlock } from '../site/viewModel.ts';
import { bradleyTerryFragility } from '../stats/bradleyTerryFragility.ts';
import { rankAgreement, rateRounds, samplesToRounds, type RankAgreement } from '../stats/rankAgreement.ts';
import { rateFragility } from '../stats/rateFragility.ts';
import { separability, type Separability } from '../stats/separability.ts';
import { winTieInterval } from './leaderboard.ts';
import { bootstrapRoundsOf, isDefaultRatings } from './ratingOptions.ts';
import { inBrackets, rankingIdSuffix, type ViewContext } from './viewContext.ts';
import type { ArenaStats, ViewStats } from './viewStats.ts';

/** A reference ranking a profile declares for one of a view's rankings (by the ranking's id). */
export interface RankingReference {
  /** The ranking it is compared with: `pass`, `winTie`, `bt`, each with `_<setting>` when the view has settings. */
  ranking: string;
  /** What it is, as the block names it ("lb.csv's Win_Tie_Rate"). */
  label: string;
  /** Higher ranks first. */
  scores: ReadonlyMap<string, number>;
}

/** The fragility of a ranking's top, from rateFragility (exact) or bradleyTerryFragility (a verified upper bound). */
export interface TopFragility {
  top: string | null;
  drops: number | null;
  challenger: string | null;
  judgments: number;
  share: number | null;
  exact: boolean;
  reason: string | null;
}

/** One ranking of a view: its scores and intervals, its agreement with a reference, and the fragility of its top. */
export interface Ranking {
  id: string;
  label: string;
  /** Ranked models' scores (the real dialogues are a reference, not ranked). */
  scores: Map<string, number>;
  intervals: { model: string; lo: number | null; hi: number | null; component?: number | null }[];
  /** Kendall's τ_b against the reference, with the interval from this ranking's own bootstrap rounds. */
  agreement: (reference: ReadonlyMap<string, number>) => RankAgreement;
  fragility: () => TopFragility;
}

/** One row of the block: a ranking's three meta-metrics. */
export interface AboutRankingRow {
  ranking: Ranking;
  separability: Separability;
  /** The reference's label, null with no reference (the main score of a view without a declared one). */
  reference: string | null;
  agreement: RankAgreement | null;
  fragility: TopFragility;
}

const ranked = (m: string) => m !== GROUND_TRUTH;

/** A rate ranking from counts: binomial bootstrap rounds, exact fragility (whole counts only). */
function rateRanking(
  ctx: ViewContext,
  id: string,
  label: string,
  rows: { model: string; successes: number; n: number; lo: number | null; hi: number | null }[],
): Ranking {
  const used = rows.filter((r) => ranked(r.model) && r.n > 0);
  const whole = used.every((r) => Number.isInteger(r.successes) && Number.isInteger(r.n));
  const scores = new Map(used.map((r) => [r.model, r.successes / r.n]));
  return {
    id,
    label,
    scores,
    intervals: used.map((r) => ({ model: r.model, lo: r.lo, hi: r.hi })),
    agreement: (reference) =>
      rankAgreement(scores, reference, whole ? rateRounds(used, { rounds: ctx.rounds, seed: ctx.seed }) : []),
    fragility: () => {
      const judgments = used.reduce((s, r) => s + r.n, 0);
      if (!whole)
        return {
          top: null,
          drops: null,
          challenger: null,
          judgments,
          share: null,
          exact: true,
          reason: 'weighted counts',
        };
      const f = rateFragility(used);
      return {
        top: f.top,
        drops: f.drops,
        challenger: f.challenger,
        judgments: f.judgments,
        share: f.share,
        exact: true,
        reason: f.reason,
      };
    },
  };
}

/** The Bradley-Terry ranking of one Arena setting (undefined with fewer than two rated models). */
function btRanking(ctx: ViewContext, setting: string, a: ArenaStats): Ranking | undefined {
  const rated = a.bt.filter((r) => r.rating !== null);
  if (rated.length < 2) return undefined;
  const scores = new Map(rated.map((r) => [r.model, r.rating!]));
  const options = { rounds: ctx.rounds, seed: ctx.seed };
  // The bootstrap rounds are the default fit's: another leading fit (manifest `ratings`) gets τ without an interval.
  const bootstrap = !a.ratingFit || isDefaultRatings(a.ratingFit.options);
  return {
    id: `bt${rankingIdSuffix(setting)}`,
    label: `Bradley-Terry${inBrackets(setting)}`,
    scores,
    intervals: a.bt.map((r) => ({ model: r.model, lo: r.lo, hi: r.hi, component: r.component })),
    // The same rounds as the ratings' intervals (same counts, seed and rounds).
    agreement: (reference) =>
      !bootstrap
        ? rankAgreement(scores, reference)
        : ctx.memo('bt-rank-agreement', { counts: a.counts, ...options, reference: [...reference] }, () =>
            rankAgreement(scores, reference, samplesToRounds(a.models, bootstrapRoundsOf(ctx, a.counts))),
          ),
    fragility: () =>
      ctx.memo('bt-fragility', { counts: a.counts }, () => {
        const f = bradleyTerryFragility(a.counts);
        return {
          top: f.top,
          drops: f.drops,
          challenger: f.challenger,
          judgments: f.judgments,
          share: f.share,
          exact: false,
          reason: f.reason,
        };
      }),
  };
}

/** The rankings of a view, in the leaderboard's order: pass rates, win + tie rates, Bradley-Terry ratings. */
export function viewRankings(ctx: ViewContext, stats: ViewStats): Ranking[] {
  const out: Ranking[] = [];
  for (const [setting, cs] of stats.curves)
    out.push(
      rateRanking(
        ctx,
        `pass${rankingIdSuffix(setting)}`,
        `pass rate${inBrackets(setting)}`,
        cs.flatMap((c) => {
          const p = c.points.at(-1);
          return p ? [{ model: c.model, successes: p.passed, n: p.total, lo: p.lo, hi: p.hi }] : [];
        }),
      ),
    );
  for (const [setting, rows] of stats.wtl)
    out.push(
      rateRanking(
        ctx,
        `winTie${rankingIdSuffix(setting)}`,
        `win + tie vs real${inBrackets(setting)}`,
        rows.map((r) => {
          const ci = winTieInterval(r);
          return {
            model: r.model,
            successes: r.win + r.tieGood + r.tieBad,
            n: r.n,
            lo: ci?.lo ?? null,
            hi: ci?.hi ?? null,
          };
        }),
      ),
    );
  for (const [setting, a] of stats.arena) {
    const r = btRanking(ctx, setting, a);
    if (r) out.push(r);
  }
  return out;
}

/**
 * The meta-metrics of each ranking. A ranking's reference is the one declared for it, else (for every ranking but
 * the first) the view's main ranking, the first; the main ranking without a declared reference has none.
 */
export function aboutRanking(
  rankings: readonly Ranking[],
  references: readonly RankingReference[] = [],
): AboutRankingRow[] {
  const main = rankings[0];
  return rankings.map((ranking) => {
    const declared = references.find((r) => r.ranking === ranking.id);
    const reference = declared
      ? { label: declared.label, scores: declared.scores }
      : ranking !== main && main
        ? { label: `the ${main.label}`, scores: main.scores }
        : null;
    return {
      ranking,
      separability: separability(ranking.intervals),
      reference: reference?.label ?? null,
      agreement: reference ? ranking.agreement(reference.scores) : null,
      fragility: ranking.fragility(),
    };
  });
}

const tauText = (x: number | null) => (x === null ? MISSING : fixed(x, 2));

/** The block's columns over its rows. */
function aboutSpecs(name: (m: string) => string): ColumnSpec<AboutRankingRow>[] {
  return [
    {
      id: 'ranking',
      label: 'Ranking',
      description: 'the score the models are ranked by',
      value: (r) => r.ranking.id,
      format: (_v, r) => r.ranking.label,
      field: 'ranking',
    },
    {
      id: 'separability',
      label: 'Separability %',
      numeric: true,
      description:
        'share of model pairs whose 95% intervals do not overlap (pairs within one comparison component): how many of its comparisons the ranking can make',
      value: (r) => r.separability.share,
      format: (_v, r) =>
        r.separability.share === null
          ? MISSING
          : `${pct(r.separability.share)} (${r.separability.separated} of ${r.separability.pairs} pairs)`,
      title: (r) => r.separability.reason ?? undefined,
    },
    {
      id: 'reference',
      label: 'Reference',
      description: 'the ranking this one is compared with',
      value: (r) => r.reference,
    },
    {
      id: 'tau',
      label: 'Kendall τ (95% CI)',
      numeric: true,
      description:
        "Kendall's τ_b between this ranking and the reference over the models both rank (1: same order, −1: reversed), with a percentile bootstrap interval from this ranking's own bootstrap rounds against the fixed reference",
      value: (r) => r.agreement?.tau ?? null,
      format: (v) => tauText(typeof v === 'number' ? v : null),
      interval: (r) =>
        r.agreement && r.agreement.lo !== null && r.agreement.hi !== null
          ? { lo: r.agreement.lo, hi: r.agreement.hi }
          : undefined,
      formatInterval: (x) => tauText(x),
      title: (r) =>
        r.agreement
          ? `${r.agreement.models.length} models in both${r.agreement.reason ? `; ${r.agreement.reason}` : ''}${r.agreement.intervalReason ? `; no interval: ${r.agreement.intervalReason}` : ''}`
          : undefined,
    },
    {
      id: 'fragility',
      label: 'Fragility of the top',
      numeric: true,
      description:
        'the fewest dropped judgments after which another model leads: exact for rates, a verified upper bound (≤) for Bradley-Terry ratings',
      value: (r) => r.fragility.drops,
      format: (_v, r) => {
        const f = r.fragility;
        if (f.drops === null) return f.reason === 'the top is shared' ? 'shared top' : MISSING;
        return `${f.exact ? '' : '≤ '}${f.drops} of ${f.judgments} (${pct(f.share, 2)}%): ${name(f.challenger!)} would lead ${name(f.top!)}`;
      },
      title: (r) => r.fragility.reason ?? undefined,
    },
  ];
}

/**
 * The "About this ranking" block of a view: the meta-metrics of its rankings of two or more models, or undefined
 * when it has none.
 * @example aboutRankingBlock(ctx, stats)?.table.raw[0] // { ranking: 'pass', separability: 0.5, tau: null, ... }
 */
export function aboutRankingBlock(
  ctx: ViewContext,
  stats: ViewStats,
  references: readonly RankingReference[] = [],
): LeaderboardBlock | undefined {
  // A ranking of fewer than two models has nothing to tell apart.
  const rows = aboutRanking(
    viewRankings(ctx, stats).filter((r) => r.scores.size >= 2),
    references,
  );
  if (rows.length === 0) return undefined;
  const table = tableFromSpecs(aboutSpecs(ctx.name), rows, {
    extra: (r) => ({
      label: r.ranking.label,
      models: r.separability.models,
      pairs: r.separability.pairs,
      separatedPairs: r.separability.separated,
      tauModels: r.agreement?.models.length ?? null,
      tauRounds: r.agreement?.rounds ?? null,
      top: r.fragility.top,
      challenger: r.fragility.challenger,
      judgments: r.fragility.judgments,
      fragilityShare: r.fragility.share,
      fragilityExact: r.fragility.exact,
      fragilityReason: r.fragility.reason,
    }),
  });
  return {
    id: 'about-ranking',
    title: 'About this ranking',
    method: `What each ranking of this view can tell apart (separability), how it agrees with a reference ranking (Kendall's τ_b; bootstrap interval of ${ctx.rounds} rounds, seed ${ctx.seed}), and how few judgments its top rests on (fragility). The real dialogues are a reference, not ranked.`,
    table,
    notes: [...stats.arena.values()].some((a) => a.ratingFit && !isDefaultRatings(a.ratingFit.options))
      ? [
          'The Bradley-Terry ratings lead with the fit the manifest chooses; the fragility of their top is searched under ties counted half, and their τ has no interval (the bootstrap rounds are the default fit’s).',
        ]
      : [],
  };
}
