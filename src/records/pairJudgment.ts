import { z } from 'zod';
import { SourceSchema } from './source.ts';

/**
 * Outcome of a pairwise comparison, stated from the models' side.
 * BotChat's judge names the conversation that looks AI-involved, so `Choice: Conversation 1` means model2 wins.
 */
export const PairOutcomeSchema = z.enum([
  /** The model of conversation 1 wins (conversation 2 looked AI-involved). */
  'model1',
  /** The model of conversation 2 wins (conversation 1 looked AI-involved). */
  'model2',
  /** A tie in which neither looked AI-involved ("both good"; BotChat `Neither`, Arena `tie`). */
  'tie',
  /** A tie in which both looked AI-involved ("both bad"; BotChat `Both`, Arena `tie (bothbad)`). */
  'bothbad',
  /** The judge's answer could not be read; kept and reported, excluded from rates. */
  'unparsed',
]);
export type PairOutcome = z.infer<typeof PairOutcomeSchema>;

/** Which comparison family a pairwise judgment belongs to. */
export const PairKindSchema = z.enum([
  /** A model's conversation against the ground-truth conversation of the same seed. */
  'gt',
  /** Model against model (BotChat Arena, HCG pair_eval, Chatbot-Arena-style battles). */
  'arena',
]);
export type PairKind = z.infer<typeof PairKindSchema>;

/** A side-by-side pair of numbers: model1's (`_a`) and model2's (`_b`). */
const sides = z.tuple([z.number(), z.number()]);

/**
 * The style covariates of a battle (LMArena's `conv_metadata`): per side, the assistant's tokens and its markdown
 * element counts (each the sum over the element's kinds: h1..h6, ordered and unordered lists, `**` and `__`).
 * Absent parts were not in the file. The style-controlled ratings read these.
 */
export const PairStyleSchema = z.object({
  tokens: sides.optional(),
  headers: sides.optional(),
  lists: sides.optional(),
  bold: sides.optional(),
});
export type PairStyle = z.infer<typeof PairStyleSchema>;

/** One pairwise judgment: which of two conversations (or answers) a judge prefers. */
export const PairJudgmentSchema = z.object({
  benchmark: z.string(),
  kind: PairKindSchema,
  /** Setting label: BotChat Arena `N=8`/`N=16`, HCG `6`/`12` turns; empty when there is one. */
  setting: z.string(),
  judge: z.string(),
  /** Seed or question id shared by both sides; empty when the source has none. */
  seed: z.string(),
  /** Canonical model id shown as conversation 1 (or `model_a`). */
  model1: z.string(),
  /** Canonical model id shown as conversation 2 (or `model_b`). */
  model2: z.string(),
  outcome: PairOutcomeSchema,
  reason: z.string(),
  raw: z.string(),
  /**
   * A digest of the conversation text this judgment is verified to be about (the text a row embeds, or the
   * dialogue whose passages the judge quotes). Two judges' verdicts are compared only when their digests agree;
   * absent when nothing verifies which text was judged.
   */
  judgedText: z.string().optional(),
  source: SourceSchema,
  /** How many identical judgments this record stands for (a row of a counts file); absent means one. */
  weight: z.number().int().positive().optional(),
  /**
   * Where the judgments this record stands for stood among its file's judgments (0-based, in line order), when the
   * file was read straight to counts (RoleReaders.countFile): what Elo, which takes judgments in file order, needs
   * to replay them. Absent for records read one by one (their order is the records' own) and for counts files.
   */
  order: z.array(z.number().int().nonnegative()).optional(),
  // Covariates of public battle dumps (LMArena); absent for every other source.
  /** The prompt's language as the dump writes it (`English`, or an ISO code such as `en`). */
  language: z.string().optional(),
  /** `anony`: the models' names were hidden when the vote was cast (the leaderboard counts only these). */
  anonymous: z.boolean().optional(),
  /** `turn`: how many user turns the battle had. */
  turns: z.number().int().positive().optional(),
  /** When the vote was cast, in seconds since 1970 (`tstamp`, or `timestamp` read as a date). */
  time: z.number().optional(),
  style: PairStyleSchema.optional(),
  /**
   * Category slices the battle belongs to, from the dump's tags: `hard` (at least 6 of the 7 criteria of
   * `criteria_v0.1`), `if` (instruction following), `math`, `creative_writing`, `code` (`is_code`), `refusal`
   * (`is_refusal`), `multi_turn`, `dedup_sampled` / `dedup_high_freq` (`dedup_tag`).
   */
  tags: z.array(z.string()).optional(),
});
export type PairJudgment = z.infer<typeof PairJudgmentSchema>;
