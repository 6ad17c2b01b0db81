// The Turing-test figures of a view's single-conversation judgments: per model, the pass rate against chance (50%)
// and against the human conversations, with the judge's sensitivity and bias; and, where several judges judged the
// same benchmark, how far they agree.
import { GROUND_TRUTH } from '../records/ids.ts';
import { rateBars } from '../render/charts/rateBars.ts';
import {
  asFixed,
  asP,
  asPct,
  intervalColumn,
  sortAsText,
  tableFromSpecs,
  type ColumnSpec,
  type TableValue,
} from '../render/columnSpec.ts';
import { fixed, formatInterval, formatP, MISSING, pct, signed } from '../render/format.ts';
import type { Cell, FigureModel } from '../site/viewModel.ts';
import type { SignalDetection } from '../stats/signalDetection.ts';
import type { TuringModelRow, TuringTest } from '../stats/turingTest.ts';
import { figure, settingId, settingSuffix, type ViewContext } from './viewContext.ts';
import type { TuringViewStats } from './viewStats.ts';

/** A difference of two rates in percentage points (`+12.3`), an en dash when there is none. */
const points = (d: number | null) => (d === null ? MISSING : signed(d * 100));

/** The TOST verdict of a model against the human conversations, in words. */
export function equivalenceText(e: { equivalent: boolean | null; margin: number }): string {
  const m = `±${fixed(e.margin * 100, 0)} pp`;
  return e.equivalent === null ? MISSING : e.equivalent ? `equivalent within ${m}` : `not shown within ${m}`;
}

const SOURCES =
  'Sources: C. R. Jones & B. K. Bergen (2025), "Large language models pass the Turing test" (pass rates against 50% and against the human witnesses); R. G. Newcombe (1998), method 10; D. J. Schuirmann (1987); N. A. Macmillan & C. D. Creelman (2005), Detection Theory; M. J. Hautus (1995). docs/decisions/0093-turing-test.md.';

/**
 * A row of the Turing-test table: a model, with its comparison with people (`vs`) and the judge's d′ and c on it
 * (`s`); or the human conversations, which have neither.
 */
interface TuringRow {
  model: string;
  passed: number;
  n: number;
  unparsed: number;
  rate: number | null;
  lo: number | null;
  hi: number | null;
  p: number | null;
  vs?: TuringModelRow['vsHuman'];
  s?: SignalDetection;
}

type Fields = Record<string, TableValue>;

/** What a human row shows in the columns comparing with people: a muted en dash. */
const muted = (r: TuringRow): Cell['tone'] | undefined => (r.vs ? undefined : 'muted');

