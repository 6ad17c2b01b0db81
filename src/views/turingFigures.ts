// The Turing-test figures of a view's single-conversation judgments: per model, the pass rate against chance (50%)
// and against the human conversations, with the judge's sensitivity and bias; and, where several judges judged the
// same benchmark, how far they agree.
import { GROUND_TRUTH } from '../records/ids.ts';
import { rateBars } from '../render/charts/rateBars.ts';
import { fixed, formatInterval, formatP, MISSING, pct, signed } from '../render/format.ts';
import type { Cell, Column, FigureModel } from '../site/viewModel.ts';
import type { SignalDetection } from '../stats/signalDetection.ts';
import type { TuringModelRow, TuringTest } from '../stats/turingTest.ts';
import { figure, settingId, settingSuffix, table, type ViewContext } from './viewContext.ts';
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

/** The cells of one model's row in the Turing-test table. */
function modelCells(
  m: TuringModelRow,
  s: SignalDetection | undefined,
  name: (model: string) => string,
): Cell[] {
  const v = m.vsHuman;
  return [
    { text: name(m.model), href: `models/${m.model}/` },
    { text: pct(m.rate), sort: m.rate },
    { text: formatInterval(m.lo, m.hi, pct) },
    { text: String(m.passed), sort: m.passed },
    { text: String(m.n), sort: m.n, title: `${m.unparsed} unparsed left out` },
    { text: formatP(m.p), sort: m.p },
    {
      text: points(v.difference),
      sort: v.difference,
      ...(v.reason ? { title: v.reason } : {}),
    },
    { text: formatInterval(v.lo, v.hi, points) },
    { text: formatP(v.p), sort: v.p },
    {
      text: equivalenceText(v.equivalence),
      sort: v.equivalence.p,
      ...(v.equivalence.p !== null
        ? {
            title: `TOST ${formatP(v.equivalence.p)}; 90% interval ${formatInterval(v.equivalence.lo90, v.equivalence.hi90, points)} pp`,
          }
        : {}),
      ...(v.equivalence.equivalent ? { tone: 'ok' as const } : {}),
    },
    {
      text: fixed(s?.dPrime, 2),
      sort: s?.dPrime ?? null,
      ...(s?.dPrimeLo != null && s.dPrimeHi != null
        ? { title: `95% CI ${formatInterval(s.dPrimeLo, s.dPrimeHi, (x) => fixed(x, 2))}` }
        : s?.reason
          ? { title: s.reason }
          : {}),
    },
    { text: fixed(s?.criterion, 2), sort: s?.criterion ?? null },
  ];
}

