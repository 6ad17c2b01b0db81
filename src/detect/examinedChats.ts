import type { DetectorInput } from './tag.ts';

/**
 * The chats a detector examines (0-based indexes): the model's own words. That is every chat after the given
 * seed chats, and only the judged speaker's chats when the source names one (HCG's judge examines the
 * simulated human, Meena's logs the bot). Ground-truth conversations are examined whole, seed chats included,
 * so the detectors can be measured on people too (how often each rule fires on humans).
 * @example examinedChats({ chats: ['a', 'b', 'c'], seedChats: 2 }) // [2]
 */
export function examinedChats(c: DetectorInput): number[] {
  const from = c.groundTruth ? 0 : c.seedChats;
  const out: number[] = [];
  for (let i = from; i < c.chats.length; i++) {
    if (c.judgedSpeaker !== undefined && c.speakers?.[i] !== undefined && c.speakers[i] !== c.judgedSpeaker)
      continue;
    out.push(i);
  }
  return out;
}
