// The paper's regression figures (1-5, 9, 10) redrawn on the systems of these data: a score against perplexity or
// human-likeness, the least-squares line with its 95% confidence band, and R² beside the published one.
import type { SsaMode } from '../../../records/ssa.ts';
import { regressionChart } from '../../../render/charts/regressionChart.ts';
import type { FigureModel, TableModel } from '../../../site/viewModel.ts';
import { confidenceBand } from '../../../stats/confidenceBand.ts';
import { leastSquaresFit } from '../../../stats/leastSquaresFit.ts';
import { fixed, MISSING, pct, roundTo, signed } from '../../../render/format.ts';
import { asPct, tableFromSpecs, tableWithDownloads } from '../../../render/columnSpec.ts';
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
  // R² at the two digits the paper prints, minus the printed value.
  const d = r2 === null || publishedR2 === undefined ? NaN : roundTo(r2, 2) - Number(publishedR2);
  const same = Math.abs(d) < 1e-9;
  const measures: FitMeasure[] = [
    {
      quantity: 'R²',
      value: r2,
      text: r2 === null ? MISSING : fixed(r2, 2),
      ...(r2 === null ? {} : { title: String(r2) }),
      printed: true,
    },
    { quantity: 'slope', value: fit.slope, text: fit.slope.toPrecision(4) },
    { quantity: 'intercept', value: fit.intercept, text: fit.intercept.toPrecision(4) },
    { quantity: 'systems', value: fit.n, text: String(fit.n) },
  ];
  /** Whether a row holds the printed R² beside the computed one. */
  const beside = (m: FitMeasure) => m.printed === true && publishedR2 !== undefined;
  return tableWithDownloads<FitMeasure, Fit>(
    [
      { id: 'quantity', label: 'Quantity', value: (m) => m.quantity },
      {
        id: 'computed',
        label: 'Computed',
        numeric: true,
        value: (m) => m.value,
        format: (_v, m) => m.text,
        sort: (m) => m.value ?? -1,
        title: (m) => m.title,
      },
      {
        id: 'published',
        label: 'Published',
        numeric: true,
        value: (m) => (beside(m) ? Number(publishedR2) : undefined),
        format: (_v, m) => (beside(m) ? publishedR2! : m.printed ? 'not printed' : ''),
        tone: (m) => (beside(m) ? undefined : 'muted'),
      },
      {
        id: 'diff',
        label: 'Δ',
        numeric: true,
        value: (m) => (beside(m) ? d : undefined),
        format: (_v, m) => (beside(m) ? (Number.isNaN(d) ? MISSING : same ? '=' : signed(d, 2)) : ''),
        tone: (m) => (beside(m) ? (same ? 'ok' : 'off') : m.printed ? 'muted' : undefined),
      },
    ],
    measures,
    // Downloaded as the fit's record, one row.
    {
      specs: [
        { id: 'rSquared', label: 'R²', value: (f) => f.rSquared },
        { id: 'publishedRSquared', label: 'Published R²', value: () => publishedR2 ?? null },
        { id: 'slope', label: 'slope', value: (f) => f.slope },
        { id: 'intercept', label: 'intercept', value: (f) => f.intercept },
        { id: 'n', label: 'systems', value: (f) => f.n },
      ],
      rows: [fit],
    },
    { caption: `The paper's ${spec.where}` },
  );
}

/** One row of the fit's table: a quantity, its value and how it reads; the R² row also holds the printed R². */
interface FitMeasure {
  quantity: string;
  value: number | null;
  text: string;
  title?: string;
  printed?: boolean;
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
