// Which Bradley-Terry fit leads a view's ratings, as the manifest chooses (`ratings`, decision 0092): ties counted
// half (default) or modelled (Davidson), intervals from the bootstrap (default) or sandwich standard errors (or
// Davidson's own Wald intervals), battles weighted equally (default) or by inverse pair frequency. The default
// is the bootstrap fit the site has always drawn; the others come in its row shape, so the leaderboard, the
// ratings figure and "About this ranking" read them alike, and the method text says which is used.
import type { RatingOptions } from '../records/manifest.ts';
import {
  bootstrapBradleyTerry,
  bootstrapSamples,
  summarizeBootstrap,
  type BootstrapRow,
} from '../stats/bootstrapBradleyTerry.ts';
import { bradleyTerry } from '../stats/bradleyTerry.ts';
import { bradleyTerrySandwich } from '../stats/bradleyTerrySandwich.ts';
import { BT_DEGENERATE_SHARE } from '../stats/constants.ts';
import { davidsonBradleyTerry, type DavidsonTie, type IntervalRow } from '../stats/davidsonBradleyTerry.ts';
import type { PairCount } from '../stats/pairCounts.ts';
import { fixed, formatInterval, pct } from '../render/format.ts';
import { bootstrapWork, memoWork, type BootstrapWork } from './cachedWork.ts';
import type { ViewContext } from './viewContext.ts';

/** The manifest's rating options with their defaults filled in; Davidson's intervals are its Wald intervals. */
export interface ResolvedRatingOptions {
  ties: 'half' | 'davidson';
  intervals: 'bootstrap' | 'sandwich' | 'wald';
  weights: 'none' | 'inverse-pair-frequency';
}

/**
 * The options with their defaults: ties half, bootstrap intervals, no weights; Davidson's fit has Wald intervals.
 * @example resolveRatingOptions({ ties: 'davidson' }) // { ties: 'davidson', intervals: 'wald', weights: 'none' }
 */
export function resolveRatingOptions(o: RatingOptions | undefined): ResolvedRatingOptions {
  const ties = o?.ties ?? 'half';
  return {
    ties,
    intervals: ties === 'davidson' ? 'wald' : (o?.intervals ?? 'bootstrap'),
    weights: o?.weights ?? 'none',
  };
}

/** True for the site's default fit (ties half, bootstrap, no weights). */
export const isDefaultRatings = (o: ResolvedRatingOptions): boolean =>
  o.ties === 'half' && o.intervals === 'bootstrap' && o.weights === 'none';

/** The leading fit of an Arena setting: its rows, and Davidson's tie parameter when ties are modelled. */
export interface LeadingRatings {
  options: ResolvedRatingOptions;
  rows: BootstrapRow[];
  tie: DavidsonTie | null;
}

/** A Wald-interval row in the bootstrap row's shape: no rounds, no median. */
function asRow(r: IntervalRow): BootstrapRow {
  const { se: _se, ...rest } = r;
  return {
    ...rest,
    // Only ties among the rated models: equal ratings and no interval ("no interval" on the page).
    intervalReason: r.intervalReason === 'only ties' ? null : r.intervalReason,
    median: null,
    degenerateRounds: 0,
    rounds: 0,
  };
}

/**
 * The bootstrap the leading ratings of one Arena setting ask the memo for (leadingRatings), or undefined when the
 * manifest's options lead with another fit: the work a page group declares to have it computed ahead.
 */
export function leadingBootstrap(
  ctx: Pick<ViewContext, 'data' | 'seed' | 'rounds'>,
  counts: PairCount[],
): BootstrapWork | undefined {
  const options = resolveRatingOptions(ctx.data.manifest.ratings);
  return options.ties === 'davidson' || options.intervals === 'sandwich'
    ? undefined
    : bootstrapWork(counts, ctx);
}

/**
 * The leading ratings of one Arena setting's pair counts under the manifest's options (the default: the bootstrap,
 * cached as before).
 * @example leadingRatings(ctx, counts).rows[0] // { model, rating, lo, hi, rank, ... }
 */
