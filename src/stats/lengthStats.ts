import { quantileSorted7 } from './quantileSorted7.ts';
import type { Conversation } from '../records/conversation.ts';
import { groupBy } from './groupBy.ts';
import { requireCount, requireCountAll, requireFinite } from './requireFinite.ts';

/**
 * The word count past which a chat is counted as long when the caller names no limit: BotChat's generation
 * prompt asks for chats of fewer than 60 words, and the counts file format (docs/counts.md) fixes the same.
 */
export const LONG_CHAT_WORDS = 60;

export interface LengthStats {
  model: string;
  chats: number;
  /** Mean, quartiles and extremes of the chats' token counts; null when there are no chats (see reason). */
  mean: number | null;
  median: number | null;
  q1: number | null;
  q3: number | null;
  min: number | null;
  max: number | null;
  /** "no chats" when the model has no chat to measure; null otherwise. */
  reason: 'no chats' | null;
  /** Chats over the word limit (LONG_CHAT_WORDS unless the caller names one; split on white space). */
  over60Words: number;
  /** Every chat's token count, ascending (for distribution charts). */
  tokens: number[];
}

/**
 * The chats a conversation's model wrote: after the seed chats, and only the judged speaker's when the source
 * names one (HCG's model plays the human side; in the Meena logs the bot is one of two speakers).
 * @throws Error when a number it reads is NaN or ±Infinity, or a count is negative (decision 0083).
 * @example modelChats({ chats: ['a', 'b', 'c'], seedChats: 2, ... }) // ['c']
 */
export function modelChats(
  c: Pick<Conversation, 'chats' | 'seedChats' | 'speakers' | 'judgedSpeaker'>,
): string[] {
  requireCount('modelChats', 'c.seedChats', c.seedChats, true);
  return c.chats.filter(
    (_, k) => k >= c.seedChats && (c.judgedSpeaker === undefined || c.speakers?.[k] === c.judgedSpeaker),
  );
}

/**
 * The ground truth's conversations measured as its seeds' model conversations are: each counts its chats after as
 * many seed chats as the model conversations of the same (benchmark, setting, seed) were given, so the real
 * dialogue's continuation compares with what the models wrote (BotChat keeps the whole real dialogue as seed; its
 * models were given its first two chats). Other conversations are returned as they are.
 * @throws Error when a number it reads is NaN or ±Infinity, or a count is negative (decision 0083).
 * @example groundTruthContinuations([gt('MT-1', 5 chats, seedChats 5), model('MT-1', seedChats 2)], 'GT')[0].seedChats // 2
 */
export function groundTruthContinuations<
  C extends Pick<Conversation, 'benchmark' | 'setting' | 'seed' | 'model' | 'seedChats'>,
>(conversations: readonly C[], groundTruth: string): C[] {
  conversations.forEach((c, i) =>
    requireCount('groundTruthContinuations', `conversations[${i}].seedChats`, c.seedChats, true),
  );
  const key = (c: C) => `${c.benchmark}\u0000${c.setting}\u0000${c.seed}`;
  const given = new Map<string, number>();
  for (const c of conversations)
    if (c.model !== groundTruth) given.set(key(c), Math.min(given.get(key(c)) ?? c.seedChats, c.seedChats));
  return conversations.map((c) => {
    const seed = c.model === groundTruth ? given.get(key(c)) : undefined;
    return seed !== undefined && seed < c.seedChats ? { ...c, seedChats: seed } : c;
  });
}

/**
 * One model's length summary from its chats' token counts, sorted ascending: mean, quartiles (R type 7),
 * extremes.
 * @returns for no chats: chats 0, mean, quartiles and extremes null, reason "no chats" (never NaN).
 * @throws Error when a number it reads is NaN or ±Infinity, or a count is negative (decision 0083).
 * @example lengthSummary('m', [1, 2, 3], 0).median // 2
 * @example lengthSummary('m', [], 0) // { chats: 0, mean: null, ..., reason: 'no chats' }
 */
export function lengthSummary(model: string, tokens: number[], over60Words: number): LengthStats {
  requireCountAll('lengthSummary', 'tokens', tokens);
  requireCount('lengthSummary', 'over60Words', over60Words, true);
  if (tokens.length === 0)
    return {
      model,
      chats: 0,
      mean: null,
      median: null,
      q1: null,
      q3: null,
      min: null,
      max: null,
      reason: 'no chats',
      over60Words,
      tokens,
    };
  const sum = tokens.reduce((t, x) => t + x, 0);
  return {
    model,
    chats: tokens.length,
    mean: sum / tokens.length,
    median: quantileSorted7(tokens, 0.5),
    q1: quantileSorted7(tokens, 0.25),
    q3: quantileSorted7(tokens, 0.75),
    min: tokens[0]!,
    max: tokens[tokens.length - 1]!,
    reason: null,
    over60Words,
    tokens,
  };
}

/**
 * Token lengths of the chats each model wrote (see modelChats) per model: mean (BotChat's Length column),
 * quartiles (linear interpolation, R type 7), extremes, and chats over the prompt's 60-word guidance.
 * Source: BotChat (Duan et al. 2023), "Length statistics of the generated chats" (cl100k tokens).
 * @throws Error when a number it reads is NaN or ±Infinity, or a count is negative (decision 0083).
 * @example lengthStats(conversations, countCl100k)[0] // { model: 'gpt4', chats: 7658, mean: 30.5, ... }
 */
export function lengthStats(
  conversations: readonly Conversation[],
  count: (text: string) => number,
  wordLimit: number = LONG_CHAT_WORDS,
): LengthStats[] {
  requireFinite('lengthStats', 'wordLimit', wordLimit);
  conversations.forEach((c, i) =>
    requireCount('lengthStats', `conversations[${i}].seedChats`, c.seedChats, true),
  );
  return groupBy(conversations, (c) => c.model)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([model, cs]) => {
      const chats = cs.flatMap(modelChats);
      const tokens = chats.map(count).sort((a, b) => a - b);
      for (const t of tokens) requireCount('lengthStats', 'count(text)', t);
      const over60Words = chats.filter((t) => t.split(/\s+/).filter(Boolean).length > wordLimit).length;
      return lengthSummary(model, tokens, over60Words);
    });
}
