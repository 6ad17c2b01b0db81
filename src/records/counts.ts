import { z } from 'zod';
import { UniVerdictSchema } from './uniJudgment.ts';
import { PairKindSchema } from './pairJudgment.ts';

/** The format tag of a counts file (docs/counts.md). */
export const COUNTS_FORMAT = 'parley-counts/1';

const count = z.number().int().nonnegative();

/** Uni-Eval judgments of one model with one verdict, first AI chat and conversation length, counted. */
export const UniCountSchema = z.object({
  benchmark: z.string().min(1),
  setting: z.string(),
  judge: z.string().min(1),
  /** Model id or any spelling the alias table knows. */
  model: z.string().min(1),
  verdict: UniVerdictSchema,
  /** 1-based first chat called AI; null when none (verdict human or unparsed, or `Index: None`). */
  firstAiChat: z.number().int().positive().nullable(),
  /** Chats in the judged conversation; null when not known. */
  length: z.number().int().nonnegative().nullable(),
  count,
});
export type UniCount = z.infer<typeof UniCountSchema>;

/** pass@N of one model: judgments passing at N out of the parsed ones (derived from the Uni-Eval counts). */
export const PassCountSchema = z.object({
  benchmark: z.string().min(1),
  setting: z.string(),
  judge: z.string().min(1),
  model: z.string().min(1),
  N: z.number().int().positive(),
  passed: count,
  /** Parsed judgments (the denominator). */
  total: count,
  unparsed: count,
});
export type PassCount = z.infer<typeof PassCountSchema>;

/** Outcomes of one unordered model pair (model1 < model2 in string order) in one kind and setting. */
export const PairCountRowSchema = z.object({
  benchmark: z.string().min(1),
  kind: PairKindSchema,
  /** BotChat Arena `N=8`/`N=16`; empty when there is one setting. */
  setting: z.string(),
  judge: z.string().min(1),
  model1: z.string().min(1),
  model2: z.string().min(1),
  /** Judgments model1 won. */
  wins1: count,
  wins2: count,
  /** Both-good ties. */
  ties: count,
  /** Both-bad ties. */
  bothbad: count,
  unparsed: count,
});
export type PairCountRow = z.infer<typeof PairCountRowSchema>;

/** Generated chats of one model with one cl100k token count, and how many of them exceed 60 words. */
export const LengthCountSchema = z.object({
  benchmark: z.string().min(1),
  model: z.string().min(1),
  tokens: count,
  chats: count,
  over60Words: count,
});
export type LengthCount = z.infer<typeof LengthCountSchema>;

/**
 * A counts file: the aggregation of judgments into the tables every statistic reads (docs/counts.md). Made by
 * `parley counts` or by the SQL of `parley counts --sql` on any engine; read by `parley build`.
 */
export const CountsSchema = z.object({
  format: z.literal(COUNTS_FORMAT),
  uni: z.array(UniCountSchema).default([]),
  passes: z.array(PassCountSchema).default([]),
  pairs: z.array(PairCountRowSchema).default([]),
  lengths: z.array(LengthCountSchema).default([]),
});
export type Counts = z.infer<typeof CountsSchema>;
