// The Meena paper's published figures, kept as reference facts to show beside what Parley computes. Each value
// is the number as printed (percent for SSA, sensibleness, specificity and agreement) with where it is printed.
// Source: D. Adiwardana, M.-T. Luong, D. R. So, J. Hall, N. Fiedel, R. Thoppilan, Z. Yang, A. Kulshreshtha,
// G. Nemade, Y. Lu and Q. V. Le (2020), "Towards a Human-like Open-Domain Chatbot", arXiv:2001.09977.
import type { SsaMode } from '../../../records/ssa.ts';

export const MEENA_PAPER = {
  title: 'Towards a Human-like Open-Domain Chatbot',
  authors: 'Adiwardana, Luong, So, Hall, Fiedel, Thoppilan, Yang, Kulshreshtha, Nemade, Lu and Le',
  year: 2020,
  url: 'https://arxiv.org/abs/2001.09977',
} as const;

/** One system's published scores in one mode; percents as printed (`"86"`), absent where not printed. */
export interface PublishedSsaRow {
  /** The model id Parley uses for the system (`human`, `meena`, `mitsuku`, ...). */
  model: string;
  /** Version, for Meena: `full` (filtering and tuned decoding) or `base` (the best end-to-end model). */
  version: string;
  display: string;
  mode: SsaMode;
  ssa?: string;
  sensibleness?: string;
  specificity?: string;
  /** Test perplexity, where the paper prints it. */
  perplexity?: string;
  /** Where in the paper the numbers are printed. */
  where: string;
}

export const MEENA_PUBLISHED_SSA: readonly PublishedSsaRow[] = [
  {
    model: 'human',
    version: '',
    display: 'Human',
    mode: 'interactive',
    ssa: '86',
    sensibleness: '97',
    specificity: '75',
    where: 'section 4.2',
  },
  {
    model: 'meena',
    version: 'full',
    display: 'Meena (full)',
    mode: 'interactive',
    ssa: '79',
    where: 'abstract; section 5 (79% ± 1%)',
  },
  {
    model: 'meena',
    version: 'base',
    display: 'Meena (base)',
    mode: 'interactive',
    ssa: '72',
    perplexity: '10.2',
    where: 'abstract; section 1 (perplexity 10.2); section 5 (72% ± 1%)',
  },
  {
    model: 'mitsuku',
    version: '',
    display: 'Mitsuku',
    mode: 'interactive',
    ssa: '56',
    sensibleness: '72',
    specificity: '40',
    where: 'section 4.3 (899 turns)',
  },
  {
    model: 'cleverbot',
    version: '',
    display: 'Cleverbot',
    mode: 'interactive',
    ssa: '56',
    sensibleness: '68',
    specificity: '45',
    where: 'section 4.3',
  },
  {
    model: 'dialogpt',
    version: '',
    display: 'DialoGPT',
    mode: 'interactive',
    ssa: '48',
    sensibleness: '57',
    specificity: '39',
    where: 'section 4.3 (2,660 turns)',
  },
  {
    model: 'xiaoice',
    version: '',
    display: 'XiaoIce',
    mode: 'interactive',
    ssa: '31',
    sensibleness: '45',
    specificity: '17',
    where: 'section 4.3 (1,173 turns)',
  },
  {
    model: 'human',
    version: '',
    display: 'Human',
    mode: 'static',
    ssa: '82',
    sensibleness: '94',
    specificity: '69',
    where: 'section 4.2',
  },
  {
    model: 'cleverbot',
    version: '',
    display: 'Cleverbot',
    mode: 'static',
    ssa: '44',
    specificity: '28',
    where: 'section 4.3',
  },
  {
    model: 'dialogpt',
    version: '',
    display: 'DialoGPT',
    mode: 'static',
    ssa: '51',
    sensibleness: '62',
    specificity: '39',
    where: 'section 2.1',
  },
  {
    model: 'genericbot',
    version: '',
    display: 'GenericBot',
    mode: 'static',
    ssa: '35',
    sensibleness: '70',
    specificity: '0',
    where: 'section 2.1',
  },
];

