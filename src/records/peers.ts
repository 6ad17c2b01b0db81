import { z } from 'zod';
import { emptyRecords, identityOf, recordKind, type RecordsOfKinds } from './recordKind.ts';
import { SourceSchema } from './source.ts';

// Records of the peers' own evaluation formats (docs/formats.md): AlpacaEval's annotations and model outputs,
// arena-hard-auto's and MT-Bench's questions, answers and judgments, and per-sample scores of general evaluation
// harnesses (Inspect, lm-evaluation-harness) and of MT-Bench's single-answer grading. Battles (LMArena dumps,
// MT-Bench pairs, arena-hard games) are also PairJudgments; these records keep what a pair judgment cannot hold
// (soft preferences, strong verdicts, token counts), so that each peer's published numbers can be recomputed as the
// peer computes them. Model fields hold the id the file's profile resolved the spelling to (as written, slugged).

/** A number a peer may write as NaN or ±Infinity (bare tokens in Inspect's and lm-eval's JSON). */
const anyNumber = z.union([z.number(), z.nan()]);

/** One AlpacaEval annotation: a judge's preference between the baseline's output and a model's, on one instruction. */
export const AlpacaAnnotationSchema = z.object({
  benchmark: z.string(),
  /** The record's `annotator` (the judge configuration), which is authoritative over the folder it sits in. */
  annotator: z.string(),
  /** `generator_1`: the baseline, whose output is `output_1`. */
  baseline: z.string(),
  /** The evaluated model: the `results/<model>/` folder above the annotator's folder, else `generator_2`. */
  model: z.string(),
  /** `generator_2` exactly as written (it differs from the folder in a few published files). */
  generator: z.string(),
  instruction: z.string(),
  /** A digest of the instruction text: the same instruction in every file has the same id. */
  instructionId: z.string(),
  /** `dataset`: the AlpacaEval subset (`helpful_base`, `koala`, ...); empty when absent. */
  dataset: z.string(),
  /** 0-based position of the record in its file (AlpacaEval's length control looks instruction difficulty up by it). */
  position: z.number().int().nonnegative(),
  /** Records in the file. */
  fileRows: z.number().int().positive(),
  /**
   * `preference` as written, oriented on the file's order: 1 the baseline better, 2 the model better, 1.5 (or the
   * legacy 0) a draw, a fraction in [1, 2] a soft preference; null when the judge gave none.
   */
  preference: z.number().nullable(),
  /** Lengths of `output_1` and `output_2` in Unicode code points (AlpacaEval's lengths count characters). */
  baselineLength: z.number().int().nonnegative(),
  modelLength: z.number().int().nonnegative(),
  /** `glm_preference`: the length-controlled model's prediction for this record, when a re-run stored it. */
  glmPreference: z.number().optional(),
  source: SourceSchema,
});
export type AlpacaAnnotation = z.infer<typeof AlpacaAnnotationSchema>;

/** One model output of AlpacaEval's `model_outputs.json`. */
export const AlpacaOutputSchema = z.object({
  benchmark: z.string(),
  /** `generator`. */
  model: z.string(),
  instruction: z.string(),
  instructionId: z.string(),
  dataset: z.string(),
  output: z.string(),
  /** Length of `output` in Unicode code points. */
  length: z.number().int().nonnegative(),
  source: SourceSchema,
});
export type AlpacaOutput = z.infer<typeof AlpacaOutputSchema>;

/** A question of a question file (arena-hard's `question.jsonl`, MT-Bench's). */
export const BenchQuestionSchema = z.object({
  benchmark: z.string(),
  /** The question set (`arena-hard-v0.1`, `mt_bench`): the `data/<bench>/` folder, else the record's category. */
  bench: z.string(),
  /** `question_id` or `uid`, as text. */
  questionId: z.string(),
  category: z.string(),
  /** arena-hard's `cluster` (v0.1) or `subcategory` (v2); empty when absent. */
  cluster: z.string(),
  /** The user turns. */
  turns: z.array(z.string()),
  /** MT-Bench's reference answers, when the question has them. */
  reference: z.array(z.string()).optional(),
  source: SourceSchema,
});
export type BenchQuestion = z.infer<typeof BenchQuestionSchema>;

/** Markdown element counts of an answer, as arena-hard and LMArena count them for style control. */
export const MarkdownCountsSchema = z.object({
  headers: z.record(z.string(), z.number()),
  lists: z.record(z.string(), z.number()),
  bold: z.record(z.string(), z.number()),
});
export type MarkdownCounts = z.infer<typeof MarkdownCountsSchema>;

