// What the parts of the ruTiE section share: the questions and the contenders scored on them, the pools, and a
// few formats.
import type { RutieChoice, RutiePoolDesign, RutiePoolResponse } from '../../../records/rutie.ts';
import type { Accuracy } from '../../../stats/accuracy.ts';
import type { Consensus } from '../../../stats/majorityConsensus.ts';
import { formatInterval, pct } from '../../../render/format.ts';
import { RUTIE_PUBLISHED } from './published.ts';

/** Questions per page of the question browser (430 questions make 9 pages). */
export const RUTIE_QUESTIONS_PER_PAGE = 50;

/** Significance level at which the McNemar table says "differ". */
export const RUTIE_ALPHA = 0.05;

export const DESIGN_LABEL: Record<RutiePoolDesign, string> = {
  'with-history': 'with history',
  'without-history': 'without history',
};

/** A question's key in a contender's answers. */
export const key = (dialogId: number, questionId: number) => `${dialogId}:${questionId}`;

/** Someone scored on the dialog: a submitted model, or a pool's majority answer. */
export interface Contender {
  id: string;
  display: string;
  /** Model id for links; absent for human pools. */
  model?: string;
  /** The pool whose majority this is; absent for models. */
  pool?: { file: string; design: RutiePoolDesign; questions: number; annotators: number };
  answers: Map<string, RutieChoice | null>;
}

export interface Question {
  dialogId: number;
  questionId: number;
  question: string;
  choice1: string;
  choice2: string;
  hasText: boolean;
  gold: RutieChoice | null;
  categories: string[];
  imitation: string[];
  useContext: boolean | null;
}

/** One pool file: its design, its annotators' rows, the dialog they answered and each question's majority. */
export interface Pool {
  file: string;
  design: RutiePoolDesign;
  rows: RutiePoolResponse[];
  dialog: RutiePoolResponse['dialog'];
  consensus: Consensus;
}

/** Whether each of a contender's answers to `qs` is the gold answer (a missing answer is wrong). */
export type Outcomes = (c: Contender, qs: readonly Question[]) => boolean[];

export const ciText = (a: Pick<Accuracy, 'lo' | 'hi'>) => formatInterval(a.lo, a.hi, pct);

/** A published accuracy as a count of n when it is one exactly: 0.49767441860465117 of 430 is "214 of 430". */
export function asCount(value: number, n: number): string | undefined {
  const k = Math.round(value * n);
  return n > 0 && Math.abs(value * n - k) < 1e-9 ? `${k} of ${n}` : undefined;
}

/** True when a pool is MERA's own test dialog as published (430 questions, 5 annotators). */
export function comparablePool(p: { questions: number; annotators: number }): boolean {
  return p.questions === RUTIE_PUBLISHED.dialogLength && p.annotators === RUTIE_PUBLISHED.annotators;
}

/** The published human majority accuracy of a pool's design. */
export function publishedHumanAccuracy(design: RutiePoolDesign): { value: number; printed: string } {
  return design === 'with-history' ? RUTIE_PUBLISHED.humanWithHistory : RUTIE_PUBLISHED.humanWithoutHistory;
}
