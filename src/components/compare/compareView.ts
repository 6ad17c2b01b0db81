// The comparison page's parts, drawn in the browser from data/compare/ (see compareClient.ts, which loads the
// files and keeps the state): the two models' scores with McNemar's test, their head-to-head record, every seed
// both answered with each judge's verdict and reason, the pager, and a seed's two conversations side by side.
// Every text from the data is set with textContent (dir="auto"), never parsed as HTML into the page.
import {
  GRADE_GAP,
  naturalCompare,
  seedsDisagree,
  type CompareBattle,
  type CompareBenchmark,
  type CompareGtResult,
  type CompareModelFile,
  type ComparePairFile,
  type CompareScore,
  type CompareSeed,
  type CompareVerdict,
} from '../../site/compareModel.ts';
import { copyChatText, data, h, settingText, type Child } from './compareDom.ts';
import { COMPARE_PAGE_SIZE, compareQuery, percent, type CompareState } from './compareState.ts';
import { ratingRows, statsNotes, turingRows } from './compareStats.ts';
import { UNVERIFIED_SHARE } from '../../views/textTrust.ts';
import { fixed, formatInterval, formatP, MISSING, signed } from '../../render/format.ts';
import { changeCounts } from '../../site/compareRuns.ts';

export { data, h } from './compareDom.ts';

/** A link to a page of the site (`base` is the site's base path, ending in '/'). */
export const link = (base: string, path: string, ...children: Child[]) =>
  h('a', { href: `${base}${path}` }, ...children);

/** This page's address with the state in its query string. */
export const pageUrl = (s: CompareState) => `${location.pathname}${compareQuery(s)}`;

type Model = CompareBenchmark['models'][number];
/** A seed both models answered: model A's row and model B's. */
export type SeedPair = readonly [CompareSeed, CompareSeed];

/** The comparison being drawn: the benchmark, the two models and their files, and the seeds listed. */
export interface Shown {
  base: string;
  state: CompareState;
  bench: CompareBenchmark;
  a: Model;
  b: Model;
  fa: CompareModelFile;
  fb: CompareModelFile;
  /** The pair's file, oriented A against B; undefined when no judge compared the two. */
  pair: ComparePairFile | undefined;
  /** The judge filtered to, or undefined for every judge. */
  judge: string | undefined;
  /** Every seed both answered, and those listed (all, or those where they disagree). */
  shared: SeedPair[];
  listed: SeedPair[];
  /** The page shown (1-based), of how many, and its rows. */
  page: number;
  pages: number;
  rows: SeedPair[];
  /** The judgments of the two against each other that belong to a seed row, with their index in the pair file. */
  battlesOf: (row: CompareSeed) => { battle: CompareBattle; index: number }[];
  /** The reasons of the rows' verdicts (by seed row), and of their battles (by index in the pair file). */
  reasonsOf: Map<CompareSeed, { uni: string[]; gt: string[] } | undefined>;
  battleReason: Map<number, string>;
}

const judgeOk = (v: Shown, j: string) => v.state.judge === '' || j === v.state.judge;
const judgeName = (bench: CompareBenchmark, id: string) =>
  bench.judges.find((j) => j.id === id)?.display ?? id;

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

/** The comparison drawn: its heading, the scores, the head-to-head record and the seeds. */
export function comparisonParts(v: Shown): HTMLElement[] {
  return [
    h(
      'h2',
      { id: 'compare-heading', tabindex: '-1' },
      link(v.base, `models/${v.a.id}/`, data(v.a.display)),
      ' and ',
      link(v.base, `models/${v.b.id}/`, data(v.b.display)),
      ` on ${v.bench.title}`,
    ),
    scoresSection(v),
    headToHeadSection(v),
    seedsSection(v),
  ];
}

/** Links to compare one model with each other model of the benchmark. */
export function pickOther(state: CompareState, bench: CompareBenchmark, a: string): HTMLElement {
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
            h(
              'a',
              { href: pageUrl({ ...state, a, b: m.id, benchmark: bench.id, page: 1 }) },
              data(m.display),
            ),
          ),
        ),
    ),
  );
}

/** Whether a score rests mostly on judgments Parley could not verify (the share of src/views/textTrust.ts). */
export const scoreDistrusted = (s: CompareScore | undefined): boolean =>
  s !== undefined && (s.unverified ?? 0) > UNVERIFIED_SHARE * s.n;

/** A score's cell: the rate, k/n and its interval (marked when its judgments are not verified); an en dash when
 * the model has none here. */
