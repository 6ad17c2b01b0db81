/**
 * Length of the longest common subsequence of two sequences (arrays, typed arrays), and one such subsequence.
 *
 * A common subsequence keeps the order of both sequences but may skip items in either: for `a b c d` and
 * `a x c d` it is `a c d` (length 3). Computed by the classic dynamic programme over two rows (Wagner and
 * Fischer 1974; Hirschberg 1975), O(|a|·|b|) time; the subsequence is recovered from a full table only when
 * asked for, since most callers need just the length.
 * Source: D. S. Hirschberg (1975), "A linear space algorithm for computing maximal common subsequences",
 * CACM 18(6).
 * @example longestCommonSubsequence(['a', 'b', 'c', 'd'], ['a', 'x', 'c', 'd']) // { length: 3 }
 * @example longestCommonSubsequence(['a', 'b'], ['b', 'a'], { items: true }) // { length: 1, items: ['a'] }
 */
export function longestCommonSubsequence<T>(
  a: ArrayLike<T>,
  b: ArrayLike<T>,
  options: { items?: boolean } = {},
): { length: number; items?: T[] } {
  const n = a.length;
  const m = b.length;
  if (n === 0 || m === 0) return options.items ? { length: 0, items: [] } : { length: 0 };
  if (!options.items) {
    let prev = new Uint32Array(m + 1);
    let cur = new Uint32Array(m + 1);
    for (let i = 1; i <= n; i++) {
      const ai = a[i - 1];
      for (let j = 1; j <= m; j++) {
        cur[j] = ai === b[j - 1] ? prev[j - 1]! + 1 : Math.max(prev[j]!, cur[j - 1]!);
      }
      [prev, cur] = [cur, prev];
    }
    return { length: prev[m]! };
  }
  const table = new Uint32Array((n + 1) * (m + 1));
  const at = (i: number, j: number) => table[i * (m + 1) + j]!;
  for (let i = 1; i <= n; i++)
    for (let j = 1; j <= m; j++)
      table[i * (m + 1) + j] =
        a[i - 1] === b[j - 1] ? at(i - 1, j - 1) + 1 : Math.max(at(i - 1, j), at(i, j - 1));
  const items: T[] = [];
  let i = n;
  let j = m;
  while (i > 0 && j > 0) {
    if (a[i - 1] === b[j - 1]) {
      items.push(a[i - 1]!);
      i--;
      j--;
    } else if (at(i - 1, j) >= at(i, j - 1)) i--;
    else j--;
  }
  return { length: at(n, m), items: items.reverse() };
}
