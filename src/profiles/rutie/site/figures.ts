// The ruTiE figures: accuracy per category, imitation class and context, along the dialog, and the human
// pools' consensus beside the published counts.
import { RUTIE_CATEGORIES, RUTIE_IMITATION_CLASSES } from '../../../records/rutie.ts';
import { groupedBarsChart } from '../../../render/charts/groupedBarsChart.ts';
import { passCurveChart } from '../../../render/charts/passCurveChart.ts';
import type { Cell, Column, FigureModel, TableModel } from '../../../site/viewModel.ts';
import { accuracyByLabel, type LabelAccuracy } from '../../../stats/accuracyByLabel.ts';
import { rollingAccuracy } from '../../../stats/rollingAccuracy.ts';
import { MISSING, pct } from '../../../render/format.ts';
import { readProse } from '../../prose.ts';
import { figure, table } from '../../tables.ts';
import { RUTIE_PUBLISHED } from './published.ts';
import {
  ciText,
  comparablePool,
  DESIGN_LABEL,
  type Contender,
  type Outcomes,
  type Pool,
  type Question,
} from './shared.ts';

const prose = readProse(new URL('../content/method.md', import.meta.url));

/**
 * The rolling window of the position curve: a tenth of the dialog (43 answers for the 430-question dialogs, whose
 * 95% Wilson interval at 50% is about ±14 points wide), at least 10 answers (fewer make a curve of noise), at
 * most the whole dialog.
 */
export function positionWindow(answered: number): number {
  return Math.max(1, Math.min(answered, Math.max(10, Math.round(answered / 10))));
}

/** Accuracy per category, per imitation class and per context flag: one figure each, when the questions carry the label. */
export function breakdownFigures(
  contenders: readonly Contender[],
  scored: readonly Question[],
  outcomes: Outcomes,
): FigureModel[] {
  const CONTEXT_YES = 'needs the dialog (use_context true)';
  const CONTEXT_NO = 'stands alone (use_context false)';
  const specs: {
    id: string;
    title: string;
    labels: (q: Question) => string[];
    order: readonly string[];
    what: string;
  }[] = [
    {
      id: 'categories',
      title: 'Accuracy per category (meta.category)',
      labels: (q) => q.categories,
      order: RUTIE_CATEGORIES,
      what: 'category',
    },
    {
      id: 'imitation-classes',
      title: 'Accuracy per imitation class (meta.turing_imitation)',
      labels: (q) => q.imitation,
      order: RUTIE_IMITATION_CLASSES,
      what: 'imitation class',
    },
    {
      id: 'context',
      title: 'Accuracy on questions that need the dialog and on those that stand alone',
      labels: (q) => (q.useContext === null ? [] : [q.useContext ? CONTEXT_YES : CONTEXT_NO]),
      order: [CONTEXT_YES, CONTEXT_NO],
      what: 'context flag',
    },
  ];
  const out: FigureModel[] = [];
  for (const spec of specs) {
    const unlabelled = scored.filter((q) => spec.labels(q).length === 0).length;
    if (unlabelled === scored.length) continue;
    const groups = contenders.map((c) => {
      const oc = outcomes(c, scored);
      return {
        c,
        rows: accuracyByLabel(
          scored.map((q, i) => ({ labels: spec.labels(q), correct: oc[i]! })),
          spec.order,
        ),
      };
    });
    const labels = groups[0]?.rows.map((g) => g.label) ?? [];
    const label = (g: LabelAccuracy) => `${g.label} (${g.n})`;
    out.push(
      figure({
        id: spec.id,
        number: '',
        title: spec.title,
        method: prose.text('breakdown-method', { what: spec.what }),
        svg: groupedBarsChart(
          groups.flatMap(({ c, rows }) =>
            rows.map((g) => ({ label: label(g), group: c.display, value: g.rate, lo: g.lo, hi: g.hi })),
          ),
          {
            title: spec.title,
            percent: true,
            labels: groups[0]?.rows.map(label) ?? [],
            groups: contenders.map((c) => c.display),
          },
        ),
        table: table(
          // One row per label, one column per model (its accuracy; the interval and counts in the title).
          [
            { key: 'label', label: spec.what },
            { key: 'n', label: 'questions', numeric: true },
            ...groups.map(({ c }, i): Column => ({
              key: `c${i}`,
              label: `${c.display} %`,
              numeric: true,
              ...(i === 0
                ? {
                    help: "accuracy per model; each cell's title gives its 95% Wilson interval and counts (all in the download)",
                  }
                : {}),
            })),
          ],
          labels.map((l) => [
            { text: l },
            {
              text: String(groups[0]!.rows.find((x) => x.label === l)!.n),
              sort: groups[0]!.rows.find((x) => x.label === l)!.n,
            },
            ...groups.map(({ rows }) => {
              const g = rows.find((x) => x.label === l)!;
              return {
                text: pct(g.rate),
                sort: g.rate,
                title: `${g.correct} of ${g.n}; 95% CI ${ciText(g)}`,
              };
            }),
          ]),
          labels.flatMap((l) =>
            groups.map(({ c, rows }) => {
              const g = rows.find((x) => x.label === l)!;
              return {
                label: l,
                model: c.model ?? c.id,
                accuracy: g.rate,
                lo: g.lo,
                hi: g.hi,
                correct: g.correct,
                n: g.n,
              };
            }),
          ),
        ),
        notes:
          unlabelled > 0
            ? [`${unlabelled} scored questions carry no ${spec.what} and count in no group.`]
            : [],
      }),
    );
  }
  return out;
}

