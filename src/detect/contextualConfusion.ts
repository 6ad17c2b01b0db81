// Contextual confusion, from what the judge wrote. No rule can see whether a reply fits the conversation; the
// judge's reason can say so ("the reply is unrelated to ..."), and then Parley tags the chat the judge named.
import type { UniJudgment } from '../records/uniJudgment.ts';
import type { Evidence, Tag } from './tag.ts';

/**
 * Words with which a judge says a reply does not fit: unrelated, irrelevant, off-topic, out of context, a non
 * sequitur, nonsensical, incoherent, confused, misunderstood, an abrupt change of topic (not of tone: that is
 * register), a failure to follow.
 */
export const CONFUSION_WORDS =
  /\b(?:unrelated|irrelevant|off[- ]topic|out of context|non[- ]sequiturs?|nonsensical|incoherent|confus(?:ed|es|ing|ion)|misunderst(?:and|ands|ood|anding)|(?:abrupt|sudden)(?:ly)? (?:topic|subject) (?:change|shift|switch|jump|transition)s?|(?:abrupt|sudden)(?:ly)? (?:change|shift|switch|jump|transition)s? (?:of|in) (?:topic|subject)|(?:abruptly|suddenly) (?:changes|changed|shifts|shifted|switches|switched|jumps|jumped) (?:the )?(?:topic|subject)|fails? to (?:understand|recognize|recognise|follow|address|respond to|grasp)|lost track|loses track|ignor(?:es|ed|ing) (?:the|what|her|his|their)\b)/i;
/** Phrases that already carry their negation ("does not make sense"): hits wherever they occur. */
export const CONFUSION_NEGATED_PHRASES =
  /\b(?:does(?:n't| not) (?:make (?:any )?sense|follow (?:from|the)|respond to|address)|makes? no sense|not relevant|not related|has nothing to do with)\b/i;
/** A negation before a confusion word in the same clause ("There are no abrupt topic changes") cancels it. */
const NEGATION =
  /\b(?:no|not|never|without|nor|neither|lacks?|lacking|free of|absence of|rather than|instead of)\b|n't\b/i;

/** The sentences of a reason, each with the clause boundaries kept simple: split at . ! ? ; and newlines. */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The confusion phrase of a sentence when it is asserted (not negated), else undefined. */
export function confusionPhrase(sentence: string): string | undefined {
  const direct = CONFUSION_NEGATED_PHRASES.exec(sentence);
  if (direct) return direct[0];
  const m = CONFUSION_WORDS.exec(sentence);
  if (!m) return undefined;
  // The clause before the word: from the last comma-free boundary ("but", ",") to the word.
  const before = sentence.slice(0, m.index);
  const clause = before.split(/,|\bbut\b|\bhowever\b|\bwhile\b|\balthough\b/i).pop() ?? before;
  return NEGATION.test(clause) ? undefined : m[0];
}

/**
 * Tags contextual confusion where a judge found AI (verdict `ai`) and its reason says a reply is unrelated,
 * off-topic or confused in a sentence that is not negated. The tag's chat is the judge's first AI chat (chat
 * `fallbackChat` when the judge named none); the evidence is the judge's sentence.
 * @example detectContextualConfusion([{ verdict: 'ai', firstAiChat: 5, judge: 'gpt-4',
 *   reason: 'Chat 5 is unrelated to the question.' }], 3) // [{ rule: 'judge-reason', chat: 5, ... }]
 */
export function detectContextualConfusion(
  judgments: readonly Pick<UniJudgment, 'verdict' | 'firstAiChat' | 'judge' | 'reason'>[],
  fallbackChat: number,
): Tag[] {
  const evidence: Evidence[] = [];
  for (const j of judgments) {
    if (j.verdict !== 'ai' || !j.reason) continue;
    for (const s of sentences(j.reason)) {
      const phrase = confusionPhrase(s);
      if (phrase) {
        evidence.push({ chat: j.firstAiChat ?? fallbackChat, text: s, judge: j.judge });
        break;
      }
    }
  }
  if (evidence.length === 0) return [];
  const first = evidence.reduce((a, b) => (b.chat < a.chat ? b : a));
  return [
    {
      category: 'contextual-confusion',
      rule: 'judge-reason',
      chat: first.chat,
      evidence,
      measure: { name: 'judges who said so', value: evidence.length, threshold: 1 },
      summary: `judge ${first.judge}: "${first.text}"`,
    },
  ];
}
