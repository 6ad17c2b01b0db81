// What a detector returns: a tag saying which category it found, by which rule, at which chat, and why.
import type { BadCaseCategory } from '../records/badCase.ts';
import type { Conversation } from '../records/conversation.ts';

/** The rules Parley's detectors apply; each belongs to one category. */
export type RuleId =
  | 'self-identification-phrase'
  | 'long-chats'
  | 'runaway-growth'
  | 'cross-turn-repetition'
  | 'repeated-opener'
  | 'formal-markers'
  | 'judge-reason';

/** How pages name each rule. */
export const RULE_NAMES: Readonly<Record<RuleId, string>> = {
  'self-identification-phrase': 'self-identification phrase',
  'long-chats': 'chats longer than people write',
  'runaway-growth': 'runaway growth across turns',
  'cross-turn-repetition': 'cross-turn repetition (Meena)',
  'repeated-opener': 'repeated opener',
  'formal-markers': 'assistant-style markers',
  'judge-reason': "judge's reason",
};

/** What a rule looked at: a span of a chat (offsets into its text), or a sentence of a judge's reason. */
export interface Evidence {
  /** 1-based chat number. */
  chat: number;
  /** The matched text (a phrase of the chat, or the judge's sentence). */
  text: string;
  /** Offsets of the match in the chat's text (`text === chat.slice(start, end)`), when it is in the chat. */
  start?: number;
  end?: number;
  /** For judge-reason evidence: who judged. */
  judge?: string;
  /** Numbers behind this piece of evidence (`tokens: 412`). */
  numbers?: Record<string, number>;
}

/** One finding of one rule on one conversation. */
export interface Tag {
  category: BadCaseCategory;
  rule: RuleId;
  /** 1-based chat where the rule first fired (the chat a gallery card shows). */
  chat: number;
  evidence: Evidence[];
  /** The measured value and the threshold it passed, when the rule measures something. */
  measure?: { name: string; value: number; threshold: number };
  /** One sentence for people: what fired and where. */
  summary: string;
}

/** The part of a conversation the detectors read (a Conversation, or a labelled example shaped like one). */
export type DetectorInput = Pick<Conversation, 'chats' | 'seedChats'> &
  Partial<Pick<Conversation, 'speakers' | 'judgedSpeaker'>> & {
    /** True for real human conversations (ground truth): examined whole, seed chats included. */
    groundTruth?: boolean;
  };