const scoreCell = (s: CompareScore | undefined) =>
  s
    ? h(
        'td',
        { class: 'num' },
        h('strong', {}, percent(s.rate)),
        ` (${s.k}/${s.n})`,
        scoreDistrusted(s)
          ? h(
              'span',
              { class: 'caveat-mark', title: `${s.unverified} of ${s.n} judgments not verified` },
              h('span', { 'aria-hidden': 'true' }, '\u00a0†'),
              h('span', { class: 'visually-hidden' }, ` (${s.unverified} of ${s.n} judgments not verified)`),
            )
          : null,
        h('br'),
        h('span', { class: 'muted' }, formatInterval(s.lo, s.hi, percent)),
      )
    : h('td', { class: 'num muted' }, MISSING);

/** The items a paired test left out because a verdict is not verified, in words (empty when none). */
const leftOut = (t: { unverified?: number }, items: string) =>
  t.unverified ? `; ${t.unverified} ${items} left out: a verdict not verified` : '';

/** The key of a score or a paired test: its measure, judge and setting. */
const scoreKey = (s: { measure: string; judge: string; setting: string }) =>
  `${s.measure}\u0000${s.judge}\u0000${s.setting}`;

/** One row of the scores table: both models' scores under one measure, judge and setting, and the paired test. */
function scoreRow(v: Shown, key: string): HTMLElement {
  const find = (list: CompareScore[]) => list.find((s) => scoreKey(s) === key);
  const sa = find(v.fa.scores);
  const sb = find(v.fb.scores);
  const any = (sa ?? sb)!;
  const t = v.pair?.tests.find((x) => scoreKey(x) === key);
  const items = any.measure === 'pass' ? 'seeds' : 'comparisons';
  return h(
    'tr',
    {},
    h(
      'th',
      { scope: 'row' },
      MEASURES[any.measure]!.label,
      h('br'),
      h('span', { class: 'muted' }, 'judge ', data(judgeName(v.bench, any.judge)), settingText(any.setting)),
    ),
    scoreCell(sa),
    scoreCell(sb),
    t && t.n === 0
      ? h(
          'td',
          { class: 'muted' },
          `no test: on all ${t.unverified} shared ${items} a verdict is not verified`,
        )
      : t
        ? h(
            'td',
            { class: 'num' },
            h('strong', {}, `${signed(100 * t.diff, 1)} points`),
            ` on ${t.n} shared ${items}${leftOut(t, items)}`,
            h('br'),
            h(
              'span',
              { class: t.p < 0.05 ? '' : 'muted' },
              `McNemar ${formatP(t.p)} (only A ${t.onlyA}, only B ${t.onlyB})`,
            ),
          )
        : h(
            'td',
            { class: 'muted' },
            sa && sb ? 'no item judged for both' : 'only one of the two was judged here',
          ),
  );
}

