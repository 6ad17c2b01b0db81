// The record kind of WildBench's pairwise evaluation results (allenai/WildBench, v2): one judge's choice between two
// models' answers to one task. Registered by the WildBench profile (./profile.ts); held in Dataset.records.
import { z } from 'zod';
import { identityOf, recordKind } from '../../records/recordKind.ts';
import { SourceSchema } from '../../records/source.ts';

/** The benchmark id of WildBench's records. */
export const WILDBENCH = 'wildbench';

/**
 * The judge's choice as WildBench's pairwise prompt asks for it: A much better (`A++`), A slightly better (`A+`),
 * a tie (`A=B`), B slightly better (`B+`), B much better (`B++`).
 */
export const WildBenchChoiceSchema = z.enum(['A++', 'A+', 'A=B', 'B+', 'B++']);
export type WildBenchChoice = z.infer<typeof WildBenchChoiceSchema>;

/** One pairwise judgment of a WildBench result file. */
export const WildBenchPairSchema = z.object({
  /** `session_id`: the WildBench task. */
  sessionId: z.string().min(1),
  /** The judge model: the record's `eval_config.gpt`, else the manifest's judge, else the `eval=<judge>` folder; '' when none says. */
  judge: z.string(),
  /** `model_A` and `model_B`, as the profile resolved their spellings. */
  modelA: z.string().min(1),
  modelB: z.string().min(1),
  /**
   * The reference model of the two (WildBench compares each model with fixed references): the record's
   * `ref_generator`, else the `ref=<model>` folder the file sits in, else the other model than the one the manifest
   * names for the file; '' when nothing says which of the two is the reference.
   */
  reference: z.string(),
  choice: WildBenchChoiceSchema,
  /** Lengths of the two answers (`model_outputs`) in characters (Unicode code points, as Python's len counts). */
  lengthA: z.number().int().nonnegative(),
  lengthB: z.number().int().nonnegative(),
  /** The task's checklist, when the record carries one (`checklist`). */
  checklist: z.array(z.string()).optional(),
  source: SourceSchema,
});
export type WildBenchPair = z.infer<typeof WildBenchPairSchema>;

/**
 * WildBench's pairwise judgments. A record is one judge's verdict on one task for one ordered pair of models: the
 * same file copied into two folders is read once, and a copy with another choice or other answers is a conflict.
 */
export const WILDBENCH_PAIR = recordKind({
  key: 'wildbench.pairs',
  schema: WildBenchPairSchema,
  identity: (r) => identityOf('wb', r.judge, r.sessionId, r.modelA, r.modelB),
  content: (r) => [r.choice, r.lengthA, r.lengthB],
});