/** One model's answer to one question (arena-hard's and MT-Bench's `model_answer/<model>.jsonl`). */
export const ModelAnswerSchema = z.object({
  benchmark: z.string(),
  bench: z.string(),
  model: z.string(),
  questionId: z.string(),
  /** `answer_id` / `ans_id`; empty when absent. */
  answerId: z.string(),
  /** The assistant's turns (choice 0). */
  turns: z.array(z.string()),
  /** `token_len` of each turn as the file wrote it (arena-hard 2024), or `metadata.token_len` for the answer. */
  tokenLen: z.number().int().nonnegative().optional(),
  /**
   * The encoding `tokenLen` counts in, as the writer of the file's layout counts: cl100k_base for arena-hard's
   * 2024 answers, o200k_base for its 2025 `metadata`.
   */
  tokenEncoding: z.enum(['cl100k_base', 'o200k_base']).optional(),
  /** The file's own markdown counts (`metadata` / `conv_metadata`), when it has them. */
  markdown: MarkdownCountsSchema.optional(),
  /** A reference answer (MT-Bench's `reference_answer/`), not a model under evaluation. */
  reference: z.boolean().optional(),
  source: SourceSchema,
});
export type ModelAnswer = z.infer<typeof ModelAnswerSchema>;

/** One arena-hard judgment line: two games of a model against the baseline on one question. */
export const ArenaHardJudgmentSchema = z.object({
  benchmark: z.string(),
  bench: z.string(),
  /** `judge` (the judge model), else the `model_judgment/<judge>/` folder. */
  judge: z.string(),
  model: z.string(),
  /** The record's `baseline` (2025 files); absent in 2024 files, whose baseline is the bench's. */
  baseline: z.string().optional(),
  questionId: z.string(),
  /** `category` of 2025 lines; empty when absent. */
  category: z.string(),
  /**
   * The verdicts of game 1 (the baseline shown as Assistant A) and game 2 (the model shown as A), as written
   * (`A>>B`, `B>A`, `A=B`, ...); null when the game or its score is missing.
   */
  verdicts: z.tuple([z.string().nullable(), z.string().nullable()]),
  /** The record layout: `2024` (question_id, games with user_prompt) or `2025` (uid, games with prompt). */
  generation: z.enum(['2024', '2025']),
  source: SourceSchema,
});
export type ArenaHardJudgment = z.infer<typeof ArenaHardJudgmentSchema>;

/** One MT-Bench pairwise judgment line: two games with the order of the answers swapped. */
export const MtBenchPairSchema = z.object({
  benchmark: z.string(),
  bench: z.string(),
  judge: z.string(),
  /** The judge prompt (`pair-v2`, `pair-math-v1-multi-turn`, ...). */
  prompt: z.string(),
  model1: z.string(),
  model2: z.string(),
  questionId: z.string(),
  turn: z.number().int().positive(),
  /** `g1_winner` and `g2_winner`: `model_1`, `model_2`, `tie` or `error`, as written. */
  g1: z.string(),
  g2: z.string(),
  /**
   * A digest of what the judge was shown (game 1's prompt: the question and both answers). A question set edited
   * under the same ids gives other judgments, not copies of these.
   */
  judged: z.string(),
  source: SourceSchema,
});
export type MtBenchPair = z.infer<typeof MtBenchPairSchema>;

/**
 * One score of one sample: an MT-Bench single-answer grade (1-10), an Inspect scorer's value for a sample and
 * epoch, an lm-evaluation-harness metric for a document and filter.
 */
export const SampleScoreSchema = z.object({
  benchmark: z.string(),
  /** The run: Inspect's eval id, lm-eval's date id, MT-Bench's question set. */
  run: z.string(),
  /** The task (Inspect's task, lm-eval's task, MT-Bench's question category when known). */
  task: z.string(),
  model: z.string(),
  /** Who scored: Inspect's scorer, lm-eval's metric, MT-Bench's judge model. */
  scorer: z.string(),
  /** lm-eval's filter (`none`, `strict-match`), MT-Bench's judge prompt; empty when none. */
  variant: z.string(),
  sampleId: z.string(),
  /** Inspect's epoch (from 1); absent elsewhere. */
  epoch: z.number().int().positive().optional(),
  /** MT-Bench's turn (from 1); absent elsewhere. */
  turn: z.number().int().positive().optional(),
  /** The value as a number (Inspect's `C` is 1): NaN when unscored, as the peer drops it. */
  value: anyNumber,
  /** The value as written (`"C"`, `8`, `0.0`), for the sample browser. */
  written: z.string(),
  /** The sample's input, target and the model's answer, shortened, when the file has them. */
  input: z.string().optional(),
  target: z.string().optional(),
  answer: z.string().optional(),
  /** A digest of what the judge was shown (MT-Bench's judge prompt), when the file has it: part of the identity. */
  judged: z.string().optional(),
  source: SourceSchema,
});
export type SampleScore = z.infer<typeof SampleScoreSchema>;

