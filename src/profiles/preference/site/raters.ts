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
import { signedInterval, specTable } from './shared.ts';
import type { ColumnSpec, TableValue } from '../../../render/columnSpec.ts';

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

/** A mean with its interval (downloaded as `<field>`, `<field>Lo`, `<field>Hi`); marked off when `apartFrom`'s interval does not overlap it. */
function meanColumn<R>(
  column: { id: string; label: string; field: string; description?: string },
  of: (row: R) => MeanInterval | null,
  apartFrom?: (row: R) => MeanInterval | null,
): ColumnSpec<R> {
  return {
    ...column,
    numeric: true,
    value: (r) => of(r)?.mean ?? null,
    format: (_v, r) => meanText(of(r)),
    interval: (r) => {
      const m = of(r);
      return m && m.lo !== null && m.hi !== null ? { lo: m.lo, hi: m.hi } : undefined;
    },
    showInterval: false,
    ...(apartFrom ? { tone: (r: R) => (apart(of(r)!, apartFrom(r)) ? ('off' as const) : undefined) } : {}),
  };
}

/** A rate with its interval in the cell; `fields` names its downloads. Marked off as meanColumn's. */
function rateColumn<R>(
  column: { id: string; label: string },
  of: (row: R) => Rate | null,
  fields: (rate: Rate | null) => Record<string, TableValue>,
  apartFrom?: (row: R) => Rate | null,
): ColumnSpec<R> {
  return {
    ...column,
    numeric: true,
    value: (r) => of(r)?.rate ?? null,
    format: (_v, r) => rateText(of(r)),
    fields: (r) => fields(of(r)),
    ...(apartFrom ? { tone: (r: R) => (apart(of(r)!, apartFrom(r)) ? ('off' as const) : undefined) } : {}),
  };
}

const PREFERENCE_COLUMNS: ColumnSpec<RaterLeniency>[] = [
  { id: 'rater', label: 'Rater', value: (r) => r.rater },
  {
    id: 'labels',
    label: 'rated labels',
    numeric: true,
    value: (r) => r.labels,
    fields: (r) => ({ labels: r.labels, otherLabels: r.others }),
  },
  meanColumn(
    {
      id: 'a',
      label: 'toward A (95% CI)',
      field: 'towardA',
      description: 'mean score toward the response shown first, −3 to +3',
    },
    (r) => r.towardA,
    (r) => r.othersTowardA,
  ),
  meanColumn({ id: 'oa', label: 'others: toward A', field: 'othersTowardA' }, (r) => r.othersTowardA),
  meanColumn(
    {
      id: 'better',
      label: 'toward the better model (95% CI)',
      field: 'towardBetter',
      description: "mean score toward the model of the pair ranked higher on this section's leaderboard",
    },
    (r) => r.towardBetter,
    (r) => r.othersTowardBetter,
  ),
  meanColumn(
    { id: 'ob', label: 'others: toward the better', field: 'othersTowardBetter' },
    (r) => r.othersTowardBetter,
  ),
  rateColumn(
    { id: 'bad', label: 'both bad % (95% CI)' },
    (r) => r.bothBad,
    (b) => ({ bothBad: b!.k, bothBadRate: b!.rate }),
    (r) => r.othersBothBad,
  ),
  rateColumn(
    { id: 'obad', label: 'others: both bad %' },
    (r) => r.othersBothBad,
    (b) => ({ othersBothBad: b?.k ?? null, othersBothBadRate: b?.rate ?? null }),
  ),
];

/** One fault flag of one rater: the rater's rate and the others'. */
interface FlagRow {
  rater: string;
  flag: (typeof FAULT_FLAGS)[number];
  index: number;
  mine: Rate;
  others: Rate | null;
}

const FLAG_COLUMNS: ColumnSpec<FlagRow>[] = [
  { id: 'rater', label: 'Rater', value: (r) => r.rater },
  {
    id: 'flag',
    label: 'Flag',
    value: (r) => r.flag.key,
    format: (_v, r) => r.flag.label,
    sort: (r) => r.index,
  },
  rateColumn(
    { id: 'rate', label: 'rater: flagged % (95% CI)' },
    (r) => r.mine,
    (m) => ({ rate: m!.rate, lo: m!.lo, hi: m!.hi }),
    (r) => r.others,
  ),
  { id: 'k', label: 'flagged', field: 'flagged', numeric: true, value: (r) => r.mine.k },
  { id: 'n', label: 'responses', field: 'responses', numeric: true, value: (r) => r.mine.n },
  rateColumn(
    { id: 'others', label: 'others: flagged % (95% CI)' },
    (r) => r.others,
    (o) => ({
      othersFlagged: o?.k ?? null,
      othersResponses: o?.n ?? null,
      othersRate: o?.rate ?? null,
      othersLo: o?.lo ?? null,
      othersHi: o?.hi ?? null,
    }),
  ),
];

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
    preferences: specTable(
      'raters',
      'Rater leniency: mean preference against the other raters',
      PREFERENCE_COLUMNS,
      rows,
    ),
    flags: specTable(
      'rater-flags',
      'Rater leniency: fault-flag rates against the other raters',
      FLAG_COLUMNS,
      rows.flatMap((r) =>
        FAULT_FLAGS.map((f, i) => ({
          rater: r.rater,
          flag: f,
          index: i,
          mine: r.flags[f.key].rater,
          others: r.flags[f.key].others,
        })),
      ),
      { fieldOrder: ['rater', 'flag', 'flagged', 'responses'] },
    ),
  };
}
