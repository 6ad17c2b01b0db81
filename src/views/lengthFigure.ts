// The length figure of a view: the distribution of the tokens per generated chat of each model, with the share of
// chats over the generation prompt's word limit where the benchmark's prompt set one, and how length goes with the
// pass rate.
import { lengthDistribution, lengthDistributionRow } from '../render/charts/lengthDistribution.ts';
import { asFixed, tableFromSpecs, type ColumnSpec, type TableValue } from '../render/columnSpec.ts';
import { fixed, pct } from '../render/format.ts';
import type { FigureModel } from '../site/viewModel.ts';
import { GROUND_TRUTH } from '../records/ids.ts';
import type { LengthStats } from '../stats/lengthStats.ts';
import type { PassCurve } from '../stats/passCurve.ts';
import { figure, type ViewContext } from './viewContext.ts';

/**
 * Chat lengths per model (the benchmark's models' generated chats), and the ground truth's (the real dialogues'
 * chats after the same seed chats) as a row of its own, for reference; nothing when no chat was tokenized.
 * `wordLimit`: the words per chat the generation prompt asked to stay under (BotChat: 60), when it set one; the
 * table then gives the share of chats over it.
 */
export function lengthFigure(
  ctx: ViewContext,
  curves: readonly PassCurve[],
  options: { number?: string; wordLimit?: number } = {},
): FigureModel | undefined {
  const { name } = ctx;
  const lengths = ctx.lengths.filter((l) => l.chats > 0);
  if (lengths.length === 0) return undefined;
  const sorted = lengths.slice().sort((a, b) => (a.mean ?? 0) - (b.mean ?? 0));
  // The ground truth is a reference: its length is shown, never correlated with pass rates as a model's is.
  const lastRate = new Map(curves.map((c) => [c.model, c.points.at(-1)?.rate ?? null]));
  const pass = new Map([...lastRate].filter(([m]) => m !== GROUND_TRUTH));
  const truth = sorted.some((l) => l.model === GROUND_TRUTH);
  const limit = options.wordLimit;
  const columns: ColumnSpec<LengthStats>[] = [
    {
      id: 'model',
      label: 'Model',
      value: (l) => l.model,
      format: (_v, l) => name(l.model),
      sort: (l) => name(l.model),
    },
    { id: 'mean', label: 'mean', numeric: true, value: (l) => l.mean, format: asFixed(1) },
    { id: 'median', label: 'median', numeric: true, value: (l) => l.median, format: asFixed(0) },
    { id: 'q1', label: 'Q1', numeric: true, value: (l) => l.q1, format: asFixed(0) },
    { id: 'q3', label: 'Q3', numeric: true, value: (l) => l.q3, format: asFixed(0) },
    { id: 'max', label: 'max', numeric: true, value: (l) => l.max },
    ...(limit !== undefined
      ? [
          {
            id: 'over60',
            label: `> ${limit} words %`,
            numeric: true,
            field: 'over60Words',
            value: (l: LengthStats) => l.over60Words,
            format: (_v: TableValue | undefined, l: LengthStats) => pct(l.over60Words / l.chats),
            sort: (l: LengthStats) => l.over60Words / l.chats,
          },
        ]
      : []),
    { id: 'chats', label: 'chats', numeric: true, value: (l) => l.chats },
  ];
  return figure({
    id: 'lengths',
    number: options.number ?? '',
    title: `Length of generated chats (cl100k tokens), per model${truth ? ', with the ground truth' : ''}`,
    method: `Every generated chat (after the seed chats) tokenized with cl100k_base (gpt-tokenizer, identical ids to js-tiktoken); boxes show quartiles on a log scale.${truth ? ` The ${name(GROUND_TRUTH)} row measures the real dialogues' chats after the same seed chats: how long people's chats run, for reference.` : ''}${limit !== undefined ? ` "Over ${limit} words" counts chats longer than the generation prompt asked for.` : ''}`,
    svg: lengthDistribution(
      sorted.map((l) => lengthDistributionRow({ model: l.model, display: name(l.model) }, l)),
      { title: 'Tokens per generated chat', xLabel: 'tokens (log scale)', scale: 'log' },
    ),
    table: tableFromSpecs(columns, sorted, {
      // The downloads hold the whole statistic, in its own order, and the pass rate the note correlates.
      extra: (l) => ({
        min: l.min,
        reason: l.reason,
        over60Words: l.over60Words,
        pass16: lastRate.get(l.model) ?? null,
      }),
      fieldOrder: [
        'model',
        'chats',
        'mean',
        'median',
        'q1',
        'q3',
        'min',
        'max',
        'reason',
        'over60Words',
        'pass16',
      ],
    }),
    notes:
      pass.size > 2
        ? [
            correlationNote(
              sorted.filter((l) => l.model !== GROUND_TRUTH),
              pass,
              curves[0]?.points.at(-1)?.N,
            ),
          ]
        : [],
  });
}

/** Pearson's r between the models' mean chat length and their pass rate at the curve's last N. */
export function correlationNote(
  lengths: { model: string; mean: number | null }[],
  pass16: Map<string, number | null>,
  N?: number,
): string {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const l of lengths) {
    const y = pass16.get(l.model);
    if (y !== undefined && y !== null && Number.isFinite(y) && l.mean !== null) {
      xs.push(l.mean);
      ys.push(y);
    }
  }
  if (xs.length < 3) return '';
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, i) => {
    sxy += (x - mx) * (ys[i]! - my);
    sxx += (x - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  });
  const r = sxy / Math.sqrt(sxx * syy);
  return `Pearson correlation between a model's mean chat length and its ${N !== undefined ? `pass@${N}` : 'pass rate'}, over ${xs.length} models: r = ${fixed(r, 2)}.`;
}
