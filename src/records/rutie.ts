import { z } from 'zod';
import { emptyRecords, identityOf, recordKind, type RecordsOfKinds } from './recordKind.ts';
import { SourceSchema } from './source.ts';

// ruTiE (Turing-test Interview Emulation, MERA): one long dialog of binary-choice questions, answered strictly in
// question_id order. Layouts in docs/rutie.md; the dataset card is ../shared/data/rutie/rutie.en.md.

/** An answer to a ruTiE question: the number of the chosen option, as MERA writes it (a string). */
export const RutieChoiceSchema = z.enum(['1', '2']);
export type RutieChoice = z.infer<typeof RutieChoiceSchema>;

/** One question of a ruTiE dialog, from a task file. */
export const RutieQuestionSchema = z.object({
  /** The split the question came from (`test`, `train`); `test` for a bare list of questions. */
  split: z.string(),
  /** `meta.dialog_id`: the dialog, from zero. */
  dialogId: z.number().int().nonnegative(),
  /** `meta.question_id`: the question's place in its dialog, from zero; questions are asked in this order. */
  questionId: z.number().int().nonnegative(),
  /** The prompt template with `{context}`, `{question}`, `{choice1}`, `{choice2}` (empty when absent). */
  instruction: z.string(),
  question: z.string(),
  choice1: z.string(),
  choice2: z.string(),
  /** The gold answer `outputs`; null when the split is closed (no gold in the file). */
  gold: RutieChoiceSchema.nullable(),
  /** `meta.category`: the question's classes (world, math, memory, ...); empty when not given. */
  categories: z.array(z.string()),
  /** `meta.use_context`: true when the question cannot be answered without the dialog before it; null when not given. */
  useContext: z.boolean().nullable(),
  /** `meta.turing_imitation`: the imitation classes (facts, sentiment, ...); empty when not given. */
  imitation: z.array(z.string()),
  source: SourceSchema,
});
export type RutieQuestion = z.infer<typeof RutieQuestionSchema>;

/** One answer of one model's MERA-format submission. */
export const RutieAnswerSchema = z.object({
  /** Canonical model id (from the manifest, or from the file name). */
  model: z.string(),
  /** The split key under `data` (MERA submissions use `test`). */
  split: z.string(),
  dialogId: z.number().int().nonnegative(),
  questionId: z.number().int().nonnegative(),
  answer: RutieChoiceSchema,
  source: SourceSchema,
});
export type RutieAnswer = z.infer<typeof RutieAnswerSchema>;

/** The two human-benchmark designs of the card: with the answer history shown, and without (memory only). */
export const RutiePoolDesignSchema = z.enum(['with-history', 'without-history']);
export type RutiePoolDesign = z.infer<typeof RutiePoolDesignSchema>;

/** A question as a human-benchmark pool shows it (`INPUT:dialog` items). */
export const RutiePoolQuestionSchema = z.object({
  question: z.string(),
  choice1: z.string(),
  choice2: z.string(),
});
export type RutiePoolQuestion = z.infer<typeof RutiePoolQuestionSchema>;

/** One annotator's whole dialog in a human-benchmark pool (one row of `pool1.tsv` / `pool2.csv`). */
export const RutiePoolResponseSchema = z.object({
  /** The pool file, relative to the data directory (one pool per file). */
  pool: z.string(),
  design: RutiePoolDesignSchema,
  /** `ASSIGNMENT:worker_id` (or the row number when absent). */
  annotator: z.string(),
  /** The dialog shown (`INPUT:dialog`), in question order: item k is question_id k. */
  dialog: z.array(RutiePoolQuestionSchema),
  /** The answer to each question of `dialog`; null where the item could not be read (reported as a note). */
  answers: z.array(RutieChoiceSchema.nullable()),
  source: SourceSchema,
});
export type RutiePoolResponse = z.infer<typeof RutiePoolResponseSchema>;

/** A score the MERA server published for a submission (its response file), read as a reference value. */
export const RutieServerScoreSchema = z.object({
  model: z.string(),
  /** The metric's name in the response (`acc`). */
  metric: z.string(),
  value: z.number(),
  /** The number exactly as written in the file. */
  printed: z.string(),
  source: SourceSchema,
});
export type RutieServerScore = z.infer<typeof RutieServerScoreSchema>;

/** Every ruTiE record kind, with its identity for the record ledger. */
export const RUTIE_KINDS = {
  questions: recordKind({
    key: 'rutie.questions',
    schema: RutieQuestionSchema,
    // A question is its place in its dialog of its split.
    identity: (r) => identityOf('rq', r.split, r.dialogId, r.questionId),
    content: (r) => [r.instruction, r.question, r.choice1, r.choice2, r.gold],
  }),
  answers: recordKind({
    key: 'rutie.answers',
    schema: RutieAnswerSchema,
    // One model's answer to one question.
    identity: (r) => identityOf('ra', r.model, r.split, r.dialogId, r.questionId),
    content: (r) => r.answer,
  }),
  pools: recordKind({
    key: 'rutie.pools',
    schema: RutiePoolResponseSchema,
    // None: a pool is its file (`pool`), so a copy of it elsewhere is another pool by its path, and within a pool
    // an annotator may have answered more than once; rows are told apart only by their place.
    identity: undefined,
    content: (r) => r.answers,
  }),
  serverScores: recordKind({
    key: 'rutie.serverScores',
    schema: RutieServerScoreSchema,
    // One metric of one model's server response: a second response with another value is a conflict to report.
    identity: (r) => identityOf('rs', r.model, r.metric),
    content: (r) => r.printed,
  }),
};

/** Everything ruTiE readers produce. */
export type RutieRecords = RecordsOfKinds<typeof RUTIE_KINDS>;

export function emptyRutieRecords(): RutieRecords {
  return emptyRecords(RUTIE_KINDS);
}

/**
 * The thirteen values of `meta.category` named by the ruTiE card (its "basic classes of problems"). The card
 * calls these classes and the `turing_imitation` values categories; Parley follows the field names: "category"
 * is `meta.category`, "imitation class" is `meta.turing_imitation` (docs/decisions/0020-rutie-reading.md).
 * A value outside this list is kept and noted, never dropped.
 */
export const RUTIE_CATEGORIES = [
  'world',
  'math',
  'memory',
  'reasoning',
  'strings',
  'spell',
  'games and rules',
  'sound',
  'shape',
  'lexis',
  'emotion',
  'ethics',
  'trap',
] as const;

/** The thirteen values of `meta.turing_imitation` named by the ruTiE card (English card, section Motivation 2). */
export const RUTIE_IMITATION_CLASSES = [
  'sentiment',
  'intent',
  'style',
  'humor',
  'irony',
  'facts',
  'profanity',
  'adult_content',
  'text_metrics',
  'language_structure',
  'topic_modelling',
  'multilanguage',
  'algorithmic_transformations',
] as const;
