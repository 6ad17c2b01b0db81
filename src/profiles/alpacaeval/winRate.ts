// AlpacaEval's head-to-head numbers of one model against the baseline, computed from the annotations exactly as
// AlpacaEval computes them (docs/formats.md, AlpacaEval). Pure.
import type { AlpacaAnnotation } from '../../records/peers.ts';
import { numpySum, pandasSem } from '../../stats/numpySum.ts';
import { roundHalfEven } from './readers.ts';

/** One leaderboard row's computed numbers, named as AlpacaEval's leaderboard columns. */
export interface AlpacaWinRate {
  /** 100 × the mean of (preference − 1) over the valid preferences. */
  win_rate: number;
  /** 100 × the standard error of that mean (n − 1); NaN with one preference. */
  standard_error: number;
  /** Preferences above 1.5 (the model better). */
  n_wins: number;
  /** Preferences below 1.5 (the baseline better). */
  n_wins_base: number;
  /** Preferences exactly 1.5 (or the legacy 0). */
  n_draws: number;
  /** Valid preferences (null, NaN and values outside [1, 2] left out). */
  n_total: number;
  /** The same rate with every preference rounded to 1 or 2 first (1.5 stays a draw, worth a half). */
  discrete_win_rate: number;
}

/**
 * AlpacaEval's win rate of a model against the baseline, from its preferences (`preference` of each annotation).
 * Definition (AlpacaEval, metrics `get_winrate`): the legacy draw 0 reads as 1.5; draws are the preferences equal to
 * 1.5; the valid preferences are those in [1, 2]; x = p − 1; wins and baseline wins count x above and below ½;
 * win_rate = 100·mean(x) and standard_error = 100·s/√n, both in pandas' summation order (so the printed digits are
 * reproduced); discrete_win_rate does the same after rounding each preference other than 1.5 to the nearest
 * integer (halves to even), a rounded 0 being a draw.
 * @throws Error when no preference is valid.
 * @example alpacaWinRate([2, 1, 1.5, null]) // { win_rate: 50, n_wins: 1, n_wins_base: 1, n_draws: 1, n_total: 3, ... }
 */
export function alpacaWinRate(preferences: readonly (number | null)[]): AlpacaWinRate {
  const draws = preferences.filter((p) => p === 1.5 || p === 0).length;
  const x: number[] = [];
  for (const p of preferences) {
    if (p === null || Number.isNaN(p)) continue;
    const v = p === 0 ? 1.5 : p;
    if (v >= 1 && v <= 2) x.push(v - 1);
  }
  if (x.length === 0) throw new Error('alpacaWinRate requires at least one preference in [1, 2]');
  const discrete: number[] = [];
  for (const p of preferences) {
    if (p === null || Number.isNaN(p)) continue;
    const r = p === 1.5 ? 0 : roundHalfEven(p);
    const v = r === 0 ? 1.5 : r;
    if (v >= 1 && v <= 2) discrete.push(v - 1);
  }
  return {
    win_rate: (numpySum(x) / x.length) * 100,
    standard_error: pandasSem(x) * 100,
    n_wins: x.filter((v) => v > 0.5).length,
    n_wins_base: x.filter((v) => v < 0.5).length,
    n_draws: draws,
    n_total: x.length,
    discrete_win_rate: discrete.length ? (numpySum(discrete) / discrete.length) * 100 : Number.NaN,
  };
}

/** The annotations of one leaderboard row: one annotator, one baseline, one model. */
export interface AlpacaComparison {
  annotator: string;
  baseline: string;
  model: string;
  annotations: AlpacaAnnotation[];
  /** True when the model is the baseline: reported as the baseline's self-comparison, not as a result. */
  selfComparison: boolean;
}

/** Groups annotations by (annotator, baseline, model), in the order first met. */
export function alpacaComparisons(annotations: readonly AlpacaAnnotation[]): AlpacaComparison[] {
  const groups = new Map<string, AlpacaComparison>();
  for (const a of annotations) {
    const key = [a.annotator, a.baseline, a.model].join('\u0000');
    let g = groups.get(key);
    if (!g)
      groups.set(
        key,
        (g = {
          annotator: a.annotator,
          baseline: a.baseline,
          model: a.model,
          annotations: [],
          selfComparison: a.baseline === a.model,
        }),
      );
    g.annotations.push(a);
  }
  return [...groups.values()];
}

/**
 * The length-control inputs of one comparison, in file order (for the length-controlled win rate, which is
 * computed elsewhere): per annotation, the instruction's id and position, both output lengths in characters, and
 * the preference (null kept: the length-controlled rate predicts every row).
 */
export function alpacaLengthInputs(c: AlpacaComparison): {
  instructionId: string;
  position: number;
  baselineLength: number;
  modelLength: number;
  preference: number | null;
}[] {
  return [...c.annotations]
    .sort((a, b) => a.position - b.position)
    .map((a) => ({
      instructionId: a.instructionId,
      position: a.position,
      baselineLength: a.baselineLength,
      modelLength: a.modelLength,
      preference: a.preference,
    }));
}

/**
 * AlpacaEval's `avg_length`: the integer part of the mean length, in characters, of a model's outputs.
 * @throws Error when there are no lengths.
 * @example alpacaAverageLength([296, 297, 298]) // 297
 */
export function alpacaAverageLength(lengths: readonly number[]): number {
  if (lengths.length === 0) throw new Error('alpacaAverageLength requires at least one output');
  return Math.trunc(numpySum(lengths) / lengths.length);
}
