import { z } from 'zod';
import { SourceSchema } from './source.ts';

/**
 * One conversation: a model's continuation of a seed, or the ground-truth (human) conversation of that seed.
 * A "chat" is one participant's words in one round; speakers alternate.
 */
export const ConversationSchema = z.object({
  /** Unique id, `${benchmark}/${setting}/${seed}/${model}` with empty parts dropped; used in permalinks. */
  id: z.string(),
  /** Benchmark family the conversation belongs to, e.g. `botchat`, `hcg`. */
  benchmark: z.string(),
  /** Generation setting when a benchmark has several (HCG `6` or `12` turns); empty when there is one. */
  setting: z.string(),
  /** Seed id shared by every model's conversation from the same start, e.g. BotChat `MT-1`. */
  seed: z.string(),
  /** Canonical model id (see the alias table); `GT` for the ground-truth human conversation. */
  model: z.string(),
  /** The chats in order. */
  chats: z.array(z.string()),
  /** Speaker label of each chat when the source gives one (`A`/`B`, `human`/`bot`); same length as chats. */
  speakers: z.array(z.string()).optional(),
  /** How many leading chats are the given seed rather than generated (BotChat: 2; ground truth: all). */
  seedChats: z.number().int().nonnegative(),
  /** Which speaker the judge examines when it looks for AI (HCG judges the human side); absent means all. */
  judgedSpeaker: z.string().optional(),
  source: SourceSchema,
});
export type Conversation = z.infer<typeof ConversationSchema>;

/** The id scheme used for conversations; parts that are empty are left out. */
export function conversationId(benchmark: string, setting: string, seed: string, model: string): string {
  return [benchmark, setting, seed, model].filter((p) => p !== '').join('/');
}
