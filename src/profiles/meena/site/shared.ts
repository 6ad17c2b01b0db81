// What the parts of the Meena section share: the pipeline's options, the scores of one system, how a computed
// share stands beside a printed one, and the section's texts.
import type { Conversation } from '../../../records/conversation.ts';
import type { SsaMode } from '../../../records/ssa.ts';
import type { Cell } from '../../../site/viewModel.ts';
import type { SsaIntervals } from '../../../stats/bootstrapSsa.ts';
import type { LabelAgreement } from '../../../stats/ssaAgreement.ts';
import type { SsaScores } from '../../../stats/ssaScores.ts';
import type { SsaTurn } from '../../../stats/ssaTurnLabels.ts';
import { fixed, MISSING, printedDecimals, signed } from '../../../render/format.ts';
import { readProse } from '../../prose.ts';
import type { PublishedRSquared, PublishedSsaRow } from './meenaPaper.ts';

/** The section's texts (content/method.md). */
export const prose = readProse(new URL('../content/method.md', import.meta.url));

export interface SsaSectionOptions {
  countTokens: (text: string) => number;
  seed: number;
  rounds: number;
  /** Display name of a model id. */
  name: (id: string) => string;
  /** Site path of each conversation page, by conversation id (as the main build made them unique). */
  conversationPaths: ReadonlyMap<string, string>;
  /**
   * Share of a conversation's judged-speaker turns that repeat an earlier turn (Meena's cross-turn repetition).
   * The galleries' detector owns the rule; until it is wired in here, the browser shows no repetition column.
   */
  repetitionRate?: (conversation: Conversation) => number | undefined;
}

/** A computed share beside a printed percent, compared at the printed digits. */
export function beside(mine: number | undefined, printed: string | undefined): Cell[] {
  if (printed === undefined)
    return [
      { text: '', tone: 'muted' },
      { text: '', tone: 'muted' },
    ];
  const published = Number(printed);
  if (mine === undefined || !Number.isFinite(mine))
    return [
      { text: printed, sort: published },
      { text: MISSING, tone: 'muted', title: 'not computed from these data' },
    ];
  const d = printedDecimals(printed);
  const shown = fixed(mine * 100, d);
  const diff = Number(shown) - published;
  const same = Math.abs(diff) < 1e-9;
  return [
    { text: printed, sort: published },
    {
      text: same ? '=' : signed(diff, d),
      sort: diff,
      tone: same ? 'ok' : 'off',
      title: `computed ${shown}, published ${printed}`,
    },
  ];
}

/** One (model, version, mode) with its scores. */
export interface SystemScores {
  key: string;
  model: string;
  version: string;
  mode: SsaMode;
  display: string;
  turns: SsaTurn[];
  scores: SsaScores;
  intervals: SsaIntervals;
  agreement: { sensible: LabelAgreement; specific: LabelAgreement };
  raters: number;
  ties: number;
  perplexity: number | null;
  humanLikeness?: number;
  published?: PublishedSsaRow;
}

export function systemLabel(display: string, version: string): string {
  return version ? `${display} ${version}` : display;
}

export const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
export const sd = (xs: readonly number[]) =>
  xs.length > 1 ? Math.sqrt(xs.reduce((a, x) => a + (x - mean(xs)) ** 2, 0) / (xs.length - 1)) : NaN;

export const Y_LABEL: Record<PublishedRSquared['y'], string> = {
  ssa: 'SSA',
  sensibleness: 'sensibleness',
  specificity: 'specificity',
};
export const X_LABEL: Record<PublishedRSquared['x'], string> = {
  perplexity: 'perplexity',
  humanLikeness: 'human-likeness',
};

export function relationLabel(r: PublishedRSquared): string {
  return `${r.mode} ${Y_LABEL[r.y]} against ${X_LABEL[r.x]}`;
}

export function scoreOf(s: SystemScores, y: PublishedRSquared['y']): number {
  return y === 'ssa' ? s.scores.ssa : y === 'sensibleness' ? s.scores.sensibleness : s.scores.specificity;
}
