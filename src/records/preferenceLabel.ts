import { z } from 'zod';
import { SourceSchema } from './source.ts';

// Preference labelling (the "Omni" guide, seed 003): a rater reads an AI character and a conversation, tags the
// user's prompt, sees two responses A and B from two models, picks one of seven preferences, rates both
// responses' language quality and flags them, or rejects the task. Two schemas live here: the file layout
// (`PreferenceLabelRowSchema`, one row per labelled task, the single source of docs/preference-label.schema.json
// and of the CSV columns) and the record ingest makes of a row (`PreferenceLabelSchema`).

/** The five prompt tags of the guide; a prompt may carry several. */
export const PROMPT_TAGS = ['In-Domain', 'Out-of-Domain', 'Adversarial', 'Personal', 'Other'] as const;
export const PromptTagSchema = z.enum(PROMPT_TAGS);
export type PromptTag = z.infer<typeof PromptTagSchema>;

/**
 * The seven preferences: the short form Parley uses internally (letter of the preferred side, digit the strength
 * 3 much better, 2 better, 1 somewhat better; `bad` both bad) and the full spelling of the guide.
 */
export const PREFERENCES = [
  { code: 'A3', label: 'A is much better than B' },
  { code: 'A2', label: 'A is better than B' },
  { code: 'A1', label: 'A is somewhat better than B' },
  { code: 'B1', label: 'B is somewhat better than A' },
  { code: 'B2', label: 'B is better than A' },
  { code: 'B3', label: 'B is much better than A' },
  { code: 'bad', label: 'Both A and B are bad' },
] as const;
export type PreferenceCode = (typeof PREFERENCES)[number]['code'];
export type PreferenceLabelText = (typeof PREFERENCES)[number]['label'];
export const PREFERENCE_CODES = PREFERENCES.map((p) => p.code) as [PreferenceCode, ...PreferenceCode[]];
export const PreferenceCodeSchema = z.enum(PREFERENCE_CODES);

/** The guide's full spelling of a preference code. */
export function preferenceText(code: PreferenceCode): PreferenceLabelText {
  return PREFERENCES.find((p) => p.code === code)!.label;
}

/** The preference a rater would give with A and B shown the other way round (`A2` <-> `B2`; `bad` stays). */
export function mirrorPreference(code: PreferenceCode): PreferenceCode {
  if (code === 'bad') return code;
  return `${code[0] === 'A' ? 'B' : 'A'}${code[1]}` as PreferenceCode;
}

/** The rejection reasons of the guide's rejection policy. */
export const REJECTION_REASONS = [
  'Model Generation Issue',
  'Issues understanding Character',
  'Sensitive Content',
  'PII',
  'Other',
] as const;
export const RejectionReasonSchema = z.enum(REJECTION_REASONS);
export type RejectionReason = z.infer<typeof RejectionReasonSchema>;

/** The five 1-3 ratings of a response, keyed as in records, with the guide's names. */
export const RATING_CRITERIA = [
  { key: 'grammar', column: 'grammar', label: 'Grammar' },
  { key: 'presentation', column: 'presentation', label: 'Presentation' },
  { key: 'languageConsistency', column: 'language_consistency', label: 'Language Consistency' },
  { key: 'fluency', column: 'fluency', label: 'Fluency' },
  { key: 'understandability', column: 'understandability', label: 'Overall Understandability' },
] as const;
export type RatingKey = (typeof RATING_CRITERIA)[number]['key'];

/** The four yes/no judgments of a response. */
export const FLAG_CRITERIA = [
  { key: 'languageMatch', column: 'language_match', label: 'Language Match' },
  { key: 'falseRefusal', column: 'false_refusal', label: 'False Refusal' },
  { key: 'preachy', column: 'preachy', label: 'Preachy' },
  { key: 'templated', column: 'templated', label: 'Templated' },
] as const;
export type FlagKey = (typeof FLAG_CRITERIA)[number]['key'];

/** A 1-3 score: 1 very low quality, 2 low quality, 3 high quality. */
export const ScoreSchema = z.number().int().min(1).max(3);
export type Score = 1 | 2 | 3;
const YesNoSchema = z.enum(['yes', 'no']);

