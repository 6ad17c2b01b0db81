import type { PreferenceLabel } from '../records/preferenceLabel.ts';
import { binomialTestTwoSided } from './binomialTestTwoSided.ts';
import { meanInterval } from './meanInterval.ts';
import { PREFERENCE_SCORE } from './preferenceOutcome.ts';
import { ratedLabels } from './ratedLabels.ts';
import { wilsonInterval } from './wilsonInterval.ts';

export interface PositionEffect {
  /** Rated labels, and those that chose a side (every preference but "Both A and B are bad"). */
  labels: number;
  chosen: number;
  aChosen: number;
  bChosen: number;
  /** Share of chosen labels that chose A, with its 95% Wilson interval; null when none chose a side. */
  aShare: number | null;
  aShareLo: number | null;
  aShareHi: number | null;
  /** Two-sided exact binomial (sign) test of "A and B are chosen equally often"; null when none chose. */
  pValue: number | null;
  /** Mean score toward A on -3..+3 over every rated label (both bad = 0), with its 95% t interval. */
  meanScoreA: number | null;
  meanScoreALo: number | null;
  meanScoreAHi: number | null;
}

/**
 * The position effect: is response A preferred more often than response B, whatever the models? With models
 * assigned to the positions at random, a share of A far from one half points at the raters (or the tool), not
 * the models. Reported as the share of side-choosing labels that chose A (Wilson interval, exact sign test) and
 * the mean score toward A.
 * Source: sign test (exact binomial, p = 1/2); wilsonInterval; meanInterval.
 * @example positionEffect(labels) // { chosen: 40, aChosen: 26, aShare: 0.65, pValue: 0.0807, ... }
 */
export function positionEffect(labels: readonly PreferenceLabel[]): PositionEffect {
  const rated = ratedLabels(labels);
  let a = 0;
  let b = 0;
  const scores: number[] = [];
  for (const l of rated) {
    const s = PREFERENCE_SCORE[l.preference];
    scores.push(s);
    if (s > 0) a++;
    else if (s < 0) b++;
  }
  const chosen = a + b;
  const ci = chosen > 0 ? wilsonInterval(a, chosen) : null;
  const mi = scores.length > 0 ? meanInterval(scores) : null;
  return {
    labels: rated.length,
    chosen,
    aChosen: a,
    bChosen: b,
    aShare: chosen > 0 ? a / chosen : null,
    aShareLo: ci?.lo ?? null,
    aShareHi: ci?.hi ?? null,
    pValue: chosen > 0 ? binomialTestTwoSided(a, chosen) : null,
    meanScoreA: mi?.mean ?? null,
    meanScoreALo: mi?.lo ?? null,
    meanScoreAHi: mi?.hi ?? null,
  };
}
