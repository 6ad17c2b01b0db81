import { z } from 'zod';
import { SourceSchema } from './source.ts';

/** How the labelled responses were collected (Meena paper, sections 2.2 and 2.3). */
export const SsaModeSchema = z.enum([
  /** Fixed contexts (the paper's Mini-Turing Benchmark); every model answers the same contexts. */
  'static',
  /** A person chats freely with the model; the model's turns are labelled in their conversation. */
  'interactive',
]);
export type SsaMode = z.infer<typeof SsaModeSchema>;

/** One rater's sensibleness and specificity label of one response. */
export const SsaLabelSchema = z.object({
  /** Canonical model id of the labelled response. */
  model: z.string(),
  /** Model version (`base`, `2.6B-ppl10.2`); empty when a model has one version. */
  version: z.string(),
  mode: SsaModeSchema,
  /** The conversation (interactive) or context (static) the response belongs to: the unit the bootstrap resamples. */
  conversation: z.string(),
  /** 1-based position of the labelled response in its conversation. */
  turn: z.number().int().positive(),
  rater: z.string(),
  sensible: z.boolean(),
  /** Specific as the rater answered; absent when the rater was not asked (the response was not sensible). */
  specificAnswered: z.boolean().optional(),
  /** Specific as counted: a response labelled not sensible is not specific, whatever the rater said. */
  specific: z.boolean(),
  /** The response's text, when the label file carries it. */
  response: z.string().optional(),
  /** The context the response answers (static mode: the turns every system was given), when the file carries it. */
  context: z.string().optional(),
  /**
   * The evaluation run the label belongs to, when a system was evaluated more than once (the paper evaluated its
   * lowest-perplexity model 7 times in each mode, each time with freshly sampled responses).
   */
  run: z.string().optional(),
  /** How the response was decoded, when the label file says (the paper's section 5.1); absent when not given. */
  decoding: z
    .object({
      /** Sample-and-rank N: responses sampled, the most likely one kept (N = 1 is plain sampling). */
      samples: z.number().int().positive().optional(),
      /** Sampling temperature T (0 or more). */
      temperature: z.number().min(0).optional(),
      /** Top-k: sampling restricted to the k most likely tokens; absent when sampling from the whole vocabulary. */
      topK: z.number().int().positive().optional(),
    })
    .optional(),
  source: SourceSchema,
});
export type SsaLabel = z.infer<typeof SsaLabelSchema>;
export type SsaDecoding = NonNullable<SsaLabel['decoding']>;

/** One model version of the model table: its perplexity and, when measured, its human-likeness. */
export const SsaModelRowSchema = z.object({
  model: z.string(),
  version: z.string(),
  /** Test perplexity (the paper's automatic metric); null when not given (chatbots without a language model score). */
  perplexity: z.number().positive().nullable(),
  /** Share of responses crowd workers called human-like, in [0, 1] (the paper's figure 2); absent when not measured. */
  humanLikeness: z.number().min(0).max(1).optional(),
  /** Name shown on the site, when the table gives one. */
  display: z.string().optional(),
  source: SourceSchema,
});
export type SsaModelRow = z.infer<typeof SsaModelRowSchema>;
