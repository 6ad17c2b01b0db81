// What the parts of the Meena section share: the pipeline's options, the scores of one system, how a computed
// share stands beside a printed one, and the section's texts.
import type { Conversation } from '../../../records/conversation.ts';
import type { SsaMode } from '../../../records/ssa.ts';
import type { ColumnSpec } from '../../../render/columnSpec.ts';
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
interface Beside {
  mine: number | undefined;
  printed: string | undefined;
}

/** The difference of a computed share and a printed percent at the printed digits, and the computed one so shown. */
function besideDiff({ mine, printed }: Beside): { diff: number; shown: string } | undefined {
  if (printed === undefined || mine === undefined || !Number.isFinite(mine)) return undefined;
  const shown = fixed(mine * 100, printedDecimals(printed));
  return { diff: Number(shown) - Number(printed), shown };
}
const same = (diff: number) => Math.abs(diff) < 1e-9;

/**
 * Two columns: a printed percent (`published`, downloaded as `field`) and the computed share's difference from it
 * at the printed digits (`=` when equal; not downloaded: the download has both values). Empty and muted where
 * nothing was printed.
 */
export function besideColumns<R>(
  of: (row: R) => Beside,
  published: Pick<ColumnSpec<R>, 'label' | 'description'> & { field: string },
  diff: Pick<ColumnSpec<R>, 'label' | 'description'>,
): ColumnSpec<R>[] {
  return [
    {
      id: 'published',
      ...published,
      numeric: true,
      value: (r) => of(r).printed ?? null,
      format: (v) => (typeof v === 'string' ? v : ''),
      sort: (r) => {
        const printed = of(r).printed;
        return printed === undefined ? undefined : Number(printed);
      },
      tone: (r) => (of(r).printed === undefined ? 'muted' : undefined),
    },
    {
      id: 'diff',
      ...diff,
      numeric: true,
      field: null,
      value: (r) => besideDiff(of(r))?.diff,
      format: (_v, r) => {
        const b = of(r);
        const d = besideDiff(b);
        return b.printed === undefined
          ? ''
          : d === undefined
            ? MISSING
            : same(d.diff)
              ? '='
              : signed(d.diff, printedDecimals(b.printed));
      },
      tone: (r) => {
        const d = besideDiff(of(r));
        return d === undefined ? 'muted' : same(d.diff) ? 'ok' : 'off';
      },
      title: (r) => {
        const b = of(r);
        const d = besideDiff(b);
        if (b.printed === undefined) return undefined;
        return d === undefined
          ? 'not computed from these data'
          : `computed ${d.shown}, published ${b.printed}`;
      },
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

/**
 * The system column of the section's tables: its display name, downloaded as its model and version.
 * @example tableFromSpecs([systemColumn((s) => s)], systems).raw // [{ model: 'meena', version: 'full' }, ...]
 */
export function systemColumn<R>(
  of: (row: R) => Pick<SystemScores, 'model' | 'version' | 'display'>,
): ColumnSpec<R> {
  return {
    id: 'system',
    label: 'System',
    value: (r) => of(r).display,
    fields: (r) => ({ model: of(r).model, version: of(r).version }),
  };
}

/** The mode column (static or interactive). */
export function modeColumn<R>(of: (row: R) => Pick<SystemScores, 'mode'>): ColumnSpec<R> {
  return { id: 'mode', label: 'Mode', value: (r) => of(r).mode };
}