/** The scores of the two models with their intervals, and the paired difference with McNemar's test. */
function scoresSection(v: Shown): HTMLElement {
  const { fa, fb } = v;
  const keys = [
    ...new Set([...fa.scores, ...fb.scores].filter((s) => judgeOk(v, s.judge)).map(scoreKey)),
  ].sort(naturalCompare);
  const input = { bench: v.bench, fa, fb, judge: v.state.judge };
  const ratings = ratingRows(input);
  const turing = turingRows(input);
  const rows = [...keys.map((key) => scoreRow(v, key)), ...gradeRows(v), ...ratings, ...turing];
  return h(
    'section',
    { 'aria-labelledby': 'compare-scores' },
    h('h3', { id: 'compare-scores' }, 'Scores'),
    rows.length === 0
      ? h(
          'p',
          {},
          'Neither model has a single-conversation verdict, a comparison with the ground truth or a rating here.',
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
    trustNote(v, keys),
    h(
      'p',
      { class: 'note' },
      'Each rate is over all of the model’s judged conversations, with its 95% Wilson interval. The difference is over the items both were judged on (the same seeds; against the ground truth, the same seed in the same order): the two rates are paired, so the test is McNemar’s exact test on the items where one passed and the other did not (Q. McNemar 1947). ',
      ...Object.values(MEASURES).flatMap((m) => [h('strong', {}, m.label), `: ${m.help}. `]),
      v.fa.grades || v.fb.grades
        ? "Mean grade: the judge's 1–10 grades of the model's answers (both turns), with a 95% bootstrap interval over questions; the difference is over the questions both were graded on, each question's grades averaged, with its Student-t interval. "
        : '',
      ...statsNotes(ratings.length > 0, turing.length > 0),
    ),
  );
}

/** The two models' mean grades per judge and question set, and the paired difference over shared questions. */
function gradeRows(v: Shown): HTMLElement[] {
  const keyOf = (g: { judge: string; setting: string }) => `${g.judge}\u0000${g.setting}`;
  const ga = v.fa.grades ?? [];
  const gb = v.fb.grades ?? [];
  const keys = [...new Set([...ga, ...gb].filter((g) => judgeOk(v, g.judge)).map(keyOf))].sort(
    naturalCompare,
  );
  const cell = (g: (typeof ga)[number] | undefined) =>
    g
      ? h(
          'td',
          { class: 'num' },
          h('strong', {}, fixed(g.mean, 2)),
          ` (${g.questions} questions)`,
          h('br'),
          h(
            'span',
            { class: 'muted' },
            formatInterval(g.lo, g.hi, (x) => fixed(x, 2)),
          ),
        )
      : h('td', { class: 'num muted' }, MISSING);
  return keys.map((k) => {
    const a = ga.find((g) => keyOf(g) === k);
    const b = gb.find((g) => keyOf(g) === k);
    const any = (a ?? b)!;
    const t = v.pair?.gradeTests?.find((x) => keyOf(x) === k);
    return h(
      'tr',
      {},
      h(
        'th',
        { scope: 'row' },
        'Mean grade (1–10)',
        h('br'),
        h(
          'span',
          { class: 'muted' },
          'judge ',
          data(judgeName(v.bench, any.judge)),
          settingText(any.setting),
        ),
      ),
      cell(a),
      cell(b),
      t
        ? h(
            'td',
            { class: 'num' },
            h('strong', {}, `${signed(t.diff, 2)} points`),
            ` on ${t.n} shared questions`,
            h('br'),
            h(
              'span',
              { class: t.lo !== null && (t.lo > 0 || t.hi! < 0) ? '' : 'muted' },
              t.lo === null
                ? 'one question: no interval'
                : `95% CI ${formatInterval(t.lo, t.hi, (x) => fixed(x, 2))}`,
              ` (A higher on ${t.higherA}, B higher on ${t.higherB}, same on ${t.same})`,
            ),
          )
        : h(
            'td',
            { class: 'muted' },
            a && b ? 'no question graded for both' : 'only one of the two was graded here',
          ),
    );
  });
}

/**
 * What the marks of the scores table mean, and how many items the paired tests left out because a verdict is not
 * verified (src/views/textTrust.ts); null when nothing is marked or left out.
 */
function trustNote(v: Shown, keys: readonly string[]): HTMLElement | null {
  const scores = [...v.fa.scores, ...v.fb.scores].filter((s) => keys.includes(scoreKey(s)));
  const marked = scores.some(scoreDistrusted);
  const tests = (v.pair?.tests ?? []).filter((t) => keys.includes(scoreKey(t)));
  const left = tests.reduce((sum, t) => sum + (t.unverified ?? 0), 0);
  const tested = tests.reduce((sum, t) => sum + t.n, 0);
  if (!marked && left === 0) return null;
  return h(
    'ul',
    { class: 'caveats', 'aria-label': 'Caveats on the scores' },
    marked
      ? h(
          'li',
          {},
          h('span', { 'aria-hidden': 'true' }, '† '),
          'A marked score rests on judgments Parley could not verify to be about the conversations filed under them (more than a tenth of its judgments: their file quotes text that is not in them, or too little to tell; docs/decisions/0103-judgments-verified-by-text.md). It is computed from them as given.',
        )
      : null,
    left > 0
      ? h(
          'li',
          {},
          `The paired tests use only items on which both verdicts are verified: ${tested} item${tested === 1 ? '' : 's'} tested, ${left} left out.`,
        )
      : null,
  );
}

/** Each judge's record of the two against each other, beside the Bradley-Terry prediction. */
function headToHeadSection(v: Shown): HTMLElement {
  const an = v.a.display;
  const bn = v.b.display;
  const rows = (v.pair?.headToHead ?? []).filter((x) => judgeOk(v, x.judge));
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
                data(judgeName(v.bench, x.judge)),
                settingText(x.setting),
                ': ',
              ),
              `${an} won ${x.winsA}, ${bn} won ${x.winsB}, ${x.ties} ${x.ties === 1 ? 'tie' : 'ties'} with neither looking AI, ${x.bothbad} with both looking AI${x.unparsed ? `, ${x.unparsed} not readable` : ''}, of ${x.n}. `,
              x.observed === null ? '' : `Observed: ${an} scores ${percent(x.observed)} (ties count half). `,
              x.predicted === null
                ? x.kind === 'arena'
                  ? 'No Bradley-Terry rating for both.'
                  : ''
                : `Bradley-Terry predicts ${percent(x.predicted)} from the ratings of every model under this judge (${fixed(x.ratingA!, 0)} against ${fixed(x.ratingB!, 0)}).`,
            ),
          ),
        ),
  );
}

