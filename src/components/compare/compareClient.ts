// The comparison page in the browser: reads the state from the URL (compare/?a=&b=&benchmark=&judge=&disagree=
// &page=), loads data/compare/ on demand (the index, the two models' files and their pair file), and draws the
// scores with intervals and McNemar's test, the head-to-head record beside the Bradley-Terry prediction, and
// every seed both answered, with each judge's verdict and reason; a seed's two conversations are fetched from
// their own pages when the reader opens them. Every text from the data is set with textContent (dir="auto"),
// never parsed as HTML into the page. Bundled by Astro as a module file: no inline script, CSP-safe.
import {
  compareBattleReasonsPath,
  compareModelPath,
  comparePairPath,
  compareSeedReasonsPath,
  COMPARE_DATA,
  naturalCompare,
  REASON_CHUNK,
  reasonChunk,
  seedsDisagree,
  swapPair,
  type CompareBattle,
  type CompareBattleReasons,
  type CompareBenchmark,
  type CompareGtResult,
  type CompareIndex,
  type CompareModelFile,
  type ComparePairFile,
  type CompareScore,
  type CompareSeed,
  type CompareSeedReasons,
  type CompareVerdict,
} from '../../site/compareModel.ts';
import {
  chooseBenchmark,
  COMPARE_PAGE_SIZE,
  compareQuery,
  percent,
  pValue,
  readCompareState,
  type CompareState,
} from './compareState.ts';

type Child = Node | string | null | undefined | false;

/** An element with text children (strings become text nodes) and a few attributes. */
function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | undefined> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined) e.setAttribute(k, v);
  for (const c of children) if (c !== null && c !== undefined && c !== false) e.append(c);
  return e;
}

/** A span of text from the data: its own direction (Arabic reads right to left), set as text. */
const data = (text: string, cls?: string) => h('span', { dir: 'auto', class: cls }, text);