const PREFERENCE_SPELLINGS = [...PREFERENCES.map((p) => p.label), ...PREFERENCE_CODES] as [
  string,
  ...string[],
];

/** One earlier message of the conversation, as the rater saw it. */
export const ContextMessageSchema = z.object({
  role: z.enum(['user', 'agent']).describe('Who wrote the message: the user (the rater) or the AI agent.'),
  text: z.string().describe('The message text.'),
});
export type ContextMessage = z.infer<typeof ContextMessageSchema>;

const score = (side: 'A' | 'B', name: string) =>
  ScoreSchema.nullish().describe(
    `${name} of response ${side}, 1 (very low quality) to 3 (high quality); required unless the task is rejected.`,
  );
const yesNo = (side: 'A' | 'B', text: string) =>
  YesNoSchema.nullish().describe(
    `${text} (response ${side}): "yes" or "no"; required unless the task is rejected.`,
  );

/**
 * The file layout of one labelled task (a JSONL line; the CSV twin has the same columns, see
 * docs/preference-labels.md). Generated into docs/preference-label.schema.json; a test keeps the two equal.
 */
export const PreferenceLabelRowSchema = z
  .object({
    task_id: z
      .string()
      .min(1)
      .describe(
        'Id of the task (one prompt with its two responses). Several raters may label the same task.',
      ),
    rater_id: z.string().min(1).describe('Id of the rater who gave this label.'),
    character: z
      .string()
      .min(1)
      .describe('The AI personality: its description and conversation instructions, as shown to the rater.'),
    conversation_id: z
      .string()
      .min(1)
      .describe(
        'Id of the conversation the prompt belongs to (the prompt-tag rule counts per conversation and rater).',
      ),
    turn: z
      .number()
      .int()
      .min(1)
      .describe('1-based position of the prompt among the user prompts of its conversation.'),
    context: z
      .array(ContextMessageSchema)
      .default([])
      .describe('The conversation before this prompt, oldest first (empty for the first prompt).'),
    prompt: z.string().min(1).describe("The user's prompt that both responses answer."),
    prompt_tags: z
      .array(PromptTagSchema)
      .min(1)
      .refine((tags) => new Set(tags).size === tags.length, 'a tag is listed twice')
      .meta({ uniqueItems: true })
      .describe('Tags of the prompt, at least one, each at most once.'),
    model_a: z
      .string()
      .min(1)
      .describe('Model that wrote response A (a name or alias; resolved to a model id).'),
    model_b: z.string().min(1).describe('Model that wrote response B; must be a different model from A.'),
    response_a: z.string().describe('Text of response A (may be empty only when the task is rejected).'),
    response_b: z.string().describe('Text of response B (may be empty only when the task is rejected).'),
    preference: z
      .enum(PREFERENCE_SPELLINGS)
      .nullish()
      .describe(
        'The preference, spelled as in the guide ("A is much better than B", ..., "Both A and B are bad") or in its short form (A3, A2, A1, B1, B2, B3, bad); required unless the task is rejected.',
      ),
    a_grammar: score('A', 'Grammar'),
    a_presentation: score('A', 'Presentation'),
    a_language_consistency: score('A', 'Language Consistency'),
    a_fluency: score('A', 'Fluency'),
    a_understandability: score('A', 'Overall Understandability'),
    a_language_match: yesNo('A', 'Is the response in the language the prompt asks for or implies'),
    a_false_refusal: yesNo('A', 'Does it turn down a harmless request that its instructions allow'),
    a_preachy: yesNo('A', 'Is it moralising or lecturing'),
    a_templated: yesNo('A', 'Is it generic, not fitted to the prompt'),
    b_grammar: score('B', 'Grammar'),
    b_presentation: score('B', 'Presentation'),
    b_language_consistency: score('B', 'Language Consistency'),
    b_fluency: score('B', 'Fluency'),
    b_understandability: score('B', 'Overall Understandability'),
    b_language_match: yesNo('B', 'Is the response in the language the prompt asks for or implies'),
    b_false_refusal: yesNo('B', 'Does it turn down a harmless request that its instructions allow'),
    b_preachy: yesNo('B', 'Is it moralising or lecturing'),
    b_templated: yesNo('B', 'Is it generic, not fitted to the prompt'),
    rejection: RejectionReasonSchema.nullish().describe(
      'Why the rater rejected the task instead of labelling it; absent or null when the task was labelled.',
    ),
    comment: z.string().default('').describe("The rater's free-text comment."),
    rewrite: z
      .string()
      .nullish()
      .describe(
        "The rater's rewrite of one response (the guide's REWRITE instruction: one message that meets the guidelines); absent, null or empty when there is none. rewrite_of says which response it rewrites.",
      ),
    rewrite_of: z
      .enum(['A', 'B'])
      .nullish()
      .describe(
        'The response the rewrite replaces: "A" or "B"; required with a rewrite, absent without one.',
      ),
  })
  .describe(
    'One labelled task of a preference-labelling study (Parley layout, after the "Omni" labelling guide). Unless "rejection" is set, "preference" and all eighteen a_/b_ ratings are required and both responses must be non-empty; model_a and model_b must name different models; a task_id is labelled at most once per rater_id; a rewrite needs rewrite_of, and rewrite_of needs a rewrite. See docs/preference-labels.md.',
  );