/** The columns of the Turing-test table at N, with the equivalence margin in words. */
function turingColumns(N: number, margin: string): Column[] {
  return [
    { key: 'model', label: 'Model' },
    { key: 'rate', label: `pass@${N} %`, numeric: true },
    { key: 'ci', label: '95% CI' },
    { key: 'passed', label: 'passed', numeric: true },
    { key: 'n', label: 'n', numeric: true },
    {
      key: 'pVsChance',
      label: 'p vs 50%',
      numeric: true,
      help: 'exact two-sided binomial p-value of a 50% pass rate',
    },
    {
      key: 'difference',
      label: '− people (pp)',
      numeric: true,
      help: 'pass rate minus the human conversations’ pass rate, in percentage points',
    },
    { key: 'differenceCi', label: '95% CI (pp)', help: 'Newcombe’s hybrid score interval' },
    {
      key: 'pVsHuman',
      label: 'p vs people',
      numeric: true,
      help: 'two-proportion z-test of no difference',
    },
    {
      key: 'equivalent',
      label: 'TOST',
      help: `two one-sided tests of a difference within ${margin}`,
    },
    {
      key: 'dPrime',
      label: 'd′',
      numeric: true,
      help: 'the judge’s sensitivity: how well it tells this model’s conversations from people’s',
    },
    {
      key: 'criterion',
      label: 'c',
      numeric: true,
      help: 'the judge’s criterion: positive when it is slow to say AI',
    },
  ];
}

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
  const rows: Cell[][] = test.models.map((m) => modelCells(m, d(m.model), name));
  const humanRow: Cell[][] = hasHuman
    ? [
        [
          { text: name(GROUND_TRUTH), href: `models/${GROUND_TRUTH}/` },
          { text: pct(human.rate), sort: human.rate },
          { text: formatInterval(human.lo, human.hi, pct) },
          { text: String(human.passed), sort: human.passed },
          { text: String(human.n), sort: human.n, title: `${human.unparsed} unparsed left out` },
          { text: formatP(human.p), sort: human.p },
          ...Array.from({ length: 6 }, (): Cell => ({ text: MISSING, tone: 'muted', sort: null })),
        ],
      ]
    : [];
  const raw = [
    ...test.models.map((m) => {
      const s = d(m.model);
      const v = m.vsHuman;
      return {
        model: m.model,
        setting,
        N,
        passed: m.passed,
        n: m.n,
        unparsed: m.unparsed,
        rate: m.rate,
        lo: m.lo,
        hi: m.hi,
        pVsChance: m.p,
        humanRate: human.rate,
        difference: v.difference,
        differenceLo: v.lo,
        differenceHi: v.hi,
        pVsHuman: v.p,
        margin: v.equivalence.margin,
        tostP: v.equivalence.p,
        tostLo90: v.equivalence.lo90,
        tostHi90: v.equivalence.hi90,
        equivalent: v.equivalence.equivalent,
        dPrime: s?.dPrime ?? null,
        dPrimeLo: s?.dPrimeLo ?? null,
        dPrimeHi: s?.dPrimeHi ?? null,
        criterion: s?.criterion ?? null,
        reason: v.reason ?? s?.reason ?? null,
      };
    }),
    ...(hasHuman
      ? [
          {
            model: GROUND_TRUTH,
            setting,
            N,
            passed: human.passed,
            n: human.n,
            unparsed: human.unparsed,
            rate: human.rate,
            lo: human.lo,
            hi: human.hi,
            pVsChance: human.p,
          },
        ]
      : []),
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
    table: table(turingColumns(N, margin), [...rows, ...humanRow], raw),
    notes,
  });
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
  const rows: Cell[][] = [];
  const raw: FigureModel['table']['raw'] = [];
  for (const m of all.models) {
    const h = m.byJudge;
    rows.push([
      { text: name(m.model), href: `models/${m.model}/` },
      { text: 'all judges' },
      { text: pct(m.rate), sort: m.rate },
      { text: formatInterval(m.lo, m.hi, pct) },
      { text: String(m.n), sort: m.n },
      {
        text: h.chiSquare === null ? (h.reason ?? MISSING) : `${fixed(h.chiSquare, 2)} (${h.df})`,
        sort: h.chiSquare,
      },
      {
        text: h.p === null ? MISSING : `${formatP(h.p)}${h.rough ? ' (rough)' : ''}`,
        sort: h.p,
        ...(h.rough
          ? { title: `${h.smallExpected} cells expect fewer than 5: the chi-square p is only rough` }
          : {}),
      },
    ]);
    raw.push({
      model: m.model,
      judge: null,
      setting,
      N: t.N,
      passed: m.passed,
      n: m.n,
      rate: m.rate,
      lo: m.lo,
      hi: m.hi,
      chiSquare: h.chiSquare,
      df: h.df,
      p: h.p,
      rough: h.rough,
      reason: h.reason,
    });
    for (const g of h.groups) {
      rows.push([
        { text: name(m.model) },
        { text: judgeName(g.group) },
        { text: pct(g.rate), sort: g.rate },
        { text: formatInterval(g.lo, g.hi, pct) },
        { text: String(g.n), sort: g.n },
        { text: '' },
        { text: '' },
      ]);
      raw.push({
        model: m.model,
        judge: g.group,
        setting,
        N: t.N,
        passed: g.passed,
        n: g.n,
        rate: g.rate,
        lo: g.lo,
        hi: g.hi,
        chiSquare: null,
        df: null,
        p: null,
        rough: null,
        reason: null,
      });
    }
  }
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
    table: table(
      [
        { key: 'model', label: 'Model' },
        { key: 'judge', label: 'Judge' },
        { key: 'rate', label: `pass@${t.N} %`, numeric: true },
        { key: 'ci', label: '95% CI' },
        { key: 'n', label: 'n', numeric: true },
        { key: 'chiSquare', label: 'X² (df)', numeric: true, help: 'Pearson chi-square across judges' },
        { key: 'p', label: 'p', numeric: true, help: 'p of the chi-square test that the judges agree' },
      ],
      rows,
      raw,
    ),
    notes: all.judges.map((j) =>
      j.detection.dPrime === null
        ? `${j.judge === '(all)' ? 'All judges' : judgeName(j.judge)}: no d′ (${j.detection.reason}).`
        : `${j.judge === '(all)' ? 'All judges pooled' : judgeName(j.judge)}: d′ ${fixed(j.detection.dPrime, 2)} (95% CI ${formatInterval(j.detection.dPrimeLo, j.detection.dPrimeHi, (x) => fixed(x, 2))}), c ${fixed(j.detection.criterion, 2)}, over every model's conversations against the human ones.`,
    ),
  });
}
