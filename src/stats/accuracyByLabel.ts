import { accuracy, type Accuracy } from './accuracy.ts';

/** A scored answer and the labels of its question (categories, imitation classes, or a context flag). */
export interface LabelledOutcome {
  labels: readonly string[];
  correct: boolean;
}

export interface LabelAccuracy extends Accuracy {
  label: string;
}

/**
 * Accuracy per label, where a question counts in each of its labels: a question labelled [world, memory]
 * adds to both groups, so the groups' n sum to the number of labels given, not of questions. A question without
 * labels counts in none. A label listed twice on one question counts once.
 * Groups come in `order` first (those present), then the other labels in code-point order.
 * @example accuracyByLabel([{ labels: ['a', 'b'], correct: true }, { labels: ['a'], correct: false }])
 *   // [{ label: 'a', correct: 1, n: 2, rate: 0.5, ... }, { label: 'b', correct: 1, n: 1, rate: 1, ... }]
 */
export function accuracyByLabel(
  items: readonly LabelledOutcome[],
  order: readonly string[] = [],
): LabelAccuracy[] {
  const groups = new Map<string, boolean[]>();
  for (const it of items) {
    for (const label of new Set(it.labels)) {
      let g = groups.get(label);
      if (!g) groups.set(label, (g = []));
      g.push(it.correct);
    }
  }
  const known = order.filter((l) => groups.has(l));
  const rest = [...groups.keys()]
    .filter((l) => !order.includes(l))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return [...new Set([...known, ...rest])].map((label) => ({ label, ...accuracy(groups.get(label)!) }));
}
