// The rows the comparison's scores table adds from the benchmark's views (see compareData.ts, which copies them
// into the model files at build time): each model's Bradley-Terry rating and rank beside the style-controlled
// one, and its Turing test (pass rate against 50% and against the human conversations, with TOST equivalence).
// Only formatting happens here, with the site's formatters; every text is set as text.
import {
  fixed,
  formatInterval,
  formatP,
  formatPointDifference,
  formatSigned,
  MISSING,
  signed,
} from '../../render/format.ts';
import {
  naturalCompare,
  type CompareBenchmark,
  type CompareModelFile,
  type CompareRating,
  type CompareRatingValue,
  type CompareTuring,
} from '../../site/compareModel.ts';
import { data, h, settingText, type Child } from './compareDom.ts';
import { percent } from './compareState.ts';

/** What the rows need: the benchmark (for the judges' names), both model files, and the judge filtered to. */
export interface StatsInput {
  bench: CompareBenchmark;
  fa: CompareModelFile;
  fb: CompareModelFile;
  /** '' for every judge. */
  judge: string;
}

type Keyed = { judge: string; setting: string };
const keyOf = (x: Keyed) => `${x.judge}\u0000${x.setting}`;

/** The judges and settings either model has in a list, in judge then setting order, with each model's entry. */
function paired<T extends Keyed>(
  s: StatsInput,
  pick: (f: CompareModelFile) => T[],
): [T | undefined, T | undefined][] {
  const la = pick(s.fa).filter((x) => s.judge === '' || x.judge === s.judge);
  const lb = pick(s.fb).filter((x) => s.judge === '' || x.judge === s.judge);
  const keys = new Map<string, Keyed>();
  for (const x of [...la, ...lb]) keys.set(keyOf(x), x);
  return [...keys.values()]
    .sort((x, y) => (x.judge < y.judge ? -1 : x.judge > y.judge ? 1 : naturalCompare(x.setting, y.setting)))
    .map((k) => [la.find((x) => keyOf(x) === keyOf(k)), lb.find((x) => keyOf(x) === keyOf(k))]);
}

const judgeName = (bench: CompareBenchmark, id: string) =>
  bench.judges.find((j) => j.id === id)?.display ?? id;

/** The row's heading: what it measures, and under which judge and setting. */
const rowHead = (s: StatsInput, label: string, x: Keyed) =>
  h(
    'th',
    { scope: 'row' },
    label,
    h('br'),
    h('span', { class: 'muted' }, 'judge ', data(judgeName(s.bench, x.judge)), settingText(x.setting)),
  );

/** "1 of 3" when ranks are within groups of models, else the rank; an en dash when there is none. */
const rankText = (r: CompareRatingValue & { rankAmong?: number | null }) =>
  r.rank === null ? MISSING : r.rankAmong != null ? `${r.rank} of ${r.rankAmong}` : String(r.rank);

/** A rating's 95% interval, as the ratings table prints it. */
const intervalText = (r: CompareRatingValue) =>
  r.lo === null || r.hi === null ? 'no interval' : formatInterval(r.lo, r.hi);

/** rank − style-controlled rank, as the ratings table's shift column prints it. */
const shiftText = (shift: number | null) => (shift === null ? MISSING : shift === 0 ? '0' : signed(shift, 0));

/** One model's ratings cell: the plain rating, rank and interval, then the style-controlled ones and the shift. */
function ratingCell(r: CompareRating | undefined): HTMLElement {
  if (!r) return h('td', { class: 'muted' }, MISSING);
  const sc = r.styleControlled;
  return h(
    'td',
    { class: 'compare-stat' },
    h('span', { class: 'bt' }, h('strong', {}, fixed(r.rating)), ` (rank ${rankText(r)})`),
    h('br'),
    h('span', { class: 'muted' }, intervalText(r)),
    h('br'),
    sc
      ? h(
          'span',
          { class: 'sc' },
          h('abbr', { title: 'style-controlled' }, 'SC'),
          ' ',
          h('strong', {}, fixed(sc.rating)),
          ` (rank ${rankText(sc)}, shift ${shiftText(r.shift)})`,
          h('br'),
          h('span', { class: 'muted' }, intervalText(sc)),
        )
      : h('span', { class: 'sc muted' }, 'no style-controlled fit'),
  );
}

