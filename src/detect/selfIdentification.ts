// AI self-identification: the speaker says it is an AI, a language model, an assistant, or that it has no
// feelings or body. A documented phrase list (SELF_IDENTIFICATION_PHRASES), matched case-insensitively with
// punctuation, hyphens and curly apostrophes tolerated, outside quotations, and with negation handled: "I am
// not an AI" (a denial) and "I am an AI expert" (AI as a topic) are not hits, "I'm not a human" is.
import { examinedChats } from './examinedChats.ts';
import { maskQuotes } from './maskQuotes.ts';
import type { DetectorInput, Evidence, Tag } from './tag.ts';

/** What a speaker can call itself that gives it away. */
const AI_NOUN =
  '(?:ai|a\\.i\\.|artificial intelligence|(?:ai |large )?language model|llm|ai (?:assistant|model|program|system|chatbot)|chat ?bot|bot|virtual assistant|digital assistant|computer program)';
/**
 * Words after an AI noun that make "AI" a topic rather than the speaker ("an AI expert", "a language model
 * researcher"): a phrase followed by one of them is not a hit.
 */
export const AI_TOPIC_WORDS = [
  'expert',
  'experts',
  'researcher',
  'research',
  'engineer',
  'developer',
  'scientist',
  'specialist',
  'enthusiast',
  'fan',
  'student',
  'teacher',
  'professor',
  'ethicist',
  'consultant',
  'company',
  'startup',
  'course',
  'class',
  'project',
  'artist',
  'art',
  'lab',
  'team',
  'writer',
  'journalist',
  'investor',
  'skeptic',
  'critic',
  'hobbyist',
  'novice',
  'beginner',
  'person',
  'guy',
  'girl',
  'nerd',
  'geek',
  'advocate',
  'pioneer',
  'practitioner',
  'architect',
  'major',
  'phd',
  'user',
  'learning',
  'movie',
  'film',
  'book',
  'game',
  'character',
] as const;
const NOT_TOPIC = `(?![\\s-]+(?:${AI_TOPIC_WORDS.join('|')})\\b)`;
/** Feelings and a body: denying these is self-identification on its own. */
const INNER =
  '(?:feelings|emotions|consciousness|self-awareness|a (?:physical )?body|(?:a )?physical (?:form|existence|presence|body))';
/** Personal things a person may lack too: a hit only with "personal" ("I don't have personal hobbies"). */
const PERSONAL = '(?:preferences|opinions|hobbies|interests|beliefs|experiences|desires|feelings|emotions)';
const I_AM = "(?:i am|i'm|im)";
const I_DONT = "i (?:do not|don't|dont|cannot|can't|cant|am unable to|am not able to)";
/** A preposition after "feelings"/"opinions" makes it a person's statement ("I don't have feelings for him"). */
const NOT_ABOUT = '(?!\\s+(?:for|about|toward|towards|on|with|in common)\\b)';

/**
 * "As an AI assistant, please list ..." speaks to the listener, not about the speaker: an `as-an-ai` phrase
 * whose clause goes on with "please" or "you" is not a hit.
 */
const ADDRESSES_LISTENER =
  /^[^.!?\n]{0,30}?,\s*(?:please|you|your|can you|could you|would you|will you|tell me)\b/;

/** A pattern from its source, every space standing for any run of white space. */
const phrase = (source: string) => new RegExp(source.replace(/ /g, '\\s+'), 'g');

/**
 * The documented phrase list: each phrase's id, what it catches, and its pattern (applied to lower-cased text
 * with quotations blanked). Ordered from most to least specific; overlapping hits keep the first.
 */