/** Which published R² belongs to which figure. */
export interface PublishedRSquared {
  /** Parley's figure id (`ssa/figures/<id>/`). */
  figure: string;
  number: string;
  mode: SsaMode;
  y: 'ssa' | 'sensibleness' | 'specificity';
  x: 'perplexity' | 'humanLikeness';
  /** As printed; absent when the paper draws the figure without printing R². */
  rSquared?: string;
  where: string;
}

export const MEENA_PUBLISHED_R2: readonly PublishedRSquared[] = [
  {
    figure: 'interactive-ssa-perplexity',
    number: 'Figure 1',
    mode: 'interactive',
    y: 'ssa',
    x: 'perplexity',
    rSquared: '0.93',
    where: 'Figure 1',
  },
  {
    figure: 'interactive-sensibleness-perplexity',
    number: 'Figure 3',
    mode: 'interactive',
    y: 'sensibleness',
    x: 'perplexity',
    where: 'Figure 3 (no R² printed)',
  },
  {
    figure: 'interactive-specificity-perplexity',
    number: 'Figure 4',
    mode: 'interactive',
    y: 'specificity',
    x: 'perplexity',
    where: 'Figure 4 (no R² printed)',
  },
  {
    figure: 'static-sensibleness-perplexity',
    number: 'Figure 5',
    mode: 'static',
    y: 'sensibleness',
    x: 'perplexity',
    rSquared: '0.93',
    where: 'section 4.1, Figure 5',
  },
  {
    figure: 'static-specificity-perplexity',
    number: 'Figure 5',
    mode: 'static',
    y: 'specificity',
    x: 'perplexity',
    rSquared: '0.94',
    where: 'section 4.1, Figure 5',
  },
  {
    figure: 'static-ssa-perplexity',
    number: 'Figure 5',
    mode: 'static',
    y: 'ssa',
    x: 'perplexity',
    rSquared: '0.94',
    where: 'section 4.1, Figure 5',
  },
  {
    figure: 'ssa-human-likeness',
    number: 'Figure 2',
    mode: 'static',
    y: 'ssa',
    x: 'humanLikeness',
    rSquared: '0.96',
    where: 'Figure 2',
  },
  {
    figure: 'sensibleness-human-likeness',
    number: 'Figure 9',
    mode: 'static',
    y: 'sensibleness',
    x: 'humanLikeness',
    rSquared: '0.99',
    where: 'Figure 9',
  },
  {
    figure: 'specificity-human-likeness',
    number: 'Figure 10',
    mode: 'static',
    y: 'specificity',
    x: 'humanLikeness',
    rSquared: '0.89',
    where: 'Figure 10',
  },
];

/** Crowd-worker agreement as published: Table 1 (static evaluations of Meena models) and XiaoIce's labels. */
export const MEENA_PUBLISHED_AGREEMENT = [
  {
    label: 'Sensibleness, static evaluations of Meena models (mean ± sd)',
    agreement: '76 ± 3',
    alpha: '0.42 ± 0.03',
    where: 'Table 1',
  },
  {
    label: 'Specificity, static evaluations of Meena models (mean ± sd)',
    agreement: '66 ± 2',
    alpha: '0.30 ± 0.05',
    where: 'Table 1',
  },
  { label: 'Sensibleness, XiaoIce interactive', agreement: '77', alpha: '0.54', where: 'section 4.3' },
  { label: 'Specificity, XiaoIce interactive', agreement: '81', alpha: '0.40', where: 'section 4.3' },
] as const;

/**
 * The spread of SSA over repeated evaluations of the lowest-perplexity model, in percentage points: "evaluated 7
 * times with static evaluations and also 7 times with interactive evaluations. Each time, we obtained a different
 * set of randomly sampled responses" (section 4.1).
 */
export const MEENA_PUBLISHED_REPEAT_SD = {
  static: { sd: '2', runs: 7 },
  interactive: { sd: '1', runs: 7 },
  system: 'lowest-perplexity Meena model',
  where: 'section 4.1',
} as const;

/** A printed percent as a share: `"86"` is 0.86. */
export function publishedShare(printed: string | undefined): number | undefined {
  return printed === undefined ? undefined : Number(printed) / 100;
}