/** The columns of the Turing-test table at N, with the equivalence margin in words. */
function turingColumns(N: number, margin: string, name: (model: string) => string): ColumnSpec<TuringRow>[] {
  return [
    {
      id: 'model',
      label: 'Model',
      value: (r) => r.model,
      format: (_v, r) => name(r.model),
      sort: sortAsText,
      href: (r) => `models/${r.model}/`,
    },
    {
      id: 'rate',
      label: `pass@${N} %`,
      numeric: true,
      value: (r) => r.rate,
      format: asPct(1),
      fields: (r) => ({ rate: r.rate, lo: r.lo, hi: r.hi }),
    },
    intervalColumn('ci', '95% CI', (r) => r, pct),
    { id: 'passed', label: 'passed', numeric: true, value: (r) => r.passed },
    {
      id: 'n',
      label: 'n',
      numeric: true,
      value: (r) => r.n,
      title: (r) => `${r.unparsed} unparsed left out`,
      fields: (r) => ({ n: r.n, unparsed: r.unparsed }),
    },
    {
      id: 'pVsChance',
      label: 'p vs 50%',
      numeric: true,
      description: 'exact two-sided binomial p-value of a 50% pass rate',
      value: (r) => r.p,
      format: asP,
    },
    {
      id: 'difference',
      label: '− people (pp)',
      numeric: true,
      description: 'pass rate minus the human conversations’ pass rate, in percentage points',
      value: (r) => r.vs?.difference ?? null,
      format: (v) => (typeof v === 'number' ? points(v) : MISSING),
      title: (r) => r.vs?.reason ?? undefined,
      tone: muted,
      fields: (r): Fields =>
        r.vs ? { difference: r.vs.difference, differenceLo: r.vs.lo, differenceHi: r.vs.hi } : {},
    },
    {
      id: 'differenceCi',
      label: '95% CI (pp)',
      description: 'Newcombe’s hybrid score interval',
      field: null,
      numeric: false,
      value: () => null,
      format: (_v, r) => (r.vs ? formatInterval(r.vs.lo, r.vs.hi, points) : MISSING),
      sort: (r) => (r.vs ? undefined : null),
      tone: muted,
    },
    {
      id: 'pVsHuman',
      label: 'p vs people',
      numeric: true,
      description: 'two-proportion z-test of no difference',
      value: (r) => r.vs?.p ?? null,
      format: asP,
      tone: muted,
      fields: (r): Fields => (r.vs ? { pVsHuman: r.vs.p } : {}),
    },
    {
      id: 'equivalent',
      label: 'TOST',
      description: `two one-sided tests of a difference within ${margin}`,
      numeric: false,
      value: (r) => r.vs?.equivalence.equivalent ?? null,
      format: (_v, r) => (r.vs ? equivalenceText(r.vs.equivalence) : MISSING),
      sort: (r) => r.vs?.equivalence.p ?? null,
      title: (r) => {
        const e = r.vs?.equivalence;
        return e && e.p !== null
          ? `TOST ${formatP(e.p)}; 90% interval ${formatInterval(e.lo90, e.hi90, points)} pp`
          : undefined;
      },
      tone: (r) => (!r.vs ? 'muted' : r.vs.equivalence.equivalent ? 'ok' : undefined),
      fields: (r): Fields => {
        const e = r.vs?.equivalence;
        return e
          ? { margin: e.margin, tostP: e.p, tostLo90: e.lo90, tostHi90: e.hi90, equivalent: e.equivalent }
          : {};
      },
    },
    {
      id: 'dPrime',
      label: 'd′',
      numeric: true,
      description: 'the judge’s sensitivity: how well it tells this model’s conversations from people’s',
      value: (r) => r.s?.dPrime ?? null,
      format: asFixed(2),
      title: (r) =>
        r.s?.dPrimeLo != null && r.s.dPrimeHi != null
          ? `95% CI ${formatInterval(r.s.dPrimeLo, r.s.dPrimeHi, (x) => fixed(x, 2))}`
          : (r.s?.reason ?? undefined),
      tone: muted,
      fields: (r): Fields =>
        r.vs
          ? { dPrime: r.s?.dPrime ?? null, dPrimeLo: r.s?.dPrimeLo ?? null, dPrimeHi: r.s?.dPrimeHi ?? null }
          : {},
    },
    {
      id: 'criterion',
      label: 'c',
      numeric: true,
      description: 'the judge’s criterion: positive when it is slow to say AI',
      value: (r) => r.s?.criterion ?? null,
      format: asFixed(2),
      tone: muted,
      fields: (r): Fields => (r.vs ? { criterion: r.s?.criterion ?? null } : {}),
    },
  ];
}

/** The download fields of a model's row, in the order of its record (the human row has the first ten). */
const TURING_FIELDS = [
  'model',
  'setting',
  'N',
  'passed',
  'n',
  'unparsed',
  'rate',
  'lo',
  'hi',
  'pVsChance',
  'humanRate',
  'difference',
  'differenceLo',
  'differenceHi',
  'pVsHuman',
  'margin',
  'tostP',
  'tostLo90',
  'tostHi90',
  'equivalent',
  'dPrime',
  'dPrimeLo',
  'dPrimeHi',
  'criterion',
  'reason',
];

/**
 * The Turing-test figure of one setting: each model's pass rate at N with its exact binomial test against 50%,
 * its difference to the human conversations (Newcombe interval, two-proportion test, TOST equivalence), and the
 * judge's d′ and c on that model's conversations against the human ones. Null when the setting has no model.
 */