export type PreferenceLabelRow = z.input<typeof PreferenceLabelRowSchema>;
export type PreferenceLabelField = keyof typeof PreferenceLabelRowSchema.shape;

/** The fields of a row in file order (the CSV twin's columns). */
export const PREFERENCE_LABEL_FIELDS = Object.keys(PreferenceLabelRowSchema.shape) as PreferenceLabelField[];

/** Fields a row must carry (present and valid) whether or not the task was rejected. */
export const PREFERENCE_REQUIRED_FIELDS: readonly PreferenceLabelField[] = PREFERENCE_LABEL_FIELDS.filter(
  (f) => !PreferenceLabelRowSchema.shape[f].safeParse(undefined).success,
);

/** The ratings and flags one rater gave one response. */
export const ResponseRatingsSchema = z.object({
  grammar: ScoreSchema,
  presentation: ScoreSchema,
  languageConsistency: ScoreSchema,
  fluency: ScoreSchema,
  understandability: ScoreSchema,
  /** The response is in the language the prompt asks for or implies. */
  languageMatch: z.boolean(),
  falseRefusal: z.boolean(),
  preachy: z.boolean(),
  templated: z.boolean(),
});
export type ResponseRatings = Omit<z.infer<typeof ResponseRatingsSchema>, RatingKey> &
  Record<RatingKey, Score>;

/** One labelled (or rejected) task as ingest records it: models resolved to ids, preference in short form. */
export const PreferenceLabelSchema = z.object({
  taskId: z.string(),
  raterId: z.string(),
  character: z.string(),
  conversationId: z.string(),
  /** 1-based position of the prompt in its conversation. */
  turn: z.number().int().positive(),
  context: z.array(ContextMessageSchema),
  prompt: z.string(),
  tags: z.array(PromptTagSchema),
  /** Canonical model ids of responses A and B (different). */
  modelA: z.string(),
  modelB: z.string(),
  responseA: z.string(),
  responseB: z.string(),
  /** Null when the rater gave none (only allowed on a rejected task). */
  preference: PreferenceCodeSchema.nullable(),
  /** Null on a rejected task that was not rated. */
  ratingsA: ResponseRatingsSchema.nullable(),
  ratingsB: ResponseRatingsSchema.nullable(),
  rejection: RejectionReasonSchema.nullable(),
  comment: z.string(),
  /** The rater's rewrite of response A or B (the guide's REWRITE instruction); absent when none. */
  rewrite: z.object({ side: z.enum(['A', 'B']), text: z.string().min(1) }).optional(),
  source: SourceSchema,
});
export type PreferenceLabel = Omit<z.infer<typeof PreferenceLabelSchema>, 'ratingsA' | 'ratingsB'> & {
  ratingsA: ResponseRatings | null;
  ratingsB: ResponseRatings | null;
};

/** Parses a preference in either spelling (the guide's or the short form) to its code; undefined otherwise. */
export function preferenceCode(spelling: string): PreferenceCode | undefined {
  return PREFERENCES.find((p) => p.label === spelling || p.code === spelling)?.code;
}
