import { z } from 'zod';
import { PublishedValueSchema } from './published.ts';
import { SourceSchema } from './source.ts';

/**
 * A text that says how a benchmark's numbers were made, read from the study's own files as text (never run): a
 * prompt (the generation prompt, a judge's instructions) or one in-context example given to a judge.
 */
export const MethodTextSchema = z.object({
  benchmark: z.string(),
  kind: z.enum(['prompt', 'example']),
  /** The name the source gives it (`unieval_prompt`), or its number among the examples (`example 2`). */
  title: z.string(),
  /** The text, exactly as the source holds it. */
  text: z.string(),
  /** An example's other fields as written (`choice`, `index`, `reason`), in the source's order. */
  fields: z.array(z.tuple([z.string(), z.string()])),
  source: SourceSchema,
});
export type MethodText = z.infer<typeof MethodTextSchema>;

/**
 * One cell of a table a study printed in its text (BotChat's README: the `#round` table, the `avg_tokens` table),
 * kept with the text it was printed as.
 */
export const PublishedCellSchema = z.object({
  benchmark: z.string(),
  /** The table, by the label of its first header cell as printed (`#round`, `model`). */
  table: z.string(),
  /** The row's label as printed (`num`, `avg_tokens`). */
  row: z.string(),
  /** The column's label as printed (`4`, `gpt-4-0613`). */
  column: z.string(),
  /** A model id, when the column names a model the profile knows. */
  model: z.string().optional(),
  value: PublishedValueSchema,
  source: SourceSchema,
});
export type PublishedCell = z.infer<typeof PublishedCellSchema>;
