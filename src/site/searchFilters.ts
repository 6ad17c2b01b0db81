// The search filters' values, shared by the pages that carry them (Pagefind reads data-pagefind-filter) and the
// search page that offers them, so both spell each value the same way.

/** Pagefind filter names, in the order the search page offers them. */
export const SEARCH_FILTERS = [
  { name: 'benchmark', label: 'Benchmark' },
  { name: 'model', label: 'Model' },
  { name: 'verdict', label: 'Judge verdict' },
] as const;

/**
 * The value of the verdict filter for one judge's verdict on a conversation (`ai`, `human`, `unparsed`), or for
 * a conversation no judge judged (undefined).
 * @example verdictFilterValue('ai') // 'AI found'
 */
export function verdictFilterValue(verdict: string | undefined): string {
  if (verdict === undefined) return 'not judged';
  if (verdict === 'ai') return 'AI found';
  if (verdict === 'human') return 'no AI found';
  return 'answer not readable';
}
