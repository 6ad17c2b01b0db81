// Excessive length: chats far beyond what people say in the same setting, and chats that keep growing.
import { LONG_CHAT_WORDS } from '../stats/lengthStats.ts';
import { quantileSorted7 } from '../stats/quantileSorted7.ts';
import { examinedChats } from './examinedChats.ts';
import type { DetectorInput, Evidence, Tag } from './tag.ts';
import { fixed } from '../render/format.ts';

/**
 * The thresholds of the excessive-length rules (docs/decisions/0052-excessive-length.md).
 * - `humanQuantile` 0.99: a chat is long when it has more cl100k tokens than 99% of the ground-truth (human)
 *   chats of the same benchmark: far beyond what people say there, by their own distribution.
 * - `wordLimit` 60: and more words than BotChat's generation prompt recommends ("less than 60 words"), so a
 *   benchmark whose people write long (or has no ground truth) still needs a chat over the model's own brief.
 * - `minLongChats` 2: one long chat is a story; a conversation is tagged when at least two chats are long.
 * - Runaway growth: with at least `growthMinChats` 6 examined chats, the mean word count of the last third is
 *   at least `growthRatio` 3 times that of the first third and over the word limit: each side answering the
 *   other's longer message with a longer one, as in BotChat's examples.
 */
export const EXCESSIVE_LENGTH = {
  humanQuantile: 0.99,
  wordLimit: LONG_CHAT_WORDS,
  minLongChats: 2,
  growthMinChats: 6,
  growthRatio: 3,
} as const;

/** When a chat counts as long: more tokens than `tokens` (null: no human chats to measure) and more words. */
export interface LengthThreshold {
  /** The human quantile in cl100k tokens, or null when no ground-truth chat was available. */
  tokens: number | null;
  words: number;
  /** How many human chats the token threshold was measured on. */
  humanChats: number;
}

/**
 * The length threshold of one benchmark: the 99th percentile of the token counts of its ground-truth chats
 * (quantileSorted7: linear interpolation, R's type 7, as lengthStats' quartiles), with
 * the 60-word limit.
 * @example lengthThreshold([8, 10, 12, 40], (t) => t) // { tokens: 39.16, words: 60, humanChats: 4 }
 */
export function lengthThreshold<T>(humanChats: readonly T[], tokensOf: (chat: T) => number): LengthThreshold {
  const sorted = humanChats.map(tokensOf).sort((a, b) => a - b);
  return {
    tokens: sorted.length > 0 ? quantileSorted7(sorted, EXCESSIVE_LENGTH.humanQuantile) : null,
    words: EXCESSIVE_LENGTH.wordLimit,
    humanChats: sorted.length,
  };
}

/** Words of a chat as BotChat's word limit counts them: runs of non-space characters. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/**
 * Tags a conversation whose chats are far longer than people's: `long-chats` when at least two examined chats
 * pass both thresholds (evidence: each long chat with its tokens and words), `runaway-growth` when chat length
 * keeps growing (evidence: the two thirds' mean words).
 * @example detectExcessiveLength(conv, { threshold: { tokens: 48, words: 60, humanChats: 5000 }, tokensOf })
 */
export function detectExcessiveLength(
  c: DetectorInput,
  options: { threshold: LengthThreshold; tokensOf: (text: string) => number },
): Tag[] {
  const { threshold } = options;
  const examined = examinedChats(c);
  const tags: Tag[] = [];
  const long: Evidence[] = [];
  const words = examined.map((i) => wordCount(c.chats[i]!));
  examined.forEach((i, k) => {
    if (words[k]! <= threshold.words) return;
    const tokens = options.tokensOf(c.chats[i]!);
    if (threshold.tokens !== null && tokens <= threshold.tokens) return;
    long.push({
      chat: i + 1,
      text: `${tokens} tokens, ${words[k]} words`,
      numbers: { tokens, words: words[k]! },
    });
  });
  const limit =
    threshold.tokens === null
      ? `the ${threshold.words}-word limit (no human chats to measure)`
      : `both the ${threshold.words}-word limit and ${formatTokens(threshold.tokens)} tokens (the 99th percentile of ${threshold.humanChats} human chats)`;
  if (long.length >= EXCESSIVE_LENGTH.minLongChats) {
    const longest = Math.max(...long.map((e) => e.numbers!.tokens!));
    tags.push({
      category: 'excessive-length',
      rule: 'long-chats',
      chat: long[0]!.chat,
      evidence: long,
      measure: { name: 'long chats', value: long.length, threshold: EXCESSIVE_LENGTH.minLongChats },
      summary: `${long.length} chats over ${limit}, from chat ${long[0]!.chat}; the longest has ${longest} tokens`,
    });
  }
  if (examined.length >= EXCESSIVE_LENGTH.growthMinChats) {
    const third = Math.floor(examined.length / 3);
    const first = mean(words.slice(0, third));
    const last = mean(words.slice(words.length - third));
    const ratio = first > 0 ? last / first : Infinity;
    if (ratio >= EXCESSIVE_LENGTH.growthRatio && last > threshold.words) {
      const lastChat = examined[examined.length - third]! + 1;
      tags.push({
        category: 'excessive-length',
        rule: 'runaway-growth',
        chat: lastChat,
        evidence: [
          {
            chat: lastChat,
            text: `mean ${fixed(last, 0)} words in the last ${third} chats against ${fixed(first, 0)} in the first ${third}`,
            numbers: { firstThirdWords: first, lastThirdWords: last },
          },
        ],
        measure: {
          name: 'growth (last third / first third, words)',
          value: ratio,
          threshold: EXCESSIVE_LENGTH.growthRatio,
        },
        summary: `chats grow ${Number.isFinite(ratio) ? `${fixed(ratio, 1)}-fold` : 'from nothing'}: mean ${fixed(first, 0)} words in the first ${third} chats, ${fixed(last, 0)} in the last ${third}`,
      });
    }
  }
  return tags;
}

function formatTokens(t: number): string {
  return Number.isInteger(t) ? String(t) : fixed(t, 1);
}