/** Rolling accuracy along the dialog: does a model lose the thread? */
export function positionFigure(
  contenders: readonly Contender[],
  scored: readonly Question[],
  outcomes: Outcomes,
): FigureModel {
  const window = positionWindow(scored.length);
  const curves = contenders.map((c) => {
    const oc = outcomes(c, scored);
    return {
      c,
      points: rollingAccuracy(
        scored.map((q, i) => ({ position: q.questionId + 1, correct: oc[i]! })),
        window,
      ),
    };
  });
  // The table lists non-overlapping windows (every window-th point), so its rows are independent.
  const blocks = (points: ReturnType<typeof rollingAccuracy>) => points.filter((_, i) => i % window === 0);
  return figure({
    id: 'position',
    number: '',
    title: `Accuracy along the dialog (rolling window of ${window} questions)`,
    method: prose.text('position-method', { window }),
    svg: passCurveChart(
      curves.map(({ c, points }) => ({
        model: c.id,
        display: c.display,
        points: points.map((p) => ({ N: p.position, rate: p.rate, lo: p.lo, hi: p.hi })),
      })),
      {
        title: `Rolling accuracy over ${window} questions`,
        xLabel: 'question number (end of window)',
        yLabel: 'accuracy',
        bands: false,
      },
    ),
    table: table(
      [
        { key: 'model', label: 'Model' },
        { key: 'from', label: 'from question', numeric: true },
        { key: 'to', label: 'to question', numeric: true },
        { key: 'accuracy', label: 'accuracy %', numeric: true },
        { key: 'ci', label: '95% CI' },
        { key: 'correct', label: 'correct', numeric: true },
        { key: 'n', label: 'questions', numeric: true },
      ],
      curves.flatMap(({ c, points }) =>
        blocks(points).map((p) => [
          { text: c.display, ...(c.model ? { href: `models/${c.model}/` } : {}) },
          { text: String(p.from), sort: p.from },
          { text: String(p.to), sort: p.to },
          { text: pct(p.rate), sort: p.rate },
          { text: ciText(p) },
          { text: String(p.correct), sort: p.correct },
          { text: String(p.n), sort: p.n },
        ]),
      ),
      // The download holds the whole rolling curve.
      curves.flatMap(({ c, points }) =>
        points.map((p) => ({
          model: c.model ?? c.id,
          window,
          from: p.from,
          to: p.to,
          accuracy: p.rate,
          lo: p.lo,
          hi: p.hi,
          correct: p.correct,
          n: p.n,
        })),
      ),
    ),
    notes: [`Window: ${window} answers (a tenth of the ${scored.length} scored questions, at least 10).`],
  });
}

/** How many annotators gave each question's majority answer, per pool, beside the published counts. */
export function consensusFigure(pools: readonly Pool[]): FigureModel {
  const levelLabel = (votes: number, raters: number) => `${votes} of ${raters}`;
  const groups = pools.map((p) => `${DESIGN_LABEL[p.design]} (${p.file})`);
  const labels = [
    ...new Set(
      pools
        .flatMap((p) => p.consensus.distribution)
        .sort((a, b) => b.raters - a.raters || b.votes - a.votes)
        .map((l) => levelLabel(l.votes, l.raters)),
    ),
  ];
  // Published counts apply to MERA's 430-question test dialog with 5 annotators a pool.
  const comparable = (p: Pool) => comparablePool({ questions: p.dialog.length, annotators: p.rows.length });
  const rows: Cell[][] = [];
  const raw: TableModel['raw'] = [];
  for (const p of pools) {
    const published = RUTIE_PUBLISHED.consensus[p.design];
    for (const l of p.consensus.distribution) {
      const pub = comparable(p)
        ? published.find((x) => x.votes === l.votes && x.raters === l.raters)
        : undefined;
      rows.push([
        { text: p.file },
        { text: DESIGN_LABEL[p.design] },
        { text: levelLabel(l.votes, l.raters) },
        { text: String(l.units), sort: l.units },
        { text: pub ? String(pub.units) : MISSING, sort: pub?.units ?? -1 },
        pub
          ? {
              text: String(l.units - pub.units),
              sort: l.units - pub.units,
              tone: l.units === pub.units ? 'ok' : 'off',
            }
          : { text: MISSING, sort: 0 },
      ]);
      raw.push({
        pool: p.file,
        design: p.design,
        votes: l.votes,
        raters: l.raters,
        questions: l.units,
        published: pub?.units ?? null,
      });
    }
  }
  return figure({
    id: 'consensus',
    number: '',
    title: 'Human consensus: how many annotators gave the majority answer',
    method: prose.text('consensus-method'),
    svg: groupedBarsChart(
      pools.flatMap((p, i) =>
        p.consensus.distribution.map((l) => ({
          label: levelLabel(l.votes, l.raters),
          group: groups[i]!,
          value: l.units,
        })),
      ),
      { title: 'Questions per consensus level', labels, groups },
    ),
    table: table(
      [
        { key: 'pool', label: 'Pool' },
        { key: 'design', label: 'design' },
        { key: 'level', label: 'majority' },
        { key: 'questions', label: 'questions', numeric: true },
        { key: 'published', label: 'published', numeric: true, help: RUTIE_PUBLISHED.consensusSource },
        { key: 'difference', label: 'difference', numeric: true },
      ],
      rows,
      raw,
    ),
    notes: pools.some((p) => !comparable(p))
      ? prose.paragraphs('published-consensus', {
          withHistory: RUTIE_PUBLISHED.consensus['with-history'].map((l) => l.units).join('/'),
          withoutHistory: RUTIE_PUBLISHED.consensus['without-history'].map((l) => l.units).join('/'),
          questions: RUTIE_PUBLISHED.dialogLength,
          annotators: RUTIE_PUBLISHED.annotators,
        })
      : [],
  });
}
