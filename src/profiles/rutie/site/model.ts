// The ruTiE section of the site model (SiteModel.sections.rutie): built by ./build.ts, shown by the pages in
// ../pages/. Question text is untrusted input and is always rendered as text.
import type { FigureModel, TableModel } from '../../../site/viewModel.ts';

/** A reference fact from elsewhere, with where it comes from. */
export interface RutieFact {
  label: string;
  /** The value as published (`0.942`, `294`). */
  value: string;
  source: string;
}

/** One model's answer to one question, as the question browser shows it. */
export interface RutieAnswerView {
  model: string;
  display: string;
  /** '1', '2', or null when the model gave no usable answer. */
  answer: string | null;
  /** Null when there is no gold to compare with. */
  correct: boolean | null;
}

/** One pool's verdict on one question. */
export interface RutieHumanView {
  /** `with history` / `without history` (the pool's design), as shown. */
  design: string;
  majority: string | null;
  votes: number;
  raters: number;
  correct: boolean | null;
}

/** One question of the dialog in the browser. */
export interface RutieQuestionView {
  /** question_id. */
  id: number;
  question: string;
  choice1: string;
  choice2: string;
  /** False when the text is not in the data (answers without a task file or pool). */
  hasText: boolean;
  gold: string | null;
  categories: string[];
  imitation: string[];
  useContext: boolean | null;
  humans: RutieHumanView[];
  answers: RutieAnswerView[];
}

/** One page of the question browser. */
export interface RutieQuestionPage {
  /** Path under the site, `rutie/questions/<n>`. */
  path: string;
  /** 1-based page number. */
  page: number;
  from: number;
  to: number;
  questions: RutieQuestionView[];
}

/** The human-benchmark pools: consensus per pool, agreement within and between designs. */
export interface RutieHumansModel {
  /** Per pool: design, annotators, questions, consensus levels computed beside published, agreement. */
  pools: TableModel;
  /** Agreement between the two designs' majority answers, when both are present. */
  between?: TableModel;
  notes: string[];
}

export interface RutieModel {
  /** What the dialog is: where its questions come from and how many there are. */
  dialog: { split: string; questions: number; basis: string };
  /** True when gold answers are known for the scored questions (accuracy can be computed). */
  hasGold: boolean;
  /** Plain sentences: what cannot be computed without gold, and why (empty when gold is given). */
  withoutGold: string[];
  leaderboard: TableModel;
  /** Accuracy per model as a chart (with gold), or null. */
  leaderboardSvg: string | null;
  notes: string[];
  /** McNemar's test for every pair of models (with gold). */
  comparisons: TableModel | null;
  humans: RutieHumansModel | null;
  /** Breakdown figures: categories, imitation classes, context, position curve, consensus. */
  figures: FigureModel[];
  facts: RutieFact[];
  questionPages: RutieQuestionPage[];
}
