/**
 * Groups items by a key, keeping the first-seen order of keys and the input order within each group.
 * @example groupBy([{m: 'a'}, {m: 'b'}, {m: 'a'}], (x) => x.m) // [['a', [..2]], ['b', [..1]]]
 */
export function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): [string, T[]][] {
  const m = new Map<string, T[]>();
  for (const it of items) {
    const k = keyOf(it);
    const list = m.get(k);
    if (list) list.push(it);
    else m.set(k, [it]);
  }
  return [...m.entries()];
}