/** One Inspect eval log: the run, its status and sample counts (its published scores are PublishedLeaderboardRows). */
export const EvalRunSchema = z.object({
  benchmark: z.string(),
  /** `eval.eval_id`, else `run_id/task_id`, else the file. */
  run: z.string(),
  task: z.string(),
  model: z.string(),
  /** `success`, `started`, `cancelled`, `error`. */
  status: z.string(),
  created: z.string(),
  epochs: z.number().int().positive(),
  /** The epoch reducer the log names (`mean` when none). */
  reducer: z.string(),
  totalSamples: z.number().int().nonnegative(),
  completedSamples: z.number().int().nonnegative(),
  source: SourceSchema,
});
export type EvalRun = z.infer<typeof EvalRunSchema>;

const id = identityOf;

/**
 * Every record kind of the peers' formats, as the sink and the Dataset hold them, with its identity and the part
 * of it that must agree between two copies: a record read twice (a file copied into two folders, AlpacaEval's
 * nested re-run folder) is used once, and copies that differ are a problem that names both.
 */
export const PEER_KINDS = {
  alpacaAnnotations: recordKind({
    key: 'peers.alpacaAnnotations',
    schema: AlpacaAnnotationSchema,
    identity: (r) => id('aa', r.benchmark, r.annotator, r.baseline, r.model, r.instructionId),
    content: (r) => [r.preference, r.baselineLength, r.modelLength],
  }),
  alpacaOutputs: recordKind({
    key: 'peers.alpacaOutputs',
    schema: AlpacaOutputSchema,
    identity: (r) => id('ao', r.benchmark, r.model, r.instructionId),
    content: (r) => r.output,
  }),
  questions: recordKind({
    key: 'peers.questions',
    schema: BenchQuestionSchema,
    identity: (r) => id('q', r.benchmark, r.bench, r.questionId),
    content: (r) => [r.category, r.turns],
  }),
  answers: recordKind({
    key: 'peers.answers',
    schema: ModelAnswerSchema,
    identity: (r) => id('a', r.benchmark, r.bench, r.reference ? 'ref' : '', r.model, r.questionId),
    content: (r) => r.turns,
  }),
  arenaHardJudgments: recordKind({
    key: 'peers.arenaHardJudgments',
    schema: ArenaHardJudgmentSchema,
    identity: (r) => id('ahj', r.benchmark, r.bench, r.judge, r.model, r.questionId),
    content: (r) => r.verdicts,
  }),
  mtBenchPairs: recordKind({
    key: 'peers.mtBenchPairs',
    schema: MtBenchPairSchema,
    identity: (r) =>
      id('mp', r.benchmark, r.bench, r.judge, r.model1, r.model2, r.questionId, r.turn, r.judged),
    content: (r) => [r.g1, r.g2],
  }),
  sampleScores: recordKind({
    key: 'peers.sampleScores',
    schema: SampleScoreSchema,
    identity: (r) =>
      id(
        's',
        r.benchmark,
        r.run,
        r.task,
        r.model,
        r.scorer,
        r.variant,
        r.sampleId,
        r.epoch,
        r.turn,
        r.judged,
      ),
    content: (r) => r.written,
  }),
  evalRuns: recordKind({
    key: 'peers.evalRuns',
    schema: EvalRunSchema,
    // None: a log read twice is told by its reader (its run, once); the samples of a copy are the ledger's duplicates.
    identity: undefined,
    content: (r) => [r.status, r.completedSamples],
  }),
};

/** Every record kind of the peers' formats, as the sink and the Dataset hold them. */
export type PeerRecords = RecordsOfKinds<typeof PEER_KINDS>;

export function emptyPeerRecords(): PeerRecords {
  return emptyRecords(PEER_KINDS);
}
