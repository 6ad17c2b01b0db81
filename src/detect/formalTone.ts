// Formal tone: the register of an assistant rather than of a person chatting: lists and headings, connective
// adverbs of written prose, advice formulas, offers of further help, and greeting-card closings. Counted as a
// rate per examined chat, since one "Additionally," proves nothing while one in every other chat does.
import { examinedChats } from './examinedChats.ts';
import { maskQuotes } from './maskQuotes.ts';
import type { DetectorInput, Evidence, Tag } from './tag.ts';
import { fixed } from '../render/format.ts';

/**
 * The documented markers of assistant-style register, each with what it catches and its pattern (applied to
 * the chat with quotations blanked, case-insensitively; line-anchored markers per line).
 */
export const FORMAL_TONE_MARKERS: readonly { id: string; catches: string; pattern: RegExp }[] = [
  {
    id: 'list-item',
    catches: 'a line starting with "- ", "* ", "• " or "1. "',
    pattern: /^[ \t]*(?:[-*•]|\d{1,2}[.)])[ \t]+\S.*$/gm,
  },
  {
    id: 'heading',
    catches: 'a markdown heading or a bold line used as one',
    pattern: /^[ \t]*(?:#{1,6}[ \t]+\S.*|\*\*[^*\n]{2,60}\*\*:?)[ \t]*$/gm,
  },
  {
    id: 'connective',
    catches:
      'a sentence opening with "Additionally,", "Furthermore,", "Moreover,", "In addition,", "Overall,", "In conclusion", "Ultimately,"',
    pattern:
      /(?:^|[.!?]\s+|\n)(?:additionally|furthermore|moreover|in addition|overall|in conclusion|ultimately|in summary),/gim,
  },
  {
    id: 'advice-formula',
    catches:
      '"it\'s important to", "it is essential to", "it\'s crucial to", "it\'s worth noting", "keep in mind that"',
    pattern:
      /\b(?:it(?:'|\u2019)s|it is) (?:important|essential|crucial|vital|always a good idea) to\b|\bit(?:'|\u2019)s worth noting\b|\bkeep in mind that\b/gi,
  },
  {
    id: 'offer-of-help',
    catches:
      '"Is there anything else ...", "feel free to", "I\'m here to help", "How can I assist", "I hope this helps", "don\'t hesitate to"',
    pattern:
      /\bis there anything (?:else|specific)\b|\bfeel free to\b|\bi(?:'|\u2019)m (?:here|always here|happy|glad) to (?:help|assist|chat|provide)\b|\bhow (?:can|may) i (?:help|assist)\b|\bhappy to help\b|\bi hope (?:this|that) helps\b|\bdon(?:'|\u2019)t hesitate to\b|\blet me know if (?:you|there)\b/gi,
  },
  {
    id: 'greeting-card',
    catches:
      '"Best regards", "Warm wishes", "Wishing you ...", "Best of luck with ...", "I couldn\'t agree more"',
    pattern:
      /\b(?:best|warm|kind|warmest) (?:regards|wishes)\b|\bsincerely,|\bwishing you\b|\bbest of luck (?:with|on|in)\b|\bi couldn(?:'|\u2019)t agree more\b/gi,
  },
];

/**
 * When the formal-tone rule fires: `minRate` 0.3 markers per examined chat (about one chat in three sounds like
 * an assistant; people's chats in BotChat's ground truth almost never carry any marker) and at least
 * `minMarkers` 3 in the conversation, so that a single stray marker in a two-chat conversation does not fire.
 */
export const FORMAL_TONE = { minRate: 0.3, minMarkers: 3 } as const;

/**
 * Counts formal-tone markers in the examined chats and tags the conversation when their rate per chat passes
 * FORMAL_TONE; the tag's chat is the chat with most markers (the earliest of those), every marker is evidence.
 */
export function detectFormalTone(c: DetectorInput): Tag[] {
  const examined = examinedChats(c);
  if (examined.length === 0) return [];
  const evidence: Evidence[] = [];
  for (const i of examined) {
    const text = c.chats[i]!;
    const masked = maskQuotes(text);
    const spans: [number, number][] = [];
    for (const marker of FORMAL_TONE_MARKERS) {
      for (const m of masked.matchAll(marker.pattern)) {
        // Leading sentence punctuation and line breaks are context, not the marker.
        const lead = /^[.!?\s]*/.exec(m[0])![0].length;
        const start = m.index + lead;
        const end = m.index + m[0].trimEnd().length;
        if (end <= start || spans.some(([a, b]) => start < b && end > a)) continue;
        spans.push([start, end]);
        evidence.push({ chat: i + 1, text: text.slice(start, end), start, end });
      }
    }
  }
  const rate = evidence.length / examined.length;
  if (evidence.length < FORMAL_TONE.minMarkers || rate < FORMAL_TONE.minRate) return [];
  evidence.sort((a, b) => a.chat - b.chat || a.start! - b.start!);
  const perChat = new Map<number, number>();
  for (const e of evidence) perChat.set(e.chat, (perChat.get(e.chat) ?? 0) + 1);
  const [chat, most] = [...perChat.entries()].reduce((a, b) => (b[1] > a[1] ? b : a));
  return [
    {
      category: 'formal-tone',
      rule: 'formal-markers',
      chat,
      evidence,
      measure: { name: 'markers per chat', value: rate, threshold: FORMAL_TONE.minRate },
      summary: `${evidence.length} assistant-style markers in ${examined.length} chats (${fixed(rate, 2)} per chat); chat ${chat} has ${most}`,
    },
  ];
}
