import { z } from 'zod';
import { SourceSchema } from './source.ts';

/** Verdict of a single-conversation (Uni-Eval) judgment. */
export const UniVerdictSchema = z.enum([
  /** The judge says AI is involved. */
  'ai',
  /** The judge says no AI is involved. */
  'human',
  /** The judge's answer could not be read; kept with its raw text and excluded from rates. */
  'unparsed',
]);
export type UniVerdict = z.infer<typeof UniVerdictSchema>;

/** A judge's verdict on one conversation: is AI involved, and from which chat on. */
export const UniJudgmentSchema = z.object({
  benchmark: z.string(),
  setting: z.string(),
  /** Who judged, e.g. `gpt-4` for BotChat, `GPT-4o` for HCG's GPT4o_Evaluator. */
  judge: z.string(),
  seed: z.string(),
  /** Canonical model id of the judged conversation (`GT` for ground truth). */
  model: z.string(),
  /** Id of the judged conversation when it is known (see conversationId). */
  conversationId: z.string().optional(),
  verdict: UniVerdictSchema,
  /** 1-based index of the first chat the judge calls AI; null when none (verdict human, or index `None`). */
  firstAiChat: z.number().int().positive().nullable(),
  /**
   * The index as the judge wrote it, when Parley read it as another chat (HCG's judge counts human utterances:
   * its index 2 is chat 3); absent when the index is the chat number.
   */
  indexAsWritten: z.number().int().optional(),
  /** Number of chats in the judged conversation, when known (censoring time for Kaplan-Meier). */
  length: z.number().int().nonnegative().optional(),
  /** The judge's stated reason, if any. */
  reason: z.string(),
  /** The judge's raw answer, verbatim. */
  raw: z.string(),
  /**
   * A digest of the conversation text this judgment is verified to be about (the text a row embeds, or the
   * dialogue whose passages the judge quotes). Two judges' verdicts are compared only when their digests agree;
   * absent when nothing verifies which text was judged.
   */
  judgedText: z.string().optional(),
  source: SourceSchema,
});
export type UniJudgment = z.infer<typeof UniJudgmentSchema>;
