// The search page's state and its URL: the query, the filters and the page of results, read from and written to
// `?q=&benchmark=&model=&verdict=&page=`, so a link shows what the sender saw. Pure (no DOM), tested in Node.

/** Results per page of the search page. */
export const SEARCH_PAGE_SIZE = 20;

/** The filters the search page offers, by Pagefind filter name (see src/site/searchFilters.ts). */
export const FILTER_NAMES = ['benchmark', 'model', 'verdict'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

export interface SearchState {
  q: string;
  /** Chosen value per filter; a filter left out is not applied. */
  filters: Partial<Record<FilterName, string>>;
  /** 1-based page of results. */
  page: number;
}

/**
 * Reads the state from a URL's query string; unknown parameters are ignored, a page that is not a whole number
 * of at least 1 reads as 1.
 * @example readSearchState('?q=cake&model=GPT-4&page=2') // { q: 'cake', filters: { model: 'GPT-4' }, page: 2 }
 */
export function readSearchState(search: string): SearchState {
  const p = new URLSearchParams(search);
  const filters: SearchState['filters'] = {};
  for (const name of FILTER_NAMES) {
    const v = p.get(name);
    if (v) filters[name] = v;
  }
  const page = Number(p.get('page'));
  return { q: p.get('q') ?? '', filters, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/**
 * The query string of a state (with its '?'; '' for the empty state): the query as typed, the filters in a
 * fixed order, the page only after the first.
 * @example searchQuery({ q: 'cake', filters: { model: 'GPT-4' }, page: 1 }) // '?q=cake&model=GPT-4'
 */
export function searchQuery(s: SearchState): string {
  const p = new URLSearchParams();
  if (s.q !== '') p.set('q', s.q);
  for (const name of FILTER_NAMES) {
    const v = s.filters[name];
    if (v) p.set(name, v);
  }
  if (s.page > 1) p.set('page', String(s.page));
  const q = p.toString();
  return q === '' ? '' : `?${q}`;
}

/**
 * The slice of results a page shows and how many pages there are (at least 1); a page past the last shows the
 * last.
 * @example pageSlice(45, 3) // { page: 3, pages: 3, from: 40, to: 45 }
 */
export function pageSlice(
  total: number,
  page: number,
  size = SEARCH_PAGE_SIZE,
): { page: number; pages: number; from: number; to: number } {
  const pages = Math.max(1, Math.ceil(total / size));
  const p = Math.min(Math.max(1, page), pages);
  return { page: p, pages, from: (p - 1) * size, to: Math.min(total, p * size) };
}
