// Where a table's sort column goes: right after its lead columns (the model, and a rank column beside it).

/** Keys of the columns that stay before the sort column when it is moved forward. */
const LEAD_KEYS = new Set(['rank']);

/**
 * The column indices `kept` (in order) with `sorted` moved to just after the first column and any rank column that
 * follows it; `sorted` must be one of `kept`.
 * @example moveAfterLead([0, 1, 2, 3], 3, [{ key: 'model' }, { key: 'rank' }, { key: 'a' }, { key: 'avg' }]) // [0, 1, 3, 2]
 */
export function moveAfterLead(
  kept: readonly number[],
  sorted: number,
  columns: readonly { key: string }[],
): number[] {
  const rest = kept.filter((k) => k !== sorted);
  let at = 1;
  while (at < rest.length && LEAD_KEYS.has(columns[rest[at]!]!.key)) at++;
  return [...rest.slice(0, at), sorted, ...rest.slice(at)];
}
