import { wilsonInterval } from './wilsonInterval.ts';

/** Correct answers out of n, the rate, and its 95% Wilson interval. */
export interface Accuracy {
  correct: number;
  n: number;
  /** correct / n. */
  rate: number;
  lo: number;
  hi: number;
}

/**
 * Accuracy of a list of scored answers: the share that is correct, with a 95% Wilson score interval. ruTiE's
 * metric is this share over the questions of a dialog (the card: "Accuracy ... average for the dialogue").
 * Source: the card's metric; the interval is Wilson (1927), see wilsonInterval.
 * @throws Error when the list is empty (accuracy requires at least one scored answer).
 * @example accuracy([true, true, false, true]) // { correct: 3, n: 4, rate: 0.75, lo: 0.3006..., hi: 0.9544... }
 */
export function accuracy(outcomes: readonly boolean[]): Accuracy {
  if (outcomes.length === 0) throw new Error('accuracy requires at least one scored answer (got 0)');
  let correct = 0;
  for (const o of outcomes) if (o) correct++;
  const n = outcomes.length;
  return { correct, n, rate: correct / n, ...wilsonInterval(correct, n) };
}
