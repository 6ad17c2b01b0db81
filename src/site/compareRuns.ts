// Two runs item by item on the compare page (decision 0175): each shared item's change from run A to run B under
// one judge (regressed: A passed and B did not; improved: the reverse; unchanged), the counts, the paired test
// (McNemar's exact test, src/stats/mcnemarTest.ts) and the order that lists regressions first. Pure, for the page.
import { mcnemarTest } from '../stats/mcnemarTest.ts';
import { passed, type CompareSeed } from './compareModel.ts';

export type ItemChange = 'regressed' | 'improved' | 'unchanged';

/** The change of one item from A to B under a judge; undefined when either was not judged (or unparsed) by it. */
export function itemChange(a: CompareSeed, b: CompareSeed, judge: string): ItemChange | undefined {
  const pa = passed(a, judge);
  const pb = passed(b, judge);
  if (pa === undefined || pb === undefined) return undefined;
  return pa === pb ? 'unchanged' : pa ? 'regressed' : 'improved';
}

/** Counts of the changes over the items both runs were judged on, with McNemar's exact two-sided p. */
export interface ChangeCounts {
  judge: string;
  n: number;
  regressed: number;
  improved: number;
  unchanged: number;
  /** McNemar's exact p on the regressed and improved items (1 when there are none). */
  p: number;
}

/**
 * The changes from run A to run B under each judge that judged both on some item, judges in code-point order.
 * @example changeCounts([[a1, b1], [a2, b2]], ['gpt-4'])[0] // { judge: 'gpt-4', n: 2, regressed: 1, improved: 0, unchanged: 1, p: 1 }
 */
export function changeCounts(
  shared: readonly (readonly [CompareSeed, CompareSeed])[],
  judges: readonly string[],
): ChangeCounts[] {
  return [...judges]
    .sort((x, y) => (x < y ? -1 : x > y ? 1 : 0))
    .flatMap((judge) => {
      const a: boolean[] = [];
      const b: boolean[] = [];
      for (const [x, y] of shared) {
        const pa = passed(x, judge);
        const pb = passed(y, judge);
        if (pa === undefined || pb === undefined) continue;
        a.push(pa);
        b.push(pb);
      }
      if (a.length === 0) return [];
      const t = mcnemarTest(a, b);
      return [
        {
          judge,
          n: t.n,
          regressed: t.onlyA,
          improved: t.onlyB,
          unchanged: t.bothCorrect + t.bothWrong,
          p: t.exactP,
        },
      ];
    });
}

const RANK: Record<ItemChange, number> = { regressed: 0, improved: 1, unchanged: 2 };

/**
 * The items with regressions first: items a judge saw regress (the most judges first), then improved ones, then the
 * rest, each group in its given order (a stable sort). `judge` limits it to one judge.
 */
export function byRegression<P extends readonly [CompareSeed, CompareSeed]>(
  items: readonly P[],
  judges: readonly string[],
): P[] {
  const key = (p: P) => {
    const changes = judges.map((j) => itemChange(p[0], p[1], j)).filter((c) => c !== undefined);
    const regressed = changes.filter((c) => c === 'regressed').length;
    const best = Math.min(3, ...changes.map((c) => RANK[c]));
    return [best, -regressed] as const;
  };
  const keyed = items.map((p, i) => ({ p, i, k: key(p) }));
  keyed.sort((x, y) => x.k[0] - y.k[0] || x.k[1] - y.k[1] || x.i - y.i);
  return keyed.map((x) => x.p);
}
