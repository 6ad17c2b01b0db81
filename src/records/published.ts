import { z } from 'zod';
import { SourceSchema } from './source.ts';

/**
 * One row of a published leaderboard, read as reference values (BotChat's lb.csv).
 * Numbers are kept with the text they were printed as, so "reproduced to the printed digit" can be checked.
 */
export const PublishedValueSchema = z.object({
  value: z.number(),
  /** The number exactly as printed in the source, e.g. `73.2`; its decimals set the comparison precision. */
  printed: z.string(),
});
export type PublishedValue = z.infer<typeof PublishedValueSchema>;

export const PublishedLeaderboardRowSchema = z.object({
  benchmark: z.string(),
  /** Canonical model id. */
  model: z.string(),
  /** Column name (as in the source) to its value; absent cells are left out. */
  values: z.record(z.string(), PublishedValueSchema),
  link: z.string().optional(),
  /**
   * Which of the source's tables the row belongs to, when it publishes several (AlpacaEval's annotator, an
   * arena-hard leaderboard's date, an Inspect or lm-eval task); absent for a single table.
   */
  board: z.string().optional(),
  /** Cells that are text, not numbers (`mode`, `CI`, an lm-eval stderr of `N/A`), by column. */
  labels: z.record(z.string(), z.string()).optional(),
  source: SourceSchema,
});
export type PublishedLeaderboardRow = z.infer<typeof PublishedLeaderboardRowSchema>;

/**
 * A published per-file summary (HCG's result_summary files): the rates a study printed for one judgment file.
 * Keys as printed (`Pass Rate`, `A Better Rate`, `# Total Dialogues`, ...).
 */
export const PublishedSummarySchema = z.object({
  benchmark: z.string(),
  judge: z.string(),
  /** `uni`, `gt` or `pair`. */
  kind: z.enum(['uni', 'gt', 'pair']),
  /** The judgment file this summary describes, relative to the data directory. */
  resultFile: z.string(),
  values: z.record(z.string(), PublishedValueSchema),
  /** Non-numeric fields (`Conversation A`, `Conversation B`). */
  labels: z.record(z.string(), z.string()),
  source: SourceSchema,
});
export type PublishedSummary = z.infer<typeof PublishedSummarySchema>;
