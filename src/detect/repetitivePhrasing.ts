// Repetitive phrasing: turns that repeat earlier turns (the Meena paper's cross-turn repetition) and chats that
// keep opening with the same words ("I'm glad ...", "Absolutely, ...").
import { CROSS_TURN_REPETITION, turnWords } from '../stats/crossTurnRepetition.ts';
import { examinedChats } from './examinedChats.ts';
import { conversationRepeats } from './repetitionShare.ts';
import type { DetectorInput, Evidence, Tag } from './tag.ts';

/**
 * The repeated-opener rule: an opener is a chat's first `openerWords` 2 words (as the repetition rule reads
 * words). It fires when one opener starts at least `minChats` 4 examined chats and at least `minShare` a
 * quarter of them. Two words tell "I'm glad" from "I'm sure"; four chats, because people do start three replies
 * alike (a shop assistant's "Thank you ..." in 3 of 8 chats of MuTual's MT-399; "Thank you ..." twice in
 * BotChat's good cases), while BotChat's loops repeat theirs 6 and 7 times in 14 chats; a quarter, so a long
 * conversation needs more.
 */
export const REPEATED_OPENER = { openerWords: 2, minChats: 4, minShare: 0.25 } as const;

/**
 * Finds repetitive phrasing among the examined chats: `cross-turn-repetition` (evidence: each repeating chat,
 * the earlier chat it repeats and the shared words) and `repeated-opener` (evidence: each chat that starts with
 * the most frequent opener, with its offsets).
 */
export function detectRepetitivePhrasing(c: DetectorInput): Tag[] {
  const examined = examinedChats(c);
  const tags: Tag[] = [];
  const repeats = conversationRepeats(c);
  if (repeats.length > 0) {
    const best = repeats.reduce((a, b) => (b.similarity > a.similarity ? b : a));
    tags.push({
      category: 'repetitive-phrasing',
      rule: 'cross-turn-repetition',
      chat: repeats[0]!.later + 1,
      evidence: repeats.map((r) => ({
        chat: r.later + 1,
        text: r.common.join(' '),
        numbers: { repeatsChat: r.earlier + 1, commonWords: r.common.length, similarity: r.similarity },
      })),
      measure: {
        name: 'similarity (LCS)',
        value: best.similarity,
        threshold: CROSS_TURN_REPETITION.minSimilarity,
      },
      summary: `chat ${repeats[0]!.later + 1} repeats chat ${repeats[0]!.earlier + 1} ("${repeats[0]!.common.join(' ')}")${repeats.length > 1 ? `; ${repeats.length} repeating chats in all` : ''}`,
    });
  }
  const openers = new Map<string, number[]>();
  for (const i of examined) {
    const words = turnWords(c.chats[i]!);
    if (words.length < REPEATED_OPENER.openerWords) continue;
    const key = words.slice(0, REPEATED_OPENER.openerWords).join(' ');
    openers.set(key, [...(openers.get(key) ?? []), i]);
  }
  const [opener, chats] = [...openers.entries()].reduce<[string, number[]]>(
    (a, b) => (b[1].length > a[1].length ? b : a),
    ['', []],
  );
  const share = examined.length > 0 ? chats.length / examined.length : 0;
  if (chats.length >= REPEATED_OPENER.minChats && share >= REPEATED_OPENER.minShare) {
    const evidence: Evidence[] = chats.map((i) => {
      const span = openerSpan(c.chats[i]!);
      return { chat: i + 1, text: c.chats[i]!.slice(span.start, span.end), ...span };
    });
    tags.push({
      category: 'repetitive-phrasing',
      rule: 'repeated-opener',
      chat: chats[REPEATED_OPENER.minChats - 1]! + 1,
      evidence,
      measure: { name: 'share of chats with this opener', value: share, threshold: REPEATED_OPENER.minShare },
      summary: `${chats.length} of ${examined.length} chats open with "${opener}"`,
    });
  }
  return tags;
}

/** Offsets of a chat's opener (its first words, as many as the rule reads) in the chat's text. */
function openerSpan(text: string): { start: number; end: number } {
  const re = /[\p{L}\p{N}]+(?:['\u2019][\p{L}\p{N}]+)*/gu;
  let start = -1;
  let end = 0;
  for (let k = 0; k < REPEATED_OPENER.openerWords; k++) {
    const m = re.exec(text);
    if (!m) break;
    if (start === -1) start = m.index;
    end = m.index + m[0].length;
  }
  return { start: Math.max(0, start), end };
}
