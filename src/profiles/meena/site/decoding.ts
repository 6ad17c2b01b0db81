// Scores against the decoding (the paper's section 5.1 and figures 6-8): labels that give decoding fields are
// scored per (model, version, mode, decoding); sensibleness, specificity and SSA are drawn against the
// sample-and-rank N (log scale), one line per temperature and top-k, and against the temperature, one line per N
// and top-k, wherever a line has two or more points.
import type { Dataset } from '../../../records/dataset.ts';
import type { SsaDecoding, SsaMode } from '../../../records/ssa.ts';
import { scoreCurveChart } from '../../../render/charts/scoreCurveChart.ts';
import { asPct, tableFromSpecs, type ColumnSpec } from '../../../render/columnSpec.ts';
import type { FigureModel } from '../../../site/viewModel.ts';
import { groupBy } from '../../../stats/groupBy.ts';
import { ssaScores, type SsaScores } from '../../../stats/ssaScores.ts';
import { ssaTurnLabels } from '../../../stats/ssaTurnLabels.ts';
import { bySetting, byText } from '../../../views/viewContext.ts';
import { figure } from '../../tables.ts';
import { decodingText } from '../ssaLabels.ts';
import type { SsaDecodingModel } from './model.ts';
import { systemName } from './responses.ts';
import { modeColumn, systemColumn, Y_LABEL, type SsaSectionOptions } from './shared.ts';

interface DecodedSystem {
  model: string;
  version: string;
  mode: SsaMode;
  /** Display name without the decoding. */
  base: string;
  decoding: SsaDecoding;
  scores: SsaScores;
}

type Score = 'ssa' | 'sensibleness' | 'specificity';
const SCORES: readonly { y: Score; number: string }[] = [
  { y: 'ssa', number: 'Figure 6' },
  { y: 'sensibleness', number: 'Figure 7' },
  { y: 'specificity', number: 'Figure 8' },
];

/** The setting drawn on x, and what else must match for two points to share a line. */
const AXES = {
  samples: {
    x: (d: SsaDecoding) => d.samples,
    xLabel: 'samples N (sample-and-rank, log scale)',
    short: 'N',
    line: (d: SsaDecoding) => decodingText({ ...d, samples: undefined }),
    logX: true,
  },
  temperature: {
    x: (d: SsaDecoding) => d.temperature,
    xLabel: 'temperature T',
    short: 'T',
    line: (d: SsaDecoding) => decodingText({ ...d, temperature: undefined }),
    logX: false,
  },
} as const;

function decodedSystems(data: Dataset, options: SsaSectionOptions): DecodedSystem[] {
  const turns = ssaTurnLabels(data.ssaLabels.filter((l) => l.decoding !== undefined));
  return groupBy(turns, (t) => [t.model, t.version, t.mode, decodingText(t.decoding)].join('\u0000'))
    .map(([, ts]) => {
      const t = ts[0]!;
      return {
        model: t.model,
        version: t.version,
        mode: t.mode,
        base: systemName({ model: t.model, version: t.version }, data, options),
        decoding: t.decoding!,
        scores: ssaScores(ts),
      };
    })
    .sort(
      (a, b) =>
        byText(a.mode, b.mode) ||
        byText(a.base, b.base) ||
        (a.decoding.samples ?? 0) - (b.decoding.samples ?? 0) ||
        (a.decoding.temperature ?? 0) - (b.decoding.temperature ?? 0) ||
        (a.decoding.topK ?? 0) - (b.decoding.topK ?? 0),
    );
}

/** A system's decoding settings as downloaded (null: not given). */
const decodingFields = (s: DecodedSystem) => ({
  model: s.model,
  version: s.version,
  mode: s.mode,
  samples: s.decoding.samples ?? null,
  temperature: s.decoding.temperature ?? null,
  topK: s.decoding.topK ?? null,
});

/** A decoding setting: empty where not given, and sorted first. */
const setting = (
  id: keyof SsaDecoding & ('samples' | 'temperature' | 'topK'),
  label: string,
  description: string,
): ColumnSpec<DecodedSystem> => ({
  id,
  label,
  description,
  numeric: true,
  value: (s) => s.decoding[id] ?? null,
  format: (v) => (v === null || v === undefined ? '' : String(v)),
  sort: (s) => s.decoding[id] ?? -1,
});

