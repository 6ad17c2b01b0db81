// The share of conversations with cross-turn repetition, per system: the number the Meena paper gives for
// Meena (base) ("about one third of the conversations ... contain cross-turn repetitions toward the end").
import { crossTurnRepetition, type RepeatedTurn } from '../stats/crossTurnRepetition.ts';
import { wilsonInterval } from '../stats/wilsonInterval.ts';
import { examinedChats } from './examinedChats.ts';
import type { DetectorInput } from './tag.ts';

/**
 * The repeating turns of a conversation among the chats a detector examines (the model's own turns: for a
 * bot talking with a person, the bot's; for a ground-truth conversation, everyone's).
 * @example conversationRepeats({ chats: ['Hi', "I'd love to go to Japan too.", 'Why?', "I'd love to go to Japan."], seedChats: 0 })
 *   // [{ earlier: 1, later: 3, ... }]
 */
export function conversationRepeats(c: DetectorInput): RepeatedTurn[] {
  const counted = new Set(examinedChats(c));
  return crossTurnRepetition(c.chats, { compare: (i) => counted.has(i) });
}

export interface RepetitionShare {
  system: string;
  conversations: number;
  /** Conversations with at least one repeating turn. */
  withRepetition: number;
  share: number;
  /** 95% Wilson interval of the share. */
  lo: number;
  hi: number;
}

/**
 * Share of conversations with cross-turn repetition per system, with a 95% Wilson interval, systems in order
 * of first appearance. `repeats` says whether a conversation repeats (default: conversationRepeats finds a
 * repeating turn); a caller that has already run the rule passes its answer.
 * Source: Adiwardana et al. (2020), section 5.2 (the rule); Wilson (1927) (the interval).
 * @throws Error from wilsonInterval never: every system listed has at least one conversation.
 */
export function repetitionShareBySystem<T extends DetectorInput>(
  conversations: readonly T[],
  systemOf: (c: T) => string,
  repeats: (c: T) => boolean = (c) => conversationRepeats(c).length > 0,
): RepetitionShare[] {
  const acc = new Map<string, { n: number; k: number }>();
  for (const c of conversations) {
    const key = systemOf(c);
    const a = acc.get(key) ?? { n: 0, k: 0 };
    a.n++;
    if (repeats(c)) a.k++;
    acc.set(key, a);
  }
  return [...acc.entries()].map(([system, { n, k }]) => ({
    system,
    conversations: n,
    withRepetition: k,
    share: k / n,
    ...wilsonInterval(k, n),
  }));
}
