import { requireCount, requireFinite } from './requireFinite.ts';

/** A model at a cost and a score (higher is better). */
export interface CostScorePoint {
  id: string;
  cost: number;
  score: number;
}

/**
 * The Pareto front of cost against score: the points no other point dominates, where a point dominates another
 * when it costs no more and scores no less, and is strictly better in one of the two. Two points at the same cost
 * and the same score do not dominate each other: both are on the front.
 *
 * Definition: Pareto optimality (Pareto 1906), as cost-against-quality plots draw it (LMArena's price column).
 * One pass over the points sorted by cost, then by score downwards: a point is on the front when it scores above
 * every cheaper point, or equals the last point on the front in both.
 *
 * @returns the ids on the front, cheapest first (ids order ties, so the result does not depend on input order).
 * @throws Error when a cost or a score is NaN or ±Infinity, or a cost is negative.
 * @example paretoFront([{ id: 'a', cost: 1, score: 0.5 }, { id: 'b', cost: 2, score: 0.4 }, { id: 'c', cost: 3, score: 0.7 }]) // ['a', 'c']
 */
export function paretoFront(points: readonly CostScorePoint[]): string[] {
  points.forEach((p, i) => {
    requireCount('paretoFront', `points[${i}].cost`, p.cost);
    requireFinite('paretoFront', `points[${i}].score`, p.score);
  });
  const sorted = points
    .slice()
    .sort((a, b) => a.cost - b.cost || b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const front: CostScorePoint[] = [];
  for (const p of sorted) {
    const last = front.at(-1);
    if (!last || p.score > last.score || (p.cost === last.cost && p.score === last.score)) front.push(p);
  }
  return front.map((p) => p.id);
}