export const SELF_IDENTIFICATION_PHRASES: readonly { id: string; catches: string; pattern: RegExp }[] = [
  {
    id: 'as-an-ai',
    catches: '"As an AI (language model), ...", "as a chatbot", "as an AI myself"',
    pattern: phrase(`\\bas an? ${AI_NOUN}(?!\\w)${NOT_TOPIC}`),
  },
  {
    id: 'i-am-an-ai',
    catches:
      '"I am an AI", "I\'m just a language model", "I\'m an AI assistant"; not "I am not an AI", not "I am an AI expert"',
    pattern: phrase(
      `\\b${I_AM} (?:(?:just|only|merely|simply|actually|really|basically) )?an? ${AI_NOUN}(?!\\w)${NOT_TOPIC}`,
    ),
  },
  {
    id: 'named-assistant',
    catches: '"My name is AI Assistant", "my name is ChatGPT"',
    pattern: phrase(
      '\\bmy name is (?:ai assistant|assistant|ai|chatgpt|gpt-?\\d|claude|bard|llama|vicuna|qwen)\\b',
    ),
  },
  {
    id: 'not-human',
    catches: '"I\'m not a human", "I am not a real person"',
    pattern: phrase(
      `\\b${I_AM} not (?:a )?(?:human being|human|real person|real human)\\b(?![\\s-]+(?:resources|rights))`,
    ),
  },
  {
    id: 'no-feelings',
    catches: '"I don\'t have feelings or emotions", "I do not have a physical body"',
    pattern: phrase(
      `\\b${I_DONT} (?:have|possess|experience|feel) (?:(?:any|real|actual|true|human) )?${INNER}\\b${NOT_ABOUT}`,
    ),
  },
  {
    id: 'no-personal',
    catches: '"I don\'t have personal preferences or hobbies", "I don\'t have personal experiences"',
    pattern: phrase(`\\b${I_DONT} (?:have|possess) (?:any )?personal ${PERSONAL}\\b${NOT_ABOUT}`),
  },
  {
    id: 'programmed',
    catches: '"I am programmed to", "my programming", "my training data", "my knowledge cutoff"',
    pattern: phrase(
      `\\b(?:${I_AM} programmed to|i was programmed|my programming|my training data|my knowledge cut-?off)\\b`,
    ),
  },
];

/**
 * Finds AI self-identification in the examined chats: one tag at the first chat that says it, with every
 * matching phrase as evidence (chat number, the phrase, its offsets in the chat).
 * @example detectSelfIdentification({ chats: ['Hi', 'Hello', 'As an AI language model, I cannot.'], seedChats: 2 })
 *   // [{ category: 'ai-self-identification', rule: 'self-identification-phrase', chat: 3, ... }]
 */
export function detectSelfIdentification(c: DetectorInput): Tag[] {
  const evidence: Evidence[] = [];
  for (const i of examinedChats(c)) {
    const text = c.chats[i]!;
    // Lower case and straight apostrophes keep offsets (one code unit each); quotations are blanked.
    const plain = maskQuotes(text.replace(/[\u2018\u2019\u02bc]/g, "'")).toLowerCase();
    if (plain.length !== text.length) continue; // a case mapping that changes length: offsets would be wrong
    const spans: [number, number][] = [];
    for (const phrase of SELF_IDENTIFICATION_PHRASES) {
      for (const m of plain.matchAll(phrase.pattern)) {
        const start = m.index;
        const end = start + m[0].length;
        if (spans.some(([a, b]) => start < b && end > a)) continue;
        if (phrase.id === 'as-an-ai' && ADDRESSES_LISTENER.test(plain.slice(end, end + 60))) continue;
        spans.push([start, end]);
        evidence.push({ chat: i + 1, text: text.slice(start, end), start, end });
      }
    }
  }
  if (evidence.length === 0) return [];
  evidence.sort((a, b) => a.chat - b.chat || a.start! - b.start!);
  const first = evidence[0]!;
  const chats = new Set(evidence.map((e) => e.chat));
  return [
    {
      category: 'ai-self-identification',
      rule: 'self-identification-phrase',
      chat: first.chat,
      evidence,
      measure: { name: 'chats that say so', value: chats.size, threshold: 1 },
      summary: `chat ${first.chat} says "${first.text}"${chats.size > 1 ? ` (and ${chats.size - 1} more chat${chats.size > 2 ? 's' : ''})` : ''}`,
    },
  ];
}