export function turingFigure(ctx: ViewContext, setting: string, t: TuringViewStats): FigureModel | undefined {
  const { name } = ctx;
  const { test, detection, hasHuman, N } = t;
  if (test.models.length === 0) return undefined;
  const suffix = settingSuffix(setting);
  const margin = `±${fixed(test.margin * 100, 0)} percentage points`;
  const human = test.human;
  const d = (m: string): SignalDetection | undefined => detection.get(m);
  const pooled = test.judges.find((j) => j.judge === '(all)')?.detection;
  const rows: TuringRow[] = [
    ...test.models.map((m) => ({ ...m, vs: m.vsHuman, s: d(m.model) })),
    ...(hasHuman ? [{ model: GROUND_TRUTH, ...human }] : []),
  ];
  const notes: string[] = [];
  if (!hasHuman)
    notes.push(
      'No human conversation of this setting has a parsed verdict: nothing is compared with people, and d′ and c cannot be computed.',
    );
  else if (pooled && pooled.dPrime !== null)
    notes.push(
      `All models pooled against the human conversations: d′ ${fixed(pooled.dPrime, 2)} (95% CI ${formatInterval(pooled.dPrimeLo, pooled.dPrimeHi, (x) => fixed(x, 2))}), c ${fixed(pooled.criterion, 2)}.`,
    );
  notes.push(
    t.acrossJudges
      ? 'Several judges judged this benchmark: the figure "Turing test across judges" gives each judge\'s pass rates and a test of whether they agree.'
      : 'Only this judge judged these conversations, so there is no heterogeneity across judges to test.',
  );
  return figure({
    id: `turing-test${settingId(setting)}`,
    number: '',
    title: `Turing test: pass rate against chance and against people${suffix}`,
    method: `A conversation passes when the judge finds no AI in its first ${N} chats (pass@${N}, the leaderboard's pass rate); unparsed answers are left out and counted. Against chance: the exact two-sided binomial test of a 50% pass rate (a judge that cannot tell), with the 95% Wilson interval. Against people: the model's pass rate minus the pass rate of the real human conversations (${name(GROUND_TRUTH)}) under the same judge, with Newcombe's hybrid score 95% interval and the pooled two-proportion z-test; "equivalent" means two one-sided tests (TOST, α = 5%, unpooled standard error) show the difference lies within ${margin}, that is the 90% interval lies inside the margin: a difference that is merely not significant is not equivalence. d′ = z(H) − z(F) and c = −(z(H) + z(F))/2, where H is the share of this model's conversations the judge called AI and F the share of human ones it called AI, each with the log-linear correction ((k + ½)/(n + 1)); a larger d′ means the judge tells this model from people more easily, a positive c that the judge is slow to say "AI". ${SOURCES}`,
    svg: rateBars(
      [
        ...test.models.flatMap((m) =>
          m.rate === null || m.lo === null || m.hi === null
            ? []
            : [{ model: m.model, display: name(m.model), rate: m.rate, lo: m.lo, hi: m.hi }],
        ),
        ...(hasHuman && human.rate !== null && human.lo !== null && human.hi !== null
          ? [
              {
                model: GROUND_TRUTH,
                display: name(GROUND_TRUTH),
                rate: human.rate,
                lo: human.lo,
                hi: human.hi,
              },
            ]
          : []),
      ],
      {
        title: `Pass rate at N = ${N} with 95% intervals${suffix}`,
        reference: { value: 0.5, label: 'chance (50%)' },
      },
    ),
    table: tableFromSpecs(turingColumns(N, margin, name), rows, {
      extra: (r) => ({
        setting,
        N,
        ...(r.vs ? { humanRate: human.rate, reason: r.vs.reason ?? r.s?.reason ?? null } : {}),
      }),
      fieldOrder: TURING_FIELDS,
    }),
    notes,
  });
}

/** A row of the across-judges table: a model under all judges, with the test that they agree, or under one judge. */
interface JudgeRow {
  model: string;
  judge: string | null;
  passed: number;
  n: number;
  rate: number | null;
  lo: number | null;
  hi: number | null;
  test?: TuringModelRow['byJudge'];
}

/**
 * Where several judges judged the benchmark's conversations: each model's pass rate at N per judge, Pearson's
 * chi-square test that the judges agree, and each judge's d′ and c over all models. Null with one judge.
 */
