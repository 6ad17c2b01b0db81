// The paper's regression figures (1-5, 9, 10) redrawn on the systems of these data: a score against perplexity or
// human-likeness, the least-squares line with its 95% confidence band, and R² beside the published one.
import type { SsaMode } from '../../../records/ssa.ts';
import { regressionChart } from '../../../render/charts/regressionChart.ts';
import type { Cell, FigureModel, TableModel } from '../../../site/viewModel.ts';
import { confidenceBand } from '../../../stats/confidenceBand.ts';
import { leastSquaresFit } from '../../../stats/leastSquaresFit.ts';
import { fixed, MISSING, pct, roundTo, signed } from '../../../render/format.ts';
import { table } from '../../tables.ts';
import { asPct, tableFromSpecs } from '../../../render/columnSpec.ts';
import {
  MEENA_PUBLISHED_R2,
  MEENA_PUBLISHED_SSA,
  publishedShare,
  type PublishedRSquared,
} from './meenaPaper.ts';
import { prose, scoreOf, systemColumn, X_LABEL, Y_LABEL, type SystemScores } from './shared.ts';

type Point = { s: SystemScores; x: number; y: number };
type Fit = ReturnType<typeof leastSquaresFit>;

/**
 * The mode a figure is drawn in and its points: the paper's mode, except that its human-likeness figures (static)
 * use the one mode the data give human-likeness in.
 */
function relationPoints(
  systems: readonly SystemScores[],
  spec: PublishedRSquared,
  hlModes: ReadonlySet<SsaMode>,
): { mode: SsaMode; relation: string; points: Point[] } {
  const mode: SsaMode =
    spec.x === 'humanLikeness' && !hlModes.has(spec.mode) && hlModes.size === 1
      ? [...hlModes][0]!
      : spec.mode;
  const points = systems
    .filter((s) => s.mode === mode)
    .map((s) => ({
      s,
      x: spec.x === 'perplexity' ? s.perplexity : (s.humanLikeness ?? null),
      y: scoreOf(s, spec.y),
    }))
    .filter((p): p is Point => p.x !== null);
  return { mode, relation: `${mode} ${Y_LABEL[spec.y]} against ${X_LABEL[spec.x]}`, points };
}

/** The points with the fitted value and residual of each; the download adds the line. */
function pointsTable(spec: PublishedRSquared, mode: SsaMode, points: readonly Point[], fit: Fit): TableModel {
  const percentX = spec.x === 'humanLikeness';
  const fx = (x: number) => (percentX ? pct(x) : fixed(x, 2));
  const fitted = (p: Point) => fit.intercept + fit.slope * p.x;
  return tableFromSpecs<Point>(
    [
      systemColumn((p: Point) => p.s),
      {
        id: 'x',
        label: percentX ? `${X_LABEL[spec.x]} %` : X_LABEL[spec.x],
        numeric: true,
        value: (p) => p.x,
        format: (_v, p) => fx(p.x),
      },
      { id: 'y', label: `${Y_LABEL[spec.y]} %`, numeric: true, value: (p) => p.y, format: asPct(1) },
      { id: 'fit', label: 'fitted %', field: 'fitted', numeric: true, value: fitted, format: asPct(1) },
      {
        id: 'residual',
        label: 'residual (points)',
        field: null,
        numeric: true,
        value: (p) => p.y - fitted(p),
        format: (_v, p) => signed((p.y - fitted(p)) * 100, 1),
      },
    ],
    points,
    {
      // The download carries the fitted line beside each point.
      extra: () => ({ mode, slope: fit.slope, intercept: fit.intercept, rSquared: fit.rSquared }),
      fieldOrder: ['model', 'version', 'mode'],
    },
  );
}