export function leadingRatings(ctx: ViewContext, counts: PairCount[]): LeadingRatings {
  const options = resolveRatingOptions(ctx.data.manifest.ratings);
  // The default fit is the bootstrap, asked of the memo as the page group declares it (leadingBootstrap).
  const work = leadingBootstrap(ctx, counts);
  if (work) {
    const rows = memoWork(ctx.memo, work, () =>
      Number.isInteger(ctx.rounds) && ctx.rounds >= 1
        ? // bootstrapBradleyTerry's summary of the same rounds, which the rank agreement reuses (bootstrapRoundsOf).
          summarizeBootstrap(counts, bradleyTerry(counts), bootstrapRoundsOf(ctx, counts))
        : bootstrapBradleyTerry(counts, { rounds: ctx.rounds, seed: ctx.seed }),
    );
    return { options, rows, tie: null };
  }
  if (options.ties === 'davidson') {
    const fit = davidsonBradleyTerry(counts);
    return { options, rows: fit.rows.map(asRow), tie: fit.tie };
  }
  const weighting = options.weights === 'none' ? 'none' : 'inverse pair frequency';
  const fit = bradleyTerrySandwich(counts, { weighting });
  return { options, rows: fit.rows.map(({ modelSe: _m, ...r }) => asRow(r)), tie: null };
}

const roundsByCounts = new WeakMap<
  readonly PairCount[],
  { seed: number; rounds: number; samples: Float64Array[] }
>();

/**
 * The bootstrap rounds (bootstrapSamples) of one Arena setting's pair counts, drawn once per build: the ratings'
 * intervals and the rank agreement of "About this ranking" read the same rounds, so they are not drawn twice.
 */
export function bootstrapRoundsOf(ctx: Pick<ViewContext, 'seed' | 'rounds'>, counts: readonly PairCount[]) {
  const hit = roundsByCounts.get(counts);
  if (hit && hit.seed === ctx.seed && hit.rounds === ctx.rounds) return hit.samples;
  const samples = bootstrapSamples(counts, { seed: ctx.seed, from: 0, to: ctx.rounds });
  roundsByCounts.set(counts, { seed: ctx.seed, rounds: ctx.rounds, samples });
  return samples;
}

/** The kind of interval, for a figure title: "bootstrap", "sandwich" or "Wald". */
export function intervalKind(o: ResolvedRatingOptions): string {
  return o.intervals === 'wald' ? 'Wald' : o.intervals;
}

/** The method text's sentences on how the ratings were fitted and their intervals computed. */
export function ratingsMethod(ctx: ViewContext, leading: Pick<LeadingRatings, 'options' | 'tie'>): string {
  const o = leading.options;
  const scale =
    'scale 400, base 10, mean 1000 within each group of models linked by comparisons; a model that never won or never lost has no finite rating and is listed apart, without moving the others.';
  if (isDefaultRatings(o))
    return `Maximum likelihood on the pair outcome counts (ties count half), ${scale} Intervals from ${ctx.rounds} multinomial bootstrap rounds of the counts, seed ${ctx.seed}, each round under the same rules; an interval is withheld when more than ${BT_DEGENERATE_SHARE * 100}% of the rounds could not rate the model.`;
  const chosen = 'As the manifest chooses (ratings:';
  if (o.ties === 'davidson') {
    const t = leading.tie;
    const nu =
      t && t.nu !== null
        ? ` Fitted ν = ${fixed(t.nu, 3)}${t.lo !== null && t.hi !== null ? ` (95% CI ${formatInterval(t.lo, t.hi, (x) => fixed(x, 3))})` : ''}: two equally strong models tie ${pct(t.atEqualStrength)}% of the time.`
        : t?.reason
          ? ` ν: ${t.reason}.`
          : '';
    return `${chosen} ties "davidson") Davidson's model: ties are modelled, P(tie) = ν√(πᵢπⱼ)/(πᵢ + πⱼ + ν√(πᵢπⱼ)), both kinds of tie alike; maximum likelihood, ${scale}${nu} Intervals: rating ± 1.96 standard errors from the inverse observed information (Wald). docs/decisions/0092-ties-and-sandwich.md.`;
  }
  const weights =
    o.weights === 'none'
      ? ''
      : ' Battles are weighted by inverse pair frequency (each battle of a pair with n battles weighs N/(P·n), N battles over P pairs), so every pair of models counts the same in the fit.';
  return `${chosen} intervals "sandwich"${o.weights === 'none' ? '' : ', weights "inverse-pair-frequency"'}) Maximum likelihood on the pair outcome counts (ties count half), ${scale}${weights} Intervals: rating ± 1.96 sandwich (robust) standard errors, H⁻¹BH⁻¹, valid where ties or weights break the model's own variance. docs/decisions/0092-ties-and-sandwich.md.`;
}
