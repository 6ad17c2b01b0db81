// The answer browser's model: per question-and-answer benchmark (MT-Bench, arena-hard), an index of its questions
// and a page per question with every model's answer, the judge's grade and explanation where the data hold them,
// the reference answer and the category. Text here is untrusted: pages render it with the safe Markdown renderer
// (src/render/markdown.ts) or as text.
import type { TableModel } from '../../../site/viewModel.ts';

/** A judge's grade of one turn of an answer (MT-Bench single grading), or an arena-hard pair of verdicts. */
export interface AnswerGrade {
  judge: string;
  /** The turn graded (from 1); 0 for a verdict on the whole answer. */
  turn: number;
  /** What the judge gave, as written (`8`, `-1`, `A>B / B>>A`). */
  written: string;
  /** The grade as a number, when it is one (null for −1, no grade found). */
  value: number | null;
  /** What the written grade means, in words (`grade 8 of 10`, `no grade found in the judge's text`). */
  meaning: string;
  /** The judge's explanation, when the file keeps it. */
  explanation?: string;
}

/** One model's answer to one question. */
export interface AnswerView {
  model: string;
  display: string;
  turns: string[];
  /** Its length in tokens (the file's own count where written, else Parley's in `encoding`). */
  tokens: number;
  grades: AnswerGrade[];
  /** Where it was read: `file:line`. */
  source: string;
}

/** A question's page. */
export interface QuestionView {
  /** Site path, e.g. `answers/mt-bench/81`. */
  path: string;
  benchmark: string;
  bench: string;
  questionId: string;
  category: string;
  /** The user's turns; empty when the question file was not read (only its answers). */
  turns: string[];
  reference?: string[];
  answers: AnswerView[];
  /** The neighbouring questions' paths, in the index's order. */
  previous?: string;
  next?: string;
}

/** A benchmark's questions. */
export interface AnswerBenchmark {
  /** The benchmark's id and the folder of its pages under answers/. */
  id: string;
  title: string;
  /** How lengths are counted: `cl100k_base tokens (Parley's count)`, `token_len as the files write it`. */
  encoding: string;
  /** Models with answers, by display name. */
  models: { id: string; display: string }[];
  /** One row per question: its link, category, first words, answers and mean grade. */
  index: TableModel;
  questions: QuestionView[];
}

export interface AnswersModel {
  benchmarks: AnswerBenchmark[];
}
