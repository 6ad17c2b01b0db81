import { z } from 'zod';
import { SourceSchema } from './source.ts';

/** Whether a FED item rates one response (turn level) or a whole conversation (dialog level). */
export const FedLevelSchema = z.enum(['turn', 'dialog']);
export type FedLevel = z.infer<typeof FedLevelSchema>;

/** One line of a FED context: `User` (the person) or `System` (the rated side). */
export const FedLineSchema = z.object({ speaker: z.string(), text: z.string() });

/**
 * One item of FED (Mehri & Eskenazi 2020, fed_data.json): a context (and, at turn level, the response rated)
 * with five raters' values per quality. Values that were free text (`N/A (...)`) or outside the quality's
 * scale are null here and reported as findings.
 */
export const FedItemSchema = z.object({
  level: FedLevelSchema,
  /** 1-based position of the item in the file's array. */
  item: z.number().int().positive(),
  /** Canonical model id of the rated system (`meena`, `mitsuku`, `human`). */
  system: z.string(),
  context: z.array(FedLineSchema),
  /** The rated response (turn level), without its `System: ` prefix. */
  response: z.string().optional(),
  /** Quality name (as FED spells it) to one value per rater; null where the rater gave no number. */
  ratings: z.record(z.string(), z.array(z.number().nullable())),
  /** The Meena-release conversation the item was cut from, when it was found. */
  conversationId: z.string().optional(),
  /** Turn level: 1-based position of the rated response in that conversation; dialog level: turns covered. */
  turn: z.number().int().positive().optional(),
  /** How the link was made: the text as FED edited it, or also ignoring ASCII emoticons (see fedLink.ts). */
  linkedBy: z.enum(['text', 'text-without-emoticons']).optional(),
  source: SourceSchema,
});
export type FedItem = z.infer<typeof FedItemSchema>;
