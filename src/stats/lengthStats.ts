import type { Conversation } from '../records/conversation.ts';
import { groupBy } from './groupBy.ts';

/** The generation prompt of BotChat asks for chats under this many words. */
export const BOTCHAT_WORD_LIMIT = 60;

export interface LengthStats {
  model: string;
  chats: number;
  mean: number;
  median: number;
  q1: number;
  q3: number;
  min: number;
  max: number;
  /** Chats over BOTCHAT_WORD_LIMIT words (split on white space). */
  over60Words: number;
  /** Every chat's token count, ascending (for distribution charts). */
  tokens: number[];
}

function q(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  return sorted[lo]! + (h - lo) * ((sorted[Math.ceil(h)] ?? sorted[lo]!) - sorted[lo]!);
}

/**
 * Token lengths of generated chats (those after the seed chats) per model: mean (BotChat's Length column),
 * quartiles (linear interpolation, R type 7), extremes, and chats over the prompt's 60-word guidance.
 * Source: BotChat (Duan et al. 2023), "Length statistics of the generated chats" (cl100k tokens).
 * @example lengthStats(conversations, countCl100k)[0] // { model: 'gpt4', chats: 7658, mean: 30.5, ... }
 */
export function lengthStats(
  conversations: readonly Conversation[],
  count: (text: string) => number,
): LengthStats[] {
  return groupBy(conversations, (c) => c.model)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([model, cs]) => {
      const chats = cs.flatMap((c) => c.chats.slice(c.seedChats));
      const tokens = chats.map(count).sort((a, b) => a - b);
      const sum = tokens.reduce((t, x) => t + x, 0);
      return {
        model,
        chats: tokens.length,
        mean: tokens.length ? sum / tokens.length : NaN,
        median: q(tokens, 0.5),
        q1: q(tokens, 0.25),
        q3: q(tokens, 0.75),
        min: tokens[0] ?? NaN,
        max: tokens[tokens.length - 1] ?? NaN,
        over60Words: chats.filter((t) => t.split(/\s+/).filter(Boolean).length > BOTCHAT_WORD_LIMIT).length,
        tokens,
      };
    });
}
