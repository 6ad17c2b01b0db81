import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paretoFront, type CostScorePoint } from './paretoFront.ts';

const p = (id: string, cost: number, score: number): CostScorePoint => ({ id, cost, score });

describe('paretoFront', () => {
  it('keeps the models no cheaper-and-better model beats (hand-worked: a, c, e of five)', () => {
    // a (1, 50) cheapest; b (2, 40) is beaten by a; c (3, 70) scores above a; d (4, 60) is beaten by c;
    // e (5, 80) scores above c.
    const pts = [p('d', 4, 60), p('b', 2, 40), p('e', 5, 80), p('a', 1, 50), p('c', 3, 70)];
    expect(paretoFront(pts)).toEqual(['a', 'c', 'e']);
  });

  it('drops a model at the same cost with a lower score, and one costlier with the same score', () => {
    expect(paretoFront([p('a', 1, 0.5), p('b', 1, 0.4), p('c', 2, 0.5)])).toEqual(['a']);
  });

  it('keeps both of two models at the same cost and score, a free model, and a single model', () => {
    expect(paretoFront([p('y', 0, 0.2), p('b', 3, 0.9), p('a', 3, 0.9)])).toEqual(['y', 'a', 'b']);
    expect(paretoFront([p('only', 2, 1)])).toEqual(['only']);
    expect(paretoFront([])).toEqual([]);
  });

  it('names a negative or non-finite cost and a non-finite score', () => {
    expect(() => paretoFront([p('a', -1, 0)])).toThrow(
      'paretoFront requires points[0].cost to be a finite number >= 0 (got -1)',
    );
    expect(() => paretoFront([p('a', 1, Number.NaN)])).toThrow(
      'paretoFront requires points[0].score to be a finite number (got NaN)',
    );
  });

  it('is the set of undominated points, whatever the order (property, against the definition)', () => {
    const arb = fc.array(
      fc.record({ cost: fc.integer({ min: 0, max: 6 }), score: fc.integer({ min: 0, max: 6 }) }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(arb, (raw) => {
        const pts = raw.map((r, i) => p(`m${i}`, r.cost, r.score));
        const dominated = (q: CostScorePoint) =>
          pts.some((o) => o.cost <= q.cost && o.score >= q.score && (o.cost < q.cost || o.score > q.score));
        const expected = pts.filter((q) => !dominated(q)).map((q) => q.id);
        const got = paretoFront(pts);
        expect(new Set(got)).toEqual(new Set(expected));
        expect(paretoFront(pts.slice().reverse())).toEqual(got);
        // Along the front, cost never falls and score rises strictly except between equal points.
        const byId = new Map(pts.map((q) => [q.id, q]));
        got.slice(1).forEach((id, i) => {
          const a = byId.get(got[i]!)!;
          const b = byId.get(id)!;
          expect(b.cost).toBeGreaterThanOrEqual(a.cost);
          expect(b.score > a.score || (b.score === a.score && b.cost === a.cost)).toBe(true);
        });
      }),
    );
  });
});
