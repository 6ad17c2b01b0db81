// Run-to-run spread (the paper's section 4.1): for each system evaluated in two or more runs, SSA per run and the
// sample standard deviation across runs, beside the paper's 2% (static) and 1% (interactive) over 7 runs.
import { asPct, tableFromSpecs, type ColumnSpec, type TableValue } from '../../../render/columnSpec.ts';
import { fixed } from '../../../render/format.ts';
import { ssaRunSpread, type SsaRun, type SsaRunSpread } from '../../../stats/ssaRunSpread.ts';
import { bySetting, byText } from '../../../views/viewContext.ts';
import { MEENA_PAPER, MEENA_PUBLISHED_REPEAT_SD } from './meenaPaper.ts';
import type { SsaRunsModel } from './model.ts';
import { modeColumn, systemColumn, type SystemScores } from './shared.ts';

/** A system with runs, the spread of its runs, and how many of its responses have no run. */
interface Spread {
  s: SystemScores;
  spread: SsaRunSpread;
  withoutRun: number;
}

/** One run of one system. */
interface Run {
  s: SystemScores;
  r: SsaRun;
}

const PER_RUN: ColumnSpec<Run>[] = [
  systemColumn((x) => x.s),
  modeColumn((x) => x.s),
  { id: 'run', label: 'Run', value: (x) => x.r.run },
  { id: 'responses', label: 'Responses', numeric: true, value: (x) => x.r.scores.n },
  ...(['sensibleness', 'specificity', 'ssa'] as const).map((k): ColumnSpec<Run> => ({
    id: k,
    label: { sensibleness: 'Sensible %', specificity: 'Specific %', ssa: 'SSA %' }[k],
    numeric: true,
    value: (x) => x.r.scores[k],
    format: asPct(1),
  })),
];

/** A standard deviation of shares, in percentage points. */
const points = (v: TableValue | undefined) => fixed(typeof v === 'number' ? v * 100 : null, 1);

const SPREAD: ColumnSpec<Spread>[] = [
  systemColumn((x) => x.s),
  modeColumn((x) => x.s),
  { id: 'runs', label: 'Runs', numeric: true, value: (x) => x.spread.n },
  {
    id: 'mean',
    label: 'Mean SSA %',
    field: 'ssaMean',
    numeric: true,
    value: (x) => x.spread.ssa.mean,
    format: asPct(1),
  },
  {
    id: 'sd',
    label: 'SD of SSA (points)',
    description: 'sample standard deviation of the runs’ SSA (n − 1), in percentage points',
    field: 'ssaSd',
    numeric: true,
    value: (x) => x.spread.ssa.sd,
    format: points,
    title: (x) => String(x.spread.ssa.sd),
  },
  {
    id: 'sensSd',
    label: 'SD of sensible (points)',
    field: 'sensiblenessSd',
    numeric: true,
    value: (x) => x.spread.sensibleness.sd,
    format: points,
  },
  {
    id: 'specSd',
    label: 'SD of specific (points)',
    field: 'specificitySd',
    numeric: true,
    value: (x) => x.spread.specificity.sd,
    format: points,
  },
  {
    id: 'published',
    label: 'Published SD (points)',
    description: `${MEENA_PUBLISHED_REPEAT_SD.system}, ${MEENA_PAPER.authors.split(',')[0]} et al. (${MEENA_PAPER.year}), ${MEENA_PUBLISHED_REPEAT_SD.where}`,
    field: 'publishedSdPoints',
    numeric: true,
    value: (x) => MEENA_PUBLISHED_REPEAT_SD[x.s.mode].sd,
    sort: (x) => Number(MEENA_PUBLISHED_REPEAT_SD[x.s.mode].sd),
    title: (x) => `${MEENA_PUBLISHED_REPEAT_SD.system}, ${MEENA_PUBLISHED_REPEAT_SD[x.s.mode].runs} runs`,
  },
  {
    id: 'publishedRuns',
    label: 'Published runs',
    numeric: true,
    value: (x) => MEENA_PUBLISHED_REPEAT_SD[x.s.mode].runs,
  },
];

/** The spread of each system with two or more runs; undefined when none has. */
export function runSpreads(systems: readonly SystemScores[]): SsaRunsModel | undefined {
  const spreads: Spread[] = [];
  for (const s of systems) {
    const withRun = s.turns.filter((t) => t.run !== undefined);
    if (new Set(withRun.map((t) => t.run)).size < 2) continue;
    const spread = ssaRunSpread(withRun);
    spread.runs.sort((a, b) => bySetting(a.run, b.run) || byText(a.run, b.run));
    spreads.push({ s, spread, withoutRun: s.turns.length - withRun.length });
  }
  if (spreads.length === 0) return undefined;
  const perRun = tableFromSpecs(
    PER_RUN,
    spreads.flatMap(({ s, spread }) => spread.runs.map((r) => ({ s, r }))),
    { caption: 'SSA per run' },
  );
  const spread = tableFromSpecs(SPREAD, spreads, { caption: 'Run-to-run spread of SSA beside the paper’s' });
  const notes = [
    `Published (${MEENA_PUBLISHED_REPEAT_SD.where}): the paper's ${MEENA_PUBLISHED_REPEAT_SD.system} was evaluated ${MEENA_PUBLISHED_REPEAT_SD.static.runs} times in static and ${MEENA_PUBLISHED_REPEAT_SD.interactive.runs} times in interactive mode, each time with freshly sampled responses; the standard deviation of SSA was ${MEENA_PUBLISHED_REPEAT_SD.static.sd}% (static) and ${MEENA_PUBLISHED_REPEAT_SD.interactive.sd}% (interactive). Each run here is scored on its own (majority labels, then the shares); the system's row in the table above pools its runs.`,
    ...spreads
      .filter((x) => x.withoutRun > 0)
      .map(
        ({ s, withoutRun }) =>
          `${s.display} (${s.mode}): ${withoutRun} labelled ${withoutRun === 1 ? 'response has' : 'responses have'} no run and ${withoutRun === 1 ? 'is' : 'are'} left out of the spread.`,
      ),
  ];
  return { perRun, spread, notes };
}
