// Builds the history section: per benchmark, each model's score over its leaderboard's dated snapshots (series,
// change from its previous score, rank in each snapshot, "preliminary" below a stated n; src/stats/scoreSnapshots.ts)
// drawn as lines and set out as a table, and the study's methodology changelog, newest first.
import type { Dataset } from '../../../records/dataset.ts';
import { slugify } from '../../../records/ids.ts';
import type { ScoreSnapshotRow } from '../../../records/scoreSnapshot.ts';
import { formatSource } from '../../../records/source.ts';
import { historyChart } from '../../../render/charts/historyChart.ts';
import { tableFromSpecs, type ColumnSpec } from '../../../render/columnSpec.ts';
import { fixed, formatNumber, formatPercent, MISSING, pct, signed } from '../../../render/format.ts';
import { groupBy } from '../../../stats/groupBy.ts';
import {
  PRELIMINARY_MIN_N,
  scoreSnapshots,
  type ModelSeries,
  type Snapshot,
} from '../../../stats/scoreSnapshots.ts';
import { benchmarkTitle } from '../../registry.ts';
import type { SectionContext } from '../../profile.ts';
import { byText } from '../../tables.ts';
import type { HistoryBenchmark, HistoryModel } from './model.ts';

/** How a benchmark's scores read: as percents when every score and bound is a share in [0, 1]. */
function scoreFormat(rows: readonly ScoreSnapshotRow[]) {
  const shares = rows.every((r) => [r.score, r.lo ?? 0, r.hi ?? 0].every((x) => x >= 0 && x <= 1));
  return shares
    ? {
        cell: (x: number) => pct(x),
        axis: (x: number) => formatPercent(x, 0),
        change: (x: number) => signed(x * 100),
        unit: '%',
      }
    : {
        cell: (x: number) => fixed(x),
        axis: (x: number) => formatNumber(x),
        change: (x: number) => signed(x),
        unit: '',
      };
}

/** A benchmark's snapshots, by date (a date's label: the first its rows give). */
function snapshotsOf(rows: readonly ScoreSnapshotRow[]): Snapshot[] {
  return groupBy(rows, (r) => r.date).map(([date, rs]) => {
    const label = rs.find((r) => r.label)?.label;
    return {
      date,
      ...(label ? { label } : {}),
      rows: rs.map((r) => ({ model: r.model, score: r.score, lo: r.lo ?? null, hi: r.hi ?? null, n: r.n })),
    };
  });
}

function benchmarkHistory(
  benchmark: string,
  rows: readonly ScoreSnapshotRow[],
  ctx: SectionContext,
): HistoryBenchmark {
  const history = scoreSnapshots(snapshotsOf(rows));
  const f = scoreFormat(rows);
  const newest = history.dates.at(-1)!;
  const specs: ColumnSpec<ModelSeries>[] = [
    { id: 'model', label: 'Model', value: (s) => ctx.name(s.model), field: null, numeric: false },
    {
      id: 'score',
      label: `Latest score${f.unit ? ' %' : ''}`,
      description:
        'The score in the newest snapshot the model is in, with its interval where the leaderboard gave one.',
      value: (s) => s.latest.score,
      format: (v) => (typeof v === 'number' ? f.cell(v) : MISSING),
      interval: (s) =>
        s.latest.lo !== null && s.latest.hi !== null ? { lo: s.latest.lo, hi: s.latest.hi } : undefined,
    },
    {
      id: 'date',
      label: 'on',
      description:
        'The date of that snapshot; a model missing from the newest one is listed after those in it.',
      value: (s) => s.latest.date,
      numeric: false,
      tone: (s) => (s.latest.date === newest ? undefined : 'off'),
    },
    {
      id: 'change',
      label: `Change${f.unit ? ' (points)' : ''}`,
      description: 'The latest score minus the model’s previous score (its last earlier snapshot with one).',
      value: (s) => s.latest.change,
      format: (v) => (typeof v === 'number' ? f.change(v) : MISSING),
    },
    {
      id: 'rank',
      label: 'Rank',
      description: 'Its rank in that snapshot (1 = highest; equal scores share the better rank).',
      value: (s) => s.latest.rank,
    },
    { id: 'n', label: 'n', description: 'Judgments the latest score rests on.', value: (s) => s.latest.n },
    {
      id: 'preliminary',
      label: 'Preliminary',
      description: `Marked when the latest score rests on fewer than ${PRELIMINARY_MIN_N} judgments (decision 0096).`,
      value: (s) => s.latest.preliminary,
      format: (v) => (v ? `preliminary (n < ${PRELIMINARY_MIN_N})` : ''),
      tone: (s) => (s.latest.preliminary ? 'off' : undefined),
      numeric: false,
    },
    {
      id: 'snapshots',
      label: 'Snapshots',
      description: 'Snapshots the model is in.',
      value: (s) => s.points.length,
    },
  ];
  const title = benchmark ? benchmarkTitle(benchmark) : 'Leaderboard';
  return {
    benchmark,
    title,
    path: benchmark ? slugify(benchmark) : 'leaderboard',
    dates: history.dates,
    svg: historyChart(
      history.models.map((s) => ({
        display: ctx.name(s.model),
        points: s.points.flatMap((p) =>
          p.score === null ? [] : [{ date: p.date, score: p.score, preliminary: p.preliminary }],
        ),
      })),
      { title: `${title}: each model's score over time`, yLabel: 'score', format: f.axis },
    ),
    table: tableFromSpecs(specs, history.models, {
      caption: `${title}: each model's newest score, its change and rank, over ${history.dates.length} snapshots`,
      extra: (s) => ({ model: s.model }),
    }),
    points: history.models.flatMap((s) =>
      s.points.map((p) => ({
        model: s.model,
        date: p.date,
        label: p.label,
        score: p.score,
        lo: p.lo,
        hi: p.hi,
        n: p.n,
        rank: p.rank,
        change: p.change,
        preliminary: p.preliminary,
      })),
    ),
    minN: PRELIMINARY_MIN_N,
    download: `history-${benchmark ? slugify(benchmark) : 'leaderboard'}`,
  };
}

/** The history section, or undefined when the data hold no snapshot and no changelog. */
export function buildHistorySection(data: Dataset, ctx: SectionContext): HistoryModel | undefined {
  if (data.scoreSnapshots.length === 0 && data.changeNotes.length === 0) return undefined;
  return {
    benchmarks: groupBy(data.scoreSnapshots, (r) => r.benchmark)
      .sort(([a], [b]) => byText(a, b))
      .map(([benchmark, rows]) => benchmarkHistory(benchmark, rows, ctx)),
    changes: [...data.changeNotes]
      .sort(
        (a, b) =>
          byText(b.date, a.date) ||
          byText(a.source.file, b.source.file) ||
          (a.source.line ?? 0) - (b.source.line ?? 0),
      )
      .map((c) => ({
        date: c.date,
        title: c.title,
        paragraphs: c.paragraphs,
        source: formatSource(c.source),
      })),
  };
}
