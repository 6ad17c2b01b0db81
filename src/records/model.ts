import { z } from 'zod';

/** A model as the site shows it: one canonical id, one display name, and every spelling met in the inputs. */
export const ModelInfoSchema = z.object({
  /** Canonical id, safe as a path segment (`[a-z0-9._-]`). */
  id: z.string().regex(/^[A-Za-z0-9._-]+$/),
  display: z.string(),
  /** Spellings met in the inputs that resolved to this model. */
  aliases: z.array(z.string()),
  /** True for the ground-truth / real human conversations. */
  isGroundTruth: z.boolean(),
  link: z.string().optional(),
  /**
   * Per benchmark, the spellings its files use for the model (benchmarks sorted): a model named in several
   * benchmarks shows how each wrote it. Absent when no file of a known benchmark named it (a ground truth the
   * readers write as `GT`).
   */
  spelledIn: z.array(z.object({ benchmark: z.string(), spellings: z.array(z.string()) })).optional(),
});
export type ModelInfo = z.infer<typeof ModelInfoSchema>;