export function turingJudgesFigure(
  ctx: ViewContext,
  setting: string,
  t: TuringViewStats,
): FigureModel | undefined {
  const all: TuringTest | null = t.acrossJudges;
  if (!all || all.models.length === 0) return undefined;
  const { name, judgeName } = ctx;
  const suffix = settingSuffix(setting);
  // Per model, a row for all judges (with the test) and one per judge.
  const rows: JudgeRow[] = all.models.flatMap((m) => [
    { ...m, judge: null, test: m.byJudge },
    ...m.byJudge.groups.map((g) => ({ ...g, model: m.model, judge: g.group })),
  ]);
  return figure({
    id: `turing-judges${settingId(setting)}`,
    number: '',
    title: `Turing test across judges: do the judges agree on each model?${suffix}`,
    method: `Every judge of this benchmark and setting, on the same definition of a pass (no AI found in the first ${t.N} chats; unparsed answers left out). For each model, Pearson's chi-square test of homogeneity of the judges × {passed, not passed} table (df = judges − 1): a small p says the judges disagree about how human the model seems. Marked "rough" when more than 20% of the cells expect fewer than 5 verdicts (Cochran's rule). A mixed-effects model with random judge effects is not fitted; this breakdown and its test stand in for it. Sources: K. Pearson (1900); A. Agresti (2013), Categorical Data Analysis, 3.2; W. G. Cochran (1954). docs/decisions/0093-turing-test.md.`,
    svg: rateBars(
      all.models.flatMap((m) =>
        m.byJudge.groups.flatMap((g) =>
          g.rate === null || g.lo === null || g.hi === null
            ? []
            : [
                {
                  model: `${m.model} ${g.group}`,
                  display: `${name(m.model)} · ${judgeName(g.group)}`,
                  rate: g.rate,
                  lo: g.lo,
                  hi: g.hi,
                },
              ],
        ),
      ),
      {
        title: `Pass rate at N = ${t.N} per model and judge${suffix}`,
        reference: { value: 0.5, label: 'chance (50%)' },
      },
    ),
    table: tableFromSpecs<JudgeRow>(
      [
        {
          id: 'model',
          label: 'Model',
          value: (r) => r.model,
          format: (_v, r) => name(r.model),
          sort: sortAsText,
          href: (r) => (r.judge === null ? `models/${r.model}/` : undefined),
        },
        {
          id: 'judge',
          label: 'Judge',
          value: (r) => r.judge,
          format: (_v, r) => (r.judge === null ? 'all judges' : judgeName(r.judge)),
          sort: sortAsText,
        },
        {
          id: 'rate',
          label: `pass@${t.N} %`,
          numeric: true,
          value: (r) => r.rate,
          format: asPct(1),
          fields: (r) => ({ rate: r.rate, lo: r.lo, hi: r.hi }),
        },
        intervalColumn('ci', '95% CI', (r) => r, pct),
        { id: 'n', label: 'n', numeric: true, value: (r) => r.n },
        {
          id: 'chiSquare',
          label: 'X² (df)',
          numeric: true,
          description: 'Pearson chi-square across judges',
          value: (r) => r.test?.chiSquare ?? null,
          format: (_v, r) =>
            !r.test
              ? ''
              : r.test.chiSquare === null
                ? (r.test.reason ?? MISSING)
                : `${fixed(r.test.chiSquare, 2)} (${r.test.df})`,
          fields: (r) => ({ chiSquare: r.test?.chiSquare ?? null, df: r.test?.df ?? null }),
        },
        {
          id: 'p',
          label: 'p',
          numeric: true,
          description: 'p of the chi-square test that the judges agree',
          value: (r) => r.test?.p ?? null,
          format: (_v, r) =>
            !r.test
              ? ''
              : r.test.p === null
                ? MISSING
                : `${formatP(r.test.p)}${r.test.rough ? ' (rough)' : ''}`,
          title: (r) =>
            r.test?.rough
              ? `${r.test.smallExpected} cells expect fewer than 5: the chi-square p is only rough`
              : undefined,
          fields: (r) => ({
            p: r.test?.p ?? null,
            rough: r.test?.rough ?? null,
            reason: r.test?.reason ?? null,
          }),
        },
      ],
      rows,
      {
        extra: (r) => ({ setting, N: t.N, passed: r.passed }),
        fieldOrder: ['model', 'judge', 'setting', 'N', 'passed', 'n', 'rate', 'lo', 'hi'],
      },
    ),
    notes: all.judges.map((j) =>
      j.detection.dPrime === null
        ? `${j.judge === '(all)' ? 'All judges' : judgeName(j.judge)}: no d′ (${j.detection.reason}).`
        : `${j.judge === '(all)' ? 'All judges pooled' : judgeName(j.judge)}: d′ ${fixed(j.detection.dPrime, 2)} (95% CI ${formatInterval(j.detection.dPrimeLo, j.detection.dPrimeHi, (x) => fixed(x, 2))}), c ${fixed(j.detection.criterion, 2)}, over every model's conversations against the human ones.`,
    ),
  });
}
