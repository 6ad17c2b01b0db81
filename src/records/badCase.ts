import { z } from 'zod';

/**
 * BotChat's five bad-case categories (Duan et al. 2023, "Qualitative analysis"): the ways a model gives itself
 * away. The ids are Parley's; the names are how pages print them.
 */
export const BadCaseCategorySchema = z.enum([
  /** The speaker says it is an AI, a language model, an assistant, or has no feelings or body. */
  'ai-self-identification',
  /** Replies that miss the situation or the thread: unrelated, off-topic, confused about who is who. */
  'contextual-confusion',
  /** Chats far longer than people write in the same setting. */
  'excessive-length',
  /** Assistant-style register: lists, headings, "It's important to", offers of further help. */
  'formal-tone',
  /** Turns that repeat earlier turns or reuse the same phrases and openers. */
  'repetitive-phrasing',
]);
export type BadCaseCategory = z.infer<typeof BadCaseCategorySchema>;

/** Every category, in the order pages list them. */
export const BAD_CASE_CATEGORIES: readonly BadCaseCategory[] = BadCaseCategorySchema.options;

/** A label a person (or a source's hand-picked file) can give a conversation: a bad-case category or `good`. */
export const CaseLabelSchema = z.union([BadCaseCategorySchema, z.literal('good')]);
export type CaseLabel = z.infer<typeof CaseLabelSchema>;

/** Printed names of the labels. */
export const CASE_LABEL_NAMES: Readonly<Record<CaseLabel, string>> = {
  'ai-self-identification': 'AI self-identification',
  'contextual-confusion': 'Contextual confusion',
  'excessive-length': 'Excessive length',
  'formal-tone': 'Formal tone',
  'repetitive-phrasing': 'Repetitive phrasing',
  good: 'Good case',
};

/** What each label means, in one sentence, as the gallery explains it. */
export const CASE_LABEL_DESCRIPTIONS: Readonly<Record<CaseLabel, string>> = {
  'ai-self-identification':
    'The speaker says what it is: an AI, a language model, an assistant, something without feelings or a body.',
  'contextual-confusion':
    "A reply that does not fit the conversation: unrelated, off-topic, or lost in the situation. Only a judge's reason can say so.",
  'excessive-length': 'Chats far longer than people write in the same setting, or chats that keep growing.',
  'formal-tone':
    'The register of an assistant: lists, headings, "It\'s important to", "Additionally,", offers of further help.',
  'repetitive-phrasing': 'Turns that repeat earlier turns, or chats that keep opening with the same words.',
  good: 'Conversations every judge passed: no judge found an AI chat in them.',
};

/**
 * Reads a label as people write it: the id, the printed name, or BotChat's file-name spelling, ignoring case,
 * spaces, hyphens and underscores (`AISelf-Identification`, `ai self identification`, `Formal tone`,
 * `GoodCases`). BotChat's own typo `ContextualCofusion` is accepted. Returns undefined for anything else.
 * @example parseCaseLabel('AISelf-Identification') // 'ai-self-identification'
 */
export function parseCaseLabel(text: string): CaseLabel | undefined {
  const key = text.toLowerCase().replace(/[^a-z]/g, '');
  return Object.hasOwn(LABEL_KEYS, key) ? LABEL_KEYS[key] : undefined;
}

const LABEL_KEYS: Readonly<Record<string, CaseLabel>> = {
  aiselfidentification: 'ai-self-identification',
  selfidentification: 'ai-self-identification',
  contextualconfusion: 'contextual-confusion',
  contextualcofusion: 'contextual-confusion',
  excessivelength: 'excessive-length',
  formaltone: 'formal-tone',
  repetitivephrasing: 'repetitive-phrasing',
  good: 'good',
  goodcase: 'good',
  goodcases: 'good',
};
