// Rater leniency: each rater's mean preference and fault-flag rates against those of all other raters pooled,
// with intervals (Student t for means, Wilson for rates).
import type { PreferenceLabel, ResponseRatings } from '../../../records/preferenceLabel.ts';
import { ratingIntervals } from '../../../render/charts/ratingIntervals.ts';
import { MISSING, pct, withInterval } from '../../../render/format.ts';
import { meanInterval, type MeanInterval } from '../../../stats/meanInterval.ts';
import { PREFERENCE_SCORE } from '../../../stats/preferenceOutcome.ts';
import { ratedLabels, type RatedLabel } from '../../../stats/ratedLabels.ts';
import { wilsonInterval } from '../../../stats/wilsonInterval.ts';
import { byText } from '../../tables.ts';
import type { PreferenceModel } from './model.ts';
import { signedInterval, table } from './shared.ts';

/** The four fault flags of a response, with how each reads off the ratings (Language Match "no" is the fault). */
export const FAULT_FLAGS = [
  { key: 'language-mismatch', label: 'Language mismatch', of: (r: ResponseRatings) => !r.languageMatch },
  { key: 'false-refusal', label: 'False refusal', of: (r: ResponseRatings) => r.falseRefusal },
  { key: 'preachy', label: 'Preachy', of: (r: ResponseRatings) => r.preachy },
  { key: 'templated', label: 'Templated', of: (r: ResponseRatings) => r.templated },
] as const;
export type FaultFlag = (typeof FAULT_FLAGS)[number]['key'];

/** A rate with its Wilson 95% interval; null when there is nothing to count. */
export interface Rate {
  k: number;
  n: number;
  rate: number;
  lo: number;
  hi: number;
}
const rate = (k: number, n: number): Rate | null =>
  n === 0 ? null : { k, n, rate: k / n, ...wilsonInterval(k, n) };
const mean = (xs: number[]): MeanInterval | null => (xs.length === 0 ? null : meanInterval(xs));

/** One rater against the others pooled. */
export interface RaterLeniency {
  rater: string;
  /** Rated labels (not rejected) by this rater and by everyone else. */
  labels: number;
  others: number;
  /** Mean score toward the first-shown response (A3 +3 ... B3 -3, both bad 0). */
  towardA: MeanInterval;
  othersTowardA: MeanInterval | null;
  /** Mean score toward the model ranked higher on the leaderboard (+3: it is much better). */
  towardBetter: MeanInterval;
  othersTowardBetter: MeanInterval | null;
  /** Share of "Both A and B are bad". */
  bothBad: Rate;
  othersBothBad: Rate | null;
  /** Per fault flag: the share of the rater's rated responses (two a label) flagged, and the others'. */
  flags: Record<FaultFlag, { rater: Rate; others: Rate | null }>;
}

/**
 * Each rater's leniency against everyone else's labels: the mean preference score toward response A (the
 * first shown) and toward the better-ranked model of the pair (`rank` lists model ids best first; a model not
 * in it ranks last), the both-bad share, and the rate of each fault flag over rated responses. Only rated
 * labels count (rejected ones carry no preference). Means carry a Student-t 95% interval (none with one label),
 * rates a Wilson 95% interval. Raters sorted by id.
 * @example raterLeniency([A3 by r1, B1 by r2], ['x', 'y'])[0].towardA.mean // 3
 */
export function raterLeniency(labels: readonly PreferenceLabel[], rank: readonly string[]): RaterLeniency[] {
  const rated = ratedLabels(labels);
  const pos = (m: string) => {
    const i = rank.indexOf(m);
    return i < 0 ? rank.length : i;
  };
  const towardA = (l: RatedLabel) => PREFERENCE_SCORE[l.preference];
  // A tie in rank (neither model ranked) counts toward A: the sign then says nothing, and the pair is rare.
  const towardBetter = (l: RatedLabel) => (pos(l.modelB) < pos(l.modelA) ? -1 : 1) * towardA(l);
  const count = (ls: RatedLabel[], f: (r: ResponseRatings) => boolean) =>
    rate(
      ls.reduce((k, l) => k + Number(f(l.ratingsA)) + Number(f(l.ratingsB)), 0),
      2 * ls.length,
    );
  const raters = [...new Set(rated.map((l) => l.raterId))].sort(byText);
  return raters.map((rater) => {
    const mine = rated.filter((l) => l.raterId === rater);
    const rest = rated.filter((l) => l.raterId !== rater);
    const bad = (ls: RatedLabel[]) => rate(ls.filter((l) => l.preference === 'bad').length, ls.length);
    return {
      rater,
      labels: mine.length,
      others: rest.length,
      towardA: mean(mine.map(towardA))!,
      othersTowardA: mean(rest.map(towardA)),
      towardBetter: mean(mine.map(towardBetter))!,
      othersTowardBetter: mean(rest.map(towardBetter)),
      bothBad: bad(mine)!,
      othersBothBad: bad(rest),
      flags: Object.fromEntries(
        FAULT_FLAGS.map((f) => [f.key, { rater: count(mine, f.of)!, others: count(rest, f.of) }]),
      ) as RaterLeniency['flags'],
    };
  });
}

const meanText = (m: MeanInterval | null) => (m ? signedInterval(m.mean, m.lo, m.hi) : MISSING);
const rateText = (r: Rate | null) => (r ? withInterval(pct(r.rate), r.lo, r.hi, pct) : MISSING);
/** Whether two intervals do not overlap (a rater clearly apart from the others). */
const apart = (
  a: { lo: number | null; hi: number | null },
  b: { lo: number | null; hi: number | null } | null,
) =>
  b !== null &&
  a.lo !== null &&
  a.hi !== null &&
  b.lo !== null &&
  b.hi !== null &&
  (a.hi < b.lo || b.hi < a.lo);