/** R² beside the printed one (compared at its two digits), and the line's slope, intercept and number of systems. */
function fitTable(spec: PublishedRSquared, fit: Fit): TableModel {
  const publishedR2 = spec.rSquared;
  const r2 = fit.rSquared;
  const beside: Cell[] =
    publishedR2 === undefined
      ? [
          { text: 'not printed', tone: 'muted' },
          { text: '', tone: 'muted' },
        ]
      : (() => {
          const d = r2 === null ? NaN : roundTo(r2, 2) - Number(publishedR2);
          const same = Math.abs(d) < 1e-9;
          return [
            { text: publishedR2, sort: Number(publishedR2) },
            {
              text: Number.isNaN(d) ? MISSING : same ? '=' : signed(d, 2),
              sort: d,
              tone: same ? 'ok' : 'off',
            },
          ];
        })();
  const computedOnly = (label: string, value: string, sort: number): Cell[] => [
    { text: label },
    { text: value, sort },
    { text: '', tone: 'muted' },
    { text: '' },
  ];
  return table(
    [
      { key: 'quantity', label: 'Quantity' },
      { key: 'computed', label: 'Computed', numeric: true },
      { key: 'published', label: 'Published', numeric: true },
      { key: 'diff', label: 'Δ', numeric: true },
    ],
    [
      [
        { text: 'R²' },
        { text: r2 === null ? MISSING : fixed(r2, 2), sort: r2 ?? -1, title: r2 === null ? '' : String(r2) },
        ...beside,
      ],
      computedOnly('slope', fit.slope.toPrecision(4), fit.slope),
      computedOnly('intercept', fit.intercept.toPrecision(4), fit.intercept),
      computedOnly('systems', String(fit.n), fit.n),
    ],
    [
      {
        rSquared: r2,
        publishedRSquared: publishedR2 ?? null,
        slope: fit.slope,
        intercept: fit.intercept,
        n: fit.n,
      },
    ],
    `The paper's ${spec.where}`,
  );
}

/** One figure: the chart with the fitted line, its band and the paper's reference lines, and its two tables. */
function regressionFigure(
  spec: PublishedRSquared,
  mode: SsaMode,
  relation: string,
  points: readonly Point[],
): FigureModel {
  const fit = leastSquaresFit(points.map((p) => ({ x: p.x, y: p.y })));
  const xs = points.map((p) => p.x);
  const x0 = Math.min(...xs);
  const x1 = Math.max(...xs);
  const grid = Array.from({ length: 25 }, (_, k) => x0 + ((x1 - x0) * k) / 24);
  // The paper's perplexity figures draw other systems (humans, Meena full, chatbots) as dashed lines.
  const refs =
    spec.x === 'perplexity'
      ? MEENA_PUBLISHED_SSA.filter((p) => p.mode === spec.mode && p[spec.y] !== undefined).map((p) => ({
          label: `${p.display} (published)`,
          value: publishedShare(p[spec.y])!,
        }))
      : [];
  const method = prose.text('regression-method', { mode, x: X_LABEL[spec.x], df: fit.n - 2 });
  return {
    id: spec.figure,
    number: spec.number,
    title: `${relation[0]!.toUpperCase()}${relation.slice(1)}`,
    method: refs.length ? `${method} ${prose.text('regression-references')}` : method,
    svg: regressionChart(
      points.map((p) => ({ label: p.s.display, x: p.x, y: p.y })),
      {
        title: `${spec.number}: ${relation}`,
        xLabel: X_LABEL[spec.x],
        yLabel: Y_LABEL[spec.y],
        percentX: spec.x === 'humanLikeness',
        line: fit,
        band: confidenceBand(fit, grid),
        references: refs,
        rSquared: fit.rSquared,
      },
    ),
    table: pointsTable(spec, mode, points, fit),
    published: fitTable(spec, fit),
    notes: [
      ...(mode !== spec.mode ? [prose.text('regression-mode', { paperMode: spec.mode, mode })] : []),
      prose.text('regression-points'),
    ],
    downloads: { csv: `${spec.figure}.csv`, json: `${spec.figure}.json` },
  };
}

/** Every figure the data can draw (three systems or more with distinct x), and a note for each that cannot be. */
export function regressionFigures(systems: SystemScores[]): { figures: FigureModel[]; notes: string[] } {
  const figures: FigureModel[] = [];
  const notes: string[] = [];
  const hlModes = new Set(systems.filter((s) => s.humanLikeness !== undefined).map((s) => s.mode));
  for (const spec of MEENA_PUBLISHED_R2) {
    const { mode, relation, points } = relationPoints(systems, spec, hlModes);
    if (points.length < 3) {
      if (systems.some((s) => s.mode === mode))
        notes.push(
          `${spec.number} (${relation}) needs at least three systems with ${X_LABEL[spec.x]} in ${mode} mode; the data give ${points.length}.`,
        );
      continue;
    }
    if (new Set(points.map((p) => p.x)).size < 2) {
      notes.push(
        `${spec.number} (${relation}): every system has the same ${X_LABEL[spec.x]}; no line can be fitted.`,
      );
      continue;
    }
    figures.push(regressionFigure(spec, mode, relation, points));
  }
  return { figures, notes };
}