/**
 * Item by item from A to B under each judge (two runs of one model, decision 0175): how many items regressed (A
 * passed, B failed), improved and stayed, with McNemar's exact test; nothing when no judge passed or failed both.
 */
function changesNote(v: Shown): HTMLElement | null {
  const judges = v.judge
    ? [v.judge]
    : [...new Set(v.shared.flatMap(([x, y]) => [...x.uni, ...y.uni].map((u) => u.judge)))];
  const counts = changeCounts(v.shared, judges);
  if (counts.length === 0) return null;
  return h(
    'p',
    { class: 'compare-changes' },
    ...counts.flatMap((c, i) => [
      ...(i > 0 ? [h('br')] : []),
      h('strong', {}, 'From A to B'),
      ` (judge `,
      data(judgeName(v.bench, c.judge)),
      `): ${c.regressed} regressed (A passed, B failed), ${c.improved} improved, ${c.unchanged} unchanged of ${c.n}; McNemar exact ${formatP(c.p)}.`,
    ]),
    v.state.regressedFirst
      ? ' Regressions are listed first.'
      : ' Tick “Regressions first” to list them first.',
  );
}

/** Every seed both answered (or those where they disagree), a page of them, with the pager. */
function seedsSection(v: Shown): HTMLElement {
  const { shared, listed, rows, page, pages, judge, state } = v;
  const disagreeing = shared.filter(([x, y]) => seedsDisagree(x, y, judge)).length;
  return h(
    'section',
    { 'aria-labelledby': 'compare-seeds' },
    h(
      'h3',
      { id: 'compare-seeds', tabindex: '-1' },
      `Every ${itemWord(v).toLowerCase()} both answered (${shared.length})`,
    ),
    h(
      'p',
      { class: 'muted' },
      v.bench.item === 'question'
        ? `They disagree on ${disagreeing}: their grades of the question lie ${GRADE_GAP} or more points apart. `
        : `They disagree on ${disagreeing}: one passed where the other failed${judge ? '' : ', or the judges split on one of the two'}. `,
      state.disagree
        ? `Showing those ${listed.length}.`
        : 'Tick “Only seeds where they disagree” to list just those.',
    ),
    changesNote(v),
    rows.length === 0
      ? h('p', {}, state.disagree ? 'They agree on every seed.' : 'The two have no seed in common.')
      : h(
          'ol',
          { class: 'compare-seed-list', start: String((page - 1) * COMPARE_PAGE_SIZE + 1) },
          ...rows.map(([x, y]) => seedRow(v, x, y)),
        ),
    pages > 1 ? pager(state, page, pages) : null,
  );
}

/** What one item is called: a question of a graded benchmark, else a seed. */
const itemWord = (v: Pick<Shown, 'bench'>) => (v.bench.item === 'question' ? 'Question' : 'Seed');

/** One model's side of a seed row: its conversation's link and each judge's verdicts, with their reasons. */
function seedSide(v: Shown, m: Model, s: CompareSeed): HTMLElement {
  return h(
    'div',
    { class: 'compare-side' },
    h(
      'h5',
      {},
      data(m.display),
      s.path ? h('span', { class: 'muted' }, ' · ', link(v.base, `${s.path}/`, 'conversation')) : null,
    ),
    h(
      'ul',
      { class: 'verdicts' },
      ...s.uni
        .map((u, i) => ({ u, reason: v.reasonsOf.get(s)?.uni[i] ?? '' }))
        .filter(({ u }) => judgeOk(v, u.judge))
        .map(({ u, reason }) =>
          h(
            'li',
            { class: `verdict-${u.verdict}` },
            h('strong', {}, data(judgeName(v.bench, u.judge)), ': '),
            verdictText(u),
            u.unverified
              ? h('span', { class: 'muted' }, ' (not verified to be about this conversation)')
              : null,
            reason ? h('span', {}, '. ', data(reason, 'reason')) : null,
          ),
        ),
      ...(s.grades ?? [])
        .filter((g) => judgeOk(v, g.judge))
        .map((g) =>
          h(
            'li',
            { class: g.value === null ? 'verdict-unparsed' : 'verdict-human' },
            h('strong', {}, data(judgeName(v.bench, g.judge)), `, turn ${g.turn}: `),
            g.value === null ? 'no grade found' : `grade ${g.value}`,
          ),
        ),
      ...s.gt
        .map((g, i) => ({ g, reason: v.reasonsOf.get(s)?.gt[i] ?? '' }))
        .filter(({ g }) => judgeOk(v, g.judge))
        .map(({ g, reason }) =>
          h(
            'li',
            { class: g.outcome === 'lose' ? 'verdict-ai' : 'verdict-human' },
            h(
              'strong',
              {},
              data(judgeName(v.bench, g.judge)),
              `, against the ground truth (shown ${g.position === 1 ? 'first' : 'second'}): `,
            ),
            GT_OUTCOME[g.outcome],
            g.unverified
              ? h('span', { class: 'muted' }, ' (not verified to be about these conversations)')
              : null,
            reason ? h('span', {}, '. ', data(reason, 'reason')) : null,
          ),
        ),
    ),
  );
}

