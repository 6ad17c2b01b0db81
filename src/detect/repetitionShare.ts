// The share of conversations with cross-turn repetition, per system: the number the Meena paper gives for
// Meena (base) ("about one third of the conversations ... contain cross-turn repetitions toward the end").
import {
  crossTurnRepetition,
  CROSS_TURN_REPETITION,
  turnWords,
  type RepeatedTurn,
} from '../stats/crossTurnRepetition.ts';
import { wilsonInterval } from '../stats/wilsonInterval.ts';
import { examinedChats } from './examinedChats.ts';
import type { DetectorInput } from './tag.ts';

/**
 * What the gallery's repetition rule adds to the Meena rule of src/stats/crossTurnRepetition.ts, so that it
 * stops firing on people (docs/decisions/0054-repetition-on-people.md):
 * - a swapped frame is not a repetition: when each of the two turns has a word of at least `swappedWordLetters`
 *   4 letters that the other lacks, they are one frame with new content in it ("What was the second story?" /
 *   "What was the third story?", similarity 0.8): a new question, not the same turn again. Shorter words (a,
 *   no, and, oh) are the glue a speaker varies when saying the same thing again ("I have a photographic
 *   memory." / "No, I have photographic memory.").
 * - a partial repetition counts when the LATER turn carries the earlier one (90% of the earlier turn's words),
 *   as in the paper's table 6, not when a short later turn echoes a piece of a long earlier one.
 * - either exception is lifted when the two turns share at least `longCommonWords` 8 words in order: a whole
 *   sentence said again ("But I do have an answer to every question.") is a repetition whatever surrounds it.
 */
export const REPETITION_ON_PEOPLE = { swappedWordLetters: 4, longCommonWords: 8 } as const;

/** Whether a pair the Meena rule found passes the gallery's stricter reading; the kind it passes as. */
function refine(r: RepeatedTurn, words: readonly (readonly string[])[]): RepeatedTurn | undefined {
  const a = words[r.earlier]!;
  const b = words[r.later]!;
  const lcs = r.common.length;
  const long = lcs >= REPETITION_ON_PEOPLE.longCommonWords;
  const shared = new Set(r.common);
  const swapped = (ws: readonly string[]) =>
    ws.some((w) => !shared.has(w) && [...w].length >= REPETITION_ON_PEOPLE.swappedWordLetters);
  const near = r.similarity >= CROSS_TURN_REPETITION.minSimilarity && (long || !(swapped(a) && swapped(b)));
  const partial =
    lcs >= CROSS_TURN_REPETITION.partialMinCommonWords &&
    r.contained >= CROSS_TURN_REPETITION.partialMinContained &&
    (long || (a.length > 0 && lcs / a.length >= CROSS_TURN_REPETITION.partialMinContained));
  if (!near && !partial) return undefined;
  return { ...r, kind: near ? 'near-identical' : 'partial' };
}

/**
 * The repeating turns of a conversation among the chats a detector examines (the model's own turns: for a
 * bot talking with a person, the bot's; for a ground-truth conversation, everyone's): the Meena rule
 * (crossTurnRepetition), each pair then held to REPETITION_ON_PEOPLE. When a later turn's most similar
 * earlier turn fails those tests, its next most similar one is tried.
 * @example conversationRepeats({ chats: ['Hi', "I'd love to go to Japan too.", 'Why?', "I'd love to go to Japan."], seedChats: 0 })
 *   // [{ earlier: 1, later: 3, ... }]
 */
export function conversationRepeats(c: DetectorInput): RepeatedTurn[] {
  const counted = new Set(examinedChats(c));
  const words = c.chats.map((t, i) => (counted.has(i) ? turnWords(t) : []));
  const out: RepeatedTurn[] = [];
  for (const first of crossTurnRepetition(c.chats, { compare: (i) => counted.has(i) })) {
    let r: RepeatedTurn | undefined = first;
    const excluded = new Set<number>();
    while (r) {
      const kept = refine(r, words);
      if (kept) {
        out.push(kept);
        break;
      }
      excluded.add(r.earlier);
      const later: number = r.later;
      r = crossTurnRepetition(c.chats, {
        compare: (i) => counted.has(i) && !excluded.has(i),
      }).find((x) => x.later === later);
    }
  }
  return out;
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
