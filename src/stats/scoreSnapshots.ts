import { isCalendarDate } from '../records/scoreSnapshot.ts';
import { requireFinite, requireCount } from './requireFinite.ts';
/**
 * Below this many judgments a model's score in a snapshot is marked "preliminary". At n = 100 the 95% Wilson
 * interval of a rate of 50% runs from 40.4% to 59.6% (±9.6 percentage points); with fewer, a move between
 * snapshots is hard to tell from noise. A reading threshold chosen by Parley, not a test; decision 0096.
 */
export const PRELIMINARY_MIN_N = 100;

/** One dated snapshot of a benchmark: each model's score (with its interval when known) and how many judgments. */
export interface Snapshot {
  /** Calendar date, YYYY-MM-DD. */
  date: string;
  /** Optional name of the snapshot (a release tag). */
  label?: string;
  rows: readonly { model: string; score: number | null; lo?: number | null; hi?: number | null; n: number }[];
}

export interface SnapshotPoint {
  date: string;
  label: string | null;
  score: number | null;
  lo: number | null;
  hi: number | null;
  n: number;
  /** n < the minimum (PRELIMINARY_MIN_N unless given). */
  preliminary: boolean;
  /** Rank within the snapshot among models with a score (1 = highest; equal scores share the better rank). */
  rank: number | null;
  /** Score minus the model's previous score in the series (the last earlier snapshot where it had one). */
  change: number | null;
}

export interface ModelSeries {
  model: string;
  /** One point per snapshot the model appears in, oldest first. */
  points: SnapshotPoint[];
  /** The newest point. */
  latest: SnapshotPoint;
}

export interface ScoreSnapshots {
  /** Every snapshot date, oldest first. */
  dates: string[];
  /**
   * Every model: first those in the newest snapshot, by score (highest first, null last), then name; then models
   * missing from it, by the date they were last seen (newest first), score and name.
   */
  models: ModelSeries[];
}

function checkDate(date: string): void {
  if (!isCalendarDate(date))
    throw new Error(`scoreSnapshots requires dates as YYYY-MM-DD (got ${JSON.stringify(date)})`);
}

/**
 * Each model's score over dated snapshots of the same benchmark: its series (oldest first) with the change from
 * its previous score, its rank in each snapshot, and a "preliminary" mark where the score rests on fewer than
 * `minN` judgments.
 * Source: no formula of its own; the series and the "preliminary" mark follow the LMArena (Chatbot Arena)
 * leaderboard, which marks models with few votes preliminary and publishes dated snapshots, here with Parley's own
 * threshold (PRELIMINARY_MIN_N); decision 0096.
 * @throws Error when a date is not YYYY-MM-DD, two snapshots share a date, a model appears twice in one snapshot,
 *   a score or bound is not finite, lo > hi, n is not a whole number ≥ 0, or minN is not a whole number ≥ 1.
 * @example scoreSnapshots([{ date: '2026-01-05', rows: [{ model: 'a', score: 0.61, n: 220 }] }]).models[0].latest.preliminary // false
 */
export function scoreSnapshots(
  snapshots: readonly Snapshot[],
  options: { minN?: number } = {},
): ScoreSnapshots {
  const minN = options.minN ?? PRELIMINARY_MIN_N;
  if (!Number.isInteger(minN) || minN < 1)
    throw new Error(`scoreSnapshots requires options.minN to be a whole number >= 1 (got ${minN})`);
  const sorted = [...snapshots].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  sorted.forEach((s, k) => {
    checkDate(s.date);
    if (k > 0 && sorted[k - 1]!.date === s.date)
      throw new Error(`scoreSnapshots: two snapshots dated ${s.date}`);
  });
  const series = new Map<string, SnapshotPoint[]>();
  snapshots.forEach((s, i) =>
    s.rows.forEach((r, j) => {
      const at = `snapshots[${i}].rows[${j}]`;
      if (r.score !== null) requireFinite('scoreSnapshots', `${at}.score`, r.score);
      if (r.lo != null) requireFinite('scoreSnapshots', `${at}.lo`, r.lo);
      if (r.hi != null) requireFinite('scoreSnapshots', `${at}.hi`, r.hi);
      requireCount('scoreSnapshots', `${at}.n`, r.n, true);
    }),
  );
  for (const s of sorted) {
    const seen = new Set<string>();
    for (const r of s.rows) {
      if (seen.has(r.model))
        throw new Error(`scoreSnapshots: ${r.model} appears twice in the snapshot of ${s.date}`);
      seen.add(r.model);
      if (r.lo != null && r.hi != null && r.lo > r.hi)
        throw new Error(
          `scoreSnapshots requires lo <= hi (got ${r.lo} > ${r.hi} for ${r.model} on ${s.date})`,
        );
    }
    const scored = s.rows.filter((r) => r.score !== null).map((r) => r.score!);
    for (const r of s.rows) {
      const points = series.get(r.model) ?? [];
      const previous = [...points].reverse().find((p) => p.score !== null);
      points.push({
        date: s.date,
        label: s.label ?? null,
        score: r.score,
        lo: r.lo ?? null,
        hi: r.hi ?? null,
        n: r.n,
        preliminary: r.n < minN,
        rank: r.score === null ? null : 1 + scored.filter((x) => x > r.score!).length,
        change: r.score !== null && previous ? r.score - previous.score! : null,
      });
      series.set(r.model, points);
    }
  }
  const compareCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const models = [...series.entries()]
    .map(([model, points]) => ({ model, points, latest: points[points.length - 1]! }))
    .sort(
      (a, b) =>
        compareCodeUnits(b.latest.date, a.latest.date) ||
        (b.latest.score ?? -Infinity) - (a.latest.score ?? -Infinity) ||
        compareCodeUnits(a.model, b.model),
    );
  return { dates: sorted.map((s) => s.date), models };
}
