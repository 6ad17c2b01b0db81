// What building one view of a judged benchmark (a benchmark under one judge) has at hand, and the small helpers
// every figure of a view uses. A view's statistics are computed once (viewStats.ts); the generic figures
// (figures*.ts), a profile's own figures and its leaderboard are then drawn from them.
import type { Dataset } from '../records/dataset.ts';
import { slugify } from '../records/ids.ts';
import type { PairJudgment } from '../records/pairJudgment.ts';
import type { UniJudgment } from '../records/uniJudgment.ts';
import type { FigureModel } from '../site/viewModel.ts';
import type { LengthStats } from '../stats/lengthStats.ts';

/** A cache hook: the value stored under the hash of (stage, inputs, code), or `compute()`'s. */
export type Memo = <T>(stage: string, inputs: unknown, compute: () => T) => T;
/**
 * A memo per item: each item's value is stored under the hash of the item (what the computation reads), so a
 * rebuild computes only the items that changed; `compute` is given those items at once and returns their values
 * in order.
 */
export type MemoEach = <A, T>(stage: string, items: readonly A[], compute: (items: A[]) => T[]) => T[];

/** Computes without caching (builds and tests without a cache). */
export const noMemo: Memo = (_stage, _inputs, compute) => compute();

/** One view: a benchmark under one judge. */
export interface ViewKey {
  benchmark: string;
  judge: string;
  /** Site path segment, `<benchmark>-<judge>`. */
  path: string;
}

export interface ViewContext {
  view: ViewKey;
  /** The benchmark's title (its profile's, else its id). */
  title: string;
  /** Every record of the read (published values, the ground-truth conversations). */
  data: Dataset;
  /** The view's judgments. */
  uni: readonly UniJudgment[];
  pairs: readonly PairJudgment[];
  /** Chat lengths of the benchmark's models, and of its ground truth's continuations (groundTruthContinuations). */
  lengths: readonly LengthStats[];
  name: (model: string) => string;
  judgeName: (judge: string) => string;
  /** cl100k tokens of a text (the site's cached counter). */
  tokens: (text: string) => number;
  seed: number;
  rounds: number;
  memo: Memo;
}

/**
 * How a view names its judge after the benchmark's title: `judge GPT-4`, or the judge's own name when it is people
 * voting (`human votes`, `LMArena voters`), which no one calls a judge.
 * @example judgePhrase('GPT-4') // 'judge GPT-4'
 * @example judgePhrase('human votes') // 'human votes'
 */
export const judgePhrase = (display: string): string =>
  /\bvot(?:es?|ers?)\b/i.test(display) ? display : `judge ${display}`;

/** Path segment for any text (settings, seed ids, judges): path-safe and never empty. */
export const seg = (text: string): string => slugify(text);

/** Sorts text by code point (locale-free, so builds are byte-identical everywhere). */
export const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const settingOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Sorts settings as a reader counts them: `6` before `12`, `N=8` before `N=16`; then by code point. */
export const bySetting = (a: string, b: string): number => settingOrder.compare(a, b) || byText(a, b);

/** A figure with its downloads named after its id. */
export function figure(f: Omit<FigureModel, 'downloads' | 'notes'> & { notes?: string[] }): FigureModel {
  return { ...f, notes: f.notes ?? [], downloads: { csv: `${f.id}.csv`, json: `${f.id}.json` } };
}

/** The title of a setting in a figure's title: ` (setting 6)`, or nothing for the benchmark's only setting. */
export const settingSuffix = (setting: string): string => (setting ? ` (setting ${setting})` : '');

/** The id suffix of a setting: `-6`, or nothing. */
export const settingId = (setting: string): string => (setting ? `-${seg(setting)}` : '');

/** A ranking's id suffix and label suffix for a setting (`pass_N=16`, `pass rate (N=16)`): one spelling, so the ids
 * "About this ranking", the slices and the profiles' declared references use agree. */
export const rankingIdSuffix = (setting: string): string => (setting ? `_${setting}` : '');
export const inBrackets = (setting: string): string => (setting ? ` (${setting})` : '');

/** Where a reference image of the source study is copied in the site (its path under the data directory). */
export function referenceImagePath(file: string): string {
  return `ref/${file.split('/').map(seg).join('/')}`;
}