async function getJson<T>(url: string): Promise<T | undefined> {
  const res = await fetch(url);
  if (res.status === 404) return undefined;
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

const MEASURES: Record<string, { label: string; help: string }> = {
  pass: {
    label: 'Passed',
    help: 'share of its conversations in which the judge found no AI (a single-conversation verdict)',
  },
  'win-tie': {
    label: 'Won or tied against the ground truth',
    help: "share of comparisons with the ground truth's conversation of the same seed that the model won or tied",
  },
};

function verdictText(v: CompareVerdict): string {
  if (v.verdict === 'ai')
    return `AI from chat ${v.firstAiChat ?? 1}${v.firstAiChat === null ? ' (no chat named)' : ''}`;
  if (v.verdict === 'human') return 'no AI found';
  return 'answer not readable';
}

const GT_OUTCOME: Record<CompareGtResult['outcome'], string> = {
  win: 'won (the ground truth looked AI)',
  tie: 'tied (neither looked AI)',
  bothbad: 'tied (both looked AI)',
  lose: 'lost (it looked AI)',
  unparsed: 'answer not readable',
};

// eslint-disable-next-line max-lines-per-function -- over the 150-line limit before it was set; to be split (docs/decisions/0100)
export function enhanceCompare(root: Document): void {
  const form = root.getElementById('compare-form') as HTMLFormElement | null;
  // A site with no judged benchmark hides the form and says so: nothing to load.
  if (!form || form.hidden) return;
  const status = root.getElementById('compare-status') as HTMLElement;
  const out = root.getElementById('compare-result') as HTMLElement;
  const base = form.dataset.base ?? '/';
  const field = <T extends HTMLElement>(name: string) => form.querySelector<T>(`[name="${name}"]`)!;
  const selBenchmark = field<HTMLSelectElement>('benchmark');
  const selA = field<HTMLSelectElement>('a');
  const selB = field<HTMLSelectElement>('b');
  const selJudge = field<HTMLSelectElement>('judge');
  const boxDisagree = field<HTMLInputElement>('disagree');
  const link = (path: string, ...children: Child[]) => h('a', { href: `${base}${path}` }, ...children);

  let index: CompareIndex | undefined;
  let state: CompareState = readCompareState(location.search);
  const cache = new Map<string, Promise<unknown>>();
  const load = <T>(path: string) => {
    if (!cache.has(path)) cache.set(path, getJson<T>(`${base}${path}`));
    return cache.get(path) as Promise<T | undefined>;
  };
  const url = (s: CompareState) => `${location.pathname}${compareQuery(s)}`;

  const options = (select: HTMLSelectElement, items: { value: string; label: string }[], chosen: string) => {
    select.replaceChildren(...items.map((i) => h('option', { value: i.value }, i.label)));
    select.value = chosen;
  };

  /** The form from the state and the benchmark shown. */
  const fillForm = (bench: CompareBenchmark) => {
    options(
      selBenchmark,
      index!.benchmarks.map((b) => ({ value: b.id, label: b.title })),
      bench.id,
    );
    const models = [
      { value: '', label: 'Choose a model' },
      ...bench.models.map((m) => ({ value: m.id, label: m.display })),
    ];
    options(selA, models, bench.models.some((m) => m.id === state.a) ? state.a : '');
    options(selB, models, bench.models.some((m) => m.id === state.b) ? state.b : '');
    options(
      selJudge,
      [{ value: '', label: 'All judges' }, ...bench.judges.map((j) => ({ value: j.id, label: j.display }))],
      bench.judges.some((j) => j.id === state.judge) ? state.judge : '',
    );
    boxDisagree.checked = state.disagree;
  };

  /** Counts renders: a render that finds a later one started drops its result (the reader changed their mind). */
  let renders = 0;
  // eslint-disable-next-line max-lines-per-function -- over the 150-line limit before it was set; to be split (docs/decisions/0100)
  const render = async () => {
    const mine = ++renders;
    index ??= await getJson<CompareIndex>(`${base}${COMPARE_DATA}/index.json`);
    if (mine !== renders) return;
    if (!index || index.benchmarks.length === 0) {
      status.textContent = 'This data set has no benchmark with two models to compare.';
      out.replaceChildren();
      return;
    }
    const bench = chooseBenchmark(index.benchmarks, state)!;
    fillForm(bench);
    const model = (id: string) => bench.models.find((m) => m.id === id);
    const a = model(state.a);
    const b = model(state.b);
    if (!a || !b || a.id === b.id) {
      status.textContent =
        state.a && !a
          ? `No model with the id ${JSON.stringify(state.a)} in ${bench.title}: choose two models.`
          : state.b && !b
            ? `No model with the id ${JSON.stringify(state.b)} in ${bench.title}: choose two models.`
            : a && b
              ? 'Choose two different models.'
              : 'Choose two models.';
      out.replaceChildren(...(a ? [pickOther(bench, a.id)] : []));
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
    const judgeName = (id: string) => bench.judges.find((j) => j.id === id)?.display ?? id;
    const judgeOk = (j: string) => state.judge === '' || j === state.judge;
    const settingText = (s: string) => (s === '' ? '' : `, setting ${s}`);

    // Both models' seeds, matched; the page of them shown.
    const seedKey = (s: { setting: string; seed: string }) => `${s.setting}\u0000${s.seed}`;
    const bSeeds = new Map(fb.seeds.map((s) => [seedKey(s), s]));
    const shared = fa.seeds.flatMap((s) => {
      const t = bSeeds.get(seedKey(s));
      return t ? [[s, t] as const] : [];
    });
    const judge = state.judge || undefined;
    const listed = state.disagree ? shared.filter(([x, y]) => seedsDisagree(x, y, judge)) : shared;
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
    // The reasons of the seeds on this page, loaded a chunk at a time (a seed's index in its model's file, a
    // battle's in the pair's file, picks its chunk).
    const rows = listed.slice((page - 1) * COMPARE_PAGE_SIZE, page * COMPARE_PAGE_SIZE);
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
        battlesOf(x).map(({ index }) =>
          load<CompareBattleReasons>(compareBattleReasonsPath(bench.id, a.id, b.id, reasonChunk(index))).then(
            (r) => battleReason.set(index, r?.reasons[index % REASON_CHUNK] ?? ''),
          ),
        ),
      ),
    ]);
    if (mine !== renders) return;

    out.replaceChildren(
      h(
        'h2',
        { id: 'compare-heading', tabindex: '-1' },
        link(`models/${a.id}/`, data(a.display)),
        ' and ',
        link(`models/${b.id}/`, data(b.display)),
        ` on ${bench.title}`,
      ),
      scoresSection(fa, fb, pair, judgeOk, judgeName, settingText),
      headToHeadSection(a.display, b.display, pair, judgeOk, judgeName, settingText),
      seedsSection(),
    );
    status.textContent = `${a.display} and ${b.display}: ${shared.length} ${shared.length === 1 ? 'seed' : 'seeds'} both answered${state.disagree ? `, ${listed.length} where they disagree` : ''}.`;

    function seedsSection(): HTMLElement {
      const disagreeing = shared.filter(([x, y]) => seedsDisagree(x, y, judge)).length;
      return h(
        'section',
        { 'aria-labelledby': 'compare-seeds' },
        h('h3', { id: 'compare-seeds', tabindex: '-1' }, `Every seed both answered (${shared.length})`),
        h(
          'p',
          { class: 'muted' },
          `They disagree on ${disagreeing}: one passed where the other failed${judge ? '' : ', or the judges split on one of the two'}. `,
          state.disagree
            ? `Showing those ${listed.length}.`
            : 'Tick “Only seeds where they disagree” to list just those.',
        ),
        rows.length === 0
          ? h('p', {}, state.disagree ? 'They agree on every seed.' : 'The two have no seed in common.')
          : h(
              'ol',
              { class: 'compare-seed-list', start: String((page - 1) * COMPARE_PAGE_SIZE + 1) },
              ...rows.map(([x, y]) => seedRow(x, y)),
            ),
        pages > 1 ? pager(page, pages) : null,
      );
    }

    function seedRow(x: CompareSeed, y: CompareSeed): HTMLElement {
      const split = seedsDisagree(x, y, judge);
      const seedPage = x.seedPath ?? y.seedPath;
      const side = (m: { display: string }, s: CompareSeed) =>
        h(
          'div',
          { class: 'compare-side' },
          h(
            'h5',
            {},
            data(m.display),
            s.path ? h('span', { class: 'muted' }, ' · ', link(`${s.path}/`, 'conversation')) : null,
          ),
          h(
            'ul',
            { class: 'verdicts' },
            ...s.uni
              .map((v, i) => ({ v, reason: reasonsOf.get(s)?.uni[i] ?? '' }))
              .filter(({ v }) => judgeOk(v.judge))
              .map(({ v, reason }) =>
                h(
                  'li',
                  { class: `verdict-${v.verdict}` },
                  h('strong', {}, data(judgeName(v.judge)), ': '),
                  verdictText(v),
                  reason ? h('span', {}, '. ', data(reason, 'reason')) : null,
                ),
              ),
            ...s.gt
              .map((g, i) => ({ g, reason: reasonsOf.get(s)?.gt[i] ?? '' }))
              .filter(({ g }) => judgeOk(g.judge))
              .map(({ g, reason }) =>
                h(
                  'li',
                  { class: g.outcome === 'lose' ? 'verdict-ai' : 'verdict-human' },
                  h(
                    'strong',
                    {},
                    data(judgeName(g.judge)),
                    `, against the ground truth (shown ${g.position === 1 ? 'first' : 'second'}): `,
                  ),
                  GT_OUTCOME[g.outcome],
                  reason ? h('span', {}, '. ', data(reason, 'reason')) : null,
                ),
              ),
          ),
        );
      const met = battlesOf(x).filter(({ battle }) => judgeOk(battle.judge));
      const texts = h(
        'details',
        { class: 'compare-texts' },
        h('summary', {}, 'Both conversations side by side'),
      );
      texts.addEventListener('toggle', () => {
        if (texts.open && !texts.dataset.loaded) {
          texts.dataset.loaded = '1';
          void conversationsInto(texts, [
            [a!.display, x.path],
            [b!.display, y.path],
          ]);
        }
      });
      return h(
        'li',
        { class: split ? 'compare-seed disagree' : 'compare-seed' },
        h(
          'h4',
          {},
          seedPage ? link(`${seedPage}/`, 'Seed ', data(x.seed)) : h('span', {}, 'Seed ', data(x.seed)),
          settingText(x.setting),
          split ? h('span', { class: 'badge' }, 'they disagree') : null,
        ),
        h('div', { class: 'compare-pair' }, side(a!, x), side(b!, y)),
        met.length > 0
          ? h(
              'ul',
              { class: 'compare-battles' },
              ...met.map(({ battle: m, index }) =>
                h(
                  'li',
                  {},
                  h(
                    'strong',
                    {},
                    data(judgeName(m.judge)),
                    `${settingText(m.setting)}, ${m.aFirst ? a!.display : b!.display} shown first: `,
                  ),
                  m.outcome === 'a'
                    ? `${a!.display} won`
                    : m.outcome === 'b'
                      ? `${b!.display} won`
                      : m.outcome === 'tie'
                        ? 'tie, neither looked AI'
                        : m.outcome === 'bothbad'
                          ? 'tie, both looked AI'
                          : 'answer not readable',
                  battleReason.get(index)
                    ? h('span', {}, '. ', data(battleReason.get(index)!, 'reason'))
                    : null,
                ),
              ),
            )
          : null,
        x.path || y.path ? texts : null,
      );
    }
  };

  /** Links to compare one model with each other model of the benchmark. */
  function pickOther(bench: CompareBenchmark, a: string): HTMLElement {
    const name = bench.models.find((m) => m.id === a)!.display;
    return h(
      'section',
      { 'aria-labelledby': 'compare-pick' },
      h('h2', { id: 'compare-pick' }, 'Compare ', data(name), ' with'),
      h(
        'ul',
        { class: 'columns' },
        ...bench.models
          .filter((m) => m.id !== a)
          .map((m) =>
            h(
              'li',
              {},
              h('a', { href: url({ ...state, a, b: m.id, benchmark: bench.id, page: 1 }) }, data(m.display)),
            ),
          ),
      ),
    );
  }

  function scoresSection(
    fa: CompareModelFile,
    fb: CompareModelFile,
    pair: ComparePairFile | undefined,
    judgeOk: (j: string) => boolean,
    judgeName: (j: string) => string,
    settingText: (s: string) => string,
  ): HTMLElement {
    const k = (s: { measure: string; judge: string; setting: string }) =>
      `${s.measure}\u0000${s.judge}\u0000${s.setting}`;
    const keys = [...new Set([...fa.scores, ...fb.scores].filter((s) => judgeOk(s.judge)).map(k))].sort(
      naturalCompare,
    );
    const find = (list: CompareScore[], key: string) => list.find((s) => k(s) === key);
    const cell = (s: CompareScore | undefined) =>
      s
        ? h(
            'td',
            { class: 'num' },
            h('strong', {}, percent(s.rate)),
            ` (${s.k}/${s.n})`,
            h('br'),
            h('span', { class: 'muted' }, `${percent(s.lo)}–${percent(s.hi)}`),
          )
        : h('td', { class: 'num muted' }, '–');
    const rows = keys.map((key) => {
      const sa = find(fa.scores, key);
      const sb = find(fb.scores, key);
      const any = (sa ?? sb)!;
      const t = pair?.tests.find((x) => k(x) === key);
      return h(
        'tr',
        {},
        h(
          'th',
          { scope: 'row' },
          MEASURES[any.measure]!.label,
          h('br'),
          h('span', { class: 'muted' }, 'judge ', data(judgeName(any.judge)), settingText(any.setting)),
        ),
        cell(sa),
        cell(sb),
        t
          ? h(
              'td',
              { class: 'num' },
              h('strong', {}, `${t.diff > 0 ? '+' : ''}${(100 * t.diff).toFixed(1)} points`),
              ` on ${t.n} shared ${any.measure === 'pass' ? 'seeds' : 'comparisons'}`,
              h('br'),
              h(
                'span',
                { class: t.p < 0.05 ? '' : 'muted' },
                `McNemar ${pValue(t.p)} (only A ${t.onlyA}, only B ${t.onlyB})`,
              ),
            )
          : h(
              'td',
              { class: 'muted' },
              sa && sb ? 'no item judged for both' : 'only one of the two was judged here',
            ),
      );
    });
    return h(
      'section',
      { 'aria-labelledby': 'compare-scores' },
      h('h3', { id: 'compare-scores' }, 'Scores'),
      rows.length === 0
        ? h(
            'p',
            {},
            'Neither model has a single-conversation verdict or a comparison with the ground truth here.',
          )
        : h(
            'div',
            { class: 'table-wrap', tabindex: '0', role: 'region', 'aria-label': 'Scores of the two models' },
            h(
              'table',
              { class: 'data compare-scores' },
              h(
                'caption',
                { class: 'visually-hidden' },
                'Scores of the two models with 95% intervals and the paired test',
              ),
              h(
                'thead',
                {},
                h(
                  'tr',
                  {},
                  h('th', { scope: 'col' }, 'Measure'),
                  h('th', { scope: 'col', class: 'num' }, 'A: ', data(fa.display)),
                  h('th', { scope: 'col', class: 'num' }, 'B: ', data(fb.display)),
                  h('th', { scope: 'col', class: 'num' }, 'A − B, paired'),
                ),
              ),
              h('tbody', {}, ...rows),
            ),
          ),
      h(
        'p',
        { class: 'note' },
        'Each rate is over all of the model’s judged conversations, with its 95% Wilson interval. The difference is over the items both were judged on (the same seeds; against the ground truth, the same seed in the same order): the two rates are paired, so the test is McNemar’s exact test on the items where one passed and the other did not (Q. McNemar 1947). ',
        ...Object.values(MEASURES).flatMap((m) => [h('strong', {}, m.label), `: ${m.help}. `]),
      ),
    );
  }

  function headToHeadSection(
    an: string,
    bn: string,
    pair: ComparePairFile | undefined,
    judgeOk: (j: string) => boolean,
    judgeName: (j: string) => string,
    settingText: (s: string) => string,
  ): HTMLElement {
    const rows = (pair?.headToHead ?? []).filter((x) => judgeOk(x.judge));
    return h(
      'section',
      { 'aria-labelledby': 'compare-h2h' },
      h('h3', { id: 'compare-h2h' }, 'Head to head'),
      rows.length === 0
        ? h('p', {}, 'No judge compared these two models with each other.')
        : h(
            'ul',
            { class: 'compare-h2h' },
            ...rows.map((x) =>
              h(
                'li',
                {},
                h(
                  'strong',
                  {},
                  x.kind === 'gt' ? 'Against each other (ground-truth comparison)' : 'Model against model',
                  ', judge ',
                  data(judgeName(x.judge)),
                  settingText(x.setting),
                  ': ',
                ),
                `${an} won ${x.winsA}, ${bn} won ${x.winsB}, ${x.ties} ${x.ties === 1 ? 'tie' : 'ties'} with neither looking AI, ${x.bothbad} with both looking AI${x.unparsed ? `, ${x.unparsed} not readable` : ''}, of ${x.n}. `,
                x.observed === null
                  ? ''
                  : `Observed: ${an} scores ${percent(x.observed)} (ties count half). `,
                x.predicted === null
                  ? x.kind === 'arena'
                    ? 'No Bradley-Terry rating for both.'
                    : ''
                  : `Bradley-Terry predicts ${percent(x.predicted)} from the ratings of every model under this judge (${x.ratingA!.toFixed(0)} against ${x.ratingB!.toFixed(0)}).`,
              ),
            ),
          ),
    );
  }

  /** Fetches each conversation page and shows its chats, as text, in two columns. */
  async function conversationsInto(box: HTMLElement, sides: [string, string | undefined][]): Promise<void> {
    const grid = h('div', { class: 'compare-pair' });
    box.append(grid);
    for (const [name, path] of sides) {
      const col = h('div', { class: 'compare-side' }, h('h5', {}, data(name)));
      grid.append(col);
      if (!path) {
        col.append(h('p', { class: 'muted' }, 'No conversation was read for this model on this seed.'));
        continue;
      }
      try {
        const res = await fetch(`${base}${path}/`);
        if (!res.ok) throw new Error(String(res.status));
        const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
        const items = [...doc.querySelectorAll('article.conversation ol.chats > li')];
        col.append(
          h(
            'ol',
            { class: 'chats' },
            ...items.map((li) =>
              h(
                'li',
                { class: li.className, value: li.getAttribute('value') ?? undefined },
                data(li.querySelector('.speaker')?.textContent ?? '', 'speaker'),
                ...[...li.querySelectorAll('.flag')].map((f) =>
                  h('span', { class: f.className }, f.textContent ?? ''),
                ),
                h('p', { class: 'text', dir: 'auto' }, li.querySelector('.text')?.textContent ?? ''),
              ),
            ),
          ),
        );
      } catch {
        col.append(h('p', {}, link(`${path}/`, 'Open the conversation'), ' (it could not be loaded here).'));
      }
    }
  }

  function pager(page: number, pages: number): HTMLElement {
    const item = (p: number, label: string, current = false) =>
      h(
        'li',
        {},
        h(
          'a',
          {
            href: url({ ...state, page: p }),
            'data-page': String(p),
            'aria-current': current ? 'page' : undefined,
          },
          label,
        ),
      );
    const items: HTMLElement[] = [];
    if (page > 1) items.push(item(page - 1, 'Previous'));
    for (let p = 1; p <= pages; p++)
      if (p === 1 || p === pages || Math.abs(p - page) <= 2) items.push(item(p, String(p), p === page));
      else if (Math.abs(p - page) === 3) items.push(h('li', {}, '…'));
    if (page < pages) items.push(item(page + 1, 'Next'));
    return h('nav', { 'aria-label': 'Pages of seeds' }, h('ul', { class: 'compare-pages' }, ...items));
  }

  const show = (focus?: string) =>
    render()
      .then(() => (focus ? root.getElementById(focus)?.focus() : undefined))
      .catch((err) => {
        status.textContent = `The comparison could not be loaded: ${String(err)}`;
      });

  /** The form's choice into the state and the URL (replacing the entry), then drawn. */
  const fromForm = (changed: string) => {
    const benchmark = selBenchmark.value;
    state = {
      a: selA.value,
      b: selB.value,
      benchmark,
      judge: changed === 'benchmark' ? '' : selJudge.value,
      disagree: boxDisagree.checked,
      page: 1,
    };
    history.replaceState(null, '', url(state));
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
    history.pushState(null, '', url(state));
    void show('compare-seeds');
  });
  window.addEventListener('popstate', () => {
    state = readCompareState(location.search);
    void show();
  });
  void show();
}
