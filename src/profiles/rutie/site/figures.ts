// The ruTiE figures: accuracy per category, imitation class and context, along the dialog, and the human
// pools' consensus beside the published counts.
import { RUTIE_CATEGORIES, RUTIE_IMITATION_CLASSES } from '../../../records/rutie.ts';
import { groupedBarsChart } from '../../../render/charts/groupedBarsChart.ts';
import { passCurveChart } from '../../../render/charts/passCurveChart.ts';
import type { FigureModel } from '../../../site/viewModel.ts';
import { accuracyByLabel, type LabelAccuracy } from '../../../stats/accuracyByLabel.ts';
import { rollingAccuracy } from '../../../stats/rollingAccuracy.ts';
import { readProse } from '../../prose.ts';
import { figure } from '../../tables.ts';
import { asPct, tableFromSpecs, tableWithDownloads, type ColumnSpec } from '../../../render/columnSpec.ts';
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
        // One row per label, one column per model (its accuracy; the interval and counts in the title); downloaded
        // a row per label and model.
        table: tableWithDownloads(
          [
            { id: 'label', label: spec.what, value: (l: string) => l },
            {
              id: 'n',
              label: 'questions',
              value: (l: string) => groups[0]!.rows.find((x) => x.label === l)!.n,
            },
            ...groups.map(({ c, rows }, i): ColumnSpec<string> => {
              const at = (l: string) => rows.find((x) => x.label === l)!;
              return {
                id: `c${i}`,
                label: `${c.display} %`,
                ...(i === 0
                  ? {
                      description:
                        "accuracy per model; each cell's title gives its 95% Wilson interval and counts (all in the download)",
                    }
                  : {}),
                value: (l) => at(l).rate,
                format: asPct(1),
                title: (l) => `${at(l).correct} of ${at(l).n}; 95% CI ${ciText(at(l))}`,
              };
            }),
          ],
          labels,
          {
            specs: BREAKDOWN_DOWNLOAD,
            rows: labels.flatMap((l) =>
              groups.map(({ c, rows }) => ({ c, g: rows.find((x) => x.label === l)! })),
            ),
          },
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
    // Shown at every window-th point; the download holds the whole rolling curve.
    table: tableWithDownloads(
      POSITION_COLUMNS,
      curves.flatMap(({ c, points }) => blocks(points).map((p) => ({ c, p }))),
      {
        specs: POSITION_COLUMNS.filter((s) => s.id !== 'ci'),
        rows: curves.flatMap(({ c, points }) => points.map((p) => ({ c, p }))),
        extra: () => ({ window }),
        fieldOrder: ['model', 'window'],
      },
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
  const rows: ConsensusRow[] = pools.flatMap((p) => {
    const published = RUTIE_PUBLISHED.consensus[p.design];
    return p.consensus.distribution.map((l) => ({
      p,
      l,
      pub: comparable(p) ? published.find((x) => x.votes === l.votes && x.raters === l.raters) : undefined,
    }));
  });
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
    table: tableFromSpecs(CONSENSUS_COLUMNS, rows),
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

/** One consensus level of one pool, with the published count of the same level where it applies. */
interface ConsensusRow {
  p: Pool;
  l: Pool['consensus']['distribution'][number];
  pub: { units: number } | undefined;
}

const CONSENSUS_COLUMNS: ColumnSpec<ConsensusRow>[] = [
  { id: 'pool', label: 'Pool', value: (r) => r.p.file },
  {
    id: 'design',
    label: 'design',
    value: (r) => r.p.design,
    format: (_v, r) => DESIGN_LABEL[r.p.design],
    sort: (r) => DESIGN_LABEL[r.p.design],
  },
  {
    id: 'level',
    label: 'majority',
    value: (r) => `${r.l.votes} of ${r.l.raters}`,
    fields: (r) => ({ votes: r.l.votes, raters: r.l.raters }),
  },
  { id: 'questions', label: 'questions', value: (r) => r.l.units },
  {
    id: 'published',
    label: 'published',
    description: RUTIE_PUBLISHED.consensusSource,
    numeric: true,
    value: (r) => r.pub?.units ?? null,
    sort: (r) => r.pub?.units ?? -1,
  },
  {
    id: 'difference',
    label: 'difference',
    numeric: true,
    field: null,
    value: (r) => (r.pub ? r.l.units - r.pub.units : null),
    sort: (r) => (r.pub ? r.l.units - r.pub.units : 0),
    tone: (r) => (r.pub ? (r.l.units === r.pub.units ? 'ok' : 'off') : undefined),
  },
];

/** One model's accuracy on one label, as downloaded. */
const BREAKDOWN_DOWNLOAD: ColumnSpec<{ c: Contender; g: LabelAccuracy }>[] = [
  { id: 'label', label: 'label', value: (r) => r.g.label },
  { id: 'model', label: 'Model', value: (r) => r.c.model ?? r.c.id },
  {
    id: 'accuracy',
    label: 'accuracy %',
    value: (r) => r.g.rate,
    interval: (r) => r.g,
    intervalFields: ['lo', 'hi'],
  },
  { id: 'correct', label: 'correct', value: (r) => r.g.correct },
  { id: 'n', label: 'questions', value: (r) => r.g.n },
];

/** One window of a model's rolling accuracy. */
type WindowRow = { c: Contender; p: ReturnType<typeof rollingAccuracy>[number] };

/**
 * The position table's columns; its download is the same but for the shown interval (its ends are fields), the
 * model as its id and the window's width.
 */
const POSITION_COLUMNS: ColumnSpec<WindowRow>[] = [
  {
    id: 'model',
    label: 'Model',
    value: (r) => r.c.model ?? r.c.id,
    format: (_v, r) => r.c.display,
    sort: (r) => r.c.display,
    href: (r) => (r.c.model ? `models/${r.c.model}/` : undefined),
  },
  { id: 'from', label: 'from question', value: (r) => r.p.from },
  { id: 'to', label: 'to question', value: (r) => r.p.to },
  {
    id: 'accuracy',
    label: 'accuracy %',
    value: (r) => r.p.rate,
    format: asPct(1),
    fields: (r) => ({ accuracy: r.p.rate, lo: r.p.lo, hi: r.p.hi }),
  },
  { id: 'ci', label: '95% CI', value: (r) => ciText(r.p) },
  { id: 'correct', label: 'correct', value: (r) => r.p.correct },
  { id: 'n', label: 'questions', value: (r) => r.p.n },
];
