// The comparison page's state in its URL: compare/?a=<model id>&b=<model id>&benchmark=&judge=&disagree=1
// &order=regressed&page=.
// Pure (no DOM), tested in Node.
import { MISSING, pct } from '../../render/format.ts';

/** Seeds per page of the comparison. */
export const COMPARE_PAGE_SIZE = 10;

export interface CompareState {
  a: string;
  b: string;
  /** '' lets the page choose the first benchmark that holds both models. */
  benchmark: string;
  /** '' for every judge. */
  judge: string;
  /** Only the seeds where the two disagree. */
  disagree: boolean;
  /** Seeds where B did worse than A first (two runs of one model: regressions first; decision 0175). */
  regressedFirst: boolean;
  /** 1-based page of seeds. */
  page: number;
}

/**
 * Reads the state from a query string; missing parameters are empty, a page that is not a whole number of at
 * least 1 reads as 1, `disagree` is on for `1` or `true`, `regressedFirst` for `order=regressed`.
 * @example readCompareState('?a=gpt4&b=llama2-7b&disagree=1') // { a: 'gpt4', b: 'llama2-7b', benchmark: '', judge: '', disagree: true, regressedFirst: false, page: 1 }
 */
export function readCompareState(search: string): CompareState {
  const p = new URLSearchParams(search);
  const page = Number(p.get('page'));
  const d = p.get('disagree');
  return {
    a: p.get('a') ?? '',
    b: p.get('b') ?? '',
    benchmark: p.get('benchmark') ?? '',
    judge: p.get('judge') ?? '',
    disagree: d === '1' || d === 'true',
    regressedFirst: p.get('order') === 'regressed',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The query string of a state (with its '?'), in a fixed order, leaving out what is empty, off or the first page.
 * @example compareQuery({ a: 'gpt4', b: 'GT', benchmark: '', judge: '', disagree: false, regressedFirst: false, page: 1 }) // '?a=gpt4&b=GT'
 */
export function compareQuery(s: CompareState): string {
  const p = new URLSearchParams();
  if (s.a) p.set('a', s.a);
  if (s.b) p.set('b', s.b);
  if (s.benchmark) p.set('benchmark', s.benchmark);
  if (s.judge) p.set('judge', s.judge);
  if (s.disagree) p.set('disagree', '1');
  if (s.regressedFirst) p.set('order', 'regressed');
  if (s.page > 1) p.set('page', String(s.page));
  const q = p.toString();
  return q === '' ? '' : `?${q}`;
}

/**
 * The benchmark to show: the one asked for when it holds both models, else the first that holds both, else the
 * first that holds model A, else the first.
 */
export function chooseBenchmark<B extends { id: string; models: { id: string }[] }>(
  benchmarks: readonly B[],
  s: Pick<CompareState, 'a' | 'b' | 'benchmark'>,
): B | undefined {
  const holds = (b: B, m: string) => m !== '' && b.models.some((x) => x.id === m);
  const both = (b: B) => holds(b, s.a) && holds(b, s.b);
  const asked = benchmarks.find((b) => b.id === s.benchmark);
  if (asked && (both(asked) || (!s.a && !s.b))) return asked;
  return benchmarks.find(both) ?? benchmarks.find((b) => holds(b, s.a)) ?? asked ?? benchmarks[0];
}

/**
 * A number as a percentage with one decimal (the site's table digits, `pct`, with its sign), or '–' for a missing
 * value.
 * @example percent(0.5862) // '58.6%'
 */
export function percent(x: number | null | undefined): string {
  const digits = pct(x);
  return digits === MISSING ? MISSING : `${digits}%`;
}
