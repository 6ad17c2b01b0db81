// The search page in the browser: Pagefind's low-level API, the query and filters kept in the URL as one types
// (history.replaceState; a new page of results is a history entry of its own), every result reachable through
// pages of SEARCH_PAGE_SIZE, and filters by benchmark, model and judge verdict read from the index. Results are
// built as DOM nodes with textContent (the excerpt's highlights as <mark> elements): no HTML from the index is
// ever inserted. Bundled by Astro as a module file: no inline script, CSP-safe.
import {
  FILTER_NAMES,
  pageSlice,
  readSearchState,
  searchQuery,
  type FilterName,
  type SearchState,
} from './searchState.ts';
import { formatRange } from '../../render/format.ts';

interface Hit {
  url: string;
  meta: { title?: string };
  excerpt: string;
}
interface Found {
  results: { data(): Promise<Hit> }[];
}
interface Pagefind {
  mergeIndex(path: string): Promise<void>;
  search(q: string | null, options?: { filters?: Record<string, string> }): Promise<Found>;
  filters(): Promise<Record<string, Record<string, number>>>;
}

/** Waits this long after the last key before searching. */
const TYPING_PAUSE_MS = 250;

/** The excerpt's text as nodes: Pagefind marks matches with <mark>; everything else becomes plain text. */
function excerptNodes(excerpt: string): Node[] {
  const doc = new DOMParser().parseFromString(`<p>${excerpt}</p>`, 'text/html');
  const out: Node[] = [];
  for (const n of Array.from(doc.body.firstChild?.childNodes ?? [])) {
    if (n.nodeName === 'MARK') {
      const m = document.createElement('mark');
      m.textContent = n.textContent;
      out.push(m);
    } else out.push(document.createTextNode(n.textContent ?? ''));
  }
  return out;
}

