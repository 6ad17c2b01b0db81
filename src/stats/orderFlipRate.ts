import type { PairJudgment } from '../records/pairJudgment.ts';
import { positionBias } from './positionBias.ts';
import { wilsonInterval } from './wilsonInterval.ts';

export interface OrderFlipRate {
  /** Both-order pairs (the same seed and model pair judged in both orders), and those whose verdict changed. */
  pairs: number;
  flips: number;
  /** flips / pairs with its 95% Wilson interval; null with no both-order pair (see reason). */
  rate: number | null;
  lo: number | null;
  hi: number | null;
  reason: 'no both-order pairs' | null;
}

/**
 * How often a pairwise judge changes its verdict when the two conversations are shown in the other order, with a
 * Wilson interval: positionBias's both-order pairs and inconsistent verdicts (that function defines the matching),
 * as a rate to show beside the judge's calibration.
 * Source: positionBias (Zheng et al. 2023, "Judging LLM-as-a-judge", position consistency); wilsonInterval.
 * @returns rate, lo and hi null with reason 'no both-order pairs' when no pair was judged both ways.
 * @example orderFlipRate(judgments) // { pairs: 3108, flips: 412, rate: 0.1326, lo: 0.121, hi: 0.145 }
 */
export function orderFlipRate(judgments: readonly PairJudgment[]): OrderFlipRate {
  const b = positionBias(judgments);
  if (b.rate === null)
    return { pairs: 0, flips: 0, rate: null, lo: null, hi: null, reason: 'no both-order pairs' };
  const { lo, hi } = wilsonInterval(b.inconsistent, b.pairs);
  return { pairs: b.pairs, flips: b.inconsistent, rate: b.rate, lo, hi, reason: null };
}
