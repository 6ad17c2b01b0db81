// How a Bradley-Terry row is written on a page: the rating with its interval, or, where the data do not decide it,
// why not (a model that never won or never lost, an interval withheld on too few games). No number beyond the data.
import { BT_DEGENERATE_SHARE } from '../stats/constants.ts';
import type { BootstrapRow } from '../stats/bootstrapBradleyTerry.ts';
import { fixed, formatInterval, MISSING, withInterval } from '../render/format.ts';

/** "[1001.1, 1088.0]", or why there is no interval (too few games, or the reason the model has no rating). */
export function intervalText(r: BootstrapRow): string {
  if (r.lo !== null && r.hi !== null) return formatInterval(r.lo, r.hi);
  if (r.rating === null) return r.note ?? r.reason ?? 'not rated';
  return r.intervalReason === 'too few games'
    ? `too few games: ${r.degenerateRounds} of ${r.rounds} rounds could not rate it`
    : (r.intervalReason ?? 'no interval');
}

/** "1043.2 [1001.1, 1088.0]", or the rating with the reason its interval is withheld, or the reason for no rating. */
export function ratingText(r: BootstrapRow): string {
  const rating = r.rating === null ? MISSING : fixed(r.rating);
  return r.lo !== null && r.hi !== null ? withInterval(rating, r.lo, r.hi) : `${rating} (${intervalText(r)})`;
}

/** The CI rank within the model's connected component; "k of n" when the models fall into several components. */
export function rankText(r: BootstrapRow, components: number): string {
  if (r.rank === null) return MISSING;
  return components > 1 ? `${r.rank} of ${r.rankAmong}` : String(r.rank);
}

/** How many connected components the rated models fall into. */
export function componentCount(rows: readonly BootstrapRow[]): number {
  return new Set(rows.map((r) => r.component).filter((c) => c !== null)).size;
}

/**
 * Notes under a ratings table: the components (never ranked across), the models with no rating and why, and the
 * models whose rounds were degenerate.
 */
export function ratingNotes(rows: readonly BootstrapRow[], name: (id: string) => string): string[] {
  const notes: string[] = [];
  const components = componentCount(rows);
  if (components > 1)
    notes.push(
      `The comparisons fall into ${components} groups that never met: each group is rated on its own, centred on 1000, and ranks count within a group only. Ratings of different groups cannot be compared.`,
    );
  for (const r of rows) {
    if (r.rating === null) notes.push(`${name(r.model)}: not rated: ${r.note ?? r.reason}.`);
    else if (r.intervalReason === 'too few games')
      notes.push(
        `${name(r.model)}: no interval: in ${r.degenerateRounds} of ${r.rounds} bootstrap rounds its resampled games left it without a finite rating, so the data cannot bound it (an interval is withheld when such rounds reach past its 2.5% or 97.5% point, or exceed ${BT_DEGENERATE_SHARE * 100}% of the rounds).`,
      );
    else if (r.degenerateRounds > 0)
      notes.push(
        `${name(r.model)}: in ${r.degenerateRounds} of ${r.rounds} bootstrap rounds its games left it without a finite rating; those rounds count at the far end of its interval.`,
      );
  }
  return notes;
}