export function enhanceSearch(root: Document): void {
  const form = root.getElementById('search-form') as HTMLFormElement | null;
  if (!form) return;
  const input = root.getElementById('search-input') as HTMLInputElement;
  const status = root.getElementById('search-status') as HTMLElement;
  const list = root.getElementById('search-results') as HTMLOListElement;
  const pager = root.getElementById('search-pages') as HTMLElement;
  const base = form.dataset.base ?? '/';
  const selects = Object.fromEntries(
    FILTER_NAMES.map((name) => [name, form.querySelector<HTMLSelectElement>(`select[name="${name}"]`)]),
  ) as Record<FilterName, HTMLSelectElement | null>;
  let state: SearchState = readSearchState(location.search);
  let run = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  // The filtered gallery pages and the conversation pages are indexed in parts of their own
  // (src/site/searchShards.ts), merged into the main index here.
  const shards = (form.dataset.shards ?? '').split(' ').filter((s) => s !== '');
  let loading: Promise<Pagefind> | undefined;
  const load = (): Promise<Pagefind> =>
    (loading ??= (async () => {
      const pf = (await import(/* @vite-ignore */ `${base}pagefind/pagefind.js`)) as Pagefind;
      for (const shard of shards) await pf.mergeIndex(`${base}${shard}`);
      return pf;
    })());

  /** Fills each filter's options from the index (value and page count), keeping the chosen value. */
  const fillFilters = async () => {
    const all = await (await load()).filters();
    for (const name of FILTER_NAMES) {
      const select = selects[name];
      if (!select) continue;
      const values = Object.entries(all[name] ?? {}).sort(([a], [b]) => a.localeCompare(b));
      const chosen = state.filters[name];
      if (chosen && !values.some(([v]) => v === chosen)) values.unshift([chosen, 0]);
      const options = values.map(([value, count]) => {
        const o = document.createElement('option');
        o.value = value;
        o.textContent = `${value} (${count})`;
        return o;
      });
      select.replaceChildren(select.options[0]!, ...options);
      select.value = chosen ?? '';
      select.disabled = values.length === 0;
    }
  };

  const readForm = (): SearchState => {
    const filters: SearchState['filters'] = {};
    for (const name of FILTER_NAMES) {
      const v = selects[name]?.value;
      if (v) filters[name] = v;
    }
    return { q: input.value.trim(), filters, page: 1 };
  };

  const pageLink = (page: number, label: string, current = false): HTMLElement => {
    const a = document.createElement('a');
    a.href = `${location.pathname}${searchQuery({ ...state, page })}`;
    a.textContent = label;
    a.dataset.page = String(page);
    if (current) a.setAttribute('aria-current', 'page');
    return a;
  };

  const show = async () => {
    const mine = ++run;
    const filters = Object.fromEntries(Object.entries(state.filters).filter(([, v]) => v)) as Record<
      string,
      string
    >;
    const filtered = Object.keys(filters).length > 0;
    if (state.q === '' && !filtered) {
      list.replaceChildren();
      pager.replaceChildren();
      status.textContent = '';
      return;
    }
    status.textContent = 'Searching…';
    const found = await (await load()).search(state.q === '' ? null : state.q, { filters });
    if (mine !== run) return;
    const { page, pages, from, to } = pageSlice(found.results.length, state.page);
    const hits = await Promise.all(found.results.slice(from, to).map((r) => r.data()));
    if (mine !== run) return;
    list.start = from + 1;
    list.replaceChildren(
      ...hits.map((d) => {
        const li = document.createElement('li');
        const a = document.createElement('a');
        a.href = d.url;
        a.textContent = d.meta.title ?? d.url;
        a.dir = 'auto';
        const p = document.createElement('p');
        p.dir = 'auto';
        p.append(...excerptNodes(d.excerpt));
        li.append(a, p);
        return li;
      }),
    );
    const n = found.results.length;
    status.textContent =
      n === 0
        ? 'No page found.'
        : `${n} ${n === 1 ? 'page' : 'pages'} found${pages > 1 ? `; showing ${formatRange(from + 1, to)} (page ${page} of ${pages})` : ''}.`;
    const items: HTMLElement[] = [];
    if (pages > 1) {
      if (page > 1) items.push(pageLink(page - 1, 'Previous'));
      for (let p = 1; p <= pages; p++)
        if (p === 1 || p === pages || Math.abs(p - page) <= 2) items.push(pageLink(p, String(p), p === page));
        else if (Math.abs(p - page) === 3)
          items.push(Object.assign(document.createElement('span'), { textContent: '…' }));
      if (page < pages) items.push(pageLink(page + 1, 'Next'));
    }
    pager.replaceChildren(
      ...items.map((x) => {
        const li = document.createElement('li');
        li.append(x);
        return li;
      }),
    );
  };
  const showOrSay = () => show().catch((err) => (status.textContent = `Search failed: ${String(err)}`));

  /** Takes the form's state into the URL (replacing the entry: typing is not navigation) and searches. */
  const fromForm = () => {
    state = readForm();
    history.replaceState(null, '', `${location.pathname}${searchQuery(state)}`);
    void showOrSay();
  };

  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(fromForm, TYPING_PAUSE_MS);
  });
  for (const name of FILTER_NAMES) selects[name]?.addEventListener('change', fromForm);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    clearTimeout(timer);
    fromForm();
  });
  pager.addEventListener('click', (e) => {
    const a = (e.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-page]');
    if (!a || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    state = { ...state, page: Number(a.dataset.page) };
    history.pushState(null, '', `${location.pathname}${searchQuery(state)}`);
    void showOrSay().then(() => list.querySelector('a')?.focus());
  });
  window.addEventListener('popstate', () => {
    state = readSearchState(location.search);
    input.value = state.q;
    for (const name of FILTER_NAMES) if (selects[name]) selects[name].value = state.filters[name] ?? '';
    void showOrSay();
  });

  input.value = state.q;
  fillFilters()
    .catch(() => {})
    .finally(() => void showOrSay());
}
