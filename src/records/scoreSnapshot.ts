import { z } from 'zod';
import { SourceSchema } from './source.ts';

// Dated snapshots of a leaderboard (docs/history.md): each model's score as a benchmark published it on a date,
// and the methodology changelog of the study directory (CHANGES.md). The history section draws each model's score
// over time from them (src/stats/scoreSnapshots.ts).

/** One model's score in one dated snapshot of a benchmark's leaderboard. */
export const ScoreSnapshotRowSchema = z.object({
  /** The benchmark the leaderboard ranks (the `benchmark` column; '' when the file has none). */
  benchmark: z.string(),
  /** The snapshot's date, YYYY-MM-DD (a real calendar date). */
  date: z.string(),
  /** The snapshot's name (a release tag), when given. */
  label: z.string().optional(),
  /** Canonical model id. */
  model: z.string(),
  score: z.number(),
  /** The score's interval, when the leaderboard printed one. */
  lo: z.number().optional(),
  hi: z.number().optional(),
  /** Judgments (votes, battles, questions) the score rests on. */
  n: z.number().int().nonnegative(),
  source: SourceSchema,
});
export type ScoreSnapshotRow = z.infer<typeof ScoreSnapshotRowSchema>;

/** One entry of a methodology changelog: a dated heading and its text. */
export const ChangeNoteSchema = z.object({
  date: z.string(),
  /** The heading's words after the date ('' when it is the date alone). */
  title: z.string(),
  /** The entry's paragraphs and list items, as plain text. */
  paragraphs: z.array(z.string()),
  source: SourceSchema,
});
export type ChangeNote = z.infer<typeof ChangeNoteSchema>;

/** YYYY-MM-DD that is a real calendar date (2024-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}