/** Rows of the scores table: per judge and Arena setting, both models' ratings, plain and style-controlled. */
export function ratingRows(s: StatsInput): HTMLElement[] {
  return paired(s, (f) => f.ratings).map(([ra, rb]) =>
    h(
      'tr',
      { class: 'compare-rating' },
      rowHead(s, 'Bradley-Terry rating', (ra ?? rb)!),
      ratingCell(ra),
      ratingCell(rb),
      h('td', { class: 'muted' }, 'rated among every model: see Head to head'),
    ),
  );
}

/** ±10 pp: the equivalence margin of a Turing test. */
const marginText = (margin: number) => `±${fixed(margin * 100, 0)} pp`;

/** One model's Turing-test cell: its pass rate against 50%, and against the human conversations. */
function turingCell(t: CompareTuring | undefined): HTMLElement {
  if (!t) return h('td', { class: 'muted' }, MISSING);
  const v = t.vsHuman;
  const lines: Child[] = [
    h('strong', {}, percent(t.rate)),
    ` (${t.passed}/${t.n})`,
    h('br'),
    h('span', { class: 'vs-chance' }, `vs 50%: ${formatP(t.pVsChance)}`),
    h('br'),
  ];
  if (!v) lines.push(h('span', { class: 'muted' }, 'the human conversations'));
  else if (v.difference === null) lines.push(h('span', { class: 'muted' }, 'no human conversation judged'));
  else
    lines.push(
      h(
        'span',
        { class: 'vs-people' },
        `vs people: ${formatPointDifference(v.difference)}`,
        v.lo === null || v.hi === null
          ? ''
          : ` ${formatInterval(v.lo * 100, v.hi * 100, (x) => formatSigned(x))}`,
        v.p === null ? '' : `, ${formatP(v.p)}`,
        v.differs === null ? '' : v.differs ? ': differs' : ': no difference shown',
      ),
      h('br'),
      h(
        'span',
        { class: v.equivalent ? 'tost' : 'tost muted' },
        v.equivalent === null
          ? 'no equivalence test'
          : `${v.equivalent ? 'equivalent to people' : 'not shown equivalent'} within ${marginText(v.margin)}`,
        v.tostP === null ? '' : ` (TOST ${formatP(v.tostP)})`,
      ),
    );
  return h('td', { class: 'compare-stat' }, ...lines);
}

/** Rows of the scores table: per judge and setting, both models' Turing tests, and the people's pass rate. */
export function turingRows(s: StatsInput): HTMLElement[] {
  return paired(s, (f) => f.turing).map(([ta, tb]) => {
    const any = (ta ?? tb)!;
    const people = ta?.vsHuman ?? tb?.vsHuman;
    return h(
      'tr',
      { class: 'compare-turing' },
      rowHead(s, `Turing test (pass@${any.N})`, any),
      turingCell(ta),
      turingCell(tb),
      people && people.humanRate !== null
        ? h(
            'td',
            { class: 'compare-stat' },
            `people passed ${percent(people.humanRate)}`,
            h('br'),
            h('span', { class: 'muted' }, `TOST margin ${marginText(people.margin)}`),
          )
        : h('td', { class: 'muted' }, 'not compared with people'),
    );
  });
}

/** The note's sentences on the rows above, when the table has them. */
export function statsNotes(ratings: boolean, turing: boolean): Child[] {
  return [
    ...(ratings
      ? [
          h('strong', {}, 'Bradley-Terry rating'),
          ': the view’s rating from every model-against-model judgment under that judge and setting, with its 95% interval and rank (1 + the models whose interval lies wholly above); SC, style-controlled: the same fit with the answers’ length and markdown held equal (T. Li, A. N. Angelopoulos & W.-L. Chiang 2024), and the shift, rank − SC rank, positive when the model moves up once style is controlled. ',
        ]
      : []),
    ...(turing
      ? [
          h('strong', {}, 'Turing test'),
          ': the share of conversations the judge found no AI in, with the exact binomial p of a 50% pass rate; against people, the difference to the human conversations’ pass rate (Newcombe’s 95% interval, two-proportion z-test, “differs” when p < 0.05), and whether two one-sided tests (TOST) show it within the stated margin: a difference that is not significant is not equivalence. ',
        ]
      : []),
  ];
}