const DECODING_COLUMNS: ColumnSpec<DecodedSystem>[] = [
  { ...systemColumn((s: DecodedSystem) => ({ ...s, display: s.base })) },
  modeColumn((s: DecodedSystem) => s),
  setting('samples', 'N', 'sample-and-rank: responses sampled, the likeliest kept'),
  setting('temperature', 'T', 'sampling temperature'),
  setting('topK', 'top-k', 'empty: sampling from the whole vocabulary'),
  { id: 'responses', label: 'Responses', numeric: true, value: (s) => s.scores.n },
  ...(['sensibleness', 'specificity', 'ssa'] as const).map((k): ColumnSpec<DecodedSystem> => ({
    id: k,
    label: { sensibleness: 'Sensible %', specificity: 'Specific %', ssa: 'SSA %' }[k],
    numeric: true,
    value: (s) => s.scores[k],
    format: asPct(1),
  })),
];

/** A point of a figure's line: one system under one decoding. */
interface Point {
  display: string;
  s: DecodedSystem;
  x: number;
}

/** One figure: a score against one setting, a line per system, mode and other settings with two or more points. */
function decodingFigure(
  systems: readonly DecodedSystem[],
  axis: keyof typeof AXES,
  spec: (typeof SCORES)[number],
) {
  const a = AXES[axis];
  const lines = groupBy(
    systems.filter((s) => a.x(s.decoding) !== undefined),
    (s) => `${s.base} (${s.mode}${a.line(s.decoding) ? `, ${a.line(s.decoding)}` : ''})`,
  )
    .filter(([, ss]) => new Set(ss.map((s) => a.x(s.decoding))).size >= 2)
    .sort(([x], [y]) => bySetting(x, y) || byText(x, y));
  if (lines.length === 0) return undefined;
  const id = `decoding-${spec.y}-${axis}`;
  const yLabel = Y_LABEL[spec.y];
  const points = lines.flatMap(([display, ss]) =>
    [...ss]
      .sort((p, q) => a.x(p.decoding)! - a.x(q.decoding)!)
      .map((s) => ({ display, s, x: a.x(s.decoding)! })),
  );
  const title = `${yLabel[0]!.toUpperCase()}${yLabel.slice(1)} against ${axis === 'samples' ? 'the number of sampled responses' : 'the temperature'}`;
  return figure({
    id,
    // The paper draws its figures 6-8 against N; against the temperature is Parley's addition.
    number: axis === 'samples' ? spec.number : '',
    title,
    method: `Each point is one system under one decoding: the majority label of each response, then the share of responses labelled so (${yLabel}). Lines join the decodings that differ only in ${axis === 'samples' ? 'N' : 'T'}.`,
    svg: scoreCurveChart(
      lines.map(([display, ss]) => ({
        display,
        points: ss.map((s) => ({ x: a.x(s.decoding)!, y: s.scores[spec.y] })),
      })),
      { title, xLabel: a.xLabel, yLabel, logX: a.logX },
    ),
    table: tableFromSpecs<Point>(
      [
        { id: 'line', label: 'Line', field: null, value: (p) => p.display },
        { id: 'x', label: a.short, numeric: true, field: null, value: (p) => p.x },
        { id: 'responses', label: 'Responses', numeric: true, value: (p) => p.s.scores.n },
        {
          id: 'y',
          label: `${yLabel} %`,
          numeric: true,
          field: spec.y,
          value: (p) => p.s.scores[spec.y],
          format: asPct(1),
        },
      ],
      points,
      {
        extra: (p) => decodingFields(p.s),
        fieldOrder: ['model', 'version', 'mode', 'samples', 'temperature', 'topK'],
      },
    ),
    notes:
      axis === 'samples'
        ? [
            'The paper (section 5.1) swept N over 1, 20 and 400 in static mode: N = 20 raised SSA by about 10 points over N = 1; N = 400 lowered sensibleness (its figure 7) and added little specificity (its figure 8).',
          ]
        : [],
  });
}

/** The decoding table and figures; undefined when no label gives a decoding. */
export function decodingSection(
  data: Dataset,
  options: SsaSectionOptions,
): { model: SsaDecodingModel; figures: FigureModel[] } | undefined {
  const systems = decodedSystems(data, options);
  if (systems.length === 0) return undefined;
  const figures = (['samples', 'temperature'] as const).flatMap((axis) =>
    SCORES.flatMap((spec) => decodingFigure(systems, axis, spec) ?? []),
  );
  const t = tableFromSpecs(DECODING_COLUMNS, systems, { caption: 'SSA per decoding' });
  const notes = [
    'Labels that give a decoding are scored per decoding here and are not pooled into the table of systems above.',
    ...(figures.length === 0
      ? ['No figure is drawn: no system has two decodings that differ only in N or only in T.']
      : []),
  ];
  return { model: { table: t, figureIds: figures.map((f) => f.id), notes }, figures };
}