/** The outcome of a judgment of the two against each other, in words. */
function battleOutcome(v: Shown, m: CompareBattle): string {
  if (m.outcome === 'a') return `${v.a.display} won`;
  if (m.outcome === 'b') return `${v.b.display} won`;
  if (m.outcome === 'tie') return 'tie, neither looked AI';
  if (m.outcome === 'bothbad') return 'tie, both looked AI';
  return 'answer not readable';
}

/** The judgments of the two against each other on a seed, with their reasons; null when there is none. */
function battleList(v: Shown, x: CompareSeed): HTMLElement | null {
  const met = v.battlesOf(x).filter(({ battle }) => judgeOk(v, battle.judge));
  if (met.length === 0) return null;
  return h(
    'ul',
    { class: 'compare-battles' },
    ...met.map(({ battle: m, index }) =>
      h(
        'li',
        {},
        h(
          'strong',
          {},
          data(judgeName(v.bench, m.judge)),
          `${settingText(m.setting)}, ${m.aFirst ? v.a.display : v.b.display} shown first: `,
        ),
        battleOutcome(v, m),
        v.battleReason.get(index) ? h('span', {}, '. ', data(v.battleReason.get(index)!, 'reason')) : null,
      ),
    ),
  );
}

/** One seed both answered: both sides' verdicts, the judgments of the two together, and their conversations. */
function seedRow(v: Shown, x: CompareSeed, y: CompareSeed): HTMLElement {
  const split = seedsDisagree(x, y, v.judge);
  const seedPage = x.seedPath ?? y.seedPath;
  const battles = battleList(v, x);
  const texts = h('details', { class: 'compare-texts' }, h('summary', {}, 'Both conversations side by side'));
  texts.addEventListener('toggle', () => {
    if (texts.open && !texts.dataset.loaded) {
      texts.dataset.loaded = '1';
      void conversationsInto(v.base, texts, [
        [v.a.display, x.path],
        [v.b.display, y.path],
      ]);
    }
  });
  return h(
    'li',
    { class: split ? 'compare-seed disagree' : 'compare-seed' },
    h(
      'h4',
      {},
      seedPage
        ? link(
            v.base,
            `${seedPage}/${v.bench.item === 'question' ? `?models=${encodeURIComponent(`${v.a.id},${v.b.id}`)}` : ''}`,
            itemWord(v),
            ' ',
            data(x.seed),
          )
        : h('span', {}, itemWord(v), ' ', data(x.seed)),
      settingText(x.setting),
      split ? h('span', { class: 'badge' }, 'they disagree') : null,
    ),
    h('div', { class: 'compare-pair' }, seedSide(v, v.a, x), seedSide(v, v.b, y)),
    battles,
    x.path || y.path ? texts : null,
  );
}

/** Fetches each conversation page and shows its chats (their rendered Markdown copied, copyChatText) in two columns. */
async function conversationsInto(
  base: string,
  box: HTMLElement,
  sides: [string, string | undefined][],
): Promise<void> {
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
              h(
                'div',
                { class: 'text', dir: 'auto' },
                ...copyChatText(li.querySelector('.text') ?? doc.createTextNode('')),
              ),
            ),
          ),
        ),
      );
    } catch {
      col.append(
        h('p', {}, link(base, `${path}/`, 'Open the conversation'), ' (it could not be loaded here).'),
      );
    }
  }
}

/** Links to the pages of seeds: the first, the last, two either side of this one, and the previous and next. */
function pager(state: CompareState, page: number, pages: number): HTMLElement {
  const item = (p: number, label: string, current = false) =>
    h(
      'li',
      {},
      h(
        'a',
        {
          href: pageUrl({ ...state, page: p }),
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