const flagged = (apartFromOthers: boolean) => (apartFromOthers ? { tone: 'off' as const } : {});

/** The rater page: a chart of the mean toward A per rater, the preference table and the flag-rate table. */
export function ratersSection(
  labels: readonly PreferenceLabel[],
  rank: readonly string[],
): PreferenceModel['raters'] {
  const rows = raterLeniency(labels, rank);
  const drawable = rows.filter((r) => r.towardA.lo !== null && r.towardA.hi !== null);
  return {
    svg:
      drawable.length === 0
        ? ''
        : ratingIntervals(
            drawable.map((r) => ({
              model: r.rater,
              display: `rater ${r.rater}`,
              rating: r.towardA.mean,
              lo: r.towardA.lo!,
              hi: r.towardA.hi!,
            })),
            {
              title: 'Mean preference toward response A per rater (+3: A is much better)',
              xLabel: 'mean score toward A',
              reference: 0,
            },
          ),
    preferences: table(
      'raters',
      'Rater leniency: mean preference against the other raters',
      [
        { key: 'rater', label: 'Rater' },
        { key: 'labels', label: 'rated labels', numeric: true },
        {
          key: 'a',
          label: 'toward A (95% CI)',
          numeric: true,
          help: 'mean score toward the response shown first, −3 to +3',
        },
        { key: 'oa', label: 'others: toward A', numeric: true },
        {
          key: 'better',
          label: 'toward the better model (95% CI)',
          numeric: true,
          help: "mean score toward the model of the pair ranked higher on this section's leaderboard",
        },
        { key: 'ob', label: 'others: toward the better', numeric: true },
        { key: 'bad', label: 'both bad % (95% CI)', numeric: true },
        { key: 'obad', label: 'others: both bad %', numeric: true },
      ],
      rows.map((r) => [
        { text: r.rater },
        { text: String(r.labels), sort: r.labels },
        { text: meanText(r.towardA), sort: r.towardA.mean, ...flagged(apart(r.towardA, r.othersTowardA)) },
        { text: meanText(r.othersTowardA), sort: r.othersTowardA?.mean ?? null },
        {
          text: meanText(r.towardBetter),
          sort: r.towardBetter.mean,
          ...flagged(apart(r.towardBetter, r.othersTowardBetter)),
        },
        { text: meanText(r.othersTowardBetter), sort: r.othersTowardBetter?.mean ?? null },
        { text: rateText(r.bothBad), sort: r.bothBad.rate, ...flagged(apart(r.bothBad, r.othersBothBad)) },
        { text: rateText(r.othersBothBad), sort: r.othersBothBad?.rate ?? null },
      ]),
      rows.map((r) => ({
        rater: r.rater,
        labels: r.labels,
        otherLabels: r.others,
        towardA: r.towardA.mean,
        towardALo: r.towardA.lo,
        towardAHi: r.towardA.hi,
        othersTowardA: r.othersTowardA?.mean ?? null,
        othersTowardALo: r.othersTowardA?.lo ?? null,
        othersTowardAHi: r.othersTowardA?.hi ?? null,
        towardBetter: r.towardBetter.mean,
        towardBetterLo: r.towardBetter.lo,
        towardBetterHi: r.towardBetter.hi,
        othersTowardBetter: r.othersTowardBetter?.mean ?? null,
        othersTowardBetterLo: r.othersTowardBetter?.lo ?? null,
        othersTowardBetterHi: r.othersTowardBetter?.hi ?? null,
        bothBad: r.bothBad.k,
        bothBadRate: r.bothBad.rate,
        othersBothBad: r.othersBothBad?.k ?? null,
        othersBothBadRate: r.othersBothBad?.rate ?? null,
      })),
    ),
    flags: table(
      'rater-flags',
      'Rater leniency: fault-flag rates against the other raters',
      [
        { key: 'rater', label: 'Rater' },
        { key: 'flag', label: 'Flag' },
        { key: 'rate', label: 'rater: flagged % (95% CI)', numeric: true },
        { key: 'k', label: 'flagged', numeric: true },
        { key: 'n', label: 'responses', numeric: true },
        { key: 'others', label: 'others: flagged % (95% CI)', numeric: true },
      ],
      rows.flatMap((r) =>
        FAULT_FLAGS.map((f, i) => {
          const { rater, others } = r.flags[f.key];
          return [
            { text: r.rater },
            { text: f.label, sort: i },
            { text: rateText(rater), sort: rater.rate, ...flagged(apart(rater, others)) },
            { text: String(rater.k), sort: rater.k },
            { text: String(rater.n), sort: rater.n },
            { text: rateText(others), sort: others?.rate ?? null },
          ];
        }),
      ),
      rows.flatMap((r) =>
        FAULT_FLAGS.map((f) => {
          const { rater, others } = r.flags[f.key];
          return {
            rater: r.rater,
            flag: f.key,
            flagged: rater.k,
            responses: rater.n,
            rate: rater.rate,
            lo: rater.lo,
            hi: rater.hi,
            othersFlagged: others?.k ?? null,
            othersResponses: others?.n ?? null,
            othersRate: others?.rate ?? null,
            othersLo: others?.lo ?? null,
            othersHi: others?.hi ?? null,
          };
        }),
      ),
    ),
  };
}
