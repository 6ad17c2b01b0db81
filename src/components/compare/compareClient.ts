// The comparison page in the browser: reads the state from the URL (compare/?a=&b=&benchmark=&judge=&disagree=
// &page=), loads data/compare/ on demand (the index, the two models' files and their pair file), and draws (with
// compareView.ts) the scores with intervals and McNemar's test, the head-to-head record beside the Bradley-Terry
// prediction, and every seed both answered, with each judge's verdict and reason; a seed's two conversations are
// fetched from their own pages when the reader opens them. Every text from the data is set with textContent
// (dir="auto"), never parsed as HTML into the page. Bundled by Astro as a module file: no inline script, CSP-safe.
import {
  compareBattleReasonsPath,
  compareModelPath,
  comparePairPath,
  compareSeedReasonsPath,
  COMPARE_DATA,
  REASON_CHUNK,
  reasonChunk,
  seedsDisagree,
  swapPair,
  type CompareBattle,
  type CompareBattleReasons,
  type CompareBenchmark,
  type CompareIndex,
  type CompareModelFile,
  type ComparePairFile,
  type CompareSeed,
  type CompareSeedReasons,
} from '../../site/compareModel.ts';
import { byRegression } from '../../site/compareRuns.ts';
import { chooseBenchmark, COMPARE_PAGE_SIZE, readCompareState, type CompareState } from './compareState.ts';
import { comparisonParts, h, pageUrl, pickOther, type SeedPair, type Shown } from './compareView.ts';

async function getJson<T>(url: string): Promise<T | undefined> {
  const res = await fetch(url);
  if (res.status === 404) return undefined;
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

/** Loads a file of data/compare/ once (a second ask gets the same promise); undefined when it does not exist. */
type Load = <T>(path: string) => Promise<T | undefined>;

/** The page's form and the places it draws into. */
interface Controls {
  form: HTMLFormElement;
  status: HTMLElement;
  out: HTMLElement;
  selBenchmark: HTMLSelectElement;
  selA: HTMLSelectElement;
  selB: HTMLSelectElement;
  selJudge: HTMLSelectElement;
  boxDisagree: HTMLInputElement;
  boxOrder: HTMLInputElement;
}

/** A select's options, one chosen. */
function options(select: HTMLSelectElement, items: { value: string; label: string }[], chosen: string): void {
  select.replaceChildren(...items.map((i) => h('option', { value: i.value }, i.label)));
  select.value = chosen;
}

/** The form from the state and the benchmark shown. */
function fillForm(c: Controls, index: CompareIndex, bench: CompareBenchmark, state: CompareState): void {
  options(
    c.selBenchmark,
    index.benchmarks.map((b) => ({ value: b.id, label: b.title })),
    bench.id,
  );
  const models = [
    { value: '', label: 'Choose a model' },
    ...bench.models.map((m) => ({ value: m.id, label: m.display })),
  ];
  options(c.selA, models, bench.models.some((m) => m.id === state.a) ? state.a : '');
  options(c.selB, models, bench.models.some((m) => m.id === state.b) ? state.b : '');
  options(
    c.selJudge,
    [{ value: '', label: 'All judges' }, ...bench.judges.map((j) => ({ value: j.id, label: j.display }))],
    bench.judges.some((j) => j.id === state.judge) ? state.judge : '',
  );
  c.boxDisagree.checked = state.disagree;
  c.boxOrder.checked = state.regressedFirst;
}

/** What the status line says when the state does not name two different models of the benchmark. */
function choosePrompt(
  state: CompareState,
  bench: CompareBenchmark,
  aFound: boolean,
  bFound: boolean,
): string {
  if (state.a && !aFound)
    return `No model with the id ${JSON.stringify(state.a)} in ${bench.title}: choose two models.`;
  if (state.b && !bFound)
    return `No model with the id ${JSON.stringify(state.b)} in ${bench.title}: choose two models.`;
  return aFound && bFound ? 'Choose two different models.' : 'Choose two models.';
}

/**
 * Both models' seeds matched (by setting and seed), those listed under the state, the page of them shown, and
 * the judgments of the two against each other that belong to each seed row.
 */
function matchSeeds(
  state: CompareState,
  fa: CompareModelFile,
  fb: CompareModelFile,
  pair: ComparePairFile | undefined,
): Pick<Shown, 'judge' | 'shared' | 'listed' | 'page' | 'pages' | 'rows' | 'battlesOf'> {
  const seedKey = (s: { setting: string; seed: string }) => `${s.setting}\u0000${s.seed}`;
  const bSeeds = new Map(fb.seeds.map((s) => [seedKey(s), s]));
  const shared = fa.seeds.flatMap((s): SeedPair[] => {
    const t = bSeeds.get(seedKey(s));
    return t ? [[s, t] as const] : [];
  });
  const judge = state.judge || undefined;
  const kept = state.disagree ? shared.filter(([x, y]) => seedsDisagree(x, y, judge)) : shared;
  const judges = judge
    ? [judge]
    : [...new Set(shared.flatMap(([x, y]) => [...x.uni, ...y.uni].map((u) => u.judge)))];
  const listed = state.regressedFirst ? byRegression(kept, judges) : kept;
  const pages = Math.max(1, Math.ceil(listed.length / COMPARE_PAGE_SIZE));
  const page = Math.min(state.page, pages);
  // A judgment of the two against each other belongs to the seed row of its setting; judgments in settings
  // that no conversation has (BotChat's arena at N=8 and N=16 over conversations of one setting) belong to
  // the rows of their seed.
  const seedSettings = new Set(shared.map(([x]) => x.setting));
  const battlesOf = (row: CompareSeed): { battle: CompareBattle; index: number }[] =>
    (pair?.battles ?? []).flatMap((m, index) =>
      m.seed === row.seed && (m.setting === row.setting || !seedSettings.has(m.setting))
        ? [{ battle: m, index }]
        : [],
    );
  const rows = listed.slice((page - 1) * COMPARE_PAGE_SIZE, page * COMPARE_PAGE_SIZE);
  return { judge, shared, listed, page, pages, rows, battlesOf };
}

/**
 * The reasons of the seeds on the page shown, loaded a chunk at a time (a seed's index in its model's file, a
 * battle's in the pair's file, picks its chunk).
 */
async function loadReasons(
  load: Load,
  v: Omit<Shown, 'reasonsOf' | 'battleReason'>,
): Promise<Pick<Shown, 'reasonsOf' | 'battleReason'>> {
  const { bench, a, b, fa, fb, rows } = v;
  const indexA = new Map(fa.seeds.map((x, i) => [x, i]));
  const indexB = new Map(fb.seeds.map((x, i) => [x, i]));
  const seedReasons = async (m: string, index: number | undefined) => {
    if (index === undefined) return undefined;
    const chunk = await load<CompareSeedReasons>(compareSeedReasonsPath(bench.id, m, reasonChunk(index)));
    return chunk?.seeds[index % REASON_CHUNK];
  };
  const reasonsOf = new Map<CompareSeed, { uni: string[]; gt: string[] } | undefined>();
  const battleReason = new Map<number, string>();
  await Promise.all([
    ...rows.flatMap(([x, y]) => [
      seedReasons(a.id, indexA.get(x)).then((r) => reasonsOf.set(x, r)),
      seedReasons(b.id, indexB.get(y)).then((r) => reasonsOf.set(y, r)),
    ]),
    ...rows.flatMap(([x]) =>
      v
        .battlesOf(x)
        .map(({ index }) =>
          load<CompareBattleReasons>(compareBattleReasonsPath(bench.id, a.id, b.id, reasonChunk(index))).then(
            (r) => battleReason.set(index, r?.reasons[index % REASON_CHUNK] ?? ''),
          ),
        ),
    ),
  ]);
  return { reasonsOf, battleReason };
}

/** Makes the comparison page work: fills the form, draws the state in the URL, and redraws on every change. */
export function enhanceCompare(root: Document): void {
  const form = root.getElementById('compare-form') as HTMLFormElement | null;
  // A site with no judged benchmark hides the form and says so: nothing to load.
  if (!form || form.hidden) return;
  const field = <T extends HTMLElement>(name: string) => form.querySelector<T>(`[name="${name}"]`)!;
  const c: Controls = {
    form,
    status: root.getElementById('compare-status') as HTMLElement,
    out: root.getElementById('compare-result') as HTMLElement,
    selBenchmark: field<HTMLSelectElement>('benchmark'),
    selA: field<HTMLSelectElement>('a'),
    selB: field<HTMLSelectElement>('b'),
    selJudge: field<HTMLSelectElement>('judge'),
    boxDisagree: field<HTMLInputElement>('disagree'),
    boxOrder: field<HTMLInputElement>('order'),
  };
  const { status, out } = c;
  const base = form.dataset.base ?? '/';

  let index: CompareIndex | undefined;
  let state: CompareState = readCompareState(location.search);
  const cache = new Map<string, Promise<unknown>>();
  const load: Load = <T>(path: string) => {
    if (!cache.has(path)) cache.set(path, getJson<T>(`${base}${path}`));
    return cache.get(path) as Promise<T | undefined>;
  };

  /** Counts renders: a render that finds a later one started drops its result (the reader changed their mind). */
  let renders = 0;
  const render = async () => {
    const mine = ++renders;
    const shownState = state;
    index ??= await getJson<CompareIndex>(`${base}${COMPARE_DATA}/index.json`);
    if (mine !== renders) return;
    if (!index || index.benchmarks.length === 0) {
      status.textContent = 'This data set has no benchmark with two models to compare.';
      out.replaceChildren();
      return;
    }
    const bench = chooseBenchmark(index.benchmarks, shownState)!;
    fillForm(c, index, bench, shownState);
    const model = (id: string) => bench.models.find((m) => m.id === id);
    const a = model(shownState.a);
    const b = model(shownState.b);
    if (!a || !b || a.id === b.id) {
      status.textContent = choosePrompt(shownState, bench, a !== undefined, b !== undefined);
      out.replaceChildren(...(a ? [pickOther(shownState, bench, a.id)] : []));
      return;
    }
    status.textContent = `Loading ${a.display} and ${b.display}…`;
    const pairAt = comparePairPath(bench.id, a.id, b.id);
    const [fa, fb, rawPair] = await Promise.all([
      load<CompareModelFile>(compareModelPath(bench.id, a.id)),
      load<CompareModelFile>(compareModelPath(bench.id, b.id)),
      load<ComparePairFile>(pairAt.path),
    ]);
    if (mine !== renders) return;
    if (!fa || !fb) throw new Error('a model file is missing');
    const pair = rawPair && pairAt.swapped ? swapPair(rawPair) : rawPair;
    const seen = {
      base,
      state: shownState,
      bench,
      a,
      b,
      fa,
      fb,
      pair,
      ...matchSeeds(shownState, fa, fb, pair),
    };
    const reasons = await loadReasons(load, seen);
    if (mine !== renders) return;
    const v: Shown = { ...seen, ...reasons };
    out.replaceChildren(...comparisonParts(v));
    const item = bench.item ?? 'seed';
    status.textContent = `${a.display} and ${b.display}: ${v.shared.length} ${v.shared.length === 1 ? item : `${item}s`} both answered${shownState.disagree ? `, ${v.listed.length} where they disagree` : ''}.`;
  };

  const show = (focus?: string) =>
    render()
      .then(() => (focus ? root.getElementById(focus)?.focus() : undefined))
      .catch((err) => {
        status.textContent = `The comparison could not be loaded: ${String(err)}`;
      });

  /** The form's choice into the state and the URL (replacing the entry), then drawn. */
  const fromForm = (changed: string) => {
    const benchmark = c.selBenchmark.value;
    state = {
      a: c.selA.value,
      b: c.selB.value,
      benchmark,
      judge: changed === 'benchmark' ? '' : c.selJudge.value,
      disagree: c.boxDisagree.checked,
      regressedFirst: c.boxOrder.checked,
      page: 1,
    };
    history.replaceState(null, '', pageUrl(state));
    void show();
  };
  form.addEventListener('change', (e) => fromForm((e.target as HTMLInputElement).name));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    fromForm('');
  });
  out.addEventListener('click', (e) => {
    const a = (e.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-page]');
    if (!a || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    state = { ...state, page: Number(a.dataset.page) };
    history.pushState(null, '', pageUrl(state));
    void show('compare-seeds');
  });
  window.addEventListener('popstate', () => {
    state = readCompareState(location.search);
    void show();
  });
  void show();
}
